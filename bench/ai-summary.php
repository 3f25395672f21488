<?php
/**
 * Server time of GET userfeedback/v1/ai-summary/{id} with the on-site summariser on a survey with
 * N written answers (default 10,000, the summariser's cap; more shows the cap at work), seeded by
 * bulk SQL inside a transaction that is rolled back at the end, as the Pro build with an elite
 * licence set inside the same transaction. Prints p50 and worst time, queries per call and PHP peak memory, then the
 * summary's text.
 *
 * Usage: php bench/ai-summary.php [--answers=N] [--runs=R] [--site=PATH]
 * (site: a WordPress root with the plugin active; default .dev/sites/dev, else .dev/sites/phpunit)
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on purpose, no caching wanted.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped

$uf_options = getopt( '', array( 'answers:', 'runs:', 'site:' ) );
$uf_answers = max( 1, (int) ( $uf_options['answers'] ?? 10000 ) );
$uf_runs    = max( 1, (int) ( $uf_options['runs'] ?? 5 ) );
$uf_root    = dirname( __DIR__ ) . '/.dev/sites/';
$uf_site    = isset( $uf_options['site'] ) ? rtrim( (string) $uf_options['site'], '/' ) : ( is_file( $uf_root . 'dev/wp-load.php' ) ? $uf_root . 'dev' : $uf_root . 'phpunit' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress at {$uf_site}: run npm start (dev site) or the PHPUnit provisioning first.\n" );
	exit( 1 );
}
// The summary is a Pro feature: run the Pro build's code whatever the site's edition.
define( 'USERFEEDBACK_EDITION', 'pro' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';

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
try {
	( new \UserFeedback\Entitlements\LicenseStore() )->save( new \UserFeedback\Entitlements\License( 'bench', 'elite' ) );
	$uf_survey = ( new \UserFeedback\Surveys\SurveyRepository( $wpdb, $uf_tables ) )->insert(
		( new \UserFeedback\Surveys\SurveyNormalizer() )->survey(
			array(
				'title'     => 'AI summary bench',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'why',
						'type'  => 'long-text',
						'title' => 'What could we do better?',
					),
				),
			)
		)
	);

	// Deterministic feedback: one of seven topics, a filler, sometimes an order number.
	$uf_topics = array( 'delivery was slow and late', 'customer support was very helpful', 'the price is too expensive', 'checkout page crashed on mobile', 'great product quality overall', 'search results are hard to find', 'newsletter emails are too frequent' );
	$uf_filler = array( 'honestly', 'this week', 'again', 'for my order', 'as usual', 'on my phone', 'since March', 'compared to last year' );
	mt_srand( 42 );
	$uf_started = microtime( true );
	$uf_now     = time();
	for ( $i = 0; $i < $uf_answers; $i += 1000 ) {
		$uf_rows = array();
		for ( $j = $i; $j < min( $uf_answers, $i + 1000 ); $j++ ) {
			$uf_text   = ucfirst( $uf_topics[ mt_rand( 0, 6 ) ] ) . ' ' . $uf_filler[ mt_rand( 0, 7 ) ] . ( 0 === $j % 5 ? '. Order ' . mt_rand( 1000, 9999 ) : '' ) . '.';
			$uf_rows[] = $wpdb->prepare( '(%d, %s, %s)', $uf_survey, gmdate( 'Y-m-d H:i:s', $uf_now - $j * 600 ), $uf_text );
		}
		// The text rides in page_title for one statement, then becomes the answer.
		$wpdb->query( "INSERT INTO `{$uf_tables->responses()}` (survey_id, submitted_at, page_title) VALUES " . implode( ',', $uf_rows ) );
		$uf_first = (int) $wpdb->insert_id;
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$uf_tables->answers()}` (response_id, survey_id, question_id, value, status, submitted_at) SELECT id, survey_id, 'why', page_title, 'publish', submitted_at FROM `{$uf_tables->responses()}` WHERE id >= %d AND survey_id = %d", $uf_first, $uf_survey ) );
	}
	mt_srand();
	printf( "Seeded %s written answers in %.1f s (rolled back at the end)\n", number_format( $uf_answers ), microtime( true ) - $uf_started );

	$uf_times = array();
	$uf_text  = '';
	for ( $i = 0; $i < $uf_runs; $i++ ) {
		$uf_before = $wpdb->num_queries;
		memory_reset_peak_usage();
		$uf_base     = memory_get_usage();
		$uf_start    = hrtime( true );
		$uf_response = rest_do_request( new WP_REST_Request( 'GET', "/userfeedback/v1/ai-summary/{$uf_survey}" ) );
		$uf_times[]  = ( hrtime( true ) - $uf_start ) / 1e6;
		$uf_queries  = $wpdb->num_queries - $uf_before;
		$uf_memory   = ( memory_get_peak_usage() - $uf_base ) / 1048576;
		$uf_data     = (array) $uf_response->get_data();
		if ( 200 !== $uf_response->get_status() ) {
			fwrite( STDERR, 'HTTP ' . $uf_response->get_status() . ': ' . wp_json_encode( $uf_data ) . "\n" );
			break;
		}
		$uf_text = (string) ( $uf_data['summary']['text'] ?? '' );
	}
	sort( $uf_times );
	printf(
		"GET ai-summary/{id}: p50 %.0f ms, worst %.0f ms over %d runs; %d queries per call; PHP peak +%.1f MB\n\n%s\n",
		$uf_times[ (int) floor( ( count( $uf_times ) - 1 ) / 2 ) ],
		end( $uf_times ),
		count( $uf_times ),
		$uf_queries ?? 0,
		$uf_memory ?? 0,
		$uf_text
	);
} finally {
	$wpdb->query( 'ROLLBACK' );
}
