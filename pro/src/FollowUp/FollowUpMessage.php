<?php
/**
 * The follow-up e-mail to a respondent: its address, subject and body.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\FollowUp;

use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Built from the stored survey and the stored response, never from what a request carried:
 * - the address is the response's answer to the chosen e-mail question, and only if WordPress's
 *   is_email() takes it whole (an answer the server refused is never stored; an anonymised one
 *   reads "[removed]" and a 1.x import may hold anything, so it is checked again here);
 * - the subject and body are the owner's, with their recalls (Recall) filled in as plain text: a
 *   choice as its label, ticked options joined with commas, a ranking as its top pick, a rating,
 *   NPS, scale or smiley answer as its number, a date in the site's date format, written text as
 *   typed with its spaces collapsed (cut at RECALL_MAX); an empty answer or hidden field reads as
 *   the fallback, else as nothing. The same reading as the widget's (widget/src/recall.ts), so a
 *   title and an e-mail say the same thing; a smiley is its number here (the faces' names are the
 *   widget's words, in the visitor's language);
 * - a plain-text transactional notice: the owner's body, then the site's name and address and
 *   why the respondent gets it. No unsubscribe link: it is one e-mail about one response the
 *   respondent just sent, not a list.
 */
final class FollowUpMessage {

	/** The longest recalled text; longer answers end in an ellipsis. */
	public const RECALL_MAX = 1000;

	/** The longest subject sent, recalls filled in (mail clients cut long ones anyway). */
	public const SUBJECT_MAX = 255;

	/**
	 * The message for a response, or null when there is no address to send it to.
	 *
	 * @param array<string, mixed>                                                                           $survey The stored survey.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows   The response's answer rows.
	 * @param array<string, string>                                                                          $fields Its hidden fields' values.
	 * @return array{to: string, subject: string, body: string}|null
	 */
	public static function build( array $survey, array $rows, array $fields = array() ): ?array {
		$to = self::address( $survey, $rows );
		if ( null === $to ) {
			return null;
		}
		$settings  = self::settings( $survey );
		$questions = array_values( array_filter( (array) ( $survey['questions'] ?? array() ), 'is_array' ) );
		$subject   = self::fill( self::plain( $settings['subject'] ), $questions, $rows, $fields );
		$site      = self::plain( (string) get_bloginfo( 'name' ) );
		$footer    = array(
			'-- ',
			'' === $site ? home_url( '/' ) : $site . "\n" . home_url( '/' ),
			'',
			sprintf(
				/* translators: 1: survey title, 2: site name. */
				__( 'You receive this e-mail because you answered the survey “%1$s” on %2$s and gave this address. It is sent once, for this response only.', 'userfeedback' ),
				self::plain( (string) ( $survey['title'] ?? '' ) ),
				'' === $site ? home_url( '/' ) : $site
			),
		);
		return array(
			'to'      => $to,
			// One line: an answer recalled into it can carry no header of its own.
			'subject' => mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', $subject ) ), 0, self::SUBJECT_MAX ),
			'body'    => rtrim( self::fill( self::plain( $settings['body'] ), $questions, $rows, $fields ) ) . "\n\n" . implode( "\n", $footer ) . "\n",
		);
	}

	/**
	 * The address the follow-up goes to: the response's answer to the chosen e-mail question,
	 * when it is an e-mail address; otherwise null.
	 *
	 * @param array<string, mixed>                                  $survey The stored survey.
	 * @param array<int, array{question_id: string, value: string}> $rows   The response's answer rows.
	 * @return string|null
	 */
	public static function address( array $survey, array $rows ): ?string {
		$question_id = self::settings( $survey )['question_id'];
		$question    = null;
		foreach ( (array) ( $survey['questions'] ?? array() ) as $candidate ) {
			if ( is_array( $candidate ) && (string) ( $candidate['id'] ?? '' ) === $question_id ) {
				$question = $candidate;
			}
		}
		if ( '' === $question_id || null === $question || 'email' !== ( $question['type'] ?? '' ) ) {
			return null;
		}
		$answers = array_values( array_filter( $rows, static fn( array $row ): bool => $row['question_id'] === $question_id ) );
		if ( 1 !== count( $answers ) ) {
			return null;
		}
		$address = $answers[0]['value'];
		// Exactly the stored answer: no trimming into validity, no second address after a comma
		// or a line break (is_email() refuses them).
		return strlen( $address ) <= 254 && false !== is_email( $address ) ? $address : null;
	}

