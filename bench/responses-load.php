<?php
/**
 * Visitor responses over real HTTP against a running dev or test site, with curl_multi.
 *
 * --check: N (default 20) responses POSTed all at once, then the database must hold exactly those
 *          N responses with all their answer rows; exit 0 when it does, 1 otherwise.
 * default: a load test bounded in time: for T seconds (default 10) keep C requests (default 8) in
 *          flight POSTing valid responses, then the same against a trivial public REST route
 *          (default the /wp-json/ index); prints requests/s, p50/p95/p99 latency and status counts.
 *
 * It loads the site's WordPress (wp-load.php) to create a published survey and to issue tokens
 * with the site's own secret, exactly as a page would. The rate limit (20 per visitor and survey
 * in 10 minutes) keys on the client IP, so for the run 127.0.0.1 and ::1 are added to the
 * trusted_proxies setting and every request carries its own X-Forwarded-For address from the
 * benchmarking range 198.18.0.0/15. On exit, even after an error or Ctrl-C, the setting is put
 * back and the survey, its responses, answers, impressions and rate-limit counters are deleted.
 *
 * Usage:
 *   php bench/responses-load.php --check [--site DIR] [--url URL] [--requests N]
 *   php bench/responses-load.php [--site DIR] [--url URL] [--seconds T] [--concurrency C] [--baseline PATH]
 * --site defaults to .dev/sites/dev, --url to the site's home URL; loopback URLs only.
 *
 * @package UserFeedback
 */

// A command-line tool: direct queries on its own rows, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Settings\SettingsStore;
use UserFeedback\Visitors\SubmissionToken;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'check', 'rate-limit', 'site:', 'url:', 'seconds:', 'concurrency:', 'requests:', 'baseline:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/responses-load.php [--check | --rate-limit] [--site DIR] [--url URL] [--requests N] [--seconds T] [--concurrency C] [--baseline PATH]\n" );
	exit( 2 );
}
if ( ! function_exists( 'curl_multi_init' ) ) {
	fwrite( STDERR, "The curl extension is missing (apt-get install php-curl).\n" );
	exit( 2 );
}

// The last value of an option given twice; the default when absent.
$uf_opt         = static fn( string $name, string $fallback ): string => (string) ( is_array( $uf_opts[ $name ] ?? null ) ? end( $uf_opts[ $name ] ) : ( $uf_opts[ $name ] ?? $fallback ) );
$uf_check       = isset( $uf_opts['check'] );
$uf_site        = rtrim( $uf_opt( 'site', dirname( __DIR__ ) . '/.dev/sites/dev' ), '/' );
$uf_seconds     = max( 1.0, min( 300.0, (float) $uf_opt( 'seconds', '10' ) ) );
$uf_concurrency = max( 1, min( 64, (int) $uf_opt( 'concurrency', '8' ) ) );
$uf_requests    = max( 1, min( 500, (int) $uf_opt( 'requests', '20' ) ) );
$uf_baseline    = '/' . ltrim( $uf_opt( 'baseline', '/wp-json/' ), '/' );

if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: start one first (npm start, or see bench/README.md).\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';
if ( ! function_exists( 'userfeedback' ) ) {
	fwrite( STDERR, "UserFeedback is not active on {$uf_site}.\n" );
	exit( 2 );
}
// WordPress sends errors to its log only; a command-line tool shows them.
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted

$uf_url  = rtrim( $uf_opt( 'url', home_url() ), '/' );
$uf_host = (string) wp_parse_url( $uf_url, PHP_URL_HOST );
if ( ! in_array( $uf_host, array( '127.0.0.1', 'localhost', '[::1]', '::1' ), true ) ) {
	fwrite( STDERR, "Refusing {$uf_url}: loopback addresses only.\n" );
	exit( 2 );
}
if ( rtrim( home_url(), '/' ) !== $uf_url ) {
	fwrite( STDERR, 'Note: the site at ' . $uf_site . ' says its URL is ' . home_url() . "; tokens only work if {$uf_url} serves that same site.\n" );
}
$uf_probe = uf_bench_run(
	static fn(): array => array( 'GET', $uf_url . '/wp-json/', null, array() ),
	1,
	1,
	null
);
if ( 200 !== $uf_probe['results'][0]['status'] ) {
	fwrite( STDERR, "No WordPress REST API answering at {$uf_url} (status {$uf_probe['results'][0]['status']}): serve the site first (see bench/README.md).\n" );
	exit( 2 );
}

