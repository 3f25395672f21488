<?php
/**
 * JSON schema of what the page hands the visitor widget.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Rest\Schemas;
use UserFeedback\Rest\SurveySchema;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Visitors\Captcha\Captcha;

/**
 * Why: `window.userfeedbackWidget` (WidgetBootstrap::build()) is not a REST answer, yet the widget
 * reads every field of it. Its schema is the one description: the TypeScript contract's
 * WidgetBootstrap, PageSurvey, WidgetPageRule and WidgetTheming types are generated from it
 * (widget/src/types.ts re-exports them), WidgetBootstrapTest checks real bootstraps against
 * it, and the surveys route's `page_survey` field (the block editor's preview) uses PageSurvey.
 *
 * A field marked `'required' => false` may be missing from a page cached by an older version
 * (or is only sent when set: csp_nonce, debug); the widget reads it with its default.
 */
final class WidgetBootstrapSchema {

	/**
	 * The whole bootstrap.
	 *
	 * @return array<string, mixed>
	 */
	public static function bootstrap(): array {
		$string = array( 'type' => 'string' );
		$texts  = array();
		foreach ( array_keys( WidgetBootstrap::texts() ) as $key ) {
			$texts[ $key ] = $string;
		}
		$addons = array();
		foreach ( AddonRegistry::KEYS as $key ) {
			$addons[ $key ] = array( 'type' => 'boolean' );
		}
		return array(
			'$schema'              => 'http://json-schema.org/draft-04/schema#',
			'title'                => 'WidgetBootstrap',
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'is_pro'         => array( 'type' => 'boolean' ),
				'is_licensed'    => array( 'type' => 'boolean' ),
				'license_type'   => Schemas::enum( License::TYPES ),
				'addons'         => array(
					'description'          => 'Add-on key => active.',
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => $addons,
				),
				'plugin_version' => $string,
				'rest_url'       => $string,
				'logo_url'       => array_merge( $string, array( 'description' => 'The UserFeedback logo (logo_type userfeedback).' ) ),
				'fonts_url'      => self::optional( array_merge( $string, array( 'description' => 'The web-font stylesheet service (filterable, e.g. to self-host).' ) ) ),
				'texts'          => self::optional(
					array(
						'description'          => "The widget's words in the site language.",
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => $texts,
					)
				),
				'surveys'        => array(
					'description' => "Floating candidates that passed the server's rules, in its order (priority, then oldest); the widget shows the first that passes its own, and none while an inline survey shows on the page.",
					'type'        => 'array',
					'items'       => self::page_survey(),
				),
				'inline'         => array(
					'description' => 'Surveys placed by [userfeedback id="N"], each rendered into .userfeedback-inline[data-survey-id="N"].',
					'type'        => 'array',
					'items'       => self::page_survey(),
				),
				'cooldown_days'  => self::optional(
					array(
						'description' => 'Days after a floating survey was shown during which no other is (0: none; always 0 without the behavior add-on).',
						'type'        => 'integer',
						'minimum'     => 0,
					)
				),
				'pause_minutes'  => self::optional(
					array(
						'description' => 'Minutes of the browser session after the visitor finished a survey (completed it, or closed it after answering) during which no other floating survey is shown (0: none).',
						'type'        => 'integer',
						'minimum'     => 0,
					)
				),
				'captcha'        => self::optional(
					array(
						'description'          => 'Only when a spam protection provider is on: the widget loads `script` before the save that creates a response and sends the token as `captcha`.',
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'provider' => Schemas::enum( array( Captcha::TURNSTILE, Captcha::RECAPTCHA ) ),
							'site_key' => $string,
							'script'   => array_merge( $string, array( 'description' => "The provider's script (filter userfeedback_captcha_script_url)." ) ),
						),
					)
				),
				'analytics'      => self::optional(
					array(
						'description' => 'True only when the site sends analytics events (its opt-in and a pro or elite plan): the widget pushes them to gtag() or dataLayer (docs/analytics-events.md).',
						'type'        => 'boolean',
					)
				),
				'consent_api'    => self::optional(
					array(
						'description' => "True only when the WP Consent API is active: the widget's cookies follow wp_has_consent( 'functional' ) and its analytics events wp_has_consent( 'statistics' ).",
						'type'        => 'boolean',
					)
				),
				'csp_nonce'      => self::optional( array_merge( $string, array( 'description' => 'A Content-Security-Policy nonce for injected style and link elements, when the site sets one.' ) ) ),
				'debug'          => self::optional(
					array(
						'description' => 'True under WP_DEBUG for users who can edit surveys: why a survey is not shown goes to the console.',
						'type'        => 'boolean',
					)
				),
			),
		);
	}

	/**
	 * One survey as the widget gets it (WidgetBootstrap::page_survey()): the add-ons' rules
	 * applied, the redirect and the theming resolved, WordPress-only page rules decided.
	 *
	 * @return array<string, mixed>
	 */
	public static function page_survey(): array {
		$string  = array( 'type' => 'string' );
		$boolean = array( 'type' => 'boolean' );
		$integer = array( 'type' => 'integer' );
		$texts   = array();
		foreach ( array_keys( WidgetBootstrap::texts() ) as $key ) {
			$texts[ $key ] = $string;
		}
		return array(
			'title'                => 'PageSurvey',
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'          => $integer,
				'title'       => $string,
				'type'        => Schemas::enum( SurveyDefaults::TYPES ),
				'cookie_name' => $string,
				'nonce'       => array_merge( $string, array( 'description' => 'The anti-spam token for both visitor calls (valid at least 48 hours).' ) ),
				'language'    => array_merge( $string, array( 'description' => 'The WordPress locale of its texts on this page (sent back with each save).' ) ),
				'dir'         => self::optional( array_merge( Schemas::enum( array( 'ltr', 'rtl' ) ), array( 'description' => "Its direction, when its language is not the page's (else it reads as the page does)." ) ) ),
				'closed'      => self::optional( array_merge( $string, array( 'description' => 'Placed inline but not to be answered by this visitor (a survey answered once per user: not logged in, or answered): what to show instead.' ) ) ),
				'preview'     => self::optional( array_merge( $boolean, array( 'description' => 'Placed for its editors only (the survey page of a survey visitors cannot answer): shown as a preview that stores nothing.' ) ) ),
				'link'        => self::optional( array_merge( $string, array( 'description' => 'The personal link the survey page was opened with: sent with the save that creates the response, which uses it up.' ) ) ),
				'login_url'   => self::optional( array_merge( $string, array( 'description' => 'With closed, when the visitor must log in first: the login page, back to this one.' ) ) ),
				'texts'       => self::optional(
					array(
						'description'          => "The widget's words in the survey's language, when it is not the page's.",
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => $texts,
					)
				),
				// The REST question; `jumps` only with the Question Types addon, and only where the
				// question has some (WidgetBootstrap::questions()).
				'questions'   => array(
					'type'  => 'array',
					'items' => SurveySchema::answer_question(),
				),
				'settings'    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'thank_you'     => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'type'         => Schemas::enum( SurveyDefaults::THANK_YOU_TYPES ),
								'message'      => $string,
								'redirect_url' => array_merge( $string, array( 'description' => "A safe absolute URL, or '' for none." ) ),
							),
						),
						'targeting'     => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'devices'    => array(
									'type'  => 'array',
									'items' => Schemas::enum( SurveyDefaults::DEVICES ),
								),
								'pages'      => Schemas::enum( SurveyDefaults::PAGES ),
								'page_rules' => array(
									'type'  => 'array',
									'items' => self::page_rule(),
								),
							),
						),
						'behavior'      => self::behavior(),
						'theming'       => self::theming(),
						'hidden_fields' => self::optional(
							array(
								'description' => 'The hidden fields the widget sends with the first save (none: not sent); `page` ones carry the page\'s value, `user` ones are resolved on the server and never sent.',
								'type'        => 'array',
								'items'       => array(
									'title'                => 'WidgetHiddenField',
									'type'                 => 'object',
									'additionalProperties' => false,
									'properties'           => array(
										'name'   => array( 'type' => 'string' ),
										'source' => Schemas::enum( SurveyDefaults::HIDDEN_FIELD_SOURCES ),
										'key'    => array( 'type' => 'string' ),
										'value'  => self::optional( array( 'type' => 'string' ) ),
									),
								),
							)
						),
					),
				),
			),
		);
	}

	/**
	 * A page rule: WordPress-only rules carry their result, client rules their text.
	 *
	 * @return array<string, mixed>
	 */
	private static function page_rule(): array {
		return array(
			'title'                => 'WidgetPageRule',
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'logic'    => Schemas::enum( SurveyDefaults::PAGE_RULE_TYPES ),
				'operator' => Schemas::enum( SurveyDefaults::RULE_OPERATORS ),
				'data'     => array( 'type' => array( 'string', 'null' ) ),
				'result'   => self::optional(
					array(
						'description' => 'Set for the rules only WordPress knows: whether it holds on this page.',
						'type'        => 'boolean',
					)
				),
			),
		);
	}

	/**
	 * Behaviour with the behavior add-on applied.
	 *
	 * @return array<string, mixed>
	 */
	private static function behavior(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'timing'           => Schemas::enum( SurveyDefaults::TIMINGS ),
				'timing_delay'     => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => SurveyDefaults::MAX_DELAY,
				),
				'display_length'   => Schemas::enum( SurveyDefaults::DISPLAY_LENGTHS ),
				'run_time'         => Schemas::enum( SurveyDefaults::RUN_TIMES ),
				'expire_at'        => array(
					'oneOf' => array(
						array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'month' => array( 'type' => 'integer' ),
								'day'   => array( 'type' => 'integer' ),
							),
						),
						array( 'type' => 'null' ),
					),
				),
				'start_minimized'  => array( 'type' => 'boolean' ),
				'save_partial'     => self::optional(
					array(
						'description' => 'Save as the visitor goes (completed: false until the last question).',
						'type'        => 'boolean',
					)
				),
				'ignore_cooldown'  => self::optional(
					array(
						'description' => "Shown even while the site's cooldown after another survey runs.",
						'type'        => 'boolean',
					)
				),
				'sample_percent'   => self::optional(
					array(
						'description' => 'Shown to a visitor whose draw (0–99, once per survey) is below it.',
						'type'        => 'integer',
						'minimum'     => SurveyDefaults::MIN_SAMPLE_PERCENT,
						'maximum'     => SurveyDefaults::MAX_SAMPLE_PERCENT,
					)
				),
				// Triggers and recontact beyond the spec (optional: a page cached before them has none).
				'click_selector'   => self::optional(
					array(
						'description' => 'With the click timing: a click on an element matching this CSS selector starts the survey.',
						'type'        => 'string',
						'maxLength'   => SurveyDefaults::MAX_SELECTOR_LENGTH,
					)
				),
				'scroll_percent'   => self::optional(
					array(
						'description' => 'With the scroll timing: the share of the scrollable page to scroll before the survey starts.',
						'type'        => 'integer',
						'minimum'     => SurveyDefaults::MIN_SCROLL_PERCENT,
						'maximum'     => SurveyDefaults::MAX_SCROLL_PERCENT,
					)
				),
				'abandon_on_touch' => self::optional(
					array(
						'description' => 'Exit intent on touch devices too: a fast scroll up or the tab hidden.',
						'type'        => 'boolean',
					)
				),
				'recontact_days'   => self::optional(
					array(
						'description' => 'Days before a survey shown but not answered is shown again in a later visit (0: off).',
						'type'        => 'integer',
						'minimum'     => 0,
						'maximum'     => SurveyDefaults::MAX_RECONTACT_DAYS,
					)
				),
				'repeat_days'      => self::optional(
					array(
						'description' => 'Days after an answer before the survey asks again, as a new response (0: off).',
						'type'        => 'integer',
						'minimum'     => 0,
						'maximum'     => SurveyDefaults::MAX_RECONTACT_DAYS,
					)
				),
				'show_results'     => self::optional(
					array(
						'description' => 'A poll whose visitors see the current results after they answer (GET surveys/{id}/poll); false but for a poll with the behavior add-on.',
						'type'        => 'boolean',
					)
				),
				'once_per'         => self::optional(
					array_merge(
						array( 'description' => "One answer per browser or per logged-in user ('none' without the behavior add-on): answered, the survey is not shown again, and an inline one says so." ),
						Schemas::enum( SurveyDefaults::ONCE_PER )
					)
				),
			),
		);
	}

	/**
	 * The survey's look, fully resolved (WidgetTheming::for_survey()): a survey's own theming
	 * (SurveySchema::theming()) without show_logo (the logo type says it), plus what the server
	 * works out for the widget.
	 *
	 * @return array<string, mixed>
	 */
	private static function theming(): array {
		$string     = array( 'type' => 'string' );
		$properties = SurveySchema::theming()['properties'];
		unset( $properties['show_logo'] );
		return array(
			'title'                => 'WidgetTheming',
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array_merge(
				$properties,
				array(
					'button_text_color'  => self::optional( array_merge( $string, array( 'description' => 'Chosen by the server for contrast (WidgetTheming::readable_on()).' ) ) ),
					'toggle_text_color'  => self::optional( $string ),
					'font_url'           => self::optional( array_merge( $string, array( 'description' => "The custom font's stylesheet, '' for the theme's font." ) ) ),
					'widget_toggle_path' => self::optional( array_merge( $string, array( 'description' => "The chosen icon's SVG path ('' for a survey in the content)." ) ) ),
				)
			),
		);
	}

	/**
	 * A field the widget may not get (see the class comment).
	 *
	 * @param array<string, mixed> $schema Its schema.
	 * @return array<string, mixed>
	 */
	private static function optional( array $schema ): array {
		return array_merge( $schema, array( 'required' => false ) );
	}
}
