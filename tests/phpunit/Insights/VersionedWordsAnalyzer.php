<?php
/**
 * A WordsAnalyzer with a version, for the re-reading tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightAnalyzer;
use UserFeedback\Insights\VersionedAnalyzer;

/**
 * Reads as the analyzer it wraps, or every answer as positive once `$cheerful` (a new version's
 * new rules); its version is whatever the test sets.
 */
final class VersionedWordsAnalyzer implements VersionedAnalyzer {

	/**
	 * The version.
	 *
	 * @var string
	 */
	public string $version = 'v1';

	/**
	 * Whether every answer reads as positive.
	 *
	 * @var bool
	 */
	public bool $cheerful = false;

	public function __construct( private readonly InsightAnalyzer $words ) {
	}

	public function version(): string {
		return $this->version;
	}

	public function supports( string $locale ): bool {
		return $this->words->supports( $locale );
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		$reading = $this->words->analyze( $text, $locale, $themes );
		if ( null !== $reading && $this->cheerful ) {
			$reading['sentiment'] = 'positive';
			$reading['score']     = 0.9;
		}
		return $reading;
	}

	public function suggest( array $texts, string $locale ): array {
		return $this->words->suggest( $texts, $locale );
	}
}
