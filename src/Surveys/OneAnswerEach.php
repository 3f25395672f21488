<?php
/**
 * One answer per person: whether a survey takes only one completed response per browser or per
 * logged-in account, and whether an account has given it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;

/**
 * Why a class: the widget's bootstrap (no survey offered to an account that answered it), the
 * public POST (refused before anything is written) and the response's transaction (the check that
 * holds when two tabs send at once) must agree on the rule. Per browser is the widget's cookie and
 * local key plus the server's own cookie (Visitors\AnsweredCookie); per user is decided here.
 *
 * Any completed response of the account counts, published or in the trash: trashing is not
 * forgetting. A response deleted for good, or anonymised by the privacy eraser, no longer does.
 */
final class OneAnswerEach {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Entitlements $entitlements ) {
	}

	/**
	 * The rule in force for a survey: its setting with the behavior add-on, else none (the
	 * setting is kept after a downgrade, as the other behaviour rules are).
	 *
	 * @param array<string, mixed> $survey A decoded survey.
	 * @return string One of SurveyDefaults::ONCE_PER.
	 */
	public function mode( array $survey ): string {
		$once = $survey['settings']['behavior']['once_per'] ?? 'none';
		// The survey first: the entitlements are asked only about a survey that sets the rule.
		if ( 'none' === $once || ! in_array( $once, SurveyDefaults::ONCE_PER, true ) ) {
			return 'none';
		}
		return $this->entitlements->addon_active( 'behavior' ) ? (string) $once : 'none';
	}

	/**
	 * Among these surveys, the ids the account has completed a response to: one query on the
	 * responses' user index.
	 *
	 * @param int   $user_id    The account (0: none answered).
	 * @param int[] $survey_ids Survey ids.
	 * @return int[]
	 */
	public function answered( int $user_id, array $survey_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $survey_ids ) ) );
		if ( $user_id <= 0 || array() === $ids ) {
			return array();
		}
		$wpdb = $this->wpdb;
		$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() of %d placeholders. Not cached: it changes with the visitor's next answer.
		$rows = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT survey_id FROM `{$this->tables->responses()}` WHERE user_id = %d AND completed = 1 AND survey_id IN ({$in})", array_merge( array( $user_id ), $ids ) ) );
		return array_map( 'intval', (array) $rows );
	}

	/**
	 * Inside the transaction of a save that would complete a response: whether the account may
	 * complete one. For a survey answered once per user it writes the survey's guard
	 * (SurveyGuard), so completions of that survey queue one behind the other until each commits
	 * (on a cluster, two nodes' cannot both commit), then reads the
	 * account's completed responses with a locking read (the newest committed rows, whatever the
	 * transaction's snapshot): two tabs sending at once store one. Run before the writer's other
	 * locks, as the response limit is. Costs nothing for other surveys.
	 *
	 * @param array<string, mixed> $survey  A decoded survey.
	 * @param int                  $user_id The account completing it (0: not logged in).
	 * @return bool|null Whether it may; null when the database failed (a lock conflict is retried
	 *                   by the caller's Transaction).
	 */
	public function admits_completion( array $survey, int $user_id ): ?bool {
		if ( 'user' !== $this->mode( $survey ) ) {
			return true;
		}
		if ( $user_id <= 0 ) {
			return false;
		}
		$wpdb = $this->wpdb;
		$id   = (int) ( $survey['id'] ?? 0 );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables, values prepared; locking reads inside the writer's transaction, not cacheable.
		if ( ! SurveyGuard::write( $wpdb, $this->tables, $id ) ) {
			return null;
		}
		$taken = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$this->tables->responses()}` WHERE user_id = %d AND survey_id = %d AND completed = 1 LIMIT 1 LOCK IN SHARE MODE", $user_id, $id ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( '' !== $wpdb->last_error ) {
			return null;
		}
		return null === $taken;
	}

	/**
	 * What admits_completion() answers for a stored partial response about to be completed: the
	 * account is the one it was started under (its user_id).
	 *
	 * @param array<string, mixed> $survey      A decoded survey.
	 * @param int                  $response_id The response.
	 * @return bool|null As admits_completion().
	 */
	public function admits_completion_of( array $survey, int $response_id ): ?bool {
		if ( 'user' !== $this->mode( $survey ) ) {
			return true;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; read inside the writer's transaction.
		$user = $wpdb->get_var( $wpdb->prepare( "SELECT user_id FROM `{$this->tables->responses()}` WHERE id = %d", $response_id ) );
		return null === $user ? null : $this->admits_completion( $survey, (int) $user );
	}
}