// From here on, everything this script changes is undone on exit.
$uf_state = array(
	'survey_id' => 0,
	'settings'  => get_option( SettingsStore::OPTION, null ),
	'ips'       => array(),
	'started'   => time(),
);
register_shutdown_function( 'uf_bench_cleanup' );
// The first Ctrl-C stops starting requests and lets those in flight finish, so that none lands
// after the clean-up; a second one exits at once.
$uf_stop = false;
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	$uf_on_signal = static function (): void {
		if ( $GLOBALS['uf_stop'] ) {
			exit( 130 );
		}
		$GLOBALS['uf_stop'] = true;
		fwrite( STDERR, "Stopping: waiting for the requests in flight, then cleaning up.\n" );
	};
	pcntl_signal( SIGINT, $uf_on_signal );
	pcntl_signal( SIGTERM, $uf_on_signal );
}

$uf_proxies = (array) userfeedback()->settings()->get( 'trusted_proxies' );
userfeedback()->settings()->update( array( 'trusted_proxies' => array_values( array_unique( array_merge( $uf_proxies, array( '127.0.0.1', '::1' ) ) ) ) ) );

$uf_state['survey_id'] = uf_bench_create_survey();
$uf_survey_id          = $uf_state['survey_id'];
// Rollups current from the start, as on a survey whose results have been looked at: every
// response then also updates them, and concurrent responses contend for the same rollup rows.
userfeedback()->rollups()->ensure_current( $uf_survey_id );
$uf_token    = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $uf_survey_id );
$uf_endpoint = "{$uf_url}/wp-json/userfeedback/v1/surveys/{$uf_survey_id}/responses";
$uf_sent     = 0;

/**
 * The next response request: its own visitor address, a valid token and five answer rows.
 *
 * @return array{0: string, 1: string, 2: string|null, 3: string[]}
 */
$uf_next_response = static function () use ( &$uf_sent, &$uf_state, $uf_endpoint, $uf_token, $uf_url ): array {
	$n                 = $uf_sent++;
	$ip                = uf_bench_ip( $n );
	$uf_state['ips'][] = $ip;
	$body              = wp_json_encode(
		array(
			'answers'        => uf_bench_answers( $n ),
			'page_submitted' => array(
				'url'   => $uf_url . '/bench/',
				'title' => 'Bench',
			),
			'nonce'          => $uf_token,
		)
	);
	return array( 'POST', $uf_endpoint, (string) $body, array( 'Content-Type: application/json', 'X-Forwarded-For: ' . $ip ) );
};

if ( isset( $uf_opts['rate-limit'] ) ) {
	// 100 responses from one visitor, 64 in flight: the limit (20 per visitor and survey in 10
	// minutes) must hold exactly under concurrency (issue 19).
	$uf_one_visitor = static function () use ( $uf_next_response ): array {
		$request       = $uf_next_response();
		$request[3][1] = 'X-Forwarded-For: 198.18.250.1';
		return $request;
	};
	$uf_run     = uf_bench_run( $uf_one_visitor, 64, 100, null );
	$uf_status  = array_count_values( array_map( static fn( array $r ): int => $r['status'], $uf_run['results'] ) );
	$uf_stored  = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_survey_id ) );
	$uf_created = (int) ( $uf_status[201] ?? 0 );
	$uf_limited = (int) ( $uf_status[429] ?? 0 );
	printf( "100 parallel POST responses from one visitor (limit 20): %d answered 201, %d answered 429, %d other; %d stored\n", $uf_created, $uf_limited, 100 - $uf_created - $uf_limited, $uf_stored );
	exit( 20 === $uf_created && 80 === $uf_limited && 20 === $uf_stored ? 0 : 1 );
}

