<?php
/**
 * Which settings this site may change.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Entitlements\Entitlements;

/**
 * The settings-side gates, decided by the Entitlements service only and declared per field in
 * SettingsSchema. They match what the front end applies (Frontend\WidgetTheming): colours, colour
 * scheme and the custom logo need the branding add-on; middle positions, start minimised and the
 * access role lists need the Pro edition; analytics events a pro or elite plan. A gate refuses a change, never an unchanged value, so a
 * site keeps what it stored while it had the feature (the admin app sends the whole object).
 */
final class SettingsGate {

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * Whether the site has what a gate asks for.
	 *
	 * @param string $gate SettingsSchema::GATE_*.
	 * @return bool
	 */
	public function allows( string $gate ): bool {
		if ( SettingsSchema::GATE_BRANDING === $gate ) {
			return $this->entitlements->addon_active( 'branding' );
		}
		if ( SettingsSchema::GATE_BEHAVIOR === $gate ) {
			// As the survey's behaviour settings (an add-on counts only on a licensed site).
			return $this->entitlements->addon_active( 'behavior' );
		}
		if ( SettingsSchema::GATE_PRO_PLAN === $gate ) {
			return $this->entitlements->has_pro_plan();
		}
		return $this->entitlements->is_pro();
	}

	/**
	 * The upgrade modal's name for a gated feature ("{feature} is a PRO feature").
	 *
	 * @param string $feature Feature key from SettingsSchema.
	 * @return string
	 */
	public static function feature_label( string $feature ): string {
		switch ( $feature ) {
			case 'branding':
				return __( 'Branding', 'userfeedback' );
			case 'middle_position':
				return __( 'Middle Widget Position', 'userfeedback' );
			case 'minimized_survey':
				return __( 'Minimized Survey', 'userfeedback' );
			case 'custom_logo':
				return __( 'Custom Logo', 'userfeedback' );
			case 'survey_cooldown':
				return __( 'Survey Cooldown', 'userfeedback' );
			case 'analytics_events':
				return __( 'Analytics Events', 'userfeedback' );
			default:
				return __( 'Access Roles', 'userfeedback' );
		}
	}

	/**
	 * Fields this site may not change at all, with the feature label.
	 *
	 * @return array<string, string>
	 */
	public function locked(): array {
		$locked = array();
		foreach ( SettingsSchema::fields() as $key => $field ) {
			if ( isset( $field['gate'] ) && ! isset( $field['gated_values'] ) && ! $this->allows( $field['gate'] ) ) {
				$locked[ $key ] = self::feature_label( (string) ( $field['feature'] ?? '' ) );
			}
		}
		return $locked;
	}

	/**
	 * Values this site may not choose in fields that are otherwise free (middle positions, the
	 * custom logo type), each with the feature label.
	 *
	 * @return array<string, array<string, string>>
	 */
	public function locked_values(): array {
		$locked = array();
		foreach ( SettingsSchema::fields() as $key => $field ) {
			if ( isset( $field['gate'], $field['gated_values'] ) && ! $this->allows( $field['gate'] ) ) {
				$locked[ $key ] = array_fill_keys( $field['gated_values'], self::feature_label( (string) ( $field['feature'] ?? '' ) ) );
			}
		}
		return $locked;
	}

	/**
	 * The feature label when changing a field to a value needs what the site lacks, else null.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The new (normalised) value.
	 * @return string|null
	 */
	public function refusal( string $key, $value ): ?string {
		$locked = $this->locked();
		if ( isset( $locked[ $key ] ) ) {
			return $locked[ $key ];
		}
		$values = $this->locked_values()[ $key ] ?? array();
		return is_string( $value ) && isset( $values[ $value ] ) ? $values[ $value ] : null;
	}

	/**
	 * Why a change was refused, in the spec's words: on Pro a missing add-on is named (§8 "Please
	 * activate the … addon"), elsewhere "{feature} is a PRO feature" (§2.9).
	 *
	 * @param string $key     Field.
	 * @param string $feature Its feature label.
	 * @return string
	 */
	public function refusal_message( string $key, string $feature ): string {
		$gate = (string) ( SettingsSchema::fields()[ $key ]['gate'] ?? '' );
		if ( SettingsSchema::GATE_BRANDING === $gate && $this->entitlements->is_pro() ) {
			return __( 'Please activate the Branding addon to access this feature', 'userfeedback' );
		}
		if ( SettingsSchema::GATE_BEHAVIOR === $gate && $this->entitlements->is_pro() ) {
			return $this->entitlements->is_licensed()
				? __( 'Please activate the Behavior addon to access this feature', 'userfeedback' )
				: __( 'Please enter a valid license key to access this feature.', 'userfeedback' );
		}
		if ( SettingsSchema::GATE_PRO_PLAN === $gate && $this->entitlements->is_pro() ) {
			// The reporting extras' words (reporting.md §8) for a plan below pro.
			return $this->entitlements->is_licensed()
				? __( 'Upgrade to Pro to unlock this feature', 'userfeedback' )
				: __( 'Please enter a valid license key to access this feature.', 'userfeedback' );
		}
		/* translators: %s: feature name. */
		return sprintf( __( '%s is a PRO feature', 'userfeedback' ), $feature );
	}

	/**
	 * The roles a role-list setting grants to: the stored list with Pro, the defaults (administrator,
	 * editor) otherwise, whatever a Pro install stored before (spec §6: only Pro chooses roles).
	 *
	 * @param string $key    One of SettingsSchema::ROLE_FIELDS.
	 * @param mixed  $stored The stored list.
	 * @return string[]
	 */
	public function roles_in_force( string $key, $stored ): array {
		if ( ! $this->allows( (string) ( SettingsSchema::fields()[ $key ]['gate'] ?? SettingsSchema::GATE_PRO ) ) ) {
			return SettingsSchema::DEFAULT_ROLES;
		}
		return array_values( array_filter( (array) $stored, 'is_string' ) );
	}
}
