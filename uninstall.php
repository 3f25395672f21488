<?php
/**
 * Runs when the plugin is deleted from wp-admin. Keeps every survey and response unless the admin
 * opted in to deleting data (setting delete_data_on_uninstall, default off), site by site.
 *
 * @package UserFeedback
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// WordPress runs this file without loading the plugin; the main file sets up constants and the
// autoloader, and returns early (leaving userfeedback() undefined) when requirements are not met.
require_once __DIR__ . '/userfeedback.php';
// Not loaded (requirements unmet, or dormant beside UserFeedback 1.x, whose userfeedback() is
// another function): nothing of ours to run.
if ( ! function_exists( 'userfeedback_boot' ) ) {
	return;
}

$userfeedback_site_ids = is_multisite() ? get_sites(
	array(
		'fields' => 'ids',
		'number' => 0,
	)
) : array( get_current_blog_id() );

foreach ( $userfeedback_site_ids as $userfeedback_site_id ) {
	if ( is_multisite() ) {
		switch_to_blog( (int) $userfeedback_site_id );
	}
	( new \UserFeedback\Database\Uninstaller( userfeedback() ) )->run();
	if ( is_multisite() ) {
		restore_current_blog();
	}
}
