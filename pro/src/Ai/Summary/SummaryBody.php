<?php
/**
 * Parts every provider's summary body shares.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * The `analysed` block (what was read, in counts) and the body of a survey without written
 * answers, so both providers describe their input the same way.
 */
final class SummaryBody {

	/**
	 * What was read: responses, answers and characters, the time span and whether older answers
	 * were left out by the cap.
	 *
	 * @param SummaryInput $input The input.
	 * @return array{responses: int, answers: int, characters: int, from: string|null, to: string|null, answer_cap: int, truncated: bool}
	 */
	public static function analysed( SummaryInput $input ): array {
		$characters = 0;
		$first      = null;
		$last       = null;
		foreach ( $input->items as $item ) {
			$characters += mb_strlen( $item->text );
			$first       = null === $first ? $item->submitted_at : min( $first, $item->submitted_at );
			$last        = null === $last ? $item->submitted_at : max( $last, $item->submitted_at );
		}
		return array(
			'responses'  => count( $input->response_ids() ),
			'answers'    => count( $input->items ),
			'characters' => $characters,
			'from'       => null === $first ? null : self::iso( $first ),
			'to'         => null === $last ? null : self::iso( $last ),
			'answer_cap' => $input->cap,
			'truncated'  => $input->truncated,
		);
	}

	/**
	 * The body of a summary of no written answers: nothing to say, nothing sent anywhere.
	 *
	 * @param SummaryInput         $input The input (no items).
	 * @param string|null          $model The model, for the remote provider.
	 * @param array<string, mixed> $sent  What was sent (nothing), for the remote provider.
	 * @return array<string, mixed>
	 */
	public static function without_answers( SummaryInput $input, ?string $model = null, ?array $sent = null ): array {
		return array(
			'text'      => __( 'There are no written answers to summarize yet.', 'userfeedback' ),
			'model'     => $model,
			'analysed'  => self::analysed( $input ),
			'themes'    => array(),
			'sentiment' => null,
			'changes'   => null,
			'sent'      => $sent,
		);
	}

	/**
	 * A Unix time as ISO 8601 in the site's time zone.
	 *
	 * @param int $time Unix time.
	 * @return string
	 */
	public static function iso( int $time ): string {
		return (string) wp_date( DATE_ATOM, $time );
	}
}
