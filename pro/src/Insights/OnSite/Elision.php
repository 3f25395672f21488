<?php
/**
 * French elided articles and pronouns.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * "l'application", "j'aime", "n'est", "qu'il": the word without its elided first part, so that
 * the word is found in lists and stems the same way wherever it stands.
 */
final class Elision {

	/**
	 * Words with elisions removed.
	 *
	 * @param string[] $words Words.
	 * @return string[]
	 */
	public static function strip( array $words ): array {
		foreach ( $words as $index => $word ) {
			if ( str_contains( $word, "'" ) ) {
				$words[ $index ] = (string) preg_replace( "/^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'/u", '', $word );
			}
		}
		return $words;
	}
}
