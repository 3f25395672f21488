<?php
/**
 * Writes visitor responses and impressions.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Events\Actions;
use UserFeedback\Database\CounterShard;
use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\ResponseFields;
use UserFeedback\Reporting\RollupWriter;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\OneAnswerEach;
use UserFeedback\Surveys\ResponseLimit;

// The responses data store: direct queries on our own tables, names from Tables, every value
// through prepare(); the answers go in as one multi-row INSERT built from prepared tuples.

/**
 * A response, its answer rows and its counts in the survey's rollups are written together or not
 * at all (brief: "never a partial write"), in one Transaction, run again if it loses a deadlock to
 * a concurrent visitor.
 */
final class ResponseStore {

	/**
	 * The values of responses.notify_state: notified, or nothing to notify …
	 */
	public const NOTIFY_DONE = 1;

	/**
	 * A partial response to notify 30 minutes after it started if still partial
	 * (notifications.include_partial) …
	 */
	public const NOTIFY_DUE = 0;

	/**
	 * A partial response to notify when it completes.
	 */
	public const NOTIFY_ON_COMPLETION = 2;

	/**
	 * How long a partial response waits before it is notified as partial.
	 */
	public const PARTIAL_NOTIFY_AFTER = 30 * MINUTE_IN_SECONDS;

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
	 * @param \wpdb              $wpdb       The database connection.
	 * @param Tables             $tables     Table names.
	 * @param Rollups            $rollups    The surveys' pre-aggregated counts.
	 * @param callable|null      $also_write More writes for the response's transaction (see the property).
	 * @param ResponseLimit|null $limits     Surveys' response limits, decided in the transaction that
	 *                                       completes a response (none: no limit applies).
	 * @param OneAnswerEach|null $once       One answer per logged-in user, decided there too (none:
	 *                                       not applied).
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups, ?callable $also_write = null, private readonly ?ResponseLimit $limits = null, private readonly ?OneAnswerEach $once = null ) {
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
	 * @param array<string, string|int|null>                                                                 $response Response columns (page_url, page_title, user_id, user_ip, …; completed 0
	 *                                                                                                                 for a partial response, response_key, shown).
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers  Answer rows.
	 * @param (callable(): (bool|null))|null                                                                 $gate     Run first in the transaction (the rate limit's count,
	 *                                                                                                                 RateLimiter::count()): false refuses the response, null
	 *                                                                                                                 is a lost lock conflict (run again). Its writes commit
	 *                                                                                                                 with the response, one disk write fewer than its own.
	 * @param array<string, string>                                                                          $fields   Its hidden fields' values (Visitors\HiddenFieldValues), stored
	 *                                                                                                                 with it before the e-mail and webhooks read it.
	 * @param (callable(int): (bool|null))|null                                                              $claim    Run with the new response's id in the transaction (a
	 *                                                                                                                 personal link's claim, Links\PersonalLinks::claim()):
	 *                                                                                                                 false refuses the response (LinkUsed), null fails it.
	 * @return int|SaveRefusal The response id, or why nothing was stored.
	 */
	public function insert( array $survey, array $response, array $answers, ?callable $gate = null, array $fields = array(), ?callable $claim = null ): int|SaveRefusal {
		$survey_id = (int) $survey['id'];
		$id        = Transaction::run(
			$this->wpdb,
			'userfeedback_response',
			function () use ( $survey, $response, $answers, $gate, $fields, $claim ): int|SaveRefusal {
				$admitted = null === $gate ? true : $gate();
				if ( true !== $admitted ) {
					return null === $admitted ? SaveRefusal::Failed : SaveRefusal::RateLimited;
				}
				return $this->write( $survey, $response, $answers, $fields, $claim );
			},
			'is_int',
			SaveRefusal::Failed
		);
		$completed = (int) ( $response['completed'] ?? 1 );
		if ( is_int( $id ) ) {
			$this->committed( $id, $survey_id, 0 !== $completed );
		}
		return $id;
	}

	/**
	 * What follows a committed save: the hooks (side effects such as the e-mail start here,
	 * after it), the response's "submitted" only once it is complete.
	 *
	 * @param int  $id        The response id.
	 * @param int  $survey_id The survey id.
	 * @param bool $completed Whether the save completed the response.
	 * @return void
	 */
	private function committed( int $id, int $survey_id, bool $completed ): void {
		/**
		 * A response was committed (side effects such as the e-mail start here, after it): on
		 * each save of a response saved as the visitor goes.
		 *
		 * @param int $id        The response id.
		 * @param int $survey_id The survey id.
		 */
		do_action( 'userfeedback_response_committed', $id, $survey_id );
		if ( $completed ) {
			Actions::response_submitted( $id, $survey_id );
		}
	}

	/**
	 * The response a browser-made key names, if the survey has one: what a save with that key
	 * continues (or, once completed or trashed, leaves alone).
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $key       The response key.
	 * @return array{id: int, status: string, completed: bool, origin: string|null}|null
	 */
	public function find_by_key( int $survey_id, string $key ): ?array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared; read by the unique key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, status, completed, origin FROM `{$this->tables->responses()}` WHERE survey_id = %d AND response_key = %s", $survey_id, $key ), ARRAY_A );
		return is_array( $row ) ? array(
			'id'        => (int) $row['id'],
			'status'    => (string) $row['status'],
			'completed' => 0 !== (int) $row['completed'],
			'origin'    => null === $row['origin'] ? null : (string) $row['origin'],
		) : null;
	}

	/**
	 * Saves the visitor's next state of a partial response: its answers replaced, `shown` and
	 * `completed` updated, and its rollups moved from the old state to the new one (−1 then +1,
	 * from the same SQL as everywhere), all in one transaction. Completing it moves the counters
	 * and runs the also-writes (the e-mail and webhooks), once. A response already completed or
	 * no longer published is left as it is (a retried last save). A completion that would pass
	 * the survey's response limit keeps the answers, still unfinished (SaveRefusal::LimitReached).
	 *
	 * @param array<string, mixed>                                                                           $survey    The stored survey.
	 * @param int                                                                                            $id        The response (find_by_key()).
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers   All its answers now.
	 * @param string|null                                                                                    $shown     Comma list of the question ids displayed, or null.
	 * @param bool                                                                                           $completed Whether this save completes it.
	 * @param (callable(): (bool|null))|null                                                                 $gate      Run first in the transaction, as insert()'s.
	 * @return int|SaveRefusal The response id, or why it was not saved as asked (LimitReached:
	 *                         saved, still unfinished).
	 */
	public function update( array $survey, int $id, array $answers, ?string $shown, bool $completed, ?callable $gate = null ): int|SaveRefusal {
		$survey_id = (int) $survey['id'];
		$done      = false;
		$result    = Transaction::run(
			$this->wpdb,
			'userfeedback_response',
			function () use ( $survey, $id, $answers, $shown, $completed, $gate, &$done ): int|SaveRefusal {
				$done     = false;
				$admitted = null === $gate ? true : $gate();
				if ( true !== $admitted ) {
					return null === $admitted ? SaveRefusal::Failed : SaveRefusal::RateLimited;
				}
				$fits   = $completed ? $this->fits_limit( $survey ) : true;
				$admits = $completed && true === $fits && null !== $this->once ? $this->once->admits_completion_of( $survey, $id ) : true;
				if ( null === $fits || null === $admits ) {
					return SaveRefusal::Failed;
				}
				$complete = $completed && $fits && $admits;
				$refusal  = $fits ? SaveRefusal::AlreadyAnswered : SaveRefusal::LimitReached;
				$result   = SaveRefusal::Failed;
				$written  = $this->rollups->write(
					(int) $survey['id'],
					function ( RollupWriter $rollups ) use ( $survey, $id, $answers, $shown, $completed, $complete, $refusal, &$result, &$done ): ?array {
						$wpdb = $this->wpdb;
						// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared; the row is locked for this save.
						$row = $wpdb->get_row( $wpdb->prepare( "SELECT status, completed, submitted_at, notify_state FROM `{$this->tables->responses()}` WHERE id = %d AND survey_id = %d FOR UPDATE", $id, (int) $survey['id'] ), ARRAY_A );
						if ( '' !== $wpdb->last_error || ! is_array( $row ) ) {
							return null;
						}
						if ( 'publish' !== $row['status'] || 0 !== (int) $row['completed'] ) {
							$result = $id; // A retried last save: left as it is.
							return array();
						}
						$submitted = (string) $row['submitted_at'];
						// Completing notifies, unless the partial one was already notified (30 minutes in).
						$notify_now = $complete && self::NOTIFY_DONE !== (int) $row['notify_state'];
						$notify     = $complete ? self::NOTIFY_DONE : (int) $row['notify_state'];
						// The origin binds an unfinished response to its browser (ResponseOwnership): a
						// complete one needs it no more.
						$origin = $complete ? ', origin = NULL' : '';
						$ok     = $rollups->subtract( array( $id ), $submitted )
							// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared.
							&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answers()}` WHERE response_id = %d", $id ) )
							&& $this->insert_answers( $id, (int) $survey['id'], $answers, $submitted )
							// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared.
							&& false !== $wpdb->query( null === $shown ? $wpdb->prepare( "UPDATE `{$this->tables->responses()}` SET completed = %d, notify_state = %d{$origin} WHERE id = %d", $complete ? 1 : 0, $notify, $id ) : $wpdb->prepare( "UPDATE `{$this->tables->responses()}` SET completed = %d, shown = %s, notify_state = %d{$origin} WHERE id = %d", $complete ? 1 : 0, $shown, $notify, $id ) )
							&& $rollups->add( array( $id ), $submitted )
							&& ( ! $notify_now || null === $this->also_write || ( $this->also_write )( $survey, $id, $answers ) );
						if ( ! $ok ) {
							return null;
						}
						$done   = $complete;
						$result = $complete || ! $completed ? $id : $refusal;
						return $complete ? array(
							array(
								'id'           => $id,
								'submitted_at' => $submitted,
								'from'         => 'publish',
								'to'           => 'publish',
								'from_partial' => true,
								'to_partial'   => false,
							),
						) : array();
					}
				);
				return $written ? $result : SaveRefusal::Failed;
			},
			static fn( int|SaveRefusal $result ): bool => is_int( $result ) || self::kept_unfinished( $result ),
			SaveRefusal::Failed
		);
		if ( is_int( $result ) || self::kept_unfinished( $result ) ) {
			$this->committed( $id, $survey_id, $done );
		}
		return $result;
	}

	/**
	 * Whether update() saved the answers but could not complete the response as asked.
	 *
	 * @param int|SaveRefusal $result What update() answered.
	 * @return bool
	 */
	private static function kept_unfinished( int|SaveRefusal $result ): bool {
		return SaveRefusal::LimitReached === $result || SaveRefusal::AlreadyAnswered === $result;
	}

	/**
	 * Whether completing one more response fits the survey's limit (decided in the caller's
	 * transaction, before its other locks: ResponseLimit::admits_completion()).
	 *
	 * @param array<string, mixed> $survey The stored survey.
	 * @return bool|null Null when the database failed.
	 */
	private function fits_limit( array $survey ): ?bool {
		return null === $this->limits ? true : $this->limits->admits_completion( $survey );
	}

	/**
	 * The statements of insert(), stopping at the first failure: lock the survey row for the
	 * rollups (first, so a rebuild and this write queue instead of deadlocking), then the response,
	 * its answers and its rollup counts.
	 *
	 * @param array<string, mixed>                                                                           $survey The stored survey.
	 * @param array<string, string|int|null>                                                                 $response  Response columns.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers Answer rows.
	 * @param array<string, string>                                                                          $fields  Hidden fields' values.
	 * @param (callable(int): (bool|null))|null                                                              $claim   The personal link's claim (insert()).
	 * @return int|SaveRefusal The response id, or why nothing was stored.
	 */
	private function write( array $survey, array $response, array $answers, array $fields = array(), ?callable $claim = null ): int|SaveRefusal {
		$survey_id = (int) $survey['id'];
		$submitted = gmdate( 'Y-m-d H:i:s' );
		$partial   = 0 === (int) ( $response['completed'] ?? 1 );
		$fits      = $partial ? true : $this->fits_limit( $survey );
		if ( true !== $fits ) {
			return null === $fits ? SaveRefusal::Failed : SaveRefusal::LimitReached;
		}
		$admits = $partial || null === $this->once ? true : $this->once->admits_completion( $survey, (int) ( $response['user_id'] ?? 0 ) );
		if ( true !== $admits ) {
			return null === $admits ? SaveRefusal::Failed : SaveRefusal::AlreadyAnswered;
		}
		$id      = SaveRefusal::Failed;
		$written = $this->rollups->write(
			$survey_id,
			function ( RollupWriter $rollups ) use ( $survey, $survey_id, $response, $answers, $fields, $claim, $submitted, $partial, &$id ): ?array {
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
				if ( ! is_int( $id ) ) {
					return null;
				}
				$claimed = null === $claim ? true : $claim( $id );
				if ( true !== $claimed ) {
					$id = null === $claimed ? SaveRefusal::Failed : SaveRefusal::LinkUsed;
					return null;
				}
				if ( ! $this->insert_answers( $id, $survey_id, $answers, $submitted ) || ! ( new ResponseFields( $this->wpdb, $this->tables ) )->insert( $id, $survey_id, $fields ) || ! $rollups->add( array( $id ), $submitted )
					// The e-mail and webhooks go with the save that completes a response.
					|| ( ! $partial && null !== $this->also_write && ! ( $this->also_write )( $survey, $id, $answers ) ) ) {
					$id = SaveRefusal::Failed;
					return null;
				}
				return array(
					array(
						'id'           => $id,
						'submitted_at' => $submitted,
						'from'         => null,
						'to'           => 'publish',
						'to_partial'   => $partial,
					),
				);
			}
		);
		return $written || SaveRefusal::Duplicate === $id || SaveRefusal::LinkUsed === $id ? $id : SaveRefusal::Failed;
	}

	/**
	 * Partial responses whose notification is due (NOTIFY_DUE, started before $before), oldest
	 * first: a range read on the notify_due index, whatever the size of the table.
	 *
	 * @param string $before UTC time: started before it.
	 * @param int    $limit  Most rows.
	 * @return array<int, array{id: int, survey_id: int}>
	 */
	public function due_partials( string $before, int $limit ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared; a queue read, not cacheable.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, survey_id FROM `{$this->tables->responses()}` WHERE notify_state = %d AND submitted_at < %s ORDER BY submitted_at, id LIMIT %d", self::NOTIFY_DUE, $before, $limit ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'id'        => (int) $row['id'],
				'survey_id' => (int) $row['survey_id'],
			),
			$rows
		);
	}

	/**
	 * Notifies a partial response whose 30 minutes are up, if it is still partial and published
	 * and its survey still asks for it (the e-mail and webhooks of also_write, in one transaction
	 * with marking it notified); otherwise it waits for its completion. Run by the minute event.
	 *
	 * @param array<string, mixed>|null $survey The response's survey (null: deleted).
	 * @param int                       $id     The response.
	 * @return bool False when the database failed.
	 */
	public function notify_partial( ?array $survey, int $id ): bool {
		$wanted = null !== $survey && ! empty( $survey['notifications']['include_partial'] );
		return Transaction::run(
			$this->wpdb,
			'userfeedback_response',
			function () use ( $survey, $id, $wanted ): bool {
				$wpdb = $this->wpdb;
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared; the row is locked for this change.
				$row = $wpdb->get_row( $wpdb->prepare( "SELECT status, completed, notify_state FROM `{$this->tables->responses()}` WHERE id = %d FOR UPDATE", $id ), ARRAY_A );
				if ( '' !== $wpdb->last_error ) {
					return false;
				}
				if ( ! is_array( $row ) || self::NOTIFY_DUE !== (int) $row['notify_state'] ) {
					return true;
				}
				$now = $wanted && 'publish' === $row['status'] && 0 === (int) $row['completed'];
				if ( $now && null !== $this->also_write && ! ( $this->also_write )( $survey, $id, $this->answer_rows( $id ) ) ) {
					return false;
				}
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared.
				return false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->responses()}` SET notify_state = %d WHERE id = %d", $now ? self::NOTIFY_DONE : self::NOTIFY_ON_COMPLETION, $id ) );
			},
			static fn( bool $ok ): bool => $ok,
			false
		);
	}

	/**
	 * A response's answer rows as stored.
	 *
	 * @param int $id The response.
	 * @return array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>
	 */
	private function answer_rows( int $id ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, value prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT question_id, value, value_num, extra FROM `{$this->tables->answers()}` WHERE response_id = %d ORDER BY id", $id ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'question_id' => (string) $row['question_id'],
				'value'       => (string) $row['value'],
				'value_num'   => null === $row['value_num'] ? null : (int) $row['value_num'],
				'extra'       => null === $row['extra'] ? null : (string) $row['extra'],
			),
			$rows
		);
	}

	/**
	 * Inserts a response's answer rows in one multi-row INSERT of prepared tuples.
	 *
	 * @param int                                                                                            $id        The response id.
	 * @param int                                                                                            $survey_id The survey id.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $answers   Answer rows.
	 * @param string                                                                                         $submitted The response's submission time (UTC).
	 * @return bool False when the database failed.
	 */
	private function insert_answers( int $id, int $survey_id, array $answers, string $submitted ): bool {
		if ( array() === $answers ) {
			return true;
		}
		$wpdb   = $this->wpdb;
		$tuples = array();
		foreach ( $answers as $answer ) {
			$tuples[] = $wpdb->prepare( '(%d, %d, %s, %s, ', $id, $survey_id, $answer['question_id'], $answer['value'] )
				. ( null === $answer['value_num'] ? 'NULL' : (string) (int) $answer['value_num'] ) . ', '
				. ( null === $answer['extra'] ? 'NULL' : $wpdb->prepare( '%s', $answer['extra'] ) )
				. $wpdb->prepare( ", 'publish', %s)", $submitted );
		}
		$table = $this->tables->answers();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of prepared tuples.
		return false !== $wpdb->query( "INSERT INTO `{$table}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $tuples ) );
	}

	/**
	 * Inserts the response row with one prepared INSERT, like the answers: wpdb::insert() would
	 * first read the table's columns (SHOW FULL COLUMNS) on every request to check lengths and
	 * charsets; the controller already bounds and cleans every value it passes.
	 *
	 * @param array<string, string|int|null> $row Columns (names from the code, never from input) and values.
	 * @return int|SaveRefusal The new id, or Failed, or Duplicate when its response key is taken.
	 */
	private function insert_response( array $row ): int|SaveRefusal {
		$row     = array_filter( $row, static fn( $value ): bool => null !== $value ); // NULL is the columns' default.
		$wpdb    = $this->wpdb;
		$columns = array_keys( $row );
		foreach ( $columns as $column ) {
			if ( ! preg_match( '/^[a-z_]+$/', $column ) ) {
				return SaveRefusal::Failed;
			}
		}
		$values = implode( ', ', array_map( static fn( $value ): string => is_int( $value ) ? '%d' : '%s', $row ) );
		$table  = $this->tables->responses();
		// A taken response key is an expected failure (a retried save): not shown, not logged.
		$quiet = isset( $row['response_key'] ) ? $wpdb->suppress_errors( true ) : null;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables, column names checked above, every value prepared (placeholders built from the row).
		$ok = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (`" . implode( '`, `', $columns ) . "`) VALUES ({$values})", array_values( $row ) ) );
		if ( null !== $quiet ) {
			$wpdb->suppress_errors( $quiet );
		}
		if ( false === $ok ) {
			return str_starts_with( (string) $wpdb->last_error, 'Duplicate entry' ) ? SaveRefusal::Duplicate : SaveRefusal::Failed;
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Counts one impression for today (UTC): an atomic upsert on the (survey, day) row of this
	 * database node (CounterShard; readers sum the nodes' rows), so concurrent page views on
	 * several web nodes never lose a count, and two database nodes never update one row at once.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	public function count_impression( int $survey_id ): bool {
		$wpdb  = $this->wpdb;
		$table = $this->tables->impressions();
		$shard = CounterShard::current( $wpdb );
		// The day's first views race to insert its row, and InnoDB may pick one upsert as a
		// deadlock victim: run again, not a view lost.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; an atomic counter upsert.
		return false !== Transaction::statement( $wpdb, fn() => $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (survey_id, day, shard, count) VALUES (%d, %s, %d, 1) ON DUPLICATE KEY UPDATE count = count + 1", $survey_id, gmdate( 'Y-m-d' ), $shard ) ) );
	}
}
