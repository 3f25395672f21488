<?php
/**
 * Visitor responses over real HTTP against a running dev or test site, with curl_multi.
 *
 * --check:  N (default 20) responses POSTed all at once (or C at a time with --concurrency), then
 *           the database must hold exactly those N responses, each once, with all their answer
 *           rows and the values sent, and the survey's rollups must equal a rebuild; with
 *           --impressions one impression is POSTed beside each response and the survey's
 *           impression counters must add up to exactly the impressions answered 200. Exit 0 when
 *           all holds, 1 otherwise.
 * --rate-limit: 100 responses from one visitor, 64 in flight: exactly 20 get through.
 * --matrix: GET of a trivial public route (default the /wp-json/ index) against POST responses at
 *           several numbers of requests in flight (default 1, 4, 16), in alternating rounds so
 *           both routes see the same machine; prints requests/s, p50/p95/p99 per route and level
 *           and the POST/GET ratios (the targets: POST ≥ 0.9 × GET's requests/s, POST
 *           p99 ≤ 2 × GET's).
 * --profile: N (default 20) requests of each route one at a time, each timed inside WordPress by
 *           a must-use plugin copied into the site for the run (bench/lib/profile-mu-plugin.php,
 *           deleted after): medians of the time at which each phase of the request ends, the
 *           queries of each route (statement, caller, time), files and classes loaded.
 * default:  a load test bounded in time: for T seconds (default 10) keep C requests (default 8) in
 *           flight POSTing valid responses, then the same against the trivial public route;
 *           prints requests/s, p50/p95/p99 latency and status counts.
 *
 * It loads the site's WordPress (wp-load.php) to create a published survey and to issue tokens
 * with the site's own secret, exactly as a page would. The rate limit (20 per visitor and survey
 * in 10 minutes) keys on the client IP, so for the run 127.0.0.1 and ::1 are added to the
 * trusted_proxies setting and every request carries its own X-Forwarded-For address from the
 * benchmarking range 198.18.0.0/15. On exit, even after an error or Ctrl-C, the setting is put
 * back and the survey, its responses, answers, impressions, rollups, queued e-mails and
 * rate-limit counters are deleted. Behind bench/stack.sh's nginx, the node that answered each
 * request (its X-Stack-Node header) is counted.
 *
 * Usage:
 *   php bench/responses-load.php --check [--site DIR] [--url URL] [--requests N] [--concurrency C] [--impressions]
 *   php bench/responses-load.php --rate-limit [--site DIR] [--url URL]
 *   php bench/responses-load.php --profile [--site DIR] [--url URL] [--requests N] [--baseline PATH]
 *   php bench/responses-load.php --matrix [--site DIR] [--url URL] [--levels 1,4,16] [--seconds T] [--rounds R] [--baseline PATH]
 *   php bench/responses-load.php [--site DIR] [--url URL] [--seconds T] [--concurrency C] [--baseline PATH]
 * --site defaults to .dev/sites/dev, --url to the site's home URL; loopback URLs only. --notify off
 * creates the survey without its e-mail notification (on by default, as for any new survey: one
 * e-mail to the admin per response, sent after the reply on PHP-FPM).
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
$uf_opts = getopt( '', array( 'check', 'rate-limit', 'matrix', 'profile', 'impressions', 'site:', 'url:', 'seconds:', 'concurrency:', 'requests:', 'baseline:', 'levels:', 'rounds:', 'notify:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/responses-load.php [--check [--impressions] | --rate-limit | --matrix [--levels 1,4,16] [--rounds R] | --profile] [--site DIR] [--url URL] [--requests N] [--seconds T] [--concurrency C] [--baseline PATH] [--notify on|off]\n" );
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
$uf_requests    = max( 1, min( 20000, (int) $uf_opt( 'requests', '20' ) ) );
// --check sends all its requests at once unless told how many in flight (at most 500 at once).
$uf_check_in = isset( $uf_opts['concurrency'] ) ? $uf_concurrency : min( 500, $uf_requests );
$uf_baseline = '/' . ltrim( $uf_opt( 'baseline', '/wp-json/' ), '/' );
$uf_levels   = array_values( array_unique( array_map( static fn( string $c ): int => max( 1, min( 64, (int) $c ) ), explode( ',', $uf_opt( 'levels', '1,4,16' ) ) ) ) );
$uf_rounds   = max( 1, min( 10, (int) $uf_opt( 'rounds', '3' ) ) );
$uf_notify   = 'off' !== $uf_opt( 'notify', 'on' );

require __DIR__ . '/lib/boot-site.php';
uf_bench_boot_prepare( $uf_site, isset( $uf_opts['url'] ) ? $uf_opt( 'url', '' ) : null, '127.0.0.1', 'start one first (npm start, or see bench/README.md).' );
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/http-run.php';
require __DIR__ . '/lib/bench-survey.php';
$uf_url = uf_bench_boot_check( $uf_site, isset( $uf_opts['url'] ) ? $uf_opt( 'url', '' ) : null );
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
	'remove'    => array(),
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

$uf_state['survey_id'] = uf_bench_create_survey( $uf_notify );
$uf_survey_id          = $uf_state['survey_id'];
// Rollups current from the start, as on a survey whose results have been looked at: every
// response then also updates them, and concurrent responses contend for the same rollup rows.
userfeedback()->rollups()->ensure_current( $uf_survey_id );
$uf_token    = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $uf_survey_id );
$uf_endpoint = "{$uf_url}/wp-json/userfeedback/v1/surveys/{$uf_survey_id}/responses";
$uf_sent     = 0;
$uf_seen     = 0;

/**
 * The next response request: its own visitor address, a valid token, five answer rows, and
 * (as the widget sends) a response key and the questions shown.
 *
 * @return array{0: string, 1: string, 2: string|null, 3: string[], 4: string}
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
			// What the widget sends: its response key and the questions it showed.
			'response_key'   => wp_generate_uuid4(),
			'shown'          => array( 'radio', 'check', 'mail', 'long', 'short' ),
			'completed'      => true,
		)
	);
	return array( 'POST', $uf_endpoint, (string) $body, array( 'Content-Type: application/json', 'X-Forwarded-For: ' . $ip ), 'response' );
};

/**
 * The next impression request (what the widget sends when it shows the survey).
 *
 * @return array{0: string, 1: string, 2: string|null, 3: string[], 4: string}
 */
