<?php
/**
 * Which of the owner's themes an answer is about.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * A theme is matched on its label and its example phrases, each read as a set of content stems:
 * a phrase of one or two stems matches when the answer holds all of them, a longer one when it
 * holds at least two thirds (MIN_OVERLAP) — "delivery arrived late" matches "the delivery came
 * late" but not "late". A phrase made of one opinion word alone ("late") never matches: it says
 * how, not what, and would pull every complaint in, unless the word names a topic ("slow",
 * "expensive": Topics). Themes are returned best match first (share of the phrase found, a word
 * the answer only wrote as an opinion counting half, so "checkout is too slow" is about checkout
 * before speed; longer phrases first). On a tie, a match on a topic's word (Topics) wins over
 * one on any other word, then the theme named earlier in the answer (its subject, mostly), then
 * the owner's order. Compiled themes, with an index of which phrases hold each stem (an answer
 * only looks at the phrases it shares a word with), are kept for the next answer: the processor
 * calls with the same themes many times.
 */
final class ThemeMatcher {

	private const MIN_OVERLAP = 2 / 3;

	private const CACHE_SIZE = 64;

	/**
	 * Theme set key => compiled themes: [id => list of phrases (stem => true), stem => list of
	 * [id, phrase] holding it].
	 *
	 * @var array<string, array{0: array<int, list<array<string, true>>>, 1: array<string, list<array{0: int, 1: int}>>}>
	 */
	private array $compiled = array();

	/**
	 * The themes of the last call and their key: the processor passes the same ones many times.
	 *
	 * @var array{0: array<int, array{id: int, label: string, examples: list<string>}>, 1: string}|null
	 */
	private ?array $last = null;

	public function __construct( private readonly ContentWords $content ) {
	}

	/**
	 * The ids of the themes an answer is about, best first.
	 *
	 * @param array<string, bool>                                               $stems  The answer's content stems (ContentWords::stems()).
	 * @param array<int, array{id: int, label: string, examples: list<string>}> $themes The themes.
	 * @return list<int>
	 */
	public function match( array $stems, array $themes ): array {
		if ( array() === $stems || array() === $themes ) {
			return array();
		}
		list( $phrases, $index ) = $this->compile( $themes );
		$hits                    = array(); // Theme => phrase => its stems the answer holds => opinion.
		foreach ( $stems as $stem => $opinion ) {
			foreach ( $index[ (string) $stem ] ?? array() as list( $id, $at ) ) {
				$hits[ $id ][ $at ][ (string) $stem ] = $opinion;
			}
		}
		if ( array() === $hits ) {
			return array();
		}
		$position = array_flip( array_map( 'strval', array_keys( $stems ) ) );
		$order    = array_flip( array_keys( $phrases ) );
		$scores   = array();
		foreach ( $hits as $id => $found_in ) {
			$best = array( 0.0, 0, 0 );
			foreach ( $found_in as $at => $found_stems ) {
				$size  = count( $phrases[ $id ][ $at ] );
				$count = count( $found_stems );
				if ( ( $size <= 2 && $count < $size ) || ( $size > 2 && $count < self::MIN_OVERLAP * $size ) ) {
					continue;
				}
				$found = 0.0;
				$topic = 0;
				$first = PHP_INT_MAX;
				foreach ( $found_stems as $stem => $opinion ) {
					$found += $opinion ? 0.5 : 1.0;
					$topic  = max( $topic, ! $opinion && Topics::is_key( (string) $stem ) ? 1 : 0 );
					$first  = min( $first, $position[ (string) $stem ] );
				}
				$best = max( $best, array( round( $found / $size + 0.01 * $size, 6 ), $topic, -$first ) );
			}
			if ( $best[0] > 0 ) {
				$scores[ $id ] = array_merge( $best, array( -$order[ $id ] ) );
			}
		}
		arsort( $scores );
		return array_map( 'intval', array_keys( $scores ) );
	}

	/**
	 * The themes' phrases as stem sets, and which phrases hold each stem.
	 *
	 * @param array<int, array{id: int, label: string, examples: list<string>}> $themes The themes.
	 * @return array{0: array<int, list<array<string, true>>>, 1: array<string, list<array{0: int, 1: int}>>}
	 */
	private function compile( array $themes ): array {
		if ( null !== $this->last && $this->last[0] === $themes && isset( $this->compiled[ $this->last[1] ] ) ) {
			return $this->compiled[ $this->last[1] ];
		}
		$key = '';
		foreach ( $themes as $theme ) {
			$key .= $theme['id'] . "\x1e" . $theme['label'] . "\x1f" . implode( "\x1f", $theme['examples'] ) . "\x1d";
		}
		$key        = md5( $key );
		$this->last = array( $themes, $key );
		if ( isset( $this->compiled[ $key ] ) ) {
			return $this->compiled[ $key ];
		}
		if ( count( $this->compiled ) >= self::CACHE_SIZE ) {
			$this->compiled = array();
		}
		$compiled = array();
		$index    = array();
		foreach ( $themes as $theme ) {
			$id      = (int) $theme['id'];
			$phrases = array();
			foreach ( array_merge( array( $theme['label'] ), $theme['examples'] ) as $text ) {
				$stems = $this->content->stems( $this->content->words( (string) $text ) );
				if ( array() === $stems || ( 1 === count( $stems ) && true === reset( $stems ) && ! Topics::is_key( (string) key( $stems ) ) ) ) {
					continue;
				}
				foreach ( array_keys( $stems ) as $stem ) {
					$index[ (string) $stem ][] = array( $id, count( $phrases ) );
				}
				$phrases[] = array_fill_keys( array_map( 'strval', array_keys( $stems ) ), true );
			}
			$compiled[ $id ] = $phrases;
		}
		$this->compiled[ $key ] = array( $compiled, $index );
		return $this->compiled[ $key ];
	}
}
