<?php
/**
 * Server time of the cross-tab on a big survey.
 *
 * Seeds one dedicated survey with bench/lib/seed-survey.php — R responses (default 200,000) over
 * the last 365 days, 5 % trashed, radio, checkbox (two ticks per answer on average), NPS, star
 * rating and long text, about one answer in ten skipped — then times, through rest_do_request()
 * as an administrator, GET surveys/{id}/crosstab for radio × NPS, checkbox × stars and stars × NPS,
 * all time and the past 30 days, then with the report filter (an answer condition, an NPS bucket,
 * a device), N calls each (default 20) after one warm-up: p50, p95, queries per call, PHP peak
 * memory. Prints the EXPLAIN of the cross-tab query of each. Deletes the survey and
 * its rows at the end (also after an error or Ctrl-C), unless --keep; --survey=ID reuses a kept
 * one. --layout=arrival stores a response's answers together, as a live site does; the default,
 * scattered, is the worst case (every lookup of the joined side lands on another page).
 *
 * The site stays on its tier: inside this process only, the route is answered by a cross-tab
 * controller built for Pro with an elite licence held in memory (nothing is written). The route is
 * registered here too, so this runs whether or not the plugin wires it yet.
 *
 * Usage: php bench/crosstab.php [--responses=R] [--runs=N] [--layout=scattered|arrival] [--keep] [--survey=ID] [--site=DIR]
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on its own rows on purpose, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Reporting\Facts\FactsCrosstab;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Rest\CrosstabController;
use UserFeedback\Surveys\SurveyRepository;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'responses:', 'runs:', 'layout:', 'keep', 'survey:', 'site:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/crosstab.php [--responses=R] [--runs=N] [--layout=scattered|arrival] [--keep] [--survey=ID] [--site=DIR]\n" );
	exit( 2 );
}
$uf_responses = max( 1000, min( 2000000, (int) ( $uf_opts['responses'] ?? 200000 ) ) );
$uf_runs      = max( 1, min( 500, (int) ( $uf_opts['runs'] ?? 20 ) ) );
$uf_layout    = 'arrival' === ( $uf_opts['layout'] ?? '' ) ? 'arrival' : 'scattered';
$uf_keep      = isset( $uf_opts['keep'] );
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

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_admins = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
	)
);
if ( array() === $uf_admins ) {
	fwrite( STDERR, "The site has no administrator.\n" );
	exit( 2 );
}
wp_set_current_user( $uf_admins[0]->ID );

// Pro with an elite licence, in this process only (see the header).
add_filter( 'pre_option_' . LicenseStore::OPTION, static fn(): array => ( new License( 'bench', 'elite' ) )->to_array() );
$uf_filter_sql = new FilterSql( $wpdb, $uf_tables );
$uf_controller = new CrosstabController(
	new Crosstab( $wpdb, $uf_tables ),
	new SurveyRepository( $wpdb, $uf_tables ),
	new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ),
	// The report filter and the facts rows, wired as Plugin.php wires them.
	array( $uf_filter_sql, 'for_column' ),
	ResponseFilter::args(),
	new FactsList( $wpdb, $uf_tables, new FactsReport( $wpdb, $uf_tables, new FactsFilterSql( $wpdb, $uf_tables, $uf_filter_sql ) ) ),
	new FactsCrosstab( $wpdb, $uf_tables )
);
add_action( 'rest_api_init', array( $uf_controller, 'register_routes' ), 999 );
add_filter(
	'rest_endpoints',
	static function ( array $endpoints ) use ( $uf_controller ): array {
		// Should the plugin serve the route too, this process's controller answers.
		foreach ( $endpoints as $route => $handlers ) {
			foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
				if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof CrosstabController && $handler['callback'][0] !== $uf_controller ) {
					unset( $endpoints[ $route ][ $key ] );
				}
			}
		}
		return $endpoints;
	},
	999
);

$uf_state = array(
	'survey_id' => $uf_reuse,
	'keep'      => $uf_keep || $uf_reuse > 0,
);
register_shutdown_function( 'uf_bench_delete_seeded', 'crosstab' );
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	$uf_on_signal = static function (): void {
		exit( 130 ); // The shutdown function cleans up.
	};
	pcntl_signal( SIGINT, $uf_on_signal );
	pcntl_signal( SIGTERM, $uf_on_signal );
}

if ( $uf_reuse > 0 ) {
	$uf_found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->responses()}` WHERE survey_id = %d", $uf_reuse ) );
	printf( "Reusing survey %d (%s responses)\n", $uf_reuse, number_format( $uf_found ) );
} else {
	$uf_state['survey_id'] = uf_bench_seed_survey( 'Bench cross-tab survey', $uf_responses, $uf_layout );
}
$uf_id = $uf_state['survey_id'];
// The facts rows the cross-tab reads (the background build's work, run here).
$uf_built = microtime( true );
userfeedback()->rollups()->build()->allow_here( true );
if ( ! userfeedback()->rollups()->facts_build()->complete( $uf_id, false ) ) {
	fwrite( STDERR, "The facts rows could not be built.\n" );
	exit( 1 );
}
printf( "Facts rows current (%.1f s)\n", microtime( true ) - $uf_built );
printf(
	"Survey %d: %s responses, %s answer rows; tables: responses %s rows, answers %s rows\n\n",
	$uf_id,
	number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->responses()}` WHERE survey_id = %d", $uf_id ) ) ),
	number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answers()}` WHERE survey_id = %d", $uf_id ) ) ),
	number_format( (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->responses()}`" ) ),
	number_format( (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->answers()}`" ) )
);

$uf_today = current_datetime();
$uf_30    = array(
	'from' => $uf_today->modify( '-29 days' )->format( 'Y-m-d' ),
	'to'   => $uf_today->format( 'Y-m-d' ),
);
$uf_pairs = array(
	'radio × NPS'      => array( 'often', 'nps' ),
	'checkbox × stars' => array( 'features', 'stars' ),
	'stars × NPS'      => array( 'stars', 'nps' ),
);
$uf_path  = "/userfeedback/v1/surveys/{$uf_id}/crosstab";

// Peak: PHP's peak memory during the call, WordPress included; +call: what the call itself added.
printf( "%-40s %9s %9s %8s %9s %9s %9s\n", 'call', 'p50', 'p95', 'queries', 'peak', '+call', 'total' );
foreach ( $uf_pairs as $uf_label => list( $uf_row, $uf_column ) ) {
	$uf_question = array(
		'row'    => $uf_row,
		'column' => $uf_column,
	);
	uf_crosstab_call( "{$uf_label}, all time", $uf_path, $uf_question, $uf_runs );
	uf_crosstab_call( "{$uf_label}, past 30 days", $uf_path, $uf_question + $uf_30, $uf_runs );
}

// Filtered: an answer condition, an NPS bucket, a device (every seeded response is desktop: the
// filter's whole cost, nothing narrowed).
$uf_filtered = array(
	'radio × NPS, stars > 3, all time'        => array(
		'row'    => 'often',
		'column' => 'nps',
		'where'  => '[{"question_id":"stars","compare":">","value":3}]',
	),
	'radio × NPS, stars > 3, past 30 days'    => array(
		'row'    => 'often',
		'column' => 'nps',
		'where'  => '[{"question_id":"stars","compare":">","value":3}]',
	) + $uf_30,
	'checkbox × stars, promoters, all time'   => array(
		'row'        => 'features',
		'column'     => 'stars',
		'nps_bucket' => 'promoter',
	),
	'checkbox × stars, desktop, past 30 days' => array(
		'row'    => 'features',
		'column' => 'stars',
		'device' => 'desktop',
	) + $uf_30,
);
foreach ( $uf_filtered as $uf_label => $uf_params ) {
	uf_crosstab_call( $uf_label, $uf_path, $uf_params, $uf_runs );
}

echo "\nEXPLAIN of the cross-tab query (one call of each, queries captured):\n";
foreach ( $uf_pairs as $uf_label => list( $uf_row, $uf_column ) ) {
	$uf_question = array(
		'row'    => $uf_row,
		'column' => $uf_column,
	);
	uf_crosstab_explain( $uf_path, $uf_question );
	uf_crosstab_explain( $uf_path, $uf_question + $uf_30 );
}
foreach ( $uf_filtered as $uf_params ) {
	uf_crosstab_explain( $uf_path, $uf_params );
}

/**
 * Times one GET route, $runs times, after one warm-up call.
 *
 * @param string               $label  What is measured.
 * @param string               $path   Route.
 * @param array<string, mixed> $params Query parameters.
 * @param int                  $runs   How many calls.
 * @return void
 */
