<?php
/**
 * The webhooks, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Database\Tables;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\Reports\ResponseInsights;
use UserFeedback\ProModules;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Signed webhooks (Pro with a pro or elite licence): endpoints in their own table,
 * deliveries through the plugin's one background queue (EmailQueue, with WebhookSender as the
 * handler of its 'webhook' rows), a 30-day delivery log, the REST routes. Built by the
 * composition root only when this module is in the copy (ProModules).
 */
final class WebhooksFeature {

	/**
	 * Queues deliveries.
	 *
	 * @var WebhookQueuer
	 */
	private readonly WebhookQueuer $queuer;

	/**
	 * The REST routes.
	 *
	 * @var WebhooksController
	 */
	private readonly WebhooksController $controller;

	/**
	 * The automation platforms' subscriptions.
	 *
	 * @var RestHooksController
	 */
	private readonly RestHooksController $rest_hooks;

	/**
	 * Constructor: builds the objects and registers the sender with the queue's worker.
	 *
	 * @param \wpdb               $wpdb         The database connection.
	 * @param Tables              $tables       Table names.
	 * @param EmailFeature        $email        The queue, its worker and its scheduling.
	 * @param ResponsesRepository $responses    Response rows.
	 * @param SurveyRepository    $surveys      Surveys.
	 * @param Entitlements        $entitlements Edition, licence and add-on facts.
	 * @param PublicTarget        $targets      Which addresses may be saved and sent to.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, EmailFeature $email, ResponsesRepository $responses, SurveyRepository $surveys, Entitlements $entitlements, PublicTarget $targets = new PublicTarget() ) {
		$store  = new WebhookStore( $wpdb, $tables, $email->health() );
		$log    = new DeliveryLog( $wpdb, $tables );
		$sender = new WebhookSender( $store, $log, $entitlements, $targets, $email->health() );
		$email->worker()->add_handler( $sender );
		$this->queuer     = new WebhookQueuer( $wpdb, $store, new WebhookPayloads( $responses ), $email->queue(), $email->cron(), $surveys, $entitlements, ProModules::has( InsightsFeature::class ) ? new ResponseInsights( $wpdb, $tables ) : null );
		$routes           = new DestinationRoutes( $log, $sender, $entitlements );
		$this->controller = new WebhooksController( $store, $log, $routes, $surveys, $targets );
		$this->rest_hooks = new RestHooksController( $store, $routes, $surveys, $targets );
	}

	/**
	 * What runs inside a new response's transaction (ResponseStore's also_write).
	 *
	 * @return callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool
	 */
	public function in_response_transaction(): callable {
		return array( $this->queuer, 'queue_submitted' );
	}

	/**
	 * The hooked objects.
	 *
	 * @return Hookable[]
	 */
	public function hooks(): array {
		return array( $this->queuer, $this->controller, $this->rest_hooks );
	}
}
