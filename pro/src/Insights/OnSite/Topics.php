<?php
/**
 * Words that name the same topic, folded to one key.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * A language's topic groups (LanguageWords::topics()): "shipping", "delivery" and "parcel" are
 * one topic, "log in", "login" and "sign in" another, "colour" and "color" one word. Grouping and
 * matching read the group's key instead of each word, so answers that say the same thing in
 * other words or spellings meet. Phrases of a group are joined into one word first (join());
 * a word is found as written, else by its stem, so "deliveries" and "shipped" need no entry.
 * Keys start with KEY_MARK, which no stem can hold, and are never shown.
 */
final class Topics {

	public const KEY_MARK = '=';

	/**
	 * Word or joined phrase => key.
	 *
	 * @var array<string, string>
	 */
	private array $words = array();

	/**
	 * Stem of a listed single word => key.
	 *
	 * @var array<string, string>
	 */
	private array $stems = array();

	/**
	 * First word of a phrase => its phrases as word lists, longest first.
	 *
	 * @var array<string, list<list<string>>>
	 */
	private array $phrases = array();

	/**
	 * Reads the groups: ";"-separated, entries whitespace-separated, "_" joins a phrase's words;
	 * the group's first entry names its key. The first group to list a word keeps it.
	 *
	 * @param string        $groups  The language's topic groups.
	 * @param SuffixStemmer $stemmer The language's stemmer.
	 */
	public function __construct( string $groups, SuffixStemmer $stemmer ) {
		foreach ( explode( ';', $groups ) as $group ) {
			$entries = preg_split( '/\s+/u', trim( $group ), -1, PREG_SPLIT_NO_EMPTY );
			if ( ! is_array( $entries ) || array() === $entries ) {
				continue;
			}
			$key = self::KEY_MARK . str_replace( '_', ' ', $entries[0] );
			foreach ( $entries as $entry ) {
				$parts = explode( '_', $entry );
				$word  = implode( ' ', $parts );
				if ( isset( $this->words[ $word ] ) ) {
					continue;
				}
				$this->words[ $word ] = $key;
				if ( count( $parts ) > 1 ) {
					$this->phrases[ $parts[0] ][] = $parts;
				} else {
					$this->stems[ $stemmer->stem( $word ) ] ??= $key;
				}
			}
		}
		foreach ( $this->phrases as $first => $list ) {
			usort( $list, static fn( array $a, array $b ): int => count( $b ) <=> count( $a ) );
			$this->phrases[ $first ] = $list;
		}
	}

	/**
	 * The words with each listed phrase joined into one word ("log", "in" → "log in").
	 *
	 * @param string[] $words Words, '' at breaks.
	 * @return string[]
	 */
	public function join( array $words ): array {
		if ( array() === $this->phrases ) {
			return $words;
		}
		$joined = array();
		$count  = count( $words );
		for ( $i = 0; $i < $count; $i++ ) {
			foreach ( $this->phrases[ $words[ $i ] ] ?? array() as $parts ) {
				$size = count( $parts );
				if ( array_slice( $words, $i, $size ) === $parts ) {
					$joined[] = implode( ' ', $parts );
					$i       += $size - 1;
					continue 2;
				}
			}
			$joined[] = $words[ $i ];
		}
		return $joined;
	}

	/**
	 * The topic key of a word or joined phrase as written, else null.
	 *
	 * @param string $word A word from join().
	 * @return string|null
	 */
	public function word( string $word ): ?string {
		return $this->words[ $word ] ?? null;
	}

	/**
	 * The topic key of a stem of a listed word ("shipp" of "shipped", "shipping"), else null.
	 *
	 * @param string $stem A stem.
	 * @return string|null
	 */
	public function stem( string $stem ): ?string {
		return $this->stems[ $stem ] ?? null;
	}

	/**
	 * Whether a stem is a topic key.
	 *
	 * @param string $stem A stem from ContentWords.
	 * @return bool
	 */
	public static function is_key( string $stem ): bool {
		return str_starts_with( $stem, self::KEY_MARK );
	}
}
