<?php
/**
 * Imports a UserFeedback 1.x site's surveys, responses and settings.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

use UserFeedback\Database\Claim;
use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Database\WorkClaims;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\RollupWriter;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\ClientIp;
use UserFeedback\Visitors\ResponseValidator;

// The import's data store: reads of 1.x's tables and multi-row INSERTs into ours, table names from
// Tables and LegacyTables (never input), every value through prepare(); id lists cast to integers.

/**
 * Why the 1.x import is built this way:
 * - Same ids. Each 1.x survey keeps its id, so `[userfeedback id="N"]` in posts and the visitors'
 *   `userfeedback-N` cookies keep working; each response keeps its id too, which makes the import
 *   idempotent (a row already there is never written again) and keeps the cookies'
 *   last_response_id meaningful. Our tables' AUTO_INCREMENT is raised above 1.x's ids when we take
 *   over, so responses arriving during the import never take an id a 1.x row needs.
 * - Batches in transactions. Surveys (with settings and impressions) go first, then responses in
 *   id order, BATCH at a time; each batch writes its responses, answer rows, rollup counts and
 *   the progress (ImportState) in one transaction, so a crash or a timeout resumes after the last
 *   commit. One runner at a time (a work claim, held across every node of a cluster, renewed in
 *   each batch's transaction: a runner whose claim lapsed and was taken over cannot commit a
 *   batch): the cron step and an admin's POST never race.
 * - Exact reports. An imported survey's rollups start current and empty; each batch adds its
 *   published responses to them (Rollups::apply) in the same transaction, so every report equals a
 *   rebuild from the imported rows at every moment, during the import too.
 * - Broken rows (invalid JSON, unknown question ids, values out of range, an unknown status) are
 *   skipped, counted and listed with the reason; they never stop the import.
 * - Never "done" over rows it never saw. The cursors record the last 1.x survey and response the
 *   import walked; a finished import compares them with 1.x's newest ids whenever its state is
 *   read (two small queries), so rows 1.x took later (1.x switched back on, its tables restored
 *   from a backup) re-open it as pending and it imports the rest, from the cursors on. Removing
 *   the 1.x data is refused until then. A 1.x response whose id a response of this site took in
 *   the meantime comes under a new id (counted as renumbered) rather than being lost or merged.
 *
 * @phpstan-import-type State from ImportState
 */
final class LegacyImporter {

	/** Responses per transaction. */
	public const BATCH = 500;

	/** 1.x surveys per transaction. */
	private const SURVEY_BATCH = 50;

	/** Failed batches in a row before the import stops as failed. */
	private const MAX_FAILURES = 3;

	/** The runner's work claim. */
	private const CLAIM = 'legacy_import';

	/** How long the runner's claim holds without a batch renewing it. */
	private const CLAIM_SECONDS = 5 * MINUTE_IN_SECONDS;

	/**
	 * The work claims.
	 *
	 * @var WorkClaims
	 */
	private readonly WorkClaims $claims;

	/**
	 * The runner's claim while held, and how many callers in this request hold it.
	 *
	 * @var Claim|null
	 */
	private ?Claim $claim = null;

	private int $claim_depth = 0;

	/**
	 * Whether a batch found the claim lapsed and taken over (the run stops).
	 *
	 * @var bool
	 */
	private bool $claim_lost = false;

	public function __construct(
		private readonly \wpdb $wpdb,
		private readonly Tables $tables,
		private readonly LegacyTables $legacy,
		private readonly ImportState $state,
		private readonly ResponseValidator $validator,
		private readonly SurveyNormalizer $normalizer,
		private readonly SurveyRepository $surveys,
		private readonly Rollups $rollups,
		private readonly SettingsStore $settings
	) {
		$this->claims = new WorkClaims( $wpdb, $tables );
	}

