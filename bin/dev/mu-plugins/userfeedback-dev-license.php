<?php
/**
 * Plugin Name: UserFeedback dev licence keys
 * Description: Development and test sites trust the keys bin/mint-license.php signs (the public
 * key .dev/license-keys/dev.pub of this checkout) besides the production key, and connect-by-key
 * installs the Pro zip of `npm run release` (dist/userfeedback-pro.zip) when there is one.
 *
 * @package UserFeedback
 */

/**
 * This checkout's root (wp-content/plugins/userfeedback links to it), or '' when unknown.
 *
 * @return string
 */
function userfeedback_dev_license_root(): string {
	$root = realpath( WP_PLUGIN_DIR . '/userfeedback' );
	return is_string( $root ) ? $root : '';
}

add_filter(
	'userfeedback_license_public_keys',
	static function ( $keys ) {
		$file = userfeedback_dev_license_root() . '/.dev/license-keys/dev.pub';
		if ( is_array( $keys ) && is_readable( $file ) ) {
			$keys[] = trim( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		}
		return $keys;
	},
	5
);

add_filter(
	'userfeedback_pro_package',
	static function ( $package ) {
		$zip = userfeedback_dev_license_root() . '/dist/userfeedback-pro.zip';
		return ( '' === $package && is_file( $zip ) ) ? $zip : $package;
	},
	5
);
