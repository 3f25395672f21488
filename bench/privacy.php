<?php
/**
 * WordPress's personal data tools at size: a survey of R responses (default 200,000; an e-mail
 * question answered by one response in four, each by its own address) of which one person gave
 * P (default 600) with their address, seeded by bulk SQL inside a transaction rolled back at the
 * end. Prints the time of each export page and each erasure page (delete, then anonymise on a fresh
 * copy), which must stay under 2 s a page, and checks that the rollups equal a rebuild after.
 *
 * Usage: php bench/privacy.php [--responses=R] [--person=P] [--site=PATH]
 * (site: a WordPress root with the plugin active; default .dev/sites/dev)
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on purpose, no caching wanted.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped

$uf_options   = getopt( '', array( 'responses:', 'person:', 'site:' ) );
$uf_responses = max( 1000, (int) ( $uf_options['responses'] ?? 200000 ) );
$uf_person    = max( 1, (int) ( $uf_options['person'] ?? 600 ) );
$uf_site      = rtrim( (string) ( $uf_options['site'] ?? dirname( __DIR__ ) . '/.dev/sites/dev' ), '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress at {$uf_site}: run npm start first.\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_email  = 'person@example.org';

/**
 * Seeds the survey and its responses; answers the survey id.
 *
 * @return int
 */
function uf_bench_seed(): int {
	global $wpdb, $uf_tables, $uf_responses, $uf_person, $uf_email;
	$survey = ( new \UserFeedback\Surveys\SurveyRepository( $wpdb, $uf_tables ) )->insert(
		( new \UserFeedback\Surveys\SurveyNormalizer() )->survey(
			array(
				'title'     => 'Privacy bench',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'       => 'radio',
						'type'     => 'radio-button',
						'title'    => 'Found it?',
						'config'   => array( 'options' => array( 'Yes', 'No' ) ),
						'settings' => array( 'comment_box' => true ),
					),
					array(
						'id'     => 'mail',
						'type'   => 'email',
						'title'  => 'Your e-mail?',
						'config' => array( 'include_name' => true ),
					),
				),
			)
		)
	);
	$start = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM `{$uf_tables->responses()}`" ) + 1;
	for ( $from = 0; $from < $uf_responses; $from += 2000 ) {
		$responses = array();
		$answers   = array();
		for ( $n = $from; $n < min( $uf_responses, $from + 2000 ); $n++ ) {
			$id          = $start + $n;
			$at          = gmdate( 'Y-m-d H:i:s', time() - ( $uf_responses - $n ) * 60 );
			$responses[] = $wpdb->prepare( '(%d, %d, %s, %s, %s)', $id, $survey, 'publish', $at, '203.0.113.0' );
			$answers[]   = $wpdb->prepare( '(%d, %d, %s, %s, NULL, ', $id, $survey, 'radio', 0 === $n % 3 ? 'No' : 'Yes' )
				. ( 0 === $n % 7 ? $wpdb->prepare( '%s', "Comment {$n}" ) : 'NULL' )
				. $wpdb->prepare( ', %s, %s)', 'publish', $at );
			$mine        = $n % max( 1, intdiv( $uf_responses, $uf_person ) ) === 0 && $n / max( 1, intdiv( $uf_responses, $uf_person ) ) < $uf_person;
			if ( $mine || 0 === $n % 4 ) {
				$answers[] = $wpdb->prepare( '(%d, %d, %s, %s, NULL, %s, %s, %s)', $id, $survey, 'mail', $mine ? $uf_email : "visitor{$n}@example.org", 'Name', 'publish', $at );
			}
		}
		$wpdb->query( "INSERT INTO `{$uf_tables->responses()}` (id, survey_id, status, submitted_at, user_ip) VALUES " . implode( ',', $responses ) );
		$wpdb->query( "INSERT INTO `{$uf_tables->answers()}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $answers ) );
	}
	userfeedback()->rollups()->invalidate( array( $survey ) );
	userfeedback()->rollups()->ensure_current( $survey );
	return $survey;
}

/**
 * The tools as the plugin registered them.
 *
 * @return \UserFeedback\Privacy\PersonalDataTools
 */
function uf_bench_tools(): \UserFeedback\Privacy\PersonalDataTools {
	$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
	return $exporters[ \UserFeedback\Privacy\PersonalDataTools::EXPORTER ]['callback'][0];
}

/**
 * Runs pages of a tool until done; prints each page's time; answers the worst.
 *
 * @param string   $label What runs.
 * @param callable $page  Runs page N, answers done.
 * @return float
 */
function uf_bench_pages( string $label, callable $page ): float {
	$worst = 0.0;
	$times = array();
	for ( $n = 1; $n < 100; $n++ ) {
		$t0      = microtime( true );
		$done    = $page( $n );
		$took    = microtime( true ) - $t0;
		$times[] = sprintf( '%.2f s', $took );
		$worst   = max( $worst, $took );
		if ( $done ) {
			break;
		}
	}
	printf( "%s: %d pages (%s), worst %.2f s\n", $label, count( $times ), implode( ', ', $times ), $worst );
	return $worst;
}

$uf_ok = true;
foreach ( array( 'delete', 'anonymise' ) as $uf_mode ) {
	$wpdb->query( 'START TRANSACTION' );
	try {
		$uf_t0     = microtime( true );
		$uf_survey = uf_bench_seed();
		printf( "seeded %s responses (%s by the person) in %.1f s; erasure mode %s\n", number_format( $uf_responses ), number_format( $uf_person ), microtime( true ) - $uf_t0, $uf_mode );
		userfeedback()->settings()->update( array( 'privacy_erasure' => $uf_mode ) );
		$uf_tools = uf_bench_tools();
		if ( 'delete' === $uf_mode ) {
			$uf_ok = uf_bench_pages( 'export', static fn( int $n ): bool => $uf_tools->export( $uf_email, $n )['done'] ) < 2 && $uf_ok;
		}
		$uf_ok = uf_bench_pages( "erase ({$uf_mode})", static fn( int $n ): bool => $uf_tools->erase( $uf_email, $n )['done'] ) < 2 && $uf_ok;
		$uf_kept = $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$uf_tables->rollups()}` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", $uf_survey ), ARRAY_A );
		userfeedback()->rollups()->invalidate( array( $uf_survey ) );
		userfeedback()->rollups()->ensure_current( $uf_survey );
		$uf_again = $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$uf_tables->rollups()}` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", $uf_survey ), ARRAY_A );
		printf( "rollups after erasing: %s a rebuild\n", $uf_kept === $uf_again ? 'equal to' : 'DIFFERENT FROM' );
		$uf_ok = $uf_ok && $uf_kept === $uf_again;
	} finally {
		$wpdb->query( 'ROLLBACK' );
	}
}
exit( $uf_ok ? 0 : 1 );
