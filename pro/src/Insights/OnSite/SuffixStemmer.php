<?php
/**
 * Word forms folded for grouping and matching.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

use UserFeedback\Ai\OnSite\LightStemmer;
use UserFeedback\Ai\OnSite\Stemmer;

/**
 * A light suffix stripper with truncation: English plurals first (the summariser's
 * LightStemmer), then the language's first listed ending that leaves at least MIN_STEM letters,
 * a German "ge-" participle prefix, and the rest cut to MAX_STEM letters. Truncation is the
 * crude, dictionary-free way to fold compounds and inflections in four languages at once
 * ("Lieferung", "Lieferzeit", "geliefert" → "liefer"; "delivered", "delivery" → "delive"); it
 * is only ever used as a key, never shown.
 */
final class SuffixStemmer implements Stemmer {

	private const MIN_STEM = 4;

	private const MAX_STEM = 6;

	/**
	 * The language's endings, longest first.
	 *
	 * @var string[]
	 */
	private array $suffixes;

	public function __construct( LanguageWords $words, private readonly Language $language, private readonly LightStemmer $plurals ) {
		$suffixes = preg_split( '/\s+/', trim( $words->suffixes() ), -1, PREG_SPLIT_NO_EMPTY );
		$suffixes = is_array( $suffixes ) ? $suffixes : array();
		usort( $suffixes, static fn( string $a, string $b ): int => mb_strlen( $b ) <=> mb_strlen( $a ) );
		$this->suffixes = $suffixes;
	}

	public function stem( string $word ): string {
		if ( Language::English === $this->language ) {
			$word = $this->plurals->stem( $word );
		}
		$length = mb_strlen( $word );
		foreach ( $this->suffixes as $suffix ) {
			if ( str_ends_with( $word, $suffix ) && $length - mb_strlen( $suffix ) >= self::MIN_STEM ) {
				$word = mb_substr( $word, 0, $length - mb_strlen( $suffix ) );
				break;
			}
		}
		if ( Language::German === $this->language && str_starts_with( $word, 'ge' ) && mb_strlen( $word ) >= 7 ) {
			$word = mb_substr( $word, 2 );
		}
		return mb_substr( $word, 0, self::MAX_STEM );
	}
}
