<?php
/**
 * How a response's answers are packed into one narrow facts row.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Why: a filtered report reads, for every matching response, which option or score it gave to
 * each question. From the answers table that is five or more rows per response read by response
 * id (2–4 s at 200,000 responses, bench/README.md); from one row per response holding a byte per
 * question it is one scan of a narrow, clustered range (about 0.1 s). This class is the packing:
 * pure functions of the survey's questions, shared by the writers (ResponseFacts) and the readers
 * (FactsFilterSql, FactsReport).
 *
 * One byte per question, at the question's position (1-based) in `codes`:
 * - 0: not answered;
 * - radio: the option's position (1–6), OTHER for a value that is not one of the options;
 * - checkbox: a bit per option (bit 0 = first option, six at most), CHECKBOX_OTHER for a tick
 *   that is not an option;
 * - star rating: the score (1–5); NPS: the score + 1 (0–10 → 1–11); OTHER for anything else;
 * - text, long text, e-mail: 1;
 * plus COMMENT when the answer came with a comment (or a name, for e-mail).
 * The byte stands for values by the options' order, so the layout's key covers every question's
 * id, type and options: edit an option and the facts are rebuilt in the background (FactsSet);
 * until then filtered reports read the answers (exact, slower).
 */
final class FactLayout {

	/**
	 * Bumped when the packing changes: every survey's facts are then rebuilt.
	 */
	public const VERSION = 1;

	/**
	 * A value no option or score stands for (radio, star, NPS).
	 */
	public const OTHER = 127;

	/**
	 * A checkbox tick that is not one of the options.
	 */
	public const CHECKBOX_OTHER = 64;

	/**
	 * The answer came with a comment.
	 */
	public const COMMENT = 128;

	/**
	 * Most questions a layout packs (the `shown` bit mask is a signed 64-bit PHP integer); a survey
	 * with more is read from its answers.
	 */
	public const MAX_QUESTIONS = 63;

	/**
	 * Most options a byte stands for.
	 */
	private const MAX_OPTIONS = 6;

	/**
	 * The key of a survey's layout: what its facts rows were packed for. '' when the survey cannot
	 * be packed (more than MAX_QUESTIONS questions).
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return string
	 */
	public static function key( array $questions ): string {
		$questions = array_values( array_filter( $questions, 'is_array' ) );
		if ( count( $questions ) > self::MAX_QUESTIONS ) {
			return '';
		}
		$parts = array( (string) self::VERSION );
		foreach ( $questions as $question ) {
			$parts[] = wp_json_encode( array( QuestionStats::id( $question ), self::kind( $question ), self::options( $question ) ) );
		}
		return md5( implode( "\n", $parts ) );
	}

	/**
	 * The survey's slots: question id => position (1-based), kind and options. Empty when it
	 * cannot be packed.
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return array<string, array{slot: int, kind: string, options: string[]}>
	 */
	public static function slots( array $questions ): array {
		$questions = array_values( array_filter( $questions, 'is_array' ) );
		if ( count( $questions ) > self::MAX_QUESTIONS ) {
			return array();
		}
		// The types beyond the spec's seven have no byte of their own yet (a scale reaches 0, a
		// dropdown 200 options, a matrix is a row each): their surveys are read from the answers,
		// exact and slower, rather than counted wrong.
		foreach ( $questions as $question ) {
			if ( in_array( $question['type'] ?? '', SurveyDefaults::MORE_QUESTION_TYPES, true ) ) {
				return array();
			}
		}
		$slots = array();
		foreach ( $questions as $i => $question ) {
			$id = QuestionStats::id( $question );
			if ( '' !== $id && ! isset( $slots[ $id ] ) ) {
				$slots[ $id ] = array(
					'slot'    => $i + 1,
					'kind'    => self::kind( $question ),
					'options' => self::options( $question ),
				);
			}
		}
		return $slots;
	}

	/**
	 * The byte (without COMMENT) that stands for one value of a radio, star or NPS question, or
	 * the bit of a checkbox option; OTHER / CHECKBOX_OTHER when none does.
	 *
	 * @param array{slot: int, kind: string, options: string[]} $slot  The question's slot.
	 * @param string                                            $value A value as stored.
	 * @return int
	 */
	public static function code( array $slot, string $value ): int {
		switch ( $slot['kind'] ) {
			case 'choice':
				$at = array_search( $value, $slot['options'], true );
				return false === $at ? self::OTHER : (int) $at + 1;
			case 'checkbox':
				$at = array_search( $value, $slot['options'], true );
				return false === $at ? self::CHECKBOX_OTHER : 1 << (int) $at;
			case 'star':
				return in_array( $value, array( '1', '2', '3', '4', '5' ), true ) ? (int) $value : self::OTHER;
			case 'nps':
				return ctype_digit( $value ) && strlen( $value ) <= 2 && (int) $value <= 10 && (string) (int) $value === $value ? (int) $value + 1 : self::OTHER;
			default:
				return 1;
		}
	}

