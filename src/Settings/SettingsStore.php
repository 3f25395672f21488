<?php
/**
 * Plugin settings, read and written as one object.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

/**
 * The spec's plugin-settings object, stored as one autoloaded option. Fields, types and defaults
 * are declared in SettingsSchema; everything that reads a setting goes through here.
 */
final class SettingsStore {

	/**
	 * The option holding the settings object (autoloaded: read on most requests).
	 */
	public const OPTION = 'userfeedback_settings';

	/**
	 * Every setting with its default (declared in SettingsSchema, the one place fields live).
	 *
	 * @return array<string, mixed>
	 */
	public function defaults(): array {
		return SettingsSchema::defaults();
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
