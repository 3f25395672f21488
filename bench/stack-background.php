<?php
/**
 * Runs the plugin's background steps on every node of the Galera stack at once
 * (`bench/stack.sh start --galera`) and counts the database errors they meet.
 *
 * At the same time: on each node a PHP process runs every background hook of the plugin (rollup
 * and facts builds, the e-mail queue, retention, insights, the 1.x import's step, whatever
 * userfeedback_* event is scheduled) --rounds times; WP-CLI runs `userfeedback rollups rebuild`
 * on node1 and `userfeedback queue run` on node2 and node3; and visitors' submissions go
 * round-robin over the three web nodes (bench/responses-load.php --check, which verifies every
 * 201 is stored once). Each process talks to its own database node (UF_STACK_NODE, as the web
 * nodes do). Then every "WordPress database error" logged by any of them (and by the web nodes'
 * PHP) is grouped by error, statement and the plugin's function that ran it, with the cluster's
 * certification failures and brute-force aborts over the run.
 *
 *   php bench/stack-background.php [--site DIR] [--url URL] [--rounds R] [--load N] [--concurrency C]
 *
 * A measurement, not a test: it reports what breaks, and exits 0.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.RestrictedClasses, WordPress.PHP.DiscouragedPHPFunctions, WordPress.PHP.DevelopmentFunctions -- a command-line tool driving the test stack's processes and reading their logs.

$uf_opts   = getopt( '', array( 'site:', 'url:', 'rounds:', 'load:', 'concurrency:', 'child' ) );
$uf_root   = dirname( __DIR__ );
$uf_site   = (string) ( $uf_opts['site'] ?? $uf_root . '/.dev/sites/stack-galera' );
$uf_url    = (string) ( $uf_opts['url'] ?? 'http://127.0.0.1:8940' );
$uf_rounds = max( 1, (int) ( $uf_opts['rounds'] ?? 5 ) );

if ( isset( $uf_opts['child'] ) ) {
	// One node's background steps, in this process (its database node from UF_STACK_NODE).
	define( 'WP_USE_THEMES', false );
	$_SERVER['HTTP_HOST'] = parse_url( $uf_url, PHP_URL_HOST ) . ':' . parse_url( $uf_url, PHP_URL_PORT );
	require $uf_site . '/wp-load.php';
	$uf_hooks = array(
		'userfeedback_rollups_build'       => array(),
		'userfeedback_facts_build'         => array(),
		'userfeedback_email_queue'         => array(),
		'userfeedback_retention_daily'     => array(),
		'userfeedback_insights_check'      => array(),
		'userfeedback_legacy_import_step'  => array(),
		'userfeedback_export_cleanup'      => array(),
		'userfeedback_notifications_check' => null,
		'userfeedback_license_check'       => null,
		'userfeedback_usage_tracking'      => null,
	);
	foreach ( (array) _get_cron_array() as $uf_events ) {
		foreach ( $uf_events as $uf_hook => $uf_instances ) {
			foreach ( $uf_instances as $uf_event ) {
				if ( str_starts_with( $uf_hook, 'userfeedback_' ) && ! array_key_exists( $uf_hook, $uf_hooks ) ) {
					$uf_hooks[ $uf_hook ] = $uf_event['args'];
				}
			}
		}
	}
	// The ones that talk to outside servers (licence, notifications, usage) are left out.
	$uf_hooks = array_filter( $uf_hooks, static fn( $args ): bool => null !== $args );
	$uf_ran   = array();
	for ( $uf_round = 0; $uf_round < $uf_rounds; $uf_round++ ) {
		foreach ( $uf_hooks as $uf_hook => $uf_args ) {
			$uf_t0 = microtime( true );
			try {
				do_action_ref_array( $uf_hook, $uf_args );
			} catch ( Throwable $e ) {
				error_log( 'Background step ' . $uf_hook . ' threw ' . get_class( $e ) . ': ' . $e->getMessage() );
			}
			$uf_ran[ $uf_hook ] = ( $uf_ran[ $uf_hook ] ?? 0 ) + ( microtime( true ) - $uf_t0 );
		}
	}
	foreach ( $uf_ran as $uf_hook => $uf_seconds ) {
		printf( "  %s %-34s %d× %.2f s\n", getenv( 'UF_STACK_NODE' ), $uf_hook, $uf_rounds, $uf_seconds );
	}
	exit( 0 );
}

/**
 * The cluster's conflict counters, summed over the three nodes.
 *
 * @return array<string, int>
 */