	/**
	 * Before our schema is created (Installer::upgrade): when the table under our surveys table's
	 * name is 1.x's, backs up the options 1.x shares with us and renames its surveys table aside.
	 *
	 * @return void
	 */
	public function set_aside(): void {
		if ( $this->legacy->original_is_v1() ) {
			LegacySettings::back_up();
			$this->legacy->set_surveys_aside();
		}
	}

	/**
	 * After our schema exists: records a pending import when there is 1.x data nobody imported
	 * yet, and keeps our new ids above 1.x's.
	 *
	 * @return void
	 */
	public function after_schema(): void {
		if ( ! $this->legacy->exists( $this->legacy->surveys() ) ) {
			return;
		}
		$state = $this->state->get();
		if ( 'none' === $state['state'] ) {
			$state                       = ImportState::none();
			$state['state']              = 'pending';
			$state['surveys']['total']   = $this->legacy->count( $this->legacy->surveys() );
			$state['responses']['total'] = $this->legacy->count( $this->legacy->responses() );
			$this->state->put( $state );
		}
		if ( in_array( $state['state'], array( 'pending', 'running' ), true ) ) {
			$this->reserve_ids();
		}
	}

	/**
	 * The import's progress; a finished import that finds 1.x rows it never saw is re-opened
	 * first (see the class comment).
	 *
	 * @return State
	 */
	public function status(): array {
		$state = $this->state->get();
		if ( ! $this->has_unseen_rows( $state ) || ! $this->lock() ) {
			return $state;
		}
		try {
			return $this->reopen( $this->state->get() );
		} finally {
			$this->unlock();
		}
	}

	/**
	 * Whether there is work left (pending or running), new 1.x rows included.
	 *
	 * @return bool
	 */
	public function has_work(): bool {
		return in_array( $this->status()['state'], array( 'pending', 'running' ), true );
	}

	/**
	 * Starts the import if pending (or failed: a retry) and runs batches until it is done or the
	 * time is up (at least one batch). Returns at once when another runner holds the lock.
	 *
	 * @param float $seconds Time budget; 0 runs exactly one batch.
	 * @return State
	 */
	public function run( float $seconds = 0 ): array {
		if ( ! $this->lock() ) {
			return $this->state->get();
		}
		try {
			$deadline = microtime( true ) + $seconds;
			$state    = $this->state->get();
			if ( in_array( $state['state'], array( 'pending', 'failed' ), true ) ) {
				$state['state']      = 'running';
				$state['failures']   = 0;
				$state['error']      = null;
				$state['started_at'] = $state['started_at'] ?? Time::now();
				$this->state->put( $state );
				$this->reserve_ids();
			}
			while ( 'running' === $state['state'] && ! $this->claim_lost ) {
				$state = $this->step( $state );
				if ( microtime( true ) >= $deadline ) {
					break;
				}
			}
			return $state;
		} finally {
			$this->unlock();
		}
	}

	/**
	 * Drops 1.x's tables and options for good, once the import is done and 1.x holds no row it
	 * has not seen (the admin's choice). Under the runner's lock, so no batch or re-opening runs
	 * in between.
	 *
	 * @return bool|\WP_Error
	 */
	public function remove_v1_data() {
		if ( ! $this->lock() ) {
			return new \WP_Error( 'userfeedback_legacy_busy', __( 'The UserFeedback 1.x import is running. Please try again in a minute.', 'userfeedback' ), array( 'status' => 409 ) );
		}
		try {
			$state   = $this->reopen( $this->state->get() );
			$refused = self::removal_refused( $state );
			return null === $refused ? $this->drop_v1_data( $state ) : $refused;
		} finally {
			$this->unlock();
		}
	}

