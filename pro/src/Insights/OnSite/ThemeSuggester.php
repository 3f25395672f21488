<?php
/**
 * Recurring topics of many answers, named as a person would.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * Deterministic greedy grouping on content stems (no randomness; every ordering has a tie-break):
 * 1. each answer's content stems; a stem counts once per answer; opinion words ("great", "late")
 *    never seed a group, unless they name a topic (Topics: "slow", "crash", "expensive");
 * 2. stems found in at least min_support() answers are taken most common first; a stem whose
 *    answers mostly (ATTACH_SHARE) sit in one group already joins it as a co-word, otherwise it
 *    seeds a new group with the answers not yet grouped, while there is room (MAX_THEMES);
 * 3. each answer goes to the group whose words it shares most (seed counts double; a word the
 *    answer only wrote as an opinion counts half, so "checkout is too slow" is about checkout);
 * 4. a group is named by ThemeNamer from its answers' own words, with up to MAX_EXAMPLES
 *    example phrases that later answers are matched on (ThemeMatcher).
 * Bounded: only the first MAX_TEXTS answers are read (the caller passes the most recent first),
 * and only the top MAX_CANDIDATES stems are grouped, so the cost does not grow past that.
 */
final class ThemeSuggester {

	public const MAX_TEXTS = 5000;

	public const MAX_THEMES = 15;

	private const MAX_CANDIDATES = 300;

	private const ATTACH_SHARE = 0.5;

	private const MIN_SHARE = 0.02;

	public function __construct( private readonly ContentWords $content, private readonly ThemeNamer $namer ) {
	}

	/**
	 * Answers a stem must occur in to count.
	 *
	 * @param int $answers Answers read.
	 * @return int
	 */
	public static function min_support( int $answers ): int {
		return max( 3, (int) ceil( $answers * self::MIN_SHARE ) );
	}

	/**
	 * The suggested themes, largest first.
	 *
	 * @param string[] $texts The answers.
	 * @return list<array{label: string, examples: list<string>}>
	 */
	public function suggest( array $texts ): array {
		$words = array();
		$docs  = array(); // Answer => stem => is opinion.
		$df    = array();
		$texts = array_map( 'strval', array_slice( array_values( $texts ), 0, self::MAX_TEXTS ) );
		foreach ( $texts as $index => $text ) {
			$words[ $index ] = $this->content->words( (string) $text );
			$docs[ $index ]  = $this->content->stems( $words[ $index ] );
			foreach ( $docs[ $index ] as $stem => $opinion ) {
				if ( ! $opinion || Topics::is_key( (string) $stem ) ) {
					$df[ (string) $stem ] = ( $df[ (string) $stem ] ?? 0 ) + 1;
				}
			}
		}
		$min        = self::min_support( count( $docs ) );
		$df         = array_filter( $df, static fn( int $count ): bool => $count >= $min );
		$candidates = array_map( 'strval', array_keys( $df ) );
		usort( $candidates, static fn( string $a, string $b ): int => array( $df[ $b ], $a ) <=> array( $df[ $a ], $b ) );
		$candidates = array_slice( $candidates, 0, self::MAX_CANDIDATES );

		$posting = array(); // Stem => answers holding it.
		foreach ( $docs as $index => $stems ) {
			foreach ( $stems as $stem => $opinion ) {
				if ( isset( $df[ (string) $stem ] ) ) {
					$posting[ (string) $stem ][] = $index;
				}
			}
		}

		$seeds  = array(); // Group => its seed stem.
		$groups = array(); // Group => stem => weight.
		$owner  = array(); // Answer => group, while seeding.
		foreach ( $candidates as $stem ) {
			$counts = array();
			$free   = array();
			foreach ( $posting[ $stem ] as $index ) {
				if ( isset( $owner[ $index ] ) ) {
					$counts[ $owner[ $index ] ] = ( $counts[ $owner[ $index ] ] ?? 0 ) + 1;
				} else {
					$free[] = $index;
				}
			}
			arsort( $counts );
			$top = array_key_first( $counts );
			if ( null !== $top && $counts[ $top ] >= self::ATTACH_SHARE * count( $posting[ $stem ] ) ) {
				$groups[ $top ][ $stem ] = 1;
				continue;
			}
			if ( count( $free ) >= $min && count( $groups ) < self::MAX_THEMES ) {
				$id            = count( $groups );
				$seeds[ $id ]  = $stem;
				$groups[ $id ] = array( $stem => 2 );
				foreach ( $free as $index ) {
					$owner[ $index ] = $id;
				}
			}
		}

		$members = array();
		foreach ( $docs as $index => $stems ) {
			$best  = null;
			$score = 0.0;
			foreach ( $groups as $id => $weights ) {
				$shared = 0.0;
				foreach ( array_intersect_key( $weights, $stems ) as $stem => $weight ) {
					$shared += $stems[ $stem ] ? $weight / 2 : $weight;
				}
				if ( $shared > $score ) {
					$best  = $id;
					$score = $shared;
				}
			}
			if ( null !== $best ) {
				$members[ $best ][] = $index;
			}
		}

		$themes = array();
		foreach ( $groups as $id => $weights ) {
			if ( count( $members[ $id ] ?? array() ) < $min ) {
				continue;
			}
			$mine  = array_flip( $members[ $id ] );
			$named = $this->namer->name( $seeds[ $id ], array_map( 'strval', array_keys( $weights ) ), array_intersect_key( $words, $mine ), $df, array_intersect_key( $texts, $mine ) );
			if ( null !== $named ) {
				$themes[] = array( count( $members[ $id ] ), $named );
			}
		}
		usort( $themes, static fn( array $a, array $b ): int => array( $b[0], $a[1]['label'] ) <=> array( $a[0], $b[1]['label'] ) );
		return array_column( $themes, 1 );
	}
}
