<?php
/**
 * Per-question statistics, assembled from grouped rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\Recall;

/**
 * Knows what each question type reports (spec §3 "Question stats") and which grouped queries
 * feed it; holds no SQL. plan() sorts a survey's questions into the id lists the repository's
 * queries take; build() turns the grouped rows back into one stats object per question, in the
 * survey's question order.
 *
 * Value counts are keyed by value_key() of the value's text, the same for an option, an answer
 * and a rating ('1' … '10'), so options are matched to their counts by exact text.
 */
final class QuestionStats {

	/**
	 * The key of a value in value counts: its text behind a colon, so PHP never turns a numeric
	 * text ('7') into an integer key and every key stays a string.
	 *
	 * @param string $value A value as stored.
	 * @return string
	 */
	public static function value_key( string $value ): string {
		return ':' . $value;
	}

	/**
	 * The newest answers shown under a question; the rest are paged through GET …/answers.
	 */
	public const LATEST_ANSWERS = 20;

	/**
	 * Rating types and their scale: every value from 1 up is listed, zero counts included.
	 */
	public const SCALES = array(
		'star-rating' => 5,
		'nps'         => 10,
	);

	public const CHOICE_TYPES = array( 'radio-button', 'checkbox' );

	/**
	 * Free-text types: every answer is listed (an e-mail answer's extra is the name given).
	 */
	public const TEXT_TYPES = array( 'text', 'long-text', 'email', 'date' );

	/**
	 * The id lists the statistic queries take.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions (stored shape).
	 * @return array{values: string[], checkbox: string[], text: string[]} `checkbox`: the questions
	 *         whose answer may be several rows (AnswerValue::is_multi_row()).
	 */
	public static function plan( array $questions ): array {
		$plan = array(
			'values'   => array(),
			'checkbox' => array(),
			'text'     => array(),
		);
		foreach ( $questions as $question ) {
			$id   = self::id( $question );
			$type = self::type( $question );
			if ( in_array( $type, self::CHOICE_TYPES, true ) || isset( self::SCALES[ $type ] ) || in_array( $type, TypeStats::VALUE_TYPES, true ) ) {
				$plan['values'][] = $id;
			}
			if ( AnswerValue::is_multi_row( $question ) ) {
				$plan['checkbox'][] = $id;
			} elseif ( in_array( $type, self::TEXT_TYPES, true ) ) {
				$plan['text'][] = $id;
			}
		}
		return $plan;
	}

	/**
	 * Which questions list their newest answers: free-text questions all their answers, the others
	 * the answers that came with a comment, if any did (whether or not the comment box is still on).
	 *
	 * @param array<int, array<string, mixed>>                   $questions The survey's questions.
	 * @param array<string, array{answered: int, comments: int}> $counts Question id => counts (answered()).
	 * @return array<string, bool> Question id => whether only answers with a comment.
	 */
	public static function listed( array $questions, array $counts ): array {
		$listed = array();
		foreach ( $questions as $question ) {
			$id = self::id( $question );
			if ( in_array( self::type( $question ), self::TEXT_TYPES, true ) ) {
				if ( ( $counts[ $id ]['answered'] ?? 0 ) > 0 ) {
					$listed[ $id ] = false;
				}
			} elseif ( ( $counts[ $id ]['comments'] ?? 0 ) > 0 ) {
				$listed[ $id ] = true;
			}
		}
		return $listed;
	}

	/**
	 * Answers per NPS score of a question.
	 *
	 * @param array<string, array{answers: int, comments: int}> $values Value key => counts of the question.
	 * @return array<int, int> Score => answers.
	 */
	public static function scores( array $values ): array {
		$scores = array();
		for ( $score = 1; $score <= self::SCALES['nps']; $score++ ) {
			$scores[ $score ] = $values[ self::value_key( (string) $score ) ]['answers'] ?? 0;
		}
		return $scores;
	}

	/**
	 * An NPS question's overview with its margin of error: NpsMath over its score counts.
	 *
	 * @param array<string, array{answers: int, comments: int}> $values Value key => counts of the question.
	 * @return array{detractor: int, passive: int, promoter: int, nps: int, total: int, margin: float|null}
	 */
	public static function nps( array $values ): array {
		$scores = self::scores( $values );
		return NpsMath::overview( $scores ) + array( 'margin' => NpsMath::margin_of_scores( $scores ) );
	}

