<?php
/**
 * Queues a completed response's follow-up e-mail.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\FollowUp;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Email\EmailCron;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

/**
 * One queue row per completed response whose survey asks for a follow-up and whose answer to the
 * chosen e-mail question is an address; its dedupe key, `follow_up:{response id}`, makes a second
 * queueing of the same response do nothing. The row holds ids only (no recipient, no payload):
 * the address is read from the response when the e-mail is sent (FollowUpSender), so it lives in
 * one place, which the personal data eraser empties.
 *
 * Two ways in, both idempotent:
 * - inside the response's transaction (ResponseStore's also_write), like the owner's
 *   notification: the save that completes a response queues its follow-up or neither commits.
 *   also_write also runs for a partial response notified after 30 minutes (include_partial): the
 *   response's own row says whether it is complete, and a partial one queues nothing;
 * - after the commit, on `userfeedback_response_submitted`, for a completion that did not run
 *   also_write: a partial response already notified as partial runs it no more when it
 *   completes, so its follow-up is queued here. Only responses the first way did not decide in
 *   this request are looked at, so the usual response costs nothing more.
 */
final class FollowUpQueuer implements Hookable {

	/** The queue rows' kind. */
	public const KIND = 'follow_up';

	/**
	 * Completed responses whose follow-up was decided in this request's transaction, by id.
	 *
	 * @var array<int, true>
	 */
	private array $decided = array();

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb         The database connection.
	 * @param Tables              $tables       Table names.
	 * @param EmailQueue          $queue        The queue.
	 * @param EmailCron           $cron         Sends what a request queued at its end.
	 * @param SurveyRepository    $surveys      Surveys.
	 * @param ResponsesRepository $responses    Responses and their answers.
	 * @param Entitlements        $entitlements Edition, licence and add-on facts.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly EmailQueue $queue, private readonly EmailCron $cron, private readonly SurveyRepository $surveys, private readonly ResponsesRepository $responses, private readonly Entitlements $entitlements ) {
	}

	/**
	 * Listens for completions after their commit.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'userfeedback_response_submitted', array( $this, 'on_submitted' ), 10, 2 );
	}

	/**
	 * Queues the follow-up inside the response's transaction (ResponseStore's also_write).
	 *
	 * @param array<string, mixed>                                                                           $survey      The survey.
	 * @param int                                                                                            $response_id The response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows        Its answer rows.
	 * @return bool False only on a lock conflict (the transaction is rolled back and retried).
	 */
	public function queue_in_transaction( array $survey, int $response_id, array $rows ): bool {
		if ( ! FollowUpMessage::settings( $survey )['active'] || ! $this->entitlements->has_pro_plan() ) {
			$this->decided[ $response_id ] = true;
			return true;
		}
		if ( null === FollowUpMessage::address( $survey, $rows ) ) {
			// Left undecided: a partial response may give its address later.
			return true;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; the row this transaction just wrote.
		$completed = $wpdb->get_var( $wpdb->prepare( "SELECT completed FROM `{$this->tables->responses()}` WHERE id = %d", $response_id ) );
		if ( null === $completed ) {
			return ! $this->conflict();
		}
		if ( 1 !== (int) $completed ) {
			// Notified as partial: its completion, if it comes, queues the follow-up.
			return true;
		}
		$this->decided[ $response_id ] = true;
		return $this->enqueue( (int) $survey['id'], $response_id ) || ! $this->conflict();
	}

	/**
	 * A response was completed and committed: queues its follow-up if this request's transaction
	 * did not decide it.
	 *
	 * @param int $response_id The response.
	 * @param int $survey_id   Its survey.
	 * @return void
	 */
	public function on_submitted( $response_id, $survey_id ): void {
		$response_id = (int) $response_id;
		if ( isset( $this->decided[ $response_id ] ) || ! $this->entitlements->has_pro_plan() ) {
			return;
		}
		$survey = $this->surveys->find( (int) $survey_id );
		if ( null === $survey || ! FollowUpMessage::settings( $survey )['active'] ) {
			return;
		}
		$this->decided[ $response_id ] = true;
		if ( $this->wanted( $survey, $this->responses->answers( $response_id ) ) && $this->enqueue( (int) $survey_id, $response_id ) ) {
			$this->cron->nudge_soon();
		}
	}

	/**
	 * Whether the survey wants a follow-up for these answers: the plan includes it, it is on, and
	 * the chosen question's answer is an address.
	 *
	 * @param array<string, mixed>                                  $survey The survey.
	 * @param array<int, array{question_id: string, value: string}> $rows   The answer rows.
	 * @return bool
	 */
	private function wanted( array $survey, array $rows ): bool {
		return FollowUpMessage::settings( $survey )['active']
			&& $this->entitlements->has_pro_plan()
			&& null !== FollowUpMessage::address( $survey, $rows );
	}

	/**
	 * The queue row: ids only.
	 *
	 * @param int $survey_id   The survey.
	 * @param int $response_id The response.
	 * @return bool Whether the database took the statement (a row already there counts).
	 */
	private function enqueue( int $survey_id, int $response_id ): bool {
		return $this->queue->enqueue( self::KIND, self::dedupe_key( $response_id ), array(), $survey_id, $response_id );
	}

	/**
	 * The row's dedupe key: one follow-up per response.
	 *
	 * @param int $response_id The response.
	 * @return string
	 */
	public static function dedupe_key( int $response_id ): string {
		return 'follow_up:' . $response_id;
	}

	/**
	 * Whether the last statement lost a lock conflict; logs any other failure (the response is
	 * kept without its follow-up).
	 *
	 * @return bool
	 */
	private function conflict(): bool {
		$error = (string) $this->wpdb->last_error;
		if ( Transaction::is_lock_conflict( $error ) ) {
			return true;
		}
		if ( '' !== $error ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's error log is where an admin looks for a lost e-mail.
			error_log( sprintf( 'UserFeedback: the follow-up e-mail was not queued (%s). The response is saved.', $error ) );
		}
		return false;
	}
}
