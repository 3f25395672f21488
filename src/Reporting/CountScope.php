<?php
/**
 * The scopes of the counters table's rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * The live counters, a rebuild's staging counters, and each one's hour rows (Counts).
 */
enum CountScope: int {
	case Live       = 0;
	case Build      = 1;
	case LiveHours  = 2;
	case BuildHours = 3;

	/**
	 * The scope of this scope's hour rows.
	 *
	 * @return self
	 */
	public function hours(): self {
		// phpcs:ignore PHPCompatibility.Variables.ForbiddenThisUseContexts.OutsideObjectContext -- an enum case is an object; the sniff predates enums.
		return match ( $this ) {
			self::Live, self::LiveHours   => self::LiveHours,
			self::Build, self::BuildHours => self::BuildHours,
		};
	}
}
