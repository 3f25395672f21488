<?php
/**
 * When the insights' processor runs.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * Steps run in WP-Cron only: a single event asked for after a response is committed (asking costs
 * a read of the cron option, nothing is analysed in the visitor's request), after the owner
 * changes themes, and by a step that leaves work; an hourly event catches anything missed (a
 * site upgraded to the plan with answers already stored, a lost event). Only on the AI summary's
 * plan: off it, the cursor waits and the backlog is read once the plan is back.
 */
final class InsightsCron implements Hookable {

	public const STEP_HOOK  = 'userfeedback_insights_step';
	public const CHECK_HOOK = 'userfeedback_insights_check';

	/**
	 * How long after a response its insights step runs at the latest.
	 */
	public const GATHER_SECONDS = MINUTE_IN_SECONDS;

	public function __construct( private readonly InsightsProcessor $processor, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( self::STEP_HOOK, array( $this, 'run' ) );
		add_action( self::CHECK_HOOK, array( $this, 'check' ) );
		add_action( 'userfeedback_response_committed', array( $this, 'after_response' ) );
		add_action( 'init', array( $this, 'ensure_check' ), 20 );
	}

	/**
	 * After a response: a step within GATHER_SECONDS unless one is due. Asking for one at once
	 * wrote WordPress's cron option on about every other response of a busy survey (the step ran
	 * and found little, the next response asked again), a write every visitor's request competed
	 * for; a minute's responses are now read in one step.
	 *
	 * @return void
	 */
	public function after_response(): void {
		if ( $this->entitlements->has_pro_plan() && false === wp_next_scheduled( self::STEP_HOOK ) ) {
			wp_schedule_single_event( time() + self::GATHER_SECONDS, self::STEP_HOOK );
		}
	}

	/**
	 * Asks for a step unless one is due.
	 *
	 * @return void
	 */
	public function schedule(): void {
		if ( $this->entitlements->has_pro_plan() && false === wp_next_scheduled( self::STEP_HOOK ) ) {
			wp_schedule_single_event( time(), self::STEP_HOOK );
		}
	}

	/**
	 * The hourly check, on the plan only.
	 *
	 * @return void
	 */
	public function ensure_check(): void {
		$scheduled = wp_next_scheduled( self::CHECK_HOOK );
		if ( $this->entitlements->has_pro_plan() && false === $scheduled ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::CHECK_HOOK );
		} elseif ( ! $this->entitlements->has_pro_plan() && false !== $scheduled ) {
			wp_clear_scheduled_hook( self::CHECK_HOOK );
		}
	}

	/**
	 * A step, and the next one asked for while work remains: at once, or when the owner's
	 * provider may be asked again after it failed.
	 *
	 * @return void
	 */
	public function run(): void {
		if ( ! $this->entitlements->has_pro_plan() ) {
			return;
		}
		if ( $this->processor->step() ) {
			wp_schedule_single_event( max( time(), $this->processor->resume_at() ), self::STEP_HOOK );
		}
	}

	/**
	 * The hourly check: a step when work waits.
	 *
	 * @return void
	 */
	public function check(): void {
		if ( $this->entitlements->has_pro_plan() && $this->processor->has_work() ) {
			$this->schedule();
		}
	}
}