function uf_bench_cluster_counters(): array {
	global $uf_root;
	$sum = array();
	foreach ( array( 'node1', 'node2', 'node3' ) as $node ) {
		$db = new mysqli( 'localhost', 'root', '', '', 0, "{$uf_root}/.dev/stack/galera/run/{$node}.sock" );
		foreach ( $db->query( "SHOW GLOBAL STATUS WHERE Variable_name IN ( 'wsrep_local_cert_failures', 'wsrep_local_bf_aborts', 'Innodb_deadlocks' )" )->fetch_all() as $row ) {
			$sum[ $row[0] ] = ( $sum[ $row[0] ] ?? 0 ) + (int) $row[1];
		}
		$db->close();
	}
	return $sum;
}

$uf_tmp   = sys_get_temp_dir() . '/uf-stack-background-' . getmypid();
$uf_logs  = "{$uf_root}/.dev/stack/logs";
$uf_mail  = "{$uf_root}/.dev/stack/mail/sendmail";
$uf_php   = PHP_BINARY;
$uf_count = max( 0, (int) ( $uf_opts['load'] ?? 300 ) );
mkdir( $uf_tmp );
// Only what the web nodes log from now on is counted.
$uf_offsets = array();
foreach ( glob( "{$uf_logs}/php-node*.log" ) as $uf_file ) {
	$uf_offsets[ $uf_file ] = filesize( $uf_file );
}
$uf_before = uf_bench_cluster_counters();
$uf_outbox = "{$uf_root}/.dev/stack/mail/outbox.mbox";
// E-mails sent during the run: the stand-in MTA's outbox, one "From " line per message.
$uf_mails        = static fn(): int => file_exists( $uf_outbox ) ? (int) preg_match_all( '/^From stack@localhost /m', (string) file_get_contents( $uf_outbox ) ) : 0;
$uf_mails_before = $uf_mails();

$uf_jobs = array();
foreach ( array( 'node1', 'node2', 'node3' ) as $uf_node ) {
	$uf_jobs[ "steps {$uf_node}" ] = array( $uf_node, array( $uf_php, '-d', "error_log={$uf_tmp}/steps-{$uf_node}.log", '-d', "sendmail_path={$uf_mail}", __FILE__, '--child', '--site', $uf_site, '--url', $uf_url, '--rounds', (string) $uf_rounds ) );
}
$uf_wp = array( $uf_php, '-d', "sendmail_path={$uf_mail}", '-d', 'memory_limit=1G' );
foreach ( array(
	'node1' => array( 'rollups', 'rebuild' ),
	'node2' => array( 'queue', 'run' ),
	'node3' => array( 'queue', 'run' ),
) as $uf_node => $uf_command ) {
	$uf_jobs[ "wp {$uf_command[0]} {$uf_command[1]} {$uf_node}" ] = array( $uf_node, array_merge( $uf_wp, array( '-d', "error_log={$uf_tmp}/wp-{$uf_node}.log", "{$uf_root}/vendor/wp-cli/wp-cli/php/boot-fs.php", "--path={$uf_site}", '--allow-root', 'userfeedback' ), $uf_command ) );
}
if ( $uf_count > 0 ) {
	$uf_jobs['submissions'] = array( '', array( $uf_php, "{$uf_root}/bench/responses-load.php", '--check', '--site', $uf_site, '--url', $uf_url, '--requests', (string) $uf_count, '--concurrency', (string) (int) ( $uf_opts['concurrency'] ?? 16 ) ) );
}

$uf_t0      = microtime( true );
$uf_running = array();
foreach ( $uf_jobs as $uf_name => list( $uf_node, $uf_command ) ) {
	$uf_env = getenv();
	if ( '' !== $uf_node ) {
		$uf_env['UF_STACK_NODE'] = $uf_node;
	}
	$uf_out                 = "{$uf_tmp}/" . preg_replace( '/\W+/', '-', $uf_name ) . '.out';
	$uf_running[ $uf_name ] = array(
		proc_open(
			$uf_command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $uf_out, 'w' ),
				2 => array(
					'file',
					$uf_out,
					'a',
				),
			),
			$uf_pipes,
			$uf_root,
			$uf_env
		),
		$uf_out,
	);
}
printf( "Background steps on node1, node2, node3 at once, %d rounds each; WP-CLI rollups rebuild (node1) and queue run (node2, node3); %d submissions round-robin\n", $uf_rounds, $uf_count );
foreach ( $uf_running as $uf_name => list( $uf_process, $uf_out ) ) {
	$uf_rc = proc_close( $uf_process );
	printf( "%s: exit %d after %.1f s\n", $uf_name, $uf_rc, microtime( true ) - $uf_t0 );
	$uf_lines = array_filter( array_map( 'trim', file( $uf_out ) ) );
	$uf_lines = 'submissions' === $uf_name ? array_filter( $uf_lines, static fn( string $l ): bool => ! str_starts_with( $l, 'FAIL: HTTP' ) ) : $uf_lines;
	foreach ( array_slice( $uf_lines, 'submissions' === $uf_name ? -40 : -12 ) as $uf_line ) {
		printf( "    %s\n", $uf_line );
	}
}
$uf_after = uf_bench_cluster_counters();

