<?php
/**
 * How many responses carry each sentiment and theme.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Filter\ResponseFilter;

// Our own tables, names from Tables; every value goes through prepare(); $where is built from
// prepared fragments. WPCS 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * A survey's insight figures over its published responses submitted in [from, to), under the
 * results filter's condition: each a count of distinct responses, as the `sentiment` and `theme`
 * filters count them — "negative: 12" is exactly the 12 responses the negative filter shows. A
 * response with a glowing comment and an angry one counts once in each. Each figure is one
 * GROUP BY on the insights' (survey_id, sentiment|theme_id, response_id) index joined to the
 * responses by primary key.
 */
final class InsightCounts {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Responses with an open answer of each sentiment, and about each theme (most first, then A to
	 * Z; themes no response of the range carries left out): one query, both GROUP BYs in a UNION.
	 *
	 * @param int         $survey_id The survey.
	 * @param string|null $utc_from  First instant included ('Y-m-d H:i:s' UTC), or null.
	 * @param string|null $utc_to    First instant excluded, or null.
	 * @param string      $condition The results filter's prepared condition on responses row `r` ('' for none).
	 * @return array{sentiment: array{positive: int, neutral: int, negative: int}, themes: array<int, array{id: int, label: string, count: int}>}
	 */
	public function summary( int $survey_id, ?string $utc_from, ?string $utc_to, string $condition = '' ): array {
		$wpdb      = $this->wpdb;
		$sentiment = $this->where( 'i', $survey_id, $utc_from, $utc_to, $condition );
		$theme     = $this->where( 'a', $survey_id, $utc_from, $utc_to, $condition );
		$sql       = "SELECT 's' AS kind, i.sentiment AS id, '' AS label, COUNT(DISTINCT i.response_id) AS n FROM `{$this->tables->answer_insights()}` i INNER JOIN `{$this->tables->responses()}` r ON r.id = i.response_id WHERE {$sentiment} GROUP BY i.sentiment
			UNION ALL SELECT 't', t.id, t.label, c.n FROM ( SELECT a.theme_id AS theme_id, COUNT(DISTINCT a.response_id) AS n FROM `{$this->tables->answer_themes()}` a INNER JOIN `{$this->tables->responses()}` r ON r.id = a.response_id WHERE {$theme} GROUP BY a.theme_id ) c INNER JOIN `{$this->tables->insight_themes()}` t ON t.id = c.theme_id";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- see the file's note.
		$rows  = (array) $wpdb->get_results( $sql, ARRAY_A );
		$out   = array(
			'sentiment' => array(
				'positive' => 0,
				'neutral'  => 0,
				'negative' => 0,
			),
			'themes'    => array(),
		);
		$names = array_flip( ResponseFilter::SENTIMENTS );
		foreach ( $rows as $row ) {
			if ( 's' === $row['kind'] ) {
				$name = $names[ (int) $row['id'] ] ?? null;
				if ( null !== $name ) {
					$out['sentiment'][ $name ] = (int) $row['n'];
				}
				continue;
			}
			$out['themes'][] = array(
				'id'    => (int) $row['id'],
				'label' => (string) $row['label'],
				'count' => (int) $row['n'],
			);
		}
		usort( $out['themes'], static fn( array $a, array $b ): int => array( $b['count'], $a['label'] ) <=> array( $a['count'], $b['label'] ) );
		return $out;
	}

	/**
	 * Responses with an analysed open answer at all: the share's denominator.
	 *
	 * @param int         $survey_id The survey.
	 * @param string|null $utc_from  First instant included, or null.
	 * @param string|null $utc_to    First instant excluded, or null.
	 * @param string      $condition The results filter's prepared condition on `r` ('' for none).
	 * @return int
	 */
	public function analysed( int $survey_id, ?string $utc_from, ?string $utc_to, string $condition = '' ): int {
		$wpdb  = $this->wpdb;
		$where = $this->where( 'i', $survey_id, $utc_from, $utc_to, $condition );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- see the file's note.
		return (int) $wpdb->get_var( "SELECT COUNT(DISTINCT i.response_id) FROM `{$this->tables->answer_insights()}` i INNER JOIN `{$this->tables->responses()}` r ON r.id = i.response_id WHERE {$where}" );
	}

	/**
	 * The WHERE of a count: the insight table `$alias`'s survey (its index's first column), the
	 * response's survey and status, the range, the filter.
	 *
	 * @param string      $alias     The insight table's alias ('i' or 'a').
	 * @param int         $survey_id The survey.
	 * @param string|null $utc_from  First instant included, or null.
	 * @param string|null $utc_to    First instant excluded, or null.
	 * @param string      $condition The filter's condition on `r`, or ''.
	 * @return string
	 */
	private function where( string $alias, int $survey_id, ?string $utc_from, ?string $utc_to, string $condition ): string {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is a literal of this class.
		$where = (string) $wpdb->prepare( "{$alias}.survey_id = %d AND r.survey_id = %d AND r.status = 'publish'", $survey_id, $survey_id );
		if ( null !== $utc_from ) {
			$where .= (string) $wpdb->prepare( ' AND r.submitted_at >= %s', $utc_from );
		}
		if ( null !== $utc_to ) {
			$where .= (string) $wpdb->prepare( ' AND r.submitted_at < %s', $utc_to );
		}
		return '' === $condition ? $where : "{$where} AND {$condition}";
	}
}
