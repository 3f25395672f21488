<?php
/**
 * The sentiment of one answer.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

use UserFeedback\Ai\OnSite\Sentiment;
use UserFeedback\Ai\OnSite\Tokenizer;

/**
 * Sums the opinions of an answer's words, each read in its context:
 * - a negation flips the opinion within NEGATION_REACH words after it in the same clause, or, in
 *   languages that place it so, the one just before it ("gefällt mir nicht", "j'aime pas"); a
 *   negated complaint counts less than a plain praise ("not bad" is faint praise, "no problems"
 *   is praise);
 * - a clause of at least UNMET_WORDS words that negates and holds no opinion and no request says
 *   something did not happen ("the export button doesn't do anything", "el correo nunca llega"):
 *   a complaint of UNMET; shorter ones ("nothing to add", "sin comentarios") say nothing;
 * - a modifier just before scales it ("very" 1.5, "a bit" 0.5), ignored under a negation;
 * - a word of excess turns the next word into a complaint ("too long", "zu teuer");
 * - everything before a contrast ("but", "aber", "mais", "pero") counts half;
 * - a clause holding a request or a wish counts a quarter and a question half: "please add dark
 *   mode" and "would be great to have an export" are suggestions, not praise, while "please fix
 *   it, it's useless" keeps its complaint;
 * - emoji and emoticons count one each (the summariser's emoji lists).
 * The sum S is labelled positive from THRESHOLD, negative from -THRESHOLD, else neutral (a lone
 * "ok" has no opinion word, "fine" has one); the score is S / (|S| + 1), in -1..1.
 */
final class SentimentReader {

	public const THRESHOLD = 0.5;

	private const NEGATION_REACH = 3;

	private const MODIFIER_REACH = 2;

	private const REQUEST_WEIGHT = 0.25;

	private const QUESTION_WEIGHT = 0.5;

	private const BEFORE_CONTRAST = 0.5;

	private const NEGATED_PRAISE = 0.8;

	private const NEGATED_COMPLAINT = 0.6;

	private const EXCESS = 1.5;

	private const UNMET = 0.6;

	private const UNMET_WORDS = 4;

	public function __construct( private readonly Tokenizer $tokenizer, private readonly Sentiment $shared ) {
	}