	/**
	 * Why the 1.x data may not be removed yet, or null.
	 *
	 * @param array<string, mixed> $state The state.
	 * @phpstan-param State $state
	 * @return \WP_Error|null
	 */
	private static function removal_refused( array $state ): ?\WP_Error {
		if ( 'done' === $state['state'] ) {
			return null;
		}
		if ( $state['reopened'] ) {
			$left = max( 0, $state['responses']['total'] - $state['responses']['imported'] - $state['responses']['skipped'] );
			return new \WP_Error(
				'userfeedback_legacy_new_data',
				sprintf(
					/* translators: %s: number of responses. */
					_n( 'UserFeedback 1.x holds data added after the import finished (%s response) that is not imported yet. It is being imported now; the 1.x data can be removed once that is done.', 'UserFeedback 1.x holds data added after the import finished (%s responses) that is not imported yet. It is being imported now; the 1.x data can be removed once that is done.', $left, 'userfeedback' ),
					number_format_i18n( $left )
				),
				array( 'status' => 409 )
			);
		}
		return new \WP_Error( 'userfeedback_legacy_not_done', __( 'The UserFeedback 1.x data can be removed once the import is done.', 'userfeedback' ), array( 'status' => 409 ) );
	}

	/**
	 * Drops the 1.x tables and options and records it.
	 *
	 * @param array<string, mixed> $state The state (done).
	 * @phpstan-param State $state
	 * @return bool|\WP_Error
	 */
	private function drop_v1_data( array $state ) {
		// Responses first: their foreign key points at the surveys table.
		foreach ( array( $this->legacy->responses(), $this->legacy->surveys() ) as $table ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from LegacyTables; the admin asked to remove the 1.x data.
			if ( false === $this->wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ) ) {
				return new \WP_Error( 'userfeedback_db_error', __( 'The UserFeedback 1.x data could not be removed. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
			}
		}
		foreach ( array_merge( array_values( LegacySettings::SHARED_OPTIONS ), LegacySettings::OWN_OPTIONS, array( 'userfeedback_db_version' ) ) as $option ) {
			// 1.x's schema version, never ours (Installer keeps ours in its own option).
			delete_option( $option );
		}
		$state['removed'] = true;
		$this->state->put( $state );
		return true;
	}

	/**
	 * Whether a finished import finds 1.x rows past its cursors, or 1.x tables back after they
	 * were removed.
	 *
	 * @param array<string, mixed> $state The state.
	 * @phpstan-param State $state
	 * @return bool
	 */
	private function has_unseen_rows( array $state ): bool {
		if ( 'done' !== $state['state'] ) {
			return false;
		}
		$newest = $this->legacy->newest_ids();
		if ( null === $newest['surveys'] && null === $newest['responses'] ) {
			return false;
		}
		return $state['removed'] || (int) $newest['surveys'] > $state['survey_cursor'] || (int) $newest['responses'] > $state['cursor'];
	}

	/**
	 * Under the runner's lock: a finished import with 1.x rows it never saw becomes pending again,
	 * its totals grown by them, to go on from its cursors (the surveys first when there are new
	 * ones); 1.x tables that came back are no longer "removed".
	 *
	 * @param array<string, mixed> $state The stored state.
	 * @phpstan-param State $state
	 * @return array<string, mixed>
	 * @phpstan-return State
	 */
	private function reopen( array $state ): array {
		if ( ! $this->has_unseen_rows( $state ) ) {
			return $state;
		}
		$surveys          = $this->legacy->count_after( $this->legacy->surveys(), $state['survey_cursor'] );
		$responses        = $this->legacy->count_after( $this->legacy->responses(), $state['cursor'] );
		$state['removed'] = false;
		if ( $surveys + $responses > 0 ) {
			$state['state']              = 'pending';
			$state['phase']              = $surveys > 0 ? 'surveys' : 'responses';
			$state['reopened']           = true;
			$state['surveys']['total']  += $surveys;
			$state['responses']['total'] = $state['responses']['imported'] + $state['responses']['skipped'] + $responses;
			$state['failures']           = 0;
			$state['error']              = null;
			$state['finished_at']        = null;
		}
		$this->state->put( $state );
		return $state;
	}

	/**
	 * One batch of whichever phase the import is in; failures are counted and, after a few in a
	 * row, stop the import as failed (a POST starts it again).
	 *
	 * @param array<string, mixed> $state The state before.
	 * @phpstan-param State $state
	 * @return array<string, mixed> The state after.
	 * @phpstan-return State
	 */
	private function step( array $state ): array {
		$next = Transaction::run(
			$this->wpdb,
			'userfeedback_legacy_import',
			function () use ( $state ): ?array {
				if ( null !== $this->claim && ! $this->claims->still_holds( $this->claim, self::CLAIM_SECONDS ) ) {
					$this->claim_lost = true;
					return null;
				}
				$after = 'surveys' === $state['phase'] ? $this->import_surveys( $state ) : $this->import_responses( $state );
				return null !== $after && $this->state->put( $after ) ? $after : null;
			},
			static fn( ?array $after ): bool => null !== $after,
			null
		);
		if ( $this->claim_lost ) {
			return $state; // Another runner took over: nothing of this batch was written.
		}
		if ( null !== $next ) {
			if ( 'done' === $next['state'] ) {
				LiveSurveys::invalidate();
			}
			return $next;
		}
		$state['error'] = '' !== $this->wpdb->last_error ? $this->wpdb->last_error : __( 'A database write failed.', 'userfeedback' );
		++$state['failures'];
		if ( $state['failures'] >= self::MAX_FAILURES ) {
			$state['state'] = 'failed';
		}
		$this->state->put( $state );
		return $state;
	}

	/**
	 * The next batch of 1.x surveys, with the settings on the first one; the response phase after
	 * the last.
	 *
	 * @param array<string, mixed> $state The state.
	 * @phpstan-param State $state
	 * @return array<string, mixed>|null Null when a write failed.
	 * @phpstan-return State|null
	 */
	private function import_surveys( array $state ): ?array {
		// Settings once: a re-opened import finds ours chosen since.
		if ( 0 === $state['survey_cursor'] && ! $state['reopened'] && ! $this->import_settings( $state ) ) {
			return null;
		}
		$table = $this->legacy->surveys();
		$rows  = (array) $this->wpdb->get_results(
			$this->wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
				"SELECT id, title, status, type, questions, impressions, settings, notifications, UNIX_TIMESTAMP(publish_at) AS publish_ts, UNIX_TIMESTAMP(created_at) AS created_ts FROM `{$table}` WHERE id > %d ORDER BY id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from LegacyTables.
				$state['survey_cursor'], // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
				self::SURVEY_BATCH // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
			),
			ARRAY_A
		);
		if ( array() === $rows ) {
			$state['phase'] = 'responses';
			return $state;
		}
		foreach ( $rows as $row ) {
			$id                     = (int) $row['id'];
			$state['survey_cursor'] = $id;
			$outcome                = $this->import_survey( $row );
			if ( null === $outcome ) {
				return null;
			}
			if ( true === $outcome ) {
				$state['survey_ids'][] = $id;
				++$state['surveys']['imported'];
			} else {
				$state = ImportState::skip( $state, 'survey', $id, $outcome );
			}
		}
		if ( count( $rows ) < self::SURVEY_BATCH ) {
			// That was the last of them: the next step starts on the responses.
			$state['phase'] = 'responses';
		}
		return $state;
	}

