<?php
/**
 * One language's words as lookups.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

use UserFeedback\Ai\OnSite\Sentiment;

/**
 * Turns a LanguageWords' lists into what the reader asks while it walks an answer: what role a
 * word or a phrase of up to MAX_PHRASE words plays (a negation's value is 1 when it may follow
 * the opinion it flips, else 0), and how good or bad a word is. A word's
 * opinion is found in order: as written, by its longest listed stem, in the summariser's own
 * lexicon (Sentiment, shared by all languages), and last as a typo one edit away from a listed
 * word or stem of at least FUZZY_MIN letters with the same first letter ("terible", "definately
 * slow"). Answers repeat words, so each word's answer is memoised, up to MEMO_SIZE words.
 */
final class Vocabulary {

	public const MAX_PHRASE = 4;

	private const FUZZY_MIN = 5;

	private const MEMO_SIZE = 50000;

	/**
	 * Word or phrase (words joined by a space) => [role, value], for every role but opinions.
	 *
	 * @var array<string, array{0: Role, 1: float}>
	 */
	private array $roles = array();

	/**
	 * Opinion word or phrase => +1 or -1.
	 *
	 * @var array<string, float>
	 */
	private array $opinions = array();

	/**
	 * Stem => +1 or -1.
	 *
	 * @var array<string, float>
	 */
	private array $stems = array();

	/**
	 * First byte => listed words and stems of at least FUZZY_MIN letters => value.
	 *
	 * @var array<string, array<string, float>>
	 */
	private array $near = array();

	/**
	 * Words of excess may only be followed by these (empty: by any word).
	 *
	 * @var array<string, true>
	 */
	private array $excess_targets;

	/**
	 * Word => opinion value (0 for none).
	 *
	 * @var array<string, float>
	 */
	private array $memo = array();

	public function __construct( LanguageWords $words, private readonly Sentiment $shared ) {
		$this->add( $words->postposed_negations(), Role::Negation, 1.0 );
		$this->add( $words->negations(), Role::Negation, 0.0 );
		$this->add( $words->contrasts(), Role::Contrast, 0.0 );
		$this->add( $words->requests(), Role::Request, 0.0 );
		$this->add( $words->excess(), Role::Excess, 0.0 );
		$this->add( $words->downtoners(), Role::Modifier, 0.5 );
		$this->add( $words->intensifiers(), Role::Modifier, 1.5 );
		$this->add( $words->positive(), Role::Opinion, 1.0 );
		$this->add( $words->negative(), Role::Opinion, -1.0 );
		$this->excess_targets = array_fill_keys( self::split( $words->excess_targets() ), true );
	}

	/**
	 * The role of the phrase of $length words starting at $words[$start], if it is listed (other
	 * roles before opinions).
	 *
	 * @param string[] $words  Words, '' at breaks.
	 * @param int      $start  First word.
	 * @param int      $length Words in the phrase (2..MAX_PHRASE).
	 * @return array{0: Role, 1: float}|null
	 */
	public function phrase( array $words, int $start, int $length ): ?array {
		$parts = array_slice( $words, $start, $length );
		if ( count( $parts ) < $length || in_array( '', $parts, true ) ) {
			return null;
		}
		$phrase = implode( ' ', $parts );
		if ( isset( $this->roles[ $phrase ] ) ) {
			return $this->roles[ $phrase ];
		}
		return isset( $this->opinions[ $phrase ] ) ? array( Role::Opinion, $this->opinions[ $phrase ] ) : null;
	}

	/**
	 * The listed role of one word other than an opinion (see opinion()).
	 *
	 * @param string $word A word.
	 * @return array{0: Role, 1: float}|null
	 */
	public function role( string $word ): ?array {
		$role = $this->roles[ $word ] ?? null;
		if ( null === $role && str_ends_with( $word, "n't" ) ) {
			return array( Role::Negation, 0.0 );
		}
		return $role;
	}

	/**
	 * Whether a word may follow a word of excess.
	 *
	 * @param string $word A word.
	 * @return bool
	 */
	public function after_excess( string $word ): bool {
		return '' !== $word && ( array() === $this->excess_targets || isset( $this->excess_targets[ $word ] ) );
	}

