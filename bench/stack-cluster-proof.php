<?php
/**
 * The cluster's proof under load: nothing lost, nothing twice, every derived number exact.
 *
 * Against a running bench/stack.sh (the Galera stack, or the single one for comparison):
 * --responses visitors (default 10,000) answer one survey round-robin over the web nodes, at
 * --concurrency in flight (default 32): seven in ten complete at once, two in ten save a partial
 * response and complete it later with the same response key, one in ten stops after the partial
 * save; one in fifty completed ones is sent twice (a retried last save). Meanwhile, on every
 * database node, a process edits the survey (title, a question's title, once an option added),
 * trashes and restores responses, and rebuilds the rollups (`wp userfeedback rollups rebuild`).
 * With --kill NODE, that database node is killed (SIGKILL) a third of the way through the
 * submissions and started again at two thirds (it rejoins by state transfer). A request answered
 * 503 (or not at all) is sent again once, after its Retry-After, as the widget does.
 *
 * Then, once the queue is empty: every 201 or 200 is a response stored once, with exactly the
 * answers sent; no response stored that nobody was told about; the counters equal a recount, the
 * rollups and the facts equal a rebuild; one e-mail per completed response in the stand-in MTA's
 * outbox. Prints throughput and latency (p50/p95/p99) of the submissions, the statuses, the nodes
 * that answered, and the cluster's certification failures. Exit 0 when everything holds.
 *
 *   php bench/stack-cluster-proof.php [--site DIR] [--url URL] [--responses N] [--concurrency C] [--kill NODE] [--churn edit,trash,rebuild] [--keep]
 *
 * --site defaults to .dev/sites/stack-galera (with --single: .dev/sites/stack). The survey and its
 * rows are deleted at the end unless --keep.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB, WordPress.PHP.DiscouragedPHPFunctions, WordPress.PHP.DevelopmentFunctions -- a command-line tool driving the test stack and reading its tables directly to check them.

$uf_opts = getopt( '', array( 'site:', 'url:', 'responses:', 'concurrency:', 'kill:', 'keep', 'single', 'child:', 'survey:', 'stop:', 'churn:' ) );
$uf_root = dirname( __DIR__ );
$uf_site = (string) ( $uf_opts['site'] ?? $uf_root . '/.dev/sites/' . ( isset( $uf_opts['single'] ) ? 'stack' : 'stack-galera' ) );
$uf_url  = (string) ( $uf_opts['url'] ?? 'http://127.0.0.1:8940' );

define( 'WP_USE_THEMES', false );
$_SERVER['HTTP_HOST'] = parse_url( $uf_url, PHP_URL_HOST ) . ':' . parse_url( $uf_url, PHP_URL_PORT );
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/http-run.php';
require __DIR__ . '/lib/bench-survey.php';
require __DIR__ . '/lib/cluster-proof.php';

if ( isset( $uf_opts['child'] ) ) {
	uf_proof_churn( (string) $uf_opts['child'], (int) $uf_opts['survey'], (string) $uf_opts['stop'] );
	exit( 0 );
}

$uf_total = max( 10, (int) ( $uf_opts['responses'] ?? 10000 ) );
$uf_in    = max( 1, (int) ( $uf_opts['concurrency'] ?? 32 ) );
$uf_kill  = (string) ( $uf_opts['kill'] ?? '' );
$uf_nodes = is_dir( "{$uf_root}/.dev/stack/galera" ) && ! isset( $uf_opts['single'] ) ? array( 'node1', 'node2', 'node3' ) : array( '' );
if ( '' !== $uf_kill && ! in_array( $uf_kill, $uf_nodes, true ) ) {
	fwrite( STDERR, "--kill takes one of the Galera nodes: node1, node2, node3\n" );
	exit( 2 );
}

$uf_proof = uf_proof_setup( $uf_url );
register_shutdown_function(
	static function () use ( &$uf_proof, $uf_opts ): void {
		uf_proof_cleanup( $uf_proof, isset( $uf_opts['keep'] ) );
	}
);
printf( "Survey %d: %s visitors, %d in flight, round-robin over the web nodes%s\n", $uf_proof['survey_id'], number_format( $uf_total ), $uf_in, '' === $uf_kill ? '' : "; database {$uf_kill} killed at 1/3 and started again at 2/3" );

// The admins' churn, one process per database node, until the stop file appears.
$uf_stop_file     = sys_get_temp_dir() . '/uf-proof-stop-' . getmypid();
$uf_children = array();
$uf_roles    = array_values( array_intersect( array( 'edit', 'trash', 'rebuild' ), explode( ',', (string) ( $uf_opts['churn'] ?? 'edit,trash,rebuild' ) ) ) );
foreach ( $uf_roles as $uf_i => $uf_role ) {
	$uf_env  = getenv();
	// The churn runs on the nodes that stay up: a process whose database dies mid-cycle would
	// leave its trashed responses in the trash.
	$uf_up   = '' === $uf_kill ? $uf_nodes : array_values( array_diff( $uf_nodes, array( $uf_kill ) ) );
	$uf_node = $uf_up[ $uf_i % count( $uf_up ) ];
	if ( '' !== $uf_node ) {
		$uf_env['UF_STACK_NODE'] = $uf_node;
	}
	// What the churn's database meets (deadlocks its retries absorb) goes to its own log.
	$uf_children[ $uf_role ] = proc_open( array( PHP_BINARY, '-d', 'error_log=' . sys_get_temp_dir() . "/uf-proof-{$uf_role}.log", __FILE__, '--site', $uf_site, '--url', $uf_url, '--child', $uf_role, '--survey', (string) $uf_proof['survey_id'], '--stop', $uf_stop_file ), array( 0 => array( 'file', '/dev/null', 'r' ), 1 => STDOUT, 2 => STDERR ), $uf_pipes, $uf_root, $uf_env );
}

$uf_before = uf_proof_cluster_counters( $uf_nodes );
$uf_plan   = new UfProofPlan( $uf_proof, $uf_total );
$uf_t0     = hrtime( true );
$uf_killed = false;
$uf_back   = false;
$uf_next   = static function () use ( $uf_plan, $uf_kill, $uf_total, &$uf_killed, &$uf_back ): array {
	$sent = $uf_plan->sent();
	if ( '' !== $uf_kill && ! $uf_killed && $sent >= intdiv( $uf_total, 3 ) ) {
		$uf_killed = true;
		uf_proof_node( 'kill', $uf_kill );
	} elseif ( '' !== $uf_kill && $uf_killed && ! $uf_back && $sent >= intdiv( 2 * $uf_total, 3 ) ) {
		$uf_back = true;
		uf_proof_node( 'start', $uf_kill );
	}
	return $uf_plan->next();
};
$uf_run     = uf_bench_run( $uf_next, $uf_in, $uf_plan->first_round(), null );
$uf_first_s = ( hrtime( true ) - $uf_t0 ) / 1e9;
$uf_plan->record( $uf_run['results'] );
// Completions of the partial responses, and the retried last saves.
$uf_second = uf_bench_run( array( $uf_plan, 'next' ), $uf_in, $uf_plan->second_round(), null );
$uf_plan->record( $uf_second['results'] );
$uf_seconds = ( hrtime( true ) - $uf_t0 ) / 1e9;
if ( '' !== $uf_kill && ! $uf_back ) {
	uf_proof_node( 'start', $uf_kill );
}
// What got no answer a visitor could act on is sent again once, after the retry hint.
$uf_retry = $uf_plan->retries();
if ( array() !== $uf_retry ) {
	sleep( 5 );
	$uf_again = uf_bench_run( array( $uf_plan, 'next' ), min( $uf_in, count( $uf_retry ) ), count( $uf_retry ), null );
	$uf_plan->record( $uf_again['results'] );
}
touch( $uf_stop_file );
foreach ( $uf_children as $uf_child ) {
	proc_close( $uf_child );
}
unlink( $uf_stop_file );
$uf_after = uf_proof_cluster_counters( $uf_nodes );

$uf_all = array_merge( $uf_run['results'], $uf_second['results'] );
uf_proof_report_speed( $uf_all, $uf_seconds, $uf_first_s, $uf_run['results'] );
printf( "Cluster over the run: %d certification failures, %d brute-force aborts\n", $uf_after['wsrep_local_cert_failures'] - $uf_before['wsrep_local_cert_failures'], $uf_after['wsrep_local_bf_aborts'] - $uf_before['wsrep_local_bf_aborts'] );
printf( "Sent again after no usable answer: %d\n", count( $uf_retry ) );

$uf_problems = uf_proof_verify( $uf_proof, $uf_plan );
foreach ( array_slice( $uf_problems, 0, 30 ) as $uf_problem ) {
	fwrite( STDERR, "  FAIL: {$uf_problem}\n" );
}
echo array() === $uf_problems ? "OK\n" : "FAILED\n";
exit( array() === $uf_problems ? 0 : 1 );
