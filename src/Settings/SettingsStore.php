<?php
/**
 * Plugin settings, read and written as one object.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Settings;

/**
 * The spec's plugin-settings object with its defaults. The settings issue adds the full typed
 * schema and the REST route; everything that reads a setting goes through here.
 */
final class SettingsStore {

	/**
	 * The option holding the settings object (autoloaded: read on most requests).
	 */
	public const OPTION = 'userfeedback_settings';

	/**
	 * Every setting with its default.
	 *
	 * @return array<string, mixed>
	 */
	public function defaults(): array {
		return array(
			'widget_button_color'        => '#2D87F1',
			'widget_toggle_icon'         => 'field-userfeedback',
			'widget_toggle_color'        => '#23282D',
			'widget_toggle_text'         => '',
			'widget_font'                => array(
				'family' => '',
				'weight' => '',
			),
			'widget_position'            => 'bottom_right',
			'widget_theme'               => 'light',
			'widget_color'               => '#FFFFFF',
			'widget_text_color'          => '#23282D',
			'widget_start_minimized'     => false,
			'widget_custom_logo'         => '',
			'widget_show_logo'           => false,
			'logo_type'                  => 'none',
			'widget_skip_text'           => 'Skip',
			'widget_next_text'           => 'Next',
			'notifications_recipients'   => '',
			'summaries_html_template'    => true,
			'notifications_header_image' => '',
			'create_edit_surveys'        => array( 'administrator', 'editor' ),
			'view_results'               => array( 'administrator', 'editor' ),
			'delete_surveys'             => array( 'administrator', 'editor' ),
			'allow_usage_tracking'       => false,
			'summaries_disabled'         => false,
			'automatic_updates'          => 'none',
			// Not in the spec: visitor IPs are personal data, stored anonymised unless the admin
			// chooses 'full' or 'none' (anonymised | full | none).
			'ip_storage'                 => 'anonymised',
			// Not in the spec: proxies (IPs or CIDR ranges) whose X-Forwarded-For is believed; none
			// by default, so REMOTE_ADDR is used and the header cannot be spoofed.
			'trusted_proxies'            => array(),
			// Not in the spec: uninstalling keeps surveys and responses unless the admin opts in.
			'delete_data_on_uninstall'   => false,
		);
	}

	/**
	 * The stored settings over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( $this->defaults(), is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One setting.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public function get( string $key ) {
		$all = $this->all();
		return $all[ $key ] ?? null;
	}

	/**
	 * Stores some settings, keeping the others.
	 *
	 * @param array<string, mixed> $changes Settings to change.
	 * @return void
	 */
	public function update( array $changes ): void {
		$stored = get_option( self::OPTION, array() );
		update_option( self::OPTION, array_merge( is_array( $stored ) ? $stored : array(), $changes ), true );
	}
}
