<?php
/**
 * The insights' quality measures, shared by bench/insights-quality.php and the PHPUnit test.
 *
 * @package UserFeedback
 */

// Shared by command-line and test code, never loaded by the plugin: its uf_ functions and file
// reads stay in that process.
// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions

use UserFeedback\Insights\InsightAnalyzer;

/**
 * The labelled answers of an evaluation file, each with its position in the file.
 *
 * @param string $file The JSON file.
 * @return list<array{text: string, sentiment: string, theme: ?string, position: int}>
 */
function uf_insights_eval_load( string $file ): array {
	$data = json_decode( (string) file_get_contents( $file ), true );
	$rows = array();
	foreach ( is_array( $data ) && is_array( $data['answers'] ?? null ) ? $data['answers'] : array() as $position => $row ) {
		$rows[] = array(
			'text'      => (string) $row['text'],
			'sentiment' => (string) $row['sentiment'],
			'theme'     => isset( $row['theme'] ) ? (string) $row['theme'] : null,
			'position'  => (int) $position,
		);
	}
	return $rows;
}

/**
 * A set's answers at even positions (the half rules were tuned on, 0) or odd ones (held out, 1);
 * the whole set for null.
 *
 * @param list<array{text: string, sentiment: string, theme: ?string, position: int}> $rows The set.
 * @param int|null                                                                    $half 0, 1 or null.
 * @return list<array{text: string, sentiment: string, theme: ?string, position: int}>
 */
function uf_insights_eval_half( array $rows, ?int $half ): array {
	return null === $half ? $rows : array_values( array_filter( $rows, static fn( array $row ): bool => $half === $row['position'] % 2 ) );
}

/**
 * Sentiment accuracy and macro-F1; theme recall and purity (null when no answer has a theme).
 *
 * @param InsightAnalyzer                                                             $analyzer The analyzer.
 * @param list<array{text: string, sentiment: string, theme: ?string, position: int}> $rows     Labelled answers.
 * @param string                                                                      $locale   Their language.
 * @return array{accuracy: float, macro_f1: float, recall: ?float, purity: ?float, suggested: list<array{label: string, examples: list<string>}>}
 */
function uf_insights_eval( InsightAnalyzer $analyzer, array $rows, string $locale ): array {
	$suggested = $analyzer->suggest( array_column( $rows, 'text' ), $locale );
	$themes    = array();
	foreach ( $suggested as $index => $theme ) {
		$themes[] = array(
			'id'       => $index + 1,
			'label'    => $theme['label'],
			'examples' => $theme['examples'],
		);
	}
	$confusion = array();
	$correct   = 0;
	$groups    = array(); // Suggested id => labelled theme (or '') => answers.
	$labelled  = array(); // Labelled theme => suggested id (0: none) => answers.
	foreach ( $rows as $row ) {
		$reading                                 = $analyzer->analyze( $row['text'], $locale, $themes );
		$said                                    = $reading['sentiment'] ?? 'neutral';
		$confusion[ $row['sentiment'] ][ $said ] = ( $confusion[ $row['sentiment'] ][ $said ] ?? 0 ) + 1;
		$correct                                += $said === $row['sentiment'] ? 1 : 0;
		$id                                      = $reading['themes'][0] ?? 0;
		if ( $id > 0 ) {
			$groups[ $id ][ $row['theme'] ?? '' ] = ( $groups[ $id ][ $row['theme'] ?? '' ] ?? 0 ) + 1;
		}
		if ( null !== $row['theme'] ) {
			$labelled[ $row['theme'] ][ $id ] = ( $labelled[ $row['theme'] ][ $id ] ?? 0 ) + 1;
		}
	}
	$majority = array(); // Suggested id => its most common label ('' never wins over a theme on a tie).
	$pure     = 0;
	$members  = 0;
	foreach ( $groups as $id => $counts ) {
		uksort( $counts, static fn( $a, $b ): int => array( $counts[ $b ], '' !== (string) $b, (string) $a ) <=> array( $counts[ $a ], '' !== (string) $a, (string) $b ) );
		$top             = (string) array_key_first( $counts );
		$majority[ $id ] = $top;
		$pure           += '' === $top ? 0 : $counts[ $top ];
		$members        += array_sum( $counts );
	}
	$found = 0;
	foreach ( $labelled as $theme => $by_id ) {
		$total = array_sum( $by_id );
		foreach ( $by_id as $id => $count ) {
			if ( $id > 0 && 2 * $count > $total && ( $majority[ $id ] ?? '' ) === (string) $theme ) {
				++$found;
				break;
			}
		}
	}
	return array(
		'accuracy'  => count( $rows ) > 0 ? $correct / count( $rows ) : 0.0,
		'macro_f1'  => uf_insights_macro_f1( $confusion ),
		'recall'    => array() === $labelled ? null : $found / count( $labelled ),
		'purity'    => array() === $labelled ? null : ( $members > 0 ? $pure / $members : 0.0 ),
		'suggested' => $suggested,
	);
}

