<?php
/**
 * The language the page being rendered is in.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Surveys\Translations\Locale;

/**
 * A property of the page, never of the visitor (no Accept-Language, no cookie): a page cache
 * keeps one copy per URL, and each copy's surveys are in its page's language.
 * Polylang and WPML are asked through their documented API (`pll_current_language()`, the
 * `wpml_current_language` and `wpml_active_languages` filters), since their language is the
 * page's even where a theme renders in another locale; otherwise the locale WordPress renders
 * the page in.
 */
final class PageLanguage {

	/**
	 * The page's locale, asked once per request: every survey of the page shares it.
	 *
	 * @var string|null
	 */
	private ?string $current = null;

	/**
	 * The page's locale.
	 *
	 * @return string
	 */
	public function current(): string {
		return $this->current ??= $this->detect();
	}

	/**
	 * The page's locale, from Polylang, WPML or WordPress.
	 *
	 * @return string
	 */
	private function detect(): string {
		if ( function_exists( 'pll_current_language' ) ) {
			$locale = call_user_func( 'pll_current_language', 'locale' );
			if ( is_string( $locale ) && Locale::is_valid( $locale ) ) {
				return $locale;
			}
		}
		$code = apply_filters( 'wpml_current_language', null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPML's own filter, asked as WPML documents it.
		if ( is_string( $code ) && '' !== $code ) {
			$languages = apply_filters( 'wpml_active_languages', null, array( 'skip_missing' => 0 ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- as above.
			$locale    = is_array( $languages ) && is_array( $languages[ $code ] ?? null ) ? ( $languages[ $code ]['default_locale'] ?? '' ) : '';
			if ( is_string( $locale ) && Locale::is_valid( $locale ) ) {
				return $locale;
			}
		}
		$locale = determine_locale();
		return Locale::is_valid( $locale ) ? $locale : Locale::site();
	}
}
