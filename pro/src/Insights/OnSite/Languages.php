<?php
/**
 * A locale's language and its words.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * Reads the language part of a WordPress locale ("de_DE_formal" → German, "es" → Spanish) and
 * hands out each language's data class.
 */
final class Languages {

	/**
	 * The language of a locale, or null when it has no data.
	 *
	 * @param string $locale A locale such as en_US, de_CH or es.
	 * @return Language|null
	 */
	public static function of( string $locale ): ?Language {
		$part = strtolower( (string) preg_replace( '/[_\-].*$/', '', trim( $locale ) ) );
		return Language::tryFrom( $part );
	}

	/**
	 * A language's words.
	 *
	 * @param Language $language The language.
	 * @return LanguageWords
	 */
	public static function words( Language $language ): LanguageWords {
		return match ( $language ) {
			Language::English => new EnglishWords(),
			Language::German  => new GermanWords(),
			Language::French  => new FrenchWords(),
			Language::Spanish => new SpanishWords(),
		};
	}
}
