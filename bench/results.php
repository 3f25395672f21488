<?php
/**
 * Server time and memory of the reports on a big survey.
 *
 * Seeds one dedicated survey into the dev site — R responses (default 200,000) over the last 365
 * days, 5 % of them trashed, each answering up to five questions (radio, checkbox, NPS with a
 * comment box, star rating, long text; about one answer in ten skipped, two ticks per checkbox on
 * average): about a million answer rows, written by INSERT … SELECT from a numbers table, so
 * seeding takes seconds, not minutes. Then times, through rest_do_request() as an administrator,
 * GET surveys/{id}/results (all time, 30 days, 7 days) and GET results-summary (7 days, 30 days,
 * 2005-01-01 to today), N calls each (default 20): p50, p95, queries per call and PHP peak memory.
 * Prints the EXPLAIN of every statistic query. Deletes the survey and its rows at the end (also
 * after an error or Ctrl-C), unless --keep; --survey=ID reuses a kept one.
 *
 * The dev site stays on its tier: ranges over 7 days need the pro plan, so inside this process
 * only the routes are answered as Pro with an elite licence (an in-memory licence and a Pro
 * Entitlements for the results controller; nothing is written).
 *
 * Usage: php bench/results.php [--responses=R] [--runs=N] [--keep] [--survey=ID] [--site=DIR]
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on its own rows on purpose, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Reporting\Facts\FactsFilterSql;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Facts\FactsReport;
use UserFeedback\Reporting\Filter\FilteredResults;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Rest\ResultsController;
use UserFeedback\Surveys\SurveyRepository;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'responses:', 'runs:', 'keep', 'survey:', 'site:', 'every-type', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/results.php [--responses=R] [--runs=N] [--keep] [--survey=ID] [--site=DIR] [--every-type]\n" );
	exit( 2 );
}
$uf_responses = max( 1000, min( 2000000, (int) ( $uf_opts['responses'] ?? 200000 ) ) );
$uf_runs      = max( 1, min( 500, (int) ( $uf_opts['runs'] ?? 20 ) ) );
$uf_keep      = isset( $uf_opts['keep'] );
$uf_reuse     = (int) ( $uf_opts['survey'] ?? 0 );
$uf_every     = isset( $uf_opts['every-type'] );
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
$uf_filter_sql     = new FilterSql( $wpdb, $uf_tables );
$uf_pro_controller = new ResultsController(
	new ResultsService( new ResultsRepository( $wpdb, $uf_tables ), new SurveyRepository( $wpdb, $uf_tables ), userfeedback()->rollups(), new RollupQueries( $wpdb, $uf_tables ), null, FilteredResults::create( $wpdb, $uf_tables, userfeedback()->rollups() ) ),
	new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() )
);
// The responses list as Pro too, for its filtered pages.
$uf_pro_list = new ResponsesController( new ResponsesRepository( $wpdb, $uf_tables, userfeedback()->rollups() ), new SurveyRepository( $wpdb, $uf_tables ), new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ), $uf_filter_sql, new FactsList( $wpdb, $uf_tables, new FactsReport( $wpdb, $uf_tables, new FactsFilterSql( $wpdb, $uf_tables, $uf_filter_sql ) ) ) );
add_filter(
	'rest_endpoints',
	static function ( array $endpoints ) use ( $uf_pro_controller, $uf_pro_list ): array {
		foreach ( $endpoints as $route => $handlers ) {
			foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
				if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof ResultsController ) {
					$endpoints[ $route ][ $key ]['callback'][0] = $uf_pro_controller;
				}
				if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof ResponsesController ) {
					$endpoints[ $route ][ $key ]['callback'][0] = $uf_pro_list;
					if ( is_array( $handler['permission_callback'] ?? null ) ) {
						$endpoints[ $route ][ $key ]['permission_callback'][0] = $uf_pro_list;
					}
				}
			}
		}
		return $endpoints;
	}
);

$uf_state = array(
	'survey_id' => $uf_reuse,
	'keep'      => $uf_keep || $uf_reuse > 0,
);
register_shutdown_function( 'uf_bench_delete_seeded', 'results' );
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
	$uf_state['survey_id'] = uf_bench_seed_survey( 'Bench results survey', $uf_responses, 'scattered', $uf_every );
}
$uf_id = $uf_state['survey_id'];
// Readings first, so the facts build packs their sentiment and theme bits as it would on a site.
$uf_insights = uf_bench_seed_insights( $uf_id );
uf_bench_build_rollups( $uf_id );
printf(
	"Survey %d: %s responses, %s answer rows; tables: responses %s rows, answers %s rows\n\n",
	$uf_id,
	number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->responses()}` WHERE survey_id = %d", $uf_id ) ) ),
	number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answers()}` WHERE survey_id = %d", $uf_id ) ) ),
	number_format( (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->responses()}`" ) ),
	number_format( (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->answers()}`" ) )
);

$uf_today = current_datetime();
$uf_30    = $uf_today->modify( '-29 days' )->format( 'Y-m-d' );
$uf_7     = $uf_today->modify( '-6 days' )->format( 'Y-m-d' );
$uf_now   = $uf_today->format( 'Y-m-d' );

// Peak: PHP's peak memory during the call, WordPress included; +call: what the call itself added.
printf( "%-46s %9s %9s %8s %9s %9s\n", 'call', 'p50', 'p95', 'queries', 'peak', '+call' );
uf_bench_call( 'results, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array(), $uf_runs );
uf_bench_call(
	'results, past 30 days',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'from' => $uf_30,
		'to'   => $uf_now,
	),
	$uf_runs
);
uf_bench_call(
	'results, past 7 days',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'from' => $uf_7,
		'to'   => $uf_now,
	),
	$uf_runs
);
uf_bench_call( 'results-summary, past 7 days (default)', '/userfeedback/v1/results-summary', array(), $uf_runs );
uf_bench_call(
	'results-summary, past 30 days',
	'/userfeedback/v1/results-summary',
	array(
		'start_date' => $uf_30,
		'end_date'   => $uf_now,
	),
	$uf_runs
);
uf_bench_call(
	'results-summary, 2005-01-01 to today',
	'/userfeedback/v1/results-summary',
	array(
		'start_date' => '2005-01-01',
		'end_date'   => $uf_now,
	),
	$uf_runs
);
uf_bench_call(
	'results-summary, this survey, 30 days',
	'/userfeedback/v1/results-summary',
	array(
		'start_date' => $uf_30,
		'end_date'   => $uf_now,
		'survey_id'  => $uf_id,
	),
	$uf_runs
);
uf_bench_call(
	'answers, NPS comments page 1',
	"/userfeedback/v1/surveys/{$uf_id}/answers",
	array(
		'question_id' => 'nps',
		'with_extra'  => true,
	),
	$uf_runs
);
uf_bench_call(
	'answers, NPS comments page 500',
	"/userfeedback/v1/surveys/{$uf_id}/answers",
	array(
		'question_id' => 'nps',
		'with_extra'  => true,
		'page'        => 500,
	),
	$uf_runs
);
uf_bench_call(
	'answers, text search "slow"',
	"/userfeedback/v1/surveys/{$uf_id}/answers",
	array(
		'question_id' => 'why',
		'search'      => 'slow',
	),
	$uf_runs
);
uf_bench_call( 'answers, checkbox page 1', "/userfeedback/v1/surveys/{$uf_id}/answers", array( 'question_id' => 'features' ), $uf_runs );

// Filtered: read for the matching responses from indexed SQL, not the rollups.
$uf_where = static fn( array $conditions ): string => (string) wp_json_encode( $conditions );
uf_bench_call( 'results, filtered: promoters, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array( 'nps_bucket' => 'promoter' ), $uf_runs );
uf_bench_call(
	'results, filtered: often = Daily and stars > 3',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'where' => $uf_where(
			array(
				array(
					'question_id' => 'often',
					'compare'     => '==',
					'value'       => 'Daily',
				),
				array(
					'question_id' => 'stars',
					'compare'     => '>',
					'value'       => 3,
				),
			)
		),
	),
	$uf_runs
);
uf_bench_call(
	'results, filtered: ticks Reports, 30 days',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'where' => $uf_where(
			array(
				array(
					'question_id' => 'features',
					'compare'     => 'includes',
					'value'       => 'Reports',
				),
			)
		),
		'from'  => $uf_30,
		'to'    => $uf_now,
	),
	$uf_runs
);
uf_bench_call( 'results, filtered: partial, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array( 'completion' => 'partial' ), $uf_runs );
uf_bench_call( 'responses page 1, unfiltered', "/userfeedback/v1/surveys/{$uf_id}/responses", array(), $uf_runs );
uf_bench_call( 'responses page 1, filtered: promoters', "/userfeedback/v1/surveys/{$uf_id}/responses", array( 'nps_bucket' => 'promoter' ), $uf_runs );
uf_bench_call(
	'responses page 50, filtered: often = Daily',
	"/userfeedback/v1/surveys/{$uf_id}/responses",
	array(
		'where' => $uf_where(
			array(
				array(
					'question_id' => 'often',
					'compare'     => '==',
					'value'       => 'Daily',
				),
			)
		),
		'page'  => 50,
	),
	$uf_runs
);
// The insights' filters: bits of the facts rows (`sentiments`, and `themes` for a theme with a
// slot); against facts-only filters of about as many responses (a report's time grows with the
// responses it sums): often = Daily (≈ a negative's third), promoters (≈ a theme's).
$uf_theme = (string) $uf_insights['themes']['Prices'];
uf_bench_call(
	'results, filtered: often = Daily, all time',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'where' => $uf_where(
			array(
				array(
					'question_id' => 'often',
					'compare'     => '==',
					'value'       => 'Daily',
				),
			)
		),
	),
	$uf_runs
);
uf_bench_call( 'results, filtered: negative, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array( 'sentiment' => 'negative' ), $uf_runs );
// The promoters again, timed next to the theme: on a machine whose load moves, a reference timed
// minutes earlier says little.
uf_bench_call( 'results, filtered: promoters, beside the theme', "/userfeedback/v1/surveys/{$uf_id}/results", array( 'nps_bucket' => 'promoter' ), $uf_runs );
uf_bench_call( 'results, filtered: theme Prices, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array( 'theme' => $uf_theme ), $uf_runs );
uf_bench_call(
	'results, filtered: promoters and negative',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'nps_bucket' => 'promoter',
		'sentiment'  => 'negative',
	),
	$uf_runs
);
uf_bench_call( 'responses page 1, filtered: negative', "/userfeedback/v1/surveys/{$uf_id}/responses", array( 'sentiment' => 'negative' ), $uf_runs );
uf_bench_call( 'responses page 1, filtered: theme Prices', "/userfeedback/v1/surveys/{$uf_id}/responses", array( 'theme' => $uf_theme ), $uf_runs );
uf_bench_call( 'answers, NPS comments page 1, filtered: promoters', "/userfeedback/v1/surveys/{$uf_id}/answers", array( 'question_id' => 'nps', 'nps_bucket' => 'promoter' ), $uf_runs );
uf_bench_call( 'answers, checkbox page 1, filtered: mobile', "/userfeedback/v1/surveys/{$uf_id}/answers", array( 'question_id' => 'features', 'device' => 'mobile' ), $uf_runs );
if ( $uf_every ) {
	// The types beyond the spec's seven, filtered by one condition each: read from the facts
	// like the spec's types above (a figure far above theirs means the answers were read).
	foreach ( array(
		'scale > 7'          => array( 'scale', '>', 7 ),
		'smiley < 3'         => array( 'smiley', '<', 3 ),
		'country = 7'        => array( 'country', '==', 'Country 7' ),
		'matrix Speed=Agree' => array( 'matrix', '==', '["Speed","Agree"]' ),
		'ranking Price 1st'  => array( 'rank', '==', '["Price",1]' ),
		'look = Dark'        => array( 'look', '==', 'Dark' ),
		'consent accepted'   => array( 'ok', '==', 'accepted' ),
	) as $uf_label => $uf_condition ) {
		// Where the figures come from: a report whose bytes cannot say a value reads the answers.
		$uf_questions = array_values( array_filter( (array) ( ( new SurveyRepository( $wpdb, $uf_tables ) )->find( $uf_id )['questions'] ?? array() ), 'is_array' ) );
		$uf_filter    = ResponseFilter::from_params( array( 'where' => $uf_where( array( array( 'question_id' => $uf_condition[0], 'compare' => $uf_condition[1], 'value' => $uf_condition[2] ) ) ) ), $uf_questions );
		$uf_from      = $uf_filter instanceof ResponseFilter && is_array( ( new FactsReport( $wpdb, $uf_tables, new FactsFilterSql( $wpdb, $uf_tables, $uf_filter_sql ) ) )->rows( $uf_id, $uf_questions, $uf_filter, DateRange::all_time( wp_timezone() ) ) ) ? 'facts' : 'answers';
		$uf_label    .= " ({$uf_from})";
		uf_bench_call(
			"results, filtered: {$uf_label}",
			"/userfeedback/v1/surveys/{$uf_id}/results",
			array(
				'where' => $uf_where(
					array(
						array(
							'question_id' => $uf_condition[0],
							'compare'     => $uf_condition[1],
							'value'       => $uf_condition[2],
						),
					)
				),
			),
			$uf_runs
		);
	}
}

echo "\nEXPLAIN of each statistic query (one call of each report, queries captured):\n";
uf_bench_explain( "/userfeedback/v1/surveys/{$uf_id}/results", array() );
uf_bench_explain(
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'from' => $uf_30,
		'to'   => $uf_now,
	)
);
uf_bench_explain(
	'/userfeedback/v1/results-summary',
	array(
		'start_date' => $uf_30,
		'end_date'   => $uf_now,
	)
);
uf_bench_explain(
	"/userfeedback/v1/surveys/{$uf_id}/answers",
	array(
		'question_id' => 'nps',
		'with_extra'  => true,
		'search'      => 'slow',
	)
);
uf_bench_explain( "/userfeedback/v1/surveys/{$uf_id}/answers", array( 'question_id' => 'features' ) );


/**
 * Builds the survey's rollups from scratch, as the first report after seeding, an upgrade or a
 * time-zone change does, and prints how long that took.
 *
 * @param int $id Survey id.
 * @return void
 */
