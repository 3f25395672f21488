<?php
/**
 * A poll's live results read by a crowd at once, against the cheapest public route.
 *
 * Makes a poll (one single-choice question, results on) with --votes votes stored through the
 * plugin's own writer (its rollups exact), then, in interleaved rounds, keeps --concurrency
 * requests in flight for --seconds each: GET /wp-json/ (the baseline), then GET
 * surveys/{id}/poll with a valid page token — what every voter's browser asks after voting.
 * Prints each run and the poll ÷ baseline ratio of the medians (requests/s, p50, p95). Everything
 * it adds (the poll, its responses, the licence and add-on it needs) is removed on exit.
 *
 * Usage: php bench/poll-readers.php [--site=PATH] [--url=URL] [--concurrency=200] [--seconds=5]
 *        [--rounds=3] [--votes=1000]
 *
 * @package UserFeedback
 */

// A command-line benchmark: output to the terminal.
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.DirectDatabaseQuery

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\ResponseStore;
use UserFeedback\Visitors\SubmissionToken;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts        = getopt( '', array( 'site:', 'url:', 'concurrency:', 'seconds:', 'rounds:', 'votes:' ) );
$uf_opts        = false === $uf_opts ? array() : $uf_opts;
$uf_site        = rtrim( (string) ( $uf_opts['site'] ?? dirname( __DIR__ ) . '/.dev/sites/stack' ), '/' );
$uf_concurrency = max( 1, min( 500, (int) ( $uf_opts['concurrency'] ?? 200 ) ) );
$uf_seconds     = max( 1.0, min( 120.0, (float) ( $uf_opts['seconds'] ?? 5 ) ) );
$uf_rounds      = max( 1, min( 10, (int) ( $uf_opts['rounds'] ?? 3 ) ) );
$uf_votes       = max( 0, min( 100000, (int) ( $uf_opts['votes'] ?? 1000 ) ) );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: start the stack first (bash bench/stack.sh start).\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = isset( $uf_opts['url'] ) ? (string) preg_replace( '#^[a-z]+://([^/]+).*$#i', '$1', (string) $uf_opts['url'] ) : '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/http-run.php';
if ( ! function_exists( 'userfeedback' ) ) {
	fwrite( STDERR, "UserFeedback is not active on {$uf_site}.\n" );
	exit( 2 );
}
$uf_url = rtrim( (string) ( $uf_opts['url'] ?? home_url() ), '/' );
if ( ! in_array( (string) wp_parse_url( $uf_url, PHP_URL_HOST ), array( '127.0.0.1', 'localhost' ), true ) ) {
	fwrite( STDERR, "Refusing {$uf_url}: loopback addresses only.\n" );
	exit( 2 );
}
$uf_stop = false;

// The poll needs a licence and the behavior add-on; both are put back on exit.
$uf_before = array(
	'plugins' => get_option( 'active_plugins' ),
	'license' => get_option( LicenseStore::OPTION ),
	'survey'  => 0,
);
register_shutdown_function(
	static function () use ( &$uf_before ): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$id     = (int) $uf_before['survey'];
		if ( $id > 0 ) {
			foreach ( array( $tables->answers(), $tables->responses(), $tables->response_fields(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->email_queue(), $tables->response_facts(), $tables->builds() ) as $table ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables.
			}
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
			delete_transient( 'userfeedback_poll_' . $id );
		}
		update_option( 'active_plugins', $uf_before['plugins'] );
		false === $uf_before['license'] ? delete_option( LicenseStore::OPTION ) : update_option( LicenseStore::OPTION, $uf_before['license'] );
	}
);
( new LicenseStore() )->save( new License( 'bench', 'elite' ) );
update_option( 'active_plugins', array_values( array_unique( array_merge( (array) $uf_before['plugins'], array( ( new AddonRegistry() )->basename( 'behavior' ) ) ) ) ) );

global $wpdb;
$uf_tables  = userfeedback()->tables();
$uf_options = array( 'Pizza place', 'Noodle bar', 'Picnic in the park' );
$uf_id      = ( new SurveyRepository( $wpdb, $uf_tables ) )->insert(
	( new SurveyNormalizer() )->survey(
		array(
			'title'     => 'Bench poll',
			'status'    => 'publish',
			'questions' => array(
				array(
					'id'     => 'lunch',
					'type'   => 'radio-button',
					'title'  => 'Where should the team lunch be?',
					'config' => array( 'options' => $uf_options ),
				),
			),
			'settings'  => array( 'behavior' => array( 'show_results' => true ) ),
		)
	)
);
$uf_before['survey'] = $uf_id;
$uf_survey           = ( new SurveyRepository( $wpdb, $uf_tables ) )->find( $uf_id );
$uf_store            = new ResponseStore( $wpdb, $uf_tables, userfeedback()->rollups() );
userfeedback()->rollups()->ensure_current( $uf_id );
for ( $uf_n = 0; $uf_n < $uf_votes; $uf_n++ ) {
	$uf_store->insert(
		(array) $uf_survey,
		array( 'completed' => 1 ),
		array(
			array(
				'question_id' => 'lunch',
				'value'       => $uf_options[ $uf_n % 3 ],
				'value_num'   => null,
				'extra'       => null,
			),
		)
	);
}
$uf_token    = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $uf_id );
$uf_requests = array(
	'GET /wp-json/' => "{$uf_url}/wp-json/",
	'GET poll'      => "{$uf_url}/wp-json/userfeedback/v1/surveys/{$uf_id}/poll?nonce=" . rawurlencode( $uf_token ),
);
$uf_probe    = uf_bench_run( static fn(): array => array( 'GET', $uf_requests['GET poll'], null, array() ), 1, 1, null );
if ( 200 !== $uf_probe['results'][0]['status'] ) {
	fwrite( STDERR, "The poll's results did not answer 200 at {$uf_url} ({$uf_probe['results'][0]['status']}: {$uf_probe['results'][0]['body']}).\n" );
	exit( 1 );
}
echo "Poll {$uf_id}: {$uf_votes} votes; {$uf_concurrency} in flight, {$uf_seconds} s a run, {$uf_rounds} rounds; answer: {$uf_probe['results'][0]['body']}\n";

$uf_figures = array();
for ( $uf_round = 1; $uf_round <= $uf_rounds; $uf_round++ ) {
	foreach ( $uf_requests as $uf_label => $uf_target ) {
		$uf_run = uf_bench_run( static fn(): array => array( 'GET', $uf_target, null, array() ), $uf_concurrency, null, $uf_seconds );
		echo uf_bench_line( "round {$uf_round} {$uf_label}", $uf_run ), "\n";
		$uf_figures[ $uf_label ][] = uf_bench_stats( $uf_run );
	}
}
$uf_median = static function ( array $values ): float {
	sort( $values );
	return (float) $values[ intdiv( count( $values ), 2 ) ];
};
foreach ( array( 'rps', 'p50', 'p95' ) as $uf_figure ) {
	$uf_base = $uf_median( array_column( $uf_figures['GET /wp-json/'], $uf_figure ) );
	$uf_poll = $uf_median( array_column( $uf_figures['GET poll'], $uf_figure ) );
	printf( "median %-4s  /wp-json/ %8.1f   poll %8.1f   poll ÷ /wp-json/ %.2f\n", $uf_figure, $uf_base, $uf_poll, $uf_poll / max( 0.001, $uf_base ) );
}
