<?php
/**
 * Which of a survey's questions carry written feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Reporting\TypeStats;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Sorts a survey's questions for the summary: text and long-text answers are read as they are;
 * the answers of the types with a comment box (SurveyDefaults::COMMENT_TYPES: choices, dropdowns,
 * image choices, stars, NPS, scales, smileys) only for the comment left with them (`extra`),
 * because on NPS surveys those comments are most of what respondents write — each with the
 * answer it came with in words (AnswerText), which also sets its polarity. E-mail answers never,
 * as they are addresses — their `extra` (the name given) is only used to remove names before
 * anything is sent to a remote model. A matrix, a ranking, a date or a consent carries no written
 * words (and no comment box): the results report them exactly, so the summary does not read them.
 */
final class SurveyQuestions {

	public const TEXT_TYPES    = array( 'text', 'long-text' );
	public const COMMENT_TYPES = SurveyDefaults::COMMENT_TYPES;
	public const EMAIL_TYPE    = 'email';

	/**
	 * Constructor.
	 *
	 * @param array<string, string>               $types     Question id => type, in survey order.
	 * @param array<string, string>               $titles    Question id => title.
	 * @param array<string, array<string, mixed>> $questions Question id => the stored question (settings, options), when known.
	 */
	public function __construct( private readonly array $types, private readonly array $titles, private readonly array $questions = array() ) {
	}

	/**
	 * The questions of a stored survey.
	 *
	 * @param array<string, mixed> $survey A survey as SurveyRepository::find() returns it.
	 * @return self
	 */
	public static function from_survey( array $survey ): self {
		$types     = array();
		$titles    = array();
		$questions = array();
		foreach ( (array) ( $survey['questions'] ?? array() ) as $question ) {
			if ( ! is_array( $question ) || ! is_scalar( $question['id'] ?? null ) || '' === (string) $question['id'] ) {
				continue;
			}
			$id               = (string) $question['id'];
			$types[ $id ]     = is_string( $question['type'] ?? null ) ? $question['type'] : '';
			$titles[ $id ]    = is_string( $question['title'] ?? null ) ? $question['title'] : '';
			$questions[ $id ] = $question;
		}
		return new self( $types, $titles, $questions );
	}

	/**
	 * Questions whose answers are read as written.
	 *
	 * @return string[]
	 */
	public function text_ids(): array {
		return $this->of_types( self::TEXT_TYPES );
	}

	/**
	 * Questions whose comments (extra) are read.
	 *
	 * @return string[]
	 */
	public function comment_ids(): array {
		return $this->of_types( self::COMMENT_TYPES );
	}

	/**
	 * Comment questions answered with several ticks (checkboxes, an image choice of several):
	 * one answer row per tick, each carrying the same comment.
	 *
	 * @return string[]
	 */
	public function tick_ids(): array {
		return array_values( array_filter( $this->comment_ids(), fn( string $id ): bool => AnswerValue::is_multi_row( $this->question( $id ) ) ) );
	}

	/**
	 * Most answer rows one response has for a question: one per option where each tick is a row.
	 *
	 * @param string $question_id The question.
	 * @return int
	 */
	public function most_rows( string $question_id ): int {
		$question = $this->question( $question_id );
		if ( ! AnswerValue::is_multi_row( $question ) ) {
			return 1;
		}
		$options = count( (array) ( $question['config']['options'] ?? array() ) );
		return max( 1, $options, SurveyDefaults::OPTION_LIMITS['checkbox'][1] );
	}

	/**
	 * The answer a comment was left with, in words ('' for written answers).
	 *
	 * @param string   $question_id The question.
	 * @param string[] $values      Its stored values for the response.
	 * @return string
	 */
	public function answer_text( string $question_id, array $values ): string {
		return in_array( $this->types[ $question_id ] ?? '', self::COMMENT_TYPES, true ) ? AnswerText::of( $this->question( $question_id ), $values ) : '';
	}

	/**
	 * What a question's answers are (a scale's range and end words), '' when they say it
	 * themselves.
	 *
	 * @param string $question_id The question.
	 * @return string
	 */
	public function answer_kind( string $question_id ): string {
		return in_array( $this->types[ $question_id ] ?? '', self::COMMENT_TYPES, true ) ? AnswerText::kind( $this->question( $question_id ) ) : '';
	}

	/**
	 * E-mail questions, whose extra is a name.
	 *
	 * @return string[]
	 */
	public function email_ids(): array {
		return $this->of_types( array( self::EMAIL_TYPE ) );
	}

	/**
	 * Question id => title of the questions the summary reads, in survey order.
	 *
	 * @return array<string, string>
	 */
	public function read_titles(): array {
		$titles = array();
		foreach ( array_merge( $this->text_ids(), $this->comment_ids() ) as $id ) {
			$titles[ $id ] = $this->titles[ $id ] ?? '';
		}
		$order = array_flip( array_keys( $this->types ) );
		uksort( $titles, static fn( $a, $b ): int => $order[ (string) $a ] <=> $order[ (string) $b ] );
		return $titles;
	}

	/**
	 * What a rating says about the comment left with it.
	 *
	 * @param string   $question_id The question.
	 * @param int|null $value       The rating (value_num), if any.
	 * @return int 1, 0 or -1.
	 */
	public function polarity( string $question_id, ?int $value ): int {
		if ( null === $value ) {
			return 0;
		}
		switch ( $this->types[ $question_id ] ?? '' ) {
			case 'nps':
				// The spec's buckets: 1–6 detractors, 7–8 passives, 9–10 promoters.
				return $value >= 9 ? 1 : ( $value <= 6 ? -1 : 0 );
			case 'star-rating':
				return $value >= 4 ? 1 : ( $value <= 2 ? -1 : 0 );
			case 'scale':
			case 'smiley':
				// The top quarter of the range is good and the bottom quarter bad, as stars' 4–5
				// and 1–2 of 1–5 (a CSAT's satisfied answers; a CES's 6–7 of 7, "easy").
				$range = TypeStats::range( $this->question( $question_id ) );
				if ( null === $range || $range[1] <= $range[0] ) {
					return 0;
				}
				$place = ( $value - $range[0] ) / ( $range[1] - $range[0] );
				return $place >= 0.75 ? 1 : ( $place <= 0.25 ? -1 : 0 );
			default:
				return 0;
		}
	}

	/**
	 * A question as stored; only its type when the survey was not given.
	 *
	 * @param string $question_id The question.
	 * @return array<string, mixed>
	 */
	private function question( string $question_id ): array {
		return $this->questions[ $question_id ] ?? array( 'type' => $this->types[ $question_id ] ?? '' );
	}

	/**
	 * Question ids of some types, in survey order.
	 *
	 * @param string[] $types Types.
	 * @return string[]
	 */
	private function of_types( array $types ): array {
		return array_map( 'strval', array_keys( array_filter( $this->types, static fn( string $type ): bool => in_array( $type, $types, true ) ) ) );
	}
}
