<?php
/**
 * The two routes visitors call: an impression and a response.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Hookable;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Support\Time;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\ClientIp;
use UserFeedback\Visitors\RateLimiter;
use UserFeedback\Visitors\ResponseStore;
use UserFeedback\Visitors\ResponseValidator;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Visitors\UserAgent;

/**
 * `POST surveys/{id}/impression` and `POST surveys/{id}/responses`: the only public routes
 * (brief). They need no login and no wp_rest nonce, so pages stay cacheable; instead the page
 * carries a SubmissionToken valid for at least 48 hours, a honeypot field must stay empty, and
 * responses are rate-limited per visitor and survey. Every refusal is a 4xx with a message.
 */
final class PublicSurveysController extends \WP_REST_Controller implements Hookable {

	/**
	 * The honeypot field: hidden from people, filled in by form-stuffing bots.
	 */
	public const HONEYPOT = 'uf_hp';

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository       $surveys      Survey rows.
	 * @param ResponseValidator      $validator    Answer checks.
	 * @param ResponseStore          $store        Response writes.
	 * @param SubmissionToken        $tokens       The page token.
	 * @param RateLimiter            $limiter      Responses per visitor and survey.
	 * @param SettingsStore          $settings     Plugin settings (IP storage, trusted proxies).
	 * @param SurveyEligibility|null $eligibility  What no page may show today (expired, plan).
	 * @param Entitlements|null      $entitlements Edition, licence and add-ons (partial saves; none: refused).
	 * @param ResponseLimit|null     $limits       Surveys' response limits (none: no limit applies).
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly ResponseValidator $validator, private readonly ResponseStore $store, private readonly SubmissionToken $tokens, private readonly RateLimiter $limiter, private readonly SettingsStore $settings, private readonly ?SurveyEligibility $eligibility = null, private readonly ?Entitlements $entitlements = null, private readonly ?ResponseLimit $limits = null ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$common = array(
			'id'    => array(
				'description' => __( 'Survey id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'nonce' => array(
				'description' => __( 'The token printed with the survey on the page.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 80,
				'required'    => true,
			),
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/impression',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'impression' ),
					// Public by design: visitors are anonymous; the token is checked in the callback.
					'permission_callback' => '__return_true',
					'args'                => Args::with_callbacks( $common ),
				),
				'schema' => array( $this, 'impression_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/responses',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'respond' ),
					// The route's schema is the responses list's (ResponsesController); this is this handler's answer.
					'response_schema'     => array( $this, 'response_created_schema' ),
					// Public by design: visitors are anonymous; token, honeypot and rate limit below.
					'permission_callback' => '__return_true',
					'args'                => Args::with_callbacks(
						array_merge(
							$common,
							array(
								'answers'        => array(
									'description' => __( 'The answers: [{question_id, value, extra}].', 'userfeedback' ),
									'type'        => 'array',
									'maxItems'    => 50,
									'required'    => true,
									'items'       => array( 'type' => 'object' ),
								),
								'page_submitted' => array(
									'description' => __( 'The page the survey was answered on: {url or link, title}.', 'userfeedback' ),
									'type'        => 'object',
									'properties'  => array(
										'url'   => array(
											'type'      => 'string',
											'maxLength' => 2048,
										),
										'link'  => array(
											'type'      => 'string',
											'maxLength' => 2048,
										),
										'title' => array(
											'type'      => 'string',
											'maxLength' => 1000,
										),
									),
								),
								self::HONEYPOT   => array(
									'description' => __( 'Must stay empty.', 'userfeedback' ),
									'type'        => 'string',
									'maxLength'   => 1000,
								),
								'response_key'   => array(
									'description' => __( 'A UUID the browser made for this response: every save with it continues the same response, and a retried save never stores it twice.', 'userfeedback' ),
									'type'        => 'string',
									'pattern'     => '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
								),
								'completed'      => array(
									'description' => __( 'Whether the visitor finished the survey; false saves a partial response (needs response_key and a survey that saves partial responses).', 'userfeedback' ),
									'type'        => 'boolean',
									'default'     => true,
								),
								'shown'          => array(
									'description' => __( 'The ids of the questions the visitor was shown, in order.', 'userfeedback' ),
									'type'        => 'array',
									'maxItems'    => Rollups::MAX_SHOWN,
									'items'       => array(
										'type'    => 'string',
										'pattern' => '^[A-Za-z0-9_-]{1,64}$',
									),
								),
							)
						)
					),
				),
			)
		);
	}

	/**
	 * Counts an impression of a live survey.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function impression( $request ) {
		$survey = $this->live_survey( $request );
		if ( is_wp_error( $survey ) ) {
			return $survey;
		}
		$this->store->count_impression( (int) $survey['id'] );
		return rest_ensure_response( array( 'counted' => true ) );
	}

	/**
	 * Stores a response, or the next save of one the visitor is still answering (response_key);
	 * answers its id: 201 when it was created, 200 when it was continued or already complete.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function respond( $request ) {
		$survey = $this->live_survey( $request );
		if ( is_wp_error( $survey ) ) {
			return $survey;
		}
		if ( '' !== (string) $request[ self::HONEYPOT ] ) {
			return new \WP_Error( 'userfeedback_rejected', __( 'The response was rejected.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		$id        = (int) $survey['id'];
		$key       = strtolower( (string) ( $request['response_key'] ?? '' ) );
		$completed = false !== $request['completed'];
		$partials  = '' !== $key && $this->saves_partial( $survey );
		if ( ! $completed && ! $partials ) {
			return new \WP_Error( 'userfeedback_partial_off', __( 'This survey does not save unfinished responses.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		// Only a survey that saves as the visitor goes looks its key up first; elsewhere a key is
		// a one-shot save's, so the INSERT tries first and a retry finds the key taken (DUPLICATE):
		// no extra query on the usual path.
		$existing = $partials ? $this->store->find_by_key( $id, $key ) : null;
		if ( null !== $existing && ( $existing['completed'] || 'publish' !== $existing['status'] ) ) {
			return rest_ensure_response( array( 'id' => $existing['id'] ) ); // A retried last save.
		}
		$rows = $this->validator->rows( (array) $survey['questions'], $request['answers'], $completed, null !== $existing );
		if ( is_wp_error( $rows ) ) {
			return $rows;
		}
		$shown = self::shown( (array) $survey['questions'], $request['shown'], $rows, $completed );
		if ( null !== $existing ) {
			return $this->saved( $survey, $this->store->update( $survey, $existing['id'], $rows, $shown, $completed ), $completed, 200 );
		}
		if ( null !== $this->limits && $this->limits->reached( $survey ) ) {
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey is not available.', 'userfeedback' ), array( 'status' => 404 ) );
		}

		$settings    = $this->settings->all();
		$ip          = ( new ClientIp( (array) $settings['trusted_proxies'] ) )->from_server( $_SERVER );
		$page        = (array) ( $request['page_submitted'] ?? array() );
		$agent       = UserAgent::parse( isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '' );
		$response_id = $this->store->insert(
			$survey,
			array(
				'page_url'     => self::safe_url( (string) ( $page['url'] ?? $page['link'] ?? '' ) ),
				'page_title'   => mb_substr( sanitize_text_field( (string) ( $page['title'] ?? '' ) ), 0, 255 ),
				'user_id'      => get_current_user_id(),
				'user_ip'      => ClientIp::for_storage( $ip, (string) $settings['ip_storage'] ),
				'user_browser' => $agent['browser'],
				'user_os'      => $agent['os'],
				'user_device'  => $agent['device'],
				'completed'    => $completed ? 1 : 0,
				'response_key' => '' === $key ? null : $key,
				'shown'        => $shown,
				'notify_state' => $completed ? ResponseStore::NOTIFY_DONE : ( empty( $survey['notifications']['include_partial'] ) ? ResponseStore::NOTIFY_ON_COMPLETION : ResponseStore::NOTIFY_DUE ),
			),
			$rows,
			// The rate limit counts in the response's transaction: one commit, and a response
			// rolled back does not count against its visitor. Only a save that creates a response
			// counts: the limit is on responses, not on saves.
			fn(): ?bool => $this->limiter->count( $id . '|' . $ip )
		);
		$this->limiter->sweep_sometimes();
		if ( ResponseStore::REFUSED === $response_id ) {
			return new \WP_Error( 'userfeedback_rate_limited', __( 'Too many responses from your network. Please try again later.', 'userfeedback' ), array( 'status' => 429 ) );
		}
		if ( ResponseStore::DUPLICATE === $response_id ) {
			// A retried save, or two saves with one key at once: the other one created the
			// response, so this one continues it.
			$existing = $this->store->find_by_key( $id, $key );
			if ( null !== $existing ) {
				return $existing['completed'] || 'publish' !== $existing['status']
					? rest_ensure_response( array( 'id' => $existing['id'] ) )
					: $this->saved( $survey, $this->store->update( $survey, $existing['id'], $rows, $shown, $completed ), $completed, 200 );
			}
		}
		return $this->saved( $survey, $response_id, $completed, 201 );
	}

	/**
	 * The answer to a save: the id with its status, or the database's failure. A save that
	 * completes a response of a survey with a response limit refreshes the live-survey list when
	 * the limit is now reached, so pages stop offering it.
	 *
	 * @param array<string, mixed> $survey      The survey.
	 * @param int                  $response_id What the store answered.
	 * @param bool                 $completed   Whether the save completed the response.
	 * @param int                  $status      The HTTP status of a success.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function saved( array $survey, int $response_id, bool $completed, int $status ) {
		if ( $response_id <= 0 ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'Your response could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		if ( $completed && null !== $this->limits && ResponseLimit::limit( $survey ) > 0 && $this->limits->reached( $survey ) ) {
			LiveSurveys::invalidate();
		}
		$response = rest_ensure_response( array( 'id' => $response_id ) );
		$response->set_status( $status );
		return $response;
	}

	/**
	 * Whether the survey saves partial responses: its setting, with the behaviour add-on on a
	 * licensed Pro site (the setting is kept after a downgrade; the visitor's saves then wait for
	 * the end, as the widget is told).
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @return bool
	 */
	private function saves_partial( array $survey ): bool {
		return ! empty( $survey['settings']['behavior']['save_partial'] )
			&& null !== $this->entitlements
			&& $this->entitlements->is_licensed()
			&& $this->entitlements->addon_active( 'behavior' );
	}

	/**
	 * The comma list stored as the response's `shown`: the given ids that are the survey's
	 * questions, once each, in the given order, followed by any answered question the list left
	 * out (an answer was displayed). Null when none was given for a completed response (not
	 * tracked: every question counts as shown); for a partial one, the answered questions.
	 *
	 * @param array<int, mixed>                      $questions The survey's questions.
	 * @param mixed                                  $given     The request's `shown`.
	 * @param array<int, array{question_id: string}> $rows      The answer rows.
	 * @param bool                                   $completed Whether the save completes the response.
	 * @return string|null
	 */
	private static function shown( array $questions, $given, array $rows, bool $completed ): ?string {
		if ( ! is_array( $given ) && $completed ) {
			return null;
		}
		$ids = array();
		foreach ( $questions as $question ) {
			if ( is_array( $question ) && isset( $question['id'] ) ) {
				$ids[ (string) $question['id'] ] = true;
			}
		}
		$shown = array();
		foreach ( is_array( $given ) ? $given : array() as $id ) {
			if ( is_string( $id ) && isset( $ids[ $id ] ) ) {
				$shown[ $id ] = true;
			}
		}
		$answered = array_flip( array_column( $rows, 'question_id' ) );
		foreach ( array_keys( $ids ) as $id ) {
			if ( isset( $answered[ $id ] ) ) {
				$shown[ $id ] = true;
			}
		}
		return implode( ',', array_slice( array_map( 'strval', array_keys( $shown ) ), 0, Rollups::MAX_SHOWN ) );
	}

	/**
	 * The survey a visitor call is for, read once per call: it must be live (published, its time
	 * come) and the token valid; otherwise the refusal.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function live_survey( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		// Refused like a draft: a survey no page may show today (its run time expired, or
		// question types this site's plan cannot show) — the rule the pages and the widget use.
		if ( null === $survey || 'publish' !== $survey['status'] || Time::is_future( $survey['publish_at'] ) || null !== $this->eligibility?->blocker( $survey ) ) {
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey is not available.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		if ( ! $this->tokens->verify( (int) $survey['id'], (string) $request['nonce'] ) ) {
			return new \WP_Error( 'userfeedback_invalid_token', __( 'This page is out of date. Please reload it and try again.', 'userfeedback' ), array( 'status' => 403 ) );
		}
		return $survey;
	}

	/**
	 * The page URL if it is an http(s) URL, else '' (no javascript: or data: links reach the
	 * admin screens). Invalid UTF-8 is dropped too: the database would refuse the whole row.
	 *
	 * @param string $url The submitted URL.
	 * @return string
	 */
	private static function safe_url( string $url ): string {
		$clean = esc_url_raw( trim( $url ), array( 'http', 'https' ) );
		return strlen( $clean ) > 2048 || ! mb_check_encoding( $clean, 'UTF-8' ) ? '' : $clean;
	}

	/**
	 * POST …/impression's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function impression_schema(): array {
		return Schemas::object(
			'userfeedback-impression',
			array(
				'counted' => array(
					'description' => __( 'The view was counted.', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * POST …/responses's answer (201 for a new response, 200 for a retried or continued one).
	 *
	 * @return array<string, mixed>
	 */
	public function response_created_schema(): array {
		return Schemas::object(
			'userfeedback-response-saved',
			array(
				'id' => array(
					'description' => __( 'The response\'s id.', 'userfeedback' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			)
		);
	}
}
