<?php
/**
 * The reads that must not grow with the site, and the background rebuild.
 *
 * Seeds one survey of R responses (default 1,000,000) with bench/lib/seed-survey.php (the
 * results benchmark's survey: five questions, 5 % trashed, about 5.4 answer rows a response) and
 * 20 small surveys beside it, marks them stale as any bulk writer must (Rollups::invalidate()),
 * then:
 * 1. times the first report of the big survey while nothing is built (it must answer at once,
 *    flagged `updating`, never rebuild in the request);
 * 2. runs the background rebuild the way WP-Cron does — steps of at most BuildEngine::STEP_SECONDS,
 *   each made of chunks — while, between chunks, visitors keep answering (through the response
 *   store) and an admin trashes and restores responses; prints steps, the longest step and chunk,
 *   and the total;
 * 3. checks the rollups equal a rebuild from scratch and the counters equal a recount (exit 1
 *    otherwise);
 * 4. times, as an administrator through rest_do_request() (Pro with an elite licence in this
 *    process only): GET results-summary (7 and 30 days), GET surveys/{id}/responses page 1 for
 *    each filter, GET surveys (page 1, the big survey on it) and the big survey's results — p50,
 *    p95, queries.
 * Deletes what it seeded at the end (also after an error or Ctrl-C) unless --keep. With
 * --survey=ID (a survey kept by an earlier run) it seeds and rebuilds nothing and only times the
 * reads (4.), so runs on two sites (10,000 and 1,000,000 responses) can be interleaved.
 *
 * Usage: php bench/reporting-scale.php [--responses=R] [--runs=N] [--keep] [--site=DIR] [--survey=ID]
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on its own rows on purpose, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\Counts;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\CountScope;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Rest\ResultsController;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\ResponseStore;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'responses:', 'runs:', 'keep', 'site:', 'survey:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/reporting-scale.php [--responses=R] [--runs=N] [--keep] [--site=DIR] [--survey=ID]\n" );
	exit( 2 );
}
$uf_responses = max( 1000, min( 2000000, (int) ( $uf_opts['responses'] ?? 1000000 ) ) );
$uf_runs      = max( 1, min( 500, (int) ( $uf_opts['runs'] ?? 20 ) ) );
$uf_site      = rtrim( is_string( $uf_opts['site'] ?? null ) ? $uf_opts['site'] : dirname( __DIR__ ) . '/.dev/sites/bench', '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: see bench/README.md (wp_install bench fresh).\n" );
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
wp_set_current_user( $uf_admins[0]->ID );
add_filter( 'pre_option_' . LicenseStore::OPTION, static fn(): array => ( new License( 'bench', 'elite' ) )->to_array() );
$uf_pro_controller = new ResultsController(
	new ResultsService( new ResultsRepository( $wpdb, $uf_tables ), new SurveyRepository( $wpdb, $uf_tables ), userfeedback()->rollups(), new RollupQueries( $wpdb, $uf_tables ) ),
	new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() )
);
add_filter(
	'rest_endpoints',
	static function ( array $endpoints ) use ( $uf_pro_controller ): array {
		foreach ( $endpoints as $route => $handlers ) {
			foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
				if ( is_array( $handler ) && is_array( $handler['callback'] ?? null ) && ( $handler['callback'][0] ?? null ) instanceof ResultsController ) {
					$endpoints[ $route ][ $key ]['callback'][0] = $uf_pro_controller;
				}
			}
		}
		return $endpoints;
	}
);

$uf_state = array(
	'survey_id' => 0,
	'small'     => array(),
	'keep'      => isset( $uf_opts['keep'] ),
);
register_shutdown_function( 'uf_scale_cleanup' );
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	$uf_on_signal = static function (): void {
		exit( 130 );
	};
	pcntl_signal( SIGINT, $uf_on_signal );
	pcntl_signal( SIGTERM, $uf_on_signal );
}

$uf_exact = true;
$uf_id    = (int) ( $uf_opts['survey'] ?? 0 );
if ( $uf_id > 0 ) {
	printf( "Survey %d, reads only\n\n", $uf_id );
} else {
	$uf_id = uf_bench_seed_survey( 'Bench scale survey', $uf_responses, 'scattered' );
	for ( $i = 1; $i <= 20; $i++ ) {
		$uf_state['small'][] = uf_scale_small_survey( $i );
	}
	userfeedback()->rollups()->invalidate( array_merge( array( $uf_id ), $uf_state['small'] ) );
	printf( "Big survey %d: %s responses; 20 small surveys of 50 responses\n\n", $uf_id, number_format( $uf_responses ) );

	// 1. The first report before anything is built.
	$uf_start = hrtime( true );
	$uf_first = rest_do_request( new WP_REST_Request( 'GET', "/userfeedback/v1/surveys/{$uf_id}/results" ) );
	printf( "First report, nothing built: %.1f ms, HTTP %d, updating=%s, responses_count=%d\n", ( hrtime( true ) - $uf_start ) / 1e6, $uf_first->get_status(), wp_json_encode( $uf_first->get_data()['updating'] ?? null ), (int) ( $uf_first->get_data()['responses_count'] ?? -1 ) );

	// 2. The background rebuild, with writes between chunks.
	$uf_store  = new ResponseStore( $wpdb, $uf_tables, userfeedback()->rollups() );
	$uf_repo   = new ResponsesRepository( $wpdb, $uf_tables, userfeedback()->rollups() );
	$uf_survey = ( new SurveyRepository( $wpdb, $uf_tables ) )->find( $uf_id );
	$uf_build  = userfeedback()->rollups()->build();
	$uf_steps  = 0;
	$uf_chunks = 0;
	$uf_worst  = array(
		'step'  => 0.0,
		'chunk' => 0.0,
	);
	$uf_writes = 0;
	$uf_total  = microtime( true );
	do {
		$uf_step_start    = microtime( true );
		$uf_more          = $uf_build->step(
			BuildEngine::STEP_SECONDS,
			static function ( int $survey, float $seconds ) use ( &$uf_chunks, &$uf_worst, &$uf_writes, $uf_store, $uf_repo, $uf_survey, $uf_id ): void {
				++$uf_chunks;
				$uf_worst['chunk'] = max( $uf_worst['chunk'], $seconds );
				// A visitor answers and an admin trashes then restores an old response, between chunks.
				$new = $uf_store->insert(
					$uf_survey,
					array( 'page_title' => 'During the rebuild' ),
					array(
						array(
							'question_id' => 'often',
							'value'       => 'Daily',
							'value_num'   => null,
							'extra'       => null,
						),
						array(
							'question_id' => 'nps',
							'value'       => '10',
							'value_num'   => 10,
							'extra'       => 'Rebuilt while answering',
						),
					)
				);
				$old = 1 + ( $uf_chunks * 7919 ) % 1000;
				$ids = $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . "` WHERE survey_id = %d AND status = 'publish' ORDER BY id LIMIT 2 OFFSET %d", $uf_id, $old ) );
				$uf_repo->change(
					$uf_id,
					array( (int) $ids[0] ),
					'publish',
					static function ( array $changed, UserFeedback\Reporting\RollupWriter $rollups ) use ( $uf_id ): bool {
						global $wpdb;
						$in = implode( ',', array_map( 'intval', $changed ) );
						$wpdb->query( $wpdb->prepare( 'UPDATE `' . userfeedback()->tables()->responses() . "` SET status = 'trash' WHERE survey_id = %d AND id IN ({$in})", $uf_id ) );
						$wpdb->query( 'UPDATE `' . userfeedback()->tables()->answers() . "` SET status = 'trash' WHERE response_id IN ({$in})" );
						return $rollups->subtract( $changed );
					}
				);
				$uf_writes += is_int( $new ) ? 2 : 1;
				unset( $survey );
			}
		);
		$uf_worst['step'] = max( $uf_worst['step'], microtime( true ) - $uf_step_start );
		++$uf_steps;
	} while ( $uf_more );
	printf(
		"Background rebuild: %d steps (at most %.0f s of chunks each), %d chunks of %s responses, longest step %.2f s, longest chunk %.2f s, total %.1f s; %d writes between chunks\n",
		$uf_steps,
		BuildEngine::STEP_SECONDS,
		$uf_chunks,
		number_format( BuildEngine::CHUNK ),
		$uf_worst['step'],
		$uf_worst['chunk'],
		microtime( true ) - $uf_total,
		$uf_writes
	);

	// 3. Exact: the kept rows against a rebuild from scratch, the counters against a recount.
	$uf_kept_rollups = uf_scale_rollup_rows( $uf_id );
	$uf_kept_counts  = uf_scale_count_rows( $uf_id );
	userfeedback()->rollups()->invalidate( array( $uf_id ) );
	$uf_start = microtime( true );
	userfeedback()->rollups()->ensure_current( $uf_id );
	printf( "Rebuild run to the end in one go (ensure_current): %.1f s\n", microtime( true ) - $uf_start );
	$uf_rebuilt_rollups = uf_scale_rollup_rows( $uf_id );
	$uf_rebuilt_counts  = uf_scale_count_rows( $uf_id );
	$uf_recount         = uf_scale_recount( $uf_id );
	$uf_exact           = $uf_rebuilt_rollups === $uf_kept_rollups && $uf_rebuilt_counts === $uf_kept_counts && $uf_recount === $uf_rebuilt_counts;
	printf( "Check: rollups = rebuild, counters = rebuild = recount: %s\n\n", $uf_exact ? 'yes' : 'NO' );
}

// 4. The reads.
$uf_today = current_datetime();
$uf_now   = $uf_today->format( 'Y-m-d' );
printf( "%-46s %9s %9s %8s\n", 'call', 'p50', 'p95', 'queries' );
uf_scale_call( 'results-summary, past 7 days', '/userfeedback/v1/results-summary', array(), $uf_runs );
uf_scale_call(
	'results-summary, past 30 days',
	'/userfeedback/v1/results-summary',
	array(
		'start_date' => $uf_today->modify( '-29 days' )->format( 'Y-m-d' ),
		'end_date'   => $uf_now,
	),
	$uf_runs
);
uf_scale_call( 'responses page 1, All', "/userfeedback/v1/surveys/{$uf_id}/responses", array(), $uf_runs );
uf_scale_call( 'responses page 1, Published', "/userfeedback/v1/surveys/{$uf_id}/responses", array( 'filter' => array( 'status' => 'publish' ) ), $uf_runs );
uf_scale_call( 'responses page 1, Trash', "/userfeedback/v1/surveys/{$uf_id}/responses", array( 'filter' => array( 'status' => 'trash' ) ), $uf_runs );
uf_scale_call( 'surveys list, page 1', '/userfeedback/v1/surveys', array(), $uf_runs );
uf_scale_call( 'results, all time', "/userfeedback/v1/surveys/{$uf_id}/results", array(), $uf_runs );
uf_scale_call(
	'results, past 30 days',
	"/userfeedback/v1/surveys/{$uf_id}/results",
	array(
		'from' => $uf_today->modify( '-29 days' )->format( 'Y-m-d' ),
		'to'   => $uf_now,
	),
	$uf_runs
);
exit( $uf_exact ? 0 : 1 );

/**
 * A small published survey with 50 responses over the past 60 days (bulk SQL).
 *
 * @param int $n Its number.
 * @return int Survey id.
 */
