<?php
/**
 * Does the background queue keep up with visitors, and does it empty without them?
 *
 * On bench/stack.sh's stack (nginx + 2 PHP-FPM), with wrk: GET /wp-json/ against POST responses of
 * a survey whose e-mail notification is on (one e-mail per response), at each level of requests
 * in flight (default 4 and 16), in interleaved rounds (default 4 × 15 s; the route that goes first
 * alternates, so the machine's quieter and busier moments fall on both). After each POST round it
 * counts the queue rows still due at the last reply and times how long the queue takes to empty
 * with no further request. Then a burst of N submissions (default 5,000 at 16 in flight) and the
 * same two figures, waiting up to --settle seconds (default 120).
 *
 * --mail sendmail (default): the stack's stand-in MTA (PHP mail(), a sendmail script appending to
 *   .dev/stack/mail/outbox.mbox). --mail smtp: wp_mail() over SMTP to a loopback sink
 *   (bench/lib/smtp-sink.py on a free port, through a must-use plugin copied in for the run,
 *   bench/lib/smtp-mu-plugin.php), which also counts the SMTP connections the e-mails took.
 *   --mail none: every message is reported sent without any transport (bench/lib/null-mail-mu-plugin.php,
 *   WordPress's pre_wp_mail), which leaves the plugin's own share of an e-mail's cost.
 *   Mail never leaves the machine.
 * --runner wp-cron (default): nothing else runs — what a site gets from the plugin itself.
 *   --runner cli: a system cron stand-in starts `wp userfeedback <--runner-args>` (default
 *   `queue run --until-empty --max-seconds=55`) at the start of every minute, as the documented
 *   crontab line does.
 *
 * Prints each round, then one table: req/s, p50, p99 per route and level; POST ÷ GET (req/s over
 * all rounds; p99 as the median of the rounds' ratios); the machine's busy CPU per request (a
 * submission's until its e-mails were sent) and its ratio, steadier from run to run than req/s;
 * the queue at the last reply and the time to empty. Everything it adds (survey, responses, queue rows, rate-limit counters, the trusted
 * proxy, the must-use plugin) is removed on exit.
 *
 * Usage:
 *   php bench/queue-throughput.php [--site DIR] [--url URL] [--levels 4,16] [--rounds 4] [--seconds 15]
 *       [--burst 5000] [--burst-concurrency 16] [--settle 120] [--mail sendmail|smtp|none]
 *       [--runner wp-cron|cli] [--runner-args "queue run --until-empty --max-seconds=55"] [--notify on|off]
 *
 * @package UserFeedback
 */

// A command-line tool: direct queries on its own rows, output to the terminal, processes of its own.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals, WordPress.PHP.DiscouragedPHPFunctions

