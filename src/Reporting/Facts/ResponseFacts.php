<?php
/**
 * Writes the response_facts rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Build\Watermark;

// Our own tables, names from Tables; every value through prepare() or cast to an integer. WPCS 2.3
// cannot follow built statements, hence the scoped ignores.

/**
 * The facts rows of some responses, packed from their responses and answers rows as they are
 * now (FactLayout). Only published responses have a row, the same set the rollups count, so the
 * writers that keep the rollups keep the facts at the same moments (RollupWriter), and the
 * background build (FactsSet) packs a survey's responses chunk by chunk.
 */
final class ResponseFacts {

	/**
	 * Themes a survey can have a bit for (insight_themes.slot 0–63: the `themes` column's bits).
	 */
	public const THEME_SLOTS = 64;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * (Re)writes the rows of the survey's responses selected by a condition, dropping those of
	 * responses no longer published.
	 *
	 * @param int               $survey_id Survey id.
	 * @param array<int, mixed> $questions The survey's questions.
	 * @param string            $where     Prepared condition on responses `r` (besides the survey).
	 * @return bool False when the database failed.
	 */
	public function write( int $survey_id, array $questions, string $where ): bool {
		$wpdb  = $this->wpdb;
		$slots = FactLayout::slots( $questions );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables, names from Tables; $where is the caller's prepared fragment. Must see the current rows.
		$responses = (array) $wpdb->get_results( $wpdb->prepare( "SELECT r.id, r.status, r.submitted_at, r.completed, r.user_device, r.shown, r.language FROM `{$this->tables->responses()}` r WHERE r.survey_id = %d AND {$where}", $survey_id ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		$ids = array_map( static fn( $row ): int => (int) $row['id'], $responses );
		if ( array() === $ids ) {
			return true;
		}
		$in         = implode( ',', $ids );
		$answers    = $this->answers( $in );
		$sentiments = $this->sentiments( $in );
		$themes     = $this->themes( $in );
		if ( null === $answers || null === $sentiments || null === $themes || false === $wpdb->query( "DELETE FROM `{$this->tables->response_facts()}` WHERE response_id IN ({$in})" ) ) {
			return false;
		}
		// phpcs:enable
		$tuples = array();
		foreach ( $responses as $row ) {
			if ( 'publish' !== $row['status'] ) {
				continue;
			}
			$id       = (int) $row['id'];
			$shown    = FactLayout::shown( $slots, null === $row['shown'] ? null : (string) $row['shown'] );
			$tuples[] = (string) $wpdb->prepare(
				// The bytes as hex: a byte over 127 is no UTF-8, which wpdb would strip from a literal.
				// The theme bits as digits: bit 63 is past PHP's integers.
				'(%d, %s, %d, %d, %d, %s, %d, %d, UNHEX(%s), %s, %d, %s)',
				$survey_id,
				(string) $row['submitted_at'],
				$id,
				(int) $row['completed'],
				null === $row['shown'] ? 0 : 1,
				(string) $row['user_device'],
				$shown['mask'],
				$shown['last'],
				bin2hex( FactLayout::pack( $slots, $answers[ $id ] ?? array() ) ),
				(string) $row['language'],
				$sentiments[ $id ] ?? 0,
				$themes[ $id ] ?? '0'
			);
		}
		foreach ( array_chunk( $tuples, 1000 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; prepared tuples.
			if ( false === $wpdb->query( "INSERT INTO `{$this->tables->response_facts()}` (survey_id, submitted_at, response_id, completed, tracked, device, shown_mask, last_shown, codes, language, sentiments, themes) VALUES " . implode( ',', $chunk ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Sets the `sentiments` and `themes` of some responses' rows from their readings and theme
	 * rows as they are now: called in the transaction that writes or deletes them, so a filter by
	 * sentiment or theme tests a column of the row it scans anyway instead of joining them.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return bool False when the database failed.
	 */
	public function sync_insights( array $response_ids ): bool {
		$in = implode( ',', array_unique( array_map( 'intval', $response_ids ) ) );
		if ( '' === $in ) {
			return true;
		}
		$bits   = self::bits_sql( 'i' );
		$themes = self::theme_bits_sql( 't' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; ids cast to integers.
		return false !== $this->wpdb->query( "UPDATE `{$this->tables->response_facts()}` f SET f.sentiments = COALESCE( ( SELECT {$bits} FROM `{$this->tables->answer_insights()}` i WHERE i.response_id = f.response_id ), 0 ), f.themes = COALESCE( ( SELECT {$themes} FROM `{$this->tables->answer_themes()}` a INNER JOIN `{$this->tables->insight_themes()}` t ON t.id = a.theme_id WHERE a.response_id = f.response_id AND t.slot IS NOT NULL ), 0 ) WHERE f.response_id IN ({$in})" );
	}

	/**
	 * Moves the bits of one theme's responses, before its rows go (a theme deleted, or merged
	 * into another): clears the bit of `$clear` and sets that of `$set` on the rows of every
	 * response with an answer about the theme — one UPDATE joined to the theme's rows, in the
	 * transaction that then deletes them (and frees the slot).
	 *
	 * @param int      $survey_id Survey id.
	 * @param int      $theme_id  The theme whose responses move.
	 * @param int|null $clear     The slot cleared (the theme's own), null: none.
	 * @param int|null $set       The slot set (the theme merged into), null: none.
	 * @return bool False when the database failed.
	 */
	public function move_theme_bits( int $survey_id, int $theme_id, ?int $clear, ?int $set ): bool {
		if ( null === $clear && null === $set ) {
			return true;
		}
		$wpdb  = $this->wpdb;
		$value = 'f.themes';
		if ( null !== $clear ) {
			$value = "( {$value} & ~( 1 << " . self::slot( $clear ) . ' ) )';
		}
		if ( null !== $set ) {
			$value = "( {$value} | ( 1 << " . self::slot( $set ) . ' ) )';
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; slots are integers 0–63, values through prepare().
		return false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->response_facts()}` f INNER JOIN `{$this->tables->answer_themes()}` a ON a.response_id = f.response_id SET f.themes = {$value} WHERE a.survey_id = %d AND a.theme_id = %d", $survey_id, $theme_id ) );
	}

	/**
	 * The condition that a facts row `f` has a theme's bit.
	 *
	 * @param int $slot The theme's slot.
	 * @return string
	 */
	public static function theme_test( int $slot ): string {
		return 'f.themes & ( 1 << ' . self::slot( $slot ) . ' ) <> 0';
	}

	/**
	 * A slot as a shift: 0–63.
	 *
	 * @param int $slot The slot.
	 * @return int
	 */
	private static function slot( int $slot ): int {
		return max( 0, min( self::THEME_SLOTS - 1, $slot ) );
	}

	/**
	 * The OR of the bits of the themes aliased `$themes` (those with a slot), in SQL.
	 *
	 * @param string $themes The insight_themes alias.
	 * @return string
	 */
	private static function theme_bits_sql( string $themes ): string {
		return "BIT_OR( 1 << {$themes}.slot )";
	}

	/**
	 * The bit a sentiment (answer_insights.sentiment: -1, 0, 1) sets in `sentiments`.
	 *
	 * @param int $sentiment The stored sentiment.
	 * @return int
	 */
	public static function sentiment_bit( int $sentiment ): int {
		return 1 << ( max( -1, min( 1, $sentiment ) ) + 1 );
	}

	/**
	 * The OR of sentiment_bit() over the readings aliased `$alias`, in SQL.
	 *
	 * @param string $alias The readings' alias.
	 * @return string
	 */
	private static function bits_sql( string $alias ): string {
		return "BIT_OR( 1 << ( {$alias}.sentiment + 1 ) )";
	}

	/**
	 * Drops the rows of some responses.
	 *
	 * @param int[] $response_ids Response ids.
	 * @return bool False when the database failed.
	 */
	public function delete( array $response_ids ): bool {
		$in = implode( ',', array_map( 'intval', $response_ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
		return '' === $in || false !== $this->wpdb->query( "DELETE FROM `{$this->tables->response_facts()}` WHERE response_id IN ({$in})" );
	}

	/**
	 * Drops the survey's rows in a (submitted_at, id) range: what a build chunk re-packs.
	 *
	 * @param int            $survey_id Survey id.
	 * @param Watermark      $from      The range starts after it.
	 * @param Watermark|null $to        It ends there (included); null: no end.
	 * @return bool False when the database failed.
	 */
	public function delete_range( int $survey_id, Watermark $from, ?Watermark $to ): bool {
		$wpdb  = $this->wpdb;
		$range = Watermark::range_sql( $wpdb, $from, $to, 'submitted_at', 'response_id' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables, values prepared ($range too).
		return false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->response_facts()}` WHERE survey_id = %d AND {$range}", $survey_id ) );
	}

	/**
	 * The sentiment bits of some responses' readings, per response. A locking read: a reading
	 * committed while this packs waits for it or is seen, never lost between the two writers.
	 *
	 * @param string $in Response ids, a comma-separated list of integers.
	 * @return array<int, int>|null Null when the database failed.
	 */
	private function sentiments( string $in ): ?array {
		$wpdb = $this->wpdb;
		$bits = self::bits_sql( 'i' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids are integers.
		$rows = (array) $wpdb->get_results( "SELECT i.response_id, {$bits} AS bits FROM `{$this->tables->answer_insights()}` i WHERE i.response_id IN ({$in}) GROUP BY i.response_id LOCK IN SHARE MODE", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$out = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['response_id'] ] = (int) $row['bits'];
		}
		return $out;
	}

	/**
	 * The theme bits of some responses' theme rows, per response, as digits (bit 63 is past PHP's
	 * integers). A locking read, as sentiments(): a theme row written, moved or deleted while this
	 * packs waits for it or is seen.
	 *
	 * @param string $in Response ids, a comma-separated list of integers.
	 * @return array<int, string>|null Null when the database failed.
	 */
	private function themes( string $in ): ?array {
		$wpdb = $this->wpdb;
		$bits = self::theme_bits_sql( 't' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; ids are integers.
		$rows = (array) $wpdb->get_results( "SELECT a.response_id, CAST( {$bits} AS CHAR ) AS bits FROM `{$this->tables->answer_themes()}` a INNER JOIN `{$this->tables->insight_themes()}` t ON t.id = a.theme_id WHERE a.response_id IN ({$in}) AND t.slot IS NOT NULL GROUP BY a.response_id LOCK IN SHARE MODE", ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		$out = array();
		foreach ( $rows as $row ) {
			$bits                             = (string) $row['bits'];
			$out[ (int) $row['response_id'] ] = ctype_digit( $bits ) ? $bits : '0';
		}
		return $out;
	}

	/**
	 * The answer rows of some responses, per response.
	 *
	 * @param string $in Response ids, a comma-separated list of integers.
	 * @return array<int, array<int, array{question_id: string, value: string, has_extra: bool}>>|null Null when the database failed.
	 */
	private function answers( string $in ): ?array {
		$wpdb    = $this->wpdb;
		$answers = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids are integers.
		foreach ( (array) $wpdb->get_results( "SELECT response_id, question_id, value, has_extra FROM `{$this->tables->answers()}` WHERE response_id IN ({$in}) ORDER BY id", ARRAY_A ) as $row ) {
			$answers[ (int) $row['response_id'] ][] = array(
				'question_id' => (string) $row['question_id'],
				'value'       => (string) $row['value'],
				'has_extra'   => 1 === (int) $row['has_extra'],
			);
		}
		return '' === $wpdb->last_error ? $answers : null;
	}
}
