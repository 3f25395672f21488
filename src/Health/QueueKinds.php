<?php
/**
 * Names of what the background queue carries.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Email\EmailQueue;

/**
 * The queue's `kind` column holds a code ('response', 'summary', 'webhook', …); Site Health names
 * each in words and tells e-mails from other deliveries (a failed e-mail can mean the site cannot
 * send mail at all; a failed webhook means one endpoint refused it). A kind added later shows under
 * its code until it is given a name here.
 */
final class QueueKinds {

	/**
	 * The Pro Webhooks module's kind (Webhooks\WebhookQueuer::KIND), written out: Lite has no such
	 * class to read it from.
	 */
	private const WEBHOOK = 'webhook';

	/**
	 * The kinds that are e-mails.
	 *
	 * @return string[]
	 */
	public static function email(): array {
		return array( EmailQueue::KIND_RESPONSE, EmailQueue::KIND_SUMMARY );
	}

	/**
	 * What a kind is, in words (singular, lower case, to stand in a sentence or a list).
	 *
	 * @param string $kind The queue row's kind.
	 * @return string
	 */
	public static function label( string $kind ): string {
		switch ( $kind ) {
			case EmailQueue::KIND_RESPONSE:
				return __( 'notification e-mail', 'userfeedback' );
			case EmailQueue::KIND_SUMMARY:
				return __( 'weekly summary e-mail', 'userfeedback' );
			case self::WEBHOOK:
				return __( 'webhook delivery', 'userfeedback' );
			default:
				return $kind;
		}
	}
}