	/**
	 * The answer's label and score.
	 *
	 * @param string     $text       The answer.
	 * @param Vocabulary $vocabulary Its language's words.
	 * @param Language   $language   Its language.
	 * @return array{sentiment: 'positive'|'neutral'|'negative', score: float}
	 */
	public function read( string $text, Vocabulary $vocabulary, Language $language ): array {
		$text      = mb_substr( $text, 0, Tokenizer::MAX_CHARACTERS );
		$sentences = preg_split( '/(?<=[.!?…])\s+|[\r\n]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		$items     = array(); // [value, contrasts seen before it].
		$contrasts = 0;
		foreach ( is_array( $sentences ) ? $sentences : array() as $sentence ) {
			$words     = $this->words( (string) $sentence, $language );
			$weight    = str_contains( (string) $sentence, '?' ) ? self::QUESTION_WEIGHT : 1.0;
			$contrasts = $this->sentence( $words, $vocabulary, $weight, $contrasts, $items );
		}
		$sum = 0.0;
		foreach ( $items as list( $value, $before ) ) {
			$sum += $value * self::BEFORE_CONTRAST ** ( $contrasts - $before );
		}
		$sum += $this->shared->score( array(), $text );
		$sum += (int) preg_match_all( '/(?:^|\s)[:;=]-?[)D\]]|<3/u', $text ) - (int) preg_match_all( '/(?:^|\s):-?[(\[]|:\'\(/u', $text );

		$label = $sum >= self::THRESHOLD ? 'positive' : ( $sum <= -self::THRESHOLD ? 'negative' : 'neutral' );
		return array(
			'sentiment' => $label,
			'score'     => round( $sum / ( abs( $sum ) + 1 ), 3 ),
		);
	}

	/**
	 * Reads one sentence into $items; returns the contrasts seen so far.
	 *
	 * @param string[]                            $words      Its words, '' at breaks.
	 * @param Vocabulary                          $vocabulary The language's words.
	 * @param float                               $weight     Its weight (a question counts less).
	 * @param int                                 $contrasts  Contrasts seen before it.
	 * @param array<int, array{0: float, 1: int}> $items Opinions read so far.
	 * @return int
	 */
	private function sentence( array $words, Vocabulary $vocabulary, float $weight, int $contrasts, array &$items ): int {
		$events = array(); // Each: [role, value, position, clause].
		$clause = 0;
		$sizes  = array(); // Clause => words.
		$count  = count( $words );
		for ( $i = 0; $i < $count; $i++ ) {
			$word = $words[ $i ];
			if ( '' === $word ) {
				++$clause;
				continue;
			}
			$sizes[ $clause ] = ( $sizes[ $clause ] ?? 0 ) + 1;
			$found            = null;
			for ( $length = Vocabulary::MAX_PHRASE; $length >= 2 && null === $found; $length-- ) {
				$found = $vocabulary->phrase( $words, $i, $length );
				if ( null !== $found ) {
					$i += $length - 1;
				}
			}
			$found ??= $vocabulary->role( $word );
			if ( null !== $found && Role::Modifier === $found[0] && $vocabulary->opinion( $word ) !== 0.0 && 0.0 === $vocabulary->opinion( $words[ $i + 1 ] ?? '' ) && null === $vocabulary->role( $words[ $i + 1 ] ?? '' ) ) {
				$found = null; // "Super!" is praise; "super fast" is a modifier.
			}
			if ( null !== $found && Role::Contrast === $found[0] ) {
				++$clause;
				++$contrasts;
				$opinion = $vocabulary->opinion( $word );
				if ( 0.0 !== $opinion ) {
					$events[] = array( Role::Opinion, $opinion, $i, $clause, $contrasts );
				}
				continue;
			}
			if ( null === $found ) {
				$opinion = $vocabulary->opinion( $word );
				if ( 0.0 === $opinion ) {
					continue;
				}
				$found = array( Role::Opinion, $opinion );
			}
			$events[] = array( $found[0], $found[1], $i, $clause, $contrasts );
			if ( Role::Excess === $found[0] ) {
				$next = $words[ $i + 1 ] ?? '';
				if ( $vocabulary->after_excess( $next ) && 0.0 === $vocabulary->opinion( $next ) && null === $vocabulary->role( $next ) ) {
					$events[] = array( Role::Opinion, -1.0, $i + 1, $clause, $contrasts );
					++$i;
				}
			}
		}

		$requests = array();
		$opinions = array();
		$negation = array(); // Clause => contrasts seen at its first negation.
		foreach ( $events as $event ) {
			if ( Role::Request === $event[0] ) {
				$requests[ $event[3] ] = true;
			} elseif ( Role::Opinion === $event[0] ) {
				$opinions[ $event[3] ] = true;
			} elseif ( Role::Negation === $event[0] ) {
				$negation[ $event[3] ] ??= $event[4];
			}
		}
		foreach ( $negation as $at => $before ) {
			if ( ! isset( $opinions[ $at ] ) && ! isset( $requests[ $at ] ) && ( $sizes[ $at ] ?? 0 ) >= self::UNMET_WORDS ) {
				$items[] = array( -self::UNMET * $weight, $before );
			}
		}
		foreach ( $events as $index => $event ) {
			if ( Role::Opinion !== $event[0] ) {
				continue;
			}
			$value = $event[1];
			if ( $this->negated( $events, $index ) ) {
				$value = $value > 0 ? -self::NEGATED_PRAISE * $value : -self::NEGATED_COMPLAINT * $value;
			} else {
				$value *= $this->modifier( $events, $index, $value );
			}
			if ( isset( $requests[ $event[3] ] ) ) {
				$value *= self::REQUEST_WEIGHT;
			}
			$items[] = array( $value * $weight, $event[4] );
		}
		return $contrasts;
	}

	/**
	 * Whether the opinion at $index is negated: by a negation within reach before it in its clause,
	 * or by a postposed one right after it (at most two words) that negates nothing after it.
	 *
	 * @param array<int, array{0: Role, 1: float, 2: int, 3: int, 4: int}> $events The sentence's events.
	 * @param int                                                          $index  The opinion.
	 * @return bool
	 */
	private function negated( array $events, int $index ): bool {
		list( , , $position, $clause ) = $events[ $index ];
		for ( $j = $index - 1; $j >= 0 && $events[ $j ][3] === $clause && $position - $events[ $j ][2] <= self::NEGATION_REACH; $j-- ) {
			if ( Role::Negation === $events[ $j ][0] ) {
				return true;
			}
			if ( Role::Opinion === $events[ $j ][0] ) {
				break;
			}
		}
		$after = $events[ $index + 1 ] ?? null;
		if ( null === $after || Role::Negation !== $after[0] || 0.0 === $after[1] || $after[3] !== $clause || $after[2] - $position > 2 ) {
			return false;
		}
		$next = $events[ $index + 2 ] ?? null;
		return null === $next || Role::Opinion !== $next[0] || $next[3] !== $clause || $next[2] - $after[2] > self::NEGATION_REACH;
	}

	/**
	 * The factor of the modifiers and excess right before the opinion at $index.
	 *
	 * @param array<int, array{0: Role, 1: float, 2: int, 3: int, 4: int}> $events The sentence's events.
	 * @param int                                                          $index  The opinion.
	 * @param float                                                        $value  Its value.
	 * @return float
	 */
	private function modifier( array $events, int $index, float $value ): float {
		list( , , $position, $clause ) = $events[ $index ];
		$factor                        = 1.0;
		for ( $j = $index - 1; $j >= 0 && $events[ $j ][3] === $clause && $position - $events[ $j ][2] <= self::MODIFIER_REACH; $j-- ) {
			if ( Role::Modifier === $events[ $j ][0] ) {
				$factor *= $events[ $j ][1];
			} elseif ( Role::Excess === $events[ $j ][0] && $value < 0 ) {
				$factor *= self::EXCESS;
			} else {
				break;
			}
		}
		return $factor;
	}

	/**
	 * A sentence's words; French elisions ("j'aime", "n'est", "l'appli") lose their article.
	 *
	 * @param string   $sentence The sentence.
	 * @param Language $language Its language.
	 * @return string[]
	 */
	private function words( string $sentence, Language $language ): array {
		$words = $this->tokenizer->words( $sentence );
		if ( Language::French === $language ) {
			$words = Elision::strip( $words );
		}
		return $words;
	}
}
