<?php
/**
 * Where the licence is kept.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * A site's own licence wins; on multisite a network-level licence (a site option, set by a
 * network administrator) covers sites without one.
 */
final class LicenseStore {

	public const OPTION = 'userfeedback_license';

	/**
	 * The licence in force for the current site.
	 *
	 * @return License
	 */
	public function get(): License {
		$site = $this->get_site();
		if ( '' !== $site->key || ! is_multisite() ) {
			return $site;
		}
		return $this->get_network();
	}

	/**
	 * Where the licence in force comes from: 'site', 'network' or 'none'.
	 *
	 * @return string
	 */
	public function source(): string {
		if ( '' !== $this->get_site()->key ) {
			return 'site';
		}
		return is_multisite() && '' !== $this->get_network()->key ? 'network' : 'none';
	}

	/**
	 * The current site's own licence (none when it has none).
	 *
	 * @return License
	 */
	public function get_site(): License {
		return License::from_array( get_option( self::OPTION ) );
	}

	/**
	 * The network's licence (none on single sites).
	 *
	 * @return License
	 */
	public function get_network(): License {
		return is_multisite() ? License::from_array( get_site_option( self::OPTION ) ) : License::none();
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
	 * Stores the network's licence (multisite only; on a single site it is the site's).
	 *
	 * @param License $license The licence.
	 * @return void
	 */
	public function save_network( License $license ): void {
		if ( ! is_multisite() ) {
			$this->save( $license );
			return;
		}
		update_site_option( self::OPTION, $license->to_array() );
	}

	/**
	 * Forgets the site's licence.
	 *
	 * @return void
	 */
	public function clear(): void {
		delete_option( self::OPTION );
	}

	/**
	 * Forgets the network's licence (multisite only; on a single site, the site's).
	 *
	 * @return void
	 */
	public function clear_network(): void {
		if ( ! is_multisite() ) {
			$this->clear();
			return;
		}
		delete_site_option( self::OPTION );
	}
}