if ( $uf_check ) {
	$uf_run = uf_bench_run( $uf_next_response, $uf_requests, $uf_requests, null );
	if ( uf_bench_stopping() ) {
		exit( 130 );
	}
	exit( uf_bench_verify( $uf_survey_id, $uf_run['results'], $uf_requests ) ? 0 : 1 );
}

printf( "Site %s, survey %d; %.0f s per route, %d requests in flight, one visitor address per request.\n", $uf_url, $uf_survey_id, $uf_seconds, $uf_concurrency );
printf( "Server: %s\n", uf_bench_server_workers( $uf_site ) );
$uf_run = uf_bench_run( $uf_next_response, $uf_concurrency, null, $uf_seconds );
if ( uf_bench_stopping() ) {
	exit( 130 );
}
uf_bench_report( 'POST surveys/{id}/responses', $uf_run );
$uf_created = count( array_filter( $uf_run['results'], static fn( array $r ): bool => 201 === $r['status'] ) );
$uf_stored  = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_survey_id ) );
printf( "  stored %d responses for %d answered 201%s\n", $uf_stored, $uf_created, $uf_stored === $uf_created ? '' : ' — MISMATCH' );

$uf_run = uf_bench_run(
	static fn(): array => array( 'GET', $uf_url . $uf_baseline, null, array() ),
	$uf_concurrency,
	null,
	$uf_seconds
);
uf_bench_report( "GET {$uf_baseline}", $uf_run );
exit( uf_bench_stopping() ? 130 : 0 );

/**
 * Runs requests through curl_multi with up to $concurrency in flight: $count requests, or as
 * many as can start within $seconds (the ones in flight then finish, each within 30 s).
 *
 * @param callable   $next        Returns the next request: method, URL, body or null, header lines.
 * @param int        $concurrency Requests in flight.
 * @param int|null   $count       How many requests, or null to run for $seconds.
 * @param float|null $seconds     How long to start requests for, when $count is null.
 * @return array{results: array<int, array{status: int, ms: float, body: string, error: string}>, seconds: float}
 */
function uf_bench_run( callable $next, int $concurrency, ?int $count, ?float $seconds ): array {
	$multi     = curl_multi_init();
	$in_flight = array();
	$results   = array();
	$started   = 0;
	$start     = hrtime( true );
	$deadline  = null === $seconds ? null : $start + (int) ( $seconds * 1e9 );
	$slots     = $concurrency;
	while ( true ) {
		while ( $slots > 0 && ! uf_bench_stopping() && ( null === $deadline ? $started < $count : hrtime( true ) < $deadline ) ) {
			list( $method, $url, $body, $headers ) = $next();
			$handle                                = curl_init( $url );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => $method,
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HTTPHEADER     => $headers,
					CURLOPT_CONNECTTIMEOUT => 5,
					CURLOPT_TIMEOUT        => 30,
					CURLOPT_FORBID_REUSE   => true,
				)
			);
			if ( null !== $body ) {
				curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
			}
			curl_multi_add_handle( $multi, $handle );
			$in_flight[ spl_object_id( $handle ) ] = $handle;
			++$started;
			--$slots;
		}
		if ( array() === $in_flight ) {
			break;
		}
		curl_multi_exec( $multi, $running );
		if ( $running > 0 ) {
			curl_multi_select( $multi, 0.01 );
		}
		for ( $info = curl_multi_info_read( $multi ); false !== $info; $info = curl_multi_info_read( $multi ) ) { // phpcs:ignore Generic.CodeAnalysis.ForLoopWithTestFunctionCall.NotAllowed
			$handle    = $info['handle'];
			$results[] = array(
				'status' => (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				'ms'     => (float) curl_getinfo( $handle, CURLINFO_TOTAL_TIME ) * 1000,
				'body'   => (string) curl_multi_getcontent( $handle ),
				'error'  => CURLE_OK === $info['result'] ? '' : (string) curl_strerror( $info['result'] ),
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
			unset( $in_flight[ spl_object_id( $handle ) ] );
			++$slots;
		}
	}
	curl_multi_close( $multi );
	return array(
		'results' => $results,
		'seconds' => ( hrtime( true ) - $start ) / 1e9,
	);
}

/**
 * Whether a signal asked the run to stop (set by the signal handler).
 *
 * @return bool
 * @phpstan-impure
 */
