<?php
/**
 * The admin's reads over real HTTP: the reads reporting-scale.php times in-process, measured again through the stack.
 *
 * Logs in as an administrator through wp-login.php, takes a REST nonce as the admin app does,
 * then times, one request at a time: GET results-summary (the default 7 days), GET
 * surveys/{id}/responses page 1 for each filter (published, Trash), GET surveys page 1, and the
 * survey's all-time results — p50 and p95 of N calls each, after one warm-up call. Every answer
 * must be 200, else it says which and exits 1. Pair it with a survey kept by
 * `php bench/reporting-scale.php --site=<the stack's site> --keep` (1,000,000 responses) and a
 * small one, so the two sizes are measured through the same nginx and PHP-FPM.
 *
 * Usage: php bench/stack-reads.php --url=http://127.0.0.1:8940 --survey=ID [--runs=N]
 *        [--user=admin] [--password=password]
 *
 * @package UserFeedback
 */

// A command-line benchmark: output to the terminal.
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'url:', 'survey:', 'runs:', 'user:', 'password:' ) );
if ( false === $uf_opts || ! isset( $uf_opts['url'], $uf_opts['survey'] ) ) {
	fwrite( STDERR, "usage: php bench/stack-reads.php --url=URL --survey=ID [--runs=N] [--user=admin] [--password=password]\n" );
	exit( 2 );
}
$uf_url    = rtrim( (string) $uf_opts['url'], '/' );
$uf_survey = (int) $uf_opts['survey'];
$uf_runs   = max( 3, min( 500, (int) ( $uf_opts['runs'] ?? 30 ) ) );
$uf_jar    = tempnam( sys_get_temp_dir(), 'uf-reads' );

/**
 * One request; returns [status, body, seconds].
 *
 * @param string               $url     URL.
 * @param array<string, mixed> $options Extra curl options.
 * @return array{int, string, float}
 */
function uf_http( string $url, array $options = array() ): array {
	global $uf_jar;
	$curl = curl_init( $url );
	curl_setopt_array(
		$curl,
		$options + array(
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_COOKIEJAR      => $uf_jar,
			CURLOPT_COOKIEFILE     => $uf_jar,
			CURLOPT_TIMEOUT        => 60,
		)
	);
	$start = microtime( true );
	$body  = (string) curl_exec( $curl );
	$took  = microtime( true ) - $start;
	$code  = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
	curl_close( $curl );
	return array( $code, $body, $took );
}

// Log in as a browser would (the test cookie first), then the REST nonce the admin app uses.
uf_http( $uf_url . '/wp-login.php' );
uf_http(
	$uf_url . '/wp-login.php',
	array(
		CURLOPT_POST       => true,
		CURLOPT_POSTFIELDS => http_build_query(
			array(
				'log'        => $uf_opts['user'] ?? 'admin',
				'pwd'        => $uf_opts['password'] ?? 'password',
				'testcookie' => 1,
			)
		),
	)
);
list( $uf_code, $uf_nonce ) = uf_http( $uf_url . '/wp-admin/admin-ajax.php?action=rest-nonce' );
if ( 200 !== $uf_code || ! preg_match( '/^[0-9a-f]{10}$/', trim( $uf_nonce ) ) ) {
	fwrite( STDERR, "Could not log in at {$uf_url} (rest-nonce answered {$uf_code}).\n" );
	exit( 1 );
}
$uf_headers = array( 'X-WP-Nonce: ' . trim( $uf_nonce ) );

$uf_calls  = array(
	'results-summary (7 days)'    => '/wp-json/userfeedback/v1/results-summary',
	'responses page 1: published' => "/wp-json/userfeedback/v1/surveys/{$uf_survey}/responses?page=1",
	'responses page 1: trash'     => "/wp-json/userfeedback/v1/surveys/{$uf_survey}/responses?page=1&filter%5Bstatus%5D=trash",
	'surveys list page 1'         => '/wp-json/userfeedback/v1/surveys?page=1',
	'survey results (all time)'   => "/wp-json/userfeedback/v1/surveys/{$uf_survey}/results",
);
$uf_failed = false;
printf( "%-30s %9s %9s  (%d calls, %s, survey %d)\n", 'GET', 'p50', 'p95', $uf_runs, $uf_url, $uf_survey );
foreach ( $uf_calls as $uf_name => $uf_path ) {
	$uf_times = array();
	for ( $uf_i = 0; $uf_i <= $uf_runs; $uf_i++ ) {
		list( $uf_code, $uf_body, $uf_took ) = uf_http( $uf_url . $uf_path, array( CURLOPT_HTTPHEADER => $uf_headers ) );
		if ( 200 !== $uf_code ) {
			fwrite( STDERR, "{$uf_name}: HTTP {$uf_code}: " . substr( $uf_body, 0, 200 ) . "\n" );
			$uf_failed = true;
			continue 2;
		}
		if ( $uf_i > 0 ) {
			$uf_times[] = $uf_took * 1000;
		}
	}
	sort( $uf_times );
	printf( "%-30s %7.1f ms %7.1f ms\n", $uf_name, $uf_times[ (int) floor( count( $uf_times ) / 2 ) ], $uf_times[ (int) ceil( 0.95 * count( $uf_times ) ) - 1 ] );
}
unlink( $uf_jar );
exit( $uf_failed ? 1 : 0 );