	/**
	 * One stats object per question.
	 *
	 * @param array<int, array<string, mixed>>                                                                            $questions The survey's questions.
	 * @param array<string, int>                                                                                          $skipped   Question id => skipped (Funnel: the one definition).
	 * @param array<string, array{answered: int, comments: int}>                                                          $counts    Question id => counts (answered()).
	 * @param array<string, array<string, array{answers: int, comments: int}>>                                            $values    Question id => value key => counts.
	 * @param array<string, array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}>> $latest    Question id => newest answer rows.
	 * @param DateRange                                                                                                   $range     The range, for the site's time zone.
	 * @return array<int, array<string, mixed>>
	 */
	public static function build( array $questions, array $skipped, array $counts, array $values, array $latest, DateRange $range ): array {
		$stats     = array();
		$questions = Recall::readable_titles( $questions );
		foreach ( $questions as $question ) {
			$id      = self::id( $question );
			$type    = self::type( $question );
			$total   = $counts[ $id ]['answered'] ?? 0;
			$is_text = in_array( $type, self::TEXT_TYPES, true );
			$stats[] = array(
				'id'              => $question['id'] ?? $id,
				'title'           => (string) ( $question['title'] ?? '' ),
				'type'            => $type,
				'is_quantitative' => ! $is_text,
				'total_answers'   => $total,
				'skipped'         => $skipped[ $id ] ?? 0,
				// Every NPS question gets its score, in any survey (an NPS survey's is also its
				// overview): the same answers, the same arithmetic.
				'nps'             => 'nps' === $type ? self::nps( $values[ $id ] ?? array() ) : null,
				'options'         => self::options( $question, $values[ $id ] ?? array() ),
				'summary'         => TypeStats::summary( $question, $values[ $id ] ?? array() ),
				'matrix'          => 'matrix' === $type ? TypeStats::matrix( $question, $values[ $id ] ?? array() ) : null,
				'ranking'         => 'ranking' === $type ? TypeStats::ranking( $question, $values[ $id ] ?? array() ) : null,
				'answers'         => array_slice( self::answer_items( $question, $latest[ $id ] ?? array(), $range ), 0, self::LATEST_ANSWERS ),
				'answers_total'   => $is_text ? $total : ( $counts[ $id ]['comments'] ?? 0 ),
			);
		}
		return $stats;
	}

	/**
	 * Answer rows as the REST API's answer items, newest first: a checkbox response's ticks become
	 * one item whose value lists the ticked options in the question's option order; rating values
	 * are numbers.
	 *
	 * @param array<string, mixed>                                                                         $question The question.
	 * @param array<int, array{response_id: int, value: string, extra: string|null, submitted_at: string}> $rows     Answer rows, newest first.
	 * @param DateRange                                                                                    $range    For the site's time zone.
	 * @return array<int, array{response_id: int, value: string|int|array<int|string, string>, extra: string|null, date: string|null}>
	 */
	public static function answer_items( array $question, array $rows, DateRange $range ): array {
		$type   = self::type( $question );
		$multi  = AnswerValue::is_multi_row( $question );
		$ticks  = $multi && ! in_array( $type, array( 'matrix', 'ranking' ), true );
		$groups = array();
		foreach ( $rows as $i => $row ) {
			$groups[ $multi ? $row['response_id'] : $i ][] = $row;
		}
		$order = $ticks ? array_flip( array_map( 'strval', array_values( self::listed_values( $question ) ) ) ) : array();
		$items = array();
		foreach ( $groups as $group ) {
			$value = AnswerValue::of( $question, array_column( $group, 'value' ) );
			if ( $ticks && is_array( $value ) ) {
				$value = array_values( array_unique( $value ) );
				usort( $value, static fn( string $a, string $b ): int => array( $order[ $a ] ?? PHP_INT_MAX, $a ) <=> array( $order[ $b ] ?? PHP_INT_MAX, $b ) );
			}
			$items[] = array(
				'response_id' => $group[0]['response_id'],
				'value'       => $value,
				'extra'       => $group[0]['extra'],
				'date'        => $range->to_site_iso( $group[0]['submitted_at'] ),
			);
		}
		return $items;
	}

