<?php
/**
 * Groups key phrases into themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Greedy, deterministic clustering of the most common key phrases by the responses they occur
 * in. Phrases are taken most common first (ties in byte order of their key); each joins the theme
 * whose first phrase shares one of its words ("customer support" joins "support"), or else the
 * theme whose responses it mostly shares (Jaccard ≥ JOIN_SIMILARITY: "late" joins "delivery" when
 * they come together), or else starts a new theme while there is room. A theme's responses are
 * those mentioning any of its phrases; it is labelled by its first phrase, or by a pair of words
 * of the theme when that pair occurs in at least half as many responses ("customer support"
 * rather than "support"). Only the top MAX_CANDIDATES phrases are clustered, so the cost is bounded
 * whatever the number of answers.
 */
final class ThemeFinder {

	/**
	 * Most themes reported.
	 */
	public const MAX_THEMES = 6;

	/**
	 * Most phrases clustered.
	 */
	private const MAX_CANDIDATES = 120;

	/**
	 * Most phrases listed per theme.
	 */
	private const MAX_PHRASES = 5;

	/**
	 * Share of responses (Jaccard) a phrase must have in common with a theme to join it without
	 * sharing a word.
	 */
	private const JOIN_SIMILARITY = 0.35;

	/**
	 * Share of all responses a phrase needs to be a candidate (and never fewer than two responses).
	 */
	private const MIN_SHARE = 0.01;

	public function __construct( private readonly Sentiment $sentiment ) {
	}

	/**
	 * Responses a phrase must occur in to count.
	 *
	 * @param int $responses Responses analysed.
	 * @return int
	 */
	public static function min_support( int $responses ): int {
		return max( 2, (int) ceil( $responses * self::MIN_SHARE ) );
	}

	/**
	 * The phrases worth clustering: the most common ones with enough support, most common first.
	 *
	 * @param array<string, int> $frequencies Phrase key => responses it occurs in.
	 * @param int                $responses   Responses analysed.
	 * @return string[]
	 */
	public function candidates( array $frequencies, int $responses ): array {
		$min  = self::min_support( $responses );
		$keep = array();
		foreach ( $frequencies as $key => $count ) {
			if ( $count >= $min ) {
				$keep[ (string) $key ] = $count;
			}
		}
		$keys = array_map( 'strval', array_keys( $keep ) );
		usort( $keys, static fn( string $a, string $b ): int => array( $keep[ $b ], $a ) <=> array( $keep[ $a ], $b ) );
		return array_slice( $keys, 0, self::MAX_CANDIDATES );
	}

	/**
	 * The themes, most common first (ties by label).
	 *
	 * @param string[]                          $candidates Phrase keys, most common first (candidates()).
	 * @param array<string, array<int, true>>   $responses  Phrase key => responses it occurs in.
	 * @param array<string, array<string, int>> $forms      Phrase key => written form => times seen.
	 * @param int                               $total      Responses analysed.
	 * @return array<int, array{label: string, terms: string[], phrases: string[], responses: array<int, true>}>
	 */
	public function find( array $candidates, array $responses, array $forms, int $total ): array {
		$words   = array(); // Theme => words of its first phrase.
		$terms   = array(); // Theme => its phrase keys.
		$members = array(); // Theme => its responses.
		foreach ( $candidates as $term ) {
			$docs = $responses[ $term ] ?? array();
			if ( array() === $docs ) {
				continue;
			}
			$join = $this->best_theme( $words, $members, $term, $docs );
			if ( null !== $join ) {
				if ( count( $terms[ $join ] ) < self::MAX_PHRASES ) {
					$terms[ $join ][] = $term;
					$members[ $join ] = $members[ $join ] + $docs;
				}
				continue;
			}
			if ( count( $terms ) < self::MAX_THEMES ) {
				$words[]   = explode( ' ', $term );
				$terms[]   = array( $term );
				$members[] = $docs;
			}
		}

		$min    = self::min_support( $total );
		$result = array();
		foreach ( $terms as $index => $keys ) {
			if ( count( $members[ $index ] ) < $min ) {
				continue;
			}
			$phrases  = array_map( static fn( string $term ): string => self::written_form( $forms[ $term ] ?? array(), $term ), $keys );
			$result[] = array(
				'label'     => $this->label( $keys, $phrases, $responses ),
				'terms'     => $keys,
				'phrases'   => $phrases,
				'responses' => $members[ $index ],
			);
		}
		usort( $result, static fn( array $a, array $b ): int => array( count( $b['responses'] ), $a['label'] ) <=> array( count( $a['responses'] ), $b['label'] ) );
		return $result;
	}

	/**
	 * The most used written form of a phrase (ties: the first in byte order).
	 *
	 * @param array<string, int> $forms Written form => times seen.
	 * @param string             $key   The phrase key, if no form was seen.
	 * @return string
	 */
	public static function written_form( array $forms, string $key ): string {
		$best  = $key;
		$times = 0;
		foreach ( $forms as $form => $count ) {
			$form = (string) $form;
			if ( $count > $times || ( $count === $times && strcmp( $form, $best ) < 0 ) ) {
				$best  = $form;
				$times = $count;
			}
		}
		return $best;
	}

	/**
	 * The theme a phrase joins: one whose first phrase shares a word with it (the one sharing most
	 * responses), else the most similar one above JOIN_SIMILARITY, else none.
	 *
	 * @param array<int, string[]>         $words   Theme => words of its first phrase.
	 * @param array<int, array<int, true>> $members Theme => its responses.
	 * @param string                       $term    The phrase key.
	 * @param array<int, true>             $docs    Its responses.
	 * @return int|null
	 */
	private function best_theme( array $words, array $members, string $term, array $docs ): ?int {
		$own   = explode( ' ', $term );
		$best  = null;
		$score = 0.0;
		foreach ( $members as $index => $theme_docs ) {
			$common = count( array_intersect_key( $docs, $theme_docs ) );
			if ( array() !== array_intersect( $own, $words[ $index ] ?? array() ) ) {
				$similarity = 1.0 + $common / count( $docs );
			} else {
				$similarity = $common / ( count( $docs ) + count( $theme_docs ) - $common );
				if ( $similarity < self::JOIN_SIMILARITY ) {
					continue;
				}
			}
			if ( $similarity > $score ) {
				$best  = $index;
				$score = $similarity;
			}
		}
		return $best;
	}

	/**
	 * A theme's label: its first phrase, or the theme's most common word pair that occurs in at
	 * least half as many responses and carries no opinion word ("customer support" rather than
	 * "support", "search results" rather than "find").
	 *
	 * @param string[]                        $terms     The theme's phrase keys, first phrase first.
	 * @param string[]                        $phrases   Their written forms.
	 * @param array<string, array<int, true>> $responses Phrase key => responses.
	 * @return string
	 */
	private function label( array $terms, array $phrases, array $responses ): string {
		$base  = count( $responses[ $terms[0] ] ?? array() );
		$label = $phrases[0];
		$best  = 0;
		foreach ( $terms as $index => $term ) {
			if ( 0 === $index || ! str_contains( $term, ' ' ) ) {
				continue;
			}
			$count = count( $responses[ $term ] ?? array() );
			if ( 2 * $count < $base || $count <= $best ) {
				continue;
			}
			$opinion = false;
			foreach ( explode( ' ', $phrases[ $index ] ) as $word ) {
				$opinion = $opinion || $this->sentiment->is_opinion_word( $word );
			}
			if ( ! $opinion ) {
				$label = $phrases[ $index ];
				$best  = $count;
			}
		}
		return $label;
	}
}