$uf_next_impression = static function () use ( &$uf_seen, $uf_url, $uf_survey_id, $uf_token ): array {
	$ip = uf_bench_ip( 100000 + $uf_seen++ );
	return array( 'POST', "{$uf_url}/wp-json/userfeedback/v1/surveys/{$uf_survey_id}/impression", (string) wp_json_encode( array( 'nonce' => $uf_token ) ), array( 'Content-Type: application/json', 'X-Forwarded-For: ' . $ip ), 'impression' );
};

if ( isset( $uf_opts['rate-limit'] ) ) {
	// 100 responses from one visitor, 64 in flight: the limit (20 per visitor and survey in 10
	// minutes) must hold exactly under concurrency.
	$uf_one_visitor = static function () use ( $uf_next_response ): array {
		$request       = $uf_next_response();
		$request[3][1] = 'X-Forwarded-For: 198.18.250.1';
		return $request;
	};
	// The limit is a fixed window: a run that straddles a window's edge may pass twice the limit,
	// as designed (RateLimiter). Start in a fresh window when less than a minute of this one is
	// left, so the run checks the limit within one window.
	$uf_window = \UserFeedback\Visitors\VisitorLimits::RESPONSES_WINDOW;
	$uf_left   = $uf_window - ( time() % $uf_window );
	if ( $uf_left < 60 ) {
		sleep( $uf_left + 1 );
	}
	$uf_run     = uf_bench_run( $uf_one_visitor, 64, 100, null );
	$uf_status  = array_count_values( array_map( static fn( array $r ): int => $r['status'], $uf_run['results'] ) );
	$uf_stored  = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_survey_id ) );
	$uf_created = (int) ( $uf_status[201] ?? 0 );
	$uf_limited = (int) ( $uf_status[429] ?? 0 );
	printf( "100 parallel POST responses from one visitor (limit 20): %d answered 201, %d answered 429, %d other; %d stored%s\n", $uf_created, $uf_limited, 100 - $uf_created - $uf_limited, $uf_stored, uf_bench_nodes( $uf_run ) );
	exit( 20 === $uf_created && 80 === $uf_limited && 20 === $uf_stored ? 0 : 1 );
}

