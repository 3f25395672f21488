<?php
/**
 * The export page: admin.php?page=userfeedback_exports.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\AdminPages;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * Export is a navigation (spec §7): a link to this hidden admin page. Everything is decided on
 * the page's `load-` hook, before WordPress prints any admin markup, so a file can still be sent:
 * view results capability, then the nonce (action `userfeedback_export`, `_wpnonce`), then the
 * gate (Pro with a pro or elite licence), then the parameters. A refusal is a WordPress error page
 * with its status, never a broken file.
 *
 * Small exports are written to a private temporary file and sent at once (a failure half-way is
 * still an error page). Above the limits (see sync_limit()) the export becomes a background job
 * (JobRunner) and the browser is redirected to this page with `job={id}`: a progress bar, moved by
 * assets/js/export-progress.js polling `GET userfeedback/v1/exports/{id}`, which navigates to
 * `job={id}&download=1` when the file is ready. Only the user who started a job can see or
 * download it, with the same three checks.
 */
final class ExportPage implements Hookable {

	public const SLUG = 'userfeedback_exports';

	public const NONCE_ACTION = 'userfeedback_export';

	public const SCRIPT = 'userfeedback-export-progress';

	/**
	 * Responses above which an export runs in the background, per format. bench/export.php on a
	 * 2-vCPU machine (five questions, 190,000 responses): about 50 µs per response in CSV and
	 * 140 µs in XLSX, reading included, memory flat. These limits keep an export in the request
	 * under about 4 s there, so under 20 s on a host five times slower, well inside the usual 30 s.
	 */
	public const SYNC_LIMITS = array(
		'xlsx' => 25000,
		'csv'  => 75000,
	);

	/**
	 * The job whose progress the page shows, once load() found it.
	 *
	 * @var ExportJob|null
	 */
	private ?ExportJob $job = null;