function uf_bench_stopping(): bool {
	return ! empty( $GLOBALS['uf_stop'] );
}

/**
 * Prints throughput, latency percentiles and status counts of a run.
 *
 * @param string                                                                                                 $label What was requested.
 * @param array{results: array<int, array{status: int, ms: float, body: string, error: string}>, seconds: float} $run   The run.
 * @return void
 */
function uf_bench_report( string $label, array $run ): void {
	$times = array_column( $run['results'], 'ms' );
	sort( $times );
	$n        = count( $times );
	$pick     = static fn( float $p ): float => $n ? $times[ min( $n - 1, (int) ceil( $p * $n ) - 1 ) ] : 0.0;
	$statuses = array_count_values( array_map( static fn( array $r ): string => $r['error'] ? 'curl: ' . $r['error'] : (string) $r['status'], $run['results'] ) );
	ksort( $statuses );
	$codes = implode( ', ', array_map( static fn( $code, int $times ): string => "{$code}×{$times}", array_keys( $statuses ), $statuses ) );
	printf( "%-30s %6d requests in %5.1f s  %7.1f req/s   p50 %6.1f ms  p95 %6.1f ms  p99 %6.1f ms   %s\n", $label, $n, $run['seconds'], $n / max( 0.001, $run['seconds'] ), $pick( 0.5 ), $pick( 0.95 ), $pick( 0.99 ), $codes );
}

/**
 * Checks a --check run against the database: every request answered 201 with its own id,
 * exactly those responses stored, each with its five answer rows and the values sent, and the
 * survey's rollups equal to a rebuild.
 *
 * @param int                                                                    $survey_id The survey.
 * @param array<int, array{status: int, ms: float, body: string, error: string}> $results   What the server answered.
 * @param int                                                                    $expected  Requests sent.
 * @return bool
 */
function uf_bench_verify( int $survey_id, array $results, int $expected ): bool {
	global $wpdb;
	$tables   = userfeedback()->tables();
	$problems = array();
	$ids      = array();
	foreach ( $results as $result ) {
		$data = json_decode( $result['body'], true );
		if ( 201 !== $result['status'] || ! is_array( $data ) || ! is_int( $data['id'] ?? null ) ) {
			$problems[] = "HTTP {$result['status']} {$result['error']} " . substr( $result['body'], 0, 200 );
			continue;
		}
		$ids[] = $data['id'];
	}
	if ( count( $results ) !== $expected ) {
		$problems[] = count( $results ) . " answers for {$expected} requests";
	}
	if ( count( array_unique( $ids ) ) !== count( $ids ) ) {
		$problems[] = 'the same response id answered twice';
	}

	$stored = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$tables->responses()}` WHERE survey_id = %d ORDER BY id", $survey_id ) ) );
	sort( $ids );
	if ( $stored !== $ids ) {
		$problems[] = 'stored response ids ' . wp_json_encode( $stored ) . ' differ from the ids answered ' . wp_json_encode( $ids );
	}
	$per_response = $wpdb->get_col( $wpdb->prepare( "SELECT COUNT(a.id) FROM `{$tables->responses()}` r LEFT JOIN `{$tables->answers()}` a ON a.response_id = r.id WHERE r.survey_id = %d GROUP BY r.id", $survey_id ) );
	$partial      = array_filter( $per_response, static fn( $rows ): bool => 5 !== (int) $rows );
	if ( array() !== $partial ) {
		$problems[] = count( $partial ) . ' responses without exactly 5 answer rows';
	}
	$orphans = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` a LEFT JOIN `{$tables->responses()}` r ON r.id = a.response_id WHERE a.survey_id = %d AND r.id IS NULL", $survey_id ) );
	if ( $orphans > 0 ) {
		$problems[] = "{$orphans} answer rows without their response";
	}

	// The values, as a multiset: what was sent must be what is stored.
	$want = array();
	for ( $n = 0; $n < $expected; $n++ ) {
		foreach ( uf_bench_answers( $n ) as $answer ) {
			foreach ( (array) $answer['value'] as $value ) {
				$key          = $answer['question_id'] . '=' . $value;
				$want[ $key ] = ( $want[ $key ] ?? 0 ) + 1;
			}
		}
	}
	$have = array();
	foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT question_id, value, COUNT(*) AS n FROM `{$tables->answers()}` WHERE survey_id = %d GROUP BY question_id, value", $survey_id ), ARRAY_A ) as $row ) {
		$have[ $row['question_id'] . '=' . $row['value'] ] = (int) $row['n'];
	}
	ksort( $want );
	ksort( $have );
	if ( $want !== $have ) {
		$problems[] = 'stored answer values differ from those sent';
	}
	$ips = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT user_ip) FROM `{$tables->responses()}` WHERE survey_id = %d AND user_ip LIKE %s", $survey_id, '198.1%' ) );

	// The rollups the concurrent writes kept must be what a rebuild from the answers gives.
	$rollups = static fn(): array => $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX( value_hash ) AS hash, answers, comments FROM `{$tables->rollups()}` WHERE survey_id = %d AND ( answers <> 0 OR comments <> 0 ) ORDER BY kind, question_id, day, value_hash", $survey_id ), ARRAY_A );
	$kept    = $rollups();
	userfeedback()->rollups()->invalidate( array( $survey_id ) );
	userfeedback()->rollups()->ensure_current( $survey_id );
	if ( array() === $kept || $rollups() !== $kept ) {
		$problems[] = 'the rollups kept by the writes differ from a rebuild';
	}

	$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d", $survey_id ) );
	printf( "%d parallel POST responses: %d answered 201; stored %d responses and %d answer rows (%d expected); visitor addresses from X-Forwarded-For: %s\n", $expected, count( $ids ), count( $stored ), $rows, 5 * $expected, $ips > 0 ? 'yes' : 'no' );
	foreach ( array_slice( $problems, 0, 20 ) as $problem ) {
		fwrite( STDERR, "  FAIL: {$problem}\n" );
	}
	echo array() === $problems ? "OK\n" : "FAILED\n";
	return array() === $problems;
}

