<?php
/**
 * Representative answers for a theme.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

use UserFeedback\Ai\Summary\AnswerItem;
use UserFeedback\Ai\Summary\SummaryBody;

/**
 * Picks the answers that mention most of a theme's phrases, preferring ones of a readable length
 * (QUOTE_MIN … QUOTE_MAX characters), then the newest; never two from the same response or with
 * the same text. Each quote links to its response and question so the screen can open it.
 */
final class QuotePicker {

	/**
	 * Shortest answer that reads as a quote on its own.
	 */
	private const QUOTE_MIN = 20;

	/**
	 * Longest quote shown; longer answers are cut with an ellipsis.
	 */
	public const QUOTE_MAX = 240;

	/**
	 * Up to $count quotes.
	 *
	 * @param AnswerItem[]              $items      The answers, newest first.
	 * @param array<int, array<string>> $item_terms Answer index => the candidate phrase keys it has.
	 * @param string[]                  $terms      The theme's phrase keys.
	 * @param int                       $count      Most quotes.
	 * @return array<int, array{response_id: int, question_id: string, text: string, date: string}>
	 */
	public function pick( array $items, array $item_terms, array $terms, int $count ): array {
		$wanted = array_flip( $terms );
		$ranked = array();
		foreach ( $item_terms as $index => $keys ) {
			$matches = count( array_intersect_key( array_flip( $keys ), $wanted ) );
			if ( $matches > 0 ) {
				$length   = mb_strlen( $items[ $index ]->text );
				$ranked[] = array( $matches, $length >= self::QUOTE_MIN && $length <= self::QUOTE_MAX ? 1 : 0, $index );
			}
		}
		// Most phrases, then readable length, then newest (lowest index).
		usort( $ranked, static fn( array $a, array $b ): int => array( $b[0], $b[1], $a[2] ) <=> array( $a[0], $a[1], $b[2] ) );

		$quotes    = array();
		$responses = array();
		$texts     = array();
		foreach ( $ranked as $rank ) {
			$item = $items[ $rank[2] ];
			$text = self::quote_text( $item->text );
			$same = mb_strtolower( $text );
			if ( isset( $responses[ $item->response_id ] ) || isset( $texts[ $same ] ) ) {
				continue;
			}
			$responses[ $item->response_id ] = true;
			$texts[ $same ]                  = true;
			$quotes[]                        = array(
				'response_id' => $item->response_id,
				'question_id' => $item->question_id,
				'text'        => $text,
				'date'        => SummaryBody::iso( $item->submitted_at ),
			);
			if ( count( $quotes ) >= $count ) {
				break;
			}
		}
		return $quotes;
	}

	/**
	 * An answer as a one-line quote of at most QUOTE_MAX characters.
	 *
	 * @param string $text The answer.
	 * @return string
	 */
	public static function quote_text( string $text ): string {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = (string) mb_convert_encoding( $text, 'UTF-8', 'UTF-8' );
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_strlen( $text ) > self::QUOTE_MAX ? rtrim( mb_substr( $text, 0, self::QUOTE_MAX - 1 ) ) . '…' : $text;
	}
}
