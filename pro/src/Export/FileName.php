<?php
/**
 * Download file names.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;

/**
 * A file name says what the file holds: survey, report, range — e.g.
 * `customer-feedback-general-2026-10-01-to-2026-10-30.xlsx` or `customer-feedback-nps-all-time.csv`.
 * Only lower-case ASCII letters, digits and dashes, so it survives every browser and file system
 * without encoding; a title with nothing left (all non-Latin script) becomes `survey-{id}`.
 */
final class FileName {

	/**
	 * The name without extension.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @param string               $report 'general', 'question' or 'nps'.
	 * @param string               $detail A question id, or ''.
	 * @param DateRange            $range  The range.
	 * @return string
	 */
	public static function base( array $survey, string $report, string $detail, DateRange $range ): string {
		$title = self::slug( is_scalar( $survey['title'] ?? null ) ? (string) $survey['title'] : '' );
		$parts = array( '' === $title ? 'survey-' . (int) ( $survey['id'] ?? 0 ) : $title, $report );
		if ( '' !== self::slug( $detail ) ) {
			$parts[] = self::slug( $detail );
		}
		$parts[] = $range->is_all_time() ? 'all-time' : $range->start() . '-to-' . $range->end();
		return implode( '-', $parts );
	}

	/**
	 * Lower-case ASCII words joined by dashes, at most 60 characters.
	 *
	 * @param string $text Any text.
	 * @return string
	 */
	private static function slug( string $text ): string {
		$slug = strtolower( remove_accents( $text ) );
		$slug = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', $slug ), '-' );
		return trim( substr( $slug, 0, 60 ), '-' );
	}
}
