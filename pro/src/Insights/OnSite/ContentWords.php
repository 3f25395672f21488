<?php
/**
 * What an answer is about, word by word.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

use UserFeedback\Ai\OnSite\StopWords;
use UserFeedback\Ai\OnSite\Tokenizer;

/**
 * An answer's words with their stems, and which of them are content: not a stop word (the
 * built-in lists plus the language's feedback fillers), not a number, at least MIN_LENGTH
 * letters. Opinion words are content too but flagged: "slow" says how, not what, so it never
 * makes a theme alone unless it names a topic (Topics: "slow", "laggy" and "crash" are one about
 * speed; "expensive" one about price). A word of a topic stands for its topic's key, whatever
 * its length or stop-word status. Classifying a word is memoised (MEMO_SIZE words).
 */
final class ContentWords {

	private const MIN_LENGTH = 3;

	private const MEMO_SIZE = 50000;

	/**
	 * Stop words of the language beyond the built-in lists.
	 *
	 * @var array<string, true>
	 */
	private array $extra;

	/**
	 * Word => [stem, is content, is opinion].
	 *
	 * @var array<string, array{0: string, 1: bool, 2: bool}>
	 */
	private array $memo = array();

	public function __construct( private readonly Tokenizer $tokenizer, private readonly StopWords $stop_words, private readonly SuffixStemmer $stemmer, private readonly Vocabulary $vocabulary, private readonly Topics $topics, LanguageWords $words, private readonly Language $language ) {
		$extra       = preg_split( '/\s+/u', trim( $words->stop_words() ), -1, PREG_SPLIT_NO_EMPTY );
		$this->extra = array_fill_keys( is_array( $extra ) ? $extra : array(), true );
	}

	/**
	 * The answer's words in order, '' at breaks, a topic's phrases joined ("log in").
	 *
	 * @param string $text The answer.
	 * @return string[]
	 */
	public function words( string $text ): array {
		$words = $this->tokenizer->words( $text );
		return $this->topics->join( Language::French === $this->language ? Elision::strip( $words ) : $words );
	}

	/**
	 * What a word is: its stem, whether it is content, whether it carries an opinion.
	 *
	 * @param string $word A word from words().
	 * @return array{0: string, 1: bool, 2: bool}
	 */
	public function classify( string $word ): array {
		if ( isset( $this->memo[ $word ] ) ) {
			return $this->memo[ $word ];
		}
		if ( count( $this->memo ) >= self::MEMO_SIZE ) {
			$this->memo = array();
		}
		$topic = '' === $word ? null : $this->topics->word( $word );
		if ( null !== $topic ) {
			$this->memo[ $word ] = array( $topic, true, ! str_contains( $word, ' ' ) && 0.0 !== $this->vocabulary->opinion( $word ) );
			return $this->memo[ $word ];
		}
		$content             = '' !== $word && mb_strlen( $word ) >= self::MIN_LENGTH && ! isset( $this->extra[ $word ] ) && ! $this->stop_words->is_stop_word( $word ) && 1 !== preg_match( "/^[\p{N}'\-]+$/u", $word ) && null === $this->vocabulary->role( $word );
		$stem                = $content ? $this->stemmer->stem( $word ) : $word;
		$this->memo[ $word ] = array( $content ? $this->topics->stem( $stem ) ?? $stem : $word, $content, $content && 0.0 !== $this->vocabulary->opinion( $word ) );
		return $this->memo[ $word ];
	}

	/**
	 * Whether a word is kept before an opinion it bends when a theme is named: a word of excess
	 * or a negation ("too slow", "not reliable").
	 *
	 * @param string $word A word.
	 * @return bool
	 */
	public function bends( string $word ): bool {
		$role = $this->vocabulary->role( $word );
		return null !== $role && ( Role::Excess === $role[0] || Role::Negation === $role[0] );
	}

	/**
	 * The stems of an answer's content words, each once: stem => whether it is only ever written
	 * as an opinion word ("too expensive": yes; "the price is too expensive": no).
	 *
	 * @param string[] $words Words from words().
	 * @return array<string, bool>
	 */
	public function stems( array $words ): array {
		$stems = array();
		foreach ( $words as $word ) {
			list( $stem, $content, $opinion ) = $this->classify( $word );
			if ( $content ) {
				$stems[ $stem ] = ( $stems[ $stem ] ?? true ) && $opinion;
			}
		}
		return $stems;
	}
}
