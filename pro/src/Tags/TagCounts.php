<?php
/**
 * How many published responses carry each tag.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Database\Tables;

/**
 * A survey's tags with their counts among its published responses, optionally those submitted in
 * a range — what `GET surveys/{id}/tags` answers and what results carry as `tags`. One
 * query: the tags' (survey_id, tag, response_id) index joined to the responses by primary key.
 */
final class TagCounts {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Each tag of the survey's published responses submitted in [from, to) — UTC DATETIMEs as
	 * DateRange::utc_start() / utc_end() give them, null for no bound — with how many carry it,
	 * most used first, then A to Z. Tags only on trashed responses or outside the range are left
	 * out.
	 *
	 * @param int         $survey_id Survey id.
	 * @param string|null $utc_from  First instant included ('Y-m-d H:i:s' UTC), or null.
	 * @param string|null $utc_to    First instant excluded ('Y-m-d H:i:s' UTC), or null.
	 * @param string      $condition The results filter's prepared condition on the responses row `r` ('' for none).
	 * @return array<int, array{tag: string, count: int}>
	 */
	public function in_range( int $survey_id, ?string $utc_from, ?string $utc_to, string $condition = '' ): array {
		$wpdb  = $this->wpdb;
		$where = (string) $wpdb->prepare( "t.survey_id = %d AND r.survey_id = %d AND r.status = 'publish'", $survey_id, $survey_id );
		if ( null !== $utc_from ) {
			$where .= (string) $wpdb->prepare( ' AND r.submitted_at >= %s', $utc_from );
		}
		if ( null !== $utc_to ) {
			$where .= (string) $wpdb->prepare( ' AND r.submitted_at < %s', $utc_to );
		}
		if ( '' !== $condition ) {
			$where .= " AND {$condition}";
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables); $where is built from prepared fragments above.
		$rows = (array) $wpdb->get_results( "SELECT t.tag AS tag, COUNT(*) AS n FROM `{$this->tables->response_tags()}` t INNER JOIN `{$this->tables->responses()}` r ON r.id = t.response_id WHERE {$where} GROUP BY t.tag ORDER BY n DESC, t.tag ASC", ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[] = array(
				'tag'   => (string) $row['tag'],
				'count' => (int) $row['n'],
			);
		}
		return $out;
	}
}