/**
 * Macro-F1 over the three sentiments.
 *
 * @param array<string, array<string, int>> $confusion Labelled sentiment => read sentiment => answers.
 * @return float
 */
function uf_insights_macro_f1( array $confusion ): float {
	$labels = array( 'positive', 'neutral', 'negative' );
	$f1     = 0.0;
	foreach ( $labels as $label ) {
		$tp        = $confusion[ $label ][ $label ] ?? 0;
		$predicted = 0;
		foreach ( $labels as $truth ) {
			$predicted += $confusion[ $truth ][ $label ] ?? 0;
		}
		$actual    = array_sum( $confusion[ $label ] ?? array() );
		$precision = $predicted > 0 ? $tp / $predicted : 0.0;
		$recall    = $actual > 0 ? $tp / $actual : 0.0;
		$f1       += $precision + $recall > 0 ? 2 * $precision * $recall / ( $precision + $recall ) : 0.0;
	}
	return $f1 / count( $labels );
}

/**
 * Quality on answers the word data was not fitted to: themes are suggested from the set's
 * answers, each suggestion takes the most common label of the set's answers it gets, and the new
 * answers are read and matched against the suggestions.
 * - placed: the share of labelled new answers whose best-matching suggestion carries their label;
 * - misplaced: the share of new answers put in a suggestion that carries another label (an
 *   unlabelled answer put in any suggestion counts).
 *
 * @param InsightAnalyzer                                                             $analyzer The analyzer.
 * @param list<array{text: string, sentiment: string, theme: ?string, position: int}> $set      The labelled set.
 * @param list<array{text: string, sentiment: string, theme: ?string, position: int}> $fresh    The new answers.
 * @param string                                                                      $locale   Their language.
 * @return array{macro_f1: float, placed: float, misplaced: float}
 */
function uf_insights_eval_fresh( InsightAnalyzer $analyzer, array $set, array $fresh, string $locale ): array {
	$themes = array();
	foreach ( $analyzer->suggest( array_column( $set, 'text' ), $locale ) as $index => $theme ) {
		$themes[] = array(
			'id'       => $index + 1,
			'label'    => $theme['label'],
			'examples' => $theme['examples'],
		);
	}
	$counts = array(); // Suggested id => labelled theme (or '') => answers of the set.
	foreach ( $set as $row ) {
		$id = $analyzer->analyze( $row['text'], $locale, $themes )['themes'][0] ?? 0;
		if ( $id > 0 ) {
			$counts[ $id ][ $row['theme'] ?? '' ] = ( $counts[ $id ][ $row['theme'] ?? '' ] ?? 0 ) + 1;
		}
	}
	$carries = array(); // Suggested id => its most common label.
	foreach ( $counts as $id => $by_label ) {
		uksort( $by_label, static fn( $a, $b ): int => array( $by_label[ $b ], (string) $a ) <=> array( $by_label[ $a ], (string) $b ) );
		$carries[ $id ] = (string) array_key_first( $by_label );
	}
	$confusion = array();
	$labelled  = 0;
	$placed    = 0;
	$misplaced = 0;
	foreach ( $fresh as $row ) {
		$reading                                 = $analyzer->analyze( $row['text'], $locale, $themes );
		$said                                    = $reading['sentiment'] ?? 'neutral';
		$confusion[ $row['sentiment'] ][ $said ] = ( $confusion[ $row['sentiment'] ][ $said ] ?? 0 ) + 1;
		$id                                      = $reading['themes'][0] ?? 0;
		$carried                                 = $id > 0 ? ( $carries[ $id ] ?? '' ) : null;
		$labelled                               += null === $row['theme'] ? 0 : 1;
		$placed                                 += null !== $row['theme'] && $carried === $row['theme'] ? 1 : 0;
		$misplaced                              += null !== $carried && ( $row['theme'] ?? null ) !== $carried ? 1 : 0;
	}
	return array(
		'macro_f1'  => uf_insights_macro_f1( $confusion ),
		'placed'    => $labelled > 0 ? $placed / $labelled : 0.0,
		'misplaced' => count( $fresh ) > 0 ? $misplaced / count( $fresh ) : 0.0,
	);
}
