<?php
/**
 * A UserFeedback test on Tools → Site Health → Status.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

/**
 * One direct test: WordPress runs it while rendering the Status screen and once a week in its
 * scheduled check (wp_site_health_scheduled_check), so run() must be cheap — indexed reads with
 * LIMIT, no count that grows with the site's data, no remote request.
 */
interface StatusCheck {

	/**
	 * The test's id: its key among the direct tests and the result's `test`.
	 *
	 * @return string
	 */
	public function id(): string;

	/**
	 * What the screen shows while the test runs (plain text).
	 *
	 * @return string
	 */
	public function label(): string;

	/**
	 * Runs the test.
	 *
	 * @return array<string, mixed> A Result::make() array.
	 */
	public function run(): array;
}
