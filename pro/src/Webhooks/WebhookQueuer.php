<?php
/**
 * Queues webhook deliveries.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Database\Transaction;
use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Insights\Reports\ResponseInsights;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Turns events into queued deliveries, one per matching endpoint, never sent in the request that
 * caused them (WebhookSender sends them from the queue). A new response's deliveries are queued
 * inside the response's transaction (in_response_transaction()), like its e-mail: both exist or
 * neither. The other events come from the actions fired after their write (Events\Actions). Only
 * sites whose plan includes webhooks (Pro with a pro or elite licence) queue anything.
 */
final class WebhookQueuer implements Hookable {

	/** The queue rows' kind. */
	public const KIND = 'webhook';

	/**
	 * Constructor.
	 *
	 * @param \wpdb                 $wpdb         The database connection.
	 * @param WebhookStore          $store        The endpoints.
	 * @param WebhookPayloads       $payloads     The delivery bodies' data.
	 * @param EmailQueue            $queue        The queue.
	 * @param EmailCron             $cron         Sends what a request queued at its end.
	 * @param SurveyRepository      $surveys      Surveys.
	 * @param Entitlements          $entitlements Edition, licence and add-on facts.
	 * @param ResponseInsights|null $insights What responses' open answers were read as (none: no Insights module, no response.analyzed).
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly WebhookStore $store, private readonly WebhookPayloads $payloads, private readonly EmailQueue $queue, private readonly EmailCron $cron, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, private readonly ?ResponseInsights $insights = null ) {
	}

	/**
	 * Listens to the events queued after their write.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'userfeedback_survey_published', array( $this, 'on_survey_published' ) );
		add_action( 'userfeedback_response_trashed', array( $this, 'on_response_trashed' ), 10, 2 );
		add_action( 'userfeedback_response_deleted', array( $this, 'on_response_deleted' ), 10, 2 );
		add_action( 'userfeedback_responses_read', array( $this, 'on_responses_read' ), 10, 2 );
	}

	/**
	 * Queues response.submitted inside the response's transaction (ResponseStore's also_write).
	 *
	 * @param array<string, mixed>                                                                           $survey      The survey.
	 * @param int                                                                                            $response_id The new response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows        Its answer rows.
	 * @return bool False only on a lock conflict (the transaction is rolled back and retried).
	 */
	public function queue_submitted( array $survey, int $response_id, array $rows ): bool {
		$survey_id = (int) $survey['id'];
		$endpoints = $this->endpoints( WebhookEvents::RESPONSE_SUBMITTED, $survey_id );
		if ( array() === $endpoints ) {
			return true;
		}
		$response = $this->payloads->response( $survey, $response_id, $rows );
		if ( null === $response ) {
			return ! Transaction::is_lock_conflict( (string) $this->wpdb->last_error );
		}
		foreach ( $endpoints as $endpoint ) {
			if ( ! $this->enqueue( $endpoint['id'], WebhookEvents::RESPONSE_SUBMITTED, $survey, $response ) && Transaction::is_lock_conflict( (string) $this->wpdb->last_error ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A survey was published.
	 *
	 * @param int $survey_id The survey.
	 * @return void
	 */
	public function on_survey_published( $survey_id ): void {
		$survey = $this->surveys->find( (int) $survey_id );
		if ( null === $survey ) {
			return;
		}
		$this->queue_for( WebhookEvents::SURVEY_PUBLISHED, $survey, null );
	}

	/**
	 * A response was moved to the Trash.
	 *
	 * @param int $response_id The response.
	 * @param int $survey_id   Its survey.
	 * @return void
	 */
	public function on_response_trashed( $response_id, $survey_id ): void {
		$survey = $this->surveys->find( (int) $survey_id );
		if ( null === $survey || array() === $this->endpoints( WebhookEvents::RESPONSE_TRASHED, (int) $survey_id ) ) {
			return;
		}
		$response = $this->payloads->response( $survey, (int) $response_id );
		if ( null !== $response ) {
			$this->queue_for( WebhookEvents::RESPONSE_TRASHED, $survey, $response );
		}
	}

	/**
	 * A response was deleted for good.
	 *
	 * @param int $response_id The response.
	 * @param int $survey_id   Its survey.
	 * @return void
	 */
	public function on_response_deleted( $response_id, $survey_id ): void {
		$survey = $this->surveys->find( (int) $survey_id );
		if ( null !== $survey ) {
			$this->queue_for( WebhookEvents::RESPONSE_DELETED, $survey, WebhookPayloads::deleted_response( (int) $response_id ) );
		}
	}

	/**
	 * The insights read some responses' open answers: response.analyzed for those submitted in
	 * the last day — the answers arriving now, not a backlog read when the insights were first
	 * turned on, which would flood a subscriber with years of old responses at once.
	 *
	 * @param int   $survey_id    The survey.
	 * @param int[] $response_ids The responses read.
	 * @return void
	 */
	public function on_responses_read( $survey_id, $response_ids ): void {
		// Who wants it first (the endpoints are cached): most sites subscribe to nothing here.
		if ( null === $this->insights || array() === $this->endpoints( WebhookEvents::RESPONSE_ANALYZED, (int) $survey_id ) ) {
			return;
		}
		$survey = $this->surveys->find( (int) $survey_id );
		if ( null === $survey ) {
			return;
		}
		$recent = $this->payloads->recent( array_map( 'intval', (array) $response_ids ), time() );
		if ( array() === $recent ) {
			return;
		}
		$read = $this->insights->for_api( $recent );
		foreach ( $recent as $response_id ) {
			$response = $this->payloads->response( $survey, $response_id );
			if ( null === $response ) {
				continue;
			}
			$response['insights'] = $read[ $response_id ];
			$this->queue_for( WebhookEvents::RESPONSE_ANALYZED, $survey, $response );
		}
	}

	/**
	 * Queues an event for every endpoint that wants it, then asks for the queue to run at the
	 * end of this request.
	 *
	 * @param string                    $event    The event.
	 * @param array<string, mixed>      $survey   The survey.
	 * @param array<string, mixed>|null $response The response part, if the event has one.
	 * @return void
	 */
	private function queue_for( string $event, array $survey, ?array $response ): void {
		$queued = false;
		foreach ( $this->endpoints( $event, (int) $survey['id'] ) as $endpoint ) {
			$queued = $this->enqueue( $endpoint['id'], $event, $survey, $response ) || $queued;
		}
		if ( $queued ) {
			$this->cron->nudge_soon();
		}
	}

	/**
	 * The endpoints an event goes to (none when the plan does not include webhooks).
	 *
	 * @param string $event     The event.
	 * @param int    $survey_id The survey.
	 * @return list<array{id: int, url: string, events: list<string>, survey_ids: list<int>, secret: string, active: bool, created_at: string, updated_at: string}>
	 */
	private function endpoints( string $event, int $survey_id ): array {
		return $this->entitlements->has_pro_plan() ? $this->store->matching( $event, $survey_id ) : array();
	}

	/**
	 * One queue row: the delivery's id, its endpoint, event and data.
	 *
	 * @param int                       $webhook_id The endpoint.
	 * @param string                    $event      The event.
	 * @param array<string, mixed>      $survey     The survey.
	 * @param array<string, mixed>|null $response   The response part, if any.
	 * @return bool Whether it was queued.
	 */
	private function enqueue( int $webhook_id, string $event, array $survey, ?array $response ): bool {
		$delivery = wp_generate_uuid4();
		$data     = array( 'survey' => WebhookPayloads::survey( $survey ) );
		if ( null !== $response ) {
			$data['response'] = $response;
		}
		return $this->queue->enqueue(
			self::KIND,
			'webhook:' . $delivery,
			array(),
			(int) $survey['id'],
			null === $response ? 0 : (int) $response['id'],
			array(
				'webhook_id'  => $webhook_id,
				'event'       => $event,
				'delivery_id' => $delivery,
				'data'        => $data,
			)
		);
	}
}
