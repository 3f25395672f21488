<?php
/**
 * Queues a response's Slack messages inside the response's transaction.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Slack;

use UserFeedback\Database\Transaction;
use UserFeedback\Email\EmailQueue;
use UserFeedback\EmailLogic\EmailConditions;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Webhooks\WebhookEvents;
use UserFeedback\Webhooks\WebhookQueuer;
use UserFeedback\Webhooks\WebhookStore;

/**
 * One queue row per Slack destination the survey chose (notifications.slack.destinations) that
 * exists, is on and is a Slack destination, when the survey's Slack conditions hold (EmailConditions,
 * the e-mail notification's rule). It runs as part of ResponseStore's also_write, beside the
 * e-mail's queuer, so it is called exactly when the e-mail notification is decided: on the save
 * that completes a response, or 30 minutes in for a partial one when the survey notifies partial
 * responses (include_partial), and not again when that one completes. The two never disagree.
 *
 * The row is a webhook delivery (WebhookQueuer::KIND) whose data is the message, built now from
 * the rows this transaction wrote (SlackMessage): WebhookSender posts it, retries it, logs each
 * attempt and counts it per destination. Only sites with the pro plan queue anything; the sender
 * checks the plan again when it sends. The e-mail's after-response nudge sends what was queued
 * here too (one queue per request).
 *
 * Like the e-mail, it never costs the visitor the response: only a lock conflict fails the
 * transaction (run again by Transaction); any other error is logged and the response commits.
 */
final class SlackQueuer {

	public function __construct( private readonly \wpdb $wpdb, private readonly WebhookStore $store, private readonly ResponsesRepository $responses, private readonly EmailQueue $queue, private readonly Entitlements $entitlements ) {
	}

	/**
	 * Queues the survey's Slack messages for a response. Runs inside the response's transaction.
	 *
	 * @param array<string, mixed>                                                                           $survey      The survey the request already read.
	 * @param int                                                                                            $response_id The response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows        Its answer rows.
	 * @return bool False only on a lock conflict (the transaction is rolled back and retried).
	 */
	public function queue( array $survey, int $response_id, array $rows ): bool {
		$destinations = $this->destinations_for( $survey, $rows );
		if ( array() === $destinations ) {
			return true;
		}
		$response = $this->responses->find( (int) $survey['id'], $response_id );
		if ( null === $response ) {
			return ! $this->conflict( 'response read' );
		}
		$message = SlackMessage::build( $survey, $response, $rows );
		foreach ( $destinations as $id ) {
			$delivery = wp_generate_uuid4();
			$queued   = $this->queue->enqueue(
				WebhookQueuer::KIND,
				'webhook:' . $delivery,
				array(),
				(int) $survey['id'],
				$response_id,
				array(
					'webhook_id'  => $id,
					'event'       => WebhookEvents::RESPONSE_SUBMITTED,
					'delivery_id' => $delivery,
					'data'        => array( 'slack' => $message ),
				)
			);
			if ( ! $queued && $this->conflict( 'queue insert' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The destinations this response goes to: none without the plan, when no destination is
	 * chosen, or when the conditions do not hold; otherwise the chosen ones that are on.
	 *
	 * @param array<string, mixed>                                  $survey The survey.
	 * @param array<int, array{question_id: string, value: string}> $rows   The answer rows.
	 * @return list<int>
	 */
	public function destinations_for( array $survey, array $rows ): array {
		$slack = (array) ( $survey['notifications']['slack'] ?? array() );
		$ids   = array_map( 'intval', (array) ( $slack['destinations'] ?? array() ) );
		if ( array() === $ids || ! $this->entitlements->has_pro_plan() ) {
			return array();
		}
		$chosen = array();
		foreach ( array_unique( $ids ) as $id ) {
			$endpoint = $this->store->find_of( $id, WebhookStore::KIND_SLACK );
			if ( null !== $endpoint && $endpoint['active'] ) {
				$chosen[] = $id;
			}
		}
		$logic = (array) ( $slack['logic'] ?? array() );
		if ( array() !== $chosen && ! empty( $logic['enable'] ) ) {
			$answers = EmailConditions::answers_from_rows( (array) ( $survey['questions'] ?? array() ), $rows );
			if ( ! EmailConditions::all_hold( (array) ( $logic['conditions'] ?? array() ), $answers ) ) {
				return array();
			}
		}
		return $chosen;
	}

	/**
	 * Whether the last statement lost a lock conflict; logs any other failure.
	 *
	 * @param string $what The statement, for the log.
	 * @return bool
	 */
	private function conflict( string $what ): bool {
		$error = (string) $this->wpdb->last_error;
		if ( Transaction::is_lock_conflict( $error ) ) {
			return true;
		}
		if ( '' !== $error ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's error log is where an admin looks for a lost message.
			error_log( sprintf( 'UserFeedback: the Slack message was not queued (%s failed: %s). The response is saved.', $what, $error ) );
		}
		return false;
	}
}
