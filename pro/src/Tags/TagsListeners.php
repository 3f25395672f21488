<?php
/**
 * Tags on the responses the routes send, and tags and notes going with deleted responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * - `userfeedback_response_items` (the responses list's page and the single response): adds
 *   `tags` (A to Z) to each item, in one query for the page. On Pro only, as the routes.
 * - `userfeedback_response_deleted` (Trash → Delete Permanently, a personal-data erasure set to
 *   delete, the retention period) and `userfeedback_survey_deleted` (a survey deleted for good,
 *   its responses with it): their tags and notes are deleted too. These fire after the deletion
 *   committed, whatever the edition, so a site back on Lite leaves nothing behind either.
 *   Anonymised responses are kept, with their tags and notes.
 */
final class TagsListeners implements Hookable {

	public function __construct( private readonly TagStore $tags, private readonly NoteStore $notes, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_filter( 'userfeedback_response_items', array( $this, 'add_tags' ), 10, 2 );
		add_action( 'userfeedback_response_deleted', array( $this, 'response_deleted' ), 10, 1 );
		add_action( 'userfeedback_survey_deleted', array( $this, 'survey_deleted' ), 10, 1 );
	}

	/**
	 * Each item with its `tags`.
	 *
	 * @param mixed $items     The items (each with an `id`).
	 * @param mixed $survey_id Their survey.
	 * @return mixed
	 */
	public function add_tags( $items, $survey_id ) {
		if ( ! is_array( $items ) || array() === $items || ! $this->entitlements->is_pro() ) {
			return $items;
		}
		$ids = array();
		foreach ( $items as $item ) {
			if ( is_array( $item ) && isset( $item['id'] ) ) {
				$ids[] = (int) $item['id'];
			}
		}
		$tags = $this->tags->for_responses( (int) $survey_id, $ids );
		foreach ( $items as $key => $item ) {
			if ( is_array( $item ) && isset( $item['id'] ) ) {
				$items[ $key ]['tags'] = $tags[ (int) $item['id'] ] ?? array();
			}
		}
		return $items;
	}

	/**
	 * A response was deleted for good: its tags and notes go too.
	 *
	 * @param mixed $response_id The response id.
	 * @return void
	 */
	public function response_deleted( $response_id ): void {
		$this->tags->delete_for_responses( array( (int) $response_id ) );
		$this->notes->delete_for_responses( array( (int) $response_id ) );
	}

	/**
	 * A survey was deleted for good: every tag and note of its responses goes too.
	 *
	 * @param mixed $survey_id The survey id.
	 * @return void
	 */
	public function survey_deleted( $survey_id ): void {
		$this->tags->delete_for_survey( (int) $survey_id );
		$this->notes->delete_for_survey( (int) $survey_id );
	}
}
