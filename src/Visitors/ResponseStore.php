<?php
/**
 * Writes visitor responses and impressions.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Visitors;

use UserFeedback\Events\Actions;
use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\Rollups;

// The responses data store: direct queries on our own tables, names from Tables, every value
// through prepare(); the answers go in as one multi-row INSERT built from prepared tuples.

/**
 * A response, its answer rows and its counts in the survey's rollups are written together or not
 * at all (brief: "never a partial write"), in one Transaction, run again if it loses a deadlock to
 * a concurrent visitor.
 */
final class ResponseStore {

	/**
	 * What insert() answers when its gate refused the response (the rate limit).
	 */
	public const REFUSED = -1;

	/**
	 * The database connection.
	 *
	 * @var \wpdb
	 */
	private \wpdb $wpdb;

	/**
	 * Table names.
	 *
	 * @var Tables
	 */
	private Tables $tables;

	/**
	 * The surveys' pre-aggregated counts.
	 *
	 * @var Rollups
	 */
	private Rollups $rollups;

	/**
	 * More writes that must commit with the response (the e-mail queue, Email\NotificationQueuer),
	 * or null. Given the survey the request already read (no second read inside the transaction),
	 * the response id and the answer rows; false only on a lock conflict, which rolls the whole
	 * response back for Transaction to run again.
	 *
	 * @var (callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool)|null
	 */
	private $also_write;

	/**
	 * Constructor.
	 *
	 * @param \wpdb         $wpdb       The database connection.
	 * @param Tables        $tables     Table names.
	 * @param Rollups       $rollups    The surveys' pre-aggregated counts.
	 * @param callable|null $also_write More writes for the response's transaction (see the property).
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, Rollups $rollups, ?callable $also_write = null ) {
		$this->wpdb       = $wpdb;
		$this->tables     = $tables;
		$this->rollups    = $rollups;
		$this->also_write = $also_write;
	}

	/**
	 * One also_write made of several, run in order, stopping at the first that fails.
	 *
	 * @param callable ...$writes The writes (see the also_write property).
	 * @return callable(array<string, mixed>, int, array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>): bool
	 */
	public static function all_of( callable ...$writes ): callable {
		return static function ( array $survey, int $id, array $answers ) use ( $writes ): bool {
			foreach ( $writes as $write ) {
				if ( ! $write( $survey, $id, $answers ) ) {
					return false;
				}
			}
			return true;
		};
	}

	/**
	 * Stores a response with its answers.
	 *
	 * @param array<string, mixed>                                                                           $survey   The stored survey (as SurveyRepository::find() returns it).
	 * @param array<string, string|int>                                                                      $response Response columns (page_url, page_title, user_id, user_ip, …).
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers  Answer rows.
	 * @param (callable(): (bool|null))|null                                                                 $gate     Run first in the transaction (the rate limit's count,
	 *                                                                                                                 RateLimiter::count()): false refuses the response, null
	 *                                                                                                                 is a lost lock conflict (run again). Its writes commit
	 *                                                                                                                 with the response, one disk write fewer than its own.
	 * @return int The response id; 0 when nothing could be stored; REFUSED when the gate refused.
	 */
	public function insert( array $survey, array $response, array $answers, ?callable $gate = null ): int {
		$survey_id = (int) $survey['id'];
		$id        = Transaction::run(
			$this->wpdb,
			'userfeedback_response',
			function () use ( $survey, $response, $answers, $gate ): int {
				if ( null !== $gate ) {
					$admitted = $gate();
					if ( null === $admitted ) {
						return 0;
					}
					if ( false === $admitted ) {
						return self::REFUSED;
					}
				}
				return $this->write( $survey, $response, $answers );
			},
			static fn( int $id ): bool => $id > 0
		);
		if ( $id > 0 ) {
			/**
			 * A response was committed (side effects such as the e-mail start here, after it).
			 *
			 * @param int $id        The response id.
			 * @param int $survey_id The survey id.
			 */
			do_action( 'userfeedback_response_committed', $id, $survey_id );
			Actions::response_submitted( $id, $survey_id );
		}
		return $id;
	}

