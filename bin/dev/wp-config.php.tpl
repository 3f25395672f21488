<?php
/**
 * WordPress configuration of the @SITE@ site, written by bin/lib/wordpress.sh. Do not edit: it is
 * rewritten on every start.
 *
 * @package UserFeedback
 */

define( 'DB_NAME', '@DB_NAME@' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:@DB_SOCKET@' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY', 'userfeedback-dev-@SITE@-auth' );
define( 'SECURE_AUTH_KEY', 'userfeedback-dev-@SITE@-secure-auth' );
define( 'LOGGED_IN_KEY', 'userfeedback-dev-@SITE@-logged-in' );
define( 'NONCE_KEY', 'userfeedback-dev-@SITE@-nonce' );
define( 'AUTH_SALT', 'userfeedback-dev-@SITE@-auth-salt' );
define( 'SECURE_AUTH_SALT', 'userfeedback-dev-@SITE@-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'userfeedback-dev-@SITE@-logged-in-salt' );
define( 'NONCE_SALT', 'userfeedback-dev-@SITE@-nonce-salt' );

$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

define( 'WP_HOME', '@SITE_URL@' );
define( 'WP_SITEURL', '@SITE_URL@' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '@LOGS@/debug-@SITE@.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
// Offline machine: never wait on wordpress.org for updates, translations or oEmbed.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', false );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