	/**
	 * The value a byte stands for (the inverse of code(); null for OTHER and for checkbox bits).
	 *
	 * @param array{slot: int, kind: string, options: string[]} $slot The question's slot.
	 * @param int                                               $code The byte without COMMENT.
	 * @return string|null
	 */
	public static function value( array $slot, int $code ): ?string {
		switch ( $slot['kind'] ) {
			case 'choice':
				return $slot['options'][ $code - 1 ] ?? null;
			case 'star':
				return $code >= 1 && $code <= 5 ? (string) $code : null;
			case 'nps':
				return $code >= 1 && $code <= 11 ? (string) ( $code - 1 ) : null;
			default:
				return null;
		}
	}

	/**
	 * Packs one response's answer rows.
	 *
	 * @param array<string, array{slot: int, kind: string, options: string[]}>       $slots   From slots().
	 * @param array<int, array{question_id: string, value: string, has_extra: bool}> $answers The response's answer rows.
	 * @return string The `codes` bytes (trailing unanswered questions left out).
	 */
	public static function pack( array $slots, array $answers ): string {
		$bytes = array();
		foreach ( $answers as $answer ) {
			$slot = $slots[ $answer['question_id'] ] ?? null;
			if ( null === $slot ) {
				continue; // A removed question's answers: no report reads them.
			}
			$at   = $slot['slot'];
			$code = self::code( $slot, $answer['value'] );
			$byte = $bytes[ $at ] ?? 0;
			$byte = 'checkbox' === $slot['kind'] ? ( $byte | $code ) : ( ( $byte & self::COMMENT ) | $code );
			if ( $answer['has_extra'] ) {
				$byte |= self::COMMENT;
			}
			$bytes[ $at ] = $byte;
		}
		if ( array() === $bytes ) {
			return '';
		}
		$packed = '';
		$last   = max( array_keys( $bytes ) );
		for ( $at = 1; $at <= $last; $at++ ) {
			$packed .= chr( $bytes[ $at ] ?? 0 );
		}
		return $packed;
	}

	/**
	 * The `shown` list as a bit mask of slots (bit slot − 1) and the slot of its last question (0:
	 * none), for the funnel.
	 *
	 * @param array<string, array{slot: int, kind: string, options: string[]}> $slots From slots().
	 * @param string|null                                                      $shown The response's `shown` column.
	 * @return array{mask: int, last: int}
	 */
	public static function shown( array $slots, ?string $shown ): array {
		$mask = 0;
		$last = 0;
		if ( null !== $shown && '' !== $shown ) {
			$ids  = explode( ',', $shown );
			$last = $slots[ (string) end( $ids ) ]['slot'] ?? 0;
			foreach ( $ids as $id ) {
				if ( isset( $slots[ $id ] ) ) {
					$mask |= 1 << ( $slots[ $id ]['slot'] - 1 );
				}
			}
		}
		return array(
			'mask' => $mask,
			'last' => $last,
		);
	}

	/**
	 * A question's kind in the packing.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string choice, checkbox, star, nps or text.
	 */
	private static function kind( array $question ): string {
		$type = is_string( $question['type'] ?? null ) ? $question['type'] : '';
		$map  = array(
			'radio-button' => 'choice',
			'checkbox'     => 'checkbox',
			'star-rating'  => 'star',
			'nps'          => 'nps',
		);
		return $map[ $type ] ?? 'text';
	}

	/**
	 * A choice question's options as stored values (at most MAX_OPTIONS; the others read as OTHER).
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string[]
	 */
	private static function options( array $question ): array {
		if ( ! in_array( self::kind( $question ), array( 'choice', 'checkbox' ), true ) ) {
			return array();
		}
		$options = $question['config']['options'] ?? array();
		$values  = array();
		foreach ( is_array( $options ) ? $options : array() as $option ) {
			$value = is_array( $option ) ? ( $option['value'] ?? $option['label'] ?? '' ) : $option;
			if ( is_scalar( $value ) && ! in_array( (string) $value, $values, true ) ) {
				$values[] = (string) $value;
			}
		}
		return array_slice( $values, 0, self::MAX_OPTIONS );
	}
}
