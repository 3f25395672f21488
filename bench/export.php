<?php
/**
 * Server time and memory of the spreadsheet export on a big survey.
 *
 * Seeds one dedicated survey into the dev site the way bench/results.php does — R responses
 * (default 200,000) over the last 365 days, 5 % trashed, five questions (radio, checkbox, NPS with
 * a comment box, star rating, long text), about 1.08 million answer rows, by INSERT … SELECT from a
 * numbers table — then exports its general report, all time, through the export code itself
 * (no HTTP, no gate): in the request (Exporter, straight into the XLSX or CSV writer) and as a
 * background job (JobRunner: time-boxed steps into the part file, then the file in one go). Prints
 * wall time, PHP peak memory (WordPress included) and the time per response, the keyset queries'
 * EXPLAIN, and what the sync limits mean. Files go to a temporary folder and are deleted; the
 * survey and its rows are deleted at the end (also after an error or Ctrl-C) unless --keep.
 *
 * Rows are laid out as they arrive on a real site (--layout=arrival, the default): response ids
 * grow with their time and a response's answer rows are stored together, as the visitor route
 * writes them. --layout=scattered keeps bench/results.php's layout instead (random times against
 * ids, each question's answers written in a block of their own), the worst case for the export's
 * reads: every answer row is a random page read.
 *
 * Usage: php bench/export.php [--responses=R] [--formats=xlsx,csv] [--batch=N]
 *                             [--layout=arrival|scattered] [--no-job] [--keep] [--survey=ID] [--site=DIR]
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on its own rows on purpose, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Export\ExportQueries;
use UserFeedback\Export\Exporter;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\ExportStorage;
use UserFeedback\Export\JobRunner;
use UserFeedback\Export\JobStore;
use UserFeedback\Export\ReportFactory;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Surveys\SurveyRepository;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'responses:', 'formats:', 'batch:', 'layout:', 'no-job', 'keep', 'survey:', 'site:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/export.php [--responses=R] [--formats=xlsx,csv] [--batch=N] [--layout=arrival|scattered] [--no-job] [--keep] [--survey=ID] [--site=DIR]\n" );
	exit( 2 );
}
$uf_responses = max( 1000, min( 2000000, (int) ( $uf_opts['responses'] ?? 200000 ) ) );
$uf_formats   = array_values( array_intersect( explode( ',', (string) ( $uf_opts['formats'] ?? 'csv,xlsx' ) ), array( 'csv', 'xlsx' ) ) );
$uf_batch     = max( 0, min( 10000, (int) ( $uf_opts['batch'] ?? 0 ) ) );
$uf_layout    = 'scattered' === ( $uf_opts['layout'] ?? '' ) ? 'scattered' : 'arrival';
$uf_reuse     = (int) ( $uf_opts['survey'] ?? 0 );
$uf_site      = rtrim( is_string( $uf_opts['site'] ?? null ) ? $uf_opts['site'] : dirname( __DIR__ ) . '/.dev/sites/dev', '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: start one first (npm start, or see bench/README.md).\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/seed-survey.php';
if ( ! function_exists( 'userfeedback' ) ) {
	fwrite( STDERR, "UserFeedback is not active on {$uf_site}.\n" );
	exit( 2 );
}
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted
$uf_batch = $uf_batch > 0 ? $uf_batch : Exporter::BATCH;

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_tmp    = sys_get_temp_dir() . '/uf-export-bench-' . bin2hex( random_bytes( 4 ) );
mkdir( $uf_tmp );
// The job's private folder lives in the temporary folder too, under a fixed name: nothing is
// written to the site's uploads, and no option is stored for it.
add_filter( 'pre_option_' . ExportStorage::OPTION, static fn(): string => 'userfeedback-exports-' . str_repeat( '0', 32 ) );

$uf_state = array(
	'survey_id' => $uf_reuse,
	'keep'      => isset( $uf_opts['keep'] ) || $uf_reuse > 0,
	'tmp'       => $uf_tmp,
	'jobs'      => array(),
);
register_shutdown_function( 'uf_export_bench_cleanup' );
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	$uf_on_signal = static function (): void {
		exit( 130 ); // The shutdown function cleans up.
	};
	pcntl_signal( SIGINT, $uf_on_signal );
	pcntl_signal( SIGTERM, $uf_on_signal );
}

$uf_state['survey_id'] = $uf_reuse > 0 ? $uf_reuse : uf_bench_seed_survey( 'Bench export survey', $uf_responses, $uf_layout );
$uf_id                 = $uf_state['survey_id'];
$uf_counts             = new RollupQueries( $wpdb, $uf_tables );
$uf_reports            = new ReportFactory(
	new ResultsService( new ResultsRepository( $wpdb, $uf_tables ), new SurveyRepository( $wpdb, $uf_tables ), userfeedback()->rollups(), $uf_counts ),
	$uf_counts,
	new ExportQueries( $wpdb, $uf_tables ),
	userfeedback()->settings()
);
$uf_started            = microtime( true );
userfeedback()->rollups()->ensure_current( $uf_id );
printf( "Rollups made current in %.1f s (the summary sheet reads them)\n", microtime( true ) - $uf_started );
$uf_published = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->responses()}` WHERE survey_id = %d AND status = 'publish'", $uf_id ) );
printf(
	"Survey %d: %s published responses, %s answer rows; batch %d responses; PHP %s, WordPress loaded: %.1f MB\n\n",
	$uf_id,
	number_format( $uf_published ),
	number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answers()}` WHERE survey_id = %d", $uf_id ) ) ),
	$uf_batch,
	PHP_VERSION,
	memory_get_usage() / 1048576
);

printf( "%-34s %10s %10s %12s %10s %10s\n", 'export (general report, all time)', 'wall', 'per resp.', 'file', 'peak', '+export' );
$uf_results = array();
foreach ( $uf_formats as $uf_format ) {
	$uf_results[ $uf_format ] = uf_export_bench_sync( $uf_reports, $uf_id, $uf_format, $uf_batch );
}
if ( ! isset( $uf_opts['no-job'] ) ) {
	foreach ( $uf_formats as $uf_format ) {
		uf_export_bench_job( $uf_reports, $uf_id, $uf_format, $uf_batch );
	}
}

echo "\nSync limits (ExportPage::SYNC_LIMITS) at this machine's speed:\n";
foreach ( $uf_results as $uf_format => $uf_result ) {
	$uf_limit = UserFeedback\Export\ExportPage::SYNC_LIMITS[ $uf_format ];
	printf( "  %-4s limit %7s responses: about %.1f s here, %.1f s on a host 5x slower\n", $uf_format, number_format( $uf_limit ), $uf_limit * $uf_result['per'], 5 * $uf_limit * $uf_result['per'] );
}

uf_export_bench_explain( $uf_id, $uf_batch );

/**
 * Exports in the request, as the export page does below its limits.
 *
 * @param ReportFactory $reports The reports.
 * @param int           $id      Survey.
 * @param string        $format  Format.
 * @param int           $batch   Responses per batch.
 * @return array{per: float}
 */
