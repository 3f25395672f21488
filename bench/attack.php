<?php
/**
 * An attack run of our own, against a development site: replays what an attacker tried against
 * the visitor routes, the privacy tools, webhooks, exports and the admin routes, and prints per
 * area how many attempts were tried, how many the site refused (or, for the privacy tools, how
 * many of a person's traces it found) and the defects: attempts that got through. Exit 1 when
 * there is any defect, so the next change can be checked the same way.
 *
 * Usage: php bench/attack.php [--site DIR] [--url URL] [--only AREA,AREA]
 * Areas: privacy, limits, saves, visitors, input, webhooks, exports.
 *
 * The site must be served (npm start; or the test command's e2e site) and should be licensed
 * Pro with every add-on (`npm run uf -- tier elite`): areas that need a Pro feature say
 * "skipped" otherwise. Loopback URLs only. Every survey, response, webhook, setting and counter it
 * makes is removed on exit. Visitors are told apart by X-Forwarded-For, so for the run the
 * loopback addresses are trusted proxies (restored on exit): don't run it while Playwright tests
 * the same site.
 *
 * @package UserFeedback
 */

// A command-line tool: direct queries on its own rows, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\Exporter;
use UserFeedback\Export\ReportFactory;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\SubmissionToken;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}

$uf_opts = getopt( '', array( 'site:', 'url:', 'only:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/attack.php [--site DIR] [--url URL] [--only privacy,limits,saves,visitors,input,webhooks,exports]\n" );
	exit( 2 );
}
$uf_site  = rtrim( (string) ( $uf_opts['site'] ?? dirname( __DIR__ ) . '/.dev/sites/dev' ), '/' );
$uf_areas = array( 'privacy', 'limits', 'saves', 'visitors', 'input', 'webhooks', 'exports' );
$uf_only  = isset( $uf_opts['only'] ) ? array_intersect( $uf_areas, explode( ',', (string) $uf_opts['only'] ) ) : $uf_areas;
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: start one first (npm start).\n" );
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
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted

$uf_url = rtrim( (string) ( $uf_opts['url'] ?? home_url() ), '/' );
if ( ! in_array( (string) wp_parse_url( $uf_url, PHP_URL_HOST ), array( '127.0.0.1', 'localhost', '[::1]', '::1' ), true ) ) {
	fwrite( STDERR, "Refusing {$uf_url}: loopback addresses only.\n" );
	exit( 2 );
}

// Everything the run changes, undone on exit (also after an error).
$uf_state = array(
	'settings' => get_option( SettingsStore::OPTION, null ),
	'surveys'  => array(),
	'webhooks' => array(),
	'started'  => time(),
);
register_shutdown_function( 'uf_attack_cleanup' );
userfeedback()->settings()->update( array( 'trusted_proxies' => array_values( array_unique( array_merge( (array) userfeedback()->settings()->get( 'trusted_proxies' ), array( '127.0.0.1', '::1' ) ) ) ) ) );
$uf_admin = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
wp_set_current_user( (int) ( $uf_admin[0] ?? 0 ) );
$uf_entitled = userfeedback_entitlements()->is_licensed() && userfeedback_entitlements()->addon_active( 'behavior' );
// The limits the site promises (Visitors\VisitorLimits; the documented numbers on a build
// without it, so an older build can be checked the same way).
$uf_limit = static fn( string $name, int $documented ): int => defined( "UserFeedback\\Visitors\\VisitorLimits::{$name}" ) ? (int) constant( "UserFeedback\\Visitors\\VisitorLimits::{$name}" ) : $documented;
define( 'UF_ATTACK_SAVES_PER_KEY', $uf_limit( 'SAVES_PER_KEY', 30 ) );
define( 'UF_ATTACK_IMPRESSIONS_PER_ADDRESS', $uf_limit( 'IMPRESSIONS_PER_ADDRESS', 30 ) );
define( 'UF_ATTACK_RESPONSES_PER_ADDRESS', $uf_limit( 'RESPONSES_PER_ADDRESS', 20 ) );

/**
 * Tried, refused and defects per area.
 *
 * @var array<string, array{tried: int, refused: int, defects: string[], skipped: string[]}>
 */
$uf_report = array();
foreach ( $uf_only as $uf_area ) {
	$uf_report[ $uf_area ] = array(
		'tried'   => 0,
		'refused' => 0,
		'defects' => array(),
		'skipped' => array(),
	);
	$uf_run                = 'uf_attack_' . $uf_area;
	$uf_run();
}

echo "\n";
$uf_defects = 0;
foreach ( $uf_report as $uf_area => $uf_line ) {
	printf( "%-9s tried %4d, refused %4d, defects %d%s\n", $uf_area, $uf_line['tried'], $uf_line['refused'], count( $uf_line['defects'] ), array() === $uf_line['skipped'] ? '' : ' (skipped: ' . implode( '; ', $uf_line['skipped'] ) . ')' );
	foreach ( $uf_line['defects'] as $uf_defect ) {
		echo "          DEFECT: {$uf_defect}\n";
	}
	$uf_defects += count( $uf_line['defects'] );
}
exit( $uf_defects > 0 ? 1 : 0 );

/**
 * Records attempts: how many were tried and how many the site held against.
 *
 * @param string $area    The area.
 * @param int    $tried   Attempts.
 * @param int    $refused Attempts the site refused (or traces it found).
 * @param string $what    What an attempt that got through means.
 * @return void
 */
function uf_attack_record( string $area, int $tried, int $refused, string $what ): void {
	global $uf_report;
	$uf_report[ $area ]['tried']   += $tried;
	$uf_report[ $area ]['refused'] += $refused;
	if ( $refused < $tried ) {
		$uf_report[ $area ]['defects'][] = sprintf( '%s (%d of %d)', $what, $tried - $refused, $tried );
	}
}

/**
 * Records a check that needs what this site does not have.
 *
 * @param string $area The area.
 * @param string $why  What is missing.
 * @return void
 */
function uf_attack_skip( string $area, string $why ): void {
	$GLOBALS['uf_report'][ $area ]['skipped'][] = $why;
}

/**
 * Waits, when needed, until a burst fits inside one window of a rate limit. The limits count per
 * clock window (documented: "30 a minute" is per clock minute), so a burst that straddles a
 * window's edge may take the limit twice; what is checked is the documented promise.
 *
 * @param int $window The window, in seconds.
 * @param int $burst  How long the burst may take, in seconds.
 * @return void
 */
function uf_attack_inside_window( int $window, int $burst = 15 ): void {
	$left = $window - time() % $window;
	if ( $left <= $burst ) {
		sleep( $left + 1 );
	}
}

/**
 * A published survey of the run, stored as given (settings the builder would gate included).
 *
 * @param array<int, array<string, mixed>> $questions The questions.
 * @param array<string, mixed>             $behavior  settings.behavior.
 * @return int Its id.
 */
function uf_attack_survey( array $questions, array $behavior = array() ): int {
	global $wpdb, $uf_state;
	$id                    = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
		( new SurveyNormalizer() )->survey(
			array(
				'title'     => 'Attack run ' . gmdate( 'H:i:s' ),
				'status'    => 'publish',
				'questions' => $questions,
				'settings'  => array( 'behavior' => $behavior ),
			)
		)
	);
	$uf_state['surveys'][] = $id;
	wp_cache_flush();
	userfeedback()->rollups()->ensure_current( $id );
	return $id;
}