	/**
	 * Writes our settings from 1.x's and records what was mapped.
	 *
	 * @param array<string, mixed> $state The state (changed in place).
	 * @phpstan-param State $state
	 * @return bool
	 */
	private function import_settings( array &$state ): bool {
		if ( false === get_option( LegacySettings::SHARED_OPTIONS['userfeedback_settings'], false ) ) {
			return true;
		}
		$mapped = LegacySettings::mapped();
		update_option( SettingsStore::OPTION, $mapped['settings'], true );
		$state['settings'] = array(
			'mapped'     => $mapped['mapped'],
			'not_mapped' => $mapped['not_mapped'],
		);
		return '' === $this->wpdb->last_error;
	}

	/**
	 * One 1.x survey as ours, same id, with its impressions.
	 *
	 * @param array<string, mixed> $row The 1.x row.
	 * @return true|string|null True when imported, the reason when skipped, null on a failed write.
	 */
	private function import_survey( array $row ) {
		$id       = (int) $row['id'];
		$existing = $this->surveys->find( $id );
		if ( null !== $existing ) {
			// Imported by an earlier run that lost its progress, or an id our site already used.
			return (string) $existing['title'] === (string) $row['title']
				? true
				/* translators: %d: survey id. */
				: sprintf( __( 'Survey #%d already exists on this site; its 1.x survey was not imported.', 'userfeedback' ), $id );
		}
		$questions = json_decode( (string) $row['questions'], true );
		if ( ! is_array( $questions ) ) {
			return __( 'Its questions are not valid JSON.', 'userfeedback' );
		}
		$survey  = $this->normalizer->survey(
			array(
				'title'         => $row['title'],
				'type'          => 'nps' === $row['type'] ? 'nps' : '',
				'status'        => $row['status'],
				'publish_at'    => $row['publish_ts'] ? gmdate( 'c', (int) $row['publish_ts'] ) : null,
				'questions'     => LegacyQuestions::ours( $questions ),
				'settings'      => self::json_map( $row['settings'] ),
				'notifications' => self::json_map( $row['notifications'] ),
			)
		);
		$created = $row['created_ts'] ? gmdate( Time::MYSQL, (int) $row['created_ts'] ) : Time::now();
		$ok      = $this->surveys->insert(
			$survey,
			array(
				'id'         => $id,
				'created_at' => $created,
			)
		);
		// Current and empty: each response batch adds its counts (see the class comment).
		if ( $ok !== $id || ! $this->rollups->states()->finish( $id, BuildKind::Rollups, Rollups::key( $survey['questions'], wp_timezone() ), true ) ) {
			return null;
		}
		$impressions = (int) $row['impressions'];
		if ( $impressions > 0 ) {
			$written = $this->wpdb->query(
				$this->wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
					"INSERT INTO `{$this->tables->impressions()}` (survey_id, day, count) VALUES (%d, %s, %d) ON DUPLICATE KEY UPDATE count = count + VALUES(count)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
					$id, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
					substr( $created, 0, 10 ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
					$impressions // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
				)
			);
			if ( false === $written ) {
				return null;
			}
		}
		return true;
	}

