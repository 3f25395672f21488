<?php
/**
 * The derived sets a survey's responses are built into in the background.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

enum BuildKind: int {
	/** Per-site-day rollups with the exact counters (Reporting\Rollups, Counts). */
	case Rollups = 1;
	/** One packed row per published response (Reporting\Facts). */
	case Facts = 2;

	/**
	 * The WP-Cron event that runs this kind's steps (the names sites already have scheduled).
	 *
	 * @return non-empty-string
	 */
	public function hook(): string {
		// phpcs:ignore PHPCompatibility.Variables.ForbiddenThisUseContexts.OutsideObjectContext -- an enum case is an object; the sniff predates enums.
		return match ( $this ) {
			self::Rollups => 'userfeedback_rollups_build',
			self::Facts   => 'userfeedback_facts_build',
		};
	}
}
