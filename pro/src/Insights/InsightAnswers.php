<?php
/**
 * A page of a survey's analysed answers, by theme or sentiment.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\ResponsesRepository;

// Direct, read-only queries on our own tables (names from Tables), values through prepare(),
// IN() lists of placeholders built here. Nothing is cached: the panel reads a page on request.

/**
 * The comments behind a theme or a sentiment: the analysed parts of published responses, newest
 * response first. A theme is read on answer_themes' survey_theme index (survey_id, theme_id,
 * response_id), else the parts on answer_insights' survey_sentiment index (survey_id, sentiment,
 * response_id); both end with the primary key's (response_id, question_id, part), so the page's
 * order, all descending, is the index's and the page is a LIMIT on it. Only the page's rows are
 * read further (their words, their themes), never the whole set.
 */
final class InsightAnswers {

	/** Most parts in one page. */
	public const MAX_PER_PAGE = 50;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A page of parts and how many there are.
	 *
	 * @param int            $survey_id   Survey id.
	 * @param int|null       $theme_id    Only parts with this theme.
	 * @param Sentiment|null $sentiment   Only parts of this sentiment.
	 * @param string|null    $question_id Only parts of this question.
	 * @param int            $page        Page, from 1.
	 * @param int            $per_page    Parts per page, at most MAX_PER_PAGE.
	 * @return array{total: int, rows: list<array{response_id: int, question_id: string, part: string, sentiment: Sentiment, score: float, submitted_at: string}>}
	 */
	public function page( int $survey_id, ?int $theme_id, ?Sentiment $sentiment, ?string $question_id, int $page, int $per_page ): array {
		$wpdb     = $this->wpdb;
		$per_page = max( 1, min( self::MAX_PER_PAGE, $per_page ) );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		$insights = $this->tables->answer_insights();
		$join     = "JOIN `{$this->tables->responses()}` r ON r.id = i.response_id AND r.status = 'publish'";
		if ( null !== $theme_id ) {
			// The theme's rows lead (its index), each joined to its part's reading by primary key.
			$from   = "FROM `{$this->tables->answer_themes()}` t JOIN `{$insights}` i ON i.response_id = t.response_id AND i.question_id = t.question_id AND i.part = t.part {$join}";
			$where  = (string) $wpdb->prepare( 'WHERE t.survey_id = %d AND t.theme_id = %d', $survey_id, $theme_id );
			$order  = 'ORDER BY t.response_id DESC, t.question_id DESC, t.part DESC';
			$prefix = 't';
		} else {
			$from   = "FROM `{$insights}` i {$join}";
			$where  = (string) $wpdb->prepare( 'WHERE i.survey_id = %d', $survey_id );
			$order  = 'ORDER BY i.response_id DESC, i.question_id DESC, i.part DESC';
			$prefix = 'i';
		}
		if ( null !== $sentiment ) {
			$where .= (string) $wpdb->prepare( ' AND i.sentiment = %d', $sentiment->value );
		}
		if ( null !== $question_id ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $prefix is one of two aliases set above.
			$where .= (string) $wpdb->prepare( " AND {$prefix}.question_id = %s", $question_id );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); the WHERE is prepared above.
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) {$from} {$where}" );
		if ( 0 === $total || $offset >= $total ) {
			return array(
				'total' => $total,
				'rows'  => array(),
			);
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); the WHERE is prepared above.
		$found = (array) $wpdb->get_results( $wpdb->prepare( "SELECT i.response_id, i.question_id, i.part, i.sentiment, i.score, r.submitted_at {$from} {$where} {$order} LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		$rows  = array();
		foreach ( $found as $row ) {
			$rows[] = array(
				'response_id'  => (int) $row['response_id'],
				'question_id'  => (string) $row['question_id'],
				'part'         => (string) $row['part'],
				'sentiment'    => Sentiment::tryFrom( (int) $row['sentiment'] ) ?? Sentiment::Neutral,
				'score'        => round( (int) $row['score'] / 1000, 3 ),
				'submitted_at' => (string) $row['submitted_at'],
			);
		}
		return array(
			'total' => $total,
			'rows'  => $rows,
		);
	}

	/**
	 * The themes of some responses' parts.
	 *
	 * @param int   $survey_id    Survey id.
	 * @param int[] $response_ids Response ids.
	 * @return array<string, list<int>> OpenPart key => theme ids.
	 */
	public function themes_of( int $survey_id, array $response_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $response_ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb   = $this->wpdb;
		$themes = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() list of %d placeholders.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT theme_id, response_id, question_id, part FROM `{$this->tables->answer_themes()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $ids ) . ') AND survey_id = %d ORDER BY theme_id', array_merge( $ids, array( $survey_id ) ) ), ARRAY_A ) as $row ) {
			$themes[ OpenPart::key_of( (int) $row['response_id'], (string) $row['question_id'], (string) $row['part'] ) ][] = (int) $row['theme_id'];
		}
		return $themes;
	}
}
