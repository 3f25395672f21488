<?php
/**
 * How a response's answers are packed into one narrow facts row.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\TypeStats;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Visitors\AnswerShapes;

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
 * - choice (radio, dropdown, a single image choice, consent's one value `accepted`): the
 *   option's position (1–126), OTHER for a value that is not one of the options;
 * - checkbox (and an image choice of several with six images at most): a bit per option (bit 0
 *   = first option, six at most), CHECKBOX_OTHER for a tick that is not an option;
 * - star rating: the score (1–5); NPS: the score + 1 (0–10 → 1–11); a scale or smiley (`score`):
 *   the score's position in its range (a 0–10 scale's 0 is 1); OTHER for anything else;
 * - text, long text, e-mail, date, and the questions answered in cells: 1;
 * plus COMMENT when the answer came with a comment (or a name, for e-mail).
 * A question answered in several parts has a byte per part after the questions' bytes (`first`
 * is the first one's position, one per `items`): a matrix a byte per row (the column's position),
 * a ranking a byte per option (its place), an image choice of several with more than six images a
 * byte per image (1: ticked). A survey whose bytes do not fit in `codes` is read from its answers.
 * The byte stands for values by the options' order, so the layout's key covers every question's
 * id, type and options: edit an option and the facts are rebuilt in the background (FactsSet);
 * until then filtered reports read the answers (exact, slower).
 */
final class FactLayout {

	/**
	 * Bumped when the packing changes: every survey's facts are then rebuilt.
	 */
	public const VERSION = 4;

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
	 * Most options a checkbox byte has bits for.
	 */
	private const MAX_TICKS = 6;

	/**
	 * Most options a choice byte stands for (127 is OTHER, 128 the comment bit).
	 */
	private const MAX_CHOICES = 126;

	/**
	 * The bytes a facts row holds (`codes varbinary(64)`).
	 */
	private const MAX_BYTES = 64;

	/**
	 * The key of a survey's layout: what its facts rows were packed for. '' when the survey cannot
	 * be packed (more than MAX_QUESTIONS questions).
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return string
	 */
	public static function key( array $questions ): string {
		$questions = array_values( array_filter( $questions, 'is_array' ) );
		if ( array() === self::slots( $questions ) && array() !== $questions ) {
			return '';
		}
		$parts = array( (string) self::VERSION );
		foreach ( $questions as $question ) {
			$parts[] = wp_json_encode( array( QuestionStats::id( $question ), self::kind( $question ), self::options( $question ), self::items( $question ) ) );
		}
		return md5( implode( "\n", $parts ) );
	}

	/**
	 * The survey's slots: question id => position (1-based), kind, options, and for a question
	 * answered in cells its items and the position of the first one's byte. Empty when it cannot
	 * be packed.
	 *
	 * @param array<int, mixed> $questions The survey's questions.
	 * @return array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}>
	 */
	public static function slots( array $questions ): array {
		$questions = array_values( array_filter( $questions, 'is_array' ) );
		if ( count( $questions ) > self::MAX_QUESTIONS ) {
			return array();
		}
		$slots = array();
		$next  = count( $questions ) + 1;
		foreach ( $questions as $i => $question ) {
			$id = QuestionStats::id( $question );
			if ( '' !== $id && ! isset( $slots[ $id ] ) ) {
				$items        = self::items( $question );
				$slots[ $id ] = array(
					'slot'    => $i + 1,
					'kind'    => self::kind( $question ),
					'options' => self::options( $question ),
					'items'   => $items,
					'first'   => array() === $items ? 0 : $next,
				);
				$next        += count( $items );
			}
		}
		return $next - 1 > self::MAX_BYTES ? array() : $slots;
	}