function uf_crosstab_call( string $label, string $path, array $params, int $runs ): void {
	global $wpdb;
	$times   = array();
	$queries = 0;
	$peak    = 0;
	$grew    = 0;
	$total   = 0;
	for ( $i = 0; $i <= $runs; $i++ ) {
		$request = new WP_REST_Request( 'GET', $path );
		$request->set_query_params( $params );
		memory_reset_peak_usage();
		$base     = memory_get_usage();
		$before   = $wpdb->num_queries;
		$start    = hrtime( true );
		$response = rest_do_request( $request );
		$elapsed  = ( hrtime( true ) - $start ) / 1e6;
		$queries  = $wpdb->num_queries - $before;
		$peak     = max( $peak, memory_get_peak_usage() );
		$grew     = max( $grew, memory_get_peak_usage() - $base );
		if ( 200 !== $response->get_status() ) {
			fwrite( STDERR, "{$label}: HTTP {$response->get_status()} " . wp_json_encode( $response->get_data() ) . "\n" );
			exit( 1 );
		}
		$total = (int) ( $response->get_data()['total'] ?? 0 );
		if ( $i > 0 ) {
			$times[] = $elapsed;
		}
		unset( $response, $request );
	}
	sort( $times );
	printf(
		"%-40s %6.1f ms %6.1f ms %8d %6.1f MB %6.1f MB %9s\n",
		$label,
		$times[ (int) floor( ( count( $times ) - 1 ) * 0.5 ) ],
		$times[ (int) ceil( ( count( $times ) - 1 ) * 0.95 ) ],
		$queries,
		$peak / 1048576,
		$grew / 1048576,
		number_format( $total )
	);
}

