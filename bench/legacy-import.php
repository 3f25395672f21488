<?php
/**
 * The UserFeedback 1.x import at size: a site left by 1.x with one survey of R responses (default
 * 200,000; radio with comments, star rating, e-mail with names; 5% trashed), as the real 1.2.0
 * plugin stores them (the fixture's table definitions, answers as JSON), imported by the same
 * batches the cron steps and the REST route run. Prints the seeding time, the import's wall time,
 * batches, responses per second and the longest batch (no request may run over 20 s: a cron step
 * runs batches for 10 s), then checks the result: every response imported once, and the rollups
 * the import kept equal to a rebuild.
 *
 * It changes the schema, so it needs a site of its own: it drops the plugin's tables there, loads
 * 1.x's, and at the end drops both and reinstalls the plugin's.
 *
 * Usage: php bench/legacy-import.php [--responses=R] [--site=PATH]
 * (site default .dev/sites/bench; make one with
 *  bash -c 'source bin/lib/common.sh; source bin/lib/mariadb.sh; source bin/lib/wordpress.sh; db_start; wp_install bench fresh')
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on purpose, no caching wanted.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.DB.DirectDatabaseQuery.SchemaChange

$uf_options   = getopt( '', array( 'responses:', 'site:' ) );
$uf_responses = max( 1, (int) ( $uf_options['responses'] ?? 200000 ) );
$uf_site      = rtrim( (string) ( $uf_options['site'] ?? dirname( __DIR__ ) . '/.dev/sites/bench' ), '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress at {$uf_site}: make a throwaway site (see the usage line at the top of this file).\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_legacy = userfeedback()->legacy_tables();
$uf_state  = new \UserFeedback\Legacy\ImportState( $wpdb );

/**
 * Drops 1.x's and our tables and the import's options.
 *
 * @return void
 */
function uf_bench_reset(): void {
	global $wpdb, $uf_tables, $uf_legacy, $uf_state;
	$wpdb->query( "DROP TABLE IF EXISTS `{$uf_legacy->responses()}`" );
	$wpdb->query( "DROP TABLE IF EXISTS `{$uf_legacy->surveys()}`, `{$uf_legacy->original_surveys()}`" );
	foreach ( $uf_tables->all() as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" );
	}
	foreach ( array_merge( array_values( \UserFeedback\Legacy\LegacySettings::SHARED_OPTIONS ), array( \UserFeedback\Database\Installer::VERSION_OPTION, 'userfeedback_db_version' ) ) as $option ) {
		delete_option( $option );
	}
	$uf_state->delete();
}

uf_bench_reset();

