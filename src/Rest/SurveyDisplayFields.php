<?php
/**
 * What the block editor needs to know about a survey placed inline, as fields of the survey object.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\SurveyPageUrl;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Hookable;

/**
 * Two read-only fields on the survey object (`GET surveys/{id}`, the answer of `POST surveys`),
 * registered with register_rest_field() so they carry a schema and `_fields` can leave them out:
 *
 * - `display`: whether visitors see the survey where it is placed inline (shortcode or block)
 *   today, and if not why — SurveyEligibility::inline_display(), the shortcode's own rules, on
 *   the survey at hand (no query: live is `publish` and not `is_scheduled`, as LiveSurveys has it).
 * - `page_survey`: the survey as the visitor widget gets it when placed inline
 *   (WidgetBootstrap::page_survey(); schema WidgetBootstrapSchema::page_survey(), the
 *   contract's PageSurvey), for the block editor's preview: look, thank-you and timing resolved
 *   for this site, no submission token. Edit context only, so the builder's reads do not pay
 *   for it.
 *
 * The list's items (`GET surveys`) do not carry them. They carry `limit_reached` instead (the
 * survey has as many completed responses as its response limit, shown as "Closed: limit
 * reached"), worked out for the whole page at once in SurveysController::get_items(); it is
 * registered here without a get_callback, so the item schema (the list route's schema too)
 * describes it while the single survey object stays as it was.
 */
final class SurveyDisplayFields implements Hookable {

	/**
	 * The survey object's type (the title of SurveySchema::item()).
	 */
	public const OBJECT_TYPE = 'userfeedback-survey';

	/**
	 * Why visitors do not see a survey placed inline (`display.reason`): the codes
	 * SurveyEligibility::inline_display() gives.
	 */
	public const DISPLAY_REASONS = array( 'not_published', 'question_types', 'expired', 'limit_reached' );

	public function __construct( private readonly SurveyEligibility $eligibility, private readonly WidgetBootstrap $bootstrap ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	/**
	 * Registers the fields.
	 *
	 * @return void
	 */
	public function register(): void {
		register_rest_field(
			self::OBJECT_TYPE,
			'display',
			array(
				'get_callback' => array( $this, 'display' ),
				'schema'       => array(
					'description' => __( 'Whether visitors see the survey where it is placed inline (shortcode or block) today, and if not, why.', 'userfeedback' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'properties'  => array(
						'shown'   => array(
							'description' => __( 'True when visitors get the survey (unless they have answered it already).', 'userfeedback' ),
							'type'        => 'boolean',
						),
						'reason'  => array(
							'description' => __( 'Why not: not_published (draft, trash or scheduled), question_types (star rating or NPS questions without the Question Types addon), expired or limit_reached (its response limit); null when shown.', 'userfeedback' ),
							'type'        => array( 'string', 'null' ),
							'enum'        => array( ...self::DISPLAY_REASONS, null ),
						),
						'message' => array(
							'description' => __( 'The reason in words, as the debug output gives it; null when shown.', 'userfeedback' ),
							'type'        => array( 'string', 'null' ),
						),
					),
				),
			)
		);
		register_rest_field(
			self::OBJECT_TYPE,
			'limit_reached',
			array(
				'get_callback' => null,
				'schema'       => array(
					'description' => __( 'On the items of the surveys list only: true when the survey has as many completed responses as its response limit, so it is no longer shown to visitors and takes no new responses ("Closed: limit reached").', 'userfeedback' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					// One survey's answer does not carry it (the list sets it on its items).
					'required'    => false,
				),
			)
		);
		register_rest_field(
			self::OBJECT_TYPE,
			'share_url',
			array(
				'get_callback' => array( SurveyPageUrl::class, 'for_survey' ),
				'schema'       => array(
					'description' => __( 'The survey\'s own page to share by link (settings.page.enabled), or null when its page is off.', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
					'format'      => 'uri',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
		register_rest_field(
			self::OBJECT_TYPE,
			'page_survey',
			array(
				'get_callback' => array( $this, 'page_survey' ),
				'schema'       => array_merge(
					WidgetBootstrapSchema::page_survey(),
					array(
						'description' => __( 'The survey as the visitor widget gets it when placed inline, for previews: look, thank-you and timing resolved for this site.', 'userfeedback' ),
						'context'     => array( 'edit' ),
						'readonly'    => true,
						// Edit context only: a view answer leaves it out.
						'required'    => false,
					)
				),
			)
		);
	}

	/**
	 * The `display` field.
	 *
	 * @param array<string, mixed> $survey The prepared survey object.
	 * @return array{shown: bool, reason: string|null, message: string|null}
	 */
	public function display( array $survey ): array {
		$live = 'publish' === ( $survey['status'] ?? '' ) && empty( $survey['is_scheduled'] );
		return $this->eligibility->inline_display( $survey, $live );
	}

	/**
	 * The `page_survey` field.
	 *
	 * @param array<string, mixed>  $survey  The prepared survey object.
	 * @param string                $field   The field's name.
	 * @param \WP_REST_Request|null $request The request: its `lang`, the placement's language.
	 * @return array<string, mixed>
	 */
	public function page_survey( array $survey, string $field = 'page_survey', $request = null ): array {
		if ( $request instanceof \WP_REST_Request && is_string( $request['lang'] ) ) {
			$survey['lang'] = $request['lang'];
		}
		$page = $this->bootstrap->page_survey( $survey, true );
		// A preview sends nothing: it needs no submission token.
		$page['nonce'] = '';
		return $page;
	}
}