function uf_scale_small_survey( int $n ): int {
	global $wpdb;
	$tables = userfeedback()->tables();
	$now    = gmdate( 'Y-m-d H:i:s' );
	$wpdb->insert(
		$tables->surveys(),
		array(
			'title'         => "Bench scale small {$n}",
			'status'        => 'publish',
			'questions'     => '[{"id":"q","type":"radio-button","title":"Yes?","config":{"options":["Yes","No"]}}]',
			'settings'      => '{}',
			'notifications' => '{}',
			'created_at'    => $now,
			'updated_at'    => $now,
		)
	);
	$id = (int) $wpdb->insert_id;
	for ( $i = 0; $i < 50; $i++ ) {
		$at = gmdate( 'Y-m-d H:i:s', time() - ( $i * 28813 + $n * 97 ) % ( 60 * DAY_IN_SECONDS ) );
		$wpdb->insert(
			$tables->responses(),
			array(
				'survey_id'    => $id,
				'status'       => 0 === $i % 10 ? 'trash' : 'publish',
				'submitted_at' => $at,
			)
		);
		$wpdb->insert(
			$tables->answers(),
			array(
				'response_id'  => (int) $wpdb->insert_id,
				'survey_id'    => $id,
				'question_id'  => 'q',
				'value'        => 0 === $i % 3 ? 'No' : 'Yes',
				'status'       => 0 === $i % 10 ? 'trash' : 'publish',
				'submitted_at' => $at,
			)
		);
	}
	return $id;
}

