<?php
/**
 * Whether the widget pushes survey events to the page's analytics.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Settings\SettingsStore;

/**
 * The site's opt-in (Settings → Integrations → Analytics events) counts only with a pro or elite
 * plan: a site that loses the plan keeps the stored value, but its pages stop sending events. The
 * widget gets the decision as the bootstrap's `analytics` flag and pushes only what
 * docs/analytics-events.md lists, never an answer but the NPS bucket.
 *
 * Beside Surveys\AnalyticsTracking (the spec's per-survey enable_tracking, which follows the
 * MonsterInsights plugin): that one is a survey setting read by MonsterInsights' own integration;
 * this one is the widget's, for any GA4 or Tag Manager set-up, and neither reads the other.
 */
final class AnalyticsEvents {

	public function __construct(
		private readonly Entitlements $entitlements,
		private readonly SettingsStore $settings = new SettingsStore()
	) {
	}

	/**
	 * Whether this site's pages send the events.
	 *
	 * @return bool
	 */
	public function on(): bool {
		return $this->entitlements->has_pro_plan() && true === $this->settings->get( 'analytics_events' );
	}
}
