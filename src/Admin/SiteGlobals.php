<?php
/**
 * The bootstrap data handed to the admin app and the widget.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Admin;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Legacy\LegacyImporter;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\Translations\Locale;

/**
 * The spec's "site globals". Entitlement facts come from Entitlements only, so what the browser
 * is told always matches what the server enforces.
 */
final class SiteGlobals {

	private readonly WidgetTheming $theming;

	/**
	 * Constructor.
	 *
	 * @param Entitlements        $entitlements Edition, licence and add-on facts.
	 * @param WidgetTheming|null  $theming      The widget's look (default: from the stored settings).
	 * @param LegacyImporter|null $legacy       The UserFeedback 1.x import, whose state site admins see on the surveys screen.
	 */
	public function __construct( private readonly Entitlements $entitlements, ?WidgetTheming $theming = null, private readonly ?LegacyImporter $legacy = null ) {
		$this->theming = $theming ?? new WidgetTheming( new SettingsStore(), $entitlements );
	}

	/**
	 * Everything the admin app needs to start.
	 *
	 * @param array{link: string, title: string} $current_page The admin page being shown.
	 * @return array<string, mixed>
	 */
	public function for_admin( array $current_page ): array {
		$roles          = array();
		$manager_roles  = array();
		$editable_roles = wp_roles()->roles;
		foreach ( $editable_roles as $key => $role ) {
			$roles[] = array(
				'key'  => (string) $key,
				'name' => translate_user_role( $role['name'] ),
			);
			if ( ! empty( $role['capabilities']['manage_options'] ) ) {
				$manager_roles[] = (string) $key;
			}
		}

		return array_merge(
			$this->entitlements->to_array(),
			array(
				'plugin_version'       => USERFEEDBACK_VERSION,
				'assets'               => plugins_url( 'assets/', USERFEEDBACK_FILE ),
				'admin_url'            => admin_url(),
				'admin_email'          => (string) get_option( 'admin_email' ),
				'rest_url'             => rest_url( 'userfeedback/v1/' ),
				'nonce'                => wp_create_nonce( 'wp_rest' ),
				'install_nonce'        => wp_create_nonce( 'userfeedback-install' ),
				'export_nonce'         => wp_create_nonce( 'userfeedback_export' ),
				// One nonce per licence admin-ajax action; only for users who may manage the licence.
				'license_nonces'       => current_user_can( 'manage_options' ) ? \UserFeedback\Entitlements\LicenseAjax::nonces() : array(),
				'affiliate_id'         => '',
				'affiliate_url'        => '',
				'current_page'         => $current_page,
				'roles'                => $roles,
				'roles_manage_options' => $manager_roles,
				'capabilities'         => $this->current_user_capabilities(),
				'notifications_key'    => 'userfeedback_notifications',
				'timezone'             => wp_timezone_string(),
				'locale'               => get_user_locale(),
				// The builder's preview shows the site's widget as visitors see it; survey editors
				// may not read GET settings, and this look is printed on every page with a survey.
				'widget_theming'       => $this->theming->for_survey( array( 'settings' => array( 'theming' => null ) ), false ),
				// Site admins see the UserFeedback 1.x import on the surveys screen; 'none' (no
				// 1.x data, or not theirs to see) spares every other page view a REST call.
				'legacy_import'        => null !== $this->legacy && current_user_can( 'manage_options' ) ? $this->legacy->status()['state'] : 'none',
				// A survey's own language when it names none, and the languages the builder
				// offers first for its translations.
				'site_language'        => Locale::site(),
				'installed_languages'  => Locale::installed(),
			)
		);
	}

	/**
	 * The site part of the widget's bootstrap (Frontend\WidgetBootstrap adds the page's surveys):
	 * the entitlement facts that change how the widget behaves, and where to send answers.
	 * Nothing user-specific, so pages stay cacheable. Each add-on flag is addon_active(), which
	 * already requires Pro and a valid licence, so the widget gates on the flag alone; the
	 * composite facts of to_array() (has_pro_plan, can_target_*) stay out: the server applies
	 * them to the surveys before they reach the page.
	 *
	 * @return array<string, mixed>
	 */
	public function for_widget(): array {
		// Runs on every front-end page with a survey: only the active flags (option reads), not
		// the installed flags, which would stat five plugin files per page view.
		$addons = array();
		foreach ( AddonRegistry::KEYS as $key ) {
			$addons[ $key ] = $this->entitlements->addon_active( $key );
		}
		return array(
			'is_pro'         => $this->entitlements->is_pro(),
			'is_licensed'    => $this->entitlements->is_licensed(),
			'license_type'   => $this->entitlements->license_type(),
			'addons'         => $addons,
			'plugin_version' => USERFEEDBACK_VERSION,
			'rest_url'       => rest_url( 'userfeedback/v1/' ),
		);
	}

	/**
	 * The current user's plugin capabilities, so the app can hide what the server would refuse.
	 *
	 * @return array<string, bool>
	 */
	private function current_user_capabilities(): array {
		return array(
			'create_edit_surveys' => current_user_can( Capabilities::CREATE_EDIT_SURVEYS ),
			'view_results'        => current_user_can( Capabilities::VIEW_RESULTS ),
			'delete_surveys'      => current_user_can( Capabilities::DELETE_SURVEYS ),
			'manage_settings'     => current_user_can( Capabilities::MANAGE_SETTINGS ),
			// The plugins admin-ajax (install, activate) answers only these users.
			'activate_plugins'    => current_user_can( 'activate_plugins' ),
			// Webhooks (each receives every answer) are for site administrators.
			'manage_options'      => current_user_can( 'manage_options' ),
		);
	}
}
