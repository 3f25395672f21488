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
 * recurs in at least two answers and PHRASE_SHARE of the group (two answers of fifteen saying
 * "parcel came" do not name the group); longer phrases win when they recur nearly as often
 * (score: answers × √words; ties: fewer words, then byte order). When no wording repeats that
 * much, the label is written the way a person heads a note: the seed word as most often
 * written, followed by the opinion most of its answers (QUALIFIER_SHARE) give it in the same
 * clause, with the "too" or "not" written before it ("Checkout too slow"). A topic seed (Topics)
 * is named by its topic ("delivery", "speed") unless one non-opinion form makes up at least half
 * of its uses. Examples, MAX_EXAMPLES in all, as many as the answers
 * give: the label, the seed word in its most used forms, the group's other words that are mostly
 * (OWN_SHARE) found in this group, its recurring phrases, then short phrases of the seed and one
 * other word, at most PAIR_WORDS words, from single answers ("checkout form"), most common first.
 */
final class ThemeNamer {

	private const MIN_WORDS = 2;

	private const MAX_WORDS = 5;

	private const MAX_EXAMPLES = 8;

	private const SEED_FORMS = 3;

	private const PAIR_WORDS = 3;

	private const OWN_SHARE = 0.6;

	private const QUALIFIER_SHARE = 0.4;

	private const PHRASE_SHARE = 0.25;

	public function __construct( private readonly ContentWords $content ) {
	}

