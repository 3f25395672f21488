<?php
/**
 * Page rules, as the visitor side asks them.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

/**
 * Decides a survey's page rules for the current page (the Targeting add-on's feature, a Pro
 * module: Targeting\PageRulesTargeting). The Lite zip has no implementation, so SurveyEligibility
 * treats every survey as shown on all pages there — as it does on any site whose entitlements
 * do not allow page rules.
 */
interface PageTargeting {

	/**
	 * The survey's rules with the WordPress-only ones decided for this page, for the widget to
	 * finish with the URL rules; null when no combination of them can pass on this page.
	 *
	 * @param array<int, mixed> $rules The stored page rules.
	 * @return array<int, array<string, mixed>>|null
	 */
	public function decide( array $rules ): ?array;
}