function uf_export_bench_sync( ReportFactory $reports, int $id, string $format, int $batch ): array {
	global $uf_tmp;
	$request = ExportRequest::parse(
		array(
			'survey_id' => (string) $id,
			'format'    => $format,
		),
		current_datetime()
	);
	$report  = is_wp_error( $request ) ? $request : $reports->make( $request, current_datetime() );
	if ( is_wp_error( $report ) ) {
		fwrite( STDERR, $report->get_error_message() . "\n" );
		exit( 1 );
	}
	$path = $uf_tmp . '/sync.' . $format;
	gc_collect_cycles();
	memory_reset_peak_usage();
	$base    = memory_get_usage();
	$started = microtime( true );
	$read    = ( new Exporter() )->write( $report, $format, $path, $uf_tmp, $batch );
	$wall    = microtime( true ) - $started;
	$per     = $wall / max( 1, $read );
	printf( "%-34s %8.1f s %7.1f µs %9.1f MB %7.1f MB %7.1f MB\n", "in the request, {$format}", $wall, $per * 1e6, filesize( $path ) / 1048576, memory_get_peak_usage() / 1048576, ( memory_get_peak_usage() - $base ) / 1048576 );
	unlink( $path );
	return array( 'per' => $per );
}

/**
 * Exports as a background job: 20-second steps one after the other, as WP-Cron would run them.
 *
 * @param ReportFactory $reports The reports.
 * @param int           $id      Survey.
 * @param string        $format  Format.
 * @param int           $batch   Responses per batch.
 * @return void
 */
