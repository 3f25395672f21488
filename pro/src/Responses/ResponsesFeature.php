<?php
/**
 * The Pro side of responses, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Responses;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyRepository;

/**
 * A single response in full and the responses' Trash (spec §1: Pro, no licence needed). Lite
 * keeps the list (Rest\ResponsesController); this module adds the rest.
 */
final class ResponsesFeature {

	/**
	 * The module's controllers, for the composition root.
	 *
	 * @param \wpdb               $wpdb         The database connection.
	 * @param Tables              $tables       Table names.
	 * @param ResponsesRepository $responses    Response rows and their transaction.
	 * @param Rollups             $rollups      The surveys' pre-aggregated counts.
	 * @param SurveyRepository    $surveys      Survey rows.
	 * @param Entitlements        $entitlements Edition and licence facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, ResponsesRepository $responses, Rollups $rollups, SurveyRepository $surveys, Entitlements $entitlements ): array {
		return array(
			new ResponseController( $responses, new ResponsePosition( $wpdb, $tables ), $surveys, $entitlements, new FilterSql( $wpdb, $tables ), FactsList::create( $wpdb, $tables ) ),
			new ResponseActionsController( new ResponseTrash( $wpdb, $tables, $responses ), $surveys, $entitlements ),
		);
	}
}