	/**
	 * The byte (without COMMENT) that stands for one value of a choice, star, NPS or score
	 * question, or the bit of a checkbox option; OTHER / CHECKBOX_OTHER when none does.
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot  The question's slot.
	 * @param string                                                                         $value A value as stored.
	 * @return int
	 */
	public static function code( array $slot, string $value ): int {
		switch ( $slot['kind'] ) {
			case 'choice':
			case 'score':
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
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot The question's slot.
	 * @param int                                                                            $code The byte without COMMENT.
	 * @return string|null
	 */
	public static function value( array $slot, int $code ): ?string {
		switch ( $slot['kind'] ) {
			case 'choice':
			case 'score':
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
	 * Where one stored value of a question answered in cells goes: the cell's position and its
	 * byte, or null when no cell stands for it (the whole survey is then read from its answers).
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot  The question's slot.
	 * @param string                                                                         $value A value as stored.
	 * @return array{0: int, 1: int}|null
	 */
	public static function cell( array $slot, string $value ): ?array {
		if ( 'ticks' === $slot['kind'] ) {
			$item = array_search( $value, $slot['items'], true );
			return false === $item ? null : array( $slot['first'] + (int) $item, 1 );
		}
		$pair = AnswerValue::pair( $value );
		$item = null === $pair ? false : array_search( $pair[0], $slot['items'], true );
		if ( null === $pair || false === $item ) {
			return null;
		}
		if ( 'ranking' === $slot['kind'] ) {
			$place = $pair[1];
			return is_int( $place ) && $place >= 1 && $place <= count( $slot['items'] ) ? array( $slot['first'] + (int) $item, $place ) : null;
		}
		$column = array_search( $pair[1], $slot['options'], true );
		return false === $column ? null : array( $slot['first'] + (int) $item, (int) $column + 1 );
	}

	/**
	 * The stored value a cell's byte stands for (the inverse of cell()).
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot The question's slot.
	 * @param int                                                                            $item The item's index.
	 * @param int                                                                            $code The cell's byte.
	 * @return string|null
	 */
	public static function cell_value( array $slot, int $item, int $code ): ?string {
		$name = $slot['items'][ $item ] ?? null;
		if ( null === $name || $code < 1 ) {
			return null;
		}
		switch ( $slot['kind'] ) {
			case 'ticks':
				return 1 === $code ? $name : null;
			case 'ranking':
				return $code <= count( $slot['items'] ) ? AnswerShapes::pair( $name, $code ) : null;
			default:
				$column = $slot['options'][ $code - 1 ] ?? null;
				return null === $column ? null : AnswerShapes::pair( $name, $column );
		}
	}

	/**
	 * The codes of a cell a question's byte can hold: a matrix's columns, a ranking's places, a tick.
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot The question's slot.
	 * @return int[]
	 */
	public static function cell_codes( array $slot ): array {
		switch ( $slot['kind'] ) {
			case 'ticks':
				return array( 1 );
			case 'ranking':
				return range( 1, max( 1, count( $slot['items'] ) ) );
			default:
				return range( 1, max( 1, count( $slot['options'] ) ) );
		}
	}

	/**
	 * Whether the question is answered in cells after the questions' bytes.
	 *
	 * @param array{slot: int, kind: string, options: string[], items: string[], first: int} $slot The question's slot.
	 * @return bool
	 */
	public static function has_cells( array $slot ): bool {
		return 0 !== $slot['first'];
	}

	/**
	 * Packs one response's answer rows.
	 *
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots   From slots().
	 * @param array<int, array{question_id: string, value: string, has_extra: bool}>                        $answers The response's answer rows.
	 * @return string The `codes` bytes (trailing unanswered questions left out).
	 */
	public static function pack( array $slots, array $answers ): string {
		$bytes = array();
		foreach ( $answers as $answer ) {
			$slot = $slots[ $answer['question_id'] ] ?? null;
			if ( null === $slot ) {
				continue; // A removed question's answers: no report reads them.
			}
			$at = $slot['slot'];
			if ( self::has_cells( $slot ) ) {
				$cell = self::cell( $slot, $answer['value'] );
				if ( null === $cell ) {
					$code = self::OTHER; // Read as a value no cell stands for: the report falls back.
				} else {
					$bytes[ $cell[0] ] = $cell[1];
					$code              = 1;
				}
			} else {
				$code = self::code( $slot, $answer['value'] );
			}
			$byte = $bytes[ $at ] ?? 0;
			$byte = 'checkbox' === $slot['kind'] ? ( $byte | $code ) : ( ( $byte & self::COMMENT ) | ( self::OTHER === ( $byte & 127 ) ? self::OTHER : $code ) );
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
	 * @param array<string, array{slot: int, kind: string, options: string[], items: string[], first: int}> $slots From slots().
	 * @param string|null                                                                                   $shown The response's `shown` column.
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
	 * @return string choice, checkbox, star, nps, score, matrix, ranking, ticks or text.
	 */
	private static function kind( array $question ): string {
		$type = is_string( $question['type'] ?? null ) ? $question['type'] : '';
		if ( 'image-choice' === $type && ! empty( $question['settings']['multiple'] ) ) {
			return count( self::option_values( $question ) ) > self::MAX_TICKS ? 'ticks' : 'checkbox';
		}
		$map = array(
			'radio-button' => 'choice',
			'dropdown'     => 'choice',
			'image-choice' => 'choice',
			'consent'      => 'choice',
			'checkbox'     => 'checkbox',
			'star-rating'  => 'star',
			'nps'          => 'nps',
			'scale'        => 'score',
			'smiley'       => 'score',
			'matrix'       => 'matrix',
			'ranking'      => 'ranking',
		);
		return $map[ $type ] ?? 'text';
	}

	/**
	 * The values a question's byte (or a matrix's cells) stands for, by position: a choice's
	 * options (at most MAX_CHOICES; the others read as OTHER), a checkbox's (at most MAX_TICKS), a
	 * score's range, consent's one value, a matrix's columns.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string[]
	 */
	private static function options( array $question ): array {
		switch ( self::kind( $question ) ) {
			case 'choice':
				return 'consent' === $question['type'] ? array( SurveyDefaults::CONSENT_VALUE ) : array_slice( self::option_values( $question ), 0, self::MAX_CHOICES );
			case 'checkbox':
				return array_slice( self::option_values( $question ), 0, self::MAX_TICKS );
			case 'matrix':
				return array_slice( self::option_values( $question ), 0, self::MAX_CHOICES );
			case 'score':
				$range = TypeStats::range( $question ) ?? array( 1, 5 );
				return array_map( 'strval', range( $range[0], $range[1] ) );
			default:
				return array();
		}
	}

	/**
	 * The parts of a question answered in cells: a matrix's rows, a ranking's options, the images
	 * of an image choice of several beyond six; none for the other questions.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string[]
	 */
	private static function items( array $question ): array {
		switch ( self::kind( $question ) ) {
			case 'matrix':
				$rows = $question['settings']['rows'] ?? array();
				return array_values( array_unique( array_map( 'strval', array_filter( is_array( $rows ) ? $rows : array(), 'is_scalar' ) ) ) );
			case 'ranking':
			case 'ticks':
				return self::option_values( $question );
			default:
				return array();
		}
	}

	/**
	 * A question's options as stored values, each once.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return string[]
	 */
	private static function option_values( array $question ): array {
		$options = $question['config']['options'] ?? array();
		$values  = array();
		foreach ( is_array( $options ) ? $options : array() as $option ) {
			$value = is_array( $option ) ? ( $option['value'] ?? $option['label'] ?? '' ) : $option;
			if ( is_scalar( $value ) && ! in_array( (string) $value, $values, true ) ) {
				$values[] = (string) $value;
			}
		}
		return $values;
	}
}
