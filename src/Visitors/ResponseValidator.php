<?php
/**
 * Checks a visitor's answers against the survey they answer.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Entitlements\Entitlements;

/**
 * Public input, so nothing is trusted: every answer must name a question of this survey, once,
 * and hold a value that fits its type (spec visitor §3, §5). The result is the list of answer
 * rows to store — one per answered question and one per ticked checkbox option — or a 400 that
 * names the offending answer. Skipped answers (null) are simply not stored.
 */
final class ResponseValidator {

	public const MAX_LONG_TEXT = 400;
	public const MAX_TEXT      = 1000;
	public const MAX_EXTRA     = 1000;
	public const MAX_NAME      = 100;

	/** What a TEXT column surely holds (64 KB at 4 bytes a character): the limit for imported text. */
	public const MAX_STORED_TEXT = 16000;

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * The answer rows to store, or why not.
	 *
	 * A save of a response the visitor has not finished is not held to "required", and
	 * once the response exists it may have no answers left (the visitor went back and cleared one).
	 *
	 * @param array<int, array<string, mixed>> $questions   The survey's questions (stored shape).
	 * @param mixed                            $answers     The submitted answers.
	 * @param bool                             $completed   Whether the save completes the response.
	 * @param bool                             $allow_empty Whether no answer at all is a valid state.
	 * @param mixed                            $shown       The questions the visitor was shown (the
	 *                                                      request's `shown`): "required" holds only
	 *                                                      for those when given — a question logic
	 *                                                      hid or a jump passed over was never asked.
	 * @return array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>|\WP_Error
	 */
	public function rows( array $questions, $answers, bool $completed = true, bool $allow_empty = false, $shown = null ) {
		return $this->collect( $questions, $answers, false, $completed, $allow_empty, is_array( $shown ) ? array_map( 'strval', array_filter( $shown, 'is_scalar' ) ) : null );
	}

	/**
	 * The answer rows of a response stored by UserFeedback 1.x (Legacy\LegacyImporter), or why it
	 * cannot be imported. The same checks as a visitor's answers — a value outside its question's
	 * options or range is refused — except what describes the moment of answering, not the data:
	 * "required" is not enforced, comments are kept wherever the question has a comment box
	 * (whatever this site's add-ons), and text is not held to today's length limits (only to what
	 * the answers table holds). 1.x's extra is an object, `{comments}` or `{name}`.
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions (stored shape).
	 * @param mixed                            $answers   The 1.x answers list.
	 * @return array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>|\WP_Error
	 */
	public function import_rows( array $questions, $answers ) {
		if ( is_array( $answers ) ) {
			foreach ( $answers as $i => $answer ) {
				if ( is_array( $answer ) && is_array( $answer['extra'] ?? null ) ) {
					$extra                  = $answer['extra'];
					$answers[ $i ]['extra'] = $extra['comments'] ?? $extra['name'] ?? null;
				}
			}
		}
		return $this->collect( $questions, $answers, true );
	}

	/**
	 * The checks of rows() and import_rows().
	 *
	 * @param array<int, array<string, mixed>> $questions The survey's questions (stored shape).
	 * @param mixed                            $answers   The answers.
	 * @param bool                             $import    Whether they come from a 1.x import.
	 * @param bool                             $completed   Whether "required" applies (a completed visitor response).
	 * @param bool                             $allow_empty Whether no answer at all is a valid state.
	 * @param string[]|null                    $shown       The questions shown, when the visitor said (else all).
	 * @return array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>|\WP_Error
	 */
	private function collect( array $questions, $answers, bool $import, bool $completed = true, bool $allow_empty = false, ?array $shown = null ) {
		if ( ! is_array( $answers ) || ! array_is_list( $answers ) ) {
			return self::invalid( 'answers', __( 'Answers must be a list.', 'userfeedback' ) );
		}
		if ( count( $answers ) > count( $questions ) ) {
			return self::invalid( 'answers', __( 'There are more answers than questions.', 'userfeedback' ) );
		}
		$by_id = array();
		foreach ( $questions as $question ) {
			$by_id[ (string) $question['id'] ] = $question;
		}

		$rows     = array();
		$answered = array();
		foreach ( $answers as $index => $answer ) {
			$path = "answers.{$index}";
			if ( ! is_array( $answer ) || ! is_scalar( $answer['question_id'] ?? null ) ) {
				return self::invalid( $path, __( 'Each answer needs a question_id.', 'userfeedback' ) );
			}
			$question_id = (string) $answer['question_id'];
			$question    = $by_id[ $question_id ] ?? null;
			if ( null === $question ) {
				return self::invalid( "{$path}.question_id", __( 'This question is not part of the survey.', 'userfeedback' ) );
			}
			if ( isset( $answered[ $question_id ] ) ) {
				return self::invalid( "{$path}.question_id", __( 'This question is answered twice.', 'userfeedback' ) );
			}
			$answered[ $question_id ] = true;

			$value = $answer['value'] ?? null;
			if ( null === $value || '' === $value || array() === $value ) {
				continue; // Skipped.
			}
			$extra = $this->extra( $question, $answer['extra'] ?? null, $import );
			if ( is_wp_error( $extra ) ) {
				return self::invalid( "{$path}.extra", $extra->get_error_message() );
			}
			$values = $this->values( $question, $value, $import );
			if ( is_wp_error( $values ) ) {
				return self::invalid( "{$path}.value", $values->get_error_message() );
			}
			foreach ( $values as $stored ) {
				$rows[] = array(
					'question_id' => $question_id,
					'value'       => $stored['value'],
					'value_num'   => $stored['num'],
					'extra'       => $extra,
				);
			}
		}

		if ( ! $import && $completed ) {
			$given = array_column( $rows, 'question_id' );
			foreach ( $questions as $i => $question ) {
				// The entitlements last: asked only about a required question left unanswered (on an
				// unlicensed Pro site each ask reads the missing licence option, a query).
				$asked = null === $shown || in_array( (string) $question['id'], $shown, true );
				if ( $asked && ! empty( $question['settings']['required'] ) && ! in_array( (string) $question['id'], $given, true ) && $this->required_enforced() ) {
					return self::invalid( "questions.{$i}", __( 'This question requires an answer.', 'userfeedback' ) );
				}
				// A required matrix needs every row, not only one.
				$matrix_rows = 'matrix' === $question['type'] ? count( (array) $question['settings']['rows'] ) : 0;
				if ( $asked && $matrix_rows > 0 && ! empty( $question['settings']['required'] ) && count( array_keys( $given, (string) $question['id'], true ) ) < $matrix_rows && $this->required_enforced() ) {
					return self::invalid( "questions.{$i}", __( 'Answer every row of this question.', 'userfeedback' ) );
				}
			}
		}
		if ( array() === $rows && ! $allow_empty ) {
			return self::invalid( 'answers', __( 'The response has no answers.', 'userfeedback' ) );
		}
		return $rows;
	}

	/**
	 * The stored value(s) of one answer, checked against its question's type.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param mixed                $value    The submitted value.
	 * @param bool                 $import   A 1.x answer: text is held only to what the table holds.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	private function values( array $question, $value, bool $import = false ) {
		$options = array_map( 'strval', (array) ( $question['config']['options'] ?? array() ) );
		switch ( $question['type'] ) {
			case 'star-rating':
				return self::number( $value, 1, 5 );
			case 'nps':
				return self::number( $value, 1, 10 );
			case 'scale':
				return self::number( $value, (int) $question['settings']['scale_min'], (int) $question['settings']['scale_max'] );
			case 'smiley':
				return self::number( $value, 1, (int) $question['settings']['faces'] );
			case 'image-choice':
				if ( empty( $question['settings']['multiple'] ) ) {
					return self::one_of( $value, $options );
				}
				return self::ticked( $value, $options );
			case 'dropdown':
				return self::one_of( $value, $options );
			case 'matrix':
				return AnswerShapes::matrix( $value, array_map( 'strval', (array) $question['settings']['rows'] ), $options );
			case 'ranking':
				return AnswerShapes::ranking( $value, $options );
			case 'date':
				return AnswerShapes::date( $value, (string) $question['settings']['min_date'], (string) $question['settings']['max_date'] );
			case 'consent':
				return AnswerShapes::consent( $value );
			case 'radio-button':
				return self::one_of( $value, $options );
			case 'checkbox':
				return self::ticked( $value, $options );
			case 'email':
				if ( ! is_string( $value ) || strlen( $value ) > 254 || ! is_email( trim( $value ) ) ) {
					return new \WP_Error( 'invalid', __( 'Enter a valid e-mail address.', 'userfeedback' ) );
				}
				return array( self::text_value( trim( $value ) ) );
			case 'long-text':
			case 'text':
				$max = 'long-text' === $question['type'] ? self::MAX_LONG_TEXT : self::MAX_TEXT;
				$max = $import ? self::MAX_STORED_TEXT : $max;
				if ( ! self::is_utf8( $value ) ) {
					return new \WP_Error( 'invalid', __( 'Answers must be text.', 'userfeedback' ) );
				}
				if ( mb_strlen( $value ) > $max ) {
					/* translators: %d: maximum number of characters. */
					return new \WP_Error( 'invalid', sprintf( __( 'Answers can be at most %d characters long.', 'userfeedback' ), $max ) );
				}
				$text = self::without_controls( sanitize_textarea_field( $value ), 'long-text' === $question['type'] );
				return '' === trim( $text ) ? array() : array( self::text_value( $text ) );
			default:
				return new \WP_Error( 'invalid', __( 'This question cannot be answered.', 'userfeedback' ) );
		}
	}

	/**
	 * One option of the list.
	 *
	 * @param mixed    $value   The value.
	 * @param string[] $options The options.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	private static function one_of( $value, array $options ) {
		if ( ! is_string( $value ) || ! in_array( $value, $options, true ) ) {
			return new \WP_Error( 'invalid', __( 'Choose one of the options.', 'userfeedback' ) );
		}
		return array( self::text_value( $value ) );
	}

	/**
	 * Options of the list, each once: one stored row each.
	 *
	 * @param mixed    $value   The value: a list, or one option.
	 * @param string[] $options The options.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	private static function ticked( $value, array $options ) {
		$ticked = is_string( $value ) ? array( $value ) : $value;
		// Strings only before the duplicate check: array_unique() would cast nested arrays.
		if ( ! is_array( $ticked ) || ! array_is_list( $ticked ) || array_filter( $ticked, 'is_string' ) !== $ticked || count( $ticked ) !== count( array_unique( $ticked ) ) ) {
			return new \WP_Error( 'invalid', __( 'Tick options from the list, each once.', 'userfeedback' ) );
		}
		$values = array();
		foreach ( $ticked as $option ) {
			if ( ! in_array( $option, $options, true ) ) {
				return new \WP_Error( 'invalid', __( 'Tick options from the list, each once.', 'userfeedback' ) );
			}
			$values[] = self::text_value( $option );
		}
		return $values;
	}

	/**
	 * The extra text of an answer: a first name for e-mail questions that ask for it, a comment
	 * where the comment box is on (and allowed); anything else is dropped.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param mixed                $extra    The submitted extra.
	 * @param bool                 $import   A 1.x answer: a comment box keeps its comment whatever the add-ons.
	 * @return string|null|\WP_Error
	 */
	private function extra( array $question, $extra, bool $import = false ) {
		if ( null === $extra || '' === $extra ) {
			return null;
		}
		$is_name    = 'email' === $question['type'] && ! empty( $question['config']['include_name'] );
		$is_comment = ! empty( $question['settings']['comment_box'] ) && ( $import || $this->entitlements->addon_active( 'question-types' ) );
		if ( ! $is_name && ! $is_comment ) {
			return null;
		}
		$max = $is_name ? self::MAX_NAME : self::MAX_EXTRA;
		$max = $import ? self::MAX_STORED_TEXT : $max;
		if ( ! self::is_utf8( $extra ) ) {
			return new \WP_Error( 'invalid', __( 'This must be text.', 'userfeedback' ) );
		}
		if ( mb_strlen( $extra ) > $max ) {
			/* translators: %d: maximum number of characters. */
			return new \WP_Error( 'invalid', sprintf( __( 'This text can be at most %d characters long.', 'userfeedback' ), $max ) );
		}
		// A name is one line; a comment may keep its tabs and line breaks.
		$text = self::without_controls( sanitize_textarea_field( $extra ), ! $is_name );
		return '' === trim( $text ) ? null : $text;
	}

	/**
	 * Text without control characters (NUL and the rest of C0, DEL), which no answer needs and
	 * which break exports and e-mails; tabs and line breaks stay where the text may have lines.
	 *
	 * @param string $text      The text.
	 * @param bool   $multiline Whether tabs and line breaks are kept.
	 * @return string
	 */
	private static function without_controls( string $text, bool $multiline ): string {
		return (string) preg_replace( $multiline ? '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/' : '/[\x00-\x1F\x7F]/', '', $text );
	}

	/**
	 * Whether "required" is enforced: Pro, licensed, question-types active (spec visitor §5).
	 *
	 * @return bool
	 */
	private function required_enforced(): bool {
		return $this->entitlements->is_licensed() && $this->entitlements->addon_active( 'question-types' );
	}

	/**
	 * A whole number in a range, as stored (text and number).
	 *
	 * @param mixed $value The value.
	 * @param int   $min   Smallest allowed.
	 * @param int   $max   Largest allowed.
	 * @return array<int, array{value: string, num: int|null}>|\WP_Error
	 */
	private static function number( $value, int $min, int $max ) {
		$number = is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,2}$/D', $value ) ) ? (int) $value : null;
		if ( null === $number || $number < $min || $number > $max ) {
			/* translators: 1: smallest value, 2: largest value. */
			return new \WP_Error( 'invalid', sprintf( __( 'Choose a number from %1$d to %2$d.', 'userfeedback' ), $min, $max ) );
		}
		return array(
			array(
				'value' => (string) $number,
				'num'   => $number,
			),
		);
	}

	/**
	 * Whether a value is a string of valid UTF-8: sanitising would silently empty anything else,
	 * dropping the answer while the rest of the response is stored.
	 *
	 * @param mixed $value The value.
	 * @return bool
	 * @phpstan-assert-if-true string $value
	 */
	private static function is_utf8( $value ): bool {
		return is_string( $value ) && mb_check_encoding( $value, 'UTF-8' );
	}

	/**
	 * A text answer as stored.
	 *
	 * @param string $value The text.
	 * @return array{value: string, num: int|null}
	 */
	private static function text_value( string $value ): array {
		return array(
			'value' => $value,
			'num'   => null,
		);
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   Field path.
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	private static function invalid( string $field, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: 1: field path, 2: what is wrong. */
			sprintf( __( 'Invalid parameter(s): %1$s: %2$s', 'userfeedback' ), $field, $message ),
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}
}
