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
use UserFeedback\Links\PersonalLinks;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\OneAnswerEach;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\SurveyInLanguage;
use UserFeedback\Visitors\AnsweredCookie;
use UserFeedback\Visitors\Captcha\Captcha;
use UserFeedback\Visitors\Captcha\CaptchaGate;
use UserFeedback\Visitors\ClientIp;
use UserFeedback\Visitors\HiddenFieldValues;
use UserFeedback\Visitors\LiveSurvey;
use UserFeedback\Visitors\LoggedInVisitor;
use UserFeedback\Visitors\ResponseOwnership;
use UserFeedback\Visitors\ResponseStore;
use UserFeedback\Visitors\ResponseValidator;
use UserFeedback\Visitors\SaveRefusal;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Visitors\UserAgent;
use UserFeedback\Visitors\VisitorLimits;

/**
 * `POST surveys/{id}/impression` and `POST surveys/{id}/responses`: the only public routes
 * (brief). They need no login and no wp_rest nonce, so pages stay cacheable; instead the page
 * carries a SubmissionToken valid for at least 48 hours, a honeypot field must stay empty, and
 * every call is rate-limited per visitor and survey (VisitorLimits). A response's later saves
 * must come from the browser that started it (ResponseOwnership). Every refusal is a 4xx with a
 * message.
 */
final class PublicSurveysController extends \WP_REST_Controller implements Hookable {

	/**
	 * The honeypot field: hidden from people, filled in by form-stuffing bots.
	 */
	public const HONEYPOT = 'uf_hp';

	/**
	 * The cookie that says this browser's view of a survey was counted in the last hour (its
	 * name ends with the survey id): a browser counts at most one impression an hour per survey.
	 */
	public const SEEN_COOKIE = 'uf_seen_';

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository       $surveys      Survey rows.
	 * @param ResponseValidator      $validator    Answer checks.
	 * @param ResponseStore          $store        Response writes.
	 * @param SubmissionToken        $tokens       The page token.
	 * @param VisitorLimits          $limiter      Calls per visitor, survey and response.
	 * @param SettingsStore          $settings     Plugin settings (IP storage, trusted proxies).
	 * @param SurveyEligibility|null $eligibility  What no page may show today (expired, plan).
	 * @param Entitlements|null      $entitlements Edition, licence and add-ons (partial saves; none: refused).
	 * @param ResponseLimit|null     $limits       Surveys' response limits (none: no limit applies).
	 * @param ResponseOwnership|null $ownership    Binds a response's later saves to its browser (none: a key alone continues it).
	 * @param OneAnswerEach|null     $once         One answer per browser or account (none: not applied).
	 * @param PersonalLinks|null     $links        Personal single-use links (none: a `link` is refused as unknown).
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly ResponseValidator $validator, private readonly ResponseStore $store, private readonly SubmissionToken $tokens, private readonly VisitorLimits $limiter, private readonly SettingsStore $settings, private readonly ?SurveyEligibility $eligibility = null, private readonly ?Entitlements $entitlements = null, private readonly ?ResponseLimit $limits = null, private readonly ?ResponseOwnership $ownership = null, private readonly ?OneAnswerEach $once = null, private readonly ?PersonalLinks $links = null ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * The arguments every public survey route takes: the survey and the page's token.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function visitor_args(): array {
		return array(
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
	}