use UserFeedback\Settings\SettingsStore;
use UserFeedback\Visitors\SubmissionToken;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_root = dirname( __DIR__ );
$uf_opts = getopt( '', array( 'site:', 'url:', 'levels:', 'rounds:', 'seconds:', 'burst:', 'burst-concurrency:', 'settle:', 'mail:', 'runner:', 'runner-args:', 'notify:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/queue-throughput.php [--site DIR] [--url URL] [--levels 4,16] [--rounds 4] [--seconds 15] [--burst 5000] [--burst-concurrency 16] [--settle 120] [--mail sendmail|smtp|none] [--runner wp-cron|cli] [--runner-args ARGS] [--notify on|off]\n" );
	exit( 2 );
}
$uf_opt      = static fn( string $name, string $fallback ): string => (string) ( $uf_opts[ $name ] ?? $fallback );
$uf_site     = rtrim( $uf_opt( 'site', $uf_root . '/.dev/sites/stack' ), '/' );
$uf_levels   = array_map( static fn( string $c ): int => max( 1, min( 64, (int) $c ) ), explode( ',', $uf_opt( 'levels', '4,16' ) ) );
$uf_rounds   = max( 0, min( 10, (int) $uf_opt( 'rounds', '4' ) ) );
$uf_seconds  = max( 1, min( 300, (int) $uf_opt( 'seconds', '15' ) ) );
$uf_burst    = max( 0, min( 100000, (int) $uf_opt( 'burst', '5000' ) ) );
$uf_burst_in = max( 1, min( 64, (int) $uf_opt( 'burst-concurrency', '16' ) ) );
$uf_settle   = max( 1, min( 600, (int) $uf_opt( 'settle', '120' ) ) );
$uf_mail     = $uf_opt( 'mail', 'sendmail' );
$uf_runner   = $uf_opt( 'runner', 'wp-cron' );
$uf_run_args = $uf_opt( 'runner-args', 'queue run --until-empty --max-seconds=55' );
$uf_notify   = 'off' !== $uf_opt( 'notify', 'on' );
if ( ! in_array( $uf_mail, array( 'sendmail', 'smtp', 'none' ), true ) || ! in_array( $uf_runner, array( 'wp-cron', 'cli' ), true ) ) {
	fwrite( STDERR, "--mail is sendmail, smtp or none, --runner wp-cron or cli.\n" );
	exit( 2 );
}
$uf_wrk = trim( (string) shell_exec( 'command -v wrk' ) );
if ( '' === $uf_wrk ) {
	fwrite( STDERR, "wrk is missing (apt-get install wrk).\n" );
	exit( 2 );
}
require __DIR__ . '/lib/boot-site.php';
uf_bench_boot_prepare( $uf_site, isset( $uf_opts['url'] ) ? $uf_opt( 'url', '' ) : null, '127.0.0.1:8940', 'bash bench/stack.sh start first.' );
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/bench-survey.php';
$uf_url = uf_bench_boot_check( $uf_site, isset( $uf_opts['url'] ) ? $uf_opt( 'url', '' ) : null );

// From here on, everything this script changes is undone on exit (uf_queue_cleanup).
$uf_state = array(
	'survey_id' => 0,
	'settings'  => get_option( SettingsStore::OPTION, null ),
	'started'   => time(),
	'visitors'  => 0,
	'remove'    => array(),
	'pgids'     => array(),
);
register_shutdown_function( 'uf_queue_cleanup' );
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	foreach ( array( SIGINT, SIGTERM ) as $uf_signal ) {
		pcntl_signal( $uf_signal, static fn() => exit( 130 ) );
	}
}

$uf_proxies = (array) userfeedback()->settings()->get( 'trusted_proxies' );
userfeedback()->settings()->update( array( 'trusted_proxies' => array_values( array_unique( array_merge( $uf_proxies, array( '127.0.0.1', '::1' ) ) ) ) ) );
$uf_state['survey_id'] = uf_queue_create_survey( $uf_notify );
userfeedback()->rollups()->ensure_current( $uf_state['survey_id'] );
$uf_token = ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $uf_state['survey_id'] );
$uf_path  = '/wp-json/userfeedback/v1/surveys/' . $uf_state['survey_id'] . '/responses';
$uf_stack = $uf_root . '/.dev/stack';

