<?php
/**
 * Wires notifications and notices.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Hookable;

/**
 * The notifications feature's hooks: the first-response listener, the hourly check (CHECK_HOOK,
 * listed in Support\ScheduledEvents), the REST routes and the admin notices.
 */
final class NotificationsFeature implements Hookable {

	public const CHECK_HOOK = 'userfeedback_notifications_check';

	public function __construct( private readonly LocalEvents $events, private readonly RemoteFeed $feed ) {
	}

	/**
	 * Every hook of the feature.
	 *
	 * @param \wpdb        $wpdb         The database connection.
	 * @param Tables       $tables       Table names.
	 * @param Entitlements $entitlements Edition facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, Entitlements $entitlements ): array {
		$store    = new NotificationStore();
		$licenses = new LicenseStore();
		$feed     = new RemoteFeed();
		$events   = new LocalEvents( $wpdb, $tables, $entitlements, $licenses, $store );
		$drawer   = new Notifications( $store, $feed );
		return array(
			new self( $events, $feed ),
			new NotificationsController( $drawer, new NotificationActions( $events, $feed ) ),
			new AdminNotices( $entitlements, $licenses, $drawer ),
		);
	}

	/**
	 * Registers the listeners and the hourly check.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'userfeedback_response_committed', array( $this->events, 'response_committed' ), 10, 2 );
		add_action( 'userfeedback_surveys_deleted', array( $this->events, 'surveys_deleted' ) );
		add_action( 'userfeedback_survey_ceiling_reached', array( $this->events, 'ceiling_reached' ), 10, 2 );
		add_action( self::CHECK_HOOK, array( $this, 'hourly' ) );
		add_action( 'admin_init', array( $this, 'schedule' ) );
	}

	/**
	 * Schedules the hourly check where missing (admin requests only: no cost on visitors' pages).
	 *
	 * @return void
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( self::CHECK_HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, 'hourly', self::CHECK_HOOK );
		}
	}

	/**
	 * Forgets everything the feature stored on the current site (uninstall with data deletion).
	 * Dismissals live in user meta, which only ever holds ids, and go too.
	 *
	 * @return void
	 */
	public static function delete_data(): void {
		delete_option( NotificationStore::OPTION );
		delete_option( RemoteFeed::OPTION );
		delete_option( LocalEvents::HANDLED_OPTION );
		delete_metadata( 'user', 0, NotificationStore::USER_META, '', true );
		delete_metadata( 'user', 0, AdminNotices::USER_META, '', true );
	}

	/**
	 * The hourly event: local checks, then the remote feed when it is on and due.
	 *
	 * @return void
	 */
	public function hourly(): void {
		$this->events->check();
		$this->feed->refresh();
	}
}