	/**
	 * The survey's follow-up settings, with the stored shape's defaults.
	 *
	 * @param array<string, mixed> $survey The stored survey.
	 * @return array{active: bool, question_id: string, subject: string, body: string}
	 */
	public static function settings( array $survey ): array {
		$follow_up = $survey['notifications']['follow_up'] ?? array();
		$follow_up = is_array( $follow_up ) ? $follow_up : array();
		return array(
			'active'      => ! empty( $follow_up['active'] ),
			'question_id' => is_string( $follow_up['question_id'] ?? null ) ? $follow_up['question_id'] : '',
			'subject'     => is_string( $follow_up['subject'] ?? null ) ? $follow_up['subject'] : '',
			'body'        => is_string( $follow_up['body'] ?? null ) ? $follow_up['body'] : '',
		);
	}

	/**
	 * A text with its recalls filled in.
	 *
	 * @param string                                                                                         $text      The text.
	 * @param array<int, array<string, mixed>>                                                               $questions The survey's questions.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows      The response's answer rows.
	 * @param array<string, string>                                                                          $fields    Its hidden fields' values.
	 * @return string
	 */
	public static function fill( string $text, array $questions, array $rows, array $fields ): string {
		if ( ! str_contains( $text, '{{' ) ) {
			return $text;
		}
		$by_id = array();
		foreach ( $questions as $question ) {
			$by_id[ (string) ( $question['id'] ?? '' ) ] = $question;
		}
		$values = array();
		foreach ( $rows as $row ) {
			$values[ $row['question_id'] ][] = $row['value'];
		}
		return (string) preg_replace_callback(
			Recall::PATTERN,
			static function ( array $m ) use ( $by_id, $values, $fields ): string {
				$ref = $m[2];
				if ( 'field' === $m[1] ) {
					$value = $fields[ $ref ] ?? '';
				} else {
					$value = isset( $by_id[ $ref ], $values[ $ref ] ) ? self::answer_text( $by_id[ $ref ], $values[ $ref ] ) : '';
				}
				$value = trim( (string) preg_replace( '/\s+/u', ' ', $value ) );
				if ( mb_strlen( $value ) > self::RECALL_MAX ) {
					$value = trim( mb_substr( $value, 0, self::RECALL_MAX - 1 ) ) . '…';
				}
				return '' !== $value ? $value : trim( $m[3] ?? '' );
			},
			$text
		);
	}

	/**
	 * One question's answer as it reads inside a sentence ('' for none, or for a type that has no
	 * short form).
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string[]             $values   Its rows' values, in stored order.
	 * @return string
	 */
	public static function answer_text( array $question, array $values ): string {
		$type = (string) ( $question['type'] ?? '' );
		if ( ! in_array( $type, SurveyDefaults::RECALL_SOURCE_TYPES, true ) ) {
			return '';
		}
		$answer = AnswerValue::of( $question, $values );
		if ( is_array( $answer ) ) {
			return 'ranking' === $type ? (string) ( array_values( $answer )[0] ?? '' ) : implode( ', ', $answer );
		}
		$answer = (string) $answer;
		if ( 'date' === $type && 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $answer ) ) {
			$time = strtotime( $answer . ' 12:00:00 UTC' );
			return false === $time ? $answer : (string) wp_date( (string) get_option( 'date_format' ), $time, new \DateTimeZone( 'UTC' ) );
		}
		return $answer;
	}

	/**
	 * Stored text (sanitised as HTML-safe text) as plain text: entities back to characters.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	private static function plain( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