$uf_smtp_stats = '';
if ( 'smtp' === $uf_mail ) {
	$uf_port              = uf_queue_free_port();
	$uf_smtp_stats        = sys_get_temp_dir() . '/uf-smtp-sink-' . getmypid() . '.txt';
	$uf_state['pgids'][]  = uf_queue_spawn( 'python3 ' . escapeshellarg( __DIR__ . '/lib/smtp-sink.py' ) . " {$uf_port} " . escapeshellarg( $uf_smtp_stats ), '/dev/null' );
	$uf_state['remove'][] = $uf_smtp_stats;
	$uf_mu                = uf_queue_mu_plugin( $uf_site, 'smtp-mu-plugin.php', 'userfeedback-bench-smtp.php' );
	file_put_contents( $uf_mu . '/userfeedback-bench-smtp.json', (string) wp_json_encode( array( 'port' => $uf_port ) ) );
	$uf_state['remove'][] = $uf_mu . '/userfeedback-bench-smtp.json';
	$uf_wait              = microtime( true ) + 5;
	while ( ! is_file( $uf_smtp_stats ) && microtime( true ) < $uf_wait ) {
		usleep( 100000 );
	}
}
if ( 'none' === $uf_mail ) {
	uf_queue_mu_plugin( $uf_site, 'null-mail-mu-plugin.php', 'userfeedback-bench-null-mail.php' );
}
if ( 'cli' === $uf_runner ) {
	// The site says a system cron runs its queue (USERFEEDBACK_QUEUE_SYSTEM_CRON): no request
	// sends after its reply.
	uf_queue_mu_plugin( $uf_site, 'system-cron-mu-plugin.php', 'userfeedback-bench-system-cron.php' );
	// A system cron stand-in: one run at the start of every minute (the first one now), each in
	// the background, as cron starts a job whether or not the last one has finished. Mail from
	// the command line goes to the same catcher as the nodes'.
	$uf_wp               = 'php -d sendmail_path=' . escapeshellarg( $uf_stack . '/mail/sendmail' ) . ' ' . escapeshellarg( $uf_root . '/vendor/wp-cli/wp-cli/php/boot-fs.php' ) . ' --allow-root --path=' . escapeshellarg( $uf_site ) . ' userfeedback ' . $uf_run_args;
	$uf_state['pgids'][] = uf_queue_spawn( 'while :; do ' . $uf_wp . ' & sleep $(( 60 - $(date +%s) % 60 )); done', $uf_stack . '/logs/queue-runner.log' );
}

$uf_mail_label = array(
	'smtp'     => 'SMTP to a loopback sink',
	'none'     => 'no transport (pre_wp_mail: the plugin\'s own share)',
	'sendmail' => 'sendmail (the stack\'s stand-in MTA)',
)[ $uf_mail ];
printf( "Site %s, survey %d, e-mail notification %s; mail: %s; queue runner: %s.\n", $uf_url, $uf_state['survey_id'], $uf_notify ? 'on' : 'off', $uf_mail_label, 'cli' === $uf_runner ? "system cron stand-in, wp userfeedback {$uf_run_args} every minute" : 'the plugin alone (WP-Cron, no further visits)' );
printf( "%d rounds × %d s per route and level (levels %s); burst %d at %d in flight.\n", $uf_rounds, $uf_seconds, implode( ', ', $uf_levels ), $uf_burst, $uf_burst_in );

$uf_rows = array();
foreach ( $uf_levels as $uf_level ) {
	$uf_pool      = array(
		'get'  => array(),
		'post' => array(),
	);
	$uf_mail_rows = array();
	for ( $uf_round = 0; $uf_round < $uf_rounds; $uf_round++ ) {
		foreach ( 0 === $uf_round % 2 ? array( 'get', 'post' ) : array( 'post', 'get' ) as $uf_route ) {
			$uf_sink_before = uf_queue_sink( $uf_smtp_stats );
			$uf_cpu_before  = uf_queue_busy_cpu();
			$uf_result      = uf_queue_wrk( $uf_route, $uf_level, $uf_seconds, 0 );
			printf( '  %2d in flight, round %d, %-4s %6.1f req/s, p50 %6.1f ms, p99 %6.1f ms%s', $uf_level, $uf_round + 1, strtoupper( $uf_route ), $uf_result['rps'], $uf_result['p50'], $uf_result['p99'], $uf_result['errors'] + $uf_result['non2xx'] > 0 ? " ({$uf_result['errors']} errors, {$uf_result['non2xx']} non-2xx)" : '' );
			if ( 'post' === $uf_route ) {
				// Nothing else reaches the site until the queue is empty: the next round must not
				// pay for this one's e-mails, and this is the "empty without traffic" figure.
				$uf_settled     = uf_queue_settle( $uf_settle );
				$uf_mail_rows[] = $uf_settled;
			}
			// The machine's busy CPU over the round, and for submissions until their e-mails
			// were sent: what each request cost everything on it (nodes, database, transport,
			// wrk), which the machine's speed from one run to the next moves far less than req/s.
			$uf_result['cpu_ms']    = 1000 * ( uf_queue_busy_cpu() - $uf_cpu_before ) / max( 1, $uf_result['requests'] );
			$uf_pool[ $uf_route ][] = $uf_result;
			printf( ', CPU %.1f ms/req', $uf_result['cpu_ms'] );
			if ( 'post' === $uf_route ) {
				printf( '; queue at last reply %d, empty %s', $uf_settled['at_end'], null === $uf_settled['empty_after'] ? "NOT after {$uf_settle} s ({$uf_settled['left']} left)" : sprintf( 'after %.1f s', $uf_settled['empty_after'] ) );
				printf( '%s', uf_queue_sink_line( $uf_sink_before, uf_queue_sink( $uf_smtp_stats ) ) );
			}
			echo "\n";
		}
	}
	if ( $uf_rounds > 0 ) {
		$uf_rows[] = uf_queue_level_row( $uf_level, $uf_pool, $uf_mail_rows );
	}
}

