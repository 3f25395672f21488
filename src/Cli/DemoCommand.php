<?php
/**
 * `wp userfeedback demo`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Demo\DemoData;

/**
 * Adds demo data.
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback demo seed
 *
 * @package UserFeedback
 */
final class DemoCommand {

	/**
	 * Most responses per live survey a seed writes (about 20 s on a small machine).
	 */
	private const MAX_RESPONSES = 100000;

	public function __construct( private readonly DemoData $demo ) {
	}

	/**
	 * Adds demo surveys and responses to a site that has no surveys.
	 *
	 * Five surveys covering every question type and status (three live, one draft, one scheduled), and responses to the live ones spread over the last 60 days, with impressions. The same data on every run. The reports' counts are built as each survey is written, so the results screens, exports and lists are exact at once. Refused on a site that has any survey (trashed ones included): demo data never mixes with real surveys.
	 *
	 * ## OPTIONS
	 *
	 * [--responses=<number>]
	 * : Responses per live survey.
	 * ---
	 * default: 120
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback demo seed
	 *     Writing demo responses  100% [=====================================] 0:01 / 0:01
	 *     Success: Added 5 demo surveys and 360 responses.
	 *
	 *     # A bigger site, to try exports and reports at scale.
	 *     $ wp userfeedback demo seed --responses=20000
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function seed( array $args, array $assoc_args ): void {
		$per_survey = Console::whole_number( $assoc_args, 'responses', DemoData::DEFAULT_RESPONSES, 0, self::MAX_RESPONSES );
		if ( $this->demo->site_has_surveys() ) {
			Console::fail( __( 'This site already has surveys, so no demo data was added: demo data only goes on a site without any survey (trashed ones included).', 'userfeedback' ) );
		}
		$bar = Progress::start( __( 'Writing demo responses', 'userfeedback' ), $this->demo->responses_total( $per_survey ) );
		try {
			$written = $this->demo->seed(
				$per_survey,
				static function ( int $count ) use ( $bar ): void {
					$bar->tick( $count );
				}
			);
		} catch ( \RuntimeException $e ) {
			/* translators: %s: the reason. */
			Console::fail( sprintf( __( 'The demo data could not be written: %s', 'userfeedback' ), $e->getMessage() ) );
		}
		$bar->finish();
		if ( null === $written ) {
			// Another process added a survey between the check above and the seed.
			Console::fail( __( 'This site already has surveys, so no demo data was added: demo data only goes on a site without any survey (trashed ones included).', 'userfeedback' ) );
		}
		\WP_CLI::success(
			sprintf(
				/* translators: 1: number of surveys, 2: number of responses. */
				__( 'Added %1$s demo surveys and %2$s responses.', 'userfeedback' ),
				number_format_i18n( $written['surveys'] ),
				number_format_i18n( $written['responses'] )
			)
		);
	}
}
