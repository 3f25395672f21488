<?php
/**
 * `wp userfeedback rollups`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Rebuilds the reports' pre-aggregated counts.
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback rollups rebuild
 *
 * @package UserFeedback
 */
final class RollupsCommand {

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository $surveys Survey rows.
	 * @param Rollups          $rollups The rollups.
	 * @param \wpdb            $wpdb    The database connection (its last error explains a failed rebuild).
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly Rollups $rollups, private readonly \wpdb $wpdb ) {
	}

	/**
	 * Rebuilds surveys' rollups from their published responses.
	 *
	 * The rollups hold every count the results screens, the export's summary and the weekly e-mail show. Every write keeps them exact and they rebuild themselves when the time zone or a survey's questions change; rebuild them by hand after responses or answers were changed in the database directly (a restored backup, a hand edit). Each survey is rebuilt in one transaction: reports stay readable, and responses arriving meanwhile are counted.
	 *
	 * ## OPTIONS
	 *
	 * [<survey-id>...]
	 * : The surveys to rebuild. Default: every survey, trashed ones included.
	 *
	 * ## EXAMPLES
	 *
	 *     # Every survey.
	 *     $ wp userfeedback rollups rebuild
	 *     Rebuilding rollups  100% [===================================] 0:02 / 0:02
	 *     Success: Rebuilt the rollups of 5 surveys.
	 *
	 *     # Two surveys.
	 *     $ wp userfeedback rollups rebuild 12 14
	 *
	 * @param string[]             $args       Survey ids.
	 * @param array<string, mixed> $assoc_args Options (none).
	 * @return void
	 */
	public function rebuild( array $args, array $assoc_args ): void {
		$ids = array_values( array_unique( array_map( array( Console::class, 'survey_id' ), array_map( 'strval', $args ) ) ) );
		if ( array() === $ids ) {
			$ids = $this->surveys->all_ids();
			if ( array() === $ids ) {
				\WP_CLI::success( __( 'There are no surveys on this site: no rollups to rebuild.', 'userfeedback' ) );
				return;
			}
		} else {
			// Every id checked before any work: a typo does not leave half the list rebuilt.
			$missing = array_diff( $ids, array_column( $this->surveys->find_many( $ids ), 'id' ) );
			if ( array() !== $missing ) {
				/* translators: %s: comma-separated survey ids. */
				Console::fail( sprintf( _n( 'There is no survey %s on this site. Nothing was rebuilt.', 'There are no surveys %s on this site. Nothing was rebuilt.', count( $missing ), 'userfeedback' ), implode( ', ', $missing ) ) );
			}
		}

		$bar    = Progress::start( __( 'Rebuilding rollups', 'userfeedback' ), count( $ids ) );
		$failed = array();
		foreach ( $ids as $id ) {
			if ( ! $this->rollups->rebuild( $id ) ) {
				$failed[] = $id;
			}
			$bar->tick();
		}
		$bar->finish();
		if ( array() !== $failed ) {
			Console::fail(
				sprintf(
					/* translators: 1: comma-separated survey ids, 2: the database's error message. */
					__( 'The rollups of survey(s) %1$s could not be rebuilt (%2$s). They stay marked out of date, so the next report rebuilds them.', 'userfeedback' ),
					implode( ', ', $failed ),
					'' !== $this->wpdb->last_error ? $this->wpdb->last_error : __( 'a database error', 'userfeedback' )
				)
			);
		}
		\WP_CLI::success(
			sprintf(
				/* translators: %s: number of surveys. */
				_n( 'Rebuilt the rollups of %s survey.', 'Rebuilt the rollups of %s surveys.', count( $ids ), 'userfeedback' ),
				number_format_i18n( count( $ids ) )
			)
		);
	}
}
