<?php
/**
 * The spec's vocabulary and defaults for surveys.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * Every enumerated value and default a survey can carry (spec configuration §3, §5, §9), in one
 * place, so the REST schema, the normaliser, the validator and the gating all agree.
 */
final class SurveyDefaults {

	public const STATUSES           = array( 'draft', 'publish', 'trash' );
	public const SAVABLE_STATUSES   = array( 'draft', 'publish' );
	public const FILTER_STATUSES    = array( 'publish', 'scheduled', 'draft', 'trash' );
	public const TYPES              = array( '', 'nps' );
	public const QUESTION_TYPES     = array( 'radio-button', 'checkbox', 'nps', 'long-text', 'email', 'text', 'star-rating', ...self::MORE_QUESTION_TYPES );
	public const PRO_QUESTION_TYPES = array( 'nps', 'star-rating', ...self::MORE_QUESTION_TYPES );
	public const CHOICE_TYPES       = array( 'radio-button', 'checkbox' );
	public const LOGIC_SOURCE_TYPES = array( 'radio-button', 'checkbox', 'nps', 'star-rating', 'scale', 'smiley', 'dropdown', 'image-choice', 'consent' );
	public const JUMP_SOURCE_TYPES  = array( 'radio-button', 'checkbox', 'nps', 'star-rating', 'scale', 'smiley', 'dropdown', 'image-choice', 'consent' );

	/**
	 * The question types beyond the spec's seven (docs/decisions.md "Every question a site owner
	 * asks"): Pro with the question-types add-on, like NPS and stars.
	 */
	public const MORE_QUESTION_TYPES = array( 'scale', 'smiley', 'dropdown', 'matrix', 'ranking', 'image-choice', 'date', 'consent' );

	/**
	 * Types whose `config.options` hold the texts a visitor picks from (a matrix's are its
	 * columns): kept by the normaliser, translated by place, answered as the survey's own text.
	 */
	public const OPTION_TYPES = array( 'radio-button', 'checkbox', 'dropdown', 'matrix', 'ranking', 'image-choice' );

	/** Types that take a comment box (with the question-types add-on). */
	public const COMMENT_TYPES = array( 'radio-button', 'checkbox', 'nps', 'star-rating', 'scale', 'smiley', 'dropdown', 'image-choice' );

	/**
	 * Types whose answer a later question's title can recall (`{{answer:ID}}`, Recall): all but
	 * a matrix (a grid has no short form) and consent (a tick reads as nothing in a sentence).
	 */
	public const RECALL_SOURCE_TYPES = array( 'radio-button', 'checkbox', 'nps', 'long-text', 'email', 'text', 'star-rating', 'scale', 'smiley', 'dropdown', 'ranking', 'image-choice', 'date' );
	/** The longest fallback text of a recall (`{{answer:q1|your score}}`). */
	public const MAX_RECALL_FALLBACK = 100;

	/** A scale question's presets: numeric (its own range), CSAT 1–5, CES 1–7. */
	public const SCALE_PRESETS   = array( 'numeric', 'csat', 'ces' );
	public const SCALE_MINS      = array( 0, 1 );
	public const SCALE_MAXES     = array( 5, 7, 10 );
	public const SMILEY_FACES    = array( 3, 5 );
	public const MAX_MATRIX_ROWS = 20;
	/** A consent question's one stored answer: given (not given stores nothing, as a skip). */
	public const CONSENT_VALUE = 'accepted';

	public const DEVICES         = array( 'desktop', 'tablet', 'mobile' );
	public const PAGES           = array( 'all', 'advanced' );
	public const TIMINGS         = array( 'immediate', 'delay', 'before_abandon', 'half_page', ...self::MORE_TIMINGS );
	public const DISPLAY_LENGTHS = array( 'until_response', 'once', 'repeatedly' );
	public const RUN_TIMES       = array( 'indefinitely', 'expire' );
	public const THANK_YOU_TYPES = array( 'message', 'redirect' );
	public const RULE_OPERATORS  = array( '&&', '||' );
	public const LOGIC_ACTIONS   = array( 'show', 'hide' );
	public const POSITIONS       = array( 'bottom_left', 'bottom_right', 'middle_left', 'middle_right' );
	public const LOGO_TYPES      = array( 'userfeedback', 'custom', 'none' );
	public const COLOR_SCHEMES   = array( 'light', 'dark' );

