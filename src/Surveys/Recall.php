<?php
/**
 * Recall: an earlier answer or a hidden field inside a question's title.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * The syntax, shared with the widget (widget/src/recall.ts, which fills it in for the visitor):
 * `{{answer:QUESTION_ID}}` or `{{field:NAME}}`, each with an optional fallback after a bar,
 * `{{answer:q1|your score}}`, read when the answer or the field is empty (a skipped question, one
 * a jump or logic passed by, a field with no value). Spaces are allowed inside the braces around
 * the reference and the fallback, never between `answer` or `field` and the colon.
 *
 * Anything that starts like a recall (`{{answer:`, `{{field:`) and is not one is refused on save
 * (RecallValidator), so a visitor never reads a raw placeholder; other double braces are text.
 */
final class Recall {

	/** One recall: 1 kind, 2 reference, 3 fallback (absent without a bar). */
	public const PATTERN = '/\{\{\s*(answer|field):([A-Za-z0-9_-]{1,64})\s*(?:\|([^{}]*))?\}\}/';

	/** Where a recall starts: counted against PATTERN's matches to find the broken ones. */
	private const START = '/\{\{\s*(?:answer|field)\s*:/';

	/**
	 * The recalls of a text, in order.
	 *
	 * @param string $text The text.
	 * @return array<int, array{kind: string, ref: string, fallback: string}>
	 */
	public static function parse( string $text ): array {
		if ( ! str_contains( $text, '{{' ) ) {
			return array();
		}
		preg_match_all( self::PATTERN, $text, $matches, PREG_SET_ORDER );
		return array_map(
			static fn( array $m ): array => array(
				'kind'     => $m[1],
				'ref'      => $m[2],
				'fallback' => trim( $m[3] ?? '' ),
			),
			$matches
		);
	}

	/**
	 * Whether a text holds something that starts like a recall but is not one (a missing `}}`,
	 * a reference with other characters, a brace in the fallback).
	 *
	 * @param string $text The text.
	 * @return bool
	 */
	public static function has_broken( string $text ): bool {
		return str_contains( $text, '{{' ) && preg_match_all( self::START, $text ) > count( self::parse( $text ) );
	}

	/**
	 * A text as an administrator reads it outside the builder (results, responses, exports,
	 * e-mails): each recall as its fallback in braces, `{your score}`, or without one as what
	 * it recalls, `{Question 2}` or `{utm_source}`.
	 *
	 * @param string                           $text      The text.
	 * @param array<int, array<string, mixed>> $questions The survey's questions, in order.
	 * @return string
	 */
	public static function readable( string $text, array $questions ): string {
		if ( ! str_contains( $text, '{{' ) ) {
			return $text;
		}
		$positions = array();
		foreach ( array_values( $questions ) as $i => $question ) {
			$positions[ (string) ( $question['id'] ?? '' ) ] = $i + 1;
		}
		return (string) preg_replace_callback(
			self::PATTERN,
			static function ( array $m ) use ( $positions ): string {
				$fallback = trim( $m[3] ?? '' );
				if ( '' !== $fallback ) {
					return '{' . $fallback . '}';
				}
				if ( 'field' === $m[1] || ! isset( $positions[ $m[2] ] ) ) {
					return '{' . $m[2] . '}';
				}
				/* translators: %d: question number. */
				return '{' . sprintf( __( 'Question %d', 'userfeedback' ), $positions[ $m[2] ] ) . '}';
			},
			$text
		);
	}

	/**
	 * The questions with their titles as an administrator reads them (readable()): for what an
	 * owner reads outside the builder — results, exports, e-mails, webhooks, personal data.
	 *
	 * @param array<int, mixed> $questions The survey's questions, in order.
	 * @return array<int, mixed>
	 */
	public static function readable_titles( array $questions ): array {
		$list = array_values( array_filter( $questions, 'is_array' ) );
		return array_map(
			static fn( $question ) => is_array( $question ) && is_string( $question['title'] ?? null )
				? array_merge( $question, array( 'title' => self::readable( $question['title'], $list ) ) )
				: $question,
			$questions
		);
	}
}
