<?php
/**
 * The analyzer of a copy without one.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * Reads no language: every survey says "not available" rather than guess.
 */
final class NoAnalyzer implements InsightAnalyzer {

	public function supports( string $locale ): bool {
		return false;
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		return null;
	}

	public function suggest( array $texts, string $locale ): array {
		return array();
	}
}
