<?php
/**
 * The languages the on-site insights read.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * A closed set: a language is here only when it has a sentiment vocabulary, stop words and
 * suffixes (Languages finds a locale's and its words). Any other locale is "not available",
 * never read with another language's words.
 */
enum Language: string {

	case English = 'en';
	case German  = 'de';
	case French  = 'fr';
	case Spanish = 'es';
}