/**
 * A text question.
 *
 * @param string $id   Question id.
 * @param string $type Question type.
 * @return array<string, mixed>
 */
function uf_attack_question( string $id, string $type = 'long-text' ): array {
	return array(
		'id'    => $id,
		'type'  => $type,
		'title' => ucfirst( $id ) . '?',
	);
}

/**
 * One visitor request to a survey's public route.
 *
 * @param int                   $survey_id The survey.
 * @param string                $route     'responses' or 'impression'.
 * @param array<string, mixed>  $body      The body (the token is added).
 * @param string                $ip        The visitor's address (X-Forwarded-For).
 * @param string                $agent     The visitor's browser.
 * @param array<string, string> $cookies  Cookies the browser sends.
 * @return array{0: string, 1: string, 2: string, 3: string[]}
 */
function uf_attack_request( int $survey_id, string $route, array $body, string $ip, string $agent = 'Attack/1.0', array $cookies = array() ): array {
	global $uf_url;
	$body['nonce'] = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id );
	$headers       = array( 'Content-Type: application/json', 'X-Forwarded-For: ' . $ip, 'User-Agent: ' . $agent );
	if ( array() !== $cookies ) {
		$headers[] = 'Cookie: ' . implode( '; ', array_map( static fn( string $name, string $value ): string => "{$name}={$value}", array_keys( $cookies ), $cookies ) );
	}
	return array( 'POST', "{$uf_url}/wp-json/userfeedback/v1/surveys/{$survey_id}/{$route}", (string) wp_json_encode( $body ), $headers );
}

