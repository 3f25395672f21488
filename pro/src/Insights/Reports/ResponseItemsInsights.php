<?php
/**
 * Each listed response's sentiments and themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Reports;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;

/**
 * The responses list's page and the single response carry `sentiments` (what their open answers
 * were read as, most negative first) and `themes` ([{id, label}], A to Z), two queries for the
 * page, so the owner sees them beside the answers and can filter by one. On the AI summary's
 * plan only, as the rest of the insights.
 */
final class ResponseItemsInsights implements Hookable {

	public function __construct( private readonly ResponseInsights $insights, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_filter( 'userfeedback_response_items', array( $this, 'add' ), 10, 2 );
	}

	/**
	 * The items with their insights.
	 *
	 * @param mixed $items     The items (each with an `id`).
	 * @param mixed $survey_id Their survey.
	 * @return mixed
	 */
	public function add( $items, $survey_id ) {
		unset( $survey_id );
		if ( ! is_array( $items ) || array() === $items || ! $this->entitlements->has_pro_plan() ) {
			return $items;
		}
		$ids = array();
		foreach ( $items as $item ) {
			if ( is_array( $item ) && isset( $item['id'] ) ) {
				$ids[] = (int) $item['id'];
			}
		}
		$read = $this->insights->for_api( $ids );
		foreach ( $items as $key => $item ) {
			if ( is_array( $item ) && isset( $item['id'] ) ) {
				$items[ $key ] = array_merge( $item, $read[ (int) $item['id'] ] );
			}
		}
		return $items;
	}
}
