<?php
/**
 * The tag filter as a SQL condition.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

/**
 * For the one filter (`tag`): a semi-join on the tags' (survey_id, tag, response_id)
 * index that any query over responses or answers can AND into its WHERE.
 */
final class TagSql {

	/**
	 * `EXISTS (SELECT 1 FROM <tags> t WHERE t.survey_id = … AND t.tag = … AND t.response_id = <column>)`,
	 * with the survey and the tag prepared. The tag is normalised as stored (trimmed,
	 * lower-cased), so "Bug " finds "bug".
	 *
	 * @param \wpdb  $wpdb               The database connection (for prepare()).
	 * @param string $table              The tags table (Tables::response_tags()).
	 * @param int    $survey_id          Survey id.
	 * @param string $tag                The tag.
	 * @param string $response_id_column The outer query's response id column, e.g. `r.id` or
	 *                                   `a.response_id`: a trusted identifier from the caller's
	 *                                   code (letters, digits, `_` and one `.`), never input.
	 * @return string
	 * @throws \InvalidArgumentException When the table or column is not a plain identifier.
	 */
	public static function condition( \wpdb $wpdb, string $table, int $survey_id, string $tag, string $response_id_column ): string {
		if ( 1 !== preg_match( '/^[A-Za-z0-9_]+$/', $table ) || 1 !== preg_match( '/^(?:[A-Za-z_][A-Za-z0-9_]*\.)?[A-Za-z_][A-Za-z0-9_]*$/', $response_id_column ) ) {
			throw new \InvalidArgumentException( 'TagSql::condition() takes a table name and a column identifier.' );
		}
		$alias = 't' === $response_id_column || str_starts_with( $response_id_column, 't.' ) ? 'uf_tag' : 't';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table and column are checked identifiers above; the values are placeholders.
		return (string) $wpdb->prepare( "EXISTS (SELECT 1 FROM `{$table}` {$alias} WHERE {$alias}.survey_id = %d AND {$alias}.tag = %s AND {$alias}.response_id = {$response_id_column})", $survey_id, TagRules::normalise( $tag ) );
	}
}