if ( $uf_check ) {
	$uf_next = $uf_next_response;
	if ( isset( $uf_opts['impressions'] ) ) {
		// One impression beside each response, interleaved: the counters must add up exactly.
		$uf_turn = 0;
		$uf_next = static function () use ( &$uf_turn, $uf_next_response, $uf_next_impression ): array {
			$uf_even = 0 === $uf_turn % 2;
			++$uf_turn;
			return $uf_even ? $uf_next_impression() : $uf_next_response();
		};
	}
	$uf_started = hrtime( true );
	$uf_run     = uf_bench_run( $uf_next, $uf_check_in, isset( $uf_opts['impressions'] ) ? 2 * $uf_requests : $uf_requests, null );
	if ( uf_bench_stopping() ) {
		exit( 130 );
	}
	if ( $uf_requests > 500 || isset( $uf_opts['concurrency'] ) ) {
		printf( "Sent in %.1f s, %d in flight%s\n", ( hrtime( true ) - $uf_started ) / 1e9, $uf_check_in, uf_bench_nodes( $uf_run ) );
	}
	$uf_ok = uf_bench_verify( $uf_survey_id, $uf_run['results'], $uf_requests );
	if ( $uf_notify ) {
		$uf_mail = uf_bench_mail_settle( $uf_survey_id );
		echo uf_bench_mail_line( $uf_mail ), "\n";
		$uf_created = count( array_filter( $uf_run['results'], static fn( array $r ): bool => 201 === $r['status'] && 'impression' !== $r['kind'] ) );
		$uf_ok      = $uf_ok && 0 === $uf_mail['open'] && $uf_created === $uf_mail['sent'];
	}
	exit( $uf_ok ? 0 : 1 );
}

printf( "Site %s, survey %d; one visitor address per request; %s.\n", $uf_url, $uf_survey_id, $uf_notify ? 'e-mail notification on (one e-mail per response)' : 'no e-mail notification (--notify off)' );
printf( "Server: %s\n", uf_bench_server_workers( $uf_site, $uf_url ) );
$uf_get = static fn(): array => array( 'GET', $uf_url . $uf_baseline, null, array(), 'get' );

if ( isset( $uf_opts['profile'] ) ) {
	uf_bench_profile( $uf_site, $uf_requests, $uf_next_response, $uf_get, "GET {$uf_baseline}" );
	exit( 0 );
}

