<?php
/**
 * Boot guards: checked before any class is loaded, so they must run on any PHP WordPress runs on.
 *
 * @package UserFeedback
 */

defined( 'ABSPATH' ) || exit;

/**
 * The problems that stop the plugin from loading, as sentences for an admin notice.
 *
 * @return string[]
 */
function userfeedback_requirement_problems() {
	$problems = array();
	if ( version_compare( PHP_VERSION, USERFEEDBACK_MIN_PHP, '<' ) ) {
		$problems[] = sprintf(
			/* translators: 1: required PHP version, 2: running PHP version. */
			__( 'UserFeedback needs PHP %1$s or newer; this site runs PHP %2$s.', 'userfeedback' ),
			USERFEEDBACK_MIN_PHP,
			PHP_VERSION
		);
	}
	if ( ! is_readable( USERFEEDBACK_DIR . '/vendor/autoload.php' ) ) {
		$problems[] = __( 'UserFeedback is missing its vendor/autoload.php. Install a release zip, or run "composer install" in the plugin folder.', 'userfeedback' );
	}
	return $problems;
}

/**
 * Whether the plugin can load.
 *
 * @return bool
 */
function userfeedback_requirements_met() {
	return array() === userfeedback_requirement_problems();
}

/**
 * Prints the reasons the plugin did not load, for admins who can act on them.
 *
 * @return void
 */
function userfeedback_requirements_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	foreach ( userfeedback_requirement_problems() as $problem ) {
		printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $problem ) );
	}
}
