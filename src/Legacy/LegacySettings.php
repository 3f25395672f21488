<?php
/**
 * UserFeedback 1.x's settings, mapped onto ours.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

use UserFeedback\Settings\SettingsSchema;

/**
 * 1.x keeps its settings in the option our settings use (`userfeedback_settings`), and the other
 * options it shares a name with ours hold other shapes (its licence is a key for the vendor's
 * remote server; its notifications another list). When we take over, each is copied to a backup
 * option (`userfeedback_v1_…`, so the 1.x data stays recoverable) and the originals are cleared;
 * the import then writes our settings from the backup: every 1.x key that our settings have with
 * the same meaning and a value our schema accepts, checked by SettingsSchema like any save; the
 * rest keep our defaults and are listed.
 */
final class LegacySettings {

	/** Options 1.x and this plugin both use, with their backup names. */
	public const SHARED_OPTIONS = array(
		'userfeedback_settings'      => 'userfeedback_v1_settings',
		'userfeedback_license'       => 'userfeedback_v1_license',
		'userfeedback_notifications' => 'userfeedback_v1_notifications',
		'userfeedback_db_version'    => 'userfeedback_v1_db_version',
	);

	/** Options only 1.x uses, removed with its data. */
	public const OWN_OPTIONS = array(
		'userfeedback_current_version',
		'userfeedback_over_time',
		'userfeedback_tracking_data',
		'userfeedback_usage_tracking_config',
		'userfeedback_onboarding_complete',
	);

	/**
	 * Whether this site carries 1.x's settings: its schema version, '1.0.0', or its options.
	 *
	 * @return bool
	 */
	public static function present(): bool {
		return '1.0.0' === get_option( 'userfeedback_db_version' ) || false !== get_option( 'userfeedback_current_version' );
	}

	/**
	 * Copies the shared options to their backups (once: a backup is never overwritten) and
	 * clears the ones our code would misread. Our settings option is left for the import to
	 * replace; 1.x's schema version is left too, as 1.x itself would want it.
	 *
	 * @return void
	 */
	public static function back_up(): void {
		foreach ( self::SHARED_OPTIONS as $name => $backup ) {
			$value = get_option( $name, null );
			if ( null === $value || false !== get_option( $backup, false ) ) {
				continue;
			}
			add_option( $backup, $value, '', false );
			if ( 'userfeedback_license' === $name || 'userfeedback_notifications' === $name ) {
				delete_option( $name );
			}
		}
	}

	/**
	 * Our settings from 1.x's (the backup), with which keys were mapped and which were not.
	 *
	 * @return array{settings: array<string, mixed>, mapped: list<string>, not_mapped: list<string>}
	 */
	public static function mapped(): array {
		$old      = get_option( self::SHARED_OPTIONS['userfeedback_settings'], array() );
		$old      = is_array( $old ) ? $old : array();
		$settings = SettingsSchema::defaults();
		$fields   = SettingsSchema::fields();
		$mapped   = array();
		$skipped  = array();
		foreach ( $old as $key => $value ) {
			$key = (string) $key;
			if ( ! isset( $fields[ $key ] ) ) {
				$skipped[] = $key;
				continue;
			}
			$checked = SettingsSchema::validate( array( $key => $value ), $settings );
			if ( array() !== $checked['errors'] ) {
				$skipped[] = $key;
				continue;
			}
			$settings = array_merge( $settings, $checked['settings'] );
			$mapped[] = $key;
		}
		return array(
			'settings'   => SettingsSchema::from_stored( $settings ),
			'mapped'     => $mapped,
			'not_mapped' => $skipped,
		);
	}
}