	/**
	 * Page rule types (spec visitor §5 "Rule types offered"). Select-type rules hold an item from
	 * the logic-type or search lookups; the others hold text or a URL.
	 */
	/**
	 * Page-rule types only WordPress can decide, on the server when the page renders
	 * (Targeting\ServerPageRules, a Pro module).
	 */
	public const SERVER_PAGE_RULE_TYPES = array(
		'user_logged_in',
		'wp_user_roles',
		'page_type',
		'page_is',
		'page_is_not',
		'post_type_is',
		'post_type_is_not',
		'taxonomy_is',
		'taxonomy_is_not',
		'taxonomy_term_is',
		'taxonomy_term_is_not',
	);

	/**
	 * Page-rule types the widget decides in the browser (widget/src/logic/page-rules.ts).
	 */
	public const CLIENT_PAGE_RULE_TYPES = array(
		'referrer',
		'query_parameter_contains',
		'query_parameter_not_contains',
		'query_parameter_regex',
		'cookie_exist',
		'cookie_not_exist',
		'page_url_is',
		'page_url_is_not',
		'page_url_contains',
		'page_url_not_contains',
	);

	public const PAGE_RULE_TYPES = array( ...self::SERVER_PAGE_RULE_TYPES, ...self::CLIENT_PAGE_RULE_TYPES );

	/**
	 * Logic comparators: is, is not, lower than, greater than, includes.
	 */
	public const COMPARATORS = array( '==', '!=', '<', '>', 'includes' );

	/**
	 * Comparators each question type allows (spec §5); types not listed allow is and is not. A
	 * consent has one stored value (CONSENT_VALUE) and an answer that is not given stores nothing,
	 * which no comparator matches, so "is not" could never hold: "is" alone (a hide action
	 * reads "unless given").
	 */
	public const COMPARATORS_BY_TYPE = array(
		'star-rating'  => array( '==', '!=', '<', '>' ),
		'nps'          => array( '==', '!=', '<', '>' ),
		'checkbox'     => array( '==', '!=', 'includes' ),
		'scale'        => array( '==', '!=', '<', '>' ),
		'smiley'       => array( '==', '!=', '<', '>' ),
		'image-choice' => array( '==', '!=', 'includes' ),
		'consent'      => array( '==' ),
	);

	/**
	 * Option counts for choice questions (spec §9): [min, max].
	 */
	public const OPTION_LIMITS = array(
		'checkbox'     => array( 1, 5 ),
		'radio-button' => array( 2, 5 ),
		'dropdown'     => array( 2, 200 ),
		'matrix'       => array( 2, 10 ),
		'ranking'      => array( 2, 10 ),
		'image-choice' => array( 2, 20 ),
	);

	/**
	 * Jump logic: a choice, star-rating or NPS question's answer sends the visitor to a later
	 * question or to the end (JUMP_END, "finish the survey": the thank-you). At most MAX_JUMPS per
	 * question, tried in order, the first that matches wins.
	 */
	public const JUMP_END  = 'end';
	public const MAX_JUMPS = 10;

	public const MAX_QUESTIONS    = 50;
	public const MAX_PAGE_RULES   = 20;
	public const MAX_DELAY        = 60;
	public const DEFAULT_DELAY    = 20;
	public const MAX_TITLE_LENGTH = 255;

	/** Most Slack destinations one survey notifies. */
	public const MAX_SLACK_DESTINATIONS = 10;
	/** Longest follow-up e-mail subject, in characters. */
	public const MAX_FOLLOW_UP_SUBJECT = 200;
	/** Longest follow-up e-mail body, in characters. */
	public const MAX_FOLLOW_UP_BODY = 5000;

	/**
	 * Display rules across surveys and partial saving (docs/decisions.md): the page gets
	 * the eligible survey with the highest priority; sampling shows a survey to that percentage of
	 * visitors; a response limit of 0 is none.
	 */
	public const MAX_PRIORITY       = 1000;
	public const MIN_SAMPLE_PERCENT = 1;
	public const MAX_SAMPLE_PERCENT = 100;
	public const MAX_RESPONSE_LIMIT = 1000000;

