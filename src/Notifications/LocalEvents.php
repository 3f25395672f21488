<?php
/**
 * Notifications raised by what happens on this site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;

// A small data store over our own surveys and responses tables: names from Tables, every value
// through prepare().

/**
 * Four events become notifications, each announced once (its id names the event):
 * - a survey's first response, on `userfeedback_response_committed`. That hook runs for every
 *   visitor response, so its hot path costs no query: the ids of surveys already handled sit in a
 *   small autoloaded option. Only a survey's first committed response since then asks the database
 *   whether an earlier response exists (one indexed LIMIT 1 read);
 * - a scheduled survey went live, a survey's run time expired, the licence expires within
 *   LICENSE_WARNING_DAYS: found by the hourly check (CHECK_HOOK).
 */
final class LocalEvents {

	public const HANDLED_OPTION       = 'userfeedback_notified_surveys';
	public const LICENSE_WARNING_DAYS = 14;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Entitlements $entitlements, private readonly LicenseStore $licenses, private readonly NotificationStore $store ) {
	}

	/**
	 * `userfeedback_response_committed`: announces a survey's first response.
	 *
	 * @param int $response_id The response id.
	 * @param int $survey_id   The survey id.
	 * @return void
	 */
	public function response_committed( $response_id, $survey_id ): void {
		$survey_id   = (int) $survey_id;
		$response_id = (int) $response_id;
		$handled     = get_option( self::HANDLED_OPTION, array() );
		$handled     = is_array( $handled ) ? array_map( 'intval', $handled ) : array();
		if ( $survey_id <= 0 || in_array( $survey_id, $handled, true ) ) {
			return;
		}
		$handled[] = $survey_id;
		update_option( self::HANDLED_OPTION, array_values( array_unique( $handled ) ), true );

		$wpdb    = $this->wpdb;
		$table   = $this->tables->responses();
		$earlier = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$table}` WHERE survey_id = %d AND id < %d LIMIT 1", $survey_id, $response_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; runs once per survey.
		if ( null !== $earlier ) {
			return;
		}
		$title = $this->survey_title( $survey_id );
		$this->store->add(
			array(
				'id'         => 'first-response-' . $survey_id,
				'type'       => 'success',
				/* translators: %s: survey title. */
				'title'      => sprintf( __( '“%s” received its first response', 'userfeedback' ), $title ),
				'content'    => '<p>' . esc_html__( 'Visitors have started answering this survey. See what they said in its results.', 'userfeedback' ) . '</p>',
				'capability' => \UserFeedback\Access\Capabilities::VIEW_RESULTS,
				'btns'       => array(
					array(
						'text' => __( 'View Results', 'userfeedback' ),
						'url'  => admin_url( 'admin.php?page=userfeedback_results#/survey/' . $survey_id ),
					),
				),
			)
		);
	}

	/**
	 * `userfeedback_survey_ceiling_reached`: tells the owner a survey turned responses away over
	 * its ceiling a minute — once an hour per survey (the store ignores an id it announced).
	 *
	 * @param int $survey_id The survey.
	 * @param int $ceiling   Its ceiling a minute.
	 * @return void
	 */
	public function ceiling_reached( $survey_id, $ceiling ): void {
		$survey_id = (int) $survey_id;
		if ( $survey_id <= 0 ) {
			return;
		}
		$this->store->add(
			array(
				'id'         => 'ceiling-' . $survey_id . '-' . gmdate( 'YmdH' ),
				'type'       => 'warning',
				/* translators: %s: survey title. */
				'title'      => sprintf( __( '“%s” turned responses away', 'userfeedback' ), $this->survey_title( $survey_id ) ),
				'content'    => '<p>' . esc_html(
					sprintf(
						/* translators: %s: the survey's ceiling, a number of responses. */
						__( 'More than %s new responses a minute arrived, its ceiling; those over it were asked to try again in a minute and not stored. If they were real visitors, raise the ceiling in the survey’s Behavior settings.', 'userfeedback' ),
						number_format_i18n( (int) $ceiling )
					)
				) . '</p>',
				'capability' => \UserFeedback\Access\Capabilities::CREATE_EDIT_SURVEYS,
				'btns'       => array(
					array(
						'text' => __( 'Edit the survey', 'userfeedback' ),
						'url'  => admin_url( 'admin.php?page=userfeedback_surveys#/edit/' . $survey_id . '/settings' ),
					),
				),
			)
		);
	}

	/**
	 * `userfeedback_surveys_deleted`: forgets deleted surveys in the handled list.
	 *
	 * @param int[] $ids Deleted survey ids.
	 * @return void
	 */
	public function surveys_deleted( $ids ): void {
		$handled = get_option( self::HANDLED_OPTION, array() );
		if ( ! is_array( $handled ) || array() === $handled ) {
			return;
		}
		$kept = array_values( array_diff( array_map( 'intval', $handled ), array_map( 'intval', (array) $ids ) ) );
		if ( count( $kept ) !== count( $handled ) ) {
			update_option( self::HANDLED_OPTION, $kept, true );
		}
	}

	/**
	 * The hourly check: surveys that went live or expired, the licence about to expire.
	 *
	 * @param int|null $now Unix time; now when null.
	 * @return void
	 */
	public function check( $now = null ): void {
		$now  = is_int( $now ) ? $now : time();
		$last = $this->store->checked_at();
		// The first check looks back one day, so a site does not hear about every survey it ever
		// scheduled the day the feature arrives.
		$since = $last > 0 ? $last : $now - DAY_IN_SECONDS;
		foreach ( $this->published_surveys() as $survey ) {
			$this->check_published( $survey, $since, $now );
			$this->check_expired( $survey, $now );
		}
		$this->check_license( $now );
		$this->store->set_checked_at( $now );
	}

	/**
	 * A scheduled survey whose time came since the last check.
	 *
	 * @param array{id: int, title: string, publish_at: string|null, settings: array<string, mixed>} $survey The survey.
	 * @param int                                                                                    $since  Last check.
	 * @param int                                                                                    $now    Now.
	 * @return void
	 */
	private function check_published( array $survey, int $since, int $now ): void {
		if ( null === $survey['publish_at'] ) {
			return;
		}
		$at = strtotime( $survey['publish_at'] . ' UTC' );
		if ( false === $at || $at <= $since || $at > $now ) {
			return;
		}
		$this->store->add(
			array(
				'id'         => 'survey-published-' . $survey['id'] . '-' . $at,
				'type'       => 'info',
				'date'       => $at,
				/* translators: %s: survey title. */
				'title'      => sprintf( __( '“%s” is now live', 'userfeedback' ), $survey['title'] ),
				/* translators: %s: date and time the survey was published. */
				'content'    => '<p>' . esc_html( sprintf( __( 'This scheduled survey was published on %s and is now shown to visitors.', 'userfeedback' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $at ) ) ) . '</p>',
				'capability' => \UserFeedback\Access\Capabilities::CREATE_EDIT_SURVEYS,
				'btns'       => array(
					array(
						'text' => __( 'View Surveys', 'userfeedback' ),
						'url'  => admin_url( 'admin.php?page=userfeedback_surveys' ),
					),
				),
			)
		);
	}

	/**
	 * A survey whose run time ended (behaviour run_time expire), once a year: the spec's expiry
	 * date has no year, and Frontend\SurveyEligibility hides the survey from the day after it
	 * until the year ends — only while the behavior add-on is active, as here.
	 *
	 * @param array{id: int, title: string, publish_at: string|null, settings: array<string, mixed>} $survey The survey.
	 * @param int                                                                                    $now    Now.
	 * @return void
	 */
	private function check_expired( array $survey, int $now ): void {
		$behavior = (array) ( $survey['settings']['behavior'] ?? array() );
		$expire   = $behavior['expire_at'] ?? null;
		if ( 'expire' !== ( $behavior['run_time'] ?? '' ) || ! is_array( $expire ) || ! isset( $expire['month'], $expire['day'] ) || ! $this->entitlements->addon_active( 'behavior' ) ) {
			return;
		}
		$month = (int) $expire['month'];
		$day   = (int) $expire['day'];
		$today = ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() );
		if ( (int) $today->format( 'n' ) * 100 + (int) $today->format( 'j' ) <= $month * 100 + $day ) {
			return;
		}
		$this->store->add(
			array(
				'id'         => 'survey-expired-' . $survey['id'] . '-' . $today->format( 'Y' ),
				'type'       => 'warning',
				/* translators: %s: survey title. */
				'title'      => sprintf( __( '“%s” has expired', 'userfeedback' ), $survey['title'] ),
				/* translators: 1: month number, 2: day of the month. */
				'content'    => '<p>' . esc_html( sprintf( __( 'Its run time ended on %1$d/%2$d, so visitors no longer see it. Edit the survey to change its run time.', 'userfeedback' ), $month, $day ) ) . '</p>',
				'capability' => \UserFeedback\Access\Capabilities::CREATE_EDIT_SURVEYS,
				'btns'       => array(
					array(
						'text' => __( 'Edit Survey', 'userfeedback' ),
						'url'  => admin_url( 'admin.php?page=userfeedback_surveys#/edit/' . $survey['id'] . '/settings' ),
					),
				),
			)
		);
	}

	/**
	 * A valid licence that expires within LICENSE_WARNING_DAYS (Pro only).
	 *
	 * @param int $now Now.
	 * @return void
	 */
	private function check_license( int $now ): void {
		if ( ! $this->entitlements->is_pro() ) {
			return;
		}
		$license = $this->licenses->get();
		if ( ! $license->is_valid() || $license->expires <= $now || $license->expires - $now > self::LICENSE_WARNING_DAYS * DAY_IN_SECONDS ) {
			return;
		}
		$days = max( 1, (int) ceil( ( $license->expires - $now ) / DAY_IN_SECONDS ) );
		$this->store->add(
			array(
				'id'         => 'license-expiring-' . $license->expires,
				'type'       => 'warning',
				'date'       => $now,
				/* translators: %d: number of days. */
				'title'      => sprintf( _n( 'Your UserFeedback license expires in %d day', 'Your UserFeedback license expires in %d days', $days, 'userfeedback' ), $days ),
				/* translators: %s: expiry date. */
				'content'    => '<p>' . esc_html( sprintf( __( 'Renew it before %s to keep Pro features, add-ons and updates.', 'userfeedback' ), wp_date( (string) get_option( 'date_format' ), $license->expires ) ) ) . '</p>',
				'capability' => 'manage_options',
				'actions'    => array(
					array(
						'text'   => __( 'Renew License', 'userfeedback' ),
						'class'  => 'license',
						'action' => 'renew',
					),
				),
			)
		);
	}

	/**
	 * Published surveys with what the checks need.
	 *
	 * @return list<array{id: int, title: string, publish_at: string|null, settings: array<string, mixed>}>
	 */
	private function published_surveys(): array {
		$table   = $this->tables->surveys();
		$rows    = (array) $this->wpdb->get_results( "SELECT id, title, publish_at, settings FROM `{$table}` WHERE status = 'publish' ORDER BY id ASC", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values: the status is a literal.
		$surveys = array();
		foreach ( $rows as $row ) {
			$settings  = json_decode( (string) $row['settings'], true );
			$surveys[] = array(
				'id'         => (int) $row['id'],
				'title'      => (string) $row['title'],
				'publish_at' => null === $row['publish_at'] || str_starts_with( (string) $row['publish_at'], '0000' ) ? null : (string) $row['publish_at'],
				'settings'   => is_array( $settings ) ? $settings : array(),
			);
		}
		return $surveys;
	}

	/**
	 * A survey's title ('' when gone).
	 *
	 * @param int $survey_id Survey id.
	 * @return string
	 */
	private function survey_title( int $survey_id ): string {
		$wpdb  = $this->wpdb;
		$table = $this->tables->surveys();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared.
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT title FROM `{$table}` WHERE id = %d", $survey_id ) );
	}
}
