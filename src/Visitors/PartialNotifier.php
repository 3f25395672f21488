<?php
/**
 * Notifies partial responses 30 minutes after they started, for surveys that ask.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Email\EmailCron;
use UserFeedback\Hookable;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Why on the minute event: a visitor who leaves mid-survey sends nothing more, so no request of
 * theirs can say "30 minutes have passed". The e-mail queue's minute event (EmailCron::DRAIN_HOOK)
 * runs this first, then drains what it queued. A response is notified once, whichever comes first:
 * this (it is still partial at 30 minutes) or its completion (ResponseStore::update()).
 */
final class PartialNotifier implements Hookable {

	/**
	 * Most responses notified per minute: a burst of abandoned surveys spreads over minutes.
	 */
	public const BATCH = 100;

	/**
	 * Constructor.
	 *
	 * @param ResponseStore    $store   Response writes (with the e-mail and webhook queueing).
	 * @param SurveyRepository $surveys Survey rows.
	 */
	public function __construct( private readonly ResponseStore $store, private readonly SurveyRepository $surveys ) {
	}

	/**
	 * Runs before the queue is drained in the same event.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( EmailCron::DRAIN_HOOK, array( $this, 'run' ), 5 );
	}

	/**
	 * Notifies the partial responses whose 30 minutes are up.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return int How many were looked at.
	 */
	public function run( $now = null ): int {
		$before  = gmdate( 'Y-m-d H:i:s', ( is_int( $now ) ? $now : time() ) - ResponseStore::PARTIAL_NOTIFY_AFTER );
		$due     = $this->store->due_partials( $before, self::BATCH );
		$surveys = array();
		foreach ( $due as $row ) {
			$id = $row['survey_id'];
			if ( ! array_key_exists( $id, $surveys ) ) {
				$surveys[ $id ] = $this->surveys->find( $id );
			}
			if ( ! $this->store->notify_partial( $surveys[ $id ], $row['id'] ) ) {
				break; // The database failed: the next minute tries again.
			}
		}
		return count( $due );
	}
}
