<?php
/**
 * What the routes of links an owner makes have in common.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Rest\Args;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * Personal links and results links hang under a survey (`surveys/{id}/…`) and are revoked one by
 * one (`…/{link_id}`, DELETE): one survey argument, one revoke endpoint and answer, one rule for
 * which survey they may be made for (not missing, not trashed).
 */
final class LinkRoutes {

	/**
	 * The DELETE endpoint that revokes one link, for register_rest_route().
	 *
	 * @param callable $callback   The route's callback.
	 * @param callable $permission The route's permission check.
	 * @param callable $schema     Its answer's schema (revoke_schema()).
	 * @return array<int|string, mixed>
	 */
	public static function revoke_endpoint( callable $callback, callable $permission, callable $schema ): array {
		return array(
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => $callback,
				'permission_callback' => $permission,
				'args'                => Args::with_callbacks(
					array(
						'id'      => Args::survey_id(),
						'link_id' => array(
							'description' => __( 'Link id.', 'userfeedback' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
					)
				),
			),
			'schema' => $schema,
		);
	}

	/**
	 * The revoke endpoint's answer.
	 *
	 * @param string $title   The schema's title.
	 * @param string $deleted What `deleted` means for this kind of link.
	 * @return array<string, mixed>
	 */
	public static function revoke_schema( string $title, string $deleted ): array {
		return Schemas::object(
			$title,
			array(
				'deleted' => array(
					'description' => $deleted,
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'id'      => array(
					'description' => __( 'Link id.', 'userfeedback' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * The survey links may be made for and listed under: not missing, not in the trash (404).
	 *
	 * @param SurveyRepository $surveys Survey rows.
	 * @param int              $id      The survey.
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function survey( SurveyRepository $surveys, int $id ): array|\WP_Error {
		$survey = $surveys->find( $id );
		return null === $survey || 'trash' === $survey['status'] ? SurveyService::not_found() : $survey;
	}
}
