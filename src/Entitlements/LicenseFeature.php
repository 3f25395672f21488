<?php
/**
 * Wires the licence service: admin-ajax actions, notices, the daily re-check.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

use UserFeedback\Hookable;

/**
 * The licence feature's hooks. In Pro, `admin_init` stores a USERFEEDBACK_LICENSE_KEY key once it
 * changes and makes sure the daily re-check (LicenseService::CRON_HOOK, listed in
 * Support\ScheduledEvents) is scheduled.
 */
final class LicenseFeature implements Hookable {

	public function __construct( private readonly Entitlements $entitlements, private readonly LicenseService $service ) {
	}

	/**
	 * Every hook of the licence feature.
	 *
	 * @param Entitlements $entitlements Edition facts.
	 * @return Hookable[]
	 */
	public static function hooks( Entitlements $entitlements ): array {
		$store   = new LicenseStore();
		$service = new LicenseService( $store, LicenseService::default_verifier() );
		return array(
			new self( $entitlements, $service ),
			new LicenseAjax( $service, $entitlements, new ProUpgrade( plugin_basename( USERFEEDBACK_FILE ) ) ),
			new LicenseNotices( $entitlements, $store ),
		);
	}

	/**
	 * Registers the cron callback and the admin-side upkeep.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( LicenseService::CRON_HOOK, array( $this->service, 'revalidate' ) );
		add_action( 'admin_init', array( $this, 'upkeep' ) );
	}

	/**
	 * Pro only: picks up a changed USERFEEDBACK_LICENSE_KEY and schedules the daily re-check.
	 *
	 * @return void
	 */
	public function upkeep(): void {
		if ( ! $this->entitlements->is_pro() ) {
			return;
		}
		$this->service->sync_constant();
		if ( false === wp_next_scheduled( LicenseService::CRON_HOOK ) ) {
			wp_schedule_event( time() + DAY_IN_SECONDS, 'daily', LicenseService::CRON_HOOK );
		}
	}
}
