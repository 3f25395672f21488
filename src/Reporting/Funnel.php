<?php
/**
 * A survey's completion and drop-off funnel from its counts.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting;

/**
 * Why "shown" and not "reached the question before": under conditional logic a question can be
 * skipped by design, and a funnel that divides by the previous row's views (Formbricks' mistake)
 * counts those visitors as drop-offs. Here shown counts the responses that displayed the question
 * (the widget says which; a response that does not say counts as shown everywhere, as the spec's
 * "skipped" does), and dropped counts partial responses whose last displayed question it is: the
 * dropped add up to started − completed, and a question hidden by logic is never a drop-off.
 *
 * Skipped is the one definition the question cards, the funnel and the exports share: shown and
 * not answered by a visitor who went on, so shown − answered − dropped. A drop-out is not a skip
 * (the widget saves an answer only as it shows the next question, so a drop-out's last displayed
 * question is one it left unanswered), nor is a question logic hid.
 */
final class Funnel {

	/**
	 * The results' `completion` object.
	 *
	 * @param int $impressions Impressions in the range.
	 * @param int $started     Responses in the range (partial and completed).
	 * @param int $partial     Partial responses among them.
	 * @return array{impressions: int, started: int, completed: int, rate: float}
	 */
	public static function completion( int $impressions, int $started, int $partial ): array {
		$completed = max( 0, $started - $partial );
		return array(
			'impressions' => $impressions,
			'started'     => $started,
			'completed'   => $completed,
			'rate'        => $started > 0 ? round( 100 * $completed / $started, 1 ) : 0.0,
		);
	}

	/**
	 * The results' `funnel`, in question order.
	 *
	 * @param array<int, array<string, mixed>>                                                 $questions The survey's questions.
	 * @param int                                                                              $started   Responses in the range.
	 * @param int                                                                              $tracked   Those that say which questions they displayed.
	 * @param array<string, array{answered?: int, comments?: int, shown?: int, dropped?: int}> $counts    Question id => counts (RollupQueries::answered_counts()).
	 * @return array<int, array{question_id: string, shown: int, answered: int, skipped: int, dropped: int}>
	 */
	public static function steps( array $questions, int $started, int $tracked, array $counts ): array {
		$untracked = max( 0, $started - $tracked );
		$steps     = array();
		foreach ( $questions as $question ) {
			$id       = QuestionStats::id( $question );
			$count    = $counts[ $id ] ?? array();
			$shown    = (int) ( $count['shown'] ?? 0 ) + $untracked;
			$answered = (int) ( $count['answered'] ?? 0 );
			$steps[]  = array(
				'question_id' => $id,
				'shown'       => $shown,
				'answered'    => $answered,
				'skipped'     => self::skipped( $shown, $answered, (int) ( $count['dropped'] ?? 0 ) ),
				'dropped'     => (int) ( $count['dropped'] ?? 0 ),
			);
		}
		return $steps;
	}

	/**
	 * The skipped of a question: shown, not answered, and gone on (not dropped there).
	 *
	 * @param int $shown    Responses that displayed it.
	 * @param int $answered Responses that answered it.
	 * @param int $dropped  Partial responses whose last displayed question it is.
	 * @return int
	 */
	public static function skipped( int $shown, int $answered, int $dropped ): int {
		return max( 0, $shown - $answered - $dropped );
	}

	/**
	 * Skipped per question id, from steps(): what the question cards show.
	 *
	 * @param array<int, array{question_id: string, skipped: int}> $steps The funnel.
	 * @return array<string, int>
	 */
	public static function skipped_by_question( array $steps ): array {
		return array_column( $steps, 'skipped', 'question_id' );
	}
}
