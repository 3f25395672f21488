<?php
/**
 * Slack notifications, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Slack;

use UserFeedback\Database\Tables;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Webhooks\DeliveryLog;
use UserFeedback\Webhooks\DestinationRoutes;
use UserFeedback\Webhooks\WebhookSender;
use UserFeedback\Webhooks\WebhookStore;

/**
 * New responses posted to Slack channels (Pro with a pro or elite licence). A destination is a
 * webhooks row of kind slack, so it shares the webhooks' queue handler (WebhookSender, registered
 * by the Webhooks module), retries, delivery log and health count; this module adds the
 * destinations' REST routes, the message and its queuing in the response's transaction. Built by
 * the composition root only when this module is in the copy (ProModules).
 */
final class SlackFeature {

	/**
	 * Queues a response's messages.
	 *
	 * @var SlackQueuer
	 */
	private readonly SlackQueuer $queuer;

	/**
	 * The REST routes.
	 *
	 * @var SlackController
	 */
	private readonly SlackController $controller;

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb         The database connection.
	 * @param Tables              $tables       Table names.
	 * @param EmailFeature        $email        The queue and the destinations' health.
	 * @param ResponsesRepository $responses    Response rows.
	 * @param Entitlements        $entitlements Edition, licence and add-on facts.
	 * @param PublicTarget        $targets      Which addresses may be saved and sent to.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, EmailFeature $email, ResponsesRepository $responses, Entitlements $entitlements, PublicTarget $targets = new PublicTarget() ) {
		$store            = new WebhookStore( $wpdb, $tables, $email->health() );
		$log              = new DeliveryLog( $wpdb, $tables );
		$this->queuer     = new SlackQueuer( $wpdb, $store, $responses, $email->queue(), $entitlements );
		$sender           = new WebhookSender( $store, $log, $entitlements, $targets, $email->health() );
		$this->controller = new SlackController( $store, $log, new DestinationRoutes( $log, $sender, $entitlements ), $email->health(), $targets );
	}

	/**
	 * What runs inside a new response's transaction (ResponseStore's also_write).
	 *
	 * @return callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool
	 */
	public function in_response_transaction(): callable {
		return array( $this->queuer, 'queue' );
	}

	/**
	 * The hooked objects.
	 *
	 * @return Hookable[]
	 */
	public function hooks(): array {
		return array( $this->controller );
	}
}