/**
 * Creates the published survey the requests answer, through the admin REST route.
 *
 * @return int Its id.
 */
function uf_bench_create_survey(): int {
	$admins = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	if ( array() === $admins ) {
		fwrite( STDERR, "The site has no administrator.\n" );
		exit( 1 );
	}
	wp_set_current_user( (int) $admins[0] );
	$request = new WP_REST_Request( 'POST', '/userfeedback/v1/surveys' );
	$request->set_body_params(
		array(
			'id'        => null,
			'title'     => 'Bench responses (temporary, deleted by bench/responses-load.php)',
			'status'    => 'publish',
			// Question types every edition and licence allows.
			'questions' => array(
				array(
					'id'     => 'radio',
					'type'   => 'radio-button',
					'title'  => 'One?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
				),
				array(
					'id'     => 'check',
					'type'   => 'checkbox',
					'title'  => 'Many?',
					'config' => array( 'options' => array( 'A', 'B', 'C' ) ),
				),
				array(
					'id'    => 'mail',
					'type'  => 'email',
					'title' => 'Mail?',
				),
				array(
					'id'    => 'long',
					'type'  => 'long-text',
					'title' => 'Why?',
				),
				array(
					'id'    => 'short',
					'type'  => 'text',
					'title' => 'Anything?',
				),
			),
		)
	);
	$response = rest_do_request( $request );
	wp_set_current_user( 0 );
	$data = $response->get_data();
	if ( 201 !== $response->get_status() || ! is_array( $data ) || empty( $data['id'] ) ) {
		fwrite( STDERR, 'Could not create the survey: ' . wp_json_encode( $data ) . "\n" );
		exit( 1 );
	}
	return (int) $data['id'];
}

/**
 * The answers of request $n: five answer rows (the text question is skipped).
 *
 * @param int $n Request number.
 * @return array<int, array{question_id: string, value: mixed}>
 */
