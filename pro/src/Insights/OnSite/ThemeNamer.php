<?php
/**
 * A group of answers named in their own words.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * The label is the group's most telling short phrase as people wrote it: a run of MIN_WORDS to
 * MAX_WORDS words inside one clause that holds the group's seed word, starts and ends with a
 * content word (an opinion word may end it: "checkout is too slow", "support was helpful") and
 * recurs in at least two answers; longer phrases win when they recur nearly as often (score:
 * answers × √words; ties: fewer words, then byte order). Without one, the seed word as most
 * often written. Examples: the label, the seed word, the group's other words that are mostly
 * (OWN_SHARE) found in this group, and other recurring phrases, MAX_EXAMPLES in all.
 */
final class ThemeNamer {

	private const MIN_WORDS = 2;

	private const MAX_WORDS = 5;

	private const MAX_EXAMPLES = 8;

	private const OWN_SHARE = 0.6;

	public function __construct( private readonly ContentWords $content ) {
	}

	/**
	 * The group's label and examples, or null when it has no words to show.
	 *
	 * @param string               $seed    The stem that started the group.
	 * @param string[]             $stems   The group's stems.
	 * @param array<int, string[]> $answers The group's answers as words.
	 * @param array<string, int>   $df      Stem => answers holding it, over all answers.
	 * @return array{label: string, examples: list<string>}|null
	 */
	public function name( string $seed, array $stems, array $answers, array $df ): ?array {
		$phrases = array(); // Written phrase => answers.
		$forms   = array(); // Stem => written form => times.
		$own     = array(); // Stem => answers of this group holding it.
		foreach ( $answers as $words ) {
			$seen  = array();
			$count = count( $words );
			$reach = min( $count, self::MAX_WORDS );
			foreach ( $words as $start => $word ) {
				list( $stem, $content, $opinion ) = $this->content->classify( $word );
				if ( ! $content ) {
					continue;
				}
				$forms[ $stem ][ $word ] = ( $forms[ $stem ][ $word ] ?? 0 ) + 1;
				if ( ! isset( $seen[ 'stem:' . $stem ] ) ) {
					$own[ $stem ]            = ( $own[ $stem ] ?? 0 ) + 1;
					$seen[ 'stem:' . $stem ] = true;
				}
				if ( $opinion ) {
					continue;
				}
				$has_seed = $stem === $seed;
				for ( $end = $start + 1; $end < $count && $end < $start + $reach; $end++ ) {
					if ( '' === $words[ $end ] ) {
						break;
					}
					list( $last_stem, $last_content ) = $this->content->classify( $words[ $end ] );
					$has_seed                         = $has_seed || $last_stem === $seed;
					if ( $last_content && $has_seed && $end - $start + 1 >= self::MIN_WORDS ) {
						$phrase = implode( ' ', array_slice( $words, $start, $end - $start + 1 ) );
						if ( ! isset( $seen[ $phrase ] ) ) {
							$phrases[ $phrase ] = ( $phrases[ $phrase ] ?? 0 ) + 1;
							$seen[ $phrase ]    = true;
						}
					}
				}
			}
		}
		if ( ! isset( $forms[ $seed ] ) ) {
			return null;
		}

		$ranked = array();
		foreach ( $phrases as $phrase => $times ) {
			if ( $times >= 2 ) {
				$size                       = substr_count( (string) $phrase, ' ' ) + 1;
				$ranked[ (string) $phrase ] = array( $times * sqrt( $size ), -$size );
			}
		}
		uksort( $ranked, static fn( string $a, string $b ): int => array( $ranked[ $b ], $a ) <=> array( $ranked[ $a ], $b ) );
		$seed_form = self::most_used( $forms[ $seed ] );
		$label     = array_key_first( $ranked ) ?? $seed_form;

		$examples = array( $label, $seed_form );
		$others   = array_filter( $stems, static fn( string $stem ): bool => $stem !== $seed && isset( $own[ $stem ], $df[ $stem ] ) && $own[ $stem ] >= 2 && $own[ $stem ] >= self::OWN_SHARE * $df[ $stem ] );
		usort( $others, static fn( string $a, string $b ): int => array( $own[ $b ], $a ) <=> array( $own[ $a ], $b ) );
		foreach ( $others as $stem ) {
			$examples[] = self::most_used( $forms[ $stem ] );
		}
		foreach ( array_keys( $ranked ) as $phrase ) {
			$examples[] = (string) $phrase;
		}
		$examples = array_slice( array_values( array_unique( $examples ) ), 0, self::MAX_EXAMPLES );

		return array(
			'label'    => self::sentence_case( $label ),
			'examples' => $examples,
		);
	}

	/**
	 * The most used written form (ties: byte order).
	 *
	 * @param array<string, int> $forms Form => times.
	 * @return string
	 */
	private static function most_used( array $forms ): string {
		$keys = array_map( 'strval', array_keys( $forms ) );
		usort( $keys, static fn( string $a, string $b ): int => array( $forms[ $b ], $a ) <=> array( $forms[ $a ], $b ) );
		return $keys[0];
	}

	/**
	 * A phrase with its first letter upper case.
	 *
	 * @param string $phrase A lower-case phrase.
	 * @return string
	 */
	private static function sentence_case( string $phrase ): string {
		return mb_strtoupper( mb_substr( $phrase, 0, 1 ) ) . mb_substr( $phrase, 1 );
	}
}
