<?php
/**
 * `wp userfeedback legacy-import`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Legacy\LegacyImporter;
use UserFeedback\Legacy\LegacyImportRunner;

/**
 * Runs the UserFeedback 1.x import now (WP-CLI reads the command's help from __invoke()).
 *
 * @package UserFeedback
 */
final class LegacyImportCommand {

	/**
	 * How long to wait for another runner (a cron step holds the import's lock for up to 10 s)
	 * before giving up.
	 */
	private const WAIT_SECONDS = 60;

	public function __construct( private readonly LegacyImporter $importer ) {
	}

	/**
	 * Imports the surveys, responses and settings UserFeedback 1.x left on this site.
	 *
	 * The import normally runs by itself in the background after switching from 1.x (WP-Cron steps of 10 seconds, or the surveys screen while it is open). This runs it to the end now, batch after batch (500 responses per transaction), with a progress bar on a terminal. It resumes where any earlier run stopped, retries an import that stopped on an error, and never imports a row twice; run again once done, it only reports the result — unless UserFeedback 1.x holds data added since, which it then imports too. Surveys and responses keep their 1.x ids. Rows 1.x left broken are skipped and listed as warnings.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback legacy-import
	 *     Importing UserFeedback 1.x responses  100% [=====================] 0:04 / 0:04
	 *     Success: Your UserFeedback 1.x data is imported: 12 surveys and 20,480 responses (3 skipped).
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options (none).
	 * @return void
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$state = $this->importer->status();
		if ( 'none' === $state['state'] ) {
			Console::fail( __( 'There is no UserFeedback 1.x data to import on this site: nothing to do.', 'userfeedback' ) );
		}
		if ( 'done' === $state['state'] ) {
			\WP_CLI::success( self::done_message( $state ) . ' ' . __( '(It was already done: nothing new was imported.)', 'userfeedback' ) );
			return;
		}

		$bar     = Progress::start( __( 'Importing UserFeedback 1.x responses', 'userfeedback' ), $state['responses']['total'] );
		$done    = self::handled( $state );
		$waiting = 0;
		$bar->tick( $done );
		while ( in_array( $state['state'], array( 'pending', 'running', 'failed' ), true ) ) {
			$before = self::position( $state );
			$state  = $this->importer->run(); // One batch, in its own transaction.
			if ( 'failed' === $state['state'] ) {
				break;
			}
			if ( self::position( $state ) === $before ) {
				// Another runner (a cron step) holds the import's lock: wait for it.
				if ( ++$waiting > self::WAIT_SECONDS ) {
					Console::fail( __( 'Another run of the import has held it for a minute; try again when it has finished.', 'userfeedback' ) );
				}
				sleep( 1 );
				continue;
			}
			$waiting = 0;
			$bar->tick( self::handled( $state ) - $done );
			$done = self::handled( $state );
		}
		$bar->finish();

		foreach ( $state['skipped'] as $skip ) {
			/* translators: 1: "survey" or "response", 2: its 1.x id, 3: why it was skipped. */
			\WP_CLI::warning( sprintf( __( 'Skipped 1.x %1$s %2$d: %3$s', 'userfeedback' ), $skip['kind'], $skip['id'], $skip['reason'] ) );
		}
		if ( 'done' !== $state['state'] ) {
			Console::fail( (string) LegacyImportRunner::message( $state ) );
		}
		\WP_CLI::success( self::done_message( $state ) );
	}

	/**
	 * The sentence for a finished import (the admin notice's, while it has one).
	 *
	 * @param array<string, mixed> $state ImportState::get().
	 * @return string
	 */
	private static function done_message( array $state ): string {
		$message = LegacyImportRunner::message( $state );
		if ( null !== $message ) {
			return $message;
		}
		// The 1.x data was removed since: the notice has nothing more to say, the counts remain.
		return sprintf(
			/* translators: 1: surveys imported, 2: responses imported, 3: responses skipped. */
			__( 'Your UserFeedback 1.x data is imported: %1$s surveys and %2$s responses (%3$s skipped).', 'userfeedback' ),
			number_format_i18n( (int) $state['surveys']['imported'] ),
			number_format_i18n( (int) $state['responses']['imported'] ),
			number_format_i18n( (int) $state['responses']['skipped'] )
		);
	}

	/**
	 * Responses handled so far (imported or skipped): the progress bar's measure.
	 *
	 * @param array<string, mixed> $state ImportState::get().
	 * @return int
	 */
	private static function handled( array $state ): int {
		return (int) $state['responses']['imported'] + (int) $state['responses']['skipped'];
	}

	/**
	 * Where the import stands, to tell a batch that moved from a run that found the lock taken.
	 *
	 * @param array<string, mixed> $state ImportState::get().
	 * @return string
	 */
	private static function position( array $state ): string {
		return implode( '|', array( $state['state'], $state['phase'], $state['survey_cursor'], $state['cursor'], $state['failures'] ) );
	}
}