if ( isset( $uf_opts['matrix'] ) ) {
	// Rounds alternate which route goes first, so a busier or quieter moment of the machine
	// falls on both; each level's figures pool its rounds.
	printf( "%.0f s per route and round, %d rounds, levels %s\n", $uf_seconds, $uf_rounds, implode( ', ', $uf_levels ) );
	$uf_table = array();
	foreach ( $uf_levels as $uf_level ) {
		$uf_pool = array(
			'get'  => array(
				'results' => array(),
				'seconds' => 0.0,
			),
			'post' => array(
				'results' => array(),
				'seconds' => 0.0,
			),
		);
		for ( $uf_round = 0; $uf_round < $uf_rounds; $uf_round++ ) {
			if ( uf_bench_stopping() ) {
				break;
			}
			foreach ( 0 === $uf_round % 2 ? array( 'get', 'post' ) : array( 'post', 'get' ) as $uf_route ) {
				$uf_run                           = uf_bench_run( 'get' === $uf_route ? $uf_get : $uf_next_response, $uf_level, null, $uf_seconds );
				$uf_pool[ $uf_route ]['results']  = array_merge( $uf_pool[ $uf_route ]['results'], $uf_run['results'] );
				$uf_pool[ $uf_route ]['seconds'] += $uf_run['seconds'];
				printf( "  round %d, %2d in flight: %s\n", $uf_round + 1, $uf_level, uf_bench_line( 'get' === $uf_route ? "GET {$uf_baseline}" : 'POST responses', $uf_run ) );
				if ( 'post' === $uf_route && $uf_notify ) {
					// E-mails still being sent after the round would cost the next round (a GET
					// one, half the time) what belongs to this one: wait until the queue is empty,
					// and say how far behind the replies the e-mails were.
					echo '                          ', uf_bench_mail_line( uf_bench_mail_settle( $uf_survey_id ) ), "\n";
				}
			}
		}
		$uf_table[ $uf_level ] = array(
			'get'  => uf_bench_stats( $uf_pool['get'] ),
			'post' => uf_bench_stats( $uf_pool['post'] ),
		);
	}
	if ( uf_bench_stopping() ) {
		exit( 130 );
	}
	echo "\n| route | in flight | req/s | p50 | p95 | p99 | statuses | nodes |\n| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |\n";
	foreach ( $uf_table as $uf_level => $uf_pair ) {
		foreach ( array(
			'get'  => "GET {$uf_baseline}",
			'post' => 'POST responses',
		) as $uf_route => $uf_label ) {
			$uf_stats = $uf_pair[ $uf_route ];
			printf( "| %s | %d | %.1f | %.1f ms | %.1f ms | %.1f ms | %s | %s |\n", $uf_label, $uf_level, $uf_stats['rps'], $uf_stats['p50'], $uf_stats['p95'], $uf_stats['p99'], $uf_stats['statuses'], $uf_stats['nodes'] );
		}
	}
	echo "\nPOST against GET (targets at 4 and 16 in flight: req/s ratio >= 0.90, p99 ratio <= 2.00):\n";
	$uf_met = true;
	foreach ( $uf_table as $uf_level => $uf_pair ) {
		$uf_rps    = $uf_pair['post']['rps'] / max( 0.001, $uf_pair['get']['rps'] );
		$uf_p99    = $uf_pair['post']['p99'] / max( 0.001, $uf_pair['get']['p99'] );
		$uf_target = in_array( $uf_level, array( 4, 16 ), true );
		$uf_ok     = $uf_rps >= 0.9 && $uf_p99 <= 2.0;
		$uf_met    = $uf_met && ( ! $uf_target || $uf_ok );
		printf( "  %2d in flight: req/s %.2f, p99 %.2f%s\n", $uf_level, $uf_rps, $uf_p99, $uf_target ? ( $uf_ok ? '  met' : '  MISSED' ) : '' );
	}
	$uf_posted = array_sum( array_map( static fn( array $pair ): int => $pair['post']['created'], $uf_table ) );
	$uf_stored = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_survey_id ) );
	printf( "Stored %d responses for %d answered 201%s\n", $uf_stored, $uf_posted, $uf_stored === $uf_posted ? '' : ' — MISMATCH' );
	echo $uf_met ? "Targets met.\n" : "Targets missed.\n";
	exit( 0 );
}

printf( "%.0f s per route, %d requests in flight.\n", $uf_seconds, $uf_concurrency );
$uf_run = uf_bench_run( $uf_next_response, $uf_concurrency, null, $uf_seconds );
if ( uf_bench_stopping() ) {
	exit( 130 );
}
uf_bench_report( 'POST surveys/{id}/responses', $uf_run );
$uf_created = count( array_filter( $uf_run['results'], static fn( array $r ): bool => 201 === $r['status'] ) );
$uf_stored  = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_survey_id ) );
printf( "  stored %d responses for %d answered 201%s\n", $uf_stored, $uf_created, $uf_stored === $uf_created ? '' : ' — MISMATCH' );

$uf_run = uf_bench_run( $uf_get, $uf_concurrency, null, $uf_seconds );
uf_bench_report( "GET {$uf_baseline}", $uf_run );
exit( uf_bench_stopping() ? 130 : 0 );

/**
 * Prints throughput, latency percentiles and status counts of a run.
 *
 * @param string                                                                                                                             $label What was requested.
 * @param array{results: array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string}>, seconds: float} $run   The run.
 * @return void
 */
function uf_bench_report( string $label, array $run ): void {
	echo uf_bench_line( $label, $run ), "\n";
}

/**
 * The requests per node of a run behind bench/stack.sh's nginx, as ", nodes: node1 × N, …", or ''.
 *
 * @param array{results: array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string}>, seconds: float} $run The run.
 * @return string
 */
function uf_bench_nodes( array $run ): string {
	$nodes = uf_bench_stats( $run )['nodes'];
	return '—' === $nodes ? '' : '; nodes: ' . $nodes;
}

