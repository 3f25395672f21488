<?php
/**
 * Queues a response's notification inside the response's own transaction.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\EmailLogic\EmailConditions;
use UserFeedback\ProModules;
use UserFeedback\Database\Transaction;
use UserFeedback\Entitlements\Entitlements;

/**
 * Visitors\ResponseStore calls queue() after writing the response, before COMMIT: the queue row
 * commits with the response or not at all, so a crash between the two can lose neither the
 * response nor its e-mail, and a rolled-back response never mails. It decides whether the survey
 * wants an e-mail for this response now, from the notification settings in force when the visitor
 * answered:
 * - notifications.email.active;
 * - recipients: the survey's addresses, else the global list, else the admin e-mail (none: no mail);
 * - conditional logic (logic.enable) only on sites with the pro plan (Pro with a pro or elite
 *   licence, spec §5); elsewhere it is ignored and the e-mail always goes, as the builder resets the
 *   logic on save there (SurveyGate) — a site that dropped to plus keeps getting its e-mails.
 * The recipients are stored on the row, so retries go where the first attempt went.
 *
 * It never costs the visitor the response: only a lock conflict (which rolled the whole
 * transaction back, so Transaction runs it again) is reported as a failure; any other database
 * error is logged and the response commits without its e-mail.
 */
final class NotificationQueuer {

	public function __construct( private readonly \wpdb $wpdb, private readonly EmailQueue $queue, private readonly Recipients $recipients, private readonly Entitlements $entitlements ) {
	}

	/**
	 * Queues the notification if the survey wants one for these answers. Runs inside the
	 * response's transaction.
	 *
	 * @param array<string, mixed>                                                                           $survey      The survey the request already read.
	 * @param int                                                                                            $response_id The new response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows        Its answer rows.
	 * @return bool False only on a lock conflict (the transaction was rolled back and is retried).
	 */
	public function queue( array $survey, int $response_id, array $rows ): bool {
		$survey_id  = (int) $survey['id'];
		$recipients = $this->recipients_for( $survey, $rows );
		if ( array() === $recipients ) {
			return true;
		}
		if ( $this->queue->enqueue( EmailQueue::KIND_RESPONSE, 'response:' . $response_id, $recipients, $survey_id, $response_id ) ) {
			return true;
		}
		return ! $this->conflict( 'queue insert' );
	}

	/**
	 * Who the notification of this response goes to; empty when it is not to be sent.
	 *
	 * @param array<string, mixed>                                  $survey A decoded survey row.
	 * @param array<int, array{question_id: string, value: string}> $rows   The response's answer rows.
	 * @return string[]
	 */
	public function recipients_for( array $survey, array $rows ): array {
		$email = (array) ( $survey['notifications']['email'] ?? array() );
		if ( empty( $email['active'] ) ) {
			return array();
		}
		$logic = (array) ( $email['logic'] ?? array() );
		// Conditional logic is a Pro module (EmailLogic): a copy without it sends as if off.
		if ( ! empty( $logic['enable'] ) && $this->entitlements->has_pro_plan() && ProModules::has( EmailConditions::class ) ) {
			$answers = EmailConditions::answers_from_rows( (array) ( $survey['questions'] ?? array() ), $rows );
			if ( ! EmailConditions::all_hold( (array) ( $logic['conditions'] ?? array() ), $answers ) ) {
				return array();
			}
		}
		return $this->recipients->for_notification( is_string( $email['addresses'] ?? null ) ? $email['addresses'] : '' );
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
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's error log is where an admin looks for a lost e-mail.
			error_log( sprintf( 'UserFeedback: the notification e-mail was not queued (%s failed: %s). The response is saved.', $what, $error ) );
		}
		return false;
	}
}
