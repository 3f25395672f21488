<?php
/**
 * Key phrases of one answer.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Turns words into candidate key phrases: single words and pairs of adjacent words, keyed by
 * their stems ("slow deliveries" → "slow delivery"), with their written form. Stop words, digits
 * and one-letter words break phrases. Opinion words ("great", "slow") are not phrases alone — they
 * say how, not what — but may start a pair ("slow delivery"). Character pairs of unspaced scripts
 * are phrases alone and never pair up. Classifying a word is memoised: feedback repeats words.
 */
final class TermExtractor {

	/**
	 * Word => [stem, may pair, may stand alone], or false when it breaks phrases.
	 *
	 * @var array<string, array{0: string, 1: bool, 2: bool}|false>
	 */
	private array $memo = array();

	/**
	 * Most words memoised before the memo starts over (bounds memory in long runs).
	 */
	private const MEMO_SIZE = 50000;

	public function __construct( private readonly StopWords $stop_words, private readonly Stemmer $stemmer, private readonly Sentiment $sentiment ) {
	}

	/**
	 * The key phrases of some words, each once, with the written form seen first.
	 *
	 * @param string[] $words Words (Tokenizer::words()).
	 * @return array<string, string> Key => written form.
	 */
	public function terms( array $words ): array {
		$terms    = array();
		$previous = null;
		foreach ( $words as $word ) {
			if ( ! isset( $this->memo[ $word ] ) ) {
				if ( count( $this->memo ) >= self::MEMO_SIZE ) {
					$this->memo = array();
				}
				$this->memo[ $word ] = $this->classify( $word );
			}
			$info = $this->memo[ $word ];
			if ( false === $info ) {
				$previous = null;
				continue;
			}
			list( $key, $pairs, $alone ) = $info;
			if ( $alone && ! isset( $terms[ $key ] ) ) {
				$terms[ $key ] = $word;
			}
			if ( ! $pairs ) {
				$previous = null;
				continue;
			}
			if ( null !== $previous && $previous[0] !== $key ) {
				$pair = $previous[0] . ' ' . $key;
				if ( ! isset( $terms[ $pair ] ) ) {
					$terms[ $pair ] = $previous[1] . ' ' . $word;
				}
			}
			$previous = array( $key, $word );
		}
		return $terms;
	}

	/**
	 * What a word is.
	 *
	 * @param string $word A word, or '' for a break.
	 * @return array{0: string, 1: bool, 2: bool}|false
	 */
	private function classify( string $word ) {
		if ( '' === $word || $this->stop_words->is_stop_word( $word ) ) {
			return false;
		}
		if ( Tokenizer::is_unspaced( $word ) ) {
			return array( $word, false, true );
		}
		if ( mb_strlen( $word ) < 2 || 1 === preg_match( "/^[\p{N}'\-]+$/u", $word ) ) {
			return false;
		}
		return array( $this->stemmer->stem( $word ), true, ! $this->sentiment->is_opinion_word( $word ) );
	}
}
