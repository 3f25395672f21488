<?php
/**
 * English plurals folded, everything else left alone.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Deliberately light: plural and possessive endings of plain a–z words only ("prices" → "price",
 * "deliveries" → "delivery", "customer's" → "customer"). Heavier English rules (-ing, -ed) merge
 * unrelated words ("need" / "ne"), and rules for other languages need a real stemmer; words of
 * other scripts and accented words are returned unchanged, which is safe: they just don't fold.
 */
final class LightStemmer implements Stemmer {

	/**
	 * The word's key.
	 *
	 * @param string $word Lower-case word.
	 * @return string
	 */
	public function stem( string $word ): string {
		if ( 1 !== preg_match( "/^[a-z][a-z'-]*$/", $word ) ) {
			return $word;
		}
		if ( str_ends_with( $word, "'s" ) ) {
			$word = substr( $word, 0, -2 );
		}
		$length = strlen( $word );
		if ( $length > 4 && str_ends_with( $word, 'ies' ) ) {
			return substr( $word, 0, -3 ) . 'y';
		}
		if ( $length > 4 && 1 === preg_match( '/(?:sses|xes|ches|shes|zzes)$/', $word ) ) {
			return substr( $word, 0, -2 );
		}
		if ( $length > 3 && str_ends_with( $word, 's' ) && 1 !== preg_match( '/(?:ss|us|is|ous)$/', $word ) ) {
			return substr( $word, 0, -1 );
		}
		return $word;
	}
}
