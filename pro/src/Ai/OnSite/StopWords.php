<?php
/**
 * Words too common to be a theme.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * A stop-word list. The built-in one (BuiltInStopWords) covers English and six other European
 * languages; a fuller multilingual list (e.g. a Packagist package) can be plugged in here.
 */
interface StopWords {

	/**
	 * Whether a lower-case word is a stop word.
	 *
	 * @param string $word Lower-case word.
	 * @return bool
	 */
	public function is_stop_word( string $word ): bool;
}