/**
 * Waits (at most 30 s) until none of the survey's notification e-mails is still pending or being
 * sent, looking every 50 ms.
 *
 * @param int $survey_id The bench survey.
 * @return array{queued: int, sent: int, open_at_end: int, open: int, seconds: float}
 */
function uf_bench_mail_settle( int $survey_id ): array {
	global $wpdb;
	$table  = userfeedback()->tables()->email_queue();
	$counts = static function () use ( $wpdb, $table, $survey_id ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the bench's own survey, name from Tables; read fresh on each look.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM `{$table}` WHERE survey_id = %d AND kind = 'response' GROUP BY status", $survey_id ), ARRAY_A );
		return array_column( $rows, 'n', 'status' );
	};
	$open   = static fn( array $by ): int => (int) ( $by['pending'] ?? 0 ) + (int) ( $by['sending'] ?? 0 );
	$start  = hrtime( true );
	$by     = $counts();
	$first  = $open( $by );
	while ( $open( $by ) > 0 && hrtime( true ) - $start < 30e9 && ! uf_bench_stopping() ) {
		usleep( 50000 );
		$by = $counts();
	}
	return array(
		'queued'      => (int) array_sum( $by ),
		'sent'        => (int) ( $by['sent'] ?? 0 ),
		'open_at_end' => $first,
		'open'        => $open( $by ),
		'seconds'     => 0 === $first ? 0.0 : ( hrtime( true ) - $start ) / 1e9,
	);
}

/**
 * One line about the e-mails of uf_bench_mail_settle().
 *
 * @param array{queued: int, sent: int, open_at_end: int, open: int, seconds: float} $mail What it found.
 * @return string
 */
function uf_bench_mail_line( array $mail ): string {
	return sprintf(
		'e-mails so far: %d queued, %d sent; %d not yet sent when the last reply came, %s',
		$mail['queued'],
		$mail['sent'],
		$mail['open_at_end'],
		0 === $mail['open'] ? sprintf( 'all sent %.1f s later', $mail['seconds'] ) : sprintf( '%d STILL NOT SENT after %.0f s', $mail['open'], $mail['seconds'] )
	);
}

/**
 * Checks a --check run against the database: every request answered 201 with its own id,
 * exactly those responses stored, each once, with its five answer rows and the values sent, the
 * survey's rollups equal to a rebuild, and (with impressions) the impression counters equal to
 * the impressions answered 200.
 *
 * @param int                                                                                                $survey_id The survey.
 * @param array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string}> $results   What the server answered.
 * @param int                                                                                                $expected  Responses sent.
 * @return bool
 */