	/**
	 * The group's label and examples, or null when it has no words to show.
	 *
	 * @param string               $seed    The stem that started the group.
	 * @param string[]             $stems   The group's stems.
	 * @param array<int, string[]> $answers The group's answers as words.
	 * @param array<string, int>   $df      Stem => answers holding it, over all answers.
	 * @param array<int, string>   $texts   The group's answers as written, for the label's casing.
	 * @return array{label: string, examples: list<string>}|null
	 */
	public function name( string $seed, array $stems, array $answers, array $df, array $texts = array() ): ?array {
		$phrases    = array(); // Written phrase => answers.
		$pairs      = array(); // Written phrase of the seed and one other content word => answers.
		$forms      = array(); // Stem => written form => times.
		$own        = array(); // Stem => answers of this group holding it.
		$qualifiers = array(); // Opinion stem => written form ("too slow") => answers.
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
				$contents = 1;
				for ( $end = $start + 1; $end < $count && $end < $start + $reach; $end++ ) {
					if ( '' === $words[ $end ] ) {
						break;
					}
					list( $last_stem, $last_content ) = $this->content->classify( $words[ $end ] );
					$has_seed                         = $has_seed || $last_stem === $seed;
					$contents                        += $last_content ? 1 : 0;
					if ( $last_content && $has_seed && $end - $start + 1 >= self::MIN_WORDS ) {
						$phrase = implode( ' ', array_slice( $words, $start, $end - $start + 1 ) );
						if ( ! isset( $seen[ $phrase ] ) ) {
							$phrases[ $phrase ] = ( $phrases[ $phrase ] ?? 0 ) + 1;
							$seen[ $phrase ]    = true;
							if ( 2 === $contents && $end - $start < self::PAIR_WORDS ) {
								$pairs[ $phrase ] = ( $pairs[ $phrase ] ?? 0 ) + 1;
							}
						}
					}
				}
			}
			$this->qualify( $seed, $words, $qualifiers );
		}
		if ( ! isset( $forms[ $seed ] ) ) {
			return null;
		}

		$ranked = array();
		$often  = max( 2, self::PHRASE_SHARE * count( $answers ) );
		foreach ( $phrases as $phrase => $times ) {
			if ( $times >= 2 ) {
				$size                       = substr_count( (string) $phrase, ' ' ) + 1;
				$ranked[ (string) $phrase ] = array( $times * sqrt( $size ), -$size );
			}
		}
		uksort( $ranked, static fn( string $a, string $b ): int => array( $ranked[ $b ], $a ) <=> array( $ranked[ $a ], $b ) );
		$seed_forms = self::by_use( $forms[ $seed ] );
		$noun       = $seed_forms[0];
		if ( Topics::is_key( $seed ) && ( $this->content->classify( $noun )[2] || 2 * $forms[ $seed ][ $noun ] < array_sum( $forms[ $seed ] ) ) ) {
			$noun = substr( $seed, strlen( Topics::KEY_MARK ) );
		}
		$top   = array_key_first( $ranked );
		$label = null !== $top && $phrases[ $top ] >= $often ? $top : $this->headline( $noun, $qualifiers, count( $answers ) );

		$examples = array_merge( array( $label, $noun ), array_slice( $seed_forms, 0, self::SEED_FORMS ) );
		$others   = array_filter( $stems, static fn( string $stem ): bool => $stem !== $seed && isset( $own[ $stem ], $df[ $stem ] ) && $own[ $stem ] >= 2 && $own[ $stem ] >= self::OWN_SHARE * $df[ $stem ] );
		usort( $others, static fn( string $a, string $b ): int => array( $own[ $b ], $a ) <=> array( $own[ $a ], $b ) );
		foreach ( $others as $stem ) {
			$examples[] = self::by_use( $forms[ $stem ] )[0];
		}
		$examples = array_merge( $examples, array_map( 'strval', array_keys( $ranked ) ), self::by_use( $pairs ) );
		$examples = array_slice( array_values( array_unique( $examples ) ), 0, self::MAX_EXAMPLES );

		return array(
			'label'    => self::sentence_case( self::as_written( $label, $texts ) ),
			'examples' => $examples,
		);
	}

	/**
	 * Collects, once per answer, the opinions given in a clause that holds the seed, each as
	 * written with a word that bends it ("too slow").
	 *
	 * @param string                            $seed       The seed stem.
	 * @param string[]                          $words      One answer's words.
	 * @param array<string, array<string, int>> $qualifiers Opinion stem => written form => answers.
	 * @return void
	 */
	private function qualify( string $seed, array $words, array &$qualifiers ): void {
		$clause = array();
		$found  = array();
		foreach ( array_merge( $words, array( '' ) ) as $word ) {
			if ( '' !== $word ) {
				$clause[] = $word;
				continue;
			}
			$opinions = array();
			$has_seed = false;
			foreach ( $clause as $index => $item ) {
				list( $stem, $content, $opinion ) = $this->content->classify( $item );
				$has_seed                         = $has_seed || $stem === $seed;
				if ( $content && $opinion && $stem !== $seed && ! isset( $found[ $stem ] ) ) {
					$opinions[ $stem ] = ( $index > 0 && $this->content->bends( $clause[ $index - 1 ] ) ? $clause[ $index - 1 ] . ' ' : '' ) . $item;
				}
			}
			if ( $has_seed ) {
				foreach ( $opinions as $stem => $written ) {
					$qualifiers[ $stem ][ $written ] = ( $qualifiers[ $stem ][ $written ] ?? 0 ) + 1;
					$found[ $stem ]                  = true;
				}
			}
			$clause = array();
		}
	}

	/**
	 * The seed word with the opinion most of the group gives it, or alone.
	 *
	 * @param string                            $noun       The seed as written.
	 * @param array<string, array<string, int>> $qualifiers Opinion stem => written form => answers.
	 * @param int                               $answers    Answers in the group.
	 * @return string
	 */
	private function headline( string $noun, array $qualifiers, int $answers ): string {
		$best  = null;
		$times = 0;
		foreach ( $qualifiers as $stem => $written ) {
			$count = array_sum( $written );
			if ( $count > $times || ( $count === $times && null !== $best && strcmp( (string) $stem, $best ) < 0 ) ) {
				$best  = (string) $stem;
				$times = $count;
			}
		}
		if ( null === $best || $times < max( 2, self::QUALIFIER_SHARE * $answers ) ) {
			return $noun;
		}
		return $noun . ' ' . self::by_use( $qualifiers[ $best ] )[0];
	}

	/**
	 * Written forms, most used first (ties: byte order).
	 *
	 * @param array<string, int> $forms Form => times.
	 * @return list<string>
	 */
	private static function by_use( array $forms ): array {
		$keys = array_map( 'strval', array_keys( $forms ) );
		usort( $keys, static fn( string $a, string $b ): int => array( $forms[ $b ], $a ) <=> array( $forms[ $a ], $b ) );
		return $keys;
	}

	/**
	 * The label with each word in the casing the answers most often give it inside a sentence
	 * ("CSV export", "die Lieferung"), else as it is (lower case); a word at the start of a
	 * sentence says nothing of its casing.
	 *
	 * @param string             $label A lower-case label.
	 * @param array<int, string> $texts Answers as written.
	 * @return string
	 */
	private static function as_written( string $label, array $texts ): string {
		$words = explode( ' ', $label );
		foreach ( $words as $index => $word ) {
			$counts = array();
			foreach ( $texts as $text ) {
				if ( ! preg_match_all( '/(?<![\p{L}\p{N}])' . preg_quote( $word, '/' ) . '(?![\p{L}\p{N}])/iu', $text, $found, PREG_OFFSET_CAPTURE ) ) {
					continue;
				}
				foreach ( $found[0] as list( $form, $offset ) ) {
					$before = rtrim( substr( $text, 0, $offset ), " \t\n\r\"'(«¡¿" );
					if ( '' !== $before && 1 !== preg_match( '/[.!?…:]$/u', $before ) ) {
						$counts[ $form ] = ( $counts[ $form ] ?? 0 ) + 1;
					}
				}
			}
			if ( array() !== $counts ) {
				$words[ $index ] = self::by_use( $counts )[0];
			}
		}
		return implode( ' ', $words );
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