	/**
	 * The next BATCH of 1.x responses; done after the last.
	 *
	 * @param array<string, mixed> $state The state.
	 * @phpstan-param State $state
	 * @return array<string, mixed>|null Null when a write failed.
	 * @phpstan-return State|null
	 */
	private function import_responses( array $state ): ?array {
		$table = $this->legacy->responses();
		$rows  = $this->legacy->exists( $table ) ? (array) $this->wpdb->get_results(
			$this->wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
				"SELECT id, survey_id, answers, page_submitted, user_ip, user_browser, user_os, user_device, status, UNIX_TIMESTAMP(submitted_at) AS submitted_ts FROM `{$table}` WHERE id > %d ORDER BY id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from LegacyTables.
				$state['cursor'], // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
				self::BATCH // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
			),
			ARRAY_A
		) : array();
		if ( array() === $rows ) {
			$state['state']       = 'done';
			$state['phase']       = 'done';
			$state['finished_at'] = Time::now();
			return $state;
		}

		$ids       = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$taken     = $this->existing_responses( $ids );
		$questions = $this->questions_of( array_intersect( array_unique( array_map( static fn( array $row ): int => (int) $row['survey_id'], $rows ) ), $state['survey_ids'] ) );
		$ip_mode   = (string) $this->settings->get( 'ip_storage' );

