<?php
/**
 * Wires the e-mail feature.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The e-mail feature's part of the composition root, so Plugin adds it in a few lines: the
 * response store's in-transaction hook (queue()) and the hooked objects (hooks()). No side effects.
 */
final class EmailFeature {

	/**
	 * The background queue.
	 *
	 * @var EmailQueue
	 */
	private readonly EmailQueue $queue;

	/**
	 * Queues notifications in the response's transaction.
	 *
	 * @var NotificationQueuer
	 */
	private readonly NotificationQueuer $queuer;

	/**
	 * Sends what is queued.
	 *
	 * @var QueueWorker
	 */
	private readonly QueueWorker $worker;

	private readonly EmailCron $cron;

	/**
	 * The test route.
	 *
	 * @var EmailSummariesController
	 */
	private readonly EmailSummariesController $controller;

	/**
	 * Each destination's run of failures.
	 *
	 * @var DeliveryHealth
	 */
	private readonly DeliveryHealth $health;

	/**
	 * Builds the feature from the shared services.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param Rollups          $rollups      The surveys' rollups.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition, licence and add-on facts.
	 * @param SettingsStore    $settings     Plugin settings.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, Rollups $rollups, SurveyRepository $surveys, Entitlements $entitlements, SettingsStore $settings ) {
		$queue            = new EmailQueue( $wpdb, $tables );
		$this->queue      = $queue;
		$recipients       = new Recipients( $settings );
		$counts           = new RollupQueries( $wpdb, $tables );
		$digest           = new SummaryDigest( new ResultsService( new ResultsRepository( $wpdb, $tables ), $surveys, $rollups, $counts ), $rollups, $counts, $settings );
		$mailer           = new Mailer();
		$this->health     = new DeliveryHealth( $wpdb, $tables );
		$this->worker     = new QueueWorker( $queue, new NotificationMessage( $surveys, new ResponsesRepository( $wpdb, $tables, $rollups ), $settings ), $digest, $mailer, $this->health );
		$this->queuer     = new NotificationQueuer( $wpdb, $queue, $recipients, $entitlements );
		$this->cron       = new EmailCron( $queue, $this->worker, $recipients, $settings );
		$this->controller = new EmailSummariesController( $digest, $recipients, $mailer, $this->health );
	}

	/**
	 * For Visitors\ResponseStore: queues a response's notification inside its transaction.
	 *
	 * @return callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool
	 */
	public function in_response_transaction(): callable {
		return array( $this->queuer, 'queue' );
	}

	/**
	 * The hooked objects: the scheduling and the test route.
	 *
	 * @return Hookable[]
	 */
	public function hooks(): array {
		return array( $this->cron, $this->controller );
	}

	/**
	 * The queue (one instance per request, so the end-of-request nudge sees whatever any
	 * feature queued).
	 *
	 * @return EmailQueue
	 */
	public function queue(): EmailQueue {
		return $this->queue;
	}

	/**
	 * Sends what is queued (the cron events' worker).
	 *
	 * @return QueueWorker
	 */
	public function worker(): QueueWorker {
		return $this->worker;
	}

	/**
	 * Every integration's run of failures (e-mail's, and each Pro destination's).
	 *
	 * @return DeliveryHealth
	 */
	public function health(): DeliveryHealth {
		return $this->health;
	}

	/**
	 * The scheduling.
	 *
	 * @return EmailCron
	 */
	public function cron(): EmailCron {
		return $this->cron;
	}
}
