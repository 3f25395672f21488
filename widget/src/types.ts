/**
 * What PHP prints before the widget script (`window.userfeedbackWidget`, built by
 * src/Frontend/WidgetBootstrap.php) and what the widget keeps while a visitor answers.
 * Field names follow the spec (visitor.md §3) and the stored survey shape (SurveyNormalizer).
 */
import type { Texts } from './texts';

export type LicenseType = 'lite' | 'plus' | 'pro' | 'elite';

export type AddonKey =
	'question-types' | 'targeting' | 'branding' | 'behavior' | 'templates';

export type QuestionType =
	| 'radio-button'
	| 'checkbox'
	| 'long-text'
	| 'email'
	| 'text'
	| 'nps'
	| 'star-rating';

export type Device = 'desktop' | 'tablet' | 'mobile';
export type Position =
	'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
export type Timing = 'immediate' | 'delay' | 'before_abandon' | 'half_page';
export type DisplayLength = 'until_response' | 'once' | 'repeatedly';
export type Comparator = '==' | '!=' | '<' | '>' | 'includes';

/** Page-rule types the widget decides (the WordPress-only ones are decided by PHP). */
export type ClientRuleType =
	| 'referrer'
	| 'query_parameter_contains'
	| 'query_parameter_not_contains'
	| 'query_parameter_regex'
	| 'cookie_exist'
	| 'cookie_not_exist'
	| 'page_url_is'
	| 'page_url_is_not'
	| 'page_url_contains'
	| 'page_url_not_contains';

export interface LogicCondition {
	question_id: string;
	compare: Comparator;
	/** A number as text for star/nps, an option for radio, an option or options for checkbox. */
	value: string | string[];
}

export interface Question {
	id: string;
	type: QuestionType;
	title: string;
	settings: { required: boolean; comment_box: boolean; randomize: boolean };
	config: { options: string[]; include_name?: boolean };
	logic: {
		enabled: boolean;
		action: 'show' | 'hide';
		conditions: LogicCondition[];
	};
}

/**
 * A page rule. `result` is set by PHP for the rules only WordPress knows (true when the rule
 * holds on this page); client rules carry their text in `data` and no `result`.
 */
export interface PageRule {
	logic: string;
	operator: '&&' | '||';
	data: string | null;
	result?: boolean;
}

export interface Theming {
	color_scheme: 'light' | 'dark';
	widget_color: string;
	text_color: string;
	button_color: string;
	/**
	 * The text colours on the button and the toggle, chosen by the server for contrast
	 * (WidgetTheming::readable_on(); the preview fills them, preview.tsx). A page cached before
	 * issue 23 has none: the stylesheet's white then applies.
	 */
	button_text_color?: string;
	toggle_text_color?: string;
	font: { family: string; weight: string };
	/**
	 * The custom font's stylesheet ('' for the theme's font), built by the server from fonts_url
	 * (WidgetTheming::font_url()); the preview fills it (font-url.ts).
	 */
	font_url?: string;
	position: Position;
	widget_toggle_text: string;
	widget_toggle_icon: string;
	/**
	 * The chosen icon's SVG path: the server sends it for a floating survey (only that one
	 * travels, issue 22); the preview fills it from widget_toggle_icon (toggle-icons.ts).
	 */
	widget_toggle_path?: string;
	widget_toggle_color: string;
	/** userfeedback, custom or none. */
	logo_type: 'userfeedback' | 'custom' | 'none';
	custom_logo: string;
	start_minimized: boolean;
	skip_text: string;
	next_text: string;
}

export interface PageSurvey {
	id: number;
	title: string;
	/** 'nps' for NPS surveys, '' otherwise. */
	type: string;
	/** userfeedback-{id} unless set. */
	cookie_name: string;
	/** The anti-spam token for both visitor calls (valid at least 48 hours). */
	nonce: string;
	questions: Question[];
	settings: {
		thank_you: {
			type: 'message' | 'redirect';
			message: string;
			/** Resolved by PHP: a safe absolute URL, or '' for none. */
			redirect_url: string;
		};
		targeting: {
			devices: Device[];
			pages: 'all' | 'advanced';
			page_rules: PageRule[];
		};
		behavior: {
			timing: Timing;
			timing_delay: number;
			display_length: DisplayLength;
			run_time: 'indefinitely' | 'expire';
			expire_at: { month: number; day: number } | null;
			start_minimized: boolean;
			// The three below (issue 23) are decided by the server: their defaults without the
			// behavior add-on. A page cached before them has none: a missing one is its default.
			/** Save as the visitor goes (completed: false until the last question). */
			save_partial?: boolean;
			/** Shown even while the site's cooldown after another survey runs. */
			ignore_cooldown?: boolean;
			/** 1–100: shown to a visitor whose draw (0–99, once per survey) is below it. */
			sample_percent?: number;
		};
		/** Fully resolved by PHP: survey theming when branding is allowed, else the site's. */
		theming: Theming;
	};
}

export interface WidgetBootstrap {
	is_pro: boolean;
	is_licensed: boolean;
	license_type: LicenseType;
	/** Add-on key => active. */
	addons: Partial< Record< AddonKey, boolean > >;
	plugin_version: string;
	rest_url: string;
	/** URL of the UserFeedback logo (logo_type userfeedback). */
	logo_url: string;
	/**
	 * Floating candidates that passed the server's rules, in the server's order (priority, then
	 * oldest first); the widget shows the first that also passes its own rules.
	 */
	surveys: PageSurvey[];
	/**
	 * Surveys placed by [userfeedback id="N"]; each renders into its placeholder element
	 * `.userfeedback-inline[data-survey-id="N"]`.
	 */
	inline: PageSurvey[];
	/**
	 * Days after a floating survey was shown during which no other floating survey is (0 or
	 * missing: no cooldown; always 0 without the behavior add-on).
	 */
	cooldown_days?: number;
	/** A Content-Security-Policy nonce for injected style/link elements, when the site sets one. */
	csp_nonce?: string;
	/** The widget's texts translated to the site language (keys of widget/src/texts.ts). */
	texts?: Partial< Texts >;
	/** Base URL of the web-font stylesheet service (filterable in PHP, e.g. to self-host). */
	fonts_url?: string;
	/** True under WP_DEBUG for users who can edit surveys: not-shown reasons go to the console. */
	debug?: boolean;
}

/**
 * One save of a response (visitor.md §7 and issue 23): the whole state so far under one key.
 */
export interface ResponseBody {
	answers: Answer[];
	page_submitted: { url: string; title: string };
	nonce: string;
	/** A UUID v4 made once per survey run: the server stores every save under it. */
	response_key: string;
	/** Ids of the questions displayed in this run, in order (none hidden by logic). */
	shown: string[];
	/** True on the last save; false on the partial saves before it. */
	completed: boolean;
}

/** One answer as the widget keeps and sends it (visitor.md §3). */
export interface Answer {
	question_id: string;
	value: string | number | string[] | null;
	extra?: string;
}

declare global {
	interface Window {
		userfeedbackWidget?: WidgetBootstrap;
	}
}