/**
 * The survey's live rollup rows, as a comparable list.
 *
 * @param int $id Survey id.
 * @return array<int, array<string, mixed>>
 */
function uf_scale_rollup_rows( int $id ): array {
	global $wpdb;
	return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $id ), ARRAY_A );
}

/**
 * The survey's live counters that are not zero.
 *
 * @param int $id Survey id.
 * @return array<int, array<string, mixed>>
 */
function uf_scale_count_rows( int $id ): array {
	global $wpdb;
	return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT scope, slot, CAST( SUM( published ) AS CHAR ) AS published, CAST( SUM( trashed ) AS CHAR ) AS trashed FROM `' . userfeedback()->tables()->counts() . '` WHERE survey_id = %d AND scope IN (%d, %d) GROUP BY scope, slot HAVING SUM( published ) <> 0 OR SUM( trashed ) <> 0 OR slot = %s ORDER BY scope, slot', $id, CountScope::Live->value, CountScope::LiveHours->value, Counts::TOTALS ), ARRAY_A );
}

/**
 * The counters a recount of the responses gives.
 *
 * @param int $id Survey id.
 * @return array<int, array<string, mixed>>
 */
function uf_scale_recount( int $id ): array {
	global $wpdb;
	$table = userfeedback()->tables()->responses();
	$slot  = Counts::slot_sql( 'submitted_at' );
	$hour  = '( submitted_at - INTERVAL MINUTE( submitted_at ) MINUTE - INTERVAL SECOND( submitted_at ) SECOND )';
	$total = $wpdb->get_row( $wpdb->prepare( "SELECT '0' AS scope, %s AS slot, CAST( SUM( status = 'publish' ) AS CHAR ) AS published, CAST( SUM( status = 'trash' ) AS CHAR ) AS trashed FROM `{$table}` WHERE survey_id = %d", Counts::TOTALS, $id ), ARRAY_A );
	$slots = (array) $wpdb->get_results( $wpdb->prepare( "SELECT '0' AS scope, {$slot} AS slot, CAST( COUNT(*) AS CHAR ) AS published, '0' AS trashed FROM `{$table}` WHERE survey_id = %d AND status = 'publish' GROUP BY slot ORDER BY slot", $id ), ARRAY_A );
	$hours = (array) $wpdb->get_results( $wpdb->prepare( "SELECT %s AS scope, {$hour} AS slot, CAST( COUNT(*) AS CHAR ) AS published, '0' AS trashed FROM `{$table}` WHERE survey_id = %d AND status = 'publish' GROUP BY slot ORDER BY slot", (string) ( CountScope::LiveHours->value ), $id ), ARRAY_A );
	return array_merge( array( $total ), $slots, $hours );
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
function uf_scale_call( string $label, string $path, array $params, int $runs ): void {
	global $wpdb;
	$times   = array();
	$queries = 0;
	for ( $i = 0; $i <= $runs; $i++ ) {
		$request = new WP_REST_Request( 'GET', $path );
		$request->set_query_params( $params );
		$before   = $wpdb->num_queries;
		$start    = hrtime( true );
		$response = rest_do_request( $request );
		$elapsed  = ( hrtime( true ) - $start ) / 1e6;
		$queries  = $wpdb->num_queries - $before;
		if ( 200 !== $response->get_status() ) {
			// Reported, and the run ends in failure, but the other calls are still timed (a site
			// of an older build may refuse one of them).
			fwrite( STDERR, "{$label}: HTTP {$response->get_status()} " . wp_json_encode( $response->get_data() ) . "\n" );
			register_shutdown_function( static fn() => exit( 1 ) );
			return;
		}
		if ( $i > 0 ) {
			$times[] = $elapsed;
		}
	}
	sort( $times );
	printf( "%-46s %6.1f ms %6.1f ms %8d\n", $label, $times[ (int) floor( ( count( $times ) - 1 ) * 0.5 ) ], $times[ (int) ceil( ( count( $times ) - 1 ) * 0.95 ) ], $queries );
}

/**
 * Deletes what was seeded (unless kept).
 *
 * @return void
 */
function uf_scale_cleanup(): void {
	global $wpdb, $uf_state;
	$ids = array_filter( array_merge( array( (int) ( $uf_state['survey_id'] ?? 0 ) ), (array) ( $uf_state['small'] ?? array() ) ) );
	if ( array() === $ids || ! empty( $uf_state['keep'] ) ) {
		return;
	}
	$tables = userfeedback()->tables();
	foreach ( $ids as $id ) {
		foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->rollups_build(), $tables->counts() ) as $table ) {
			do {
				$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d LIMIT 50000", $id ) );
			} while ( $wpdb->rows_affected > 0 );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $id ) );
	}
	fwrite( STDERR, "\nDeleted the bench surveys and their rows.\n" );
}