/**
 * Calls the route once with query logging on, then prints the EXPLAIN of its answers query.
 *
 * @param string               $path   Route.
 * @param array<string, mixed> $params Query parameters.
 * @return void
 */
function uf_crosstab_explain( string $path, array $params ): void {
	global $wpdb;
	$answers = userfeedback()->tables()->answers();
	$log     = array();
	$capture = static function ( string $sql ) use ( &$log, $answers ): string {
		if ( str_contains( $sql, $answers ) && preg_match( '/^\s*SELECT/i', $sql ) ) {
			$log[] = $sql;
		}
		return $sql;
	};
	$request = new WP_REST_Request( 'GET', $path );
	$request->set_query_params( $params );
	add_filter( 'query', $capture );
	$start = hrtime( true );
	rest_do_request( $request );
	$elapsed = ( hrtime( true ) - $start ) / 1e6;
	remove_filter( 'query', $capture );
	printf( "\n== GET %s %s (%.1f ms)\n", $path, http_build_query( $params ), $elapsed );
	foreach ( $log as $sql ) {
		printf( "-- %s\n", preg_replace( '/\s+/', ' ', $sql ) );
		foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
			printf(
				"   %-3s %-8s %-6s %-8s %-34s rows=%-8s %s\n",
				(string) $row['id'],
				(string) $row['select_type'],
				(string) $row['table'],
				(string) $row['type'],
				(string) $row['key'] . ( null === $row['key_len'] ? '' : '(' . $row['key_len'] . ')' ),
				(string) $row['rows'],
				(string) $row['Extra']
			);
		}
	}
}
