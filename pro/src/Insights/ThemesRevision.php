<?php
/**
 * Whether a survey's themes changed since its answers were matched.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Support\OptionRow;

/**
 * One small option per survey, written by whoever changes its themes (the routes, the
 * suggestions): a new random revision each time, so two changes never look like one and no
 * read-modify-write is needed. The processor re-matches a survey whose revision differs from the
 * one it last matched (ProcessorState). Also keeps the labels the owner deleted, which later
 * suggestions do not bring back.
 *
 * Both are read from their option's row (OptionRow): an admin request on one web node writes them
 * and the processor reads them on any node, and with a shared object cache a request that began
 * before the option existed can leave it on WordPress's shared 'notoptions' list, so a node would
 * read no revision (the changed themes never re-matched) or no deleted labels (suggested again,
 * and the next deletion's write would forget the earlier ones).
 */
final class ThemesRevision {

	private const PREFIX    = 'userfeedback_insights_rev_';
	private const DISMISSED = 'userfeedback_insights_dismissed_';

	/** Most deleted labels remembered per survey. */
	private const MAX_DISMISSED = 200;

	/**
	 * The survey's revision ('' while its themes never changed).
	 *
	 * @param int $survey_id Survey id.
	 * @return string
	 */
	public function of( int $survey_id ): string {
		return (string) OptionRow::get( self::PREFIX . $survey_id, '' );
	}

	/**
	 * Marks the survey's themes changed.
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function changed( int $survey_id ): void {
		update_option( self::PREFIX . $survey_id, wp_generate_uuid4(), false );
	}

	/**
	 * Remembers a label the owner deleted (or merged away).
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $label     The label.
	 * @return void
	 */
	public function dismiss( int $survey_id, string $label ): void {
		$labels   = $this->dismissed( $survey_id );
		$labels[] = mb_strtolower( $label, 'UTF-8' );
		update_option( self::DISMISSED . $survey_id, array_slice( array_values( array_unique( $labels ) ), -self::MAX_DISMISSED ), false );
	}

	/**
	 * Labels the owner deleted, lower case.
	 *
	 * @param int $survey_id Survey id.
	 * @return list<string>
	 */
	public function dismissed( int $survey_id ): array {
		return array_values( array_map( 'strval', (array) OptionRow::get( self::DISMISSED . $survey_id, array() ) ) );
	}

	/**
	 * Forgets a deleted survey.
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	public function forget( int $survey_id ): void {
		delete_option( self::PREFIX . $survey_id );
		delete_option( self::DISMISSED . $survey_id );
	}
}
