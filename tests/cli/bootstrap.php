<?php
/**
 * Bootstrap of the WP-CLI command tests (tests/cli): the commands run in the real `wp` runner
 * (vendor/bin/wp, from the wp-cli/wp-cli dev dependency) against the `cli` site, a real WordPress
 * with the plugin active (bin/test.sh installs it fresh). This process loads the same site too,
 * to set data up and to check what the commands did against the plugin's own services (the REST
 * API, the rollups). No transaction wraps a test here: the commands run in other processes and
 * must see committed data, so each test class puts the site in the state it needs.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- test bootstrap.

require_once __DIR__ . '/CliTestCase.php';

$uf_cli_site = \UserFeedback\CliTests\CliTestCase::site();
if ( ! is_file( $uf_cli_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WP-CLI test site at {$uf_cli_site}. Run `npm test`, which provisions it, or:\n  bash -c 'source bin/lib/common.sh; source bin/lib/mariadb.sh; source bin/lib/wordpress.sh; db_start; wp_install cli fresh' && php bin/uf-dev.php --site=cli tier pro\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';

require $uf_cli_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'userfeedback/userfeedback.php' ) ) {
	fwrite( STDERR, "UserFeedback is not active on the WP-CLI test site.\n" );
	exit( 1 );
}