$uf_burst_row = null;
if ( $uf_burst > 0 ) {
	$uf_sink_before = uf_queue_sink( $uf_smtp_stats );
	$uf_started     = microtime( true );
	$uf_result      = uf_queue_wrk( 'post', $uf_burst_in, 3600, $uf_burst );
	$uf_settled     = uf_queue_settle( $uf_settle );
	$uf_stored      = uf_queue_stored();
	$uf_burst_row   = array(
		'requests' => $uf_result['requests'],
		'seconds'  => microtime( true ) - $uf_started - ( $uf_settled['empty_after'] ?? $uf_settle ),
		'settled'  => $uf_settled,
		'sink'     => uf_queue_sink_line( $uf_sink_before, uf_queue_sink( $uf_smtp_stats ) ),
	);
	printf( "Burst: %d submissions at %d in flight in %.1f s (%.1f req/s, p99 %.1f ms), %d responses stored so far; queue at last reply %d, empty %s%s\n", $uf_result['requests'], $uf_burst_in, $uf_result['seconds'], $uf_result['rps'], $uf_result['p99'], $uf_stored, $uf_settled['at_end'], null === $uf_settled['empty_after'] ? "NOT after {$uf_settle} s ({$uf_settled['left']} left)" : sprintf( 'after %.1f s', $uf_settled['empty_after'] ), $uf_burst_row['sink'] );
}

if ( array() !== $uf_rows ) {
	echo "\n| in flight | GET req/s · p50 · p99 | POST req/s · p50 · p99 | POST ÷ GET req/s | p99 ratio (median) | CPU ms/req GET · POST (ratio) | queue at last reply (max) | empty after (max) |\n| ---: | --- | --- | ---: | ---: | --- | ---: | ---: |\n";
	foreach ( $uf_rows as $uf_row ) {
		printf( "| %d | %.1f · %.1f · %.1f ms | %.1f · %.1f · %.1f ms | %.2f | %.2f | %.1f · %.1f (%.2f) | %d | %s |\n", $uf_row['level'], $uf_row['get']['rps'], $uf_row['get']['p50'], $uf_row['get']['p99'], $uf_row['post']['rps'], $uf_row['post']['p50'], $uf_row['post']['p99'], $uf_row['ratio'], $uf_row['p99_ratio'], $uf_row['get']['cpu_ms'], $uf_row['post']['cpu_ms'], $uf_row['post']['cpu_ms'] / max( 0.001, $uf_row['get']['cpu_ms'] ), $uf_row['at_end'], $uf_row['empty'] );
	}
}
exit( 0 );

/**
 * One wrk run: GET /wp-json/ or POST responses, C in flight, for T seconds or until $limit
 * replies (split over wrk's threads).
 *
 * @param string $route 'get' or 'post'.
 * @param int    $in    Connections (requests in flight).
 * @param int    $secs  Seconds.
 * @param int    $limit Replies to stop after (0: run for $secs).
 * @return array{requests: int, seconds: float, rps: float, p50: float, p95: float, p99: float, errors: int, non2xx: int}
 */
