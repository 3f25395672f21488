<?php
/**
 * A survey's tracking follows the analytics plugin.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * Spec §4 "Analytics plugin activation": a survey's settings.enable_tracking is on when the
 * analytics plugin (MonsterInsights, Lite or Pro) is active and off when it is not. The server
 * applies it where the builder reads a survey and where a survey is saved, so the stored and shown
 * value is always the plugin's state: the builder shows the toggle as that state, read-only.
 * "Active" is WordPress's meaning (this site's active_plugins, or network-active), read from the
 * options because is_plugin_active() is only loaded in wp-admin.
 */
final class AnalyticsTracking {

	/**
	 * The analytics plugin's basenames: the free plugin and its Pro build.
	 */
	public const BASENAMES = array(
		'google-analytics-for-wordpress/googleanalytics.php',
		'google-analytics-premium/googleanalytics-premium.php',
	);

	public function is_plugin_active(): bool {
		$active  = (array) get_option( 'active_plugins', array() );
		$network = is_multisite() ? (array) get_site_option( 'active_sitewide_plugins', array() ) : array();
		foreach ( self::BASENAMES as $basename ) {
			if ( in_array( $basename, $active, true ) || isset( $network[ $basename ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The survey with enable_tracking set to the plugin's state.
	 *
	 * @param array<string, mixed> $survey A survey (normalised or stored).
	 * @return array<string, mixed>
	 */
	public function apply( array $survey ): array {
		$settings                    = is_array( $survey['settings'] ?? null ) ? $survey['settings'] : array();
		$settings['enable_tracking'] = $this->is_plugin_active();
		$survey['settings']          = $settings;
		return $survey;
	}
}
