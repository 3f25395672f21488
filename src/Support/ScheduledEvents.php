<?php
/**
 * Every WP-Cron hook the plugin schedules, cleared on deactivation and uninstall.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Support;

use UserFeedback\Export\ExportCron;
use UserFeedback\Export\JobRunner;
use UserFeedback\Insights\InsightsCron;

/**
 * One list, so a feature's cron event cannot outlive the plugin: WordPress keeps scheduled
 * events of a deactivated plugin and fires them into nothing, forever (the hooks have no
 * callback left, yet WP-Cron reschedules recurring ones). A feature that schedules an event adds its
 * hook name here; deactivation and uninstall clear them all. Recurring events are scheduled again
 * by their feature when it next runs, so deactivating and reactivating loses nothing.
 */
final class ScheduledEvents {

	/**
	 * The hook names.
	 *
	 * @return string[]
	 */
	public static function hooks(): array {
		$pro = \UserFeedback\ProModules::has( ExportCron::class ) ? array( ExportCron::CLEANUP_HOOK, JobRunner::STEP_HOOK ) : array();
		if ( \UserFeedback\ProModules::has( InsightsCron::class ) ) {
			$pro[] = InsightsCron::STEP_HOOK;
			$pro[] = InsightsCron::CHECK_HOOK;
		}
		return array(
			...$pro,
			\UserFeedback\Settings\UsageTracking::HOOK,
			\UserFeedback\Email\EmailCron::DRAIN_HOOK,
			\UserFeedback\Email\EmailCron::SUMMARY_HOOK,
			\UserFeedback\Entitlements\LicenseService::CRON_HOOK,
			\UserFeedback\Notifications\NotificationsFeature::CHECK_HOOK,
			\UserFeedback\Legacy\LegacyImportRunner::HOOK,
			\UserFeedback\Privacy\Retention::DAILY_HOOK,
			\UserFeedback\Privacy\Retention::STEP_HOOK,
			\UserFeedback\Reporting\Build\BuildKind::Rollups->hook(),
			\UserFeedback\Reporting\Build\BuildKind::Facts->hook(),
		);
	}

	/**
	 * Unschedules every event of every hook on the current site.
	 *
	 * @return void
	 */
	public static function clear(): void {
		foreach ( self::hooks() as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * The deactivation hook: clears the events of the site, or of every site when the plugin was
	 * network-deactivated.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 * @return void
	 */
	public static function on_deactivation( $network_wide = false ): void {
		if ( ! is_multisite() || ! $network_wide ) {
			self::clear();
			return;
		}
		$site_ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		);
		foreach ( $site_ids as $site_id ) {
			switch_to_blog( (int) $site_id );
			self::clear();
			restore_current_blog();
		}
	}
}