function uf_bench_verify( int $survey_id, array $results, int $expected ): bool {
	global $wpdb;
	$tables      = userfeedback()->tables();
	$problems    = array();
	$ids         = array();
	$impressions = array_values( array_filter( $results, static fn( array $r ): bool => 'impression' === $r['kind'] ) );
	$results     = array_values( array_filter( $results, static fn( array $r ): bool => 'impression' !== $r['kind'] ) );
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
		$problems[] = sprintf( '%d stored response ids differ from the %d ids answered: %d stored but not answered, %d answered but not stored', count( $stored ), count( $ids ), count( array_diff( $stored, $ids ) ), count( array_diff( $ids, $stored ) ) );
	}
	// Exactly once: each visitor's e-mail answer (unique per request) is stored one time.
	$twice = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT value FROM `{$tables->answers()}` WHERE survey_id = %d AND question_id = 'mail' GROUP BY value HAVING COUNT(*) > 1 ) t", $survey_id ) );
	if ( $twice > 0 ) {
		$problems[] = "{$twice} visitors' responses stored more than once";
	}
	$counted = 0;
	if ( array() !== $impressions ) {
		$answered = count( array_filter( $impressions, static fn( array $r ): bool => 200 === $r['status'] && str_contains( $r['body'], '"counted":true' ) ) );
		$counted  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( SUM( count ), 0 ) FROM `{$tables->impressions()}` WHERE survey_id = %d", $survey_id ) );
		if ( count( $impressions ) !== $answered ) {
			$problems[] = ( count( $impressions ) - $answered ) . ' impressions not answered 200';
		}
		if ( $counted !== $answered ) {
			$problems[] = "impression counters add up to {$counted} for {$answered} impressions answered 200";
		}
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
	$rollups = static fn(): array => $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX( value_hash ) AS hash, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `{$tables->rollups()}` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", $survey_id ), ARRAY_A );
	$kept    = $rollups();
	userfeedback()->rollups()->invalidate( array( $survey_id ) );
	userfeedback()->rollups()->ensure_current( $survey_id );
	if ( array() === $kept || $rollups() !== $kept ) {
		$problems[] = 'the rollups kept by the writes differ from a rebuild';
	}

	$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d", $survey_id ) );
	printf( "%d parallel POST responses: %d answered 201; stored %d responses and %d answer rows (%d expected); visitor addresses from X-Forwarded-For: %s\n", $expected, count( $ids ), count( $stored ), $rows, 5 * $expected, $ips > 0 ? 'yes' : 'no' );
	if ( array() !== $impressions ) {
		$queued = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->email_queue()}` WHERE survey_id = %d AND kind = 'response'", $survey_id ) );
		printf( "%d impressions: counters add up to %d; rollups equal a rebuild: %s; notification e-mails queued: %d\n", count( $impressions ), $counted, in_array( 'the rollups kept by the writes differ from a rebuild', $problems, true ) ? 'no' : 'yes', $queued );
	}
	foreach ( array_slice( $problems, 0, 20 ) as $problem ) {
		fwrite( STDERR, "  FAIL: {$problem}\n" );
	}
	echo array() === $problems ? "OK\n" : "FAILED\n";
	return array() === $problems;
}

/**
 * Creates the published survey the requests answer, through the admin REST route.
 *
 * @param bool $notify Whether each response e-mails the admin (a new survey's default).
 * @return int Its id.
 */
function uf_bench_create_survey( bool $notify ): int {
	return (int) uf_bench_rest_survey(
		array(
			'title'         => 'Bench responses (temporary, deleted by bench/responses-load.php)',
			'notifications' => array( 'email' => array( 'active' => $notify ) ),
			'questions'     => uf_bench_load_questions(),
		)
	)['id'];
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
 * What serves the site: bench/stack.sh's nginx and PHP-FPM nodes (their workers read from the
 * stack's pool configs), or a PHP built-in server and its worker count, read from its process
 * environment (bin/lib/wordpress.sh and bench/stack.sh write the pid files and set
 * PHP_CLI_SERVER_WORKERS).
 *
 * @param string $site Site directory.
 * @param string $url  The URL requests go to.
 * @return string
 */
function uf_bench_server_workers( string $site, string $url ): string {
	$dev  = dirname( $site, 2 );
	$port = (int) wp_parse_url( $url, PHP_URL_PORT );
	if ( 8940 === $port && 'stack' === basename( $site ) ) {
		$nodes = array();
		$confs = glob( $dev . '/stack/php-fpm-node*.conf' );
		foreach ( false === $confs ? array() : $confs as $conf ) {
			preg_match( '/^pm\.max_children = (\d+)$/m', (string) file_get_contents( $conf ), $found );
			$nodes[] = basename( $conf, '.conf' ) . ': ' . ( $found[1] ?? '?' ) . ' workers';
		}
		return 'nginx + PHP-FPM (bench/stack.sh), ' . count( $nodes ) . ' nodes (' . implode( ', ', $nodes ) . '), opcache without timestamp checks, WP_DEBUG off';
	}
	$pidfile = 8941 === $port && 'stack' === basename( $site ) ? $dev . '/run/stack-php-s.pid' : $dev . '/run/php-' . basename( $site ) . '.pid';
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
 * The --profile run: installs the profiling must-use plugin, sends $count requests of each route
 * one at a time (alternating, each with the run's secret header), and prints per route the
 * medians of the time at which each phase ended, the queries and what was loaded.
 *
 * @param string   $site   Site directory.
 * @param int      $count  Requests per route.
 * @param callable $post   The next response request.
 * @param callable $get    The baseline request.
 * @param string   $label  The baseline's label.
 * @return void
 */
function uf_bench_profile( string $site, int $count, callable $post, callable $get, string $label ): void {
	global $uf_state;
	$dir = $site . '/wp-content/mu-plugins';
	if ( ! is_dir( $dir ) ) {
		mkdir( $dir );
		$uf_state['remove'][] = $dir;
	}
	$secret = bin2hex( random_bytes( 16 ) );
	$out    = tempnam( sys_get_temp_dir(), 'uf-profile-' );
	// A new file name each run: nodes whose opcache never re-reads a file (bench/stack.sh) would
	// otherwise run the copy of an earlier run.
	$plugin = 'userfeedback-bench-profile-' . substr( $secret, 0, 8 ) . '.php';
	foreach ( array( $plugin, 'userfeedback-bench-profile.json', $out ) as $file ) {
		$uf_state['remove'][] = str_starts_with( $file, '/' ) ? $file : "{$dir}/{$file}";
	}
	file_put_contents(
		"{$dir}/userfeedback-bench-profile.json",
		(string) wp_json_encode(
			array(
				'secret' => $secret,
				'out'    => $out,
			)
		)
	);
	copy( __DIR__ . '/lib/profile-mu-plugin.php', "{$dir}/{$plugin}" );
	$with = static function ( callable $next, string $route ) use ( $secret ): callable {
		return static function () use ( $next, $route, $secret ): array {
			$request      = $next();
			$request[3][] = 'X-UF-Profile: ' . $secret;
			$request[4]   = $route;
			return $request;
		};
	};
	// Warm-up (the first requests after the file appears compile it on every worker), then the run.
	uf_bench_run( $with( $get, 'warm' ), 1, 16, null );
	file_put_contents( $out, '' );
	$turn = 0;
	$next = static function () use ( &$turn, $with, $post, $get ): array {
		$even = 0 === $turn % 2;
		++$turn;
		return ( $even ? $with( $get, 'get' ) : $with( $post, 'post' ) )();
	};
	$run  = uf_bench_run( $next, 1, 2 * $count, null );

	$read   = file( $out, FILE_IGNORE_NEW_LINES );
	$lines  = array_values( array_filter( array_map( static fn( string $l ) => json_decode( $l, true ), false === $read ? array() : $read ), 'is_array' ) );
	$median = static function ( array $values ): float {
		sort( $values );
		$n = count( $values );
		return $n ? (float) ( $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2 ) : 0.0;
	};
	$client = array();
	foreach ( $run['results'] as $result ) {
		$client[ $result['kind'] ][] = $result['ms'];
	}
	foreach ( array(
		'get'  => $label,
		'post' => 'POST responses',
	) as $route => $name ) {
		$mine = array_values( array_filter( $lines, static fn( array $l ): bool => ( 'get' === $route ) === ( 'GET' === $l['method'] ) ) );
		if ( array() === $mine ) {
			echo "{$name}: no profile recorded (is the site's mu-plugins folder loaded?)\n";
			continue;
		}
		printf( "\n%s: %d requests, one at a time; client time p50 %.1f ms; status %s; SAPI %s\n", $name, count( $mine ), $median( $client[ $route ] ?? array() ), implode( ',', array_unique( array_column( $mine, 'status' ) ) ), $mine[0]['sapi'] );
		echo "  phase ends (ms since the request began, medians; the worker's CPU time from the plugin's first line to there):\n";
		$names = array();
		foreach ( $mine as $line ) {
			$names += array_flip( array_keys( $line['marks'] ) );
		}
		$ends = array();
		foreach ( array_keys( $names ) as $mark ) {
			$ends[ $mark ] = $median( array_map( static fn( array $l ): float => (float) ( $l['marks'][ $mark ] ?? 0 ), $mine ) );
		}
		asort( $ends );
		$previous = 0.0;
		$cpu_was  = 0.0;
		foreach ( $ends as $mark => $at ) {
			$cpu_at = $median( array_map( static fn( array $l ): float => (float) ( $l['cpu'][ $mark ] ?? 0 ), $mine ) );
			printf( "    %-38s %7.2f  (+%.2f)   CPU %6.2f  (+%.2f)\n", $mark, $at, $at - $previous, $cpu_at, $cpu_at - $cpu_was );
			$previous = $at;
			$cpu_was  = $cpu_at;
		}
		$spent = array();
		foreach ( $mine as $line ) {
			foreach ( (array) ( $line['callbacks'] ?? array() ) as $callback => $ms ) {
				$spent[ $callback ][] = $ms;
			}
		}
		$spent = array_map( static fn( array $ms ): float => $median( array_pad( $ms, count( $mine ), 0.0 ) ), $spent );
		arsort( $spent );
		echo "  slowest hooked callbacks (ms, medians):\n";
		foreach ( array_slice( $spent, 0, 15, true ) as $callback => $ms ) {
			printf( "    %6.2f  %s\n", $ms, substr( $callback, 0, 120 ) );
		}
		$counts = array_map( static fn( array $l ): int => count( $l['queries'] ), $mine );
		$times  = array_map( static fn( array $l ): float => array_sum( array_column( $l['queries'], 'ms' ) ), $mine );
		printf( "  queries: median %d per request, %.2f ms in the database; files %d (plugin %d), classes %d, peak %.1f MB, autoloaded options %.1f KB, hooks %d\n", $median( $counts ), $median( $times ), $median( array_column( $mine, 'files' ) ), $median( array_map( static fn( array $l ): int => count( $l['plugin_files'] ), $mine ) ), $median( array_column( $mine, 'classes' ) ), $median( array_column( $mine, 'peak_mb' ) ), $median( array_column( $mine, 'autoload_bytes' ) ) / 1024, $median( array_column( $mine, 'hooks' ) ) );
		$by_sql = array();
		foreach ( $mine as $line ) {
			foreach ( $line['queries'] as $query ) {
				// The must-use plugin took the values out: equal statements group.
				$by_sql[ $query['sql'] ]['ms'][]   = $query['ms'];
				$by_sql[ $query['sql'] ]['caller'] = $query['caller'];
				$by_sql[ $query['sql'] ]['at'][]   = (float) ( $query['at'] ?? 0 );
			}
		}
		foreach ( $by_sql as $sql => $seen ) {
			printf( "    %4.1f× %6.2f ms at %6.2f  %s\n           ← %s\n", count( $seen['ms'] ) / count( $mine ), $median( $seen['ms'] ), $median( $seen['at'] ), substr( $sql, 0, 110 ), substr( $seen['caller'], 0, 150 ) );
		}
		if ( 'post' === $route ) {
			$files = array_count_values( array_merge( ...array_column( $mine, 'plugin_files' ) ) );
			$dirs  = array();
			foreach ( array_keys( $files ) as $file ) {
				$top          = implode( '/', array_slice( explode( '/', (string) $file ), 0, 2 ) );
				$dirs[ $top ] = ( $dirs[ $top ] ?? 0 ) + 1;
			}
			arsort( $dirs );
			echo '  plugin files by folder: ' . implode( ', ', array_map( static fn( $d, $n ): string => "{$d} {$n}", array_keys( $dirs ), $dirs ) ) . "\n";
		}
	}
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
	// Files a --profile run put into the site, the settings, the survey and its rows.
	uf_bench_undo_run( $uf_state['remove'], $uf_state['settings'], (int) $uf_state['survey_id'] );
	$id = (int) $uf_state['survey_id'];
	// The counters Visitors\VisitorLimits wrote: per survey and address, new responses per
	// 10-minute window and impressions per hour (RateLimiter's bucket is md5( key|window )).
	$names   = array();
	$buckets = array();
	$now     = time();
	foreach ( array(
		'response'   => 600,
		'impression' => 3600,
	) as $kind => $length ) {
		for ( $window = $uf_state['started'] - $uf_state['started'] % $length; $window <= $now; $window += $length ) {
			foreach ( array_unique( array_merge( $uf_state['ips'], array( '198.18.250.1' ) ) ) as $ip ) {
				$key       = "{$kind}|{$id}|" . \UserFeedback\Visitors\ClientIp::rate_key( $ip ) . "|{$window}";
				$name      = 'uf_rl_' . md5( $key );
				$names[]   = '_transient_' . $name;
				$names[]   = '_transient_timeout_' . $name;
				$buckets[] = md5( $key );
				if ( wp_using_ext_object_cache() ) {
					wp_cache_delete( $name, 'userfeedback_rate' );
				}
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
