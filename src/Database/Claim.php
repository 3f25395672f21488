<?php
/**
 * A held work claim.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * What WorkClaims::take() gives its holder: the claim's name, the holder's random token (the
 * only proof of holding: renew, still_holds and release match on it) and the fence, which grows
 * with every take of a row that was not released in between, so a holder that lost its claim to
 * a takeover always has a lower fence than the one that took it over.
 */
final class Claim {

	/**
	 * Constructor.
	 *
	 * @param string $name       The claim's name (one row of the site's claims table).
	 * @param string $token      The holder's token (32 hex characters).
	 * @param int    $fence      The take's fencing number.
	 * @param int    $expires_at Unix time the claim lapses unless renewed (as taken).
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $token,
		public readonly int $fence,
		public readonly int $expires_at
	) {
	}
}
