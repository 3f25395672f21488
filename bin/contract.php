<?php
/**
 * Writes contract/userfeedback.ts from the PHP sources of truth (`npm run contract`), or with
 * --check says whether the committed file is current (exit 1 when stale).
 *
 * Usage: php bin/contract.php [--check] [--site DIR]
 * It loads a WordPress with the plugin active, as Pro, so that every route registers: the site
 * in --site, else UF_PHPUNIT_SITE, else the test command's .dev/sites/phpunit (made by
 * `npm test`, or by hand as the README shows).
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped -- a command-line tool writing a file of the repository.

use UserFeedback\Tools\Contract\TypeScriptContract;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$userfeedback_opts = getopt( '', array( 'check', 'site:' ) );
$userfeedback_root = dirname( __DIR__ );
$userfeedback_site = is_string( $userfeedback_opts['site'] ?? null ) ? $userfeedback_opts['site'] : (string) ( getenv( 'UF_PHPUNIT_SITE' ) ? getenv( 'UF_PHPUNIT_SITE' ) : $userfeedback_root . '/.dev/sites/phpunit' );
if ( ! is_file( $userfeedback_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$userfeedback_site}: run `npm test` once, or pass --site.\n" );
	exit( 2 );
}
// Pro, as the PHPUnit bootstrap runs it: the Pro modules' routes are part of the contract.
define( 'USERFEEDBACK_EDITION', 'pro' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $userfeedback_site . '/wp-load.php';
require $userfeedback_root . '/vendor/autoload.php';

$userfeedback_path  = $userfeedback_root . '/' . TypeScriptContract::PATH;
$userfeedback_built = TypeScriptContract::build();
if ( isset( $userfeedback_opts['check'] ) ) {
	$userfeedback_current = is_file( $userfeedback_path ) && (string) file_get_contents( $userfeedback_path ) === $userfeedback_built;
	echo $userfeedback_current ? TypeScriptContract::PATH . " is current.\n" : TypeScriptContract::PATH . " is stale: run `npm run contract`.\n";
	exit( $userfeedback_current ? 0 : 1 );
}
if ( ! is_dir( dirname( $userfeedback_path ) ) ) {
	mkdir( dirname( $userfeedback_path ), 0755, true );
}
file_put_contents( $userfeedback_path, $userfeedback_built );
echo 'Wrote ' . TypeScriptContract::PATH . "\n";
