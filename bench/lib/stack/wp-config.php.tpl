<?php
/**
 * WordPress configuration of the stack site (bench/stack.sh), written from
 * bench/lib/stack/wp-config.php.tpl on every start. Do not edit. Production settings: no debug,
 * no dev must-use plugins, salts generated once for this site (.dev/stack/salts.php).
 *
 * @package UserFeedback
 */

define( 'DB_NAME', '@DB_NAME@' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
// One database (its socket), or with --galera the node of the cluster this web node talks to
// (UF_STACK_NODE, set by its PHP-FPM pool; node1 for the command line).
define( 'DB_HOST', @DB_HOST@ );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

require '@STACK@/salts.php';
@GALERA_LINES@

$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

// nginx (the stack) and, for comparison, PHP's built-in server serve the same site and database.
$userfeedback_stack_host = isset( $_SERVER['HTTP_HOST'] ) && in_array( $_SERVER['HTTP_HOST'], array( '127.0.0.1:@PORT@', '127.0.0.1:@PHP_S_PORT@' ), true ) ? $_SERVER['HTTP_HOST'] : '127.0.0.1:@PORT@';
define( 'WP_HOME', 'http://' . $userfeedback_stack_host );
define( 'WP_SITEURL', 'http://' . $userfeedback_stack_host );
unset( $userfeedback_stack_host );

define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'WP_DEBUG', false );
define( 'WP_DEBUG_LOG', false );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
// Offline machine: never wait on wordpress.org. Loopbacks to the site itself still work.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISALLOW_FILE_EDIT', true );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