	/**
	 * The first NPS question of the survey, if any: the one the NPS overview and series describe.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string|null Its id.
	 */
	public static function nps_question( array $questions ): ?string {
		foreach ( $questions as $question ) {
			if ( 'nps' === self::type( $question ) ) {
				return self::id( $question );
			}
		}
		return null;
	}

	/**
	 * A question by id.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @param string                           $id        Question id.
	 * @return array<string, mixed>|null
	 */
	public static function find( array $questions, string $id ): ?array {
		foreach ( $questions as $question ) {
			if ( self::id( $question ) === $id ) {
				return $question;
			}
		}
		return null;
	}

	/**
	 * A question's id as stored in the answers table.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string
	 */
	public static function id( array $question ): string {
		$id = $question['id'] ?? '';
		return is_scalar( $id ) ? (string) $id : '';
	}

	/**
	 * Whether a question's answers are scores on a fixed range (stars, NPS, a scale, a smiley).
	 *
	 * @param array<string, mixed> $question The question.
	 * @return bool
	 */
	public static function is_scored( array $question ): bool {
		return isset( self::SCALES[ self::type( $question ) ] ) || null !== TypeStats::range( $question );
	}

	/**
	 * A question's type.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string
	 */
	private static function type( array $question ): string {
		$type = $question['type'] ?? '';
		return is_string( $type ) ? $type : '';
	}

	/**
	 * The values a question lists whatever its answers, in its order, keyed by value_key(): a
	 * rating's whole scale (as numbers), else a choice question's options (a repeated option once).
	 *
	 * @param array<string, mixed> $question The question.
	 * @return array<string, string|int> Value key => value.
	 */
	public static function listed_values( array $question ): array {
		$range = TypeStats::range( $question ) ?? ( isset( self::SCALES[ self::type( $question ) ] ) ? array( 1, self::SCALES[ self::type( $question ) ] ) : null );
		if ( null !== $range ) {
			$values = range( $range[0], $range[1] );
			return array_combine( array_map( static fn( int $value ): string => self::value_key( (string) $value ), $values ), $values );
		}
		if ( 'consent' === self::type( $question ) ) {
			return array( self::value_key( SurveyDefaults::CONSENT_VALUE ) => SurveyDefaults::CONSENT_VALUE );
		}
		if ( in_array( self::type( $question ), array( 'matrix', 'ranking' ), true ) ) {
			return array();
		}
		$config  = is_array( $question['config'] ?? null ) ? $question['config'] : array();
		$options = array();
		foreach ( is_array( $config['options'] ?? null ) ? $config['options'] : array() as $option ) {
			$text = is_scalar( $option ) ? (string) $option : '';
			$key  = self::value_key( $text );
			if ( ! isset( $options[ $key ] ) ) {
				$options[ $key ] = $text;
			}
		}
		return $options;
	}

	/**
	 * The counted options: a choice question's options in their order (zero counts included),
	 * then values no longer among them (an option renamed or removed after answers came in), most
	 * answered first, so the counts still add up; a rating's whole scale.
	 *
	 * @param array<string, mixed>                              $question The question.
	 * @param array<string, array{answers: int, comments: int}> $counts   Value key => counts.
	 * @return array<int, array{value: string|int, count: int}>
	 */
	private static function options( array $question, array $counts ): array {
		$type   = self::type( $question );
		$scaled = self::is_scored( $question );
		if ( ! $scaled && ! in_array( $type, self::CHOICE_TYPES, true ) && ! in_array( $type, TypeStats::OPTION_COUNT_TYPES, true ) ) {
			return array();
		}
		$listed  = self::listed_values( $question );
		$options = array();
		foreach ( $listed as $key => $value ) {
			$options[] = array(
				'value' => $value,
				'count' => $counts[ $key ]['answers'] ?? 0,
			);
		}
		if ( $scaled ) {
			return $options;
		}
		$others = array();
		foreach ( array_diff_key( $counts, $listed ) as $key => $count ) {
			$others[] = array(
				'value' => substr( (string) $key, 1 ),
				'count' => $count['answers'],
			);
		}
		usort( $others, static fn( array $a, array $b ): int => array( $b['count'], $a['value'] ) <=> array( $a['count'], $b['value'] ) );
		return array_merge( $options, $others );
	}
}
