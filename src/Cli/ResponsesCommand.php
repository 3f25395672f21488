<?php
/**
 * `wp userfeedback responses`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Export\Exporter;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\Report;
use UserFeedback\Export\ReportFactory;
use UserFeedback\Export\SpreadsheetFile;

/**
 * Exports responses (Pro plan).
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback responses export 12 --output=responses.csv
 *
 * @package UserFeedback
 */
final class ResponsesCommand {

	/**
	 * Constructor.
	 *
	 * @param Entitlements       $entitlements Edition, licence and add-on facts.
	 * @param ReportFactory|null $reports      The export module's reports; null when this copy has no export module (the Lite zip).
	 */
	public function __construct( private readonly Entitlements $entitlements, private readonly ?ReportFactory $reports ) {
	}

	/**
	 * Exports a survey's responses: the spreadsheet the results screen's Export gives.
	 *
	 * A Summary (the survey, the range, its counts and each question's figures), then every published response, oldest first, a column per question. CSV writes the two one after the other, each under a row with its name. Responses are read and written in batches of 500, so memory stays flat whatever the survey's size. Part of the Pro plan (UserFeedback Pro with a Pro or Elite licence).
	 *
	 * ## OPTIONS
	 *
	 * <survey-id>
	 * : The survey's id.
	 *
	 * [--format=<format>]
	 * : The file's format. XLSX needs --output.
	 * ---
	 * default: csv
	 * options:
	 *   - csv
	 *   - xlsx
	 * ---
	 *
	 * [--output=<file>]
	 * : Write to this file (replaced if it exists; written beside it first, so a failed export never leaves half a file). Without it, CSV goes to standard output.
	 *
	 * [--from=<YYYY-MM-DD>]
	 * : First day of the range, in the site's time zone. Alone, the range runs to today.
	 *
	 * [--to=<YYYY-MM-DD>]
	 * : Last day of the range, in the site's time zone. Alone, the range starts with the first response.
	 *
	 * ## EXAMPLES
	 *
	 *     # Everything, as CSV, into a file (with a progress bar on a terminal).
	 *     $ wp userfeedback responses export 12 --output=survey-12.csv
	 *     Success: Exported 1,204 responses of survey 12 to survey-12.csv.
	 *
	 *     # November's responses as a workbook.
	 *     $ wp userfeedback responses export 12 --format=xlsx --from=2026-11-01 --to=2026-11-30 --output=november.xlsx
	 *
	 *     # CSV on standard output, into another tool.
	 *     $ wp userfeedback responses export 12 | wc -l
	 *
	 * @param string[]             $args       The survey id.
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function export( array $args, array $assoc_args ): void {
		$survey_id = Console::survey_id( (string) ( $args[0] ?? '' ) );
		$reports   = $this->reports;
		if ( null === $reports ) {
			Console::fail( __( 'Exporting responses is a UserFeedback Pro feature, and this copy of the plugin is UserFeedback Lite, which does not include it. Upgrade to Pro to export responses.', 'userfeedback' ) );
		}
		if ( ! $this->entitlements->has_pro_plan() ) {
			Console::fail( __( 'Exporting responses is part of the Pro plan: it needs UserFeedback Pro with a valid Pro or Elite licence, which this site does not have.', 'userfeedback' ) );
		}
		$format = '' === Console::text( $assoc_args, 'format' ) ? 'csv' : Console::text( $assoc_args, 'format' );
		$output = Console::text( $assoc_args, 'output' );
		if ( '' === $output && 'csv' !== $format ) {
			Console::fail( __( 'An XLSX workbook is not text for a terminal: name its file with --output=<file>.', 'userfeedback' ) );
		}

		$now     = current_datetime();
		$request = ExportRequest::parse(
			array(
				'survey_id' => (string) $survey_id,
				'report'    => 'general',
				'format'    => $format,
				'start'     => Console::text( $assoc_args, 'from' ),
				'end'       => Console::text( $assoc_args, 'to' ),
			),
			$now
		);
		if ( is_wp_error( $request ) ) {
			Console::fail( self::request_errors( $request ) );
		}
		$report = $reports->make( $request, $now );
		if ( is_wp_error( $report ) ) {
			/* translators: %d: survey id. */
			Console::fail( sprintf( __( 'There is no survey %d on this site.', 'userfeedback' ), $survey_id ) );
		}

		if ( '' === $output ) {
			// Straight to standard output, batch after batch; nothing else is printed there, so
			// the output is exactly the file (byte-order mark included) and pipes cleanly.
			self::write( $report, $format, 'php://stdout', null );
			return;
		}
		$path = self::checked_output( $output );
		$part = dirname( $path ) . '/.' . basename( $path ) . '.' . bin2hex( random_bytes( 4 ) ) . '.part';
		/* translators: %d: survey id. */
		$bar  = Progress::start( sprintf( __( 'Exporting survey %d', 'userfeedback' ), $survey_id ), $report->total() );
		$read = self::write(
			$report,
			$format,
			$part,
			static function ( int $batch ) use ( $bar ): void {
				$bar->tick( $batch );
			}
		);
		$bar->finish();
		// One rename: the file at --output is either the old one or the whole new one.
		// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- WP_Filesystem has no atomic move; a command-line export writes the local file system directly.
		if ( ! rename( $part, $path ) ) {
			wp_delete_file( $part );
			/* translators: %s: file path. */
			Console::fail( sprintf( __( 'The export could not be moved into place at %s.', 'userfeedback' ), $output ) );
		}
		\WP_CLI::success(
			sprintf(
				/* translators: 1: number of responses, 2: survey id, 3: file path. */
				_n( 'Exported %1$s response of survey %2$d to %3$s.', 'Exported %1$s responses of survey %2$d to %3$s.', $read, 'userfeedback' ),
				number_format_i18n( $read ),
				$survey_id,
				$output
			)
		);
	}

	/**
	 * Writes the report with the export module's writer; a failure removes the partial file
	 * (not standard output) and stops the command.
	 *
	 * @param Report                   $report   The report.
	 * @param string                   $format   'csv' or 'xlsx'.
	 * @param string                   $path     The file, or php://stdout.
	 * @param callable(int): void|null $progress Told after each batch.
	 * @return int Responses written.
	 */
	private static function write( Report $report, string $format, string $path, ?callable $progress ): int {
		try {
			// The workbook's parts are assembled in the system's temporary folder (zipped on close).
			return ( new Exporter() )->write( $report, $format, $path, untrailingslashit( get_temp_dir() ), Exporter::BATCH, $progress );
		} catch ( \Throwable $e ) {
			if ( 'php://stdout' !== $path ) {
				wp_delete_file( $path );
			}
			/* translators: %s: the reason. */
			Console::fail( sprintf( __( 'The export failed: %s', 'userfeedback' ), $e->getMessage() ) );
		}
	}

	/**
	 * The --output path, absolute, once it is known to be writable; else a clear error before any
	 * work is done.
	 *
	 * @param string $output As typed.
	 * @return string
	 */
	private static function checked_output( string $output ): string {
		$path = path_is_absolute( $output ) ? $output : getcwd() . '/' . $output;
		$dir  = dirname( $path );
		if ( is_dir( $path ) ) {
			/* translators: %s: the path given. */
			Console::fail( sprintf( __( 'Cannot write the export to %s: it is a folder. Give a file name, such as responses.csv.', 'userfeedback' ), $output ) );
		}
		if ( ! is_dir( $dir ) || ! wp_is_writable( $dir ) || ( file_exists( $path ) && ! wp_is_writable( $path ) ) ) {
			/* translators: %s: the path given. */
			Console::fail( sprintf( __( 'Cannot write the export to %s: its folder does not exist or is not writable.', 'userfeedback' ), $output ) );
		}
		return $path;
	}

	/**
	 * The export request's errors, named by the command's own options.
	 *
	 * @param \WP_Error $error ExportRequest::parse()'s 400.
	 * @return string
	 */
	private static function request_errors( \WP_Error $error ): string {
		$names = array(
			'start'  => '--from',
			'end'    => '--to',
			'format' => '--format',
		);
		$data  = (array) $error->get_error_data();
		$lines = array();
		foreach ( (array) ( $data['params'] ?? array() ) as $param => $message ) {
			$lines[] = ( $names[ $param ] ?? (string) $param ) . ': ' . (string) $message;
		}
		return array() === $lines ? $error->get_error_message() : implode( ' ', $lines );
	}
}
