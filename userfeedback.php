<?php
/**
 * Plugin Name:       UserFeedback
 * Description:       Surveys and feedback for your site: a small, fast widget for visitors, results and NPS for you.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * Author:            UserFeedback
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       userfeedback
 * Domain Path:       /languages
 *
 * @package UserFeedback
 */

defined( 'ABSPATH' ) || exit;

// UserFeedback 1.x (or a second copy of this plugin) declares the same global names: while it is
// active, this plugin defines nothing and waits, with a notice (includes/legacy-guard.php).
require_once __DIR__ . '/includes/legacy-guard.php';
$GLOBALS['userfeedback_legacy_blocker'] = userfeedback_legacy_blocker( __FILE__ );
if ( '' !== $GLOBALS['userfeedback_legacy_blocker'] ) {
	add_action( 'admin_notices', 'userfeedback_legacy_dormant_notice' );
	add_action( 'network_admin_notices', 'userfeedback_legacy_dormant_notice' );
	return;
}

define( 'USERFEEDBACK_VERSION', '0.1.0' );
define( 'USERFEEDBACK_FILE', __FILE__ );
define( 'USERFEEDBACK_DIR', __DIR__ );
define( 'USERFEEDBACK_MIN_PHP', '8.2' );

// The edition is fixed per build: the release script writes edition.php into each zip
// (and `npm run uf -- edition pro` writes it in development). No file means Lite.
if ( ! defined( 'USERFEEDBACK_EDITION' ) ) {
	define( 'USERFEEDBACK_EDITION', is_readable( __DIR__ . '/edition.php' ) ? (string) require __DIR__ . '/edition.php' : 'lite' );
}

require_once __DIR__ . '/includes/requirements.php';

if ( ! userfeedback_requirements_met() ) {
	// A notice explains what is missing; nothing else of the plugin loads.
	add_action( 'admin_notices', 'userfeedback_requirements_notice' );
	add_action( 'network_admin_notices', 'userfeedback_requirements_notice' );
	return;
}

require_once __DIR__ . '/vendor/autoload.php';
require_once __DIR__ . '/includes/functions.php';

register_activation_hook( __FILE__, array( \UserFeedback\Database\Installer::class, 'on_activation' ) );
register_activation_hook( __FILE__, array( \UserFeedback\Admin\WelcomeRedirect::class, 'on_activation' ) );
register_deactivation_hook( __FILE__, array( \UserFeedback\Support\ScheduledEvents::class, 'on_deactivation' ) );

add_action( 'plugins_loaded', 'userfeedback_boot', 5 );