		$responses = array();
		$answers   = array();
		$published = array();
		$moves     = array();
		foreach ( $rows as $row ) {
			$id              = (int) $row['id'];
			$state['cursor'] = $id;
			if ( isset( $taken[ $id ] ) && self::same_response( $taken[ $id ], $row ) ) {
				// Imported by an earlier run that lost its progress.
				++$state['responses']['imported'];
				continue;
			}
			$converted = $this->convert( $row, $questions, $ip_mode );
			if ( is_string( $converted ) ) {
				$state = ImportState::skip( $state, 'response', $id, $converted );
				continue;
			}
			if ( isset( $taken[ $id ] ) ) {
				// A response of this site took the id after the switch (1.x used again since).
				$converted = $this->renumbered( $converted );
				if ( null === $converted ) {
					return null;
				}
				++$state['responses']['renumbered'];
			} else {
				$responses[] = $converted['response'];
			}
			$id = (int) $converted['response']['id'];
			foreach ( $converted['answers'] as $answer ) {
				$answers[] = $answer;
			}
			if ( 'publish' === $converted['response']['status'] ) {
				$published[ (int) $row['survey_id'] ][] = $id;
			}
			$moves[ (int) $row['survey_id'] ][] = array(
				'id'           => $id,
				'submitted_at' => (string) $converted['response']['submitted_at'],
				'from'         => null,
				'to'           => (string) $converted['response']['status'],
			);
			++$state['responses']['imported'];
		}

