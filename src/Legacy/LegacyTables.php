<?php
/**
 * Where UserFeedback 1.x keeps its data, and what it looks like.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

// Schema reads on our own site's tables; names come from here, never from input; the one value
// (a LIKE pattern) goes through prepare().

/**
 * 1.x's two tables (../shared/fixtures/userfeedback-1.x/README.md): `{prefix}userfeedback_surveys`,
 * which has our surveys table's name and other columns, and `{prefix}userfeedback_survey_responses`
 * (answers as JSON, a foreign key to the surveys). When we take over, the 1.x surveys table is
 * renamed to a backup name — the one change this plugin ever makes to a 1.x table; the foreign
 * key follows the rename, and neither table is altered or emptied.
 */
final class LegacyTables {

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * The name 1.x gave its surveys table (ours has the same).
	 *
	 * @return string
	 */
	public function original_surveys(): string {
		return $this->wpdb->prefix . 'userfeedback_surveys';
	}

	/**
	 * Where the 1.x surveys table is kept once we take over.
	 *
	 * @return string
	 */
	public function surveys(): string {
		return $this->wpdb->prefix . 'userfeedback_v1_surveys';
	}

	/**
	 * 1.x's responses table (no clash: ours is userfeedback_responses).
	 *
	 * @return string
	 */
	public function responses(): string {
		return $this->wpdb->prefix . 'userfeedback_survey_responses';
	}

	/**
	 * Whether a table exists.
	 *
	 * @param string $table Table name.
	 * @return bool
	 */
	public function exists( string $table ): bool {
		$like = $this->wpdb->esc_like( $table );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
		return $table === $this->wpdb->get_var( $this->wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) );
	}

	/**
	 * Whether the table under our surveys table's name is 1.x's: it counts impressions in a
	 * column and has none of ours.
	 *
	 * @return bool
	 */
	public function original_is_v1(): bool {
		if ( ! $this->exists( $this->original_surveys() ) ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from this class.
		$columns = (array) $this->wpdb->get_col( "SHOW COLUMNS FROM `{$this->original_surveys()}`" );
		return in_array( 'impressions', $columns, true ) && ! in_array( 'updated_at', $columns, true );
	}

	/**
	 * Whether this site holds 1.x data we can import: the surveys table, renamed or not.
	 *
	 * @return bool
	 */
	public function has_data(): bool {
		return $this->exists( $this->surveys() ) || $this->original_is_v1();
	}

	/**
	 * Renames the 1.x surveys table to its backup name, so ours can be created under the name.
	 *
	 * @return bool Whether the 1.x table now lives under the backup name.
	 */
	public function set_surveys_aside(): bool {
		if ( $this->exists( $this->surveys() ) ) {
			return true;
		}
		if ( ! $this->original_is_v1() ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table names from this class; the one change made to a 1.x table: a rename.
		return false !== $this->wpdb->query( "RENAME TABLE `{$this->original_surveys()}` TO `{$this->surveys()}`" );
	}

	/**
	 * The highest id of a 1.x table, 0 when it is empty or missing.
	 *
	 * @param string $table surveys() or responses().
	 * @return int
	 */
	public function max_id( string $table ): int {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from this class.
		return $this->exists( $table ) ? (int) $this->wpdb->get_var( "SELECT MAX(id) FROM `{$table}`" ) : 0;
	}

	/**
	 * The highest ids of both 1.x tables in two queries, each null when its table is missing: how
	 * a finished import tells, on every admin screen, whether 1.x has rows it never saw.
	 *
	 * @return array{surveys: int|null, responses: int|null}
	 */
	public function newest_ids(): array {
		$like    = $this->wpdb->esc_like( $this->wpdb->prefix . 'userfeedback_' ) . '%';
		$present = (array) $this->wpdb->get_col( $this->wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
		$tables  = array_intersect(
			array(
				'surveys'   => $this->surveys(),
				'responses' => $this->responses(),
			),
			$present
		);
		$newest  = array(
			'surveys'   => null,
			'responses' => null,
		);
		if ( array() === $tables ) {
			return $newest;
		}
		$columns = array();
		foreach ( $tables as $kind => $table ) {
			$columns[] = "( SELECT COALESCE( MAX(id), 0 ) FROM `{$table}` ) AS {$kind}";
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- 1.x tables, names from this class; no value.
		$row = (array) $this->wpdb->get_row( 'SELECT ' . implode( ', ', $columns ), ARRAY_A );
		foreach ( array_keys( $tables ) as $kind ) {
			$newest[ $kind ] = (int) ( $row[ $kind ] ?? 0 );
		}
		return $newest;
	}

	/**
	 * How many rows of a 1.x table come after an id.
	 *
	 * @param string $table surveys() or responses().
	 * @param int    $id    The id.
	 * @return int
	 */
	public function count_after( string $table, int $id ): int {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- 1.x table, name from this class; the id prepared.
		return $this->exists( $table ) ? (int) $this->wpdb->get_var( $this->wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE id > %d", $id ) ) : 0;
	}

	/**
	 * How many rows a 1.x table holds.
	 *
	 * @param string $table surveys() or responses().
	 * @return int
	 */
	public function count( string $table ): int {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- 1.x table, name from this class.
		return $this->exists( $table ) ? (int) $this->wpdb->get_var( "SELECT COUNT(*) FROM `{$table}`" ) : 0;
	}
}