/**
 * Sends requests, all in flight at once.
 *
 * @param array<int, array{0: string, 1: string, 2: string, 3: string[]}> $requests The requests.
 * @return array<int, array{status: int, body: string, cookies: array<string, string>}> In the order they finished.
 */
function uf_attack_send( array $requests ): array {
	$next = static function () use ( &$requests ): array {
		return (array) array_shift( $requests );
	};
	return uf_bench_run( $next, max( 1, count( $requests ) ), count( $requests ), null )['results'];
}

/**
 * How many of the results have the status.
 *
 * @param array<int, array{status: int}> $results Results.
 * @param int                            $status  The status.
 * @return int
 */
function uf_attack_count( array $results, int $status ): int {
	return count( array_filter( $results, static fn( array $result ): bool => $status === $result['status'] ) );
}

/**
 * A response body: one text answer, a key, completed or not.
 *
 * @param string      $text      The answer.
 * @param string|null $key       The response key, or null for a one-shot save.
 * @param bool        $completed Whether it completes the response.
 * @return array<string, mixed>
 */
function uf_attack_answer( string $text, ?string $key = null, bool $completed = true ): array {
	$body = array(
		'answers'   => '' === $text ? array() : array(
			array(
				'question_id' => 'why',
				'value'       => $text,
			),
		),
		'shown'     => array( 'why' ),
		'completed' => $completed,
	);
	if ( null !== $key ) {
		$body['response_key'] = $key;
	}
	return $body;
}

/**
 * A survey's stored responses, completed or not.
 *
 * @param int  $survey_id The survey.
 * @param bool $completed Completed ones only.
 * @return int
 */
function uf_attack_stored( int $survey_id, bool $completed = false ): int {
	global $wpdb;
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d' . ( $completed ? ' AND completed = 1' : '' ), $survey_id ) );
}

/**
 * Privacy: a person whose e-mail question was removed after they answered, with the address in
 * the page's query string — the exporter and the eraser must find every trace.
 *
 * @return void
 */
function uf_attack_privacy(): void {
	global $wpdb;
	$email     = 'attack-' . wp_generate_password( 6, false ) . '@example.com';
	$survey_id = uf_attack_survey( array( uf_attack_question( 'mail', 'email' ), uf_attack_question( 'why' ) ) );
	$survey    = (array) ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $survey_id );
	$store     = new \UserFeedback\Visitors\ResponseStore( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
	$answer    = static fn( string $question, string $value, ?string $extra = null ): array => array(
		'question_id' => $question,
		'value'       => $value,
		'value_num'   => null,
		'extra'       => $extra,
	);
	for ( $i = 0; $i < 2; $i++ ) {
		$store->insert( $survey, array( 'page_url' => 'https://example.com/checkout/?email=' . rawurlencode( $email ) ), array( $answer( 'mail', $email, 'Ann' ), $answer( 'why', 'Mine ' . $i ) ) );
	}
	// The owner swaps the e-mail question for another one; six more answers come in.
	$survey['questions'] = array( uf_attack_question( 'mail2', 'email' ), uf_attack_question( 'why' ) );
	( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->update( $survey_id, ( new SurveyNormalizer() )->survey( $survey ) );
	$survey = (array) ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $survey_id );
	for ( $i = 0; $i < 6; $i++ ) {
		$store->insert( $survey, array( 'page_url' => 'https://example.com/?ref=' . rawurlencode( $email ) ), array( $answer( 'mail2', $email ), $answer( 'why', 'Later ' . $i ) ) );
	}
	$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
	$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
	$export    = call_user_func( $exporters['userfeedback-responses']['callback'], $email, 1 );
	$found     = count( (array) $export['data'] );
	uf_attack_record( 'privacy', 8, min( 8, $found ), "responses the exporter missed ({$found} found)" );
	$removed = substr_count( (string) wp_json_encode( $export['data'] ), 'removed question' );
	uf_attack_record( 'privacy', 2, min( 2, $removed ), 'answers to a removed question not exported' );

	$settings = userfeedback()->settings();
	$before   = $settings->get( 'privacy_erasure' );
	$settings->update( array( 'privacy_erasure' => 'anonymise' ) );
	call_user_func( $erasers['userfeedback-responses']['callback'], $email, 1 );
	$settings->update( array( 'privacy_erasure' => $before ) );
	$tables = userfeedback()->tables();
	$urls   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d AND page_url LIKE %s", $survey_id, '%' . $wpdb->esc_like( rawurlencode( $email ) ) . '%' ) );
	uf_attack_record( 'privacy', 8, 8 - $urls, 'page URLs still holding the address after anonymising' );
	$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d AND ( value = %s OR extra = 'Ann' )", $survey_id, $email ) );
	uf_attack_record( 'privacy', 10, 10 - $left, 'answers or names left after anonymising' );
}

