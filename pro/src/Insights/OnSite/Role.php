<?php
/**
 * What a listed word does in a sentence.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * The roles a word or phrase of a LanguageWords list plays for the sentiment reader.
 */
enum Role {

	case Opinion;
	case Negation;
	case Modifier;
	case Excess;
	case Contrast;
	case Request;
}