// Every database error, grouped: message | statement | the plugin's function that ran it.
$uf_errors = array();
$uf_other  = array();
$uf_files  = glob( "{$uf_tmp}/*.log" );
foreach ( $uf_offsets as $uf_file => $uf_offset ) {
	$uf_files[] = array( $uf_file, $uf_offset );
}
foreach ( $uf_files as $uf_file ) {
	list( $uf_path, $uf_offset ) = is_array( $uf_file ) ? $uf_file : array( $uf_file, 0 );
	$uf_source                   = is_array( $uf_file ) ? 'web ' . basename( $uf_path, '.log' ) : basename( $uf_path, '.log' );
	foreach ( explode( "\n", (string) file_get_contents( $uf_path, false, null, $uf_offset ) ) as $uf_line ) {
		if ( preg_match( '/WordPress database error (.*?) for query (.*?) made by (.*)$/', $uf_line, $m ) ) {
			$uf_statement                       = preg_match( '/^\s*(COMMIT|SELECT\s+(?:GET_LOCK|RELEASE_LOCK)|INSERT(?: IGNORE)? INTO\s+`?\w+`?|UPDATE\s+`?\w+`?|DELETE\s+FROM\s+`?\w+`?|REPLACE INTO\s+`?\w+`?|SELECT .*? FROM\s+`?\w+`?)/is', $m[2], $s ) ? preg_replace( '/^SELECT .*? FROM/is', 'SELECT … FROM', $s[1] ) : substr( $m[2], 0, 40 );
			$uf_frames                          = array_values( array_filter( array_map( 'trim', explode( ',', $m[3] ) ), static fn( string $f ): bool => str_starts_with( $f, 'UserFeedback\\' ) && ! str_contains( $f, 'Transaction::run' ) && ! str_contains( $f, '{closure}' ) ) );
			$uf_key                             = $m[1] . ' | ' . $uf_statement . ' | ' . ( array() === $uf_frames ? '?' : end( $uf_frames ) );
			$uf_errors[ $uf_key ][ $uf_source ] = ( $uf_errors[ $uf_key ][ $uf_source ] ?? 0 ) + 1;
		} elseif ( preg_match( '/(PHP (Fatal|Warning|Notice|Deprecated)|Background step|Error:)/', $uf_line ) ) {
			$uf_key                            = preg_replace( '/^\[[^\]]*\]\s*/', '', substr( $uf_line, 0, 260 ) );
			$uf_other[ $uf_key ][ $uf_source ] = ( $uf_other[ $uf_key ][ $uf_source ] ?? 0 ) + 1;
		}
	}
}
printf( "\nCluster over the run: %d certification failures, %d brute-force aborts, %d InnoDB deadlocks (sum of the three nodes)\n", $uf_after['wsrep_local_cert_failures'] - $uf_before['wsrep_local_cert_failures'], $uf_after['wsrep_local_bf_aborts'] - $uf_before['wsrep_local_bf_aborts'], $uf_after['Innodb_deadlocks'] - $uf_before['Innodb_deadlocks'] );
printf( "E-mails handed to the MTA during the run: %d (compare with the submissions' 201s above: one each when notifications are on)\n", $uf_mails() - $uf_mails_before );
printf( "\nDatabase errors (%d kinds):\n", count( $uf_errors ) );
uasort( $uf_errors, static fn( array $a, array $b ): int => array_sum( $b ) <=> array_sum( $a ) );
foreach ( $uf_errors as $uf_key => $uf_by ) {
	printf( "  %5d  %s\n         %s\n", array_sum( $uf_by ), $uf_key, implode( ', ', array_map( static fn( $k, $v ): string => "{$k} {$v}", array_keys( $uf_by ), $uf_by ) ) );
}
printf( "\nOther PHP errors (%d kinds):\n", count( $uf_other ) );
foreach ( array_slice( $uf_other, 0, 15, true ) as $uf_key => $uf_by ) {
	printf( "  %5d  %s\n", array_sum( $uf_by ), $uf_key );
}
array_map( 'unlink', glob( "{$uf_tmp}/*" ) );
rmdir( $uf_tmp );
