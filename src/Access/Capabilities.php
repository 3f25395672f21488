<?php
/**
 * The plugin's capabilities, granted to the roles chosen in settings.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Access;

use UserFeedback\Hookable;
use UserFeedback\Settings\SettingsGate;
use UserFeedback\Settings\SettingsStore;

/**
 * Capabilities are granted at check time from the settings' role lists (default administrator and
 * editor) instead of being written into roles: changing a setting takes effect at once, and
 * uninstalling leaves no capability behind in wp_user_roles. Users who can manage_options always
 * have every capability, as the spec forces those roles selected. Only Pro chooses the roles
 * (spec §6): elsewhere the defaults apply whatever is stored (SettingsGate::roles_in_force()).
 */
final class Capabilities implements Hookable {

	public const CREATE_EDIT_SURVEYS = 'userfeedback_create_edit_surveys';
	public const VIEW_RESULTS        = 'userfeedback_view_results';
	public const DELETE_SURVEYS      = 'userfeedback_delete_surveys';
	public const MANAGE_SETTINGS     = 'userfeedback_manage_settings';

	/**
	 * Capability => the setting holding the roles it is granted to.
	 */
	private const ROLE_SETTINGS = array(
		self::CREATE_EDIT_SURVEYS => 'create_edit_surveys',
		self::VIEW_RESULTS        => 'view_results',
		self::DELETE_SURVEYS      => 'delete_surveys',
	);

	public function __construct( private readonly SettingsStore $settings, private readonly SettingsGate $gate ) {
	}

	public function add_hooks(): void {
		add_filter( 'user_has_cap', array( $this, 'grant' ), 10, 4 );
	}

	/**
	 * Every capability the plugin defines.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::CREATE_EDIT_SURVEYS, self::VIEW_RESULTS, self::DELETE_SURVEYS, self::MANAGE_SETTINGS );
	}

	/**
	 * Adds the plugin's capabilities the user holds through their roles.
	 *
	 * @param array<string, bool> $allcaps The user's capabilities.
	 * @param string[]            $caps    The primitive capabilities being checked.
	 * @param mixed[]             $args    The requested capability and its arguments.
	 * @param \WP_User            $user    The user.
	 * @return array<string, bool>
	 */
	public function grant( $allcaps, $caps, $args, $user ): array {
		$allcaps = (array) $allcaps;
		$wanted  = array_intersect( (array) $caps, self::all() );
		if ( array() === $wanted ) {
			return $allcaps;
		}
		$is_manager = ! empty( $allcaps['manage_options'] );
		foreach ( $wanted as $cap ) {
			if ( $is_manager ) {
				$allcaps[ $cap ] = true;
			} elseif ( isset( self::ROLE_SETTINGS[ $cap ] ) ) {
				$setting         = self::ROLE_SETTINGS[ $cap ];
				$roles           = $this->gate->roles_in_force( $setting, $this->settings->get( $setting ) );
				$allcaps[ $cap ] = array() !== array_intersect( (array) $user->roles, $roles );
			}
		}
		return $allcaps;
	}

	public static function current_user_can_use_admin(): bool {
		foreach ( self::all() as $cap ) {
			if ( current_user_can( $cap ) ) {
				return true;
			}
		}
		return false;
	}
}
