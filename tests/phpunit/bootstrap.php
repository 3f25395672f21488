<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of the `phpunit` test site (installed fresh by
 * bin/test.sh, plugin active, on MariaDB) into this process. There is no WordPress test library
 * on this machine's registries; TestCase gives each test a transaction instead.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- test bootstrap.

$uf_test_site = getenv( 'UF_PHPUNIT_SITE' );
$uf_test_site = $uf_test_site ? $uf_test_site : dirname( __DIR__, 2 ) . '/.dev/sites/phpunit';
if ( ! is_file( $uf_test_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No test site at {$uf_test_site}. Run the tests with `npm test`, which provisions it.\n" );
	exit( 1 );
}

// Tests that depend on the edition build their own Entitlements; the running plugin is Pro so
// every Pro code path is loaded.
define( 'USERFEEDBACK_EDITION', 'pro' );

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';

require $uf_test_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require __DIR__ . '/fixtures/counter-shards.php';

if ( ! is_plugin_active( 'userfeedback/userfeedback.php' ) ) {
	fwrite( STDERR, "UserFeedback is not active on the test site.\n" );
	exit( 1 );
}