	public function __construct( private readonly Entitlements $entitlements, private readonly ReportFactory $reports, private readonly Exporter $exporter, private readonly JobRunner $runner, private readonly JobStore $jobs, private readonly ExportStorage $storage, private readonly ExportCron $cron, private readonly Responder $responder ) {
	}

	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'register' ) );
	}

	/**
	 * Registers the page without a menu entry (parent ''), so its URL is valid, and its load hook.
	 *
	 * @return void
	 */
	public function register(): void {
		$hook = add_submenu_page( '', __( 'Export ‹ UserFeedback', 'userfeedback' ), '', Capabilities::VIEW_RESULTS, self::SLUG, array( $this, 'render' ) );
		if ( is_string( $hook ) && '' !== $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Handles the request before the admin page starts.
	 *
	 * @return void
	 */
	public function load(): void {
		// The nonce is checked in handle(), before anything else is read.
		$this->handle( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked and sanitised in handle() and ExportRequest.
	}

	/**
	 * Checks and answers a request: a file, a redirect to a new job, a job's page, or an error.
	 *
	 * @param array<string, mixed> $query The query parameters, unslashed.
	 * @return void
	 */
	public function handle( array $query ): void {
		if ( ! current_user_can( Capabilities::VIEW_RESULTS ) ) {
			$this->responder->fail( __( 'Sorry, you are not allowed to export results.', 'userfeedback' ), 403 );
			return;
		}
		$nonce = is_string( $query['_wpnonce'] ?? null ) ? sanitize_text_field( $query['_wpnonce'] ) : '';
		if ( false === wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			$this->responder->fail( __( 'This export link has expired. Go back to the results and export again.', 'userfeedback' ), 403, self::results_url() );
			return;
		}
		if ( ! $this->entitlements->has_pro_plan() ) {
			$this->responder->fail( __( 'Upgrade to Pro to unlock Export Results', 'userfeedback' ), 403, self::results_url() );
			return;
		}
		$this->cron->ensure_cleanup();

		if ( isset( $query['job'] ) ) {
			$this->job( is_string( $query['job'] ) ? sanitize_key( $query['job'] ) : '', ! empty( $query['download'] ) );
			return;
		}
		$this->export( $query );
	}

	/**
	 * Prints the progress page of a background job.
	 *
	 * @return void
	 */
	public function render(): void {
		if ( null === $this->job ) {
			return;
		}
		$job    = $this->job;
		$format = $job->export_request()->format;
		$texts  = array(
			/* translators: 1: responses written, 2: responses in all. */
			'running'   => __( 'Exporting… %1$s of %2$s responses', 'userfeedback' ),
			'queued'    => __( 'Waiting for the export to start…', 'userfeedback' ),
			'finishing' => __( 'Putting the file together…', 'userfeedback' ),
			'done'      => __( 'Your file is ready. The download starts now.', 'userfeedback' ),
			/* translators: %s: why the export failed. */
			'failed'    => __( 'The export failed: %s', 'userfeedback' ),
			'retry'     => __( 'Lost contact with the server. Trying again…', 'userfeedback' ),
		);
		printf(
			'<div class="wrap userfeedback-export" data-status-url="%1$s" data-nonce="%2$s" data-download-url="%3$s" data-texts="%4$s">',
			esc_url( rest_url( 'userfeedback/v1/exports/' . $job->id ) ),
			esc_attr( wp_create_nonce( 'wp_rest' ) ),
			esc_url( self::job_url( $job->id, true ) ),
			esc_attr( (string) wp_json_encode( $texts ) )
		);
		printf( '<h1>%s</h1>', esc_html__( 'Exporting results', 'userfeedback' ) );
		printf( '<p>%s</p>', esc_html( $job->file_name . '.' . $format ) );
		printf(
			'<p><progress class="userfeedback-export__bar" max="100" value="%1$d" aria-labelledby="userfeedback-export-status" style="width:100%%;max-width:32em;height:1.5em"></progress></p><p id="userfeedback-export-status" class="userfeedback-export__status" role="status">%2$s</p>',
			(int) $job->progress(),
			esc_html( self::status_text( $job ) )
		);
		$ready = ExportJob::DONE === $job->status;
		echo $ready ? '<p class="userfeedback-export__download">' : '<p class="userfeedback-export__download" hidden>';
		printf( '<a class="button button-primary" href="%1$s">%2$s</a></p>', esc_url( self::job_url( $job->id, true ) ), esc_html__( 'Download the file', 'userfeedback' ) );
		printf( '<noscript><p>%s</p></noscript>', esc_html__( 'This page needs JavaScript to follow the export. Reload it to see how far it is.', 'userfeedback' ) );
		printf( '<p><a href="%1$s">%2$s</a></p></div>', esc_url( self::results_url() ), esc_html__( 'Back to the results', 'userfeedback' ) );
	}

	/**
	 * The URL of a job's page or download.
	 *
	 * @param string $id       Job id.
	 * @param bool   $download The download rather than the page.
	 * @return string
	 */
	public static function job_url( string $id, bool $download = false ): string {
		$args = array(
			'page'     => self::SLUG,
			'job'      => $id,
			'_wpnonce' => wp_create_nonce( self::NONCE_ACTION ),
		);
		if ( $download ) {
			$args['download'] = 1;
		}
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}

	/**
	 * The job on this page, once handle() found it (for tests and render()).
	 *
	 * @return ExportJob|null
	 */
	public function current_job(): ?ExportJob {
		return $this->job;
	}

	/**
	 * Responses above which an export of the format runs in the background. Filter
	 * `userfeedback_export_sync_limit` (int $limit, string $format) to tune it to a host.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 * @return int
	 */
	public static function sync_limit( string $format ): int {
		return (int) apply_filters( 'userfeedback_export_sync_limit', self::SYNC_LIMITS[ $format ] ?? self::SYNC_LIMITS['xlsx'], $format );
	}

	/**
	 * A new export: the file now, or a job.
	 *
	 * @param array<string, mixed> $query The query parameters.
	 * @return void
	 */
	private function export( array $query ): void {
		$now     = current_datetime();
		$request = ExportRequest::parse( $query, $now );
		if ( is_wp_error( $request ) ) {
			$this->responder->fail( $request->get_error_message(), 400, self::results_url() );
			return;
		}
		$report = $this->reports->make( $request, $now );
		if ( is_wp_error( $report ) ) {
			$data = (array) $report->get_error_data();
			$this->responder->fail( $report->get_error_message(), (int) ( $data['status'] ?? 400 ), self::results_url() );
			return;
		}

		if ( $report->total() > self::sync_limit( $request->format ) ) {
			$job = $this->runner->start( $request, $report, get_current_user_id() );
			if ( null === $job ) {
				$this->responder->fail( __( 'The export could not be started. Please try again.', 'userfeedback' ), 500, self::results_url() );
				return;
			}
			$this->responder->redirect( self::job_url( $job->id ) );
			return;
		}

		$name = ExportStorage::new_name( $request->format );
		try {
			$dir = $this->storage->dir();
			$this->exporter->write( $report, $request->format, $dir . '/' . $name, $dir );
		} catch ( \Throwable $e ) {
			$this->storage->delete( $name );
			$this->responder->fail( __( 'The export could not be written. Please try again.', 'userfeedback' ), 500, self::results_url() );
			return;
		}
		$this->responder->send_file( $dir . '/' . $name, $report->file_name() . '.' . $request->format, SpreadsheetFile::mime_type( $request->format ), true );
	}

	/**
	 * A job's page or download.
	 *
	 * @param string $id       Job id.
	 * @param bool   $download Whether the file is asked for.
	 * @return void
	 */
	private function job( string $id, bool $download ): void {
		$job = $this->jobs->find( $id );
		if ( null === $job || get_current_user_id() !== $job->user_id ) {
			$this->responder->fail( __( 'This export does not exist, or it has expired. Exports are kept for a day.', 'userfeedback' ), 404, self::results_url() );
			return;
		}
		if ( ! $download ) {
			$this->job = $job;
			// A page without a menu entry has no title of its own for the admin header.
			$GLOBALS['title'] = __( 'Exporting results', 'userfeedback' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads the admin page title from it.
			wp_enqueue_script( self::SCRIPT, plugins_url( 'assets/js/export-progress.js', USERFEEDBACK_FILE ), array(), USERFEEDBACK_VERSION, true );
			return;
		}
		if ( ExportJob::DONE !== $job->status ) {
			$this->responder->fail( __( 'This export is not ready yet.', 'userfeedback' ), 400, self::job_url( $job->id ) );
			return;
		}
		$format = $job->export_request()->format;
		$path   = $this->storage->path( $job->file );
		if ( null === $path || ! is_file( $path ) ) {
			$this->responder->fail( __( 'This export does not exist, or it has expired. Exports are kept for a day.', 'userfeedback' ), 404, self::results_url() );
			return;
		}
		$this->responder->send_file( $path, $job->file_name . '.' . $format, SpreadsheetFile::mime_type( $format ), false );
	}

	/**
	 * What the status line says now.
	 *
	 * @param ExportJob $job The job.
	 * @return string
	 */
	public static function status_text( ExportJob $job ): string {
		switch ( $job->status ) {
			case ExportJob::DONE:
				return __( 'Your file is ready. The download starts now.', 'userfeedback' );
			case ExportJob::FAILED:
				/* translators: %s: why the export failed. */
				return sprintf( __( 'The export failed: %s', 'userfeedback' ), $job->error );
			case ExportJob::FINISHING:
				return __( 'Putting the file together…', 'userfeedback' );
			case ExportJob::QUEUED:
				return __( 'Waiting for the export to start…', 'userfeedback' );
		}
		/* translators: 1: responses written, 2: responses in all. */
		return sprintf( __( 'Exporting… %1$s of %2$s responses', 'userfeedback' ), number_format_i18n( $job->read ), number_format_i18n( $job->total ) );
	}

	private static function results_url(): string {
		return admin_url( 'admin.php?page=' . AdminPages::slug( 'results' ) );
	}
}
