<?php
/**
 * The on-site insights' quality on the labelled evaluation sets.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use UserFeedback\Insights\OnSite\OnSiteInsights;

require_once dirname( __DIR__, 3 ) . '/bench/lib/insights-eval.php';

/**
 * The issue's targets on tests/fixtures/insights (measures defined in bench/lib/insights-eval.php,
 * the same the bench prints): sentiment macro-F1 ≥ 0.75, theme recall ≥ 0.7 and theme purity
 * ≥ 0.7 in every language with a set.
 */
final class InsightsQualityTest extends TestCase {

	/**
	 * Targets per language: macro-F1, recall, purity.
	 *
	 * @return array<string, array{0: string, 1: string, 2: float, 3: float, 4: float}>
	 */
	public static function languages(): array {
		return array(
			'English' => array( 'en', 'en_US', 0.75, 0.7, 0.7 ),
			'German'  => array( 'de', 'de_DE', 0.75, 0.7, 0.7 ),
		);
	}

	#[DataProvider( 'languages' )]
	public function test_targets_are_met( string $file, string $locale, float $f1, float $recall, float $purity ): void {
		$rows    = uf_insights_eval_load( dirname( __DIR__, 2 ) . "/fixtures/insights/eval-{$file}.json" );
		$quality = uf_insights_eval( OnSiteInsights::create(), $rows, $locale );

		$this->assertGreaterThanOrEqual( 190, count( $rows ) );
		$this->assertGreaterThanOrEqual( $f1, $quality['macro_f1'], 'sentiment macro-F1' );
		$this->assertGreaterThanOrEqual( $recall, $quality['recall'], 'theme recall' );
		$this->assertGreaterThanOrEqual( $purity, $quality['purity'], 'theme purity' );
	}
}
