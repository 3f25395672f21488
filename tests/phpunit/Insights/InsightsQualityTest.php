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
 * ≥ 0.7 in every language with a set, on the whole set and on its held-out half (odd positions,
 * never tuned on), so word data fitted to single answers shows. On the answers written after the
 * word data (check-*.json), themes suggested from the set must take new answers as the recall
 * and purity targets ask (at least 0.7 of them in the theme of their label, at most 0.3 in
 * another); their sentiment macro-F1 is printed by the bench, not held to the target here.
 */
final class InsightsQualityTest extends TestCase {

	private const MACRO_F1 = 0.75;

	private const RECALL = 0.7;

	private const PURITY = 0.7;

	/**
	 * Per language and part: file, locale, answers at least, which half (null: all).
	 *
	 * @return array<string, array{0: string, 1: string, 2: int, 3: ?int}>
	 */
	public static function sets(): array {
		$sets = array();
		foreach ( array(
			'English' => array( 'en', 'en_US', 190 ),
			'German'  => array( 'de', 'de_DE', 190 ),
			'French'  => array( 'fr', 'fr_FR', 150 ),
			'Spanish' => array( 'es', 'es_ES', 150 ),
		) as $name => $set ) {
			$sets[ $name ]             = array( $set[0], $set[1], $set[2], null );
			$sets[ "$name, held out" ] = array( $set[0], $set[1], intdiv( $set[2], 2 ), 1 );
		}
		return $sets;
	}

	#[DataProvider( 'sets' )]
	public function test_targets_are_met( string $file, string $locale, int $answers, ?int $half ): void {
		$rows    = uf_insights_eval_half( uf_insights_eval_load( dirname( __DIR__, 2 ) . "/fixtures/insights/eval-{$file}.json" ), $half );
		$quality = uf_insights_eval( OnSiteInsights::create(), $rows, $locale );

		$this->assertGreaterThanOrEqual( $answers, count( $rows ) );
		$this->assertGreaterThanOrEqual( self::MACRO_F1, $quality['macro_f1'], 'sentiment macro-F1' );
		$this->assertGreaterThanOrEqual( self::RECALL, $quality['recall'], 'theme recall' );
		$this->assertGreaterThanOrEqual( self::PURITY, $quality['purity'], 'theme purity' );
	}

	/**
	 * Per language: file, locale.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function checks(): array {
		return array(
			'English' => array( 'en', 'en_US' ),
			'German'  => array( 'de', 'de_DE' ),
			'French'  => array( 'fr', 'fr_FR' ),
			'Spanish' => array( 'es', 'es_ES' ),
		);
	}

	#[DataProvider( 'checks' )]
	public function test_suggested_themes_take_new_answers( string $file, string $locale ): void {
		$dir     = dirname( __DIR__, 2 ) . '/fixtures/insights';
		$fresh   = uf_insights_eval_load( "{$dir}/check-{$file}.json" );
		$quality = uf_insights_eval_fresh( OnSiteInsights::create(), uf_insights_eval_load( "{$dir}/eval-{$file}.json" ), $fresh, $locale );

		$this->assertGreaterThanOrEqual( 40, count( $fresh ) );
		$this->assertGreaterThanOrEqual( self::RECALL, $quality['placed'], 'new answers in their theme' );
		$this->assertLessThanOrEqual( 1 - self::PURITY, $quality['misplaced'], 'new answers in another theme' );
	}
}