	/**
	 * Triggers beyond the spec's four timings (docs/decisions.md "The right moment and the right
	 * context"): a scroll depth of any whole percentage, a click on an element matching a CSS
	 * selector, and only when the site's code asks (`window.userfeedback.show( id )`).
	 */
	public const MORE_TIMINGS           = array( 'scroll', 'click', 'api' );
	public const MIN_SCROLL_PERCENT     = 10;
	public const MAX_SCROLL_PERCENT     = 100;
	public const DEFAULT_SCROLL_PERCENT = 75;
	public const MAX_SELECTOR_LENGTH    = 200;

	/**
	 * Recontact: days before a survey shown but not answered is shown again, and days after an
	 * answer before it asks again (0: off, the spec's display length alone decides).
	 */
	public const MAX_RECONTACT_DAYS = 365;

	/**
	 * One answer per person (behavior add-on): anyone may answer again as the display rules
	 * allow, once per browser (its cookies and local storage), or once per logged-in account
	 * (decided by the server; visitors not logged in are not asked).
	 */
	public const ONCE_PER = array( 'none', 'browser', 'user' );

	/**
	 * Live results for visitors (behavior add-on): a survey of one question of these types is a
	 * poll whose visitors may see the current results after they answer, from this many votes on
	 * (0: at once) up to the most.
	 */
	public const POLL_TYPES            = array( 'radio-button', 'checkbox', 'dropdown', 'image-choice' );
	public const MAX_RESULTS_MIN_VOTES = 10000;

	/**
	 * A survey's ceiling on new responses a minute (behavior add-on; 0: none): responses over it
	 * are refused with 429 and the owner is told. The most it can be set to.
	 */
	public const MAX_PER_MINUTE = 100000;

	/**
	 * Hidden fields (docs/decisions.md "The right moment and the right context"): values a
	 * response carries beside its answers, each read from a source by its key. `user` and `page`
	 * take one of their keys; the others any text. Names are identifiers (they travel as JSON keys
	 * and CSV headers), values at most HIDDEN_FIELD_VALUE_MAX characters.
	 */
	public const HIDDEN_FIELD_SOURCES      = array( 'query', 'cookie', 'user', 'page', 'js' );
	public const HIDDEN_FIELD_USER_KEYS    = array( 'id', 'role' );
	public const HIDDEN_FIELD_PAGE_KEYS    = array( 'post_type', 'category' );
	public const HIDDEN_FIELD_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$';
	public const HIDDEN_FIELD_KEY_MAX      = 100;
	public const HIDDEN_FIELD_VALUE_MAX    = 200;
	public const MAX_HIDDEN_FIELDS         = 20;

	public static function thank_you_message(): string {
		return __( 'Thanks for your feedback!', 'userfeedback' );
	}

	/**
	 * Comparators a question type allows.
	 *
	 * @param string $type Question type.
	 * @return string[]
	 */
	public static function comparators_for( string $type ): array {
		return self::COMPARATORS_BY_TYPE[ $type ] ?? array( '==', '!=' );
	}

	/**
	 * A new survey's settings.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'thank_you'       => self::thank_you(),
			'enable_tracking' => false,
			'targeting'       => self::targeting(),
			'behavior'        => self::behavior(),
			// Null: the survey uses the site's widget settings (Settings → Widget).
			'theming'         => null,
			// Null: the site's retention period (Settings → Misc); 0 keeps this survey's
			// responses; N deletes them N days after they were given.
			'retention_days'  => null,
			// Values each response carries beside its answers: [{name, source, key}].
			'hidden_fields'   => array(),
			// The survey's own page (Frontend\SurveyPage): off until the owner shares it.
			'page'            => self::page(),
		);
	}

	/**
	 * Stored settings with what a survey saved by an earlier version lacks filled from today's
	 * defaults (settings added since: hidden fields, the survey page, behaviour rules), so every
	 * reader gets the whole shape. What is stored is kept as it is.
	 *
	 * @param array<string, mixed> $settings Stored settings.
	 * @return array<string, mixed>
	 */
	public static function fill_settings( array $settings ): array {
		$defaults = self::settings();
		$filled   = $settings + $defaults;
		foreach ( array( 'behavior', 'page' ) as $group ) {
			if ( is_array( $filled[ $group ] ) ) {
				$filled[ $group ] += (array) $defaults[ $group ];
			}
		}
		return $filled;
	}

	/**
	 * The survey page's layouts: inside the theme's header and footer, or a minimal page of its own.
	 */
	public const PAGE_LAYOUTS = array( 'theme', 'standalone' );

