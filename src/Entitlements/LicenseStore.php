<?php
/**
 * Where the licence is kept.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Entitlements;

/**
 * A site's own licence wins; on multisite a network-level licence covers sites without one.
 */
final class LicenseStore {

	public const OPTION = 'userfeedback_license';

	/**
	 * The licence in force for the current site.
	 *
	 * @return License
	 */
	public function get(): License {
		$site = License::from_array( get_option( self::OPTION ) );
		if ( '' !== $site->key || ! is_multisite() ) {
			return $site;
		}
		return License::from_array( get_site_option( self::OPTION ) );
	}

	/**
	 * Stores the site's licence.
	 *
	 * @param License $license The licence.
	 * @return void
	 */
	public function save( License $license ): void {
		update_option( self::OPTION, $license->to_array(), true );
	}

	/**
	 * Forgets the site's licence.
	 *
	 * @return void
	 */
	public function clear(): void {
		delete_option( self::OPTION );
	}
}