function uf_queue_wrk( string $route, int $in, int $secs, int $limit ): array {
	global $uf_wrk, $uf_url, $uf_path, $uf_token, $uf_state;
	$threads = min( 2, $in );
	$args    = 'get' === $route
		? array( 'get', '/wp-json/' )
		: array( 'post', $uf_path, $uf_token, (string) $uf_state['visitors'], (string) $threads, (string) ( $limit > 0 ? (int) ceil( $limit / $threads ) : 0 ), $uf_url . '/bench/' );
	$command = sprintf( '%s -t%d -c%d -d%ds --timeout 30s -s %s %s -- %s 2>&1', escapeshellcmd( $uf_wrk ), $threads, $in, $secs, escapeshellarg( __DIR__ . '/lib/queue-wrk.lua' ), escapeshellarg( $uf_url . '/wp-json/' ), implode( ' ', array_map( 'escapeshellarg', $args ) ) );
	if ( 0 === $limit ) {
		$output = (string) shell_exec( $command );
	} else {
		// wrk runs for its whole duration even after every thread stopped at its limit: stop it
		// (SIGINT, after which it prints its figures) once the responses are stored.
		$target  = uf_queue_stored() + $limit;
		$process = proc_open( 'exec ' . $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
		while ( uf_queue_stored() < $target && proc_get_status( $process )['running'] ) {
			usleep( 50000 );
		}
		proc_terminate( $process, SIGINT );
		$output = (string) stream_get_contents( $pipes[1] );
		proc_close( $process );
	}
	if ( ! preg_match( '/^WRK (\{.*\})$/m', $output, $match ) ) {
		fwrite( STDERR, "wrk said:\n{$output}\n" );
		exit( 1 );
	}
	$stats = (array) json_decode( $match[1], true );
	if ( 'post' === $route ) {
		// Visitor addresses of the next run follow this one's (the rate limit is per address).
		$uf_state['visitors'] += (int) $stats['requests'] + 2 * $in;
	}
	return array(
		'requests' => (int) $stats['requests'],
		'seconds'  => (float) $stats['seconds'],
		'rps'      => (int) $stats['requests'] / max( 0.001, (float) $stats['seconds'] ),
		'p50'      => (float) $stats['p50'],
		'p95'      => (float) $stats['p95'],
		'p99'      => (float) $stats['p99'],
		'errors'   => (int) $stats['errors'],
		'non2xx'   => (int) $stats['non2xx'],
	);
}

/**
 * The responses stored for the bench survey.
 *
 * @return int
 */
function uf_queue_stored(): int {
	global $wpdb, $uf_state;
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $uf_state['survey_id'] ) );
}

/**
 * The queue rows due now (every kind: e-mail, webhooks, integrations), pending or being sent.
 *
 * @return int
 */
function uf_queue_depth(): int {
	global $wpdb;
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->email_queue() . "` WHERE status IN ('pending', 'sending') AND run_after <= %s", gmdate( 'Y-m-d H:i:s' ) ) );
}

/**
 * The queue at the last reply, then how long until nothing is due (looking every 100 ms, no
 * request to the site meanwhile).
 *
 * @param int $limit Seconds to wait at most.
 * @return array{at_end: int, empty_after: float|null, left: int}
 */
function uf_queue_settle( int $limit ): array {
	$start = microtime( true );
	$left  = uf_queue_depth();
	$first = $left;
	while ( $left > 0 && microtime( true ) - $start < $limit ) {
		usleep( 100000 );
		$left = uf_queue_depth();
	}
	return array(
		'at_end'      => $first,
		'empty_after' => 0 === $left ? ( 0 === $first ? 0.0 : microtime( true ) - $start ) : null,
		'left'        => $left,
	);
}

/**
 * The machine's busy CPU seconds so far, all cores and processes (/proc/stat: everything but
 * idle and I/O wait).
 *
 * @return float
 */
