<?php
/**
 * Which of a survey's questions carry written feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * Sorts a survey's questions for the summary: text and long-text answers are read as they are;
 * radio, checkbox, star and NPS answers only for the comment left with them (`extra`), because
 * on NPS surveys those comments are most of what respondents write; e-mail answers never, as they
 * are addresses — their `extra` (the name given) is only used to remove names before anything is
 * sent to a remote model.
 */
final class SurveyQuestions {

	public const TEXT_TYPES    = array( 'text', 'long-text' );
	public const COMMENT_TYPES = array( 'radio-button', 'checkbox', 'star-rating', 'nps' );
	public const EMAIL_TYPE    = 'email';

	/**
	 * Constructor.
	 *
	 * @param array<string, string> $types  Question id => type, in survey order.
	 * @param array<string, string> $titles Question id => title.
	 */
	public function __construct( private readonly array $types, private readonly array $titles ) {
	}

	/**
	 * The questions of a stored survey.
	 *
	 * @param array<string, mixed> $survey A survey as SurveyRepository::find() returns it.
	 * @return self
	 */
	public static function from_survey( array $survey ): self {
		$types  = array();
		$titles = array();
		foreach ( (array) ( $survey['questions'] ?? array() ) as $question ) {
			if ( ! is_array( $question ) || ! is_scalar( $question['id'] ?? null ) || '' === (string) $question['id'] ) {
				continue;
			}
			$id            = (string) $question['id'];
			$types[ $id ]  = is_string( $question['type'] ?? null ) ? $question['type'] : '';
			$titles[ $id ] = is_string( $question['title'] ?? null ) ? $question['title'] : '';
		}
		return new self( $types, $titles );
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
	 * Checkbox questions: one answer row per tick, each carrying the same comment.
	 *
	 * @return string[]
	 */
	public function checkbox_ids(): array {
		return $this->of_types( array( 'checkbox' ) );
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
			default:
				return 0;
		}
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
