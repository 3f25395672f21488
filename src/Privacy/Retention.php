<?php
/**
 * Deletes responses older than the site's (or a survey's) retention period.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Database\Tables;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Settings\SettingsStore;

// Reads of our own tables, names from Tables, every value through prepare().

/**
 * "Delete responses older than N days" (Settings → Misc, off by default; a survey may set its own
 * period, or keep its responses, in the builder's Settings step). A daily WP-Cron event deletes
 * what is due in batches of BATCH responses, each batch one transaction that keeps the rollups
 * exact (ResponsesRepository::delete_for_good); after STEP_SECONDS it stops and schedules the next
 * step a minute later, so no request runs long. The oldest responses go first, found on the
 * (survey_id, status, submitted_at) index.
 */
final class Retention implements Hookable {

	public const DAILY_HOOK = 'userfeedback_retention_daily';
	public const STEP_HOOK  = 'userfeedback_retention_step';

	private const BATCH        = 500;
	private const STEP_SECONDS = 10;

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb      The database connection.
	 * @param Tables              $tables    Table names.
	 * @param ResponsesRepository $responses Response deletes that keep the rollups exact.
	 * @param SettingsStore       $settings  Plugin settings.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly ResponsesRepository $responses, private readonly SettingsStore $settings ) {
	}

	/**
	 * Hooks the daily event and its follow-up steps.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'ensure_schedule' ), 20 );
		add_action( self::DAILY_HOOK, array( $this, 'step' ) );
		add_action( self::STEP_HOOK, array( $this, 'step' ) );
	}

	/**
	 * Keeps the daily event scheduled (a cheap read of WordPress's autoloaded cron option).
	 *
	 * @return void
	 */
	public function ensure_schedule(): void {
		if ( false === wp_next_scheduled( self::DAILY_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::DAILY_HOOK );
		}
	}

	/**
	 * One step: deletes due responses for up to STEP_SECONDS, then schedules another step when
	 * some are left.
	 *
	 * @param float|null $seconds Time budget (tests pass their own).
	 * @return int How many responses were deleted.
	 */
	public function step( $seconds = null ): int {
		$deadline = microtime( true ) + ( is_numeric( $seconds ) ? (float) $seconds : self::STEP_SECONDS );
		$deleted  = 0;
		$left     = false;
		$touched  = array();
		foreach ( $this->periods() as $survey_id => $days ) {
			$cutoff = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
			foreach ( array( 'publish', 'trash' ) as $status ) {
				do {
					$ids = array_map(
						'intval',
						(array) $this->wpdb->get_col(
							$this->wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
								"SELECT id FROM `{$this->tables->responses()}` WHERE survey_id = %d AND status = %s AND submitted_at < %s ORDER BY submitted_at, id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
								$survey_id, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
								$status, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
								$cutoff, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
								self::BATCH // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
							)
						)
					);
					if ( array() === $ids ) {
						break;
					}
					$done = $this->responses->delete_for_good( $survey_id, $ids );
					if ( ! is_array( $done ) ) {
						// A database failure: the next step tries again.
						$left = true;
						break 3;
					}
					$deleted              += count( $done );
					$touched[ $survey_id ] = true;
					if ( microtime( true ) >= $deadline ) {
						// Perhaps more is due: the next step (a minute later) finds out.
						$left = true;
						break 3;
					}
					$full = count( $ids ) === self::BATCH;
				} while ( $full );
			}
		}
		if ( array() !== $touched ) {
			/** This action is documented in src/Privacy/PersonalDataTools.php */
			do_action( 'userfeedback_personal_data_erased', array_keys( $touched ) );
		}
		if ( $left && false === wp_next_scheduled( self::STEP_HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::STEP_HOOK );
		}
		return $deleted;
	}

	/**
	 * The retention period of each survey that has one, in days: its own when set (0 keeps its
	 * responses), else the site's.
	 *
	 * @return array<int, int>
	 */
	public function periods(): array {
		$site    = max( 0, (int) $this->settings->get( 'retention_days' ) );
		$periods = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values.
		foreach ( (array) $this->wpdb->get_results( "SELECT id, settings FROM `{$this->tables->surveys()}`", ARRAY_A ) as $row ) {
			$settings = json_decode( (string) $row['settings'], true );
			$own      = is_array( $settings ) ? ( $settings['retention_days'] ?? null ) : null;
			$days     = is_numeric( $own ) ? (int) $own : $site;
			if ( $days > 0 ) {
				$periods[ (int) $row['id'] ] = $days;
			}
		}
		return $periods;
	}
}