function uf_bench_build_rollups( int $id ): void {
	global $wpdb;
	userfeedback()->rollups()->invalidate( array( $id ) );
	$started = microtime( true );
	if ( ! userfeedback()->rollups()->ensure_current( $id ) ) {
		fwrite( STDERR, "Building the rollups failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
	$rows = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d', $id ) ); // phpcs:ignore WordPress.DB
	printf( "Rollups rebuilt from scratch in %.1f s: %s rows\n", microtime( true ) - $started, number_format( $rows ) );
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
function uf_bench_call( string $label, string $path, array $params, int $runs ): void {
	global $wpdb;
	$times   = array();
	$queries = 0;
	$peak    = 0;
	$grew    = 0;
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
		if ( $i > 0 ) {
			$times[] = $elapsed;
		}
		unset( $response, $request );
	}
	sort( $times );
	printf(
		"%-46s %6.1f ms %6.1f ms %8d %6.1f MB %6.1f MB\n",
		$label,
		$times[ (int) floor( ( count( $times ) - 1 ) * 0.5 ) ],
		$times[ (int) ceil( ( count( $times ) - 1 ) * 0.95 ) ],
		$queries,
		$peak / 1048576,
		$grew / 1048576
	);
}

/**
 * Calls a route once with query logging on, then prints the EXPLAIN of its report queries.
 *
 * @param string               $path   Route.
 * @param array<string, mixed> $params Query parameters.
 * @return void
 */
function uf_bench_explain( string $path, array $params ): void {
	global $wpdb;
	$request = new WP_REST_Request( 'GET', $path );
	$request->set_query_params( $params );
	if ( ! defined( 'SAVEQUERIES' ) ) {
		define( 'SAVEQUERIES', true ); // Only now: the timings above ran without the query log.
	}
	$wpdb->queries = array();
	rest_do_request( $request );
	/**
	 * The query log SAVEQUERIES filled: [sql, seconds, caller, …].
	 *
	 * @var array<int, array{0: string, 1: float}> $log
	 */
	$log    = $wpdb->queries;
	$prefix = $wpdb->prefix . 'userfeedback_';
	printf( "\n== GET %s %s\n", $path, http_build_query( $params ) );
	foreach ( $log as $entry ) {
		$sql = (string) $entry[0];
		if ( ! str_contains( $sql, $prefix ) || ! preg_match( '/^\s*\(?\s*SELECT/i', $sql ) ) {
			continue;
		}
		printf( "\n-- %.1f ms: %s\n", (float) $entry[1] * 1000, preg_replace( '/\s+/', ' ', $sql ) );
		foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
			printf(
				"   %-3s %-14s %-12s %-8s %-34s rows=%-8s %s\n",
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
