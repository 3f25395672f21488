<?php
/**
 * A small analyzer for the processor's tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightAnalyzer;

/**
 * Reads English and German only, by a handful of words: the tests check what the processor does
 * with readings (which answers, when, where they go), not the analysis (the on-site analyzer's
 * own tests and the quality bench do). Counts its calls.
 */
final class WordsAnalyzer implements InsightAnalyzer {

	/**
	 * Texts analysed, in order.
	 *
	 * @var string[]
	 */
	public array $analysed = array();

	/**
	 * Times suggest() was called.
	 *
	 * @var int
	 */
	public int $suggested = 0;

	public function supports( string $locale ): bool {
		return in_array( substr( $locale, 0, 2 ), array( 'en', 'de' ), true );
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		if ( ! $this->supports( $locale ) ) {
			return null;
		}
		$this->analysed[] = $text;
		$lower            = strtolower( $text );
		$score            = 0.0;
		foreach ( array( 'love', 'great', 'gut' ) as $word ) {
			$score += str_contains( $lower, $word ) ? 0.6 : 0.0;
		}
		foreach ( array( 'slow', 'bad', 'broken', 'langsam' ) as $word ) {
			$score -= str_contains( $lower, $word ) ? 0.6 : 0.0;
		}
		$score   = max( -1.0, min( 1.0, $score ) );
		$matched = array();
		foreach ( $themes as $theme ) {
			foreach ( array_merge( array( $theme['label'] ), $theme['examples'] ) as $phrase ) {
				if ( '' !== $phrase && str_contains( $lower, strtolower( $phrase ) ) ) {
					$matched[] = $theme['id'];
					break;
				}
			}
		}
		return array(
			'sentiment' => $score > 0.2 ? 'positive' : ( $score < -0.2 ? 'negative' : 'neutral' ),
			'score'     => $score,
			'themes'    => $matched,
		);
	}

	public function suggest( array $texts, string $locale ): array {
		++$this->suggested;
		$out = array();
		foreach ( array(
			'checkout' => 'Checkout is too slow',
			'price'    => 'Prices are high',
		) as $word => $label ) {
			$hits = count( array_filter( $texts, static fn( string $text ): bool => str_contains( strtolower( $text ), $word ) ) );
			if ( $hits >= 2 ) {
				$out[] = array(
					'label'    => $label,
					'examples' => array( $word ),
				);
			}
		}
		return $out;
	}
}
