<?php
/**
 * Runs the UserFeedback 1.x import in the background and tells the admin how it goes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

use UserFeedback\Hookable;

/**
 * Background: a single WP-Cron event runs batches for at most STEP_SECONDS, then schedules the next
 * one while work is left, so no request runs long (a cron request included) and a crash or a
 * timeout only delays the next step. Admin page views make sure the event exists (WP-Cron may not
 * fire on time; the surveys screen also drives the import itself while it is open).
 *
 * Visible: an admin notice (the plugin's `userfeedback_admin_notices`, on every wp-admin screen for
 * site admins, hidden on the surveys list where the import panel shows the same): progress while it
 * runs, the counts and any skipped rows when done (dismissible), the reason when it failed.
 */
final class LegacyImportRunner implements Hookable {

	public const HOOK = 'userfeedback_legacy_import_step';

	/** Seconds of batches per cron request (well under a 30 s max_execution_time). */
	public const STEP_SECONDS = 10;

	public function __construct( private readonly LegacyImporter $importer ) {
	}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'step' ) );
		add_action( 'admin_init', array( $this, 'ensure_scheduled' ) );
		add_filter( 'userfeedback_admin_notices', array( $this, 'notice' ) );
	}

	/**
	 * One cron step; the next is scheduled while work is left.
	 *
	 * @return void
	 */
	public function step(): void {
		$this->importer->run( self::STEP_SECONDS );
		if ( $this->importer->has_work() ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Schedules a step when work is left and none is due.
	 *
	 * @return void
	 */
	public function ensure_scheduled(): void {
		if ( current_user_can( 'manage_options' ) && false === wp_next_scheduled( self::HOOK ) && $this->importer->has_work() ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * The import's notice, while there is something to say.
	 *
	 * @param array<int, array<string, mixed>> $notices The notices so far.
	 * @return array<int, array<string, mixed>>
	 */
	public function notice( $notices ): array {
		$notices = (array) $notices;
		$state   = $this->importer->status();
		$message = self::message( $state );
		if ( null === $message ) {
			return $notices;
		}
		$link      = admin_url( 'admin.php?page=userfeedback_surveys#/' );
		$notices[] = array(
			// One id per outcome, so dismissing "done" does not hide a later failure.
			'id'            => 'legacy_import_' . $state['state'],
			'content'       => esc_html( $message ) . ' <a href="' . esc_url( $link ) . '">' . esc_html__( 'See the details on the Surveys screen.', 'userfeedback' ) . '</a>',
			'type'          => array(
				'done'   => 'success',
				'failed' => 'error',
			)[ $state['state'] ] ?? 'info',
			'dismissable'   => 'done' === $state['state'],
			'global'        => true,
			'hidden_routes' => array( 'surveys' ),
			'capability'    => 'manage_options',
		);
		return $notices;
	}

	/**
	 * The sentence for a state, or null when there is nothing to say.
	 *
	 * @param array<string, mixed> $state ImportState::get().
	 * @return string|null
	 */
	public static function message( array $state ): ?string {
		$responses = $state['responses'];
		switch ( $state['state'] ) {
			case 'pending':
			case 'running':
				if ( ! empty( $state['reopened'] ) ) {
					return sprintf(
						/* translators: 1: responses imported so far, 2: responses to import. */
						__( 'UserFeedback 1.x holds data added after the import finished; importing it too. Importing responses: %1$s of %2$s.', 'userfeedback' ),
						number_format_i18n( (int) $responses['imported'] + (int) $responses['skipped'] ),
						number_format_i18n( (int) $responses['total'] )
					);
				}
				return sprintf(
					/* translators: 1: responses imported so far, 2: responses to import. */
					__( 'Importing your UserFeedback 1.x data. Importing responses: %1$s of %2$s.', 'userfeedback' ),
					number_format_i18n( (int) $responses['imported'] + (int) $responses['skipped'] ),
					number_format_i18n( (int) $responses['total'] )
				);
			case 'done':
				if ( ! empty( $state['removed'] ) ) {
					return null;
				}
				return sprintf(
					/* translators: 1: surveys imported, 2: responses imported, 3: responses skipped. */
					__( 'Your UserFeedback 1.x data is imported: %1$s surveys and %2$s responses (%3$s skipped).', 'userfeedback' ),
					number_format_i18n( (int) $state['surveys']['imported'] ),
					number_format_i18n( (int) $responses['imported'] ),
					number_format_i18n( (int) $responses['skipped'] )
				);
			case 'failed':
				return sprintf(
					/* translators: %s: the database's error message. */
					__( 'The UserFeedback 1.x import stopped: %s Nothing was lost; it goes on from where it stopped when you start it again.', 'userfeedback' ),
					(string) $state['error']
				);
			default:
				return null;
		}
	}
}
