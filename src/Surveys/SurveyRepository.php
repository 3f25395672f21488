<?php
/**
 * All SQL about surveys.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Database\Tables;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Reporting\Build\BuildStates;
use UserFeedback\Reporting\Counts;
use UserFeedback\Support\Time;

// This class is the surveys' data store: every query is a direct query on our own tables (the
// object cache sits in LiveSurveys, in front of the one hot read). Table names come from Tables,
// never from input; every value goes through prepare(), IN() lists as %d placeholders built by
// placeholders() (which WPCS 2.3 cannot follow, so those statements also name the placeholder
// sniffs in their phpcs:ignore).

/**
 * Reads and writes survey rows. Rows come out decoded: ids as ints, JSON columns as arrays,
 * times as UTC MySQL DATETIME strings. Every write marks the live-survey cache as changed.
 */
final class SurveyRepository {

	/**
	 * Sortable columns: request value => SQL column.
	 */
	public const ORDER_COLUMNS = array(
		'id'         => 'id',
		'title'      => 'title',
		'status'     => 'status',
		'created_at' => 'created_at',
	);

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * One survey, or null.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->surveys();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; cached in LiveSurveys where hot.
		return is_array( $row ) ? $this->decode( $row ) : null;
	}

	/**
	 * Several surveys by id, in id order.
	 *
	 * @param int[] $ids Survey ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function find_many( array $ids ): array {
		$ids = self::ids( $ids );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$table = $this->tables->surveys();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE id IN (" . self::placeholders( $ids ) . ') ORDER BY id ASC', $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables; IN() of %d placeholders from placeholders().
		return array_map( array( $this, 'decode' ), $rows );
	}

	/**
	 * One page of surveys.
	 *
	 * @param string|null $status   Filter: publish, scheduled, draft, trash; null for all but trash.
	 * @param string      $orderby  A key of ORDER_COLUMNS.
	 * @param string      $order    'asc' or 'desc'.
	 * @param int         $page     Page number, from 1.
	 * @param int         $per_page Rows per page.
	 * @param string      $search   Text the title must contain (literally, any case); '' for all.
	 * @return array<int, array<string, mixed>> Rows without the JSON columns.
	 */
	public function page( ?string $status, string $orderby, string $order, int $page, int $per_page, string $search = '' ): array {
		$wpdb      = $this->wpdb;
		$table     = $this->tables->surveys();
		$column    = self::ORDER_COLUMNS[ $orderby ] ?? 'id';
		$direction = 'asc' === strtolower( $order ) ? 'ASC' : 'DESC';
		$where     = $this->status_where( $status ) . $this->search_where( $search );
		// Ties (same title, status or second) fall back to the id, so pages never overlap. The
		// questions (small JSON) tell the list which surveys need the question-types add-on.
		$sql      = "SELECT id, title, type, template, status, publish_at, created_at, updated_at, questions, settings FROM `{$table}` WHERE {$where} ORDER BY {$column} {$direction}, id {$direction} LIMIT %d OFFSET %d";
		$per_page = max( 1, $per_page );
		$rows     = (array) $wpdb->get_results( $wpdb->prepare( $sql, $per_page, self::offset( $page, $per_page ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; $sql holds only our column names and literals, values prepared.
		return array_map( array( $this, 'decode' ), $rows );
	}

	/**
	 * The rows before a page, never negative and never past PHP_INT_MAX whatever page the caller
	 * passes (a page before the first is the first), so no OFFSET SQL refuses is ever sent.
	 *
	 * @param int $page     Page number, from 1.
	 * @param int $per_page Rows per page, at least 1.
	 * @return int
	 */
	private static function offset( int $page, int $per_page ): int {
		$per_page = max( 1, $per_page );
		return ( min( max( 1, $page ), intdiv( PHP_INT_MAX, $per_page ) ) - 1 ) * $per_page;
	}

	/**
	 * Every survey's id, trashed ones included, in id order.
	 *
	 * @return int[]
	 */
	public function all_ids(): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->surveys();
		return array_map( 'intval', (array) $wpdb->get_col( "SELECT id FROM `{$table}` ORDER BY id ASC" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, no value; an admin task's list, read as it is now.
	}

	/**
	 * How many surveys one quick filter holds whose title contains the search text.
	 *
	 * @param string|null $status Filter: publish, scheduled, draft, trash; null for all but trash.
	 * @param string      $search Text the title must contain (literally, any case).
	 * @return int
	 */
	public function count_matching( ?string $status, string $search ): int {
		$table = $this->tables->surveys();
		$where = $this->status_where( $status ) . $this->search_where( $search );
		return (int) $this->wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` WHERE {$where}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; $where is prepared by status_where() and search_where().
	}

	/**
	 * How many surveys each quick filter holds, in one query. "publish" counts the surveys live
	 * now and "scheduled" the published ones still waiting; "all" is everything but trash.
	 *
	 * @return array{all: int, publish: int, scheduled: int, draft: int, trash: int}
	 */
	public function status_counts(): array {
		$wpdb  = $this->wpdb;
		$table = $this->tables->surveys();
		$now   = Time::now();
		$row   = (array) $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table, read for the admin list's filter counts.
			$wpdb->prepare(
				"SELECT
					COALESCE( SUM( status <> 'trash' ), 0 ) AS `all`,
					COALESCE( SUM( status = 'publish' AND ( publish_at IS NULL OR publish_at <= %s ) ), 0 ) AS `publish`,
					COALESCE( SUM( status = 'publish' AND publish_at > %s ), 0 ) AS `scheduled`,
					COALESCE( SUM( status = 'draft' ), 0 ) AS `draft`,
					COALESCE( SUM( status = 'trash' ), 0 ) AS `trash`
				FROM `{$table}`", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; values prepared.
				$now,
				$now
			),
			ARRAY_A
		);
		return array(
			'all'       => (int) ( $row['all'] ?? 0 ),
			'publish'   => (int) ( $row['publish'] ?? 0 ),
			'scheduled' => (int) ( $row['scheduled'] ?? 0 ),
			'draft'     => (int) ( $row['draft'] ?? 0 ),
			'trash'     => (int) ( $row['trash'] ?? 0 ),
		);
	}

	/**
	 * Published responses per survey, for many surveys in one query: their counters
	 * (Reporting\Counts) where they are counted, else a count on the (survey_id, status,
	 * submitted_at) index (surveys not counted yet: an upgraded site, rows written in bulk).
	 *
	 * @param int[] $ids Survey ids.
	 * @return array<int, int> Survey id => count; every requested id present.
	 */
	public function responses_counts( array $ids ): array {
		$ids    = self::ids( $ids );
		$counts = array_fill_keys( $ids, 0 );
		if ( array() === $ids ) {
			return $counts;
		}
		$wpdb   = $this->wpdb;
		$table  = $this->tables->responses();
		$exact  = BuildStates::exact_sql( $this->tables, 's' );
		$totals = Counts::totals_sql( $wpdb, $this->tables, 'survey_id IN (' . self::placeholders( $ids ) . ')' );
		// IF() evaluates only the branch it returns: the COUNT runs only for surveys not counted.
		$sql = $wpdb->prepare( // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables, names from Tables; IN() of %d placeholders from placeholders() (the derived totals table's first). Scoped to this statement: the flagged lines are inside the SQL string.
			"SELECT s.id AS survey_id, IF( {$exact['exact']}, COALESCE( c.published, 0 ), ( SELECT COUNT(*) FROM `{$table}` WHERE survey_id = s.id AND status = 'publish' ) ) AS responses
			FROM `{$this->tables->surveys()}` s {$exact['join']} LEFT JOIN {$totals} c ON c.survey_id = s.id
			WHERE s.id IN (" . self::placeholders( $ids ) . ')',
			array_merge( $ids, $ids )
		); // phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own tables; $sql prepared above. Not cached: counts change with every response.
		$rows = (array) $wpdb->get_results( (string) $sql, ARRAY_A );
		foreach ( $rows as $row ) {
			$counts[ (int) $row['survey_id'] ] = (int) $row['responses'];
		}
		return $counts;
	}

	/**
	 * Inserts a survey.
	 *
	 * @param array<string, mixed>           $survey A normalised survey.
	 * @param array<string, int|string|null> $fixed  Columns an import sets itself (id, created_at,
	 *                                               rollup_key), over the defaults.
	 * @return int The new id, 0 on failure.
	 */
	public function insert( array $survey, array $fixed = array() ): int {
		$now = Time::now();
		$ok  = $this->wpdb->insert(
			$this->tables->surveys(),
			array_merge(
				$this->columns( $survey ),
				array(
					'created_at' => $now,
					'updated_at' => $now,
				),
				$fixed
			)
		);
		LiveSurveys::invalidate();
		return false === $ok ? 0 : (int) $this->wpdb->insert_id;
	}

	/**
	 * Replaces a survey's content.
	 *
	 * @param int                  $id     Survey id.
	 * @param array<string, mixed> $survey A normalised survey.
	 * @return bool
	 */
	public function update( int $id, array $survey ): bool {
		$ok = $this->wpdb->update(
			$this->tables->surveys(),
			array_merge( $this->columns( $survey ), array( 'updated_at' => Time::now() ) ),
			array( 'id' => $id )
		);
		LiveSurveys::invalidate();
		return false !== $ok;
	}

	/**
	 * Sets the status of the given surveys that are currently in one of the given statuses.
	 * Making a survey a draft also clears its schedule (spec §4: draft turns scheduling off).
	 *
	 * @param int[]    $ids  Survey ids.
	 * @param string   $to   New status.
	 * @param string[] $from Statuses the change applies to.
	 * @return int[] The ids changed.
	 */
	public function set_status( array $ids, string $to, array $from ): array {
		$ids = $this->ids_in_status( $ids, $from );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb     = $this->wpdb;
		$table    = $this->tables->surveys();
		$schedule = 'draft' === $to ? ', publish_at = NULL' : '';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; $schedule is a literal; IN() of %d placeholders from placeholders().
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET status = %s, updated_at = %s{$schedule} WHERE id IN (" . self::placeholders( $ids ) . ')', array_merge( array( $to, Time::now() ), $ids ) ) );
		LiveSurveys::invalidate();
		return $ids;
	}

	/**
	 * Deletes trashed surveys with their responses, answers, impressions and rollups. Children go first,
	 * the survey row last, so an interrupted delete can simply be repeated.
	 *
	 * @param int[] $ids Survey ids; those not in the trash are left alone.
	 * @return int[] The ids deleted.
	 */
	public function delete_trashed( array $ids ): array {
		$ids = $this->ids_in_status( $ids, array( 'trash' ) );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb = $this->wpdb;
		$in   = self::placeholders( $ids );
		foreach ( array( $this->tables->answers(), $this->tables->responses(), $this->tables->impressions(), $this->tables->rollups(), $this->tables->rollups_build(), $this->tables->counts(), $this->tables->response_facts(), $this->tables->response_fields(), $this->tables->links(), $this->tables->result_links(), $this->tables->builds(), $this->tables->build_fences(), $this->tables->surveys() ) as $table ) {
			$column = $this->tables->surveys() === $table ? 'id' : 'survey_id';
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables, names from Tables, column a literal; IN() of %d placeholders from placeholders().
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE {$column} IN ({$in})", $ids ) );
		}
		LiveSurveys::invalidate();
		/**
		 * Fires after surveys were deleted for good, so features that keep data per survey outside
		 * the plugin's tables (the AI summary cache) can drop it.
		 *
		 * @param int[] $ids The deleted survey ids.
		 */
		do_action( 'userfeedback_surveys_deleted', $ids );
		return $ids;
	}

	/**
	 * The given ids that exist with one of the statuses.
	 *
	 * @param int[]    $ids      Survey ids.
	 * @param string[] $statuses Statuses.
	 * @return int[]
	 */
	public function ids_in_status( array $ids, array $statuses ): array {
		$ids = self::ids( $ids );
		if ( array() === $ids || array() === $statuses ) {
			return array();
		}
		$wpdb     = $this->wpdb;
		$table    = $this->tables->surveys();
		$statuses = array_values( $statuses );
		$in_ids   = self::placeholders( $ids );
		$in_state = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
		$found    = (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$table}` WHERE id IN ({$in_ids}) AND status IN ({$in_state}) ORDER BY id ASC", array_merge( $ids, $statuses ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables; IN() lists of %d and %s placeholders built above.
		return array_map( 'intval', $found );
	}

	/**
	 * The WHERE clause of a quick filter (only literals and a prepared time).
	 *
	 * @param string|null $status Filter.
	 * @return string
	 */
	private function status_where( ?string $status ): string {
		$wpdb = $this->wpdb;
		switch ( $status ) {
			case 'publish':
				return (string) $wpdb->prepare( "status = 'publish' AND ( publish_at IS NULL OR publish_at <= %s )", Time::now() );
			case 'scheduled':
				return (string) $wpdb->prepare( "status = 'publish' AND publish_at > %s", Time::now() );
			case 'draft':
			case 'trash':
				return (string) $wpdb->prepare( 'status = %s', $status );
			default:
				return "status <> 'trash'";
		}
	}

	/**
	 * The title condition of a search, prepared, to append to a WHERE clause; '' for no search.
	 * LIKE's wildcards in the text are matched literally.
	 *
	 * @param string $search Text the title must contain.
	 * @return string
	 */
	private function search_where( string $search ): string {
		if ( '' === $search ) {
			return '';
		}
		return (string) $this->wpdb->prepare( ' AND title LIKE %s', '%' . $this->wpdb->esc_like( $search ) . '%' );
	}

	/**
	 * The stored columns of a normalised survey.
	 *
	 * @param array<string, mixed> $survey A normalised survey.
	 * @return array<string, string|null>
	 */
	private function columns( array $survey ): array {
		return array(
			'title'         => (string) $survey['title'],
			'type'          => (string) $survey['type'],
			'template'      => (string) $survey['template'],
			'status'        => (string) $survey['status'],
			'questions'     => (string) wp_json_encode( $survey['questions'] ),
			'settings'      => (string) wp_json_encode( $survey['settings'] ),
			'notifications' => (string) wp_json_encode( $survey['notifications'] ),
			'publish_at'    => null === $survey['publish_at'] ? null : (string) $survey['publish_at'],
			'language'      => (string) ( $survey['language'] ?? '' ),
			// An object even when empty, as the REST API shows it.
			'translations'  => (string) wp_json_encode( (object) ( $survey['translations'] ?? array() ) ),
		);
	}

	/**
	 * A row as PHP values.
	 *
	 * @param array<string, mixed> $row A database row.
	 * @return array<string, mixed>
	 */
	private function decode( array $row ): array {
		$row['id'] = (int) $row['id'];
		// The cluster guard's counter (ResponseLimit, OneAnswerEach) says nothing about the survey.
		unset( $row['guard_seq'] );
		foreach ( array( 'questions', 'settings', 'notifications', 'translations' ) as $json ) {
			if ( array_key_exists( $json, $row ) ) {
				$decoded      = json_decode( (string) $row[ $json ], true );
				$row[ $json ] = is_array( $decoded ) ? $decoded : array();
			}
		}
		return $row;
	}

	/**
	 * Positive, unique integer ids.
	 *
	 * @param mixed[] $ids Ids.
	 * @return int[]
	 */
	private static function ids( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * "%d,%d,…" for an IN() list.
	 *
	 * @param int[] $ids Ids.
	 * @return string
	 */
	private static function placeholders( array $ids ): string {
		return implode( ',', array_fill( 0, count( $ids ), '%d' ) );
	}
}