/**
 * The response limit: visitors completing at the same moment, fresh and from partial responses.
 *
 * @return void
 */
function uf_attack_limits(): void {
	global $uf_entitled;
	$survey_id = uf_attack_survey( array( uf_attack_question( 'why' ) ), array( 'response_limit' => 3 ) );
	$requests  = array();
	for ( $i = 0; $i < 12; $i++ ) {
		$requests[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Race ' . $i ), "198.18.1.{$i}" );
	}
	uf_attack_send( $requests );
	$stored = uf_attack_stored( $survey_id, true );
	uf_attack_record( 'limits', 9, 12 - max( 3, $stored ), "completions past a limit of 3 ({$stored} stored)" );

	if ( ! $uf_entitled ) {
		uf_attack_skip( 'limits', 'partial completions need the behavior add-on' );
		return;
	}
	$survey_id = uf_attack_survey(
		array( uf_attack_question( 'why' ) ),
		array(
			'response_limit' => 5,
			'save_partial'   => true,
		)
	);
	$started   = array();
	$finish    = array();
	for ( $i = 0; $i < 10; $i++ ) {
		$key       = wp_generate_uuid4();
		$started[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Started', $key, false ), "198.18.2.{$i}", "Phone {$i}" );
		$finish[]  = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Finished', $key ), "198.18.2.{$i}", "Phone {$i}" );
	}
	uf_attack_send( $started );
	uf_attack_send( $finish );
	$stored = uf_attack_stored( $survey_id, true );
	uf_attack_record( 'limits', 5, 10 - max( 5, $stored ), "partial responses completed past a limit of 5 ({$stored} completed)" );
}

/**
 * Later saves of a response: a flood under one key, another browser with the key, an empty
 * completion.
 *
 * @return void
 */
function uf_attack_saves(): void {
	global $uf_entitled;
	if ( ! $uf_entitled ) {
		uf_attack_skip( 'saves', 'partial saves need the behavior add-on' );
		return;
	}
	$survey_id = uf_attack_survey( array( uf_attack_question( 'why' ) ), array( 'save_partial' => true ) );
	$key       = wp_generate_uuid4();
	$first     = uf_attack_send( array( uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Mine', $key, false ), '198.18.3.1', 'Owner' ) ) )[0];
	$cookies   = $first['cookies'];
	uf_attack_record( 'saves', 1, array() === $cookies ? 0 : 1, 'first save set no binding cookie' );

	// Someone else with the key: another address, another browser, no cookie.
	$stranger = array();
	foreach ( array( false, true ) as $completed ) {
		$stranger[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Hijacked', $key, $completed ), '198.18.3.99', 'Stranger' );
	}
	$results = uf_attack_send( $stranger );
	uf_attack_record( 'saves', 2, uf_attack_count( $results, 409 ), "another browser's save under a known key accepted" );

	// 100 saves under one key at once, as one visitor.
	uf_attack_inside_window( MINUTE_IN_SECONDS );
	$flood = array();
	for ( $i = 0; $i < 100; $i++ ) {
		$flood[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Flood ' . $i, $key, false ), '198.18.3.1', 'Owner', $cookies );
	}
	$results  = uf_attack_send( $flood );
	$accepted = uf_attack_count( $results, 200 );
	uf_attack_record( 'saves', 100 - UF_ATTACK_SAVES_PER_KEY, min( 100 - UF_ATTACK_SAVES_PER_KEY, uf_attack_count( $results, 429 ) ), "saves past the per-key limit ({$accepted} accepted)" );

	// Completed with no answers (a fresh empty response is refused too).
	$other   = wp_generate_uuid4();
	$created = uf_attack_send( array( uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Something', $other, false ), '198.18.3.2', 'Owner 2' ) ) )[0];
	$empty   = uf_attack_send( array( uf_attack_request( $survey_id, 'responses', uf_attack_answer( '', $other, true ), '198.18.3.2', 'Owner 2', $created['cookies'] ) ) )[0];
	uf_attack_record( 'saves', 1, 400 === $empty['status'] ? 1 : 0, 'a response completed with no answers' );
	uf_attack_record( 'saves', 1, 0 === uf_attack_stored( $survey_id, true ) ? 1 : 0, 'a response completed by someone else or with no answers' );
}

/**
 * Impressions inflated by a script, and the response rate limit escaped inside one IPv6 /64.
 *
 * @return void
 */
function uf_attack_visitors(): void {
	global $wpdb;
	$survey_id = uf_attack_survey( array( uf_attack_question( 'why' ) ) );
	$requests  = array();
	uf_attack_inside_window( HOUR_IN_SECONDS );
	for ( $i = 0; $i < 60; $i++ ) {
		$requests[] = uf_attack_request( $survey_id, 'impression', array(), '198.18.4.1' );
	}
	$seen = uf_attack_send( array( uf_attack_request( $survey_id, 'impression', array(), '198.18.4.2' ) ) )[0]['cookies'];
	for ( $i = 0; $i < 10; $i++ ) {
		$requests[] = uf_attack_request( $survey_id, 'impression', array(), '198.18.4.2', 'Attack/1.0', $seen );
	}
	uf_attack_send( $requests );
	$counted = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(count) FROM `' . userfeedback()->tables()->impressions() . '` WHERE survey_id = %d', $survey_id ) );
	$allowed = UF_ATTACK_IMPRESSIONS_PER_ADDRESS + 1;
	uf_attack_record( 'visitors', 70 - UF_ATTACK_IMPRESSIONS_PER_ADDRESS, 70 - max( UF_ATTACK_IMPRESSIONS_PER_ADDRESS, $counted - 1 ), "impressions counted past the limits ({$counted} counted, at most {$allowed} allowed)" );

	$requests = array();
	uf_attack_inside_window( 10 * MINUTE_IN_SECONDS );
	for ( $i = 1; $i <= 30; $i++ ) {
		$requests[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( 'Six ' . $i ), sprintf( '2001:db8:77:1:%x::%x', $i, $i ) );
	}
	uf_attack_send( $requests );
	$stored = uf_attack_stored( $survey_id );
	uf_attack_record( 'visitors', 30 - UF_ATTACK_RESPONSES_PER_ADDRESS, 30 - max( UF_ATTACK_RESPONSES_PER_ADDRESS, $stored ), "responses from one IPv6 /64 past its limit ({$stored} stored)" );
}

/**
 * The admin routes' inputs: paging past the end of integers, control characters in texts.
 *
 * @return void
 */
function uf_attack_input(): void {
	global $wpdb;
	$survey_id = uf_attack_survey( array( uf_attack_question( 'why' ) ) );
	$routes    = array( '/userfeedback/v1/surveys', "/userfeedback/v1/surveys/{$survey_id}/responses", "/userfeedback/v1/surveys/{$survey_id}/answers" );
	$tried     = 0;
	$refused   = 0;
	foreach ( $routes as $route ) {
		foreach ( array( '1e309', '1e20', '-1', '0', 'abc', '99999999999999999999' ) as $page ) {
			$request = new \WP_REST_Request( 'GET', $route );
			$request->set_query_params(
				array(
					'page'        => $page,
					'question_id' => 'why',
				)
			);
			$wpdb->last_error = '';
			$response         = rest_do_request( $request );
			++$tried;
			$refused += $response->get_status() >= 400 && $response->get_status() < 500 && '' === $wpdb->last_error ? 1 : 0;
		}
	}
	uf_attack_record( 'input', $tried, $refused, 'page values answered without a 4xx, or that reached the database' );

	$request = new \WP_REST_Request( 'POST', '/userfeedback/v1/surveys' );
	$request->set_body_params(
		array(
			'id'        => null,
			'title'     => "Bell\x07 \x00Null \x1B[31mred\u{FFFE}",
			'status'    => 'draft',
			'questions' => array( uf_attack_question( 'why' ) + array( 'title' => "Why\x00?" ) ),
		)
	);
	$response = rest_do_request( $request );
	$id       = (int) ( $response->get_data()['id'] ?? 0 );
	if ( $id > 0 ) {
		$GLOBALS['uf_state']['surveys'][] = $id;
	}
	$stored = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT CONCAT(title, questions) FROM `' . userfeedback()->tables()->surveys() . '` WHERE id = %d', $id ) );
	uf_attack_record( 'input', 1, 1 === preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]|\xEF\xBF[\xBE\xBF]/', $stored ) ? 0 : 1, 'control characters stored in a survey\'s texts' );
}

/**
 * Webhook targets an attacker would point at: cloud metadata, private, shared, benchmark,
 * documentation, multicast, broadcast and reserved ranges, in every spelling.
 *
 * @return void
 */
function uf_attack_webhooks(): void {
	global $uf_state;
	if ( ! userfeedback_entitlements()->is_licensed() || ! class_exists( \UserFeedback\Webhooks\WebhooksController::class ) ) {
		uf_attack_skip( 'webhooks', 'webhooks need a licensed Pro site' );
		return;
	}
	$targets = array(
		'http://169.254.169.254/latest/meta-data/',
		'http://[fd00:ec2::254]/latest/meta-data/',
		'http://metadata.google.internal/computeMetadata/v1/',
		'http://100.64.0.1/',
		'http://100.127.255.254/',
		'http://198.18.0.1/',
		'http://198.19.255.254/',
		'http://224.0.0.1/',
		'http://239.255.255.250/',
		'http://255.255.255.255/',
		'http://0.0.0.0/',
		'http://10.0.0.1/',
		'http://172.16.0.1/',
		'http://192.168.1.1/',
		'http://192.0.0.1/',
		'http://192.0.2.1/',
		'http://198.51.100.1/',
		'http://203.0.113.1/',
		'http://240.0.0.1/',
		'http://127.0.0.2:8080/',
		'http://localhost/',
		'http://2130706433/',
		'http://0x7f000001/',
		'http://017700000001/',
		'http://127.1/',
		'http://[::1]/',
		'http://[::ffff:127.0.0.1]/',
		'http://[::ffff:169.254.169.254]/',
		'http://[64:ff9b::a9fe:a9fe]/',
		'http://[fe80::1]/',
		'http://[ff02::1]/',
		'http://user:pass@example.com/',
		'gopher://example.com/',
	);
	// The same targets through every route that saves an address the site will post to: the
	// owner's webhooks, an automation platform's REST hooks, Slack destinations.
	$routes = array(
		'webhooks'           => static fn( string $target ): array => array(
			'url'    => $target,
			'events' => array( 'response.submitted' ),
		),
		'hooks'              => static fn( string $target ): array => array(
			'target_url' => $target,
			'event'      => 'response.submitted',
		),
		'slack-destinations' => static fn( string $target ): array => array(
			'name' => 'attack',
			'url'  => $target,
		),
	);
	foreach ( $routes as $route => $body ) {
		if ( 'slack-destinations' === $route && ! class_exists( \UserFeedback\Slack\SlackController::class ) ) {
			continue;
		}
		$refused = 0;
		foreach ( $targets as $target ) {
			$request = new \WP_REST_Request( 'POST', '/userfeedback/v1/' . $route );
			$request->set_body_params( $body( $target ) );
			$response = rest_do_request( $request );
			if ( 400 === $response->get_status() ) {
				++$refused;
				continue;
			}
			$id = (int) ( $response->get_data()['id'] ?? 0 );
			if ( $id > 0 ) {
				$uf_state['webhooks'][] = $id;
			}
		}
		uf_attack_record( 'webhooks', count( $targets ), $refused, "internal targets accepted by POST {$route}" );
	}

	// A target saved before it resolved privately is refused again at delivery: the test button.
	$errors   = array();
	$previous = set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- catches the deprecation the request must not raise.
		static function ( int $level, string $message ) use ( &$errors ): bool {
			$errors[] = $message;
			return true;
		}
	);
	$request  = new \WP_REST_Request( 'PATCH', '/userfeedback/v1/webhooks/999999999' );
	$request->set_body_params( array( 'url' => null ) );
	$status = rest_do_request( $request )->get_status();
	set_error_handler( $previous ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- restores the previous handler.
	uf_attack_record( 'webhooks', 1, $status >= 400 && $status < 500 && array() === $errors ? 1 : 0, 'PATCH with url null: ' . $status . ' ' . implode( ' ', $errors ) );
}

/**
 * Characters XML forbids, typed by a visitor, in an XLSX export.
 *
 * @return void
 */
function uf_attack_exports(): void {
	global $wpdb;
	if ( ! class_exists( Exporter::class ) || ! userfeedback_entitlements()->has_pro_plan() ) {
		uf_attack_skip( 'exports', 'exports need the Pro plan' );
		return;
	}
	$survey_id = uf_attack_survey( array( uf_attack_question( 'why' ) ) );
	$texts     = array( "\u{FFFE}", "\u{FFFF}", "\x00", "\x0B", "\x1B[31m", '=HYPERLINK("http://example.com")', "\u{1F4CB} \u{0627}\u{0644}" );
	$requests  = array();
	foreach ( $texts as $i => $text ) {
		$requests[] = uf_attack_request( $survey_id, 'responses', uf_attack_answer( "Answer {$text} end" ), "198.18.5.{$i}" );
	}
	uf_attack_send( $requests );
	$now     = new \DateTimeImmutable( 'now', wp_timezone() );
	$parsed  = ExportRequest::parse(
		array(
			'survey_id' => $survey_id,
			'format'    => 'xlsx',
		),
		$now
	);
	$factory = ReportFactory::create( $wpdb, userfeedback()->tables(), userfeedback()->rollups(), new SurveyRepository( $wpdb, userfeedback()->tables() ), userfeedback()->settings() );
	$report  = $parsed instanceof ExportRequest ? $factory->make( $parsed, $now ) : $parsed;
	if ( ! $report instanceof \UserFeedback\Export\Report ) {
		uf_attack_record( 'exports', 1, 0, 'the export could not be made' );
		return;
	}
	$dir  = sys_get_temp_dir() . '/uf-attack-' . bin2hex( random_bytes( 4 ) );
	$path = $dir . '/export.xlsx';
	mkdir( $dir );
	( new Exporter() )->write( $report, 'xlsx', $path, $dir );
	$zip   = new \ZipArchive();
	$parts = 0;
	$bad   = array();
	if ( true === $zip->open( $path ) ) {
		$count = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( str_ends_with( $name, '/' ) ) {
				continue;
			}
			++$parts;
			$internal = libxml_use_internal_errors( true );
			if ( false === ( new \DOMDocument() )->loadXML( (string) $zip->getFromIndex( $i ), LIBXML_NONET ) ) {
				$bad[] = $name;
			}
			libxml_clear_errors();
			libxml_use_internal_errors( $internal );
		}
		$zip->close();
	}
	array_map( 'unlink', (array) glob( $dir . '/*' ) );
	rmdir( $dir );
	uf_attack_record( 'exports', max( 1, $parts ), max( 1, $parts ) - count( $bad ) - ( 0 === $parts ? 1 : 0 ), 'XLSX parts that are not well-formed XML (' . implode( ', ', $bad ) . ')' );
}

/**
 * Undoes the run: the setting, the surveys and their rows, the webhooks, the counters.
 *
 * @return void
 */
function uf_attack_cleanup(): void {
	global $wpdb, $uf_state;
	if ( ! is_array( $uf_state ) ) {
		return;
	}
	if ( null === $uf_state['settings'] ) {
		delete_option( SettingsStore::OPTION );
	} else {
		update_option( SettingsStore::OPTION, $uf_state['settings'] );
	}
	$tables = userfeedback()->tables();
	foreach ( $uf_state['surveys'] as $id ) {
		foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->email_queue(), $tables->response_facts() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", $id ) );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $id ) );
	}
	foreach ( $uf_state['webhooks'] as $id ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->webhooks()}` WHERE id = %d", $id ) );
	}
	// The run's visitors' counters (a development site's: nobody else's are this recent and
	// from these addresses, but the windows are short anyway).
	$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->rate_limits()}` WHERE window_start >= %d", $uf_state['started'] - HOUR_IN_SECONDS ) );
	\UserFeedback\Frontend\LiveSurveys::invalidate();
	$uf_state = null;
}
