<?php
/**
 * How a licence key is checked.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * Implemented offline (OfflineLicenseVerifier: signed keys, the default) and by a licence-server
 * client (RemoteLicenseVerifier: only when USERFEEDBACK_LICENSE_SERVER is set). LicenseService
 * stores what they answer; nothing else talks to them.
 */
interface LicenseVerifier {

	/**
	 * Activates a key for this site (the Verify button, connect-by-key, a constant-supplied key).
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function activate( string $key ): LicenseCheck;

	/**
	 * Checks a key already in use (Refresh Key, the daily re-check).
	 *
	 * @param string $key Licence key.
	 * @return LicenseCheck
	 */
	public function check( string $key ): LicenseCheck;

	/**
	 * Releases a key from this site. The site forgets the key whatever this answers.
	 *
	 * @param string $key Licence key.
	 * @return bool Whether the licence service confirmed (always true offline).
	 */
	public function deactivate( string $key ): bool;
}