// 1.x's tables, as the fixture's dump defines them.
$uf_dump = (string) file_get_contents( dirname( __DIR__ ) . '/tests/phpunit/fixtures/userfeedback-1.x/tables.sql' );
preg_match_all( '/CREATE TABLE `wp_(\w+)` \((.*?)\) ENGINE=InnoDB/s', $uf_dump, $uf_creates, PREG_SET_ORDER );
foreach ( array_reverse( $uf_creates ) as $uf_create ) {
	$wpdb->query( "CREATE TABLE `{$wpdb->prefix}{$uf_create[1]}` (" . str_replace( '`wp_', '`' . $wpdb->prefix, $uf_create[2] ) . ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4' );
}
update_option( 'userfeedback_db_version', '1.0.0' );

$uf_radio     = 'ef9425c1-b24f-4733-bffb-d81021fbdfdc';
$uf_star      = 'b3fc0fb2-29fa-43fd-bbf5-35e43ef8ee0d';
$uf_email     = '62ce3dc0-3c83-453b-a447-a8a7e207f97d';
$uf_questions = wp_json_encode(
	array(
		array(
			'id'       => $uf_radio,
			'type'     => 'radio-button',
			'title'    => 'Did you find what you need?',
			'config'   => array( 'options' => array( 'Yes', 'No' ) ),
			'settings' => array(
				'required'    => false,
				'randomize'   => false,
				'comment_box' => true,
			),
		),
		array(
			'id'     => $uf_star,
			'type'   => 'star-rating',
			'title'  => 'How would you rate this page?',
			'config' => array( 'options' => array() ),
		),
		array(
			'id'     => $uf_email,
			'type'   => 'email',
			'title'  => 'Can we reach you?',
			'config' => array(
				'options'      => array(),
				'include_name' => true,
			),
		),
	)
);
$wpdb->insert(
	$uf_legacy->original_surveys(),
	array(
		'id'            => 1,
		'title'         => 'Page feedback',
		'status'        => 'publish',
		'questions'     => $uf_questions,
		'impressions'   => $uf_responses * 3,
		'settings'      => '{}',
		'notifications' => '{}',
		'created_at'    => gmdate( 'Y-m-d H:i:s', time() - 400 * DAY_IN_SECONDS ),
	)
);

$uf_start = microtime( true );
$uf_page  = '{"id":2,"name":"Sample Page","link":"https:\/\/example.test\/sample-page\/","title":"Sample Page"}';
for ( $uf_from = 1; $uf_from <= $uf_responses; $uf_from += 1000 ) {
	$uf_rows = array();
	for ( $uf_id = $uf_from; $uf_id < $uf_from + 1000 && $uf_id <= $uf_responses; $uf_id++ ) {
		$uf_answers = array(
			array(
				'question_id' => $uf_radio,
				'value'       => 0 === $uf_id % 3 ? 'No' : 'Yes',
			) + ( 0 === $uf_id % 7 ? array( 'extra' => array( 'comments' => "Comment {$uf_id}" ) ) : array() ),
			array(
				'question_id' => $uf_star,
				'value'       => 1 + $uf_id % 5,
			),
			array(
				'question_id' => $uf_email,
				'value'       => 0 === $uf_id % 4 ? "person{$uf_id}@example.org" : null,
			) + ( 0 === $uf_id % 4 ? array( 'extra' => array( 'name' => "Person {$uf_id}" ) ) : array() ),
		);
		$uf_rows[]  = $wpdb->prepare(
			'(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s)',
			$uf_id,
			wp_json_encode( $uf_answers ),
			$uf_page,
			'198.51.100.' . ( $uf_id % 250 ),
			'Chrome 120.0',
			'Windows 10',
			0 === $uf_id % 2 ? 'Desktop' : 'Mobile',
			0 === $uf_id % 20 ? 'trash' : 'publish',
			gmdate( 'Y-m-d H:i:s', time() - ( $uf_responses - $uf_id ) * 150 )
		);
	}
	$wpdb->query( "INSERT INTO `{$uf_legacy->responses()}` (id, survey_id, answers, page_submitted, user_ip, user_browser, user_os, user_device, status, submitted_at) VALUES " . implode( ',', $uf_rows ) );
}
printf( "seeded %s 1.x responses in %.1f s\n", number_format( $uf_responses ), microtime( true ) - $uf_start );

$uf_start = microtime( true );
\UserFeedback\Database\Installer::on_activation( false );
printf( "activation (1.x table set aside, our schema created, import pending): %.2f s\n", microtime( true ) - $uf_start );

$uf_importer = userfeedback()->legacy_importer();
$uf_batches  = 0;
$uf_longest  = 0.0;
$uf_start    = microtime( true );
do {
	$uf_t0    = microtime( true );
	$uf_after = $uf_importer->run();
	$uf_longest = max( $uf_longest, microtime( true ) - $uf_t0 );
	++$uf_batches;
} while ( in_array( $uf_after['state'], array( 'pending', 'running' ), true ) && $uf_batches < 100000 );
$uf_wall = microtime( true ) - $uf_start;

printf(
	"import: %s in %.1f s (%s responses/s), %d batches of up to %d responses, longest batch %.2f s, peak memory %.0f MB\n",
	$uf_after['state'],
	$uf_wall,
	number_format( $uf_responses / max( 0.001, $uf_wall ) ),
	$uf_batches,
	\UserFeedback\Legacy\LegacyImporter::BATCH,
	$uf_longest,
	memory_get_peak_usage() / 1048576
);
$uf_stored = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->responses()}`" );
$uf_rows   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$uf_tables->answers()}`" );
$uf_kept   = $wpdb->get_results( "SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$uf_tables->rollups()}` WHERE survey_id = 1 GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", ARRAY_A );
userfeedback()->rollups()->invalidate( array( 1 ) );
$uf_t0 = microtime( true );
userfeedback()->rollups()->ensure_current( 1 );
$uf_rebuild = microtime( true ) - $uf_t0;
$uf_again   = $wpdb->get_results( "SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$uf_tables->rollups()}` WHERE survey_id = 1 GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", ARRAY_A );
printf(
	"check: %s responses stored (%s expected), %s answer rows, %d skipped; rollups kept by the import %s a rebuild (%.1f s)\n",
	number_format( $uf_stored ),
	number_format( $uf_responses ),
	number_format( $uf_rows ),
	$uf_after['responses']['skipped'],
	$uf_kept === $uf_again ? 'equal' : 'DIFFER FROM',
	$uf_rebuild
);
$uf_ok = $uf_stored === $uf_responses && $uf_kept === $uf_again && 'done' === $uf_after['state'];

uf_bench_reset();
userfeedback()->installer()->upgrade();
exit( $uf_ok ? 0 : 1 );
