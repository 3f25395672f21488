<?php
/**
 * Constants WordPress and the plugin define at run time, for static analysis only.
 *
 * @package UserFeedback
 */

define( 'ABSPATH', '/tmp/wordpress/' );
define( 'WP_PLUGIN_DIR', '/tmp/wordpress/wp-content/plugins' );
define( 'WP_DEBUG_LOG', '/tmp/debug.log' );
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost' );
define( 'USERFEEDBACK_VERSION', '0.0.0' );
define( 'USERFEEDBACK_FILE', '/tmp/wordpress/wp-content/plugins/userfeedback/userfeedback.php' );
define( 'USERFEEDBACK_DIR', '/tmp/wordpress/wp-content/plugins/userfeedback' );
define( 'USERFEEDBACK_MIN_PHP', '8.2' );
define( 'USERFEEDBACK_EDITION', 'lite' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
define( 'OBJECT', 'OBJECT' );
define( 'DAY_IN_SECONDS', 86400 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'MINUTE_IN_SECONDS', 60 );
