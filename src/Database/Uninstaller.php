<?php
/**
 * Deletes a site's data when the plugin is uninstalled, if the admin asked for it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Export\ExportCleanup;
use UserFeedback\Plugin;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Support\ScheduledEvents;

/**
 * Default is to keep everything: deleting a plugin to reinstall it must not cost a site its
 * responses. Only the delete_data_on_uninstall setting turns that around.
 */
final class Uninstaller {

	public function __construct( private readonly Plugin $plugin ) {
	}

	/**
	 * Drops the current site's tables and options when opted in.
	 *
	 * @return bool Whether data was deleted.
	 */
	public function run(): bool {
		global $wpdb;
		// Scheduled events and export files go whatever the admin chose: nothing would run or
		// clean them up once the plugin's code is gone.
		ScheduledEvents::clear();
		if ( \UserFeedback\ProModules::has( ExportCleanup::class ) ) {
			ExportCleanup::run( $wpdb );
		}
		if ( true !== $this->plugin->settings()->get( 'delete_data_on_uninstall' ) ) {
			return false;
		}
		$this->plugin->installer()->drop_tables();
		\UserFeedback\Ai\AiCleanup::run( $wpdb );
		\UserFeedback\Ai\AiCleanup::delete_prefixed( $wpdb, 'userfeedback_insights_' );
		delete_option( SettingsStore::OPTION );
		delete_option( LicenseStore::OPTION );
		delete_option( \UserFeedback\Entitlements\OfflineLicenseVerifier::REVOKED_OPTION );
		delete_option( \UserFeedback\Admin\WelcomeRedirect::OFFERED_OPTION );
		delete_option( CounterShard::SINGLE_OPTION );
		\UserFeedback\Notifications\NotificationsFeature::delete_data();
		// The import's progress only; UserFeedback 1.x's own data is not ours to delete.
		delete_option( \UserFeedback\Legacy\ImportState::OPTION );
		return true;
	}
}