	public function register_routes(): void {
		$common = self::visitor_args();
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
								'language'       => array(
									'description' => __( 'The language the visitor read the survey in (the page survey\'s `language`); choices are stored as the survey\'s own options.', 'userfeedback' ),
									'type'        => 'string',
									'pattern'     => Locale::PATTERN,
								),
								'fields'         => array(
									'description'          => __( 'The survey\'s hidden fields read in the browser (query, cookie, js) or printed with the page (page), by name; read with the first save only. User fields are resolved on the server.', 'userfeedback' ),
									'type'                 => 'object',
									'additionalProperties' => array( 'type' => 'string' ),
								),
								'link'           => array(
									'description' => __( 'The secret of the personal link the survey page was opened with; read with the first save only, which uses the link up and stores its hidden fields\' values.', 'userfeedback' ),
									'type'        => 'string',
									'pattern'     => PersonalLinks::PATTERN,
								),
								'captcha'        => array(
									'description' => __( 'The spam protection provider\'s token (Cloudflare Turnstile or reCAPTCHA v3), when the site has one on: needed by the save that creates a response, ignored by later saves.', 'userfeedback' ),
									'type'        => 'string',
									'maxLength'   => Captcha::MAX_TOKEN,
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
	 * Counts an impression of a live survey: at most one an hour per browser (a cookie) and
	 * VisitorLimits::IMPRESSIONS_PER_ADDRESS an hour per address (a script that drops cookies), so
	 * views cannot be inflated to deflate the completion rate. A view not counted is still a 200:
	 * the widget does not care, and a script learns nothing from it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function impression( $request ) {
		$survey = $this->live_survey( $request );
		if ( is_wp_error( $survey ) ) {
			return $survey;
		}
		$id      = (int) $survey['id'];
		$counted = ! isset( $_COOKIE[ self::SEEN_COOKIE . $id ] )
			&& false !== $this->limiter->impression( $id, $this->client_ip() )
			&& $this->store->count_impression( $id );
		$this->limiter->sweep_sometimes();
		$response = rest_ensure_response( array( 'counted' => $counted ) );
		if ( $counted ) {
			$response->header( 'Set-Cookie', sprintf( '%s%d=1; Max-Age=%d; Path=/; HttpOnly; SameSite=Lax%s', self::SEEN_COOKIE, $id, VisitorLimits::IMPRESSIONS_WINDOW, is_ssl() ? '; Secure' : '' ) );
		}
		return $response;
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
		$once = null === $this->once ? 'none' : $this->once->mode( $survey );
		$who  = $this->answered_before( $survey, $once );
		if ( null !== $who ) {
			return $who;
		}
		// An empty state is a valid later save (the visitor cleared their only answer), never a
		// finished response: completing needs an answer, as a new response does.
		$language = $this->answered_in( $survey, (string) ( $request['language'] ?? '' ) );
		$answers  = SurveyInLanguage::canonical( $survey, $language, $request['answers'] );
		$rows     = $this->validator->rows( (array) $survey['questions'], $answers, $completed, null !== $existing && ! $completed, $request['shown'] );
		if ( is_wp_error( $rows ) ) {
			return $rows;
		}
		$shown      = self::shown( (array) $survey['questions'], $request['shown'], $rows, $completed );
		$settings   = $this->settings->all();
		$ip         = $this->client_ip( $settings );
		$user_agent = self::user_agent();
		if ( null !== $existing ) {
			return $this->mark_answered( $this->continue_response( $survey, $existing, $key, $rows, $shown, $completed, $ip, $user_agent ), $id, $completed, $once );
		}
		if ( null !== $this->limits && $this->limits->reached( $survey ) ) {
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey is not available.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		// A personal link is used up by the save that creates the response (claimed in its
		// transaction below); its values stand over the browser's.
		$link = null;
		$sent = $request['fields'];
		if ( null !== $request['link'] ) {
			$link = $this->open_link( $id, (string) $request['link'], $key );
			if ( ! is_array( $link ) ) {
				return $link;
			}
			$sent = null === $sent || is_array( $sent ) ? array_merge( (array) $sent, $link['fields'] ) : $sent;
		}
		// Hidden fields go with the first save only: the later saves of a response continue it.
		$fields = null === $this->entitlements ? array() : ( new HiddenFieldValues( $this->entitlements ) )->for_response( $survey, $sent, $_SERVER );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		// Spam protection checks the save that creates a response, after the cheap checks and
		// before its transaction: a call to the provider must never hold the transaction open.
		$robot = $this->captcha_refusal( $request, $id, $key, $partials, $ip );
		if ( null !== $robot ) {
			return $robot;
		}

		$page        = (array) ( $request['page_submitted'] ?? array() );
		$agent       = UserAgent::parse( sanitize_text_field( $user_agent ) );
		$ceiling     = $this->ceiling( $survey );
		$busy        = false;
		$response_id = $this->store->insert(
			$survey,
			array(
				'page_url'     => self::safe_url( (string) ( $page['url'] ?? $page['link'] ?? '' ) ),
				'page_title'   => mb_substr( sanitize_text_field( (string) ( $page['title'] ?? '' ) ), 0, 255 ),
				'user_id'      => LoggedInVisitor::id( $_SERVER ),
				'user_ip'      => ClientIp::for_storage( $ip, (string) $settings['ip_storage'] ),
				'user_browser' => $agent['browser'],
				'user_os'      => $agent['os'],
				'user_device'  => $agent['device'],
				'completed'    => $completed ? 1 : 0,
				'response_key' => '' === $key ? null : $key,
				'shown'        => $shown,
				'language'     => $language,
				'notify_state' => $completed ? ResponseStore::NOTIFY_DONE : ( empty( $survey['notifications']['include_partial'] ) ? ResponseStore::NOTIFY_ON_COMPLETION : ResponseStore::NOTIFY_DUE ),
				// Only an unfinished response needs binding to its browser.
				'origin'       => $completed || null === $this->ownership ? null : $this->ownership->origin( $ip, $user_agent ),
			),
			$rows,
			// The rate limits count in the response's transaction: one commit, and a response
			// rolled back counts against neither. Only a save that creates a response counts
			// here; later saves have their own limits (continue_response()). The visitor's own
			// limit first, then the survey's ceiling a minute, every visitor together.
			function () use ( $id, $ip, $ceiling, &$busy ): ?bool {
				$own = $this->limiter->new_response( $id, $ip );
				if ( true !== $own ) {
					return $own;
				}
				$fits = $this->limiter->survey_minute( $id, $ceiling );
				$busy = false === $fits;
				return $fits;
			},
			$fields,
			null === $link || null === $this->links ? null : fn( int $response_id ): ?bool => $this->links->claim( $link['id'], $response_id )
		);
		if ( $busy && SaveRefusal::RateLimited === $response_id ) {
			return $this->over_ceiling( $id, $ceiling );
		}
		if ( SaveRefusal::LinkUsed === $response_id ) {
			// Another tab or device used the link while this answer was being written.
			$again = $this->open_link( $id, (string) $request['link'], $key );
			return is_array( $again ) ? self::link_used() : $again;
		}
		$this->limiter->sweep_sometimes();
		if ( SaveRefusal::Duplicate === $response_id ) {
			// A retried save, or two saves with one key at once: the other one created the
			// response, so this one continues it.
			$existing = $this->store->find_by_key( $id, $key );
			if ( null !== $existing ) {
				return $existing['completed'] || 'publish' !== $existing['status']
					? rest_ensure_response( array( 'id' => $existing['id'] ) )
					: $this->mark_answered( $this->continue_response( $survey, $existing, $key, $rows, $shown, $completed, $ip, $user_agent ), $id, $completed, $once );
			}
		}
		$saved = $this->saved( $survey, $response_id, $completed, 201 );
		if ( $saved instanceof \WP_REST_Response && ! $completed && null !== $this->ownership ) {
			$saved->header( 'Set-Cookie', $this->ownership->set_cookie( $id, $key, is_ssl() ) );
		}
		return $this->mark_answered( $saved, $id, $completed, $once );
	}

	/**
	 * Why the save that creates a response is refused by the site's spam protection, or null
	 * (always null with no provider on: nothing is requested).
	 *
	 * @param \WP_REST_Request $request   The request (its `captcha` token).
	 * @param int              $id        The survey.
	 * @param string           $key       The response key ('' for none).
	 * @param bool             $looked_up Whether the key was already looked up (a survey that saves partial responses).
	 * @param string           $ip        The visitor's address, sent to the provider.
	 * @return \WP_Error|null
	 */
	private function captcha_refusal( \WP_REST_Request $request, int $id, string $key, bool $looked_up, string $ip ): ?\WP_Error {
		$gate = new CaptchaGate( new Captcha( $this->settings ) );
		if ( ! $gate->is_on() ) {
			return null;
		}
		// A retried one-shot save whose first try was stored (its reply was lost) spent its token
		// then: the insert finds the key taken and answers that response without storing again.
		if ( '' !== $key && ! $looked_up && null !== $this->store->find_by_key( $id, $key ) ) {
			return null;
		}
		return $gate->refusal( $request['captcha'], $ip );
	}

	/**
	 * The personal link a new response comes with, while it may still be used; else the refusal:
	 * 404 for no link of this survey, 409 once its response is complete (or being answered in
	 * another browser), 410 once expired. A retried save of the response that used it (its reply
	 * lost) gets that response's id, as any retried save does.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $secret    The link's secret.
	 * @param string $key       The save's response key ('' for none).
	 * @return array{id: int, fields: array<string, string>, state: string, response_id: int}|\WP_REST_Response|\WP_Error
	 */
	private function open_link( int $survey_id, string $secret, string $key ) {
		$link = null === $this->links ? null : $this->links->find( $survey_id, $secret );
		if ( null === $link ) {
			return new \WP_Error( 'userfeedback_link_invalid', __( 'This link is not valid.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		if ( 'expired' === $link['state'] ) {
			return new \WP_Error( 'userfeedback_link_expired', __( 'This link has expired.', 'userfeedback' ), array( 'status' => 410 ) );
		}
		if ( 'open' !== $link['state'] ) {
			$retried = '' === $key ? null : $this->store->find_by_key( $survey_id, $key );
			return null !== $retried && $retried['id'] === $link['response_id'] ? rest_ensure_response( array( 'id' => $retried['id'] ) ) : self::link_used();
		}
		return $link;
	}

	/**
	 * The 409 of a personal link already used.
	 *
	 * @return \WP_Error
	 */
	private static function link_used(): \WP_Error {
		return new \WP_Error( 'userfeedback_link_used', __( 'This link has already been used.', 'userfeedback' ), array( 'status' => 409 ) );
	}

	/**
	 * The survey's ceiling on new responses a minute in force: its setting with the behavior
	 * add-on, else none. The entitlements are asked only about a survey that sets one.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @return int 0 for none.
	 */
	private function ceiling( array $survey ): int {
		$ceiling = (int) ( $survey['settings']['behavior']['max_per_minute'] ?? 0 );
		return $ceiling > 0 && null !== $this->entitlements && $this->entitlements->addon_active( 'behavior' ) ? $ceiling : 0;
	}

	/**
	 * The refusal of a new response over the survey's ceiling (429, nothing stored), and the
	 * owner told — once a minute at most, whatever the flood.
	 *
	 * @param int $survey_id The survey.
	 * @param int $ceiling   Its ceiling a minute.
	 * @return \WP_Error
	 */
	private function over_ceiling( int $survey_id, int $ceiling ): \WP_Error {
		if ( $this->limiter->first_over_ceiling( $survey_id ) ) {
			/**
			 * A survey refused new responses over its ceiling a minute (at most once a minute).
			 *
			 * @param int $survey_id The survey.
			 * @param int $ceiling   Its ceiling a minute.
			 */
			do_action( 'userfeedback_survey_ceiling_reached', $survey_id, $ceiling );
		}
		return new \WP_Error( 'userfeedback_survey_busy', __( 'This survey is receiving more responses than it takes right now. Please try again in a minute.', 'userfeedback' ), array( 'status' => 429 ) );
	}

	/**
	 * The refusal of a save by a person who already answered a survey that takes one answer
	 * each, or null. Per user: a visitor not logged in is not asked (403), an account with a
	 * completed response is refused (409; the response's transaction decides again, for two
	 * tabs at once). Per browser: the server's cookie from the completing save (409).
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @param string               $once   Its rule in force (OneAnswerEach::mode()).
	 * @return \WP_Error|null
	 */
	private function answered_before( array $survey, string $once ): ?\WP_Error {
		$id = (int) $survey['id'];
		if ( 'user' === $once ) {
			$user = LoggedInVisitor::id( $_SERVER );
			if ( 0 === $user ) {
				return new \WP_Error( 'userfeedback_login_required', __( 'Log in to answer this survey.', 'userfeedback' ), array( 'status' => 403 ) );
			}
			if ( null !== $this->once && array() !== $this->once->answered( $user, array( $id ) ) ) {
				return self::already_answered();
			}
		}
		if ( 'browser' === $once && AnsweredCookie::present( $id, $_COOKIE ) ) {
			return self::already_answered();
		}
		return null;
	}

	/**
	 * The 409 of a person who already answered.
	 *
	 * @return \WP_Error
	 */
	private static function already_answered(): \WP_Error {
		return new \WP_Error( 'userfeedback_already_answered', __( 'You have already answered this survey.', 'userfeedback' ), array( 'status' => 409 ) );
	}

	/**
	 * The answer to a save, with the server's "answered" cookie when it completed a response to a
	 * survey answered once per browser.
	 *
	 * @param \WP_REST_Response|\WP_Error $saved     The answer.
	 * @param int                         $survey_id The survey.
	 * @param bool                        $completed Whether the save completed the response.
	 * @param string                      $once      The survey's rule in force.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function mark_answered( $saved, int $survey_id, bool $completed, string $once ) {
		if ( $saved instanceof \WP_REST_Response && $completed && 'browser' === $once ) {
			$saved->header( 'Set-Cookie', AnsweredCookie::header( $survey_id, is_ssl() ) );
		}
		return $saved;
	}

	/**
	 * The language a response was answered in: the one the widget names when the survey has it
	 * and the site may show translations (WidgetBootstrap gives no other), else the survey's own
	 * (a page cached before a language was removed, an older widget).
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @param string               $named  The request's `language`.
	 * @return string
	 */
	private function answered_in( array $survey, string $named ): string {
		if ( '' !== $named && in_array( $named, SurveyInLanguage::languages( $survey ), true ) && null !== $this->entitlements && $this->entitlements->can_translate() ) {
			return $named;
		}
		return SurveyInLanguage::own( $survey );
	}

	/**
	 * The next save of a response the visitor is answering: only from the browser that started
	 * it (409 otherwise), within its own rate limits (429), and completing it only while the
	 * survey's response limit allows (409, the answers kept unfinished).
	 *
	 * @param array<string, mixed>                                                                           $survey     The survey.
	 * @param array{id: int, status: string, completed: bool, origin: string|null}                           $existing   The response (ResponseStore::find_by_key()).
	 * @param string                                                                                         $key        Its key.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows       Its answers now.
	 * @param string|null                                                                                    $shown      The questions shown.
	 * @param bool                                                                                           $completed  Whether this save completes it.
	 * @param string                                                                                         $ip         The visitor's address.
	 * @param string                                                                                         $user_agent The visitor's User-Agent header.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function continue_response( array $survey, array $existing, string $key, array $rows, ?string $shown, bool $completed, string $ip, string $user_agent ) {
		$id = (int) $survey['id'];
		if ( null !== $this->ownership && ! $this->ownership->owns( $id, $key, $_COOKIE, $existing['origin'], $this->ownership->origin( $ip, $user_agent ) ) ) {
			return new \WP_Error( 'userfeedback_response_key_conflict', __( 'This response was started in another browser session, so it cannot be continued here. Please reload the page to answer the survey.', 'userfeedback' ), array( 'status' => 409 ) );
		}
		$result = $this->store->update( $survey, $existing['id'], $rows, $shown, $completed, fn(): ?bool => $this->limiter->later_save( $id, $key, $ip ) );
		if ( SaveRefusal::LimitReached === $result ) {
			LiveSurveys::invalidate();
			return new \WP_Error( 'userfeedback_response_limit_reached', __( 'This survey has received all the responses it needs. Your answers were kept, but not as a completed response.', 'userfeedback' ), array( 'status' => 409 ) );
		}
		if ( SaveRefusal::AlreadyAnswered === $result ) {
			return self::already_answered();
		}
		$saved = $this->saved( $survey, $result, $completed, 200 );
		if ( $saved instanceof \WP_REST_Response && ! $completed && null !== $this->ownership ) {
			// Renewed, so a browser whose first answer was lost (origin matched) gets it too.
			$saved->header( 'Set-Cookie', $this->ownership->set_cookie( $id, $key, is_ssl() ) );
		}
		return $saved;
	}

	/**
	 * The visitor's address, as the trusted-proxies setting says to read it.
	 *
	 * @param array<string, mixed>|null $settings The plugin settings, if already read.
	 * @return string
	 */
	private function client_ip( ?array $settings = null ): string {
		$settings ??= $this->settings->all();
		return ( new ClientIp( (array) $settings['trusted_proxies'] ) )->from_server( $_SERVER );
	}

	/**
	 * The visitor's User-Agent header, raw and bounded (hashed or parsed, never stored as is).
	 *
	 * @return string
	 */
	private static function user_agent(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only hashed (ResponseOwnership) or parsed after sanitize_text_field().
		return isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? substr( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ), 0, 512 ) : '';
	}

	/**
	 * The answer to a save: the id with its status, or the database's failure. A save that
	 * completes a response of a survey with a response limit refreshes the live-survey list when
	 * the limit is now reached, so pages stop offering it.
	 *
	 * @param array<string, mixed> $survey      The survey.
	 * @param int|SaveRefusal      $response_id What the store answered.
	 * @param bool                 $completed   Whether the save completed the response.
	 * @param int                  $status      The HTTP status of a success.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function saved( array $survey, int|SaveRefusal $response_id, bool $completed, int $status ) {
		if ( SaveRefusal::RateLimited === $response_id ) {
			return new \WP_Error( 'userfeedback_rate_limited', __( 'Too many responses from your network. Please try again later.', 'userfeedback' ), array( 'status' => 429 ) );
		}
		if ( SaveRefusal::LimitReached === $response_id ) {
			LiveSurveys::invalidate();
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey is not available.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		if ( SaveRefusal::AlreadyAnswered === $response_id ) {
			return self::already_answered();
		}
		if ( ! is_int( $response_id ) ) {
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
		return ( new LiveSurvey( $this->surveys, $this->tokens, $this->eligibility ) )->find( (int) $request['id'], (string) $request['nonce'] );
	}

	/**
	 * The page URL if it is an http(s) URL, else '' (no javascript: or data: links reach the
	 * admin screens). Invalid UTF-8 is dropped too: the database would refuse the whole row. A
	 * personal link's secret is no part of the page: it is left out.
	 *
	 * @param string $url The submitted URL.
	 * @return string
	 */
	private static function safe_url( string $url ): string {
		$clean = esc_url_raw( trim( $url ), array( 'http', 'https' ) );
		if ( str_contains( $clean, PersonalLinks::PARAM . '=' ) ) {
			$clean = remove_query_arg( PersonalLinks::PARAM, $clean );
		}
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
