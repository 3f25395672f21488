<?php
/**
 * Site Health: every integration is delivering.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Integrations\DestinationScreen;
use UserFeedback\Integrations\FailingNotice;

/**
 * The destinations (webhooks, REST hooks, Slack, e-mail) that failed DeliveryHealth::THRESHOLD
 * times in a row, each with its last error: recommended, as the admin notice says the same. The
 * queue test (QueueCheck) looks at deliveries given up; this one at destinations, so an endpoint
 * failing every first attempt is named before any delivery has run out of retries. One LIMITed
 * read on the failures index.
 */
final class IntegrationsCheck implements StatusCheck {

	public const ID = 'userfeedback_integrations';

	public function __construct( private readonly DeliveryHealth $health ) {
	}

	public function id(): string {
		return self::ID;
	}

	/**
	 * Shown while the test runs.
	 *
	 * @return string
	 */
	public function label(): string {
		return __( 'UserFeedback integrations', 'userfeedback' );
	}

	/**
	 * Lists the failing destinations.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$failing = $this->health->failing();
		if ( array() === $failing ) {
			return Result::make(
				self::ID,
				Result::GOOD,
				__( 'UserFeedback’s integrations are delivering', 'userfeedback' ),
				Result::paragraphs(
					/* translators: %d: how many failures in a row count. */
					sprintf( __( 'No webhook, automation hook, Slack destination or e-mail has failed %d times in a row.', 'userfeedback' ), DeliveryHealth::THRESHOLD )
				)
			);
		}
		$links = array();
		foreach ( $failing as $destination ) {
			$links[ DestinationScreen::url( $destination['destination'] ) ] = DestinationScreen::link_text( $destination['destination'] );
		}
		$actions = '';
		foreach ( $links as $url => $text ) {
			$actions .= Result::link( $url, $text );
		}
		return Result::make(
			self::ID,
			Result::RECOMMENDED,
			_n( 'A UserFeedback integration keeps failing', 'Some UserFeedback integrations keep failing', count( $failing ), 'userfeedback' ),
			Result::paragraphs( __( 'Responses are not reaching these destinations. Each is retried, but the last attempts all failed:', 'userfeedback' ) )
				. Result::list_items( array_map( array( FailingNotice::class, 'line' ), $failing ) )
				. Result::paragraphs( __( 'This warning goes away by itself once a delivery or a Send test works, or the destination is turned off or removed.', 'userfeedback' ) ),
			$actions
		);
	}
}
