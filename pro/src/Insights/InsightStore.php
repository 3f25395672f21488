<?php
/**
 * All SQL of the analysed parts: their sentiment and their themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\Facts\ResponseFacts;
use UserFeedback\Reporting\ResponsesRepository;

// Nothing is cached: the processor writes in the background and the routes read a survey's few
// dozen themes.

/**
 * The processor's readings are written in bulk, a chunk at a time: an upsert of the sentiments
 * that leaves a part the owner labelled as it is (origin 'owner'), then the parts' matched themes
 * replaced (origin 'auto'), those parts excepted. The owner's label of a part covers its sentiment
 * and its themes: once labelled, the processor reads it no more.
 */
final class InsightStore {

	public const ORIGIN_AUTO  = 'auto';
	public const ORIGIN_OWNER = 'owner';

	/**
	 * The facts rows, whose `sentiments` and `themes` follow the readings and theme rows in the
	 * same transaction.
	 *
	 * @var ResponseFacts
	 */
	private readonly ResponseFacts $facts;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
		$this->facts = new ResponseFacts( $wpdb, $tables );
	}

	/**
	 * Stores readings of parts (one survey or many), in one transaction.
	 *
	 * @param list<array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}> $readings The readings.
	 * @param bool                                                                               $themes_only Keep the stored sentiment (a re-match after the themes changed).
	 * @return bool False when the database failed (nothing kept).
	 */
	public function save( array $readings, bool $themes_only = false ): bool {
		if ( array() === $readings ) {
			return true;
		}
		$saved = Transaction::run(
			$this->wpdb,
			'userfeedback_insights_save',
			fn(): bool => $this->write( $readings, $themes_only ),
			static fn( bool $ok ): bool => $ok,
			false
		);
		if ( $saved && ! $themes_only ) {
			$read = array();
			foreach ( $readings as $reading ) {
				$read[ $reading['part']->survey_id ][ $reading['part']->response_id ] = true;
			}
			foreach ( $read as $survey_id => $responses ) {
				/**
				 * Some responses' open answers were read (sentiment and themes stored), after the
				 * write committed; not for a re-match after a theme change, nor an owner's label.
				 *
				 * @param int   $survey_id    The survey.
				 * @param int[] $response_ids The responses read.
				 */
				do_action( 'userfeedback_responses_read', (int) $survey_id, array_map( 'intval', array_keys( $responses ) ) );
			}
		}
		return $saved;
	}

	/**
	 * The owner's label of a part: its sentiment, its themes, or both; the part is the owner's
	 * from then on. A part not analysed yet needs its sentiment.
	 *
	 * @param int            $survey_id   Survey id.
	 * @param int            $response_id Response id.
	 * @param string         $question_id Question id.
	 * @param AnswerPart     $part        Which part.
	 * @param Sentiment|null $sentiment   The sentiment, null to keep it.
	 * @param int[]|null     $theme_ids   The themes (the survey's), null to keep them.
	 * @return bool|null False when the database failed, null when the part has no reading and no sentiment was given.
	 */
	public function label( int $survey_id, int $response_id, string $question_id, AnswerPart $part, ?Sentiment $sentiment, ?array $theme_ids ): ?bool {
		$wpdb = $this->wpdb;
		return Transaction::run(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			$wpdb,
			'userfeedback_insights_label',
			function () use ( $wpdb, $survey_id, $response_id, $question_id, $part, $sentiment, $theme_ids ): ?bool {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				$exists = null !== $wpdb->get_var( $wpdb->prepare( "SELECT sentiment FROM `{$this->tables->answer_insights()}` WHERE response_id = %d AND question_id = %s AND part = %s FOR UPDATE", $response_id, $question_id, $part->value ) );
				if ( ! $exists && null === $sentiment ) {
					return null;
				}
				$now = gmdate( 'Y-m-d H:i:s' );
				$ok  = null === $sentiment
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
					? false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->answer_insights()}` SET origin = %s WHERE response_id = %d AND question_id = %s AND part = %s", self::ORIGIN_OWNER, $response_id, $question_id, $part->value ) )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
					: false !== $wpdb->query( $wpdb->prepare( "INSERT INTO `{$this->tables->answer_insights()}` (survey_id, response_id, question_id, part, sentiment, score, origin, analyzed_at) VALUES (%d, %d, %s, %s, %d, %d, %s, %s) ON DUPLICATE KEY UPDATE sentiment = VALUES(sentiment), score = VALUES(score), origin = VALUES(origin)", $survey_id, $response_id, $question_id, $part->value, $sentiment->value, $sentiment->value * 1000, self::ORIGIN_OWNER, $now ) );
				if ( ! $ok || null === $theme_ids ) {
					return $ok && ( null === $sentiment || $this->facts->sync_insights( array( $response_id ) ) );
				}
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				if ( false === $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_themes()}` WHERE response_id = %d AND question_id = %s AND part = %s", $response_id, $question_id, $part->value ) ) ) {
					return false;
				}
				$values = array();
				foreach ( array_values( array_unique( array_map( 'intval', $theme_ids ) ) ) as $theme_id ) {
					$values[] = (string) $wpdb->prepare( '(%d, %d, %d, %s, %s, %s)', $survey_id, $theme_id, $response_id, $question_id, $part->value, self::ORIGIN_OWNER );
				}
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				return ( array() === $values || false !== $wpdb->query( "INSERT INTO `{$this->tables->answer_themes()}` (survey_id, theme_id, response_id, question_id, part, origin) VALUES " . implode( ', ', $values ) ) )
					&& $this->facts->sync_insights( array( $response_id ) );
			},
			static fn( ?bool $ok ): bool => true === $ok,
			false
		);
	}

	/**
	 * One response's readings, by question and part.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return list<array{question_id: string, part: string, sentiment: string, score: float, origin: string, theme_ids: list<int>}>
	 */
	public function for_response( int $survey_id, int $response_id ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT question_id, part, sentiment, score, origin FROM `{$this->tables->answer_insights()}` WHERE response_id = %d AND survey_id = %d ORDER BY question_id, part", $response_id, $survey_id ), ARRAY_A );
		$themes = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT theme_id, question_id, part FROM `{$this->tables->answer_themes()}` WHERE response_id = %d AND survey_id = %d ORDER BY theme_id", $response_id, $survey_id ), ARRAY_A ) as $row ) {
			$themes[ (string) $row['question_id'] . "\0" . (string) $row['part'] ][] = (int) $row['theme_id'];
		}
		$out = array();
		foreach ( $rows as $row ) {
			$out[] = array(
				'question_id' => (string) $row['question_id'],
				'part'        => (string) $row['part'],
				'sentiment'   => ( Sentiment::tryFrom( (int) $row['sentiment'] ) ?? Sentiment::Neutral )->label(),
				'score'       => round( (int) $row['score'] / 1000, 3 ),
				'origin'      => (string) $row['origin'],
				'theme_ids'   => $themes[ (string) $row['question_id'] . "\0" . (string) $row['part'] ] ?? array(),
			);
		}
		return $out;
	}

	/**
	 * A batch of a survey's parts the processor may re-match, in (sentiment, response) order
	 * after a position, whole responses only (the position is a response).
	 *
	 * @param int                   $survey_id Survey id.
	 * @param array{0: int, 1: int} $after   [sentiment, response id] passed; [-2, 0] to start.
	 * @param int                   $limit     Most rows to read.
	 * @return array{keys: list<array{response_id: int, question_id: string, part: string}>, next: array{0: int, 1: int}|null} next null at the end.
	 */
	public function rematch_batch( int $survey_id, array $after, int $limit ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT sentiment, response_id, question_id, part FROM `{$this->tables->answer_insights()}` WHERE survey_id = %d AND (sentiment > %d OR (sentiment = %d AND response_id > %d)) AND origin = %s ORDER BY sentiment, response_id LIMIT %d", $survey_id, $after[0], $after[0], $after[1], self::ORIGIN_AUTO, $limit ), ARRAY_A );
		$more = count( $rows ) >= $limit;
		if ( $more ) {
			// The last response may have more rows past the limit: it is read whole next time.
			$last = (array) end( $rows );
			$cut  = array_values( array_filter( $rows, static fn( $row ): bool => ! ( (int) $row['sentiment'] === (int) $last['sentiment'] && (int) $row['response_id'] === (int) $last['response_id'] ) ) );
			$rows = array() === $cut ? $rows : $cut;
		}
		$keys = array();
		$next = $after;
		foreach ( $rows as $row ) {
			$keys[] = array(
				'response_id' => (int) $row['response_id'],
				'question_id' => (string) $row['question_id'],
				'part'        => (string) $row['part'],
			);
			$next   = array( (int) $row['sentiment'], (int) $row['response_id'] );
		}
		return array(
			'keys' => $keys,
			'next' => $more ? $next : null,
		);
	}

	/**
	 * How many of the survey's responses carry each theme, among its published ones.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, int> Theme id => responses.
	 */
	public function theme_counts( int $survey_id ): array {
		$wpdb   = $this->wpdb;
		$counts = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT t.theme_id, COUNT(DISTINCT t.response_id) AS responses FROM `{$this->tables->answer_themes()}` t JOIN `{$this->tables->responses()}` r ON r.id = t.response_id AND r.status = 'publish' WHERE t.survey_id = %d GROUP BY t.theme_id", $survey_id ), ARRAY_A ) as $row ) {
			$counts[ (int) $row['theme_id'] ] = (int) $row['responses'];
		}
		return $counts;
	}

	/**
	 * Whether a response is the survey's.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return bool
	 */
	public function response_exists( int $survey_id, int $response_id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE id = %d AND survey_id = %d", $response_id, $survey_id ) );
	}

	/**
	 * Deletes the readings of responses (deleted for good or anonymised).
	 *
	 * @param int[] $response_ids Response ids.
	 * @return bool
	 */
	public function delete_for_responses( array $response_ids ): bool {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $response_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $ids ) {
			return true;
		}
		$wpdb = $this->wpdb;
		$in   = ResponsesRepository::placeholders( $ids );
		return Transaction::run(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			$wpdb,
			'userfeedback_insights_erase',
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			fn(): bool => false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_themes()}` WHERE response_id IN ({$in})", $ids ) )
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_insights()}` WHERE response_id IN ({$in})", $ids ) )
				&& $this->facts->sync_insights( $ids ),
			static fn( bool $ok ): bool => $ok,
			false
		);
	}

	/**
	 * Deletes every reading and theme of a survey (deleted for good).
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	public function delete_for_survey( int $survey_id ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_themes()}` WHERE survey_id = %d", $survey_id ) )
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_insights()}` WHERE survey_id = %d", $survey_id ) )
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->insight_themes()}` WHERE survey_id = %d", $survey_id ) );
	}

	/**
	 * The statements of save().
	 *
	 * @param list<array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}> $readings    The readings.
	 * @param bool                                                                               $themes_only Keep the stored sentiment.
	 * @return bool
	 */
	private function write( array $readings, bool $themes_only ): bool {
		$wpdb      = $this->wpdb;
		$owned     = $this->owned( array_map( static fn( array $reading ): int => $reading['part']->response_id, $readings ) );
		$now       = gmdate( 'Y-m-d H:i:s' );
		$rows      = array();
		$keys      = array();
		$themes    = array();
		$responses = array();
		foreach ( $readings as $reading ) {
			$part = $reading['part'];
			if ( isset( $owned[ $part->key() ] ) ) {
				continue;
			}
			$score       = (int) round( max( -1.0, min( 1.0, $reading['score'] ) ) * 1000 );
			$rows[]      = (string) $wpdb->prepare( '(%d, %d, %s, %s, %d, %d, %s, %s)', $part->survey_id, $part->response_id, $part->question_id, $part->part->value, $reading['sentiment']->value, $score, self::ORIGIN_AUTO, $now );
			$keys[]      = (string) $wpdb->prepare( '(%d, %s, %s)', $part->response_id, $part->question_id, $part->part->value );
			$responses[] = $part->response_id;
			foreach ( array_unique( $reading['themes'] ) as $theme_id ) {
				$themes[] = (string) $wpdb->prepare( '(%d, %d, %d, %s, %s, %s)', $part->survey_id, $theme_id, $part->response_id, $part->question_id, $part->part->value, self::ORIGIN_AUTO );
			}
		}
		if ( array() === $rows ) {
			return true;
		}
		// A label the owner gave between owned() and here (a part read for the first time has no
		// row to lock) still wins: the update keeps an owner's row as it is.
		$update = "sentiment = IF(origin = 'owner', sentiment, VALUES(sentiment)), score = IF(origin = 'owner', score, VALUES(score)), analyzed_at = VALUES(analyzed_at)";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		return ( $themes_only || false !== $wpdb->query( "INSERT INTO `{$this->tables->answer_insights()}` (survey_id, response_id, question_id, part, sentiment, score, origin, analyzed_at) VALUES " . implode( ', ', $rows ) . " ON DUPLICATE KEY UPDATE {$update}" ) )
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			&& false !== $wpdb->query( "DELETE FROM `{$this->tables->answer_themes()}` WHERE (response_id, question_id, part) IN (" . implode( ', ', $keys ) . ") AND origin = 'auto'" )
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			&& ( array() === $themes || false !== $wpdb->query( "INSERT IGNORE INTO `{$this->tables->answer_themes()}` (survey_id, theme_id, response_id, question_id, part, origin) VALUES " . implode( ', ', $themes ) ) )
			&& $this->facts->sync_insights( $responses );
	}

	/**
	 * The parts of these responses the owner labelled, locked against a label in flight.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return array<string, true> OpenPart keys.
	 */
	private function owned( array $response_ids ): array {
		$ids = array_values( array_unique( $response_ids ) );
		if ( array() === $ids ) {
			return array();
		}
		$wpdb  = $this->wpdb;
		$owned = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT response_id, question_id, part FROM `{$this->tables->answer_insights()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $ids ) . ') AND origin = %s FOR UPDATE', array_merge( $ids, array( self::ORIGIN_OWNER ) ) ), ARRAY_A ) as $row ) {
			$owned[ OpenPart::key_of( (int) $row['response_id'], (string) $row['question_id'], (string) $row['part'] ) ] = true;
		}
		return $owned;
	}
}