function uf_export_bench_job( ReportFactory $reports, int $id, string $format, int $batch ): void {
	global $wpdb, $uf_tmp, $uf_state;
	$base    = $uf_tmp;
	$storage = new ExportStorage( static fn(): string => $base );
	$jobs    = new JobStore( $wpdb );
	$runner  = new JobRunner( $jobs, $reports, $storage, $batch );
	$request = ExportRequest::parse(
		array(
			'survey_id' => (string) $id,
			'format'    => $format,
		),
		current_datetime()
	);
	$report  = is_wp_error( $request ) ? $request : $reports->make( $request, current_datetime() );
	if ( is_wp_error( $report ) || is_wp_error( $request ) ) {
		exit( 1 );
	}
	gc_collect_cycles();
	memory_reset_peak_usage();
	$mem     = memory_get_usage();
	$started = microtime( true );
	$job     = $runner->start( $request, $report, 0 );
	if ( null === $job ) {
		fwrite( STDERR, "The job could not be stored.\n" );
		exit( 1 );
	}
	$uf_state['jobs'][] = $job->id;
	wp_clear_scheduled_hook( JobRunner::STEP_HOOK, array( $job->id ) );
	$steps   = array();
	$longest = 0.0;
	do {
		$step_start = microtime( true );
		$job        = $runner->step( $job->id, $step_start + JobRunner::STEP_SECONDS );
		$took       = microtime( true ) - $step_start;
		$longest    = max( $longest, $took );
		$steps[]    = sprintf( '%s %.1fs', null === $job ? '?' : $job->status, $took );
	} while ( null !== $job && ! $job->is_over() && $longest < 600 && array_key_last( $steps ) < 99 );
	wp_clear_scheduled_hook( JobRunner::STEP_HOOK, array( $job->id ?? '' ) );
	$wall = microtime( true ) - $started;
	if ( null === $job || ExportJob::DONE !== $job->status ) {
		fwrite( STDERR, 'The job did not finish: ' . ( null === $job ? 'locked' : $job->error ) . "\n" );
		exit( 1 );
	}
	$path = (string) $storage->path( $job->file );
	printf( "%-34s %8.1f s %7.1f µs %9.1f MB %7.1f MB %7.1f MB\n", "background job, {$format}", $wall, $wall / max( 1, $job->read ) * 1e6, filesize( $path ) / 1048576, memory_get_peak_usage() / 1048576, ( memory_get_peak_usage() - $mem ) / 1048576 );
	printf( "    %d steps (longest %.1f s): %s\n", count( $steps ), $longest, implode( ', ', $steps ) );
	$storage->delete( $job->file );
	$jobs->delete( $job->id );
}

/**
 * Prints the EXPLAIN of a keyset batch (first and a middle one) and of its answers query.
 *
 * @param int $id    Survey.
 * @param int $batch Responses per batch.
 * @return void
 */
function uf_export_bench_explain( int $id, int $batch ): void {
	global $wpdb;
	$tables = userfeedback()->tables();
	$middle = $wpdb->get_row( $wpdb->prepare( "SELECT submitted_at, id FROM `{$tables->responses()}` WHERE survey_id = %d AND status = 'publish' ORDER BY submitted_at, id LIMIT 1 OFFSET 100000", $id ), ARRAY_A );
	$after  = is_array( $middle ) ? array(
		'submitted_at' => (string) $middle['submitted_at'],
		'id'           => (int) $middle['id'],
	) : null;
	if ( ! defined( 'SAVEQUERIES' ) ) {
		define( 'SAVEQUERIES', true );
	}
	$queries = new ExportQueries( $wpdb, $tables );
	$range   = UserFeedback\Reporting\DateRange::all_time( wp_timezone() );
	echo "\nEXPLAIN of the export's queries (one batch at the start, one after 100,000 responses, with trash, and its answers):\n";
	foreach ( array( array( array( 'publish' ), null ), array( array( 'publish' ), $after ), array( array( 'publish', 'trash' ), $after ) ) as list( $statuses, $cursor ) ) {
		$wpdb->queries = array();
		$rows          = $queries->responses_after( $id, $range, $statuses, $cursor, $batch );
		$queries->answers_of( array_column( $rows, 'id' ) );
		foreach ( $wpdb->queries as $entry ) {
			$sql = (string) $entry[0];
			printf( "\n-- %.1f ms: %s\n", (float) $entry[1] * 1000, strlen( $sql ) > 300 ? substr( preg_replace( '/\s+/', ' ', $sql ), 0, 300 ) . ' …' : preg_replace( '/\s+/', ' ', $sql ) );
			foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
				printf( "   %-3s %-14s %-12s %-8s %-34s rows=%-8s %s\n", (string) $row['id'], (string) $row['select_type'], (string) $row['table'], (string) $row['type'], (string) $row['key'], (string) $row['rows'], (string) $row['Extra'] );
			}
		}
	}
}


/**
 * Deletes the temporary files, the jobs, and the bench survey with its rows (unless kept).
 *
 * @return void
 */
function uf_export_bench_cleanup(): void {
	global $uf_state;
	foreach ( (array) ( $uf_state['jobs'] ?? array() ) as $job_id ) {
		delete_option( JobStore::PREFIX . $job_id );
		wp_clear_scheduled_hook( JobRunner::STEP_HOOK, array( $job_id ) );
	}
	if ( is_string( $uf_state['tmp'] ?? null ) && is_dir( $uf_state['tmp'] ) ) {
		uf_export_bench_remove( $uf_state['tmp'] );
	}
	uf_bench_delete_seeded( 'export' );
}

/**
 * Deletes a folder and everything in it.
 *
 * @param string $path Folder or file.
 * @return void
 */
function uf_export_bench_remove( string $path ): void {
	if ( is_dir( $path ) && ! is_link( $path ) ) {
		foreach ( (array) scandir( $path ) as $entry ) {
			if ( ! in_array( (string) $entry, array( '', '.', '..' ), true ) ) {
				uf_export_bench_remove( $path . '/' . $entry );
			}
		}
		rmdir( $path );
	} elseif ( file_exists( $path ) ) {
		unlink( $path );
	}
}
