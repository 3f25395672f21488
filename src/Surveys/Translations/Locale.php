<?php
/**
 * WordPress locale codes: which are well formed, which read right to left, which the site has.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

/**
 * A survey's languages are WordPress locale codes (`fr_FR`, `ar`, `de_DE_formal`, `pt_PT_ao90`):
 * the codes WordPress's own language packs use, so a page's locale and a survey's language
 * compare as they are.
 */
final class Locale {

	/** A language (2–3 letters), an optional region, an optional variant. */
	public const PATTERN = '^[a-z]{2,3}(_[A-Z]{2})?(_[0-9a-z]{2,12})?$';

	/**
	 * Languages written right to left, by their language part (WordPress ships these locales,
	 * whether or not this site has them installed, so the direction cannot come from a loaded
	 * translation).
	 */
	public const RTL_LANGUAGES = array( 'ar', 'arc', 'arq', 'ary', 'azb', 'ckb', 'dv', 'fa', 'haz', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'skr', 'syr', 'ug', 'ur', 'yi' );

	/**
	 * Whether a text is a well-formed locale code.
	 *
	 * @param mixed $code The code.
	 * @return bool
	 */
	public static function is_valid( $code ): bool {
		return is_string( $code ) && 1 === preg_match( '/' . self::PATTERN . '/', $code );
	}

	/**
	 * The language part of a locale: `fr` of `fr_FR`.
	 *
	 * @param string $locale The locale.
	 * @return string
	 */
	public static function language( string $locale ): string {
		return strtolower( explode( '_', $locale, 2 )[0] );
	}

	/**
	 * A locale as a BCP 47 language tag, as XLIFF and translators' tools name languages:
	 * `fr_FR` → `fr-FR`. A WordPress variant (`formal`, `ao90`) is no registered BCP 47 subtag,
	 * so it goes into the private-use part: `de_DE_formal` → `de-DE-x-formal`.
	 *
	 * @param string $locale The locale.
	 * @return string
	 */
	public static function to_tag( string $locale ): string {
		$tag = array();
		foreach ( explode( '_', $locale ) as $i => $part ) {
			$is_region = $i > 0 && 1 === preg_match( '/^[A-Z]{2}$/D', $part );
			$tag[]     = 0 === $i || $is_region ? $part : 'x-' . $part;
		}
		return implode( '-', $tag );
	}

	/**
	 * Whether a locale's script runs right to left.
	 *
	 * @param string $locale The locale.
	 * @return bool
	 */
	public static function is_rtl( string $locale ): bool {
		return in_array( self::language( $locale ), self::RTL_LANGUAGES, true );
	}

	/**
	 * The site's own language, a survey's language when it names none.
	 *
	 * @return string
	 */
	public static function site(): string {
		$locale = get_locale();
		return self::is_valid( $locale ) ? $locale : 'en_US';
	}

	/**
	 * The languages this site has installed (WordPress's language packs), the site's first: the
	 * builder offers them before any other.
	 *
	 * @return string[]
	 */
	public static function installed(): array {
		$installed = function_exists( 'get_available_languages' ) ? get_available_languages() : array();
		$codes     = array_merge( array( self::site(), 'en_US' ), $installed );
		return array_values( array_unique( array_filter( $codes, array( self::class, 'is_valid' ) ) ) );
	}
}