function uf_bench_answers( int $n ): array {
	return array(
		array(
			'question_id' => 'radio',
			'value'       => 0 === $n % 2 ? 'Yes' : 'No',
		),
		array(
			'question_id' => 'check',
			'value'       => array( 'A', 'C' ),
		),
		array(
			'question_id' => 'mail',
			'value'       => "visitor{$n}@example.com",
		),
		array(
			'question_id' => 'long',
			'value'       => "Answer number {$n}.",
		),
		array(
			'question_id' => 'short',
			'value'       => null,
		),
	);
}

/**
 * Visitor address $n in 198.18.0.0/15 (reserved for benchmarks).
 *
 * @param int $n Request number.
 * @return string
 */
function uf_bench_ip( int $n ): string {
	$n %= 131072;
	return sprintf( '198.%d.%d.%d', 18 + intdiv( $n, 65536 ), intdiv( $n, 256 ) % 256, $n % 256 );
}

/**
 * How many PHP workers the built-in server of the site runs, read from its process environment
 * (bin/lib/wordpress.sh writes the pid file and sets PHP_CLI_SERVER_WORKERS).
 *
 * @param string $site Site directory.
 * @return string
 */
function uf_bench_server_workers( string $site ): string {
	$pidfile = dirname( $site, 2 ) . '/run/php-' . basename( $site ) . '.pid';
	$pid     = is_file( $pidfile ) ? (int) trim( (string) file_get_contents( $pidfile ) ) : 0;
	$environ = $pid > 0 ? @file_get_contents( "/proc/{$pid}/environ" ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- another user's process: unknown is fine.
	if ( false === $environ ) {
		return 'unknown (no pid file of a PHP built-in server for this site)';
	}
	foreach ( explode( "\0", $environ ) as $pair ) {
		if ( str_starts_with( $pair, 'PHP_CLI_SERVER_WORKERS=' ) ) {
			return 'PHP built-in server, pid ' . $pid . ', ' . substr( $pair, 23 ) . ' workers (PHP_CLI_SERVER_WORKERS)';
		}
	}
	return "PHP built-in server, pid {$pid}, 1 worker (PHP_CLI_SERVER_WORKERS unset)";
}

/**
 * Undoes everything: the setting, the survey and its rows, the rate-limit counters.
 *
 * @return void
 */
function uf_bench_cleanup(): void {
	global $wpdb, $uf_state;
	if ( ! is_array( $uf_state ) ) {
		return;
	}
	if ( null === $uf_state['settings'] ) {
		delete_option( SettingsStore::OPTION );
	} else {
		update_option( SettingsStore::OPTION, $uf_state['settings'] );
	}
	$id = (int) $uf_state['survey_id'];
	if ( $id > 0 ) {
		$tables = userfeedback()->tables();
		foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups() ) as $table ) {
			$wpdb->delete( $table, array( 'survey_id' => $id ), array( '%d' ) );
		}
		$wpdb->delete( $tables->surveys(), array( 'id' => $id ), array( '%d' ) );
	}
	// The counters RateLimiter::hit() wrote: one per survey, address and 10-minute window.
	$windows = array();
	$now     = time();
	for ( $window = $uf_state['started'] - $uf_state['started'] % 600; $window <= $now; $window += 600 ) {
		$windows[] = $window;
	}
	$names   = array();
	$buckets = array();
	foreach ( array_unique( array_merge( $uf_state['ips'], array( '198.18.250.1' ) ) ) as $ip ) {
		foreach ( $windows as $window ) {
			$name      = 'uf_rl_' . md5( "{$id}|{$ip}|{$window}" );
			$names[]   = '_transient_' . $name;
			$names[]   = '_transient_timeout_' . $name;
			$buckets[] = md5( "{$id}|{$ip}|{$window}" );
			if ( wp_using_ext_object_cache() ) {
				wp_cache_delete( $name, 'userfeedback_rate' );
			}
		}
	}
	foreach ( array_chunk( $buckets, 500 ) as $chunk ) {
		$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . userfeedback()->tables()->rate_limits() . '` WHERE bucket IN (' . implode( ',', array_fill( 0, count( $chunk ), 'UNHEX(%s)' ) ) . ')', $chunk ) );
	}
	foreach ( array_chunk( $names, 500 ) as $chunk ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$wpdb->options}` WHERE option_name IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', $chunk ) );
	}
	$uf_state = null;
}