	/**
	 * How good (up to 1) or bad (down to -1) a word is; 0 when it carries no opinion.
	 *
	 * @param string $word A lower-case word.
	 * @return float
	 */
	public function opinion( string $word ): float {
		if ( isset( $this->memo[ $word ] ) ) {
			return $this->memo[ $word ];
		}
		if ( count( $this->memo ) >= self::MEMO_SIZE ) {
			$this->memo = array();
		}
		$this->memo[ $word ] = $this->find( $word );
		return $this->memo[ $word ];
	}

	/**
	 * The opinion of a word not memoised yet.
	 *
	 * @param string $word A lower-case word.
	 * @return float
	 */
	private function find( string $word ): float {
		if ( isset( $this->opinions[ $word ] ) ) {
			return $this->opinions[ $word ];
		}
		for ( $length = strlen( $word ); $length >= 3; $length-- ) {
			$stem = substr( $word, 0, $length );
			if ( isset( $this->stems[ $stem ] ) ) {
				return $this->stems[ $stem ];
			}
		}
		$shared = $this->shared->score( array( $word ), '' );
		if ( 0 !== $shared ) {
			return $shared > 0 ? 1.0 : -1.0;
		}
		return $this->near( $word );
	}

	/**
	 * The opinion of a listed word or stem one typo away (same first letter), else 0.
	 *
	 * @param string $word A lower-case word.
	 * @return float
	 */
	private function near( string $word ): float {
		if ( strlen( $word ) < self::FUZZY_MIN + 1 || 1 !== preg_match( '/^\p{L}+$/u', $word ) ) {
			return 0.0;
		}
		foreach ( $this->near[ $word[0] ] ?? array() as $known => $value ) {
			$known = (string) $known;
			if ( isset( $this->stems[ $known ] ) ) {
				$length = strlen( $known );
				foreach ( array( $length - 1, $length, $length + 1 ) as $cut ) {
					if ( levenshtein( substr( $word, 0, $cut ), $known ) <= 1 ) {
						return $value;
					}
				}
			} elseif ( abs( strlen( $known ) - strlen( $word ) ) <= 1 && levenshtein( $word, $known ) <= 1 ) {
				return $value;
			}
		}
		return 0.0;
	}

	/**
	 * Adds a list's entries with a role; the first list to name an entry keeps it.
	 *
	 * @param string $list  Whitespace-separated entries ("_" joins phrases, "*" ends stems).
	 * @param Role   $role  Their role.
	 * @param float  $value Their value.
	 * @return void
	 */
	private function add( string $list, Role $role, float $value ): void {
		foreach ( self::split( $list ) as $entry ) {
			$entry = str_replace( '_', ' ', $entry );
			if ( Role::Opinion === $role && str_ends_with( $entry, '*' ) ) {
				$stem = rtrim( $entry, '*' );
				if ( str_contains( $stem, '*' ) ) {
					$stem = substr( $stem, 0, (int) strpos( $stem, '*' ) );
				}
				$this->stems[ $stem ] ??= $value;
				$this->remember_near( $stem, $value );
				continue;
			}
			if ( Role::Opinion === $role ) {
				$this->opinions[ $entry ] ??= $value;
				if ( ! str_contains( $entry, ' ' ) ) {
					$this->remember_near( $entry, $value );
				}
			} else {
				$this->roles[ $entry ] ??= array( $role, $value );
			}
		}
	}

	/**
	 * Keeps a long enough word or stem for typo matching.
	 *
	 * @param string $known A listed word or stem.
	 * @param float  $value Its value.
	 * @return void
	 */
	private function remember_near( string $known, float $value ): void {
		if ( strlen( $known ) >= self::FUZZY_MIN ) {
			$this->near[ $known[0] ][ $known ] ??= $value;
		}
	}

	/**
	 * The entries of a whitespace-separated list.
	 *
	 * @param string $list The list.
	 * @return string[]
	 */
	private static function split( string $list ): array {
		$entries = preg_split( '/\s+/u', trim( $list ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $entries ) ? $entries : array();
	}
}