		if ( ! $this->insert_rows( $responses, $answers ) ) {
			return null;
		}
		foreach ( $moves as $survey_id => $survey_moves ) {
			$ids = $published[ $survey_id ] ?? array();
			if ( ! $this->rollups->write( $survey_id, static fn( RollupWriter $rollups ): ?array => $rollups->add( $ids ) ? $survey_moves : null ) ) {
				return null;
			}
		}
		return $state;
	}

	/**
	 * One 1.x response as our response row and answer rows, or why it cannot be imported.
	 *
	 * @param array<string, mixed>          $row       The 1.x row.
	 * @param array<int, array<int, mixed>> $questions Questions of the imported surveys, by id.
	 * @param string                        $ip_mode   This site's IP setting.
	 * @return array{response: array<string, int|string>, answers: list<array<string, int|string|null>>}|string
	 */
	private function convert( array $row, array $questions, string $ip_mode ) {
		$survey_id = (int) $row['survey_id'];
		if ( ! isset( $questions[ $survey_id ] ) ) {
			/* translators: %d: survey id. */
			return sprintf( __( 'Its survey (#%d) was not imported.', 'userfeedback' ), $survey_id );
		}
		$status = (string) $row['status'];
		if ( ! in_array( $status, array( 'publish', 'trash' ), true ) ) {
			/* translators: %s: the status stored by 1.x. */
			return sprintf( __( 'Unknown status "%s".', 'userfeedback' ), $status );
		}
		if ( ! $row['submitted_ts'] ) {
			return __( 'It has no submission time.', 'userfeedback' );
		}
		$decoded = json_decode( (string) $row['answers'], true );
		if ( ! is_array( $decoded ) ) {
			return __( 'Its answers are not valid JSON.', 'userfeedback' );
		}
		$rows = $this->validator->import_rows( $questions[ $survey_id ], $decoded );
		if ( is_wp_error( $rows ) ) {
			$params = (array) ( $rows->get_error_data()['params'] ?? array() );
			$field  = array_key_first( $params );
			return null === $field ? $rows->get_error_message() : "{$field}: {$params[ $field ]}";
		}

		$id        = (int) $row['id'];
		$submitted = gmdate( Time::MYSQL, (int) $row['submitted_ts'] );
		$page      = self::json_map( $row['page_submitted'] );
		$device    = strtolower( (string) $row['user_device'] );
		$answers   = array();
		foreach ( $rows as $answer ) {
			$answers[] = array(
				'response_id'  => $id,
				'survey_id'    => $survey_id,
				'question_id'  => $answer['question_id'],
				'value'        => $answer['value'],
				'value_num'    => $answer['value_num'],
				'extra'        => $answer['extra'],
				'status'       => $status,
				'submitted_at' => $submitted,
			);
		}
		return array(
			'response' => array(
				'id'           => $id,
				'survey_id'    => $survey_id,
				'status'       => $status,
				'submitted_at' => $submitted,
				'page_url'     => substr( esc_url_raw( (string) ( $page['link'] ?? '' ) ), 0, 2048 ),
				'page_title'   => mb_substr( sanitize_text_field( (string) ( $page['title'] ?? '' ) ), 0, 255 ),
				'page_post_id' => max( 0, (int) ( $page['id'] ?? 0 ) ),
				'user_id'      => 0,
				'user_ip'      => ClientIp::for_storage( self::first_ip( (string) $row['user_ip'] ), $ip_mode ),
				'user_browser' => mb_substr( sanitize_text_field( (string) $row['user_browser'] ), 0, 64 ),
				'user_os'      => mb_substr( sanitize_text_field( (string) $row['user_os'] ), 0, 64 ),
				'user_device'  => in_array( $device, array( 'desktop', 'tablet', 'mobile' ), true ) ? $device : '',
			),
			'answers'  => $answers,
		);
	}

	/**
	 * Writes a batch's response rows and answer rows, each as one multi-row INSERT.
	 *
	 * @param list<array<string, int|string>>      $responses Response rows.
	 * @param list<array<string, int|string|null>> $answers   Answer rows.
	 * @return bool
	 */
	private function insert_rows( array $responses, array $answers ): bool {
		$wpdb = $this->wpdb;
		if ( array() !== $responses ) {
			$tuples = array();
			foreach ( $responses as $r ) {
				$tuples[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %d, %d, %s, %s, %s, %s)', $r['id'], $r['survey_id'], $r['status'], $r['submitted_at'], $r['page_url'], $r['page_title'], $r['page_post_id'], $r['user_id'], $r['user_ip'], $r['user_browser'], $r['user_os'], $r['user_device'] );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of prepared tuples.
			if ( false === $wpdb->query( "INSERT INTO `{$this->tables->responses()}` (id, survey_id, status, submitted_at, page_url, page_title, page_post_id, user_id, user_ip, user_browser, user_os, user_device) VALUES " . implode( ',', $tuples ) ) ) {
				return false;
			}
		}
		if ( array() !== $answers ) {
			$tuples = array();
			foreach ( $answers as $a ) {
				$tuples[] = $wpdb->prepare( '(%d, %d, %s, %s, ', $a['response_id'], $a['survey_id'], $a['question_id'], $a['value'] )
					. ( null === $a['value_num'] ? 'NULL' : (string) (int) $a['value_num'] ) . ', '
					. ( null === $a['extra'] ? 'NULL' : $wpdb->prepare( '%s', $a['extra'] ) )
					. $wpdb->prepare( ', %s, %s)', $a['status'], $a['submitted_at'] );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of prepared tuples.
			if ( false === $wpdb->query( "INSERT INTO `{$this->tables->answers()}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $tuples ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Which of these response ids our table already holds, each with its survey and submission
	 * time (what tells an earlier run's row from another response under the same id).
	 *
	 * @param int[] $ids Response ids.
	 * @return array<int, string> "survey_id|submitted_at" by id.
	 */
	private function existing_responses( array $ids ): array {
		$list = implode( ',', array_map( 'intval', $ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
		$rows  = (array) $this->wpdb->get_results( "SELECT id, survey_id, submitted_at FROM `{$this->tables->responses()}` WHERE id IN ({$list})", ARRAY_A );
		$taken = array();
		foreach ( $rows as $row ) {
			$taken[ (int) $row['id'] ] = $row['survey_id'] . '|' . $row['submitted_at'];
		}
		return $taken;
	}

	/**
	 * Whether our row under a 1.x response's id is that response, imported before.
	 *
	 * @param string               $taken existing_responses()' "survey_id|submitted_at".
	 * @param array<string, mixed> $row   The 1.x row.
	 * @return bool
	 */
	private static function same_response( string $taken, array $row ): bool {
		return $row['submitted_ts'] && $taken === (int) $row['survey_id'] . '|' . gmdate( Time::MYSQL, (int) $row['submitted_ts'] );
	}

	/**
	 * Writes a converted response under a new id (its own is taken) and points its answers at it.
	 *
	 * @param array{response: array<string, int|string>, answers: list<array<string, int|string|null>>} $converted convert()'s rows.
	 * @return array{response: array<string, int|string>, answers: list<array<string, int|string|null>>}|null Null when the write failed.
	 */
	private function renumbered( array $converted ): ?array {
		$response = $converted['response'];
		unset( $response['id'] );
		$formats = array_map( static fn( $value ): string => is_int( $value ) ? '%d' : '%s', $response );
		if ( false === $this->wpdb->insert( $this->tables->responses(), $response, array_values( $formats ) ) ) {
			return null;
		}
		$id                          = (int) $this->wpdb->insert_id;
		$converted['response']['id'] = $id;
		foreach ( $converted['answers'] as $i => $answer ) {
			$converted['answers'][ $i ]['response_id'] = $id;
		}
		return $converted;
	}

	/**
	 * The stored questions of some imported surveys.
	 *
	 * @param int[] $survey_ids Survey ids.
	 * @return array<int, array<int, mixed>>
	 */
	private function questions_of( array $survey_ids ): array {
		$questions = array();
		foreach ( $this->surveys->find_many( $survey_ids ) as $survey ) {
			$questions[ (int) $survey['id'] ] = array_values( (array) $survey['questions'] );
		}
		return $questions;
	}

	/**
	 * Raises our surveys' and responses' AUTO_INCREMENT above 1.x's highest ids, so nothing
	 * created while the import runs takes an id a 1.x row keeps.
	 *
	 * @return void
	 */
	private function reserve_ids(): void {
		$pairs = array(
			$this->tables->surveys()   => $this->legacy->max_id( $this->legacy->surveys() ),
			$this->tables->responses() => $this->legacy->max_id( $this->legacy->responses() ),
		);
		foreach ( $pairs as $table => $max ) {
			if ( $max > 0 ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table (name from Tables), value prepared: only the counter; InnoDB keeps it above the rows there.
				$this->wpdb->query( $this->wpdb->prepare( "ALTER TABLE `{$table}` AUTO_INCREMENT = %d", $max + 1 ) );
			}
		}
	}

	/**
	 * The first address of a stored IP field (1.x kept X-Forwarded-For lists as they came).
	 *
	 * @param string $stored The stored value.
	 * @return string
	 */
	private static function first_ip( string $stored ): string {
		return trim( explode( ',', $stored )[0] );
	}

	/**
	 * A JSON object column as an array; anything else is empty.
	 *
	 * @param mixed $json The column.
	 * @return array<string, mixed>
	 */
	private static function json_map( $json ): array {
		$decoded = json_decode( (string) $json, true );
		return is_array( $decoded ) ? $decoded : array();
	}

	/**
	 * Takes the runner's claim (none waits: a second runner simply returns). A caller already
	 * holding it in this request (a re-opening inside a run) holds it once more.
	 *
	 * @return bool
	 */
	private function lock(): bool {
		if ( null === $this->claim ) {
			$this->claim = $this->claims->take( self::CLAIM, self::CLAIM_SECONDS );
			if ( null === $this->claim ) {
				return false;
			}
			$this->claim_lost = false;
		}
		++$this->claim_depth;
		return true;
	}

	/**
	 * Lets the runner's claim go once its last holder in this request is done.
	 *
	 * @return void
	 */
	private function unlock(): void {
		if ( null === $this->claim || --$this->claim_depth > 0 ) {
			return;
		}
		$this->claims->release( $this->claim );
		$this->claim       = null;
		$this->claim_depth = 0;
	}
}
