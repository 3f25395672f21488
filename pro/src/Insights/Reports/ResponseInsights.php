<?php
/**
 * What some responses' open answers were read as.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Filter\ResponseFilter;

// Our own tables, names from Tables; IN() lists of %d placeholders. WPCS 2.3 cannot follow built
// statements, hence the scoped ignores.

/**
 * A page of responses' sentiments and themes, for the responses list, the single response and
 * the exports' rows: one query whatever the page's size, the sentiments read on the insights'
 * primary key (it starts with the response id), the themes on their response_id index.
 */
final class ResponseInsights {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Whether any of a survey's answers has been read: one row on the (survey_id, sentiment, …)
	 * index.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	public function exist( int $survey_id ): bool {
		$sql = "SELECT 1 FROM `{$this->tables->answer_insights()}` WHERE survey_id = %d LIMIT 1";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- see the file's note.
		return null !== $this->wpdb->get_var( (string) $this->wpdb->prepare( $sql, $survey_id ) );
	}

	/**
	 * Each response's insights as the API says them: `sentiments` in words (most negative first)
	 * and `themes` [{id, label}] (A to Z); a response never read gets two empty lists.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<int, array{sentiments: list<string>, themes: array<int, array{id: int, label: string}>}>
	 */
	public function for_api( array $response_ids ): array {
		$read  = $this->of( $response_ids );
		$names = array_flip( ResponseFilter::SENTIMENTS );
		$out   = array();
		foreach ( array_map( 'intval', $response_ids ) as $id ) {
			$out[ $id ] = array(
				'sentiments' => array_values( array_map( static fn( int $sentiment ): string => $names[ $sentiment ] ?? 'neutral', $read['sentiments'][ $id ] ?? array() ) ),
				'themes'     => $read['themes'][ $id ] ?? array(),
			);
		}
		return $out;
	}

	/**
	 * The responses' distinct sentiments (most negative first) and themes (A to Z).
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array{sentiments: array<int, int[]>, themes: array<int, array<int, array{id: int, label: string}>>} By response id; responses without any left out.
	 */
	public function of( array $response_ids ): array {
		$out = array(
			'sentiments' => array(),
			'themes'     => array(),
		);
		$ids = array_values( array_map( 'intval', $response_ids ) );
		if ( array() === $ids ) {
			return $out;
		}
		$in  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$sql = "SELECT DISTINCT response_id, sentiment, 0 AS theme_id, '' AS label FROM `{$this->tables->answer_insights()}` WHERE response_id IN ({$in})
			UNION ALL SELECT DISTINCT a.response_id, NULL, t.id, t.label FROM `{$this->tables->answer_themes()}` a INNER JOIN `{$this->tables->insight_themes()}` t ON t.id = a.theme_id WHERE a.response_id IN ({$in})
			ORDER BY response_id ASC, sentiment ASC, label ASC";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- see the file's note.
		foreach ( (array) $this->wpdb->get_results( (string) $this->wpdb->prepare( $sql, array_merge( $ids, $ids ) ), ARRAY_A ) as $row ) {
			$row = (array) $row;
			$id  = (int) $row['response_id'];
			if ( null !== $row['sentiment'] ) {
				$out['sentiments'][ $id ][] = (int) $row['sentiment'];
			} else {
				$out['themes'][ $id ][] = array(
					'id'    => (int) $row['theme_id'],
					'label' => (string) $row['label'],
				);
			}
		}
		return $out;
	}
}
