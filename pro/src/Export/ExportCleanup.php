<?php
/**
 * Removes what exports leave behind, on uninstall.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Export jobs and files are temporary artefacts, not the site owner's data: once the plugin is
 * uninstalled nothing would ever clean them up (the daily clean-up event goes with the plugin),
 * and the files hold visitors' answers. So they are removed on every uninstall, whether or not
 * the admin chose to delete surveys and responses.
 */
final class ExportCleanup {

	/**
	 * Deletes every job option, the private folder with its files, and the folder's option.
	 *
	 * @param \wpdb              $wpdb    Database.
	 * @param ExportStorage|null $storage The files' folder (tests pass their own).
	 * @return void
	 */
	public static function run( \wpdb $wpdb, ?ExportStorage $storage = null ): void {
		$jobs = new JobStore( $wpdb );
		foreach ( $jobs->ids() as $id ) {
			$jobs->delete( $id );
		}
		( $storage ?? new ExportStorage() )->remove_all();
	}
}
