<?php
/**
 * What a results link may show of a survey's results.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

/**
 * The overview, the questions' counts, averages and NPS go to anyone with the link; what people
 * typed goes only where the owner ticked it: open answers (text, long text, date, and the comments
 * beside ratings) with "open answers", e-mail addresses and the names given with them with
 * "personal data". No response ids, dates of single answers, page addresses or anything else that
 * leads to one person is ever shown.
 */
final class SharedResults {

	/**
	 * The figures the page reads, from ResultsService::survey_results().
	 *
	 * @param array<string, mixed> $results       The survey's results.
	 * @param bool                 $open_answers  Whether open answers may be shown.
	 * @param bool                 $personal_data Whether e-mail addresses and names may be shown.
	 * @return array{title: string, responses: int, last_7: int, last_30: int, nps: array<string, mixed>|null, questions: list<array{title: string, type: string, total: int, nps: array<string, mixed>|null, options: list<array{value: string, count: int}>, average: float|null, answers: list<string>}>}
	 */
	public static function of( array $results, bool $open_answers, bool $personal_data ): array {
		$questions = array();
		foreach ( (array) ( $results['question_stats'] ?? array() ) as $stat ) {
			if ( ! is_array( $stat ) ) {
				continue;
			}
			$type        = (string) ( $stat['type'] ?? '' );
			$questions[] = array(
				'title'   => (string) ( $stat['title'] ?? '' ),
				'type'    => $type,
				'total'   => (int) ( $stat['total_answers'] ?? 0 ),
				'nps'     => is_array( $stat['nps'] ?? null ) ? $stat['nps'] : null,
				'options' => array_map(
					static fn( $option ): array => array(
						'value' => (string) ( $option['value'] ?? '' ),
						'count' => (int) ( $option['count'] ?? 0 ),
					),
					array_values( array_filter( (array) ( $stat['options'] ?? array() ), 'is_array' ) )
				),
				'average' => is_numeric( $stat['summary']['average'] ?? null ) ? (float) $stat['summary']['average'] : null,
				'answers' => self::answers( $type, (array) ( $stat['answers'] ?? array() ), $open_answers, $personal_data ),
			);
		}
		return array(
			'title'     => (string) ( $results['title'] ?? '' ),
			'responses' => (int) ( $results['responses_count'] ?? 0 ),
			'last_7'    => (int) ( $results['responses_count_7_days'] ?? 0 ),
			'last_30'   => (int) ( $results['responses_count_30_days'] ?? 0 ),
			'nps'       => is_array( $results['nps_overview'] ?? null ) ? $results['nps_overview'] : null,
			'questions' => $questions,
		);
	}

	/**
	 * The texts of a question's newest answers this link may show: none, or their words only.
	 *
	 * @param string       $type          The question's type.
	 * @param array<mixed> $items         Its answer items (QuestionStats::answer_items()).
	 * @param bool         $open_answers  Open answers ticked.
	 * @param bool         $personal_data Personal data ticked.
	 * @return list<string>
	 */
	private static function answers( string $type, array $items, bool $open_answers, bool $personal_data ): array {
		$texts = array();
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			if ( 'email' === $type ) {
				// An address, and the name given with it: personal data, never an open answer.
				$text = $personal_data ? trim( self::text( $item['value'] ?? '' ) . ' ' . ( '' === (string) ( $item['extra'] ?? '' ) ? '' : '(' . $item['extra'] . ')' ) ) : '';
			} elseif ( in_array( $type, array( 'text', 'long-text', 'date' ), true ) ) {
				$text = $open_answers ? self::text( $item['value'] ?? '' ) : '';
			} else {
				// A rating's or choice's comment box: what the visitor typed beside it.
				$text = $open_answers ? (string) ( $item['extra'] ?? '' ) : '';
			}
			if ( '' !== $text ) {
				$texts[] = $text;
			}
		}
		return $texts;
	}

	/**
	 * An answer's value as text.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	private static function text( $value ): string {
		return is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
	}
}