function uf_queue_busy_cpu(): float {
	static $tick = null;
	$tick      ??= max( 1, (int) trim( (string) shell_exec( 'getconf CLK_TCK' ) ) );
	$line        = strtok( (string) file_get_contents( '/proc/stat' ), "\n" );
	$fields      = array_map( 'intval', array_slice( preg_split( '/\s+/', trim( (string) $line ) ), 1 ) );
	// The fields: user, nice, system, idle, iowait, irq, softirq, steal and more.
	$busy = array_sum( array_slice( $fields, 0, 3 ) ) + array_sum( array_slice( $fields, 5, 3 ) );
	return $busy / $tick;
}

/**
 * The SMTP sink's counts: connections and messages (null without the sink).
 *
 * @param string $file The sink's stats file.
 * @return array{0: int, 1: int}|null
 */
function uf_queue_sink( string $file ): ?array {
	if ( '' === $file || ! is_file( $file ) ) {
		return null;
	}
	$parts = array_map( 'intval', explode( ' ', trim( (string) file_get_contents( $file ) ) ) );
	return array( $parts[0] ?? 0, $parts[1] ?? 0 );
}

/**
 * "; SMTP: M messages over C connections" between two looks at the sink, or ''.
 *
 * @param array{0: int, 1: int}|null $before Counts before.
 * @param array{0: int, 1: int}|null $after  Counts after.
 * @return string
 */
function uf_queue_sink_line( ?array $before, ?array $after ): string {
	if ( null === $before || null === $after ) {
		return '';
	}
	return sprintf( '; SMTP: %d messages over %d connections', $after[1] - $before[1], $after[0] - $before[0] );
}

/**
 * A level's summary over its rounds.
 *
 * @param int                                                                                  $level In flight.
 * @param array{get: array<int, array<string, mixed>>, post: array<int, array<string, mixed>>} $pool  The rounds' results by route.
 * @param array<int, array{at_end: int, empty_after: float|null, left: int}>                   $mail  After each POST round.
 * @return array<string, mixed>
 */
function uf_queue_level_row( int $level, array $pool, array $mail ): array {
	$sum    = static function ( array $runs ): array {
		$requests = array_sum( array_column( $runs, 'requests' ) );
		$seconds  = array_sum( array_column( $runs, 'seconds' ) );
		$cpu      = array_sum(
			array_map( static fn( array $run ): float => $run['cpu_ms'] * $run['requests'], $runs )
		);
		return array(
			'rps'    => $requests / max( 0.001, $seconds ),
			'p50'    => uf_queue_median( array_column( $runs, 'p50' ) ),
			'p99'    => uf_queue_median( array_column( $runs, 'p99' ) ),
			'cpu_ms' => $cpu / max( 1, $requests ),
		);
	};
	$ratios = array();
	foreach ( $pool['post'] as $i => $post ) {
		$ratios[] = $post['p99'] / max( 0.001, $pool['get'][ $i ]['p99'] ?? 0.001 );
	}
	$get   = $sum( $pool['get'] );
	$post  = $sum( $pool['post'] );
	$never = array_filter( $mail, static fn( array $m ): bool => null === $m['empty_after'] );
	return array(
		'level'     => $level,
		'get'       => $get,
		'post'      => $post,
		'ratio'     => $post['rps'] / max( 0.001, $get['rps'] ),
		'p99_ratio' => uf_queue_median( $ratios ),
		'at_end'    => max( array_column( $mail, 'at_end' ) ),
		'empty'     => array() === $never ? sprintf( '%.1f s', max( array_column( $mail, 'empty_after' ) ) ) : 'not within the wait',
	);
}

/**
 * The median.
 *
 * @param array<int, float> $values Values.
 * @return float
 */
function uf_queue_median( array $values ): float {
	sort( $values );
	$n = count( $values );
	if ( 0 === $n ) {
		return 0.0;
	}
	return 0 === $n % 2 ? ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2 : $values[ intdiv( $n, 2 ) ];
}

/**
 * Copies one of bench/lib's must-use plugins into the site for the run (removed on exit, with the
 * folder when the run made it).
 *
 * @param string $site   The site's folder.
 * @param string $source The file in bench/lib.
 * @param string $name   Its name in the site's mu-plugins.
 * @return string The site's mu-plugins folder.
 */
