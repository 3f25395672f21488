<?php
/**
 * Router for PHP's built-in server: existing files are served as they are, everything else goes
 * to WordPress's index.php (pretty permalinks and /wp-json/). Paths are never passed through
 * realpath(): the plugin is a symlink into the working tree.
 *
 * @package UserFeedback
 */

$userfeedback_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
$userfeedback_path = rawurldecode( (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput,WordPress.WP.AlternativeFunctions.parse_url_parse_url

if ( str_contains( $userfeedback_path, '..' ) ) {
	http_response_code( 400 );
	return true;
}
if ( is_file( $userfeedback_root . $userfeedback_path ) ) {
	return false;
}
if ( is_dir( $userfeedback_root . $userfeedback_path ) && is_file( $userfeedback_root . rtrim( $userfeedback_path, '/' ) . '/index.php' ) ) {
	if ( ! str_ends_with( $userfeedback_path, '/' ) ) {
		header( 'Location: ' . $userfeedback_path . '/', true, 301 );
		return true;
	}
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $userfeedback_root . '/index.php';
chdir( $userfeedback_root );
require $userfeedback_root . '/index.php';
