<?php
/**
 * Coexistence with UserFeedback 1.x (the plugin this one replaces), checked before anything of
 * this plugin is defined. 1.x declares the global function userfeedback() and the constant
 * USERFEEDBACK_VERSION, as this plugin does: with both active in one request PHP stops with
 * "Cannot redeclare userfeedback()", whichever loads first. So while 1.x (or a second copy of
 * this plugin) is active, this plugin stays dormant: it defines nothing, registers no route and
 * prints no widget, and only shows an admin notice asking to deactivate 1.x to finish switching.
 * Its tables and options are left alone until then (src/Legacy/ takes over after).
 *
 * Plain PHP on purpose: it runs before the autoloader. The functions are declared only once, so
 * a second copy of this plugin (which includes this file too) does not collide with the first.
 *
 * @package UserFeedback
 */

defined( 'ABSPATH' ) || exit;

if ( function_exists( 'userfeedback_legacy_blocker' ) ) {
	return;
}

/**
 * What keeps this plugin from loading: 'v1' when UserFeedback 1.x is active, 'copy' when another
 * copy of this plugin already loaded, '' when nothing does.
 *
 * @param string $own_file This plugin's main file.
 * @return string
 */
function userfeedback_legacy_blocker( $own_file ) {
	if ( function_exists( 'userfeedback' ) ) {
		// Loaded before this one: another copy of this plugin has its boot function, 1.x not.
		return function_exists( 'userfeedback_boot' ) ? 'copy' : 'v1';
	}
	return '' === userfeedback_legacy_active_v1( $own_file ) ? '' : 'v1';
}

/**
 * The basename of an active UserFeedback 1.x plugin other than this one, or ''. Cheap on every
 * request: one autoloaded option read; a plugin file header is read only on the rare site where
 * another active plugin looks like UserFeedback.
 *
 * @param string $own_file This plugin's main file.
 * @return string
 */
function userfeedback_legacy_active_v1( $own_file ) {
	$own    = plugin_basename( $own_file );
	$active = (array) get_option( 'active_plugins', array() );
	if ( is_multisite() ) {
		$active = array_merge( $active, array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) );
	}
	foreach ( $active as $basename ) {
		$basename = (string) $basename;
		if ( $basename === $own || ! preg_match( '#^[^/]*userfeedback[^/]*/userfeedback\.php$#i', $basename ) ) {
			continue;
		}
		$file = WP_PLUGIN_DIR . '/' . $basename;
		if ( ! is_readable( $file ) ) {
			continue;
		}
		$header = get_file_data( $file, array( 'Version' => 'Version' ) );
		if ( 0 === strpos( (string) $header['Version'], '1.' ) ) {
			return $basename;
		}
	}
	return '';
}

/**
 * The notice of the dormant plugin, for admins who can act on it.
 *
 * @return void
 */
function userfeedback_legacy_dormant_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$blocker = isset( $GLOBALS['userfeedback_legacy_blocker'] ) ? (string) $GLOBALS['userfeedback_legacy_blocker'] : 'v1';
	$message = 'copy' === $blocker
		? __( 'Two copies of UserFeedback are active. Deactivate one of them: the other then loads as usual.', 'userfeedback' )
		: __( 'UserFeedback 1.x is still active, so the new UserFeedback is waiting. Deactivate UserFeedback 1.x to finish switching: your surveys, responses and settings are then imported, and your 1.x data stays on the site until you remove it.', 'userfeedback' );
	printf(
		'<div class="notice notice-warning"><p><strong>%1$s</strong> %2$s <a href="%3$s">%4$s</a></p></div>',
		esc_html__( 'UserFeedback is not running yet.', 'userfeedback' ),
		esc_html( $message ),
		esc_url( self_admin_url( 'plugins.php' ) ),
		esc_html__( 'Go to Plugins', 'userfeedback' )
	);
}
