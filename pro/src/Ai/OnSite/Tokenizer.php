<?php
/**
 * Splits feedback into words, in any script.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Unicode-aware: a word is a run of letters, marks and digits (\p{L}\p{M}\p{N}), with inner
 * apostrophes and hyphens ("don't", "e-mail"); punctuation becomes a break ('') so that phrases
 * never span clauses. Scripts written without spaces (Han, Hiragana, Katakana, Thai, Lao, Khmer,
 * Myanmar) have no words to split on: their runs become overlapping character pairs — the usual
 * dictionary-free way to index them — with pairs of Hiragana alone left out, as those are mostly
 * grammar. Invalid UTF-8 is repaired, never fatal; only the first MAX_CHARACTERS characters of an
 * answer are read, which bounds the cost of a pasted essay.
 */
final class Tokenizer {

	/**
	 * Characters of one answer that are read.
	 */
	public const MAX_CHARACTERS = 2000;

	/**
	 * Scripts written without spaces between words (a regex character-class body).
	 */
	private const UNSPACED = '\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}';

	/**
	 * The words of a text, lower case, in order, with '' where a phrase must break.
	 *
	 * @param string $text Feedback.
	 * @return string[]
	 */
	public function words( string $text ): array {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = (string) mb_convert_encoding( $text, 'UTF-8', 'UTF-8' );
		}
		$text = mb_strtolower( mb_substr( $text, 0, self::MAX_CHARACTERS ) );
		$text = str_replace( array( '’', 'ʼ', '‘' ), "'", $text );
		if ( ! preg_match_all( "/[\p{L}\p{M}\p{N}]+(?:['\-][\p{L}\p{M}\p{N}]+)*|[^\p{L}\p{M}\p{N}\s]/u", $text, $matches ) ) {
			return array();
		}
		$words = array();
		foreach ( $matches[0] as $token ) {
			if ( 1 !== preg_match( '/[\p{L}\p{N}]/u', $token ) ) {
				$words[] = '';
			} elseif ( 1 === preg_match( '/[' . self::UNSPACED . ']/u', $token ) ) {
				array_push( $words, ...self::unspaced( $token ) );
			} else {
				$words[] = $token;
			}
		}
		return $words;
	}

	/**
	 * Whether a word comes from a script written without spaces (a character pair).
	 *
	 * @param string $word A word from words().
	 * @return bool
	 */
	public static function is_unspaced( string $word ): bool {
		return 1 === preg_match( '/[' . self::UNSPACED . ']/u', $word );
	}

	/**
	 * A token holding text without spaces: each such run as overlapping character pairs, each pair
	 * its own phrase; any other run (Latin letters, digits) as a word.
	 *
	 * @param string $token A token with at least one unspaced character.
	 * @return string[]
	 */
	private static function unspaced( string $token ): array {
		$runs  = preg_split( '/([' . self::UNSPACED . ']+)/u', $token, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
		$words = array( '' );
		foreach ( is_array( $runs ) ? $runs : array() as $run ) {
			$run = (string) $run;
			if ( ! self::is_unspaced( $run ) ) {
				array_push( $words, $run, '' );
				continue;
			}
			$characters = mb_str_split( $run );
			$last       = count( $characters ) - 1;
			for ( $i = 0; $i < $last; $i++ ) {
				$pair = $characters[ $i ] . $characters[ $i + 1 ];
				if ( 1 !== preg_match( '/^\p{Hiragana}+$/u', $pair ) ) {
					array_push( $words, $pair, '' );
				}
			}
		}
		return $words;
	}
}
