<?php
/**
 * Checks the Galera stack of `bench/stack.sh start --galera` across its nodes.
 *
 * Three parts:
 * - the cluster: each MariaDB node's state, wsrep_cluster_size, and the site's surveys and
 *   responses as that node holds them (the plugin active, the demo data there);
 * - the object cache: WordPress's wp_cache_* API over the stack's Redis drop-in, a value written
 *   by one cache seen by another (as by another web node), groups, non-persistent and global
 *   groups, flush_group, get/set_multiple, incr/decr;
 * - a survey's publish state changed through web node A (node1's PHP and database node) is what
 *   web node C (node3) serves on its next page view, and node B (node2) too, each page pinned to
 *   its node with nginx's X-Stack-Use-Node header, after the nodes' caches were warm.
 *
 *   php bench/stack-nodes.php [--url http://127.0.0.1:8940] [--site .dev/sites/stack-galera]
 *
 * Exits 1 when anything is not as expected.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.RestrictedClasses, WordPress.DB.RestrictedFunctions -- a command-line check of the test stack, talking to its databases, Redis and nginx directly.

$uf_opts = getopt( '', array( 'url:', 'site:' ) );
$uf_root = dirname( __DIR__ );
$uf_url  = rtrim( (string) ( $uf_opts['url'] ?? 'http://127.0.0.1:8940' ), '/' );
$uf_site = (string) ( $uf_opts['site'] ?? $uf_root . '/.dev/sites/stack-galera' );
$uf_fail = 0;

/**
 * Prints one check's outcome and counts failures.
 *
 * @param bool   $ok   Whether it passed.
 * @param string $what What was checked, with its figures.
 */
function uf_check( bool $ok, string $what ): void {
	global $uf_fail;
	printf( "  %s %s\n", $ok ? 'ok  ' : 'FAIL', $what );
	$uf_fail += $ok ? 0 : 1;
}

/**
 * One HTTP request through nginx, served by the named web node.
 *
 * @param string      $node   node1, node2 or node3.
 * @param string      $method GET or POST.
 * @param string      $url    Full URL.
 * @param string|null $body   Request body.
 * @param string[]    $headers Extra header lines.
 * @return array{status: int, body: string, node: string}
 */
function uf_http( string $node, string $method, string $url, ?string $body = null, array $headers = array() ): array {
	$jar    = sys_get_temp_dir() . '/uf-stack-nodes-cookies.txt';
	$served = '';
	$handle = curl_init( $url );
	curl_setopt_array(
		$handle,
		array(
			CURLOPT_CUSTOMREQUEST  => $method,
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_HTTPHEADER     => array_merge( array( "X-Stack-Use-Node: {$node}" ), $headers ),
			CURLOPT_COOKIEJAR      => $jar,
			CURLOPT_COOKIEFILE     => $jar,
			CURLOPT_TIMEOUT        => 30,
			CURLOPT_HEADERFUNCTION => static function ( $h, string $line ) use ( &$served ): int {
				if ( 0 === stripos( $line, 'X-Stack-Node:' ) ) {
					$served = preg_replace( '/^.*stack-(node\d+)\.sock$/', '$1', trim( substr( $line, 13 ) ) ) ?? '';
				}
				return strlen( $line );
			},
		)
	);
	if ( null !== $body ) {
		curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
	}
	$answer = (string) curl_exec( $handle );
	$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
	curl_close( $handle );
	return array(
		'status' => $status,
		'body'   => $answer,
		'node'   => $served,
	);
}

/**
 * The floating surveys a page view on one node is given (window.userfeedbackWidget.surveys).
 *
 * @param string $node Web node.
 * @return int[]|null Survey ids, or null when the page did not come from that node.
 */
function uf_page_surveys( string $node ): ?array {
	global $uf_url;
	$page = uf_http( $node, 'GET', $uf_url . '/?uf_check=' . bin2hex( random_bytes( 4 ) ) );
	if ( 200 !== $page['status'] || $page['node'] !== $node ) {
		return null;
	}
	// A page with no survey to show loads no widget at all.
	if ( ! preg_match( '/window\.userfeedbackWidget = (.*?);\n/s', $page['body'], $m ) ) {
		return array();
	}
	$widget = json_decode( $m[1], true );
	return array_map( static fn( array $s ): int => (int) $s['id'], $widget['surveys'] ?? array() );
}

