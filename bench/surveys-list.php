<?php
/**
 * Server time of GET userfeedback/v1/surveys on a big site: S surveys (default 2,000) and R
 * responses (default 300,000) inserted into the dev site inside a transaction that is rolled
 * back at the end, so the dev data is untouched. Prints p50/p95 and the query count per call.
 *
 * Usage: php bench/surveys-list.php [surveys] [responses] [runs]
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on purpose, no caching wanted.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.NamingConventions.PrefixAllGlobals

$uf_surveys   = (int) ( $argv[1] ?? 2000 );
$uf_responses = (int) ( $argv[2] ?? 300000 );
$uf_runs      = (int) ( $argv[3] ?? 50 );
$uf_site      = dirname( __DIR__ ) . '/.dev/sites/dev/wp-load.php';
if ( ! file_exists( $uf_site ) ) {
	fwrite( STDERR, "No dev site: run npm start first.\n" );
	exit( 1 );
}
require $uf_site;

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_admins = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
	)
);
wp_set_current_user( $uf_admins[0]->ID );

$wpdb->query( 'START TRANSACTION' );
$uf_started = microtime( true );
$uf_rows    = array();
$uf_now     = time();
for ( $i = 1; $i <= $uf_surveys; $i++ ) {
	$uf_status  = array( 'publish', 'publish', 'draft', 'trash' )[ $i % 4 ];
	$uf_publish = 0 === $i % 50 ? "'" . gmdate( 'Y-m-d H:i:s', $uf_now + DAY_IN_SECONDS ) . "'" : 'NULL';
	$uf_created = gmdate( 'Y-m-d H:i:s', $uf_now - mt_rand( 0, 400 * DAY_IN_SECONDS ) );
	$uf_rows[]  = $wpdb->prepare( "(%s, '', 'blank', %s, '[]', '{}', '{}', ", "Bench survey {$i}", $uf_status ) . $uf_publish . $wpdb->prepare( ', %s, %s)', $uf_created, $uf_created );
	if ( count( $uf_rows ) >= 500 || $i === $uf_surveys ) {
		$wpdb->query( "INSERT INTO `{$uf_tables->surveys()}` (title, type, template, status, questions, settings, notifications, publish_at, created_at, updated_at) VALUES " . implode( ',', $uf_rows ) );
		$uf_rows = array();
	}
}
$uf_first = (int) $wpdb->get_var( "SELECT MIN(id) FROM `{$uf_tables->surveys()}` WHERE title LIKE 'Bench survey %'" );
for ( $i = 1; $i <= $uf_responses; $i++ ) {
	$uf_rows[] = sprintf( "(%d, '%s', '%s')", $uf_first + mt_rand( 0, $uf_surveys - 1 ), 0 === $i % 20 ? 'trash' : 'publish', gmdate( 'Y-m-d H:i:s', $uf_now - mt_rand( 0, 400 * DAY_IN_SECONDS ) ) );
	if ( count( $uf_rows ) >= 2000 || $i === $uf_responses ) {
		$wpdb->query( "INSERT INTO `{$uf_tables->responses()}` (survey_id, status, submitted_at) VALUES " . implode( ',', $uf_rows ) );
		$uf_rows = array();
	}
}
// The responses went in by bulk SQL: count them into the counters in the same transaction, as
// every writer does (Reporting\Counts: a totals row, published per UTC quarter hour and hour), so the
// list reads counters as on a real site rather than the fallback count of surveys not counted.
$uf_slot = UserFeedback\Reporting\Counts::slot_sql( 'submitted_at' );
$wpdb->query( $wpdb->prepare( "INSERT INTO `{$uf_tables->counts()}` (survey_id, scope, slot, published, trashed) SELECT survey_id, 0, %s, SUM( status = 'publish' ), SUM( status = 'trash' ) FROM `{$uf_tables->responses()}` WHERE survey_id >= %d GROUP BY survey_id", UserFeedback\Reporting\Counts::TOTALS, $uf_first ) );
$wpdb->query( $wpdb->prepare( "INSERT INTO `{$uf_tables->counts()}` (survey_id, scope, slot, published, trashed) SELECT survey_id, 0, {$uf_slot} AS slot, COUNT(*), 0 FROM `{$uf_tables->responses()}` WHERE survey_id >= %d AND status = 'publish' GROUP BY survey_id, slot", $uf_first ) );
$wpdb->query( $wpdb->prepare( "INSERT INTO `{$uf_tables->counts()}` (survey_id, scope, slot, published, trashed) SELECT survey_id, %d, submitted_at - INTERVAL MINUTE( submitted_at ) MINUTE - INTERVAL SECOND( submitted_at ) SECOND AS slot, COUNT(*), 0 FROM `{$uf_tables->responses()}` WHERE survey_id >= %d AND status = 'publish' GROUP BY survey_id, slot", UserFeedback\Reporting\CountScope::LiveHours->value, $uf_first ) );
$wpdb->query( $wpdb->prepare( "INSERT INTO `{$uf_tables->builds()}` (survey_id, kind, exact) SELECT id, %d, 1 FROM `{$uf_tables->surveys()}` WHERE id >= %d ON DUPLICATE KEY UPDATE exact = 1", UserFeedback\Reporting\Build\BuildKind::Rollups->value, $uf_first ) );
printf( "Inserted %d surveys and %d responses, counted, in %.1f s (rolled back at the end)\n", $uf_surveys, $uf_responses, microtime( true ) - $uf_started );

/**
 * Times one request, $runs times.
 *
 * @param string               $label  What is measured.
 * @param array<string, mixed> $params Query parameters.
 * @param int                  $runs   How many times.
 * @return void
 */
function uf_bench_list( string $label, array $params, int $runs ): void {
	global $wpdb;
	$times   = array();
	$queries = 0;
	for ( $i = 0; $i < $runs; $i++ ) {
		$request = new WP_REST_Request( 'GET', '/userfeedback/v1/surveys' );
		$request->set_query_params( $params );
		$before  = $wpdb->num_queries;
		$start   = hrtime( true );
		$status  = rest_do_request( $request )->get_status();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
		$queries = $wpdb->num_queries - $before;
		if ( 200 !== $status ) {
			fwrite( STDERR, "{$label}: HTTP {$status}\n" );
			exit( 1 );
		}
	}
	sort( $times );
	printf( "%-42s p50 %6.2f ms   p95 %6.2f ms   %d queries   (n=%d)\n", $label, $times[ (int) ( $runs * 0.5 ) ], $times[ (int) ( $runs * 0.95 ) ], $queries, $runs );
}

uf_bench_list( 'list, page 1 of 10', array(), $uf_runs );
uf_bench_list( 'list, page 1 of 100', array( 'per_page' => 100 ), $uf_runs );
uf_bench_list(
	'list, page 100 of 10, by title',
	array(
		'page'    => 100,
		'orderby' => 'title',
		'order'   => 'asc',
	),
	$uf_runs
);
uf_bench_list( 'list, Scheduled filter', array( 'filter' => array( 'status' => 'scheduled' ) ), $uf_runs );
uf_bench_list(
	'list, Trash filter, by created',
	array(
		'filter'  => array( 'status' => 'trash' ),
		'orderby' => 'created_at',
	),
	$uf_runs
);

$wpdb->query( 'ROLLBACK' );