function uf_queue_mu_plugin( string $site, string $source, string $name ): string {
	global $uf_state;
	$dir = $site . '/wp-content/mu-plugins';
	if ( ! is_dir( $dir ) ) {
		mkdir( $dir, 0755, true );
		$uf_state['remove'][] = $dir;
	}
	copy( __DIR__ . '/lib/' . $source, $dir . '/' . $name );
	$uf_state['remove'][] = $dir . '/' . $name;
	return $dir;
}

/**
 * Starts a shell command in a process group of its own (so it and its children can be stopped
 * together), output to $log.
 *
 * @param string $command The command.
 * @param string $log     Where its output goes.
 * @return int The group's id.
 */
function uf_queue_spawn( string $command, string $log ): int {
	return (int) trim( (string) shell_exec( 'setsid bash -c ' . escapeshellarg( $command ) . ' >>' . escapeshellarg( $log ) . ' 2>&1 < /dev/null & echo $!' ) );
}

/**
 * A free loopback TCP port.
 *
 * @return int
 */
function uf_queue_free_port(): int {
	$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
	if ( false === $socket ) {
		fwrite( STDERR, "No free port.\n" );
		exit( 1 );
	}
	$name = (string) stream_socket_get_name( $socket, false );
	fclose( $socket );
	return (int) substr( $name, strrpos( $name, ':' ) + 1 );
}

/**
 * The published survey the requests answer, e-mail notification on (a new survey's default) or,
 * with --notify off, off: the same submissions without their e-mail, the baseline of its cost.
 *
 * @param bool $notify Whether the notification is on.
 * @return int Its id.
 */
function uf_queue_create_survey( bool $notify ): int {
	return (int) uf_bench_rest_survey(
		array(
			'title'         => 'Bench queue (temporary, deleted by bench/queue-throughput.php)',
			'notifications' => array( 'email' => array( 'active' => $notify ) ),
			'questions'     => uf_bench_load_questions(),
		)
	)['id'];
}

/**
 * Undoes the run: stops the sink and the cron stand-in, removes the must-use plugin, puts the
 * settings back, deletes the survey with its rows and the rate-limit counters of its visitors.
 *
 * @return void
 */
function uf_queue_cleanup(): void {
	global $wpdb, $uf_state;
	if ( ! is_array( $uf_state ) ) {
		return;
	}
	foreach ( $uf_state['pgids'] as $pgid ) {
		if ( $pgid > 1 ) {
			posix_kill( -$pgid, SIGTERM );
		}
	}
	uf_bench_undo_run( $uf_state['remove'], $uf_state['settings'], (int) $uf_state['survey_id'] );
	$id = (int) $uf_state['survey_id'];
	if ( $id > 0 ) {
		$tables = userfeedback()->tables();
		// The response counters Visitors\VisitorLimits wrote, per address and 10-minute window.
		$buckets  = array();
		$names    = array();
		$now      = time();
		$visitors = min( 131072, $uf_state['visitors'] );
		for ( $window = $uf_state['started'] - $uf_state['started'] % 600; $window <= $now; $window += 600 ) {
			for ( $n = 0; $n < $visitors; $n++ ) {
				$ip        = sprintf( '198.%d.%d.%d', 18 + intdiv( $n, 65536 ), intdiv( $n, 256 ) % 256, $n % 256 );
				$key       = "response|{$id}|" . \UserFeedback\Visitors\ClientIp::rate_key( $ip ) . "|{$window}";
				$buckets[] = md5( $key );
				$names[]   = '_transient_uf_rl_' . md5( $key );
				$names[]   = '_transient_timeout_uf_rl_' . md5( $key );
			}
		}
		foreach ( array_chunk( $buckets, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . $tables->rate_limits() . '` WHERE bucket IN (' . implode( ',', array_fill( 0, count( $chunk ), 'UNHEX(%s)' ) ) . ')', $chunk ) );
		}
		foreach ( array_chunk( $names, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$wpdb->options}` WHERE option_name IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', $chunk ) );
		}
	}
	$uf_state = null;
}
