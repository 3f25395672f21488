<?php
/**
 * A ResponseFilter as a condition on facts rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\Filter\ResponseFilter;

// Our own tables, names from Tables; every value through prepare() or built from integers. WPCS
// 2.3 cannot follow built statements, hence the scoped ignores.

/**
 * The same filter as FilterSql, on a facts row aliased `f` instead of the responses and answers:
 * an option, a score, a bucket, the device and completion are tests on the row's bytes and
 * columns; what the bytes cannot say (free text, a value no option stands for) and what lives
 * elsewhere (tags, hidden fields, the page URL, a theme past the survey's 64th) stays a semi-join
 * on the response id, exactly as FilterSql builds it; a sentiment is a bit of the row's
 * `sentiments`, a theme with a slot a bit of its `themes`. Comparators mean what they mean there:
 * `!=` matches responses that answered the question otherwise; a checkbox's `==` is exactly
 * these ticks.
 */
final class FactsFilterSql {

	/**
	 * Themes' slots read so far, by survey and theme id (null: none).
	 *
	 * @var array<string, int|null>
	 */
	private array $slots = array();

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly FilterSql $answers ) {
	}

	/**
	 * A theme's slot in its survey, read once per request: null when it has none (past the
	 * survey's 64th) or is not the survey's, and the filter joins the theme rows instead.
	 *
	 * @param int $survey_id The survey.
	 * @param int $theme_id  The theme.
	 * @return int|null
	 */
	private function theme_slot( int $survey_id, int $theme_id ): ?int {
		$key = $survey_id . ':' . $theme_id;
		if ( ! array_key_exists( $key, $this->slots ) ) {
			$wpdb = $this->wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; one row by its key. Not cached across requests: a theme deleted and its slot taken must not keep its bit.
			$slot                = $wpdb->get_var( $wpdb->prepare( "SELECT slot FROM `{$this->tables->insight_themes()}` WHERE id = %d AND survey_id = %d", $theme_id, $survey_id ) );
			$this->slots[ $key ] = null === $slot ? null : (int) $slot;
		}
		return $this->slots[ $key ];
	}

	/**
	 * The byte of a slot on the facts row `f`, without the comment bit.
	 *
	 * @param int $slot The question's slot.
	 * @return string
	 */
	public static function byte( int $slot ): string {
		return "( ORD( SUBSTRING( f.codes, {$slot}, 1 ) ) & 127 )";
	}

	/**
	 * The survey's facts rows `f` that meet the filter: the survey, then condition().
	 *
	 * @param ResponseFilter                                                                                $filter    The filter.
	 * @param int                                                                                           $survey_id The survey.
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots     FactLayout::slots() of its questions.
	 * @return string
	 */
	public function where( ResponseFilter $filter, int $survey_id, array $slots ): string {
		$condition = $this->condition( $filter, $survey_id, $slots );
		return (string) $this->wpdb->prepare( 'f.survey_id = %d', $survey_id ) . ( '' === $condition ? '' : " AND {$condition}" );
	}

	/**
	 * The condition a facts row `f` of the survey meets ('' when the filter is empty).
	 *
	 * @param ResponseFilter                                                                                $filter    The filter.
	 * @param int                                                                                           $survey_id The survey.
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots     FactLayout::slots() of its questions.
	 * @return string
	 */
	public function condition( ResponseFilter $filter, int $survey_id, array $slots ): string {
		$wpdb  = $this->wpdb;
		$parts = array();
		foreach ( $filter->conditions() as $condition ) {
			$test    = isset( $slots[ $condition['question_id'] ] ) ? self::test( $slots[ $condition['question_id'] ], $condition ) : null;
			$parts[] = $test ?? 'f.response_id IN (' . $this->answers->answer_set( $survey_id, $condition ) . ')';
		}
		$attributes = $filter->attributes();
		if ( isset( $attributes['nps'] ) ) {
			$slot    = $slots[ $attributes['nps']['question_id'] ]['slot'] ?? 0;
			$parts[] = self::byte( $slot ) . ' BETWEEN ' . ( $attributes['nps']['min'] + 1 ) . ' AND ' . ( $attributes['nps']['max'] + 1 );
		}
		if ( isset( $attributes['tag'] ) ) {
			$parts[] = (string) $wpdb->prepare( "f.response_id IN ( SELECT t.response_id FROM `{$this->tables->response_tags()}` t WHERE t.survey_id = %d AND t.tag = %s )", $survey_id, $attributes['tag'] ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
		}
		foreach ( $attributes['fields'] ?? array() as $name => $value ) {
			$parts[] = 'f.response_id IN (' . $this->answers->field_set( $survey_id, $name, $value ) . ')';
		}
		if ( isset( $attributes['sentiment'] ) ) {
			$parts[] = 'f.sentiments & ' . ResponseFacts::sentiment_bit( $attributes['sentiment'] ) . ' <> 0';
		}
		if ( isset( $attributes['theme'] ) ) {
			$slot    = $this->theme_slot( $survey_id, $attributes['theme'] );
			$parts[] = null === $slot ? 'f.response_id IN (' . $this->answers->theme_set( $survey_id, $attributes['theme'] ) . ')' : ResponseFacts::theme_test( $slot );
		}
		if ( isset( $attributes['page_url'] ) ) {
			$parts[] = (string) $wpdb->prepare( "f.response_id IN ( SELECT p.id FROM `{$this->tables->responses()}` p WHERE p.survey_id = %d AND p.page_url LIKE %s )", $survey_id, '%' . $wpdb->esc_like( $attributes['page_url'] ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
		}
		if ( isset( $attributes['device'] ) ) {
			$parts[] = (string) $wpdb->prepare( 'f.device = %s', $attributes['device'] );
		}
		if ( isset( $attributes['completion'] ) ) {
			$parts[] = 'f.completed = ' . ( $attributes['completion'] ? '1' : '0' );
		}
		if ( isset( $attributes['language'] ) ) {
			$parts[] = (string) $wpdb->prepare( 'f.language = %s', $attributes['language'] );
		}
		return implode( ' AND ', $parts );
	}

	/**
	 * One answer condition as a test on the question's byte, or null when the byte cannot tell
	 * (free text; a value no option stands for).
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int}        $slot      The question's slot.
	 * @param array{question_id: string, type: string, compare: string, value: string|int|string[]} $condition The checked condition.
	 * @return string|null
	 */
	private static function test( array $slot, array $condition ): ?string {
		$byte    = self::byte( $slot['slot'] );
		$compare = $condition['compare'];
		$value   = $condition['value'];
		if ( FactLayout::has_cells( $slot ) ) {
			// A matrix cell or a ranking place is one byte; "otherwise" and a set of ticks are
			// left to the answers.
			$cell = is_string( $value ) && in_array( $compare, array( '==', 'includes' ), true ) ? FactLayout::cell( $slot, $value ) : null;
			return null === $cell ? null : self::byte( $cell[0] ) . " = {$cell[1]}";
		}
		if ( in_array( $slot['kind'], array( 'star', 'nps', 'score' ), true ) && is_int( $value ) ) {
			$codes = array_map( static fn( int $score ): int => FactLayout::code( $slot, (string) $score ), FilterSql::matching_scores( $condition ) );
			return array() === $codes ? 'FALSE' : "{$byte} IN (" . implode( ',', $codes ) . ')';
		}
		if ( in_array( $slot['kind'], array( 'choice', 'score' ), true ) && is_string( $value ) ) {
			$code = FactLayout::code( $slot, $value );
			if ( FactLayout::OTHER === $code ) {
				return null;
			}
			return '==' === $compare ? "{$byte} = {$code}" : "{$byte} NOT IN (0, {$code})";
		}
		if ( 'checkbox' === $slot['kind'] ) {
			$mask = 0;
			foreach ( is_array( $value ) ? $value : array( (string) $value ) as $option ) {
				$bit = FactLayout::code( $slot, (string) $option );
				if ( FactLayout::CHECKBOX_OTHER === $bit ) {
					return null;
				}
				$mask |= $bit;
			}
			if ( 'includes' === $compare ) {
				return "{$byte} & {$mask} <> 0";
			}
			return '==' === $compare ? "{$byte} = {$mask}" : "{$byte} NOT IN (0, {$mask})";
		}
		return null;
	}
}
