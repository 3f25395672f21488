<?php
/**
 * What every insights route controller shares.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Rest\AiPermissions;

/**
 * The insights' routes register on `rest_api_init` and let in the readers of results on the AI
 * summary's plan (401, 403, 403 `userfeedback_upgrade_required`), as the summary itself does. The
 * controller using it has an `$entitlements` property and a `register_routes()`.
 */
trait SummaryPlanRoutes {

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Results readers on the AI summary's plan.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		return AiPermissions::summary( $this->entitlements );
	}

	/**
	 * The controller's routes.
	 *
	 * @return void
	 */
	abstract public function register_routes(): void;
}
