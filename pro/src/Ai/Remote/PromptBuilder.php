<?php
/**
 * The chat messages sent to a remote model.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Remote;

use UserFeedback\Ai\Summary\SummaryInput;

/**
 * Builds a bounded, redacted prompt: the survey title, the titles of the questions read (a
 * scale's range and end words beside its title), then the answers newest first, one per line
 * ("2026-11-20 | Q2 | text"; a comment as "2026-11-20 | Q3 | [2 on 1–7] text", the answer it was
 * left with in brackets — the survey's own options and scores, no visitor's words), each cut to
 * ANSWER_CHARACTERS, until ANSWER_CAP answers or CHARACTER_CAP characters of answers are reached.
 * Personal data is removed first (PiiRedactor) with the names given in the survey's e-mail
 * answers; e-mail answers themselves are never read. The prompt's counts (never its text) go
 * back in the summary's `sent` block so the admin sees what left the site.
 */
final class PromptBuilder {

	/**
	 * Most answers sent.
	 */
	public const ANSWER_CAP = 300;

	/**
	 * Most characters of answers sent (the lines of answers, not the instructions).
	 */
	public const CHARACTER_CAP = 20000;

	/**
	 * Most characters of one answer sent.
	 */
	public const ANSWER_CHARACTERS = 500;

	/**
	 * Most of the owner's themes named in the prompt (the most frequent).
	 */
	private const THEMES_CAP = 20;

	public function __construct( private readonly PiiRedactor $redactor ) {
	}

	/**
	 * The messages and the counts of what they carry.
	 *
	 * @param SummaryInput $input  The survey and its answers, newest first.
	 * @param string       $locale The language to answer in (a WordPress locale).
	 * @return array{messages: array<int, array{role: string, content: string}>, sent: array<string, mixed>}
	 */
	public function build( SummaryInput $input, string $locale ): array {
		$numbers = array();
		$lines   = array();
		foreach ( $input->questions->read_titles() as $id => $title ) {
			$numbers[ $id ] = 'Q' . ( count( $numbers ) + 1 );
			$kind           = $input->questions->answer_kind( (string) $id );
			$lines[]        = $numbers[ $id ] . ': ' . self::one_line( $title, 200 ) . ( '' === $kind ? '' : ' (' . self::one_line( $kind, 200 ) . ')' );
		}

		$names      = $this->redactor->names_pattern( $input->names() );
		$answers    = array();
		$responses  = array();
		$characters = 0;
		$removed    = array(
			'emails' => 0,
			'ips'    => 0,
			'phones' => 0,
			'names'  => 0,
		);
		foreach ( $input->items as $item ) {
			if ( count( $answers ) >= self::ANSWER_CAP ) {
				break;
			}
			$clean  = $this->redactor->redact( $item->text, $names );
			$answer = '' === $item->answer ? '' : '[' . self::one_line( $item->answer, self::ANSWER_CHARACTERS ) . '] ';
			$line   = (string) wp_date( 'Y-m-d', $item->submitted_at ) . ' | ' . ( $numbers[ $item->question_id ] ?? 'Q?' ) . ' | ' . $answer . self::one_line( $clean['text'], self::ANSWER_CHARACTERS );
			$size   = mb_strlen( $line ) + 1;
			if ( $characters + $size > self::CHARACTER_CAP ) {
				break;
			}
			$answers[]                       = $line;
			$characters                     += $size;
			$responses[ $item->response_id ] = true;
			foreach ( $clean['removed'] as $kind => $count ) {
				$removed[ $kind ] += $count;
			}
		}

		$user = 'Survey: ' . self::one_line( $input->title, 200 ) . "\n\nQuestions:\n" . implode( "\n", $lines )
			. self::themes( $input->themes )
			. "\n\nAnswers, newest first (date | question | answer; a comment starts with the choice or rating it was left with, in brackets):\n" . implode( "\n", $answers );

		return array(
			'messages' => array(
				array(
					'role'    => 'system',
					'content' => self::instructions( $locale ),
				),
				array(
					'role'    => 'user',
					'content' => $user,
				),
			),
			'sent'     => array(
				'answers'       => count( $answers ),
				'responses'     => count( $responses ),
				'characters'    => $characters,
				'removed'       => $removed,
				'answer_cap'    => self::ANSWER_CAP,
				'character_cap' => self::CHARACTER_CAP,
				'truncated'     => count( $answers ) < count( $input->items ) || $input->truncated,
			),
		);
	}

	/**
	 * What the model is asked to do. English: models follow English instructions best; the answer
	 * is asked for in the site user's language.
	 *
	 * @param string $locale A WordPress locale, e.g. de_DE.
	 * @return string
	 */
	private static function instructions( string $locale ): string {
		return 'You summarise survey feedback for the owner of a website. From the answers below, write a short plain-text summary '
			. '(no Markdown, at most 200 words): the main themes with roughly how many respondents mention each, the overall sentiment '
			. '(positive, neutral, negative) and anything that changed over time. Do not invent anything that is not in the answers. '
			. 'Placeholders such as [email], [phone], [ip] and [name] stand for personal data that was removed; never guess it. '
			. 'Write in the language of the locale "' . $locale . '".';
	}

	/**
	 * The owner's themes, so the model names what it finds as the owner does; '' without any.
	 * Labels only (the owner wrote or accepted them), each with how many responses carry it over
	 * the whole survey, not just the answers sent.
	 *
	 * @param array<int, array{id: int, label: string, count: int}> $themes The themes.
	 * @return string
	 */
	private static function themes( array $themes ): string {
		$lines = array();
		foreach ( array_slice( $themes, 0, self::THEMES_CAP ) as $theme ) {
			$lines[] = '- ' . self::one_line( $theme['label'], 120 ) . ' (' . $theme['count'] . ' responses)';
		}
		return array() === $lines ? '' : "\n\nThe site owner's themes for this survey (use these names where the answers fit them):\n" . implode( "\n", $lines );
	}

	/**
	 * Text on one line, cut to a length.
	 *
	 * @param string $text   Text.
	 * @param int    $length Most characters.
	 * @return string
	 */
	private static function one_line( string $text, int $length ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_strlen( $text ) > $length ? mb_substr( $text, 0, $length - 1 ) . '…' : $text;
	}
}
