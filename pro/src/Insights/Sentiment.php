<?php
/**
 * An open answer's sentiment as stored.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * Stored as a signed byte so a report counts or filters one sentiment on the survey's index.
 */
enum Sentiment: int {
	case Negative = -1;
	case Neutral  = 0;
	case Positive = 1;

	/**
	 * The word the API and the analyzer use.
	 *
	 * @return 'negative'|'neutral'|'positive'
	 */
	public function label(): string {
		// phpcs:ignore PHPCompatibility.Variables.ForbiddenThisUseContexts.OutsideObjectContext -- an enum case is an object; the sniff predates enums.
		return match ( $this ) {
			self::Negative => 'negative',
			self::Neutral  => 'neutral',
			self::Positive => 'positive',
		};
	}

	/**
	 * The sentiment of a word, null for another word.
	 *
	 * @param string $label 'negative', 'neutral' or 'positive'.
	 * @return self|null
	 */
	public static function from_label( string $label ): ?self {
		foreach ( self::cases() as $case ) {
			if ( $case->label() === $label ) {
				return $case;
			}
		}
		return null;
	}
}