	/**
	 * Default survey page settings: no page until turned on.
	 *
	 * @return array{enabled: bool, layout: string}
	 */
	public static function page(): array {
		return array(
			'enabled' => false,
			'layout'  => 'theme',
		);
	}

	/**
	 * Default thank-you settings.
	 *
	 * @return array{type: string, message: string, redirect_to: null}
	 */
	public static function thank_you(): array {
		return array(
			'type'        => 'message',
			'message'     => self::thank_you_message(),
			'redirect_to' => null,
		);
	}

	/**
	 * Default targeting: every device, every page.
	 *
	 * @return array{devices: string[], pages: string, page_rules: array<int, mixed>}
	 */
	public static function targeting(): array {
		return array(
			'devices'    => self::DEVICES,
			'pages'      => 'all',
			'page_rules' => array(),
		);
	}

	/**
	 * Default behaviour: shown at once until the visitor responds, indefinitely; saved only when
	 * the visitor finishes; no priority, cooldown exemption, sampling or response limit.
	 *
	 * @return array<string, mixed>
	 */
	public static function behavior(): array {
		return array(
			'timing'            => 'immediate',
			'timing_delay'      => self::DEFAULT_DELAY,
			'display_length'    => 'until_response',
			'run_time'          => 'indefinitely',
			'expire_at'         => null,
			'start_minimized'   => false,
			'save_partial'      => false,
			'priority'          => 0,
			'ignore_cooldown'   => false,
			'sample_percent'    => self::MAX_SAMPLE_PERCENT,
			'response_limit'    => 0,
			// Triggers and recontact beyond the spec (off or unused until chosen).
			'click_selector'    => '',
			'scroll_percent'    => self::DEFAULT_SCROLL_PERCENT,
			'abandon_on_touch'  => false,
			'recontact_days'    => 0,
			'repeat_days'       => 0,
			'once_per'          => 'none',
			'show_results'      => false,
			'results_min_votes' => 0,
			'max_per_minute'    => 0,
		);
	}

	/**
	 * A new survey's notifications; addresses default to the site admin e-mail. Partial responses
	 * are notified only on completion unless include_partial.
	 *
	 * @return array{email: array{active: bool, addresses: string, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}, include_partial: bool, slack: array{destinations: list<int>, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}, follow_up: array{active: bool, question_id: string, subject: string, body: string}}
	 */
	public static function notifications(): array {
		return array(
			'email'           => array(
				'active'    => true,
				'addresses' => (string) get_option( 'admin_email' ),
				'logic'     => self::email_logic(),
			),
			'include_partial' => false,
			'slack'           => self::slack_notifications(),
			'follow_up'       => self::follow_up(),
		);
	}

	/**
	 * Default Slack notifications (Pro): no destination chosen, so nothing is sent until the owner
	 * picks one in the Notifications step; conditions as the e-mail's, off.
	 *
	 * @return array{destinations: list<int>, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}
	 */
	public static function slack_notifications(): array {
		return array(
			'destinations' => array(),
			'logic'        => self::email_logic(),
		);
	}

	/**
	 * Default follow-up e-mail to the respondent (Pro): off, with no address question chosen.
	 *
	 * @return array{active: bool, question_id: string, subject: string, body: string}
	 */
	public static function follow_up(): array {
		return array(
			'active'      => false,
			'question_id' => '',
			'subject'     => '',
			'body'        => '',
		);
	}

	/**
	 * Default (off) conditional e-mail logic.
	 *
	 * @return array{enable: bool, action: string, conditions: array<int, mixed>}
	 */
	public static function email_logic(): array {
		return array(
			'enable'     => false,
			'action'     => 'send',
			'conditions' => array(),
		);
	}

	/**
	 * Default (off) question logic.
	 *
	 * @return array{enabled: bool, action: string, conditions: array<int, mixed>}
	 */
	public static function question_logic(): array {
		return array(
			'enabled'    => false,
			'action'     => 'show',
			'conditions' => array(),
		);
	}

	/**
	 * Default question settings.
	 *
	 * @return array{required: bool, randomize: bool, comment_box: bool}
	 */
	public static function question_settings(): array {
		return array(
			'required'    => false,
			'randomize'   => false,
			'comment_box' => false,
		);
	}
}
