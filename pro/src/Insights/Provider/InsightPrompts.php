<?php
/**
 * The chat messages that ask the owner's model for readings and themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Provider;

use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\PromptBuilder;

/**
 * Bounded and redacted as the AI summary's prompt (PromptBuilder, PiiRedactor): each answer on
 * one line, cut to PromptBuilder::ANSWER_CHARACTERS, e-mail addresses, IP addresses, phone
 * numbers and the names given in the answer's own response replaced by placeholders before
 * anything leaves the site; a suggestion reads at most PromptBuilder::ANSWER_CAP answers and
 * CHARACTER_CAP characters of them. The instructions are English (models follow English best)
 * and ask for one JSON object of a fixed shape (InsightReply checks it); answers are numbered
 * from 1 in the request, so a reply can only name answers it was sent.
 *
 * @phpstan-import-type Theme from \UserFeedback\Insights\InsightAnalyzer
 */
final class InsightPrompts {

	/** The system message's first words: what the request asks for (the replay server reads them too). */
	public const ANALYSE = 'You label survey feedback';
	public const SUGGEST = 'You find recurring themes in survey feedback';

	/** Most themes asked for in one suggestion. */
	public const MAX_THEMES = 15;

	public function __construct( private readonly PiiRedactor $redactor ) {
	}

	/**
	 * The messages asking for the readings of some answers of one theme set.
	 *
	 * @param list<array{text: string, locale: string, names: list<string>}> $answers Answers; the request's ids are their positions + 1.
	 * @param array<int, Theme>                                              $themes  The survey's themes.
	 * @return array{messages: list<array{role: string, content: string}>, removed: int}
	 */
	public function analysis( array $answers, array $themes ): array {
		$lines   = array();
		$removed = 0;
		$cache   = array();
		foreach ( $answers as $index => $answer ) {
			$key = implode( "\0", $answer['names'] );
			if ( ! array_key_exists( $key, $cache ) ) {
				$cache[ $key ] = $this->redactor->names_pattern( $answer['names'] );
			}
			$clean    = $this->redactor->redact( $answer['text'], $cache[ $key ] );
			$removed += array_sum( $clean['removed'] );
			$lines[]  = ( $index + 1 ) . ' | ' . self::one_line( $answer['locale'], 20 ) . ' | ' . self::one_line( $clean['text'], PromptBuilder::ANSWER_CHARACTERS );
		}
		$listed = array();
		foreach ( $themes as $theme ) {
			$examples = array_map( static fn( string $example ): string => self::one_line( $example, 100 ), array_slice( $theme['examples'], 0, 8 ) );
			$listed[] = '- ' . self::one_line( $theme['label'], 200 ) . ( array() === $examples ? '' : ' (for example: ' . implode( '; ', $examples ) . ')' );
		}
		$user = ( array() === $listed ? "Themes: none, so every \"themes\" list is empty.\n" : "Themes:\n" . implode( "\n", $listed ) . "\n" )
			. "\nAnswers (id | language | text):\n" . implode( "\n", $lines );
		return array(
			'messages' => self::messages(
				self::ANALYSE . ' for the owner of a website. For every answer below give its sentiment, a score and which of the listed themes it is about. '
				. 'Reply with one JSON object and nothing else, of exactly this form: {"answers":[{"id":1,"sentiment":"negative","score":-0.7,"themes":["a theme label"]}]}. '
				. 'Rules: one entry for every answer id, each id once, no other keys; "sentiment" is "positive", "neutral" or "negative"; '
				. '"score" is a number from -1 (very negative) to 1 (very positive): above 0 when positive, below 0 when negative, from -0.5 to 0.5 when neutral; '
				. '"themes" lists labels copied exactly from the Themes list (an empty list when none fits; never a new label). '
				. 'Answers may be in any language: read each in its own. A question or a request with no feeling either way is neutral. '
				. 'Placeholders such as [email], [phone], [ip] and [name] stand for personal data that was removed; never guess it.',
				$user
			),
			'removed'  => $removed,
		);
	}

	/**
	 * The messages asking for themes suggested from a survey's answers.
	 *
	 * @param string[] $texts  The answers, newest first.
	 * @param string   $locale The survey's language (the labels' language).
	 * @param string[] $names  Names given with the survey's e-mail answers.
	 * @return array{messages: list<array{role: string, content: string}>, answers: int, removed: int}
	 */
	public function suggestion( array $texts, string $locale, array $names ): array {
		$pattern    = $this->redactor->names_pattern( $names );
		$lines      = array();
		$characters = 0;
		$removed    = 0;
		foreach ( $texts as $text ) {
			if ( count( $lines ) >= PromptBuilder::ANSWER_CAP ) {
				break;
			}
			$clean = $this->redactor->redact( (string) $text, $pattern );
			$line  = '- ' . self::one_line( $clean['text'], PromptBuilder::ANSWER_CHARACTERS );
			$size  = mb_strlen( $line ) + 1;
			if ( $characters + $size > PromptBuilder::CHARACTER_CAP ) {
				break;
			}
			$lines[]     = $line;
			$characters += $size;
			$removed    += array_sum( $clean['removed'] );
		}
		return array(
			'messages' => self::messages(
				self::SUGGEST . ' for the owner of a website. Find the themes that at least two of the answers below are about, at most ' . self::MAX_THEMES . '. '
				. 'Name each as a person would, in a short phrase (such as "Checkout is too slow on mobile"), in the language of the locale "' . self::one_line( $locale, 20 ) . '", '
				. 'and give 2 to 6 short example phrases for it, copied from the answers, that other answers about it would contain. '
				. 'Reply with one JSON object and nothing else, of exactly this form: {"themes":[{"label":"a short phrase","examples":["a phrase","another phrase"]}]}, no other keys; {"themes":[]} when nothing recurs. '
				. 'Placeholders such as [email], [phone], [ip] and [name] stand for personal data that was removed; never use them in a label or an example.',
				"Answers (one per line):\n" . implode( "\n", $lines )
			),
			'answers'  => count( $lines ),
			'removed'  => $removed,
		);
	}

	/**
	 * A system and a user message.
	 *
	 * @param string $system Instructions.
	 * @param string $user   The data.
	 * @return list<array{role: string, content: string}>
	 */
	private static function messages( string $system, string $user ): array {
		return array(
			array(
				'role'    => 'system',
				'content' => $system,
			),
			array(
				'role'    => 'user',
				'content' => $user,
			),
		);
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
