<?php
/**
 * GET surveys/{id}/poll: a poll's current results, for its visitors.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Surveys\Poll;
use UserFeedback\Visitors\LiveSurvey;

/**
 * Public like the other visitor routes (the page's token, no account): the widget asks after the
 * visitor voted, so a cached page never holds stale results. Every visitor of a busy poll asks at
 * once, so one answer per poll is computed (from the rollups, ResultsService::poll()) and kept
 * CACHE_SECONDS, on the server and in any cache in front of it: results a few seconds old are
 * what a poll promises. Only for a live poll whose owner turned results on (the behavior
 * add-on): other surveys' counts are not public.
 */
final class PollResultsController extends \WP_REST_Controller implements Hookable {

	/**
	 * How long one computed answer serves every visitor.
	 */
	public const CACHE_SECONDS = 5;

	public function __construct( private readonly LiveSurvey $surveys, private readonly ResultsService $results, private readonly Entitlements $entitlements ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/poll',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'results' ),
					// Public by design: a poll's visitors are anonymous; the page's token is checked in the callback.
					'permission_callback' => '__return_true',
					'args'                => Args::with_callbacks( PublicSurveysController::visitor_args() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The poll's results: from the cache when another visitor asked in the last few seconds.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function results( $request ) {
		$id = (int) $request['id'];
		// The token first: it costs no query, and a request without a page's token reads nothing.
		if ( ! $this->surveys->verified( $id, (string) $request['nonce'] ) ) {
			return LiveSurvey::out_of_date();
		}
		$key    = 'userfeedback_poll_' . $id;
		$answer = get_transient( $key );
		if ( ! is_array( $answer ) ) {
			$answer = $this->compute( $id, (string) $request['nonce'] );
			if ( is_wp_error( $answer ) ) {
				return $answer;
			}
			set_transient( $key, $answer, self::CACHE_SECONDS );
		}
		$response = rest_ensure_response( $answer );
		$response->header( 'Cache-Control', 'public, max-age=' . self::CACHE_SECONDS );
		return $response;
	}

	/**
	 * The answer for a live poll with results on.
	 *
	 * @param int    $id    The survey.
	 * @param string $nonce The page's token.
	 * @return array{total: int, counts: int[]|null, min_votes: int}|\WP_Error
	 */
	private function compute( int $id, string $nonce ) {
		$survey = $this->surveys->find( $id, $nonce );
		if ( is_wp_error( $survey ) ) {
			return $survey;
		}
		$behavior = (array) ( $survey['settings']['behavior'] ?? array() );
		if ( empty( $behavior['show_results'] ) || null === Poll::question( (array) $survey['questions'] ) || ! $this->entitlements->addon_active( 'behavior' ) ) {
			return new \WP_Error( 'userfeedback_no_results', __( 'This survey does not show its results.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		$poll = $this->results->poll( $survey );
		if ( null === $poll ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The results could not be read. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		$min = max( 0, (int) ( $behavior['results_min_votes'] ?? 0 ) );
		return array(
			'total'     => $poll['total'],
			// Until the owner's threshold, how many voted but not how.
			'counts'    => $poll['total'] >= $min ? $poll['counts'] : null,
			'min_votes' => $min,
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'PollResults',
			'type'       => 'object',
			'properties' => array(
				'total'     => array(
					'description' => __( 'Responses that answered the poll.', 'userfeedback' ),
					'type'        => 'integer',
				),
				'counts'    => array(
					'description' => __( 'Votes per option, in the survey\'s own order; null until min_votes responses answered.', 'userfeedback' ),
					'type'        => array( 'array', 'null' ),
					'items'       => array( 'type' => 'integer' ),
				),
				'min_votes' => array(
					'description' => __( 'The votes from which the counts are shown (0: at once).', 'userfeedback' ),
					'type'        => 'integer',
				),
			),
		);
	}
}
