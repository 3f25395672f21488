<?php
/**
 * Folds word forms together.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Maps a lower-case word to the key its forms share ("prices" and "price"). The built-in one
 * (LightStemmer) only folds English plurals; a Snowball stemmer per language can be plugged in.
 * Themes are labelled with the most used written form, never with a stem.
 */
interface Stemmer {

	/**
	 * The word's key.
	 *
	 * @param string $word Lower-case word.
	 * @return string
	 */
	public function stem( string $word ): string;
}
