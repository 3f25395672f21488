<?php
/**
 * Whether feedback sounds positive or negative.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * A small lexicon scorer: +1 per positive word, -1 per negative word, flipped when a negation
 * ("not", "never", "n't", "nicht", "pas", "no" …) stands within the three words before it in the
 * same clause; emoji count too, whatever the language. The lexicon is English plus the commonest
 * opinion words of German, French, Spanish, Italian, Portuguese and Dutch. Text in other languages
 * scores 0 (neutral) unless it has emoji or came with a rating — an honest "don't know" rather
 * than a guess. The opinion words are also what keeps "great" and "bad" from being themes.
 */
final class Sentiment {

	/**
	 * Words before an opinion word that still negate it.
	 */
	private const NEGATION_REACH = 3;

	private const POSITIVE = 'amazing awesome beautiful best better brilliant clean clear comfortable convenient cool delighted easy effective efficient enjoy enjoyed excellent exceptional fantastic fast favorite favourite fine friendly glad good great happy helpful impressed impressive intuitive love loved lovely nice perfect pleasant pleased polite professional quick quickly recommend reliable responsive satisfied simple smooth solid super superb thank thanks thankful useful valuable well-made wonderful worth
		ausgezeichnet einfach freundlich gut gute guter hilfreich klasse perfekt prima schnell super toll zufrieden
		agréable bien bon bonne excellent facile génial magnifique merci parfait rapide satisfait super utile
		bueno buena encanta excelente fácil genial gracias increíble perfecto rápido útil
		bello bene buono buona eccellente facile grazie ottimo perfetto utile veloce
		bom boa excelente fácil obrigado obrigada ótimo ótima perfeito rápido útil
		fijn geweldig goed handig makkelijk prima snel top tevreden uitstekend';

	private const NEGATIVE = 'annoying annoyed awful bad broke broken bug buggy clunky complicated confused confusing crash crashed crashes difficult disappointed disappointing expensive fail failed failing frustrated frustrating hard hate hated horrible issue issues lag laggy lost mess messy missing poor problem problems rude slow terrible ugly unclear unhappy unhelpful unreliable unusable useless waste worse worst wrong
		enttäuscht fehler kaputt langsam problem schlecht schlechte schwierig teuer umständlich
		cher compliqué déçu difficile horrible lent mauvais nul problème
		caro complicado difícil horrible lento malo mala problema terrible
		caro complicato deluso difficile lento pessimo problema scarso
		caro complicado difícil lento péssimo problema ruim
		duur ingewikkeld langzaam moeilijk probleem slecht traag';

	private const NEGATIONS = "not no never nothing none nobody neither nor without hardly barely isn't wasn't aren't weren't don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't haven't hasn't hadn't nicht kein keine keinen nie niemals pas jamais ni sans nunca sin non mai senza não nem niet geen nooit";

	/**
	 * Emoji that read as positive and negative.
	 */
	private const POSITIVE_EMOJI = '/[😀😃😄😁😊🙂😍🥰😻👍👏🙌💯❤💙💚💜🎉⭐🤩😎]/u';
	private const NEGATIVE_EMOJI = '/[😞😟😠😡🤬😢😭😩😫🙁☹👎💩😤😒🤮😖😣]/u';

	/**
	 * Word => +1 or -1.
	 *
	 * @var array<string, int>|null
	 */
	private ?array $lexicon = null;

	/**
	 * Negating words as keys.
	 *
	 * @var array<string, true>|null
	 */
	private ?array $negations = null;

	/**
	 * The score of one answer: positive above 0, negative below.
	 *
	 * @param string[] $words Its words (Tokenizer::words()).
	 * @param string   $text  Its text, for emoji.
	 * @return int
	 */
	public function score( array $words, string $text ): int {
		$this->load();
		$score   = 0;
		$negated = -1; // Position of the last negation in this clause.
		foreach ( $words as $position => $word ) {
			if ( '' === $word ) {
				$negated = -1;
				continue;
			}
			if ( isset( $this->negations[ $word ] ) || str_ends_with( $word, "n't" ) ) {
				$negated = $position;
				continue;
			}
			$value = $this->lexicon[ $word ] ?? 0;
			if ( 0 !== $value ) {
				$score += ( $negated >= 0 && $position - $negated <= self::NEGATION_REACH ) ? -$value : $value;
			}
		}
		$score += (int) preg_match_all( self::POSITIVE_EMOJI, $text );
		$score -= (int) preg_match_all( self::NEGATIVE_EMOJI, $text );
		return $score;
	}

	/**
	 * Whether a word carries an opinion (and so says nothing about what the feedback is about).
	 *
	 * @param string $word Lower-case word.
	 * @return bool
	 */
	public function is_opinion_word( string $word ): bool {
		$this->load();
		return isset( $this->lexicon[ $word ] );
	}

	/**
	 * The label of a score.
	 *
	 * @param int $score A score.
	 * @return string 'positive', 'neutral' or 'negative'.
	 */
	public static function label( int $score ): string {
		return $score > 0 ? 'positive' : ( $score < 0 ? 'negative' : 'neutral' );
	}

	/**
	 * Builds the word tables once.
	 *
	 * @return void
	 */
	private function load(): void {
		if ( null !== $this->lexicon ) {
			return;
		}
		$this->lexicon   = array_merge( self::table( self::POSITIVE, 1 ), self::table( self::NEGATIVE, -1 ) );
		$this->negations = array_fill_keys( self::split( self::NEGATIONS ), true );
	}

	/**
	 * Word => value for a list.
	 *
	 * @param string $list  Whitespace-separated words.
	 * @param int    $value The value of each.
	 * @return array<string, int>
	 */
	private static function table( string $list, int $value ): array {
		return array_fill_keys( self::split( $list ), $value );
	}

	/**
	 * The words of a whitespace-separated list.
	 *
	 * @param string $list The list.
	 * @return string[]
	 */
	private static function split( string $list ): array {
		$words = preg_split( '/\s+/u', trim( $list ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $words ) ? $words : array();
	}
}