echo "Cluster\n";
$uf_sizes = array();
foreach ( array( 'node1', 'node2', 'node3' ) as $uf_node ) {
	$uf_db = @new mysqli( 'localhost', 'root', '', 'userfeedback_stack', 0, "{$uf_root}/.dev/stack/galera/run/{$uf_node}.sock" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a refused connection is reported below.
	if ( $uf_db->connect_errno ) {
		uf_check( false, "{$uf_node}: no connection ({$uf_db->connect_error})" );
		continue;
	}
	$uf_status = array();
	foreach ( $uf_db->query( "SHOW GLOBAL STATUS WHERE Variable_name IN ( 'wsrep_cluster_size', 'wsrep_local_state_comment', 'wsrep_cluster_status', 'wsrep_ready' )" )->fetch_all() as $uf_row ) {
		$uf_status[ $uf_row[0] ] = $uf_row[1];
	}
	$uf_counts  = $uf_db->query( 'SELECT ( SELECT COUNT(*) FROM wp_userfeedback_surveys ), ( SELECT COUNT(*) FROM wp_userfeedback_responses ), ( SELECT option_value FROM wp_options WHERE option_name = \'active_plugins\' )' )->fetch_row();
	$uf_sizes[] = (int) $uf_status['wsrep_cluster_size'];
	uf_check(
		'3' === $uf_status['wsrep_cluster_size'] && 'Synced' === $uf_status['wsrep_local_state_comment'] && 'Primary' === $uf_status['wsrep_cluster_status'],
		sprintf( '%s: wsrep_cluster_size %s, %s, %s, ready %s', $uf_node, $uf_status['wsrep_cluster_size'], $uf_status['wsrep_cluster_status'], $uf_status['wsrep_local_state_comment'], $uf_status['wsrep_ready'] )
	);
	uf_check( str_contains( (string) $uf_counts[2], 'userfeedback/userfeedback.php' ) && (int) $uf_counts[0] > 0 && (int) $uf_counts[1] > 0, sprintf( '%s: plugin active, %d surveys, %d responses', $uf_node, $uf_counts[0], $uf_counts[1] ) );
	$uf_db->close();
}

echo "Object cache (Redis drop-in, as two web nodes see it)\n";
// WordPress loaded here is the site's own, with its wp-content/object-cache.php.
define( 'WP_USE_THEMES', false );
$_SERVER['HTTP_HOST'] = parse_url( $uf_url, PHP_URL_HOST ) . ':' . parse_url( $uf_url, PHP_URL_PORT );
require $uf_site . '/wp-load.php';
uf_check( wp_using_ext_object_cache() && file_exists( WP_CONTENT_DIR . '/object-cache.php' ), 'wp_using_ext_object_cache() with wp-content/object-cache.php' );
$uf_group = 'uf-check-' . bin2hex( random_bytes( 3 ) );
$uf_a     = $GLOBALS['wp_object_cache'];
$uf_b     = new WP_Object_Cache(); // Another request, as on another node: nothing in its memory.
wp_cache_set( 'k', array( 'v' => 1 ), $uf_group );
uf_check( array( 'v' => 1 ) === $uf_b->get( 'k', $uf_group ), 'a value set by one node is read by another' );
uf_check( false === wp_cache_add( 'k', 2, $uf_group ) && true === wp_cache_replace( 'k', 3, $uf_group ) && 3 === $uf_b->get( 'k', $uf_group, true ), 'add refuses an existing key, replace and a forced read on the other node' );
uf_check( 5 === wp_cache_incr( 'k', 2, $uf_group ) && 4 === $uf_b->decr( 'k', 1, $uf_group ) && 0 === wp_cache_decr( 'k', 10, $uf_group ) && false === wp_cache_incr( 'none', 1, $uf_group ), 'incr/decr atomic in Redis, never below 0, false for a missing key' );
$uf_found = null;
uf_check( false === wp_cache_get( 'none', $uf_group, false, $uf_found ) && false === $uf_found, 'a miss: false, found false' );
wp_cache_set( 'zero', 0, $uf_group );
wp_cache_set( 'empty', '', $uf_group );
$uf_b->flush_runtime();
uf_check( 0 === $uf_b->get( 'zero', $uf_group, false, $uf_found ) && true === $uf_found && '' === $uf_b->get( 'empty', $uf_group ), 'falsy values kept with their types' );
wp_cache_set_multiple(
	array(
		'm1' => 'one',
		'm2' => array( 2 ),
	),
	$uf_group
);
$uf_b->flush_runtime();
uf_check(
	array(
		'm1' => 'one',
		'm2' => array( 2 ),
		'm3' => false,
	) === $uf_b->get_multiple(
		array(
			'm1',
			'm2',
			'm3',
		),
		$uf_group
	),
	'set_multiple, then get_multiple on another node (one MGET)'
);
uf_check(
	array(
		'm1' => true,
		'm3' => false,
	) === wp_cache_delete_multiple(
		array(
			'm1',
			'm3',
		),
		$uf_group
	) && false === $uf_b->get(
		'm1',
		$uf_group,
		true
	),
	'delete_multiple'
);
wp_cache_add_non_persistent_groups( array( $uf_group . '-local' ) );
$uf_b->add_non_persistent_groups( array( $uf_group . '-local' ) );
wp_cache_set( 'n', 'here only', $uf_group . '-local' );
uf_check( 'here only' === wp_cache_get( 'n', $uf_group . '-local' ) && false === $uf_b->get( 'n', $uf_group . '-local' ), 'a non-persistent group stays in its request' );
wp_cache_add_global_groups( array( $uf_group . '-global' ) );
wp_cache_set( 'g', 'net', $uf_group . '-global' );
uf_check( (bool) $GLOBALS['wp_object_cache']->redis_calls && false !== wp_cache_get( 'g', $uf_group . '-global', true ), 'a global group' );
wp_cache_set( 'other', 'kept', $uf_group . '-other' );
uf_check( wp_cache_supports( 'flush_group' ) && wp_cache_flush_group( $uf_group ) && false === $uf_b->get( 'k', $uf_group, true ) && false === wp_cache_get( 'zero', $uf_group ) && 'kept' === $uf_b->get( 'other', $uf_group . '-other', true ), 'flush_group empties one group on every node, others kept' );
wp_cache_set( 'e', 'soon gone', $uf_group, 1 );
sleep( 2 );
uf_check( false === $uf_b->get( 'e', $uf_group, true ), 'an expiry is kept by Redis' );
// The plugin's own group through WordPress's last-changed stamp (LiveSurveys): one write moves it for all.
$uf_before = wp_cache_get_last_changed( 'userfeedback' );
uf_check( $uf_before === $uf_b->get( 'last_changed', 'userfeedback', true ), "the plugin's group 'userfeedback' last_changed is shared by the nodes" );

echo "A publish through node1 is what node3 and node2 serve next\n";
$uf_login = uf_http(
	'node1',
	'POST',
	$uf_url . '/wp-login.php',
	http_build_query(
		array(
			'log'         => 'admin',
			'pwd'         => 'password',
			'testcookie'  => 1,
			'redirect_to' => $uf_url . '/wp-admin/',
		)
	),
	array( 'Cookie: wordpress_test_cookie=WP%20Cookie%20check' )
);
$uf_nonce = trim( uf_http( 'node1', 'GET', $uf_url . '/wp-admin/admin-ajax.php?action=rest-nonce' )['body'] );
uf_check( 302 === $uf_login['status'] && (bool) preg_match( '/^[0-9a-f]{10}$/', $uf_nonce ), "logged in on node1 (HTTP {$uf_login['status']}), REST nonce" );
$uf_shown = uf_page_surveys( 'node3' );
uf_check( ! empty( $uf_shown ), 'node3 serves the home page with surveys ' . wp_json_encode( $uf_shown ) );
if ( ! empty( $uf_shown ) ) {
	$uf_id = $uf_shown[0];
	// Warm: both other nodes have read the live list (into Redis and their requests) before the change.
	uf_page_surveys( 'node2' );
	uf_page_surveys( 'node3' );
	foreach ( array(
		'draft'   => false,
		'publish' => true,
	) as $uf_action => $uf_live ) {
		$uf_t0     = microtime( true );
		$uf_change = uf_http( 'node1', 'POST', $uf_url . '/wp-json/userfeedback/v1/surveys/' . $uf_action, wp_json_encode( array( 'survey_ids' => array( $uf_id ) ) ), array( 'Content-Type: application/json', "X-WP-Nonce: {$uf_nonce}" ) );
		$uf_on3    = uf_page_surveys( 'node3' );
		$uf_on2    = uf_page_surveys( 'node2' );
		$uf_ms     = ( microtime( true ) - $uf_t0 ) * 1000;
		uf_check(
			200 === $uf_change['status'] && 'node1' === $uf_change['node'] && null !== $uf_on3 && null !== $uf_on2 && in_array( $uf_id, $uf_on3, true ) === $uf_live && in_array( $uf_id, $uf_on2, true ) === $uf_live,
			sprintf( 'survey %d set to %s on node1 (HTTP %d); next page on node3 %s, on node2 %s (%.0f ms for all three requests)', $uf_id, $uf_action, $uf_change['status'], wp_json_encode( $uf_on3 ), wp_json_encode( $uf_on2 ), $uf_ms )
		);
	}
}
@unlink( sys_get_temp_dir() . '/uf-stack-nodes-cookies.txt' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged

printf( "%s\n", 0 === $uf_fail ? 'All checks passed.' : "{$uf_fail} check(s) FAILED." );
exit( 0 === $uf_fail ? 0 : 1 );
