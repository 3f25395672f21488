<?php
/**
 * Checks the model's JSON replies strictly.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Provider;

use UserFeedback\Insights\ThemeStore;

/**
 * A reply is one JSON object of the shape asked for (InsightPrompts), possibly inside one
 * Markdown code fence (a transport habit of many models, not a change of content). Nothing is
 * repaired or guessed:
 * - not such an object at all (prose, a refusal, another shape): null, the provider failed;
 * - a reading that does not hold exactly — an id not sent or given twice, a key missing or
 *   extra, a sentiment not one of the three, a score that is not a number within -1 … 1 or
 *   contradicts the sentiment (a positive one above 0, a negative one below 0, a neutral one
 *   within ±0.5), a theme that is not one of the labels sent (case aside) — leaves that answer
 *   out: it is read again later;
 * - a suggested theme without a label or without examples is left out; its examples are cleaned
 *   as the owner's are (ThemeStore::clean_examples()).
 *
 * @phpstan-import-type Theme from \UserFeedback\Insights\InsightAnalyzer
 * @phpstan-import-type Reading from \UserFeedback\Insights\InsightAnalyzer
 * @phpstan-import-type Suggestion from \UserFeedback\Insights\InsightAnalyzer
 */
final class InsightReply {

	/** Widest score a neutral reading may have. */
	public const NEUTRAL_SCORE = 0.5;

	private const KEYS = array( 'id', 'score', 'sentiment', 'themes' );

	/**
	 * The readings in a reply.
	 *
	 * @param string            $content The reply's message content.
	 * @param int               $count   How many answers were sent (ids 1 … count).
	 * @param array<int, Theme> $themes  The themes sent.
	 * @return array<int, Reading>|null Readings by id - 1 (the answer's position); null when the reply is not the object asked for.
	 */
	public static function readings( string $content, int $count, array $themes ): ?array {
		$data = self::object( $content );
		if ( null === $data || array( 'answers' ) !== array_keys( $data ) || ! is_array( $data['answers'] ) || ! array_is_list( $data['answers'] ) ) {
			return null;
		}
		$labels = array();
		foreach ( $themes as $theme ) {
			$labels[ self::fold( $theme['label'] ) ] = $theme['id'];
		}
		$readings = array();
		$seen     = array();
		foreach ( $data['answers'] as $entry ) {
			$id = is_array( $entry ) && is_int( $entry['id'] ?? null ) ? $entry['id'] : 0;
			if ( $id < 1 || $id > $count ) {
				continue;
			}
			if ( isset( $seen[ $id ] ) ) {
				unset( $readings[ $id - 1 ] ); // Two readings of one answer: neither is trusted.
				continue;
			}
			$seen[ $id ] = true;
			$reading     = self::reading( (array) $entry, $labels );
			if ( null !== $reading ) {
				$readings[ $id - 1 ] = $reading;
			}
		}
		return $readings;
	}

	/**
	 * The themes in a suggestion reply.
	 *
	 * @param string $content The reply's message content.
	 * @param int    $most    Most themes kept.
	 * @return list<Suggestion>|null Null when the reply is not the object asked for.
	 */
	public static function suggestions( string $content, int $most ): ?array {
		$data = self::object( $content );
		if ( null === $data || array( 'themes' ) !== array_keys( $data ) || ! is_array( $data['themes'] ) || ! array_is_list( $data['themes'] ) ) {
			return null;
		}
		$out  = array();
		$seen = array();
		foreach ( $data['themes'] as $entry ) {
			if ( ! is_array( $entry ) || array( 'examples', 'label' ) !== self::sorted_keys( $entry ) || ! is_string( $entry['label'] ) || ! is_array( $entry['examples'] ) ) {
				continue;
			}
			$label    = trim( sanitize_text_field( $entry['label'] ) );
			$examples = ThemeStore::clean_examples( array_filter( $entry['examples'], 'is_string' ) );
			if ( '' === $label || mb_strlen( $label ) > ThemeStore::MAX_LABEL || array() === $examples || isset( $seen[ self::fold( $label ) ] ) || self::has_placeholder( $label ) ) {
				continue;
			}
			$seen[ self::fold( $label ) ] = true;
			$out[]                        = array(
				'label'    => $label,
				'examples' => array_values( array_filter( $examples, static fn( string $example ): bool => ! self::has_placeholder( $example ) ) ),
			);
			if ( count( $out ) >= $most ) {
				break;
			}
		}
		return array_values( array_filter( $out, static fn( array $theme ): bool => array() !== $theme['examples'] ) );
	}

	/**
	 * One reading, or null when it does not hold.
	 *
	 * @param array<mixed>       $entry  The entry.
	 * @param array<string, int> $labels Folded label => theme id.
	 * @return Reading|null
	 */
	private static function reading( array $entry, array $labels ): ?array {
		if ( self::KEYS !== self::sorted_keys( $entry ) ) {
			return null;
		}
		$sentiment = $entry['sentiment'];
		$score     = $entry['score'];
		if ( ! in_array( $sentiment, array( 'positive', 'neutral', 'negative' ), true ) || ! ( is_int( $score ) || is_float( $score ) ) ) {
			return null;
		}
		$score = (float) $score;
		if ( ! is_finite( $score ) || $score < -1.0 || $score > 1.0 ) {
			return null;
		}
		$consistent = match ( $sentiment ) {
			'positive' => $score > 0.0,
			'negative' => $score < 0.0,
			default    => abs( $score ) <= self::NEUTRAL_SCORE,
		};
		if ( ! $consistent || ! is_array( $entry['themes'] ) || ! array_is_list( $entry['themes'] ) ) {
			return null;
		}
		$ids = array();
		foreach ( $entry['themes'] as $label ) {
			$id = is_string( $label ) ? ( $labels[ self::fold( $label ) ] ?? null ) : null;
			if ( null === $id ) {
				return null; // A label not sent: the model did not follow the list.
			}
			$ids[ $id ] = $id;
		}
		return array(
			'sentiment' => $sentiment,
			'score'     => round( $score, 3 ),
			'themes'    => array_values( $ids ),
		);
	}

	/**
	 * The JSON object in a reply, or null.
	 *
	 * @param string $content The content.
	 * @return array<string, mixed>|null
	 */
	private static function object( string $content ): ?array {
		$content = trim( $content );
		if ( 1 === preg_match( '/^```(?:json)?\s*(.*?)\s*```$/s', $content, $match ) ) {
			$content = $match[1];
		}
		$data = json_decode( $content, true );
		return is_array( $data ) && ! array_is_list( $data ) ? $data : null;
	}

	/**
	 * An entry's keys, sorted.
	 *
	 * @param array<mixed> $entry The entry.
	 * @return list<int|string>
	 */
	private static function sorted_keys( array $entry ): array {
		$keys = array_keys( $entry );
		sort( $keys );
		return $keys;
	}

	/**
	 * A label compared without case or surrounding space.
	 *
	 * @param string $label Label.
	 * @return string
	 */
	private static function fold( string $label ): string {
		return mb_strtolower( trim( $label ), 'UTF-8' );
	}

	/**
	 * Whether text holds a placeholder of removed personal data.
	 *
	 * @param string $text Text.
	 * @return bool
	 */
	private static function has_placeholder( string $text ): bool {
		return 1 === preg_match( '/\[(?:email|ip|phone|name)\]/i', $text );
	}
}
