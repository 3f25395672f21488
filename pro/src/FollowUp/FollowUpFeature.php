<?php
/**
 * The follow-up e-mail to the respondent, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\FollowUp;

use UserFeedback\Database\Tables;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Email\Mailer;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

/**
 * A survey's follow-up e-mail (Pro with a pro or elite licence; `notifications.follow_up`, off by
 * default): once per completed response, to the address the respondent gave in the chosen e-mail
 * question, through the plugin's one background queue (EmailQueue, with FollowUpSender as the
 * handler of its 'follow_up' rows). Built by the composition root only when this module is in the
 * copy (ProModules).
 */
final class FollowUpFeature {

	/**
	 * Queues follow-ups.
	 *
	 * @var FollowUpQueuer
	 */
	private readonly FollowUpQueuer $queuer;

	/**
	 * Constructor: builds the objects and registers the sender with the queue's worker.
	 *
	 * @param \wpdb               $wpdb         The database connection.
	 * @param Tables              $tables       Table names.
	 * @param EmailFeature        $email        The queue, its worker, its scheduling and the delivery health.
	 * @param ResponsesRepository $responses    Responses and their answers.
	 * @param SurveyRepository    $surveys      Surveys.
	 * @param Entitlements        $entitlements Edition, licence and add-on facts.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, EmailFeature $email, ResponsesRepository $responses, SurveyRepository $surveys, Entitlements $entitlements ) {
		$email->worker()->add_handler( new FollowUpSender( $surveys, $responses, new Mailer(), $email->health(), $entitlements ) );
		$this->queuer = new FollowUpQueuer( $wpdb, $tables, $email->queue(), $email->cron(), $surveys, $responses, $entitlements );
	}

	/**
	 * What runs inside a new response's transaction (ResponseStore's also_write).
	 *
	 * @return callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool
	 */
	public function in_response_transaction(): callable {
		return array( $this->queuer, 'queue_in_transaction' );
	}

	/**
	 * The hooked objects.
	 *
	 * @return Hookable[]
	 */
	public function hooks(): array {
		return array( $this->queuer );
	}
}