	/**
	 * The statements of insert(), stopping at the first failure: lock the survey row for the
	 * rollups (first, so a rebuild and this write queue instead of deadlocking), then the response,
	 * its answers and its rollup counts.
	 *
	 * @param array<string, mixed>                                                                           $survey The stored survey.
	 * @param array<string, string|int>                                                                      $response  Response columns.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers Answer rows.
	 * @return int The response id, 0 on failure.
	 */
	private function write( array $survey, array $response, array $answers ): int {
		$survey_id = (int) $survey['id'];
		$wpdb      = $this->wpdb;
		$submitted = gmdate( 'Y-m-d H:i:s' );
		$questions = $this->rollups->lock_for_write( $survey_id );
		if ( false === $questions ) {
			return 0;
		}
		$id = $this->insert_response(
			array_merge(
				$response,
				array(
					'survey_id'    => $survey_id,
					'status'       => 'publish',
					'submitted_at' => $submitted,
				)
			)
		);
		if ( $id > 0 && array() !== $answers ) {
			$tuples = array();
			foreach ( $answers as $answer ) {
				$tuples[] = $wpdb->prepare( '(%d, %d, %s, %s, ', $id, $survey_id, $answer['question_id'], $answer['value'] )
					. ( null === $answer['value_num'] ? 'NULL' : (string) (int) $answer['value_num'] ) . ', '
					. ( null === $answer['extra'] ? 'NULL' : $wpdb->prepare( '%s', $answer['extra'] ) )
					. $wpdb->prepare( ", 'publish', %s)", $submitted );
			}
			$table = $this->tables->answers();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of prepared tuples.
			if ( false === $wpdb->query( "INSERT INTO `{$table}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $tuples ) ) ) {
				return 0;
			}
		}
		if ( $id > 0 && null !== $questions && ! (
			$this->rollups->apply( $survey_id, $questions, array( $id ), 1, $submitted )
			&& $this->rollups->count_moves(
				$survey_id,
				array(
					array(
						'id'           => $id,
						'submitted_at' => $submitted,
						'from'         => null,
						'to'           => 'publish',
					),
				)
			)
		) ) {
			return 0;
		}
		if ( $id > 0 && null !== $this->also_write && ! ( $this->also_write )( $survey, $id, $answers ) ) {
			return 0;
		}
		return $id;
	}

	/**
	 * Inserts the response row with one prepared INSERT, like the answers: wpdb::insert() would
	 * first read the table's columns (SHOW FULL COLUMNS) on every request to check lengths and
	 * charsets; the controller already bounds and cleans every value it passes.
	 *
	 * @param array<string, string|int> $row Columns (names from the code, never from input) and values.
	 * @return int The new id, 0 on failure.
	 */
	private function insert_response( array $row ): int {
		$wpdb    = $this->wpdb;
		$columns = array_keys( $row );
		foreach ( $columns as $column ) {
			if ( ! preg_match( '/^[a-z_]+$/', $column ) ) {
				return 0;
			}
		}
		$values = implode( ', ', array_map( static fn( $value ): string => is_int( $value ) ? '%d' : '%s', $row ) );
		$table  = $this->tables->responses();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables, column names checked above, every value prepared (placeholders built from the row).
		$ok = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (`" . implode( '`, `', $columns ) . "`) VALUES ({$values})", array_values( $row ) ) );
		return false === $ok ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * Counts one impression for today (UTC): an atomic upsert on the (survey, day) row, so
	 * concurrent page views on several web nodes never lose a count.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	public function count_impression( int $survey_id ): bool {
		$wpdb  = $this->wpdb;
		$table = $this->tables->impressions();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; an atomic counter upsert.
		return false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (survey_id, day, count) VALUES (%d, %s, 1) ON DUPLICATE KEY UPDATE count = count + 1", $survey_id, gmdate( 'Y-m-d' ) ) );
	}
}
