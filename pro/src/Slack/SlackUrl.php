<?php
/**
 * What a Slack destination's address may be, and how it is shown.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Slack;

/**
 * A Slack incoming webhook: `https://hooks.slack.com/services/T…/B…/…` (a workspace, a bot, a
 * token), or the same on GovSlack's `hooks.slack-gov.com`. Slack's workflow webhooks
 * (`/triggers/`, `/workflows/`) take their own variables rather than a message, so they are
 * refused with the rest. Anything else passes only where the site allows it with the
 * `userfeedback_slack_url_allowed` filter (a local receiver on a development or test site); such
 * an address must still pass PublicTarget when saved and at every delivery.
 *
 * The address is a secret: anyone who has it can post to the channel. After it is saved it is
 * shown only as hint(): the host and its last four characters.
 */
final class SlackUrl {

	/** Slack's incoming-webhook form. */
	private const PATTERN = '#^https://hooks\.slack(?:-gov)?\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+$#';

	/**
	 * Whether a URL has Slack's incoming-webhook form.
	 *
	 * @param string $url The URL.
	 * @return bool
	 */
	public static function is_slack( string $url ): bool {
		return 1 === preg_match( self::PATTERN, $url );
	}

	/**
	 * Whether a URL may be saved as a Slack destination: Slack's form, or one the site allows.
	 *
	 * @param string $url The URL, trimmed.
	 * @return bool
	 */
	public static function allowed( string $url ): bool {
		if ( self::is_slack( $url ) ) {
			return true;
		}
		/**
		 * Whether a URL that is not a Slack incoming webhook may be saved as a Slack destination.
		 * Off by default; development and test sites allow their local receiver with it. The URL
		 * must still pass the site's outgoing-address checks (PublicTarget) when saved and sent to.
		 *
		 * @param bool   $allowed False.
		 * @param string $url     The URL.
		 */
		return true === apply_filters( 'userfeedback_slack_url_allowed', false, $url );
	}

	/**
	 * What the owner sees of a saved address: its host and last four characters.
	 *
	 * @param string $url The URL.
	 * @return string
	 */
	public static function hint( string $url ): string {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		$port = wp_parse_url( $url, PHP_URL_PORT );
		return $host . ( is_int( $port ) ? ':' . $port : '' ) . '/…' . substr( $url, -4 );
	}
}
