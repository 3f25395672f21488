<?php
/**
 * Quality and speed of the on-site insights (OnSiteInsights) on the labelled evaluation sets in
 * tests/fixtures/insights: per language, sentiment accuracy and macro-F1, theme recall and
 * purity, for the whole set and for its two halves (even positions: the half tuned on; odd: the
 * held-out half); then analyze() per answer over many answers (answers/s).
 *
 * Themes are suggested from all the set's answers, then every answer is matched against the
 * suggestions with analyze() and belongs to its best-matching suggestion (or none).
 * - Recall: the share of labelled themes that are found. A labelled theme is found when more
 *   than half of its answers belong to one suggestion and that suggestion's most common label
 *   is this theme.
 * - Purity: over all answers belonging to a suggestion, the share whose label is their
 *   suggestion's most common label (an unlabelled answer in a suggestion counts against it).
 * Then, where tests/fixtures/insights/check-{language}.json exists, the same on answers written
 * after the word data was fitted to the set (uf_insights_eval_fresh()): sentiment macro-F1, and
 * the share of labelled answers matched to the suggestion that carries their label.
 *
 * Usage: php bench/insights-quality.php [--speed=N] (N answers timed, default 200,000)
 * Needs only Composer's autoloader, no WordPress.
 *
 * @package UserFeedback
 */

// A command-line benchmark: it prints plain text and reads local fixtures.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DevelopmentFunctions, WordPress.NamingConventions.PrefixAllGlobals

require dirname( __DIR__ ) . '/vendor/autoload.php';
require_once __DIR__ . '/lib/insights-eval.php';

$uf_options = getopt( '', array( 'speed:' ) );
$uf_speed   = max( 0, (int) ( $uf_options['speed'] ?? 200000 ) );
$uf_insight = \UserFeedback\Insights\OnSite\OnSiteInsights::create();

foreach ( array( 'en', 'de', 'fr', 'es' ) as $uf_language ) {
	$uf_file = dirname( __DIR__ ) . "/tests/fixtures/insights/eval-{$uf_language}.json";
	if ( ! is_file( $uf_file ) ) {
		continue;
	}
	$uf_set = uf_insights_eval_load( $uf_file );
	foreach ( array(
		'all'           => null,
		'tuned half'    => 0,
		'held-out half' => 1,
	) as $uf_part => $uf_parity ) {
		$uf_rows = uf_insights_eval_half( $uf_set, $uf_parity );
		$uf_q    = uf_insights_eval( $uf_insight, $uf_rows, $uf_language );
		printf(
			"%s %-13s answers %3d  sentiment accuracy %.3f  macro-F1 %.3f  theme recall %s  purity %s  themes suggested %d\n",
			$uf_language,
			$uf_part,
			count( $uf_rows ),
			$uf_q['accuracy'],
			$uf_q['macro_f1'],
			null === $uf_q['recall'] ? '  -  ' : sprintf( '%.3f', $uf_q['recall'] ),
			null === $uf_q['purity'] ? '  -  ' : sprintf( '%.3f', $uf_q['purity'] ),
			count( $uf_q['suggested'] )
		);
		if ( null === $uf_parity ) {
			foreach ( $uf_q['suggested'] as $uf_theme ) {
				printf( "   theme: %s  [%s]\n", $uf_theme['label'], implode( ' | ', $uf_theme['examples'] ) );
			}
		}
	}
	$uf_check = dirname( __DIR__ ) . "/tests/fixtures/insights/check-{$uf_language}.json";
	if ( is_file( $uf_check ) ) {
		$uf_fresh = uf_insights_eval_load( $uf_check );
		$uf_q     = uf_insights_eval_fresh( $uf_insight, $uf_set, $uf_fresh, $uf_language );
		printf( "%s %-13s answers %3d  sentiment macro-F1 %.3f  put in their theme %.3f  in another theme %.3f\n", $uf_language, 'new answers', count( $uf_fresh ), $uf_q['macro_f1'], $uf_q['placed'], $uf_q['misplaced'] );
	}
}

if ( $uf_speed > 0 ) {
	$uf_texts  = array_column( uf_insights_eval_load( dirname( __DIR__ ) . '/tests/fixtures/insights/eval-en.json' ), 'text' );
	$uf_themes = array();
	foreach ( $uf_insight->suggest( $uf_texts, 'en_US' ) as $uf_index => $uf_theme ) {
		$uf_themes[] = array( 'id' => $uf_index + 1 ) + $uf_theme;
	}
	$uf_count = count( $uf_texts );
	$uf_cpu   = getrusage();
	$uf_start = microtime( true );
	for ( $uf_i = 0; $uf_i < $uf_speed; $uf_i++ ) {
		// A number keeps every answer distinct, so no cache of the text could help.
		$uf_insight->analyze( $uf_texts[ $uf_i % $uf_count ] . ' #' . $uf_i, 'en_US', $uf_themes );
	}
	$uf_wall = microtime( true ) - $uf_start;
	$uf_end  = getrusage();
	$uf_used = ( $uf_end['ru_utime.tv_sec'] - $uf_cpu['ru_utime.tv_sec'] ) + ( $uf_end['ru_utime.tv_usec'] - $uf_cpu['ru_utime.tv_usec'] ) / 1e6;
	printf( "speed: analyze() of %s answers with %d themes: %.1f s wall, %.1f s CPU, %s answers/s\n", number_format( $uf_speed ), count( $uf_themes ), $uf_wall, $uf_used, number_format( $uf_speed / max( $uf_wall, 1e-9 ) ) );
	$uf_start = microtime( true );
	$uf_insight->suggest( array_map( static fn( int $i ): string => $uf_texts[ $i % $uf_count ], range( 0, 19999 ) ), 'en_US' );
	printf( "speed: suggest() of 20,000 answers (reads the first %s): %.2f s\n", number_format( \UserFeedback\Insights\OnSite\ThemeSuggester::MAX_TEXTS ), microtime( true ) - $uf_start );
}
