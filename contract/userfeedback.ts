/**
 * The plugin's contract, generated from its PHP sources of truth by
 * bin/tools/Contract/TypeScriptContract.php — do not edit: change the PHP and run
 * `npm run contract` (ContractTest fails while this file is stale).
 */

// SurveyDefaults (src/Surveys/SurveyDefaults.php).
export const STATUSES = [ 'draft', 'publish', 'trash' ] as const;
export const SAVABLE_STATUSES = [ 'draft', 'publish' ] as const;
export const FILTER_STATUSES = [ 'publish', 'scheduled', 'draft', 'trash' ] as const;
export const TYPES = [ '', 'nps' ] as const;
export const QUESTION_TYPES = [
	'radio-button',
	'checkbox',
	'nps',
	'long-text',
	'email',
	'text',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'matrix',
	'ranking',
	'image-choice',
	'date',
	'consent',
] as const;
export const PRO_QUESTION_TYPES = [
	'nps',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'matrix',
	'ranking',
	'image-choice',
	'date',
	'consent',
] as const;
export const CHOICE_TYPES = [ 'radio-button', 'checkbox' ] as const;
export const LOGIC_SOURCE_TYPES = [
	'radio-button',
	'checkbox',
	'nps',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'image-choice',
	'consent',
] as const;
export const JUMP_SOURCE_TYPES = [
	'radio-button',
	'checkbox',
	'nps',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'image-choice',
	'consent',
] as const;
export const MORE_QUESTION_TYPES = [
	'scale',
	'smiley',
	'dropdown',
	'matrix',
	'ranking',
	'image-choice',
	'date',
	'consent',
] as const;
export const OPTION_TYPES = [ 'radio-button', 'checkbox', 'dropdown', 'matrix', 'ranking', 'image-choice' ] as const;
export const COMMENT_TYPES = [
	'radio-button',
	'checkbox',
	'nps',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'image-choice',
] as const;
export const RECALL_SOURCE_TYPES = [
	'radio-button',
	'checkbox',
	'nps',
	'long-text',
	'email',
	'text',
	'star-rating',
	'scale',
	'smiley',
	'dropdown',
	'ranking',
	'image-choice',
	'date',
] as const;
export const MAX_RECALL_FALLBACK = 100;
export const SCALE_PRESETS = [ 'numeric', 'csat', 'ces' ] as const;
export const SCALE_MINS = [ 0, 1 ] as const;
export const SCALE_MAXES = [ 5, 7, 10 ] as const;
export const SMILEY_FACES = [ 3, 5 ] as const;
export const MAX_MATRIX_ROWS = 20;
export const CONSENT_VALUE = 'accepted';
export const DEVICES = [ 'desktop', 'tablet', 'mobile' ] as const;
export const PAGES = [ 'all', 'advanced' ] as const;
export const TIMINGS = [
	'immediate',
	'delay',
	'before_abandon',
	'half_page',
	'scroll',
	'click',
	'api',
] as const;
export const DISPLAY_LENGTHS = [ 'until_response', 'once', 'repeatedly' ] as const;
export const RUN_TIMES = [ 'indefinitely', 'expire' ] as const;
export const THANK_YOU_TYPES = [ 'message', 'redirect' ] as const;
export const RULE_OPERATORS = [ '&&', '||' ] as const;
export const LOGIC_ACTIONS = [ 'show', 'hide' ] as const;
export const POSITIONS = [ 'bottom_left', 'bottom_right', 'middle_left', 'middle_right' ] as const;
export const LOGO_TYPES = [ 'userfeedback', 'custom', 'none' ] as const;
export const COLOR_SCHEMES = [ 'light', 'dark' ] as const;
export const SERVER_PAGE_RULE_TYPES = [
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
] as const;
export const CLIENT_PAGE_RULE_TYPES = [
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
] as const;
export const PAGE_RULE_TYPES = [
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
] as const;
export const COMPARATORS = [ '==', '!=', '<', '>', 'includes' ] as const;
export const COMPARATORS_BY_TYPE = {
	'star-rating': [ '==', '!=', '<', '>' ],
	nps: [ '==', '!=', '<', '>' ],
	checkbox: [ '==', '!=', 'includes' ],
	scale: [ '==', '!=', '<', '>' ],
	smiley: [ '==', '!=', '<', '>' ],
	'image-choice': [ '==', '!=', 'includes' ],
	consent: [ '==' ],
} as const;
export const OPTION_LIMITS = {
	checkbox: [ 1, 5 ],
	'radio-button': [ 2, 5 ],
	dropdown: [ 2, 200 ],
	matrix: [ 2, 10 ],
	ranking: [ 2, 10 ],
	'image-choice': [ 2, 20 ],
} as const;
export const JUMP_END = 'end';
export const MAX_JUMPS = 10;
export const MAX_QUESTIONS = 50;
export const MAX_PAGE_RULES = 20;
export const MAX_DELAY = 60;
export const DEFAULT_DELAY = 20;
export const MAX_TITLE_LENGTH = 255;
export const MAX_SLACK_DESTINATIONS = 10;
export const MAX_FOLLOW_UP_SUBJECT = 200;
export const MAX_FOLLOW_UP_BODY = 5000;
export const MAX_PRIORITY = 1000;
export const MIN_SAMPLE_PERCENT = 1;
export const MAX_SAMPLE_PERCENT = 100;
export const MAX_RESPONSE_LIMIT = 1000000;
export const MORE_TIMINGS = [ 'scroll', 'click', 'api' ] as const;
export const MIN_SCROLL_PERCENT = 10;
export const MAX_SCROLL_PERCENT = 100;
export const DEFAULT_SCROLL_PERCENT = 75;
export const MAX_SELECTOR_LENGTH = 200;
export const MAX_RECONTACT_DAYS = 365;
export const ONCE_PER = [ 'none', 'browser', 'user' ] as const;
export const POLL_TYPES = [ 'radio-button', 'checkbox', 'dropdown', 'image-choice' ] as const;
export const MAX_RESULTS_MIN_VOTES = 10000;
export const MAX_PER_MINUTE = 100000;
export const HIDDEN_FIELD_SOURCES = [ 'query', 'cookie', 'user', 'page', 'js' ] as const;
export const HIDDEN_FIELD_USER_KEYS = [ 'id', 'role' ] as const;
export const HIDDEN_FIELD_PAGE_KEYS = [ 'post_type', 'category' ] as const;
export const HIDDEN_FIELD_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$';
export const HIDDEN_FIELD_KEY_MAX = 100;
export const HIDDEN_FIELD_VALUE_MAX = 200;
export const MAX_HIDDEN_FIELDS = 20;
export const PAGE_LAYOUTS = [ 'theme', 'standalone' ] as const;

// The floating toggle's icons (src/Frontend/ToggleIcons.php): 24 × 24 stroked paths.
export const TOGGLE_ICONS = {
	'field-userfeedback': 'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8.5 11.5a4 4 0 0 0 7 0',
	'field-chat': 'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM7 8h10M7 12h6',
	'field-comment': 'M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.6A8.5 8.5 0 1 1 21 11.5z',
	'field-star': 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
	'field-heart': 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21l8.8-8.6a5.5 5.5 0 0 0 0-7.8z',
	'field-thumbs-up': 'M7 10v11H3V10zm0 0 4-8a3 3 0 0 1 3 3v4h5.7a2 2 0 0 1 2 2.3l-1.4 9a2 2 0 0 1-2 1.7H7',
	'field-smile': 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
	'field-question': 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
	'field-megaphone': 'M3 11v3a1 1 0 0 0 1 1h2l5 4V6l-5 4H4a1 1 0 0 0-1 1zm12.5-2.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
} as const;
export const DEFAULT_TOGGLE_ICON = 'field-userfeedback';

// A new survey's settings and a new question's parts (SurveyDefaults).
export const SURVEY_SETTINGS = {
	thank_you: {
		type: 'message',
		message: 'Thanks for your feedback!',
		redirect_to: null,
	},
	enable_tracking: false,
	targeting: {
		devices: [ 'desktop', 'tablet', 'mobile' ],
		pages: 'all',
		page_rules: [],
	},
	behavior: {
		timing: 'immediate',
		timing_delay: 20,
		display_length: 'until_response',
		run_time: 'indefinitely',
		expire_at: null,
		start_minimized: false,
		save_partial: false,
		priority: 0,
		ignore_cooldown: false,
		sample_percent: 100,
		response_limit: 0,
		click_selector: '',
		scroll_percent: 75,
		abandon_on_touch: false,
		recontact_days: 0,
		repeat_days: 0,
		once_per: 'none',
		show_results: false,
		results_min_votes: 0,
		max_per_minute: 0,
	},
	theming: null,
	retention_days: null,
	hidden_fields: [],
	page: {
		enabled: false,
		layout: 'theme',
	},
} as const;
export const EMAIL_LOGIC = {
	enable: false,
	action: 'send',
	conditions: [],
} as const;
export const QUESTION_SETTINGS = {
	required: false,
	randomize: false,
	comment_box: false,
} as const;
export const QUESTION_LOGIC = {
	enabled: false,
	action: 'show',
	conditions: [],
} as const;

// The site's settings (src/Settings/SettingsSchema.php): lists, limits, each field's default.
export const SETTINGS_TOGGLE_ICONS = [
	'field-userfeedback',
	'field-chat',
	'field-comment',
	'field-star',
	'field-heart',
	'field-thumbs-up',
	'field-smile',
	'field-question',
	'field-megaphone',
] as const;
export const MIDDLE_POSITIONS = [ 'middle_left', 'middle_right' ] as const;
export const THEMES = [ 'light', 'dark' ] as const;
export const AUTOMATIC_UPDATES = [ 'all', 'minor', 'none' ] as const;
export const IP_STORAGE = [ 'anonymised', 'full', 'none' ] as const;
export const PRIVACY_ERASURE = [ 'delete', 'anonymise' ] as const;
export const ROLE_FIELDS = [ 'create_edit_surveys', 'view_results', 'delete_surveys' ] as const;
export const DEFAULT_ROLES = [ 'administrator', 'editor' ] as const;
export const MAX_TOGGLE_TEXT = 60;
export const MAX_BUTTON_TEXT = 40;
export const MAX_FONT_FAMILY = 100;
export const MAX_URL = 2048;
export const MAX_RECIPIENTS = 2000;
export const MAX_PROXIES = 50;
export const MAX_COOLDOWN_DAYS = 365;
export const MAX_PAUSE_MINUTES = 1440;
export const DEFAULT_PAUSE_MINUTES = 30;
export const MAX_RETENTION_DAYS = 3650;
export const CUSTOM_LOGO_TYPE = 'custom';
export const CAPTCHA_PROVIDERS = [ '', 'turnstile', 'recaptcha' ] as const;
export const MAX_CAPTCHA_KEY = 200;
export const SECRET_FIELDS = [ 'captcha_secret_key' ] as const;
export const GATE_BRANDING = 'branding';
export const GATE_PRO = 'pro';
export const GATE_BEHAVIOR = 'behavior';
export const GATE_PRO_PLAN = 'pro_plan';
export const SETTINGS_DEFAULTS = {
	widget_button_color: '#2D87F1',
	widget_toggle_icon: 'field-userfeedback',
	widget_toggle_color: '#23282D',
	widget_toggle_text: '',
	widget_font: {
		family: '',
		weight: '',
	},
	widget_position: 'bottom_right',
	widget_theme: 'light',
	widget_color: '#FFFFFF',
	widget_text_color: '#23282D',
	widget_start_minimized: false,
	widget_custom_logo: '',
	widget_show_logo: false,
	logo_type: 'none',
	widget_skip_text: 'Skip',
	widget_next_text: 'Next',
	widget_cooldown_days: 0,
	widget_pause_after_response: 30,
	notifications_recipients: '',
	summaries_html_template: true,
	notifications_header_image: '',
	create_edit_surveys: [ 'administrator', 'editor' ],
	view_results: [ 'administrator', 'editor' ],
	delete_surveys: [ 'administrator', 'editor' ],
	allow_usage_tracking: false,
	summaries_disabled: false,
	automatic_updates: 'none',
	ip_storage: 'anonymised',
	trusted_proxies: [],
	retention_days: 0,
	privacy_erasure: 'delete',
	delete_data_on_uninstall: false,
	captcha_provider: '',
	captcha_site_key: '',
	captcha_secret_key: '',
	captcha_fail_open: true,
	captcha_min_score: 0.5,
	analytics_events: false,
} as const;

// Tags and notes (pro/src/Tags): their limits.
export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_RESPONSE = 20;
export const NOTE_MAX_LENGTH = 2000;

// The reports (src/Reporting): the filter's NPS score ranges, parameters, devices and most
// conditions; the dates a report may ask for, and the longest range without the Pro plan; the
// question types a cross-tab takes (Crosstab), the rating types and their scales
// (QuestionStats), the NPS trend's intervals (NpsTrend), a response's statuses
// (ResponsesRepository).
export const NPS_BUCKETS = {
	detractor: [ 1, 6 ],
	passive: [ 7, 8 ],
	promoter: [ 9, 10 ],
} as const;
export const FILTER_PARAMS = [
	'where',
	'nps_bucket',
	'device',
	'page_url',
	'completion',
	'tag',
	'language',
	'fields',
	'sentiment',
	'theme',
] as const;
export const FILTER_DEVICES = [ 'desktop', 'tablet', 'mobile' ] as const;
export const MAX_FILTER_CONDITIONS = 10;
export const EARLIEST_DATE = '2005-01-01';
export const FREE_RANGE_DAYS = 7;
export const CROSSTAB_TYPES = [
	'radio-button',
	'checkbox',
	'star-rating',
	'nps',
	'scale',
	'smiley',
	'dropdown',
	'image-choice',
] as const;
export const RATING_SCALES = {
	'star-rating': 5,
	nps: 10,
} as const;
export const NPS_INTERVALS = [ 'day', 'week', 'rolling7' ] as const;
export const RESPONSE_STATUSES = [ 'publish', 'trash' ] as const;

// A visitor's answers (src/Visitors/ResponseValidator.php): the longest text and long-text
// answers, comment (a question's comment box) and first name (an e-mail question's) it takes.
export const ANSWER_MAX_TEXT = 1000;
export const ANSWER_MAX_LONG_TEXT = 400;
export const ANSWER_MAX_EXTRA = 1000;
export const ANSWER_MAX_NAME = 100;

// A survey's languages (src/Surveys/Translations): a WordPress locale code, the languages
// written right to left, and the longest text of each translated field.
export const LOCALE_PATTERN = '^[a-z]{2,3}(_[A-Z]{2})?(_[0-9a-z]{2,12})?$';
export const RTL_LANGUAGES = [
	'ar',
	'arc',
	'arq',
	'ary',
	'azb',
	'ckb',
	'dv',
	'fa',
	'haz',
	'he',
	'khw',
	'ks',
	'ku',
	'ps',
	'sd',
	'skr',
	'syr',
	'ug',
	'ur',
	'yi',
] as const;
export const TRANSLATION_MAX_LENGTHS = {
	title: 255,
	thank_you_message: 2000,
	next_text: 255,
	skip_text: 255,
	widget_toggle_text: 255,
	question_title: 1000,
	option: 500,
	row: 500,
	alt: 500,
	label: 200,
} as const;
export const MAX_TRANSLATIONS = 20;

// The largest translator's XLIFF file an import reads, in bytes (src/Surveys/Translations/XliffImport.php).
export const XLIFF_MAX_BYTES = 1048576;

// Why visitors do not see a survey placed inline: the survey object's display.reason
// (src/Rest/SurveyDisplayFields.php).
export const DISPLAY_REASONS = [ 'not_published', 'question_types', 'expired', 'limit_reached' ] as const;

// The widget's words in English (src/Frontend/WidgetBootstrap.php; the page sends them translated).
export const WIDGET_TEXTS = {
	next: 'Next',
	skip: 'Skip',
	close: 'Close',
	thanks: 'Thanks for your feedback!',
	placeholder: 'Type your answer here...',
	email: 'Email Address',
	firstName: 'First Name',
	notLikely: 'Not Likely',
	extremelyLikely: 'Extremely Likely',
	comment: 'Add a comment (optional)',
	open: 'Open survey',
	minimize: 'Minimize survey',
	invalidEmail: 'Please enter a valid email address.',
	required: 'Please answer this question.',
	progress: 'Question %1$s of %2$s',
	agree: 'I agree',
	csatLow: 'Very dissatisfied',
	csatHigh: 'Very satisfied',
	cesLow: 'Very difficult',
	cesHigh: 'Very easy',
	veryUnhappy: 'Very unhappy',
	unhappy: 'Unhappy',
	neutral: 'Neutral',
	happy: 'Happy',
	veryHappy: 'Very happy',
	search: 'Search options',
	choose: 'Choose an option',
	moveUp: 'Move %s up',
	moveDown: 'Move %s down',
	moved: '%1$s moved to position %2$d of %3$d',
	invalidDate: 'Please choose a date in the allowed range.',
	answered: 'You have already answered this survey.',
	results: 'Results so far',
	votes: 'Total votes: %d',
	resultsLater: 'The results are shown once %d people have voted.',
	option: 'Option',
	share: 'Share of votes',
} as const;

// One value of a list above (one key, for an object).
export type SurveyStatus = ( typeof STATUSES )[ number ];
export type SurveyFilterStatus = ( typeof FILTER_STATUSES )[ number ];
export type ChoiceQuestionType = ( typeof CHOICE_TYPES )[ number ];
export type ProQuestionType = ( typeof PRO_QUESTION_TYPES )[ number ];
export type LogicSourceType = ( typeof LOGIC_SOURCE_TYPES )[ number ];
export type JumpSourceType = ( typeof JUMP_SOURCE_TYPES )[ number ];
export type CrosstabQuestionType = ( typeof CROSSTAB_TYPES )[ number ];
export type RatingQuestionType = keyof typeof RATING_SCALES;
export type NpsBucket = keyof typeof NPS_BUCKETS;
export type FilterDevice = ( typeof FILTER_DEVICES )[ number ];
export type NpsInterval = ( typeof NPS_INTERVALS )[ number ];
export type ResponseStatus = ( typeof RESPONSE_STATUSES )[ number ];
export type DisplayReason = ( typeof DISPLAY_REASONS )[ number ];

// REST answers (userfeedback/v1), from the routes' schemas; a nested schema with a title is
// its own type.
export type AddonAction = {
	/** What happened, to show to the user. */
	message: string;
	addon: {
		slug: 'question-types' | 'targeting' | 'branding' | 'behavior' | 'templates';
		title: string;
		excerpt: string;
		icon: string;
		type: string;
		installed: boolean;
		active: boolean;
		unlocked: boolean;
		redirect: string;
		status: 'active' | 'not_active' | 'not_installed' | 'upgrade_required';
		basename: string;
		version: string;
	};
};

export type Addons = {
	/** The add-ons, in the catalogue's order. */
	addons: {
		slug: 'question-types' | 'targeting' | 'branding' | 'behavior' | 'templates';
		title: string;
		excerpt: string;
		icon: string;
		type: string;
		installed: boolean;
		active: boolean;
		unlocked: boolean;
		redirect: string;
		status: 'active' | 'not_active' | 'not_installed' | 'upgrade_required';
		basename: string;
		version: string;
	}[];
};

export type AiAnalysed = {
	responses: number;
	answers: number;
	characters: number;
	from: string | null;
	to: string | null;
	answer_cap: number;
	/** More answers than the cap: only the newest were read. */
	truncated: boolean;
};

export type AiPeriod = {
	from: string;
	to: string;
	responses: number;
	/** Whole percentages of the responses that read positive, neutral and negative (they add up to 100). */
	sentiment: SentimentSplit;
};

export type AiQuote = {
	response_id: number;
	question_id: string;
	text: string;
	date: string;
};

export type AiSettings = {
	provider: 'onsite' | 'remote';
	base_url: string;
	model: string;
	timeout: number;
	api_key_set: boolean;
	api_key_from_constant: boolean;
	/** How much a summary reads: answers on site; answers and characters sent to a remote model; characters kept of one answer. */
	limits: {
		onsite_answers: number;
		remote_answers: number;
		remote_characters: number;
		answer_characters: number;
	};
};

export type AiSummary = {
	/** Whether the call succeeded. */
	success: boolean;
	/** What went wrong, to show after "Error: "; null on success. */
	error: string | null;
	/** The summary; null when none is cached or on failure. */
	summary: {
		/** The summary as plain text, paragraphs separated by blank lines. */
		text: string;
		provider: 'onsite' | 'remote';
		model: string | null;
		generated_at: string;
		/** Published responses of the survey when the summary was made. */
		responses_count: number;
		/** What was read: counts, never text; from and to are the oldest and newest answers read. */
		analysed: AiAnalysed;
		themes: AiTheme[];
		/** The analysed responses' sentiment in whole percentages, and the counts behind them; null from a remote model. */
		sentiment: {
			positive: number;
			neutral: number;
			negative: number;
			counts: SentimentSplit;
		} | null;
		/** The last period against the one before: sentiment, and each theme's share in both; null without enough responses in both, or from a remote model. */
		changes: {
			period_days: number;
			current: AiPeriod;
			previous: AiPeriod;
			themes: AiThemeChange[];
		} | null;
		/** What the insights read in every open answer of the survey (not only the sample): responses per sentiment and per theme, with the owner's theme names. Absent before any answer was read. */
		insights?: {
			sentiment: {
				positive: number;
				neutral: number;
				negative: number;
			};
			themes: {
				id: number;
				label: string;
				count: number;
			}[];
		};
		/** What was sent to a remote model: counts, never text; null on site. */
		sent: {
			answers: number;
			responses: number;
			characters: number;
			/** Personal data taken out before sending, per kind. */
			removed: {
				emails: number;
				ips: number;
				phones: number;
				names: number;
			};
			answer_cap: number;
			character_cap: number;
			truncated: boolean;
		} | null;
	} | null;
};

export type AiTheme = {
	label: string;
	phrases: string[];
	responses: number;
	share: number;
	/** Whole percentages of the responses that read positive, neutral and negative (they add up to 100). */
	sentiment: SentimentSplit;
	quotes: AiQuote[];
};

export type AiThemeChange = {
	label: string;
	current_share: number;
	previous_share: number;
	change: number;
};

export type AiUpsell = {
	/** Whether the current user dismissed the AI summary upsell. */
	upsell_dismissed: boolean;
};

export type AnswerItem = {
	response_id: number;
	/** The answer: text, a score (star rating, NPS, scale, smiley), the ticked options (checkbox, image choice of several), the options in order (ranking) or each row's column (matrix: an object). */
	value: string | number | string[] | Record< string, string >;
	/** The comment (an e-mail answer: the name given), or null. */
	extra: string | null;
	/** When it was given, in the site's time zone (ISO 8601). */
	date: string;
};

export type Answers = {
	/** The answers, newest first: one per response (a checkbox's ticks together). */
	items: AnswerItem[];
	/** The page shown, how many pages, answers per page and how many in all. */
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
};

export type Crosstab = {
	/** The row question and its values. */
	row: {
		question_id: string;
		/** The answers, in the question's order: its options then answers no longer among them, or its whole rating scale. */
		values: Array< string | number >;
	};
	/** The column question and its values. */
	column: {
		question_id: string;
		/** The answers, in the question's order: its options then answers no longer among them, or its whole rating scale. */
		values: Array< string | number >;
	};
	/** Responses per row value (outer list) and column value (inner list); a checkbox counts once per ticked option. */
	cells: number[][];
	/** Each row's sum. */
	row_totals: number[];
	/** Each column's sum. */
	column_totals: number[];
	/** The sum of every cell. */
	total: number;
};

export type EmailSummaryTest = {
	/** Whether the e-mail was handed to the mailer. */
	sent: boolean;
	/** Where it went. */
	recipients: string[];
};

export type Entitlements = {
	edition: 'lite' | 'pro';
	is_pro: boolean;
	is_licensed: boolean;
	license_type: 'lite' | 'plus' | 'pro' | 'elite';
	has_pro_plan: boolean;
	can_target_devices: boolean;
	can_target_pages: boolean;
	can_translate: boolean;
	addons: {
		'question-types': {
			active: boolean;
			installed: boolean;
		};
		targeting: {
			active: boolean;
			installed: boolean;
		};
		branding: {
			active: boolean;
			installed: boolean;
		};
		behavior: {
			active: boolean;
			installed: boolean;
		};
		templates: {
			active: boolean;
			installed: boolean;
		};
	};
};

export type Export = {
	/** The export job. */
	id: string;
	/** Where the export is. */
	status: 'queued' | 'running' | 'finishing' | 'done' | 'failed';
	/** Responses written so far. */
	processed: number;
	/** Responses to write. */
	total: number;
	/** Percent done. */
	progress: number;
	/** The name the file downloads under. */
	file_name: string;
	/** The status as a sentence. */
	message: string;
	/** The download, once done (the export page, nonce included). */
	download_url: string | null;
};

export type HiddenField = {
	name: string;
	source: 'query' | 'cookie' | 'user' | 'page' | 'js';
	key: string;
};

export type Impression = {
	/** The view was counted. */
	counted: boolean;
};

export type InsightAnswers = {
	/** How many answers match, over every page. */
	total: number;
	/** This page's answers, newest response first. */
	answers: {
		/** The response. */
		response_id: number;
		/** The question. */
		question_id: string;
		/** The question's title. */
		question_title: string;
		/** answer (a written answer) or comment (left with a choice or rating). */
		part: 'answer' | 'comment';
		/** The words as written (plain text; empty when removed since). */
		text: string;
		/** The sentiment. */
		sentiment: 'positive' | 'neutral' | 'negative';
		/** From -1 (most negative) to 1. */
		score: number;
		/** Its themes. */
		theme_ids: number[];
		/** When the response was sent (ISO 8601, site time). */
		submitted_at: string;
	}[];
};

export type InsightCrosstab = {
	/** theme (values: the themes' labels, theme_ids their ids) or sentiment (negative, neutral, positive). */
	row: {
		question_id: string;
		values: Array< string | number >;
		theme_ids?: number[];
	};
	column: {
		question_id: string;
		values: Array< string | number >;
	};
	/** Responses per row (outer list) and column value (inner list). */
	cells: number[][];
	row_totals: number[];
	column_totals: number[];
	total: number;
};

export type InsightTheme = {
	/** Theme id. */
	id: number;
	/** Its label. */
	label: string;
	/** Example phrases answers are matched on. */
	examples: string[];
	/** suggested (from the answers) or owner (made or changed by the owner). */
	origin: 'suggested' | 'owner';
	/** How many of the survey's published responses carry it. */
	count: number;
};

export type InsightThemeDeleted = {
	/** Always true. */
	deleted: boolean;
	/** The deleted theme. */
	id: number;
};

export type InsightThemeSplit = {
	/** The theme split, without the examples given. */
	kept: {
		/** Theme id. */
		id: number;
		/** Its label. */
		label: string;
		/** Example phrases answers are matched on. */
		examples: string[];
		/** suggested (from the answers) or owner (made or changed by the owner). */
		origin: 'suggested' | 'owner';
		/** How many of the survey's published responses carry it. */
		count: number;
	};
	/** The new theme, with them. */
	created: {
		/** Theme id. */
		id: number;
		/** Its label. */
		label: string;
		/** Example phrases answers are matched on. */
		examples: string[];
		/** suggested (from the answers) or owner (made or changed by the owner). */
		origin: 'suggested' | 'owner';
		/** How many of the survey's published responses carry it. */
		count: number;
	};
};

export type InsightThemes = {
	/** ready: every answer is read; processing: answers or a change of themes wait for the background; not_available: the survey's language is not read. */
	state: 'ready' | 'processing' | 'not_available';
	/** The survey's language (its own, else the site's). */
	language: string;
	/** The survey's themes, oldest first. */
	themes: {
		/** Theme id. */
		id: number;
		/** Its label. */
		label: string;
		/** Example phrases answers are matched on. */
		examples: string[];
		/** suggested (from the answers) or owner (made or changed by the owner). */
		origin: 'suggested' | 'owner';
		/** How many of the survey's published responses carry it. */
		count: number;
	}[];
};

export type InsightTrend = {
	period: 'week' | 'month';
	current: {
		/** First day (site time, Y-m-d). */
		from: string;
		/** Last day, included. */
		to: string;
		/** Published responses with an analysed open answer. */
		responses: number;
		sentiment: {
			positive: number;
			neutral: number;
			negative: number;
		};
	};
	previous: {
		/** First day (site time, Y-m-d). */
		from: string;
		/** Last day, included. */
		to: string;
		/** Published responses with an analysed open answer. */
		responses: number;
		sentiment: {
			positive: number;
			neutral: number;
			negative: number;
		};
	};
	sentiment_change: {
		positive: {
			/** The change of the share, in percentage points. */
			change: number;
			/** Whether the change is larger than its 95% margin; null when a period has no responses. */
			flagged: boolean | null;
		};
		neutral: {
			/** The change of the share, in percentage points. */
			change: number;
			/** Whether the change is larger than its 95% margin; null when a period has no responses. */
			flagged: boolean | null;
		};
		negative: {
			/** The change of the share, in percentage points. */
			change: number;
			/** Whether the change is larger than its 95% margin; null when a period has no responses. */
			flagged: boolean | null;
		};
	};
	themes: ThemeTrend[];
};

export type LegacyImport = {
	/** Where the import stands. */
	state: 'none' | 'pending' | 'running' | 'done' | 'failed';
	surveys: {
		total: number;
		imported: number;
	};
	responses: {
		total: number;
		imported: number;
		skipped: number;
		/** 1.x responses imported under a new id, because a response given on this site since the switch had taken theirs. */
		renumbered: number;
	};
	/** The first skipped 1.x rows, with the reason (all are counted). */
	skipped: {
		kind: 'survey' | 'response';
		id: number;
		reason: string;
	}[];
	/** The 1.x settings that were carried over, and those that kept our defaults. */
	settings: {
		mapped: string[];
		not_mapped: string[];
	};
	/** Whether the 1.x tables and options were removed. */
	removed: boolean;
	/** Whether UserFeedback 1.x was found holding data added after the import had finished, which re-opened it to import the rest. */
	reopened: boolean;
	/** Why the last batch failed, while it is being retried or after the import stopped. */
	error?: string;
};

export type LinkRevoked = {
	/** The link no longer opens the survey. */
	deleted: boolean;
	/** Link id. */
	id: number;
};

export type LinksMade = {
	/** How many links were made. */
	created: number;
	/** When they stop working (null: when used). */
	expires_at: string | null;
	/** The links, a CSV with a link column and the values each carries. Shown once: only their hashes are kept. */
	csv: string;
};

export type LogicCondition = {
	question_id: string;
	compare: '==' | '!=' | '<' | '>' | 'includes';
	value: string | string[];
};

export type LogicType = {
	/** The choices of the rule type. */
	items: {
		/** What a saved rule stores: a key, or a term id for terms. */
		id: string | number;
		/** Display text. */
		label: string;
	}[];
};

export type NotificationAction = {
	/** A URL to open next. */
	redirect_to: string;
	/** Reload the page. */
	reload: boolean;
};

export type Notifications = {
	notifications: {
		id: string;
		title: string;
		/** HTML, already sanitised. */
		content: string;
		type: 'info' | 'success' | 'warning';
		date: string;
		btns: {
			text: string;
			url: string;
		}[];
		actions: {
			text: string;
			class: string;
			action: string;
		}[];
	}[];
	dismissed: {
		id: string;
		title: string;
		/** HTML, already sanitised. */
		content: string;
		type: 'info' | 'success' | 'warning';
		date: string;
		btns: {
			text: string;
			url: string;
		}[];
		actions: {
			text: string;
			class: string;
			action: string;
		}[];
	}[];
	view_url: string;
	sidebar_url: string;
};

export type NpsPoint = {
	date: string;
	/** Null without answers, or when hidden. */
	nps: number | null;
	count: number;
	/** The score's 95 % margin of error in points; null under 2 answers, or when hidden. */
	margin: number | null;
	/** Fewer answers than nps_min_count. */
	hidden: boolean;
};

export type OptionCount = {
	value: string | number;
	count: number;
};

export type PageRule = {
	logic: 'user_logged_in' | 'wp_user_roles' | 'page_type' | 'page_is' | 'page_is_not' | 'post_type_is' | 'post_type_is_not' | 'taxonomy_is' | 'taxonomy_is_not' | 'taxonomy_term_is' | 'taxonomy_term_is_not' | 'referrer' | 'query_parameter_contains' | 'query_parameter_not_contains' | 'query_parameter_regex' | 'cookie_exist' | 'cookie_not_exist' | 'page_url_is' | 'page_url_is_not' | 'page_url_contains' | 'page_url_not_contains';
	operator: '&&' | '||';
	data: string | PickedItem | null;
};

export type PageSurvey = {
	id: number;
	title: string;
	type: '' | 'nps';
	cookie_name: string;
	/** The anti-spam token for both visitor calls (valid at least 48 hours). */
	nonce: string;
	/** The WordPress locale of its texts on this page (sent back with each save). */
	language: string;
	/** Its direction, when its language is not the page's (else it reads as the page does). */
	dir?: 'ltr' | 'rtl';
	/** Placed inline but not to be answered by this visitor (a survey answered once per user: not logged in, or answered): what to show instead. */
	closed?: string;
	/** Placed for its editors only (the survey page of a survey visitors cannot answer): shown as a preview that stores nothing. */
	preview?: boolean;
	/** The personal link the survey page was opened with: sent with the save that creates the response, which uses it up. */
	link?: string;
	/** With closed, when the visitor must log in first: the login page, back to this one. */
	login_url?: string;
	/** The widget's words in the survey's language, when it is not the page's. */
	texts?: {
		next: string;
		skip: string;
		close: string;
		thanks: string;
		placeholder: string;
		email: string;
		firstName: string;
		notLikely: string;
		extremelyLikely: string;
		comment: string;
		open: string;
		minimize: string;
		invalidEmail: string;
		required: string;
		progress: string;
		agree: string;
		csatLow: string;
		csatHigh: string;
		cesLow: string;
		cesHigh: string;
		veryUnhappy: string;
		unhappy: string;
		neutral: string;
		happy: string;
		veryHappy: string;
		search: string;
		choose: string;
		moveUp: string;
		moveDown: string;
		moved: string;
		invalidDate: string;
		answered: string;
		results: string;
		votes: string;
		resultsLater: string;
		option: string;
		share: string;
	};
	questions: Question[];
	settings: {
		thank_you: {
			type: 'message' | 'redirect';
			message: string;
			/** A safe absolute URL, or '' for none. */
			redirect_url: string;
		};
		targeting: {
			devices: Array< 'desktop' | 'tablet' | 'mobile' >;
			pages: 'all' | 'advanced';
			page_rules: WidgetPageRule[];
		};
		behavior: {
			timing: 'immediate' | 'delay' | 'before_abandon' | 'half_page' | 'scroll' | 'click' | 'api';
			timing_delay: number;
			display_length: 'until_response' | 'once' | 'repeatedly';
			run_time: 'indefinitely' | 'expire';
			expire_at: {
				month: number;
				day: number;
			} | null;
			start_minimized: boolean;
			/** Save as the visitor goes (completed: false until the last question). */
			save_partial?: boolean;
			/** Shown even while the site's cooldown after another survey runs. */
			ignore_cooldown?: boolean;
			/** Shown to a visitor whose draw (0–99, once per survey) is below it. */
			sample_percent?: number;
			/** With the click timing: a click on an element matching this CSS selector starts the survey. */
			click_selector?: string;
			/** With the scroll timing: the share of the scrollable page to scroll before the survey starts. */
			scroll_percent?: number;
			/** Exit intent on touch devices too: a fast scroll up or the tab hidden. */
			abandon_on_touch?: boolean;
			/** Days before a survey shown but not answered is shown again in a later visit (0: off). */
			recontact_days?: number;
			/** Days after an answer before the survey asks again, as a new response (0: off). */
			repeat_days?: number;
			/** A poll whose visitors see the current results after they answer (GET surveys/{id}/poll); false but for a poll with the behavior add-on. */
			show_results?: boolean;
			/** One answer per browser or per logged-in user ('none' without the behavior add-on): answered, the survey is not shown again, and an inline one says so. */
			once_per?: 'none' | 'browser' | 'user';
		};
		theming: WidgetTheming;
		/** The hidden fields the widget sends with the first save (none: not sent); `page` ones carry the page's value, `user` ones are resolved on the server and never sent. */
		hidden_fields?: WidgetHiddenField[];
	};
};

export type PickedItem = {
	id: number | string;
	label: string;
};

export type PollResults = {
	/** Responses that answered the poll. */
	total: number;
	/** Votes per option, in the survey's own order; null until min_votes responses answered. */
	counts: number[] | null;
	/** The votes from which the counts are shown (0: at once). */
	min_votes: number;
};

export type Question = {
	id: string;
	title: string;
	type: 'radio-button' | 'checkbox' | 'nps' | 'long-text' | 'email' | 'text' | 'star-rating' | 'scale' | 'smiley' | 'dropdown' | 'matrix' | 'ranking' | 'image-choice' | 'date' | 'consent';
	config: {
		options: string[];
		include_name?: boolean;
	};
	settings: {
		required: boolean;
		randomize: boolean;
		comment_box: boolean;
		/** On scale questions only. */
		preset?: 'numeric' | 'csat' | 'ces';
		/** On scale questions only. */
		scale_min?: 0 | 1;
		/** On scale questions only. */
		scale_max?: 5 | 7 | 10;
		/** On scale questions only. */
		min_label?: string;
		/** On scale questions only. */
		max_label?: string;
		/** On smiley questions only. */
		faces?: 3 | 5;
		/** On matrix questions only. */
		rows?: string[];
		/** On image-choice questions only. */
		multiple?: boolean;
		/** On image-choice questions only. */
		images?: {
			/** The media library attachment, 0 for an address given by hand or no image. */
			id: number;
			url: string;
			alt: string;
		}[];
		/** A day as YYYY-MM-DD, or an empty string for none. */
		min_date?: string;
		/** A day as YYYY-MM-DD, or an empty string for none. */
		max_date?: string;
		/** On consent questions only. */
		consent_label?: string;
	};
	logic: {
		enabled: boolean;
		action: 'show' | 'hide';
		conditions: LogicCondition[];
	};
	/** Jump logic, tried in order after the question is answered: the first jump whose comparison holds sends the visitor to its question or ends the survey; none: the next question, as display logic decides. Absent on questions saved before jump logic existed (the same as none). Sent to the widget only with the Question Types addon. */
	jumps?: QuestionJump[];
};

export type QuestionJump = {
	compare: '==' | '!=' | '<' | '>' | 'includes';
	value: string | string[];
	/** The id of a later question, or 'end' to finish the survey (the thank-you). */
	to: string;
};

export type QuestionStat = {
	id: string;
	title: string;
	type: string;
	/** A choice, star or NPS question (counted per option); false for text answers. */
	is_quantitative: boolean;
	/** Responses in the range that answered it. */
	total_answers: number;
	/** Responses in the range that were shown it and went on without answering it (not the ones that stopped there, nor those logic never showed it). */
	skipped: number;
	/** An NPS question's score, buckets and margin, as nps_overview (in any survey, not only an NPS survey); null for other types. */
	nps: {
		detractor: number;
		passive: number;
		promoter: number;
		nps: number;
		total: number;
		margin: number | null;
	} | null;
	/** Every option (zero counts too) in the question's order, then other values given, most given first; 1–5 for star ratings, 1–10 for NPS. */
	options: OptionCount[];
	/** A star rating's, scale's or smiley's average and median (null without answers), and a CSAT scale's share of satisfied answers (4 or 5) in percent; null for other types. */
	summary: {
		average: number | null;
		median: number | null;
		satisfied: number | null;
	} | null;
	/** A matrix's rows and columns in order and, per row, the answers per column; null for other types. */
	matrix: {
		rows: string[];
		columns: string[];
		counts: number[][];
	} | null;
	/** A ranking's options in order, each with its answers per place (first place first), average place and share of first places in percent (null without answers); null for other types. */
	ranking: RankedOption[] | null;
	/** The newest text answers (a choice question: the newest comments), newest first. */
	answers: AnswerItem[];
	/** How many answers (or comments) there are in all in the range. */
	answers_total: number;
};

export type QuestionTranslation = {
	title: string;
	options?: string[];
	/** A matrix’s rows, in the order of its own. */
	rows?: string[];
	/** An image choice’s alt texts, one per option in the order of its own. */
	alts?: string[];
	min_label?: string;
	max_label?: string;
	consent_label?: string;
};

export type RankedOption = {
	option: string;
	places: number[];
	average_place: number | null;
	first_share: number | null;
};

export type Response = {
	id: number;
	survey_id: number;
	status: 'publish' | 'trash';
	/** When it was given, in the site's time zone (ISO 8601). */
	submitted_at: string;
	/** The page the response was given on: its URL (http or https only, else empty) and title. */
	page_submitted: {
		url: string;
		title: string;
	};
	/** As the site stores it (whole, anonymised or empty: Settings → Privacy). */
	user_ip: string;
	user_browser: string;
	user_os: string;
	user_device: string;
	/** False for a partial response. */
	completed: boolean;
	/** The WordPress locale the response was answered in; empty for a response from before languages were recorded. */
	language: string;
	/** Its answers in the survey's question order (a checkbox's ticks as one list). */
	answers: {
		question_id: string;
		/** The answer: text, a score (star rating, NPS, scale, smiley), the ticked options (checkbox, image choice of several), the options in order (ranking) or each row's column (matrix: an object). */
		value: string | number | string[] | Record< string, string >;
		extra: string | null;
	}[];
	/** Its hidden fields' values, by field name (a field without a value left out). */
	fields: Record< string, string >;
	/** Its tags (the Pro tags module; absent on Lite). */
	tags?: string[];
	/** What its open answers were read as, most negative first (Pro insights, on the AI summary's plan; absent otherwise). */
	sentiments?: Array< 'negative' | 'neutral' | 'positive' >;
	/** The themes its open answers are about, A to Z (Pro insights; absent otherwise). */
	themes?: {
		id: number;
		label: string;
	}[];
	/** Its place in the list it was opened from: "Response {index} of {total}", and its neighbours. */
	position: {
		index: number;
		total: number;
		previous_id: number | null;
		next_id: number | null;
	};
};

export type ResponseColumns = {
	/** The questions whose answers the responses list shows, in the survey's order. */
	columns: string[];
};

export type ResponseInsights = {
	/** The response's analysed parts. */
	insights: {
		/** The question. */
		question_id: string;
		/** answer or comment. */
		part: 'answer' | 'comment';
		/** The sentiment. */
		sentiment: 'positive' | 'neutral' | 'negative';
		/** From -1 (most negative) to 1. */
		score: number;
		/** auto (read in the background) or owner (labelled by the owner, never rewritten). */
		origin: 'auto' | 'owner';
		/** Its themes. */
		theme_ids: number[];
	}[];
};

export type ResponseNote = {
	/** Note id. */
	id: number;
	/** Who wrote it. */
	author: {
		id: number;
		name: string;
	};
	/** The note, plain text. */
	note: string;
	/** When it was written (ISO 8601, the site's time zone). */
	created_at: string | null;
	/** When it was last changed (ISO 8601, the site's time zone). */
	updated_at: string | null;
	/** Whether the current user may edit or delete it. */
	can_edit: boolean;
};

export type ResponseNoteDeleted = {
	deleted: boolean;
	previous: {
		/** Note id. */
		id: number;
		/** Who wrote it. */
		author: {
			id: number;
			name: string;
		};
		/** The note, plain text. */
		note: string;
		/** When it was written (ISO 8601, the site's time zone). */
		created_at: string | null;
		/** When it was last changed (ISO 8601, the site's time zone). */
		updated_at: string | null;
		/** Whether the current user may edit or delete it. */
		can_edit: boolean;
	};
};

export type ResponseNotes = {
	/** Note id. */
	id: number;
	/** Who wrote it. */
	author: {
		id: number;
		name: string;
	};
	/** The note, plain text. */
	note: string;
	/** When it was written (ISO 8601, the site's time zone). */
	created_at: string | null;
	/** When it was last changed (ISO 8601, the site's time zone). */
	updated_at: string | null;
	/** Whether the current user may edit or delete it. */
	can_edit: boolean;
}[];

export type ResponseSaved = {
	/** The response's id. */
	id: number;
};

export type ResponseTags = {
	/** The response's tags, normalised (lower case), A to Z. */
	tags: string[];
};

export type ResponseTagsBulk = {
	/** The responses changed. */
	response_ids: number[];
};

export type Responses = {
	/** The page's responses, newest first (or oldest first). */
	items: {
		id: number;
		status: 'publish' | 'trash';
		/** When it was given, in the site's time zone (ISO 8601). */
		submitted_at: string;
		/** The page the response was given on: its URL (http or https only, else empty) and title. */
		page_submitted: {
			url: string;
			title: string;
		};
		/** False for a partial response. */
		completed: boolean;
		/** The WordPress locale the response was answered in; empty for a response from before languages were recorded. */
		language: string;
		/** Its tags (the Pro tags module; absent on Lite). */
		tags?: string[];
		/** Its answers to the questions in `columns`, by question id (an unanswered question left out). */
		answers: Record< string, string | number | string[] | Record< string, string > >;
		/** Its hidden fields' values, by field name (a field without a value left out). */
		fields: Record< string, string >;
		/** What its open answers were read as, most negative first (Pro insights, on the AI summary's plan; absent otherwise). */
		sentiments?: Array< 'negative' | 'neutral' | 'positive' >;
		/** The themes its open answers are about, A to Z (Pro insights; absent otherwise). */
		themes?: {
			id: number;
			label: string;
		}[];
	}[];
	/** The questions whose answers the items carry, in the survey's order: those asked for, else the user's choice for the survey, else its first three. */
	columns: string[];
	/** The page shown, how many pages, answers per page and how many in all. */
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
	/** The status views and how many each holds (under the filter, if any). */
	status_filters: {
		status: 'all' | 'publish' | 'trash';
		count: number;
	}[];
	/** Within the status shown: all, completed and partial responses. */
	completion_filters: {
		completion: 'all' | 'completed' | 'partial';
		count: number;
	}[];
};

export type ResponsesChanged = {
	/** The responses changed (those already in the asked status are left out). */
	response_ids: number[];
};

export type RestHook = {
	id: number;
	target_url: string;
	event: 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed';
	survey_id: number | null;
	active: boolean;
	created_at: string | null;
	/** The signing secret (X-UserFeedback-Signature): only in the answer that made the hook. */
	secret?: string;
};

export type RestHookDeleted = {
	deleted: boolean;
	id: number;
};

export type RestHookSamples = {
	event: string;
	sent_at: string;
	survey: {
		id: number;
		title: string;
	};
	response: Record< string, unknown >;
}[];

export type RestHooks = {
	id: number;
	target_url: string;
	event: 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed';
	survey_id: number | null;
	active: boolean;
	created_at: string | null;
	/** The signing secret (X-UserFeedback-Signature): only in the answer that made the hook. */
	secret?: string;
}[];

export type ResultLinkMade = {
	id: number;
	label: string;
	open_answers: boolean;
	personal_data: boolean;
	created_at: string;
	expires_at: string | null;
	expired: boolean;
	/** The link's address. Shown once: only its hash is kept. */
	url: string;
};

export type ResultLinkRevoked = {
	/** The link no longer opens the results. */
	deleted: boolean;
	/** Link id. */
	id: number;
};

export type ResultLinks = {
	id: number;
	label: string;
	open_answers: boolean;
	personal_data: boolean;
	created_at: string;
	expires_at: string | null;
	expired: boolean;
}[];

export type ResultsSummary = {
	/** Published responses in the range. */
	total_responses: number;
	start_date: string;
	end_date: string;
	data_points: {
		date: string;
		count: number;
	}[];
	surveys: {
		id: number;
		title: string;
		type: string;
		status: 'draft' | 'publish' | 'trash';
		is_scheduled: boolean;
		created_at: string | null;
		responses_count: number;
		range_responses_count: number;
	}[];
	/** True while a background rebuild of the counts is under way: the figures are the last consistent ones (or partial for a survey never counted before) and will change when it ends. */
	updating: boolean;
};

export type RollupStep = {
	/** Whether a step of the background rebuild ran in this request (only when WP-Cron had not run it). */
	ran: boolean;
	/** Whether rebuild work remains. */
	remaining: boolean;
};

export type Search = {
	/** Matching published pages and posts. */
	items: {
		/** Post id. */
		id: number;
		/** Title as plain text. */
		title: string;
	}[];
};

export type SentimentSplit = {
	positive: number;
	neutral: number;
	negative: number;
};

export type Settings = {
	settings: {
		widget_button_color: string;
		widget_toggle_icon: 'field-userfeedback' | 'field-chat' | 'field-comment' | 'field-star' | 'field-heart' | 'field-thumbs-up' | 'field-smile' | 'field-question' | 'field-megaphone';
		widget_toggle_color: string;
		widget_toggle_text: string;
		widget_font: {
			family: string;
			weight: string;
		};
		widget_position: 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
		widget_theme: 'light' | 'dark';
		widget_color: string;
		widget_text_color: string;
		widget_start_minimized: boolean;
		widget_custom_logo: string;
		widget_show_logo: boolean;
		logo_type: 'userfeedback' | 'custom' | 'none';
		widget_skip_text: string;
		widget_next_text: string;
		widget_cooldown_days: number;
		widget_pause_after_response: number;
		notifications_recipients: string;
		summaries_html_template: boolean;
		notifications_header_image: string;
		create_edit_surveys: string[];
		view_results: string[];
		delete_surveys: string[];
		allow_usage_tracking: boolean;
		summaries_disabled: boolean;
		automatic_updates: 'all' | 'minor' | 'none';
		ip_storage: 'anonymised' | 'full' | 'none';
		trusted_proxies: string[];
		retention_days: number;
		privacy_erasure: 'delete' | 'anonymise';
		delete_data_on_uninstall: boolean;
		captcha_provider: '' | 'turnstile' | 'recaptcha';
		captcha_site_key: string;
		captcha_secret_key: string;
		captcha_fail_open: boolean;
		captcha_min_score: number;
		analytics_events: boolean;
	};
	/** Per write-only setting: the last four characters of the stored secret ("" when none is stored). The setting itself always reads "". */
	secret_hints: {
		captcha_secret_key: string;
	};
	/** Settings this site may not change, with the feature that unlocks them. */
	locked: Record< string, string >;
	/** Values this site may not choose, per setting, with the feature that unlocks them. */
	locked_values: Record< string, Record< string, string > >;
};

export type SlackDeliveries = {
	items: {
		id: number;
		delivery_id: string;
		event: 'response.submitted' | 'test';
		survey_id: number;
		response_id: number;
		attempt: number;
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		duration_ms: number;
		error: string;
		response_excerpt: string;
		created_at: string | null;
	}[];
	pagination: {
		page: number;
		per_page: number;
		total: number;
		pages: number;
	};
};

export type SlackDestination = {
	id: number;
	name: string;
	/** The address's host and last four characters: the address itself is never sent back. */
	url_hint: string;
	active: boolean;
	/** Failed deliveries in a row (from 3, the owner is told). */
	failures: number;
	created_at: string | null;
	updated_at: string | null;
	last_delivery: {
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		at: string | null;
	} | null;
};

export type SlackDestinationDeleted = {
	deleted: boolean;
	id: number;
};

export type SlackDestinations = {
	id: number;
	name: string;
	/** The address's host and last four characters: the address itself is never sent back. */
	url_hint: string;
	active: boolean;
	/** Failed deliveries in a row (from 3, the owner is told). */
	failures: number;
	created_at: string | null;
	updated_at: string | null;
	last_delivery: {
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		at: string | null;
	} | null;
}[];

export type SlackTest = {
	outcome: 'delivered' | 'gave_up';
	response_code: number;
	duration_ms: number;
	error: string | null;
	/** The start of what Slack answered ("ok", or its error such as "invalid_token"). */
	response_excerpt: string;
	delivery_id: string;
};

export type Survey = {
	/** Survey id; null for a new survey. */
	id: number | null;
	is_scheduled: boolean;
	created_at: string;
	updated_at: string;
	responses_count: number;
	cookie_name: string;
	shortcode: string;
	/** Why the survey could not be published (it was saved as a draft). */
	message?: string;
	/** With message: the questions that stopped publishing, each with the field and why. */
	question_errors?: {
		question_id: string;
		field: string;
		message: string;
	}[];
	/** Survey title. */
	title: string;
	/** Survey type: 'nps' for an NPS survey, else empty. */
	type: '' | 'nps';
	/** Key of the template the survey started from. */
	template: string;
	/** draft or publish (trash through the trash route). */
	status: 'draft' | 'publish';
	/** When a published survey goes live (ISO 8601, or Y-m-d H:i:s in the site time zone); null for now. */
	publish_at: string | null;
	/** The questions, in order. */
	questions: Question[];
	/** Thank-you, tracking, targeting, behaviour and theming settings. */
	settings: SurveySettings;
	/** The WordPress locale of the survey’s own texts (such as en_US); empty for the site’s language. */
	language: string;
	/** The survey’s texts in other languages, by WordPress locale (Pro). An empty text reads in the survey’s own language. Left out of an update, the stored translations stay. */
	translations: SurveyTranslations;
	/** E-mail notification settings. */
	notifications: SurveyNotifications;
	/** Whether visitors see the survey where it is placed inline (shortcode or block) today, and if not, why. */
	display: {
		/** True when visitors get the survey (unless they have answered it already). */
		shown: boolean;
		/** Why not: not_published (draft, trash or scheduled), question_types (star rating or NPS questions without the Question Types addon), expired or limit_reached (its response limit); null when shown. */
		reason: 'not_published' | 'question_types' | 'expired' | 'limit_reached' | null;
		/** The reason in words, as the debug output gives it; null when shown. */
		message: string | null;
	};
	/** On the items of the surveys list only: true when the survey has as many completed responses as its response limit, so it is no longer shown to visitors and takes no new responses ("Closed: limit reached"). */
	limit_reached?: boolean;
	/** The survey's own page to share by link (settings.page.enabled), or null when its page is off. */
	share_url: string | null;
	/** The survey as the visitor widget gets it when placed inline, for previews: look, thank-you and timing resolved for this site. */
	page_survey?: PageSurvey;
};

export type SurveyDuplicate = {
	/** The new draft's id. */
	id: number;
};

export type SurveyNotifications = {
	/** Also notify about a partial response once it is 30 minutes old and still partial. */
	include_partial: boolean;
	email: {
		active: boolean;
		addresses: string;
		logic: {
			enable: boolean;
			action: 'send';
			conditions: LogicCondition[];
		};
	};
	/** Which Slack destinations (Settings → Integrations) get each new response, and when (Pro). */
	slack: {
		destinations: number[];
		logic: {
			enable: boolean;
			action: 'send';
			conditions: LogicCondition[];
		};
	};
	/** A thank-you e-mail to the address the respondent gave in an e-mail question, once the response is complete (Pro). */
	follow_up: {
		active: boolean;
		question_id: string;
		subject: string;
		body: string;
	};
};

export type SurveyPriority = {
	/** The published surveys (live and scheduled), in the order a page considers them: highest priority first, the oldest first among equals. */
	items: {
		/** Survey id. */
		id: number;
		/** Survey title. */
		title: string;
		/** settings.behavior.priority: 0 to 1000. */
		priority: number;
		/** Published with a publish time still to come. */
		is_scheduled: boolean;
		/** The survey has as many completed responses as its response limit: it is no longer shown. */
		limit_reached: boolean;
	}[];
};

export type SurveyResults = {
	id: number;
	title: string;
	type: string;
	status: 'draft' | 'publish' | 'trash';
	created_at: string | null;
	publish_at: string | null;
	/** The questions, in order. */
	questions: Question[];
	/** The survey's languages (WordPress locales), its own first: what the `language` filter takes. */
	languages: string[];
	from: string | null;
	to: string | null;
	responses_count: number;
	responses_count_7_days: number;
	responses_count_30_days: number;
	impressions: number;
	/** Per question, in order: its answers and skips in the range, every option's count, and its newest answers. */
	question_stats: QuestionStat[];
	/** The NPS question's buckets in floored percent, the score (promoters − detractors), its answers and the score's 95 % margin of error in points; null without an NPS question. */
	nps_overview: {
		detractor: number;
		passive: number;
		promoter: number;
		nps: number;
		total: number;
		margin: number | null;
	} | null;
	/** The NPS trend, oldest first: one point per day, week or rolling window (nps_interval); empty without an NPS question. */
	nps_series: NpsPoint[];
	/** Responses started and completed in the range, and the completion rate in percent. */
	completion: {
		impressions: number;
		started: number;
		completed: number;
		rate: number;
	};
	/** Per question, in order: responses that displayed it, answered it, skipped it, and partial responses that stopped at it. */
	funnel: {
		question_id: string;
		shown: number;
		answered: number;
		skipped: number;
		dropped: number;
	}[];
	/** Whether the survey has as many completed responses as its response limit. */
	limit_reached: boolean;
	/** True while a background rebuild of the counts is under way: the figures are the last consistent ones (or partial for a survey never counted before) and will change when it ends. */
	updating: boolean;
	/** A filtered report read from the answers (exact, slower) while the survey's facts rows are being packed in the background; the screen then asks for the build's steps (POST rollups/step). */
	facts_pending: boolean;
	/** Pro (the tags module; absent on Lite): the tags of the range's responses, each with how many carry it, under the filter if any. */
	tags?: TagCount[];
	/** Pro on the AI summary's plan (absent otherwise): the range's responses with an open answer read as each sentiment, under the filter if any. */
	sentiment?: {
		positive: number;
		neutral: number;
		negative: number;
	};
	/** Pro on the AI summary's plan (absent otherwise): the themes of the range's responses, each with how many have an open answer about it, under the filter if any. */
	themes?: ThemeCount[];
};

export type SurveySettings = {
	thank_you: {
		type: 'message' | 'redirect';
		message: string;
		redirect_to: PickedItem | null;
	};
	enable_tracking: boolean;
	targeting: {
		devices: Array< 'desktop' | 'tablet' | 'mobile' >;
		pages: 'all' | 'advanced';
		page_rules: PageRule[];
	};
	behavior: {
		timing: 'immediate' | 'delay' | 'before_abandon' | 'half_page' | 'scroll' | 'click' | 'api';
		timing_delay: number;
		display_length: 'until_response' | 'once' | 'repeatedly';
		run_time: 'indefinitely' | 'expire';
		expire_at: {
			month: number;
			day: number;
		} | null;
		start_minimized: boolean;
		/** Store answers as the visitor goes (a partial response until the last question). */
		save_partial: boolean;
		/** Which eligible survey a page gets: the highest priority (0 to 1000), the oldest among equals. */
		priority: number;
		/** Shown even while the site's cooldown after another survey runs. */
		ignore_cooldown: boolean;
		/** The percentage of visitors (1 to 100) who may be shown the survey; each visitor is drawn once. */
		sample_percent: number;
		/** Completed responses after which the survey is no longer shown; 0 for no limit. */
		response_limit: number;
		/** With the click timing: the CSS selector of the element whose click starts the survey. */
		click_selector: string;
		/** With the scroll timing: how far down the page (10 to 100 %) the visitor scrolls before the survey starts. */
		scroll_percent: number;
		/** Exit intent on phones and tablets too: a fast scroll up or leaving the tab. */
		abandon_on_touch: boolean;
		/** Days after which a survey shown but not answered is shown again (0: off). */
		recontact_days: number;
		/** Days after an answer before the survey asks again, as a new response (0: off). */
		repeat_days: number;
		/** One answer per person: none, once per browser, or once per logged-in user (checked by the server; visitors not logged in are not asked). */
		once_per: 'none' | 'browser' | 'user';
		/** A poll (one choice question): visitors see the current results after they answer. */
		show_results: boolean;
		/** With show_results: the results are shown from this many votes on (0: at once). */
		results_min_votes: number;
		/** The most new responses a minute the survey takes (0: no ceiling); more are refused with 429 and the owner is told. */
		max_per_minute: number;
	};
	/** Days after which this survey's responses are deleted; 0 keeps them; null uses the site's setting. */
	retention_days: number | null;
	/** Values each response carries beside its answers: a name, where the value comes from (query, cookie, user, page or js) and its key there (Pro, targeting add-on). */
	hidden_fields: HiddenField[];
	/** The survey's own page (share_url): on or off, inside the theme's header and footer or a minimal page of its own. */
	page: {
		enabled: boolean;
		layout: 'theme' | 'standalone';
	};
	theming: SurveyTheming | null;
};

export type SurveyTags = {
	/** The tag. */
	tag: string;
	/** How many of the survey's published responses carry it. */
	count: number;
}[];

export type SurveyTemplates = {
	/** Template slug, stored on the survey it creates. */
	key: string;
	name: string;
	description: string;
	/** Survey type the template creates. */
	type: '' | 'nps';
	is_pro: boolean;
	/** Whether the edition and licence allow the template. */
	is_available: boolean;
	required_addons: Array< 'question-types' | 'targeting' | 'branding' | 'behavior' | 'templates' >;
	/** Why the template cannot be chosen, for display. */
	errors: string[];
	/** Whether the template cannot be chosen: unavailable or with errors. */
	disabled: boolean;
	config: {
		questions: Question[];
	};
}[];

export type SurveyTheming = {
	color_scheme: 'light' | 'dark';
	widget_color: string;
	text_color: string;
	button_color: string;
	widget_toggle_text: string;
	font: {
		family: string;
		weight: string;
	};
	position: 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
	widget_toggle_icon: string;
	widget_toggle_color: string;
	show_logo: boolean;
	custom_logo: string;
	logo_type: 'userfeedback' | 'custom' | 'none';
	start_minimized: boolean;
	skip_text: string;
	next_text: string;
};

export type SurveyTranslations = Record< string, {
	title: string;
	/** Each question’s texts, by question id; options in the order of the question’s own. */
	questions: Record< string, QuestionTranslation >;
	thank_you_message: string;
	next_text: string;
	skip_text: string;
	widget_toggle_text: string;
} >;

export type SurveyXliff = {
	/** A name for the file, such as survey-12-fr_FR.xlf. */
	filename: string;
	/** The XLIFF 1.2 file. */
	content: string;
};

export type SurveyXliffImport = {
	/** Texts the file changed. */
	imported: number;
	/** Texts the file translates as they already were. */
	unchanged: number;
	/** Units the file leaves untranslated: their texts stay as they were. */
	untranslated: number;
	/** Units naming no text of the survey (or a text twice), ignored. */
	unknown: number;
	/** Ids of the imported units whose original text is no longer the survey’s: worth a look. */
	source_changed: string[];
	survey: Survey;
};

export type Surveys = {
	/** The page's surveys: the fields asked for (select), and what the list shows. */
	items: {
		id: number;
		is_scheduled: boolean;
		created_at: string;
		responses_count: number;
		shortcode: string;
		/** Survey title. */
		title: string;
		status: 'draft' | 'publish' | 'trash';
		/** When a published survey goes live (ISO 8601, or Y-m-d H:i:s in the site time zone); null for now. */
		publish_at: string | null;
		/** Closed: its response limit is reached. */
		limit_reached: boolean;
		/** The Pro question types it uses (visitors see them only with the question-types add-on). */
		pro_question_types: string[];
		/** Its own page to share by link, or null while its page is off. */
		share_url: string | null;
	}[];
	/** The page shown, how many pages, answers per page and how many in all. */
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
	/** The status views and how many surveys each holds. */
	status_filters: {
		status: 'all' | 'publish' | 'scheduled' | 'draft' | 'trash';
		count: number;
	}[];
};

export type SurveysBulk = {
	/** The surveys changed (those already in the asked status, or in no status the action applies to, are left out). */
	survey_ids: number[];
	/** Publish only: the surveys that could not be published, each with why. */
	skipped?: {
		id: number;
		message: string;
	}[];
};

export type SurveysDeleted = {
	/** The surveys deleted for good (those not in the Trash are left alone). */
	survey_ids: number[];
};

export type TagCount = {
	tag: string;
	count: number;
};

export type ThemeCount = {
	id: number;
	label: string;
	count: number;
};

export type ThemeTrend = {
	id: number;
	label: string;
	current: number;
	previous: number;
	/** The change of the share, in percentage points. */
	change: number;
	/** Whether the change is larger than its 95% margin; null when a period has no responses. */
	flagged: boolean | null;
};

export type UnusedLinks = {
	/** Unused links, in the order they were made. */
	items: {
		id: number;
		fields: Record< string, string >;
		created_at: string;
		expires_at: string | null;
		expired: boolean;
	}[];
	/** Whether more unused links follow (ask with after = the last id). */
	more: boolean;
};

export type Webhook = {
	/** Where deliveries are POSTed (http or https). */
	url: string;
	/** The events sent to it. */
	events: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
	/** Only these surveys ([] for every survey). */
	survey_ids: number[];
	/** Whether it receives deliveries. */
	active: boolean;
	id: number;
	/** Who added it: the owner in Settings, or an automation platform through POST hooks. */
	source: 'owner' | 'rest_hook';
	/** The secret's last four characters. */
	secret_hint: string;
	/** The signing secret: only in the answer that made it. */
	secret?: string;
	created_at: string | null;
	updated_at: string | null;
	last_delivery: {
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		at: string | null;
	} | null;
};

export type WebhookDeleted = {
	deleted: boolean;
	id: number;
};

export type WebhookDeliveries = {
	items: {
		id: number;
		delivery_id: string;
		event: 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' | 'test';
		survey_id: number;
		response_id: number;
		attempt: number;
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		duration_ms: number;
		error: string;
		response_excerpt: string;
		created_at: string | null;
	}[];
	pagination: {
		page: number;
		per_page: number;
		total: number;
		pages: number;
	};
};

export type WebhookTest = {
	outcome: 'delivered' | 'gave_up';
	response_code: number;
	duration_ms: number;
	error: string | null;
	/** The start of what the endpoint answered. */
	response_excerpt: string;
	delivery_id: string;
};

export type Webhooks = {
	/** Where deliveries are POSTed (http or https). */
	url: string;
	/** The events sent to it. */
	events: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
	/** Only these surveys ([] for every survey). */
	survey_ids: number[];
	/** Whether it receives deliveries. */
	active: boolean;
	id: number;
	/** Who added it: the owner in Settings, or an automation platform through POST hooks. */
	source: 'owner' | 'rest_hook';
	/** The secret's last four characters. */
	secret_hint: string;
	/** The signing secret: only in the answer that made it. */
	secret?: string;
	created_at: string | null;
	updated_at: string | null;
	last_delivery: {
		outcome: 'delivered' | 'retrying' | 'gave_up' | 'skipped';
		response_code: number;
		at: string | null;
	} | null;
}[];

export type WidgetBootstrap = {
	is_pro: boolean;
	is_licensed: boolean;
	license_type: 'lite' | 'plus' | 'pro' | 'elite';
	/** Add-on key => active. */
	addons: {
		'question-types': boolean;
		targeting: boolean;
		branding: boolean;
		behavior: boolean;
		templates: boolean;
	};
	plugin_version: string;
	rest_url: string;
	/** The UserFeedback logo (logo_type userfeedback). */
	logo_url: string;
	/** The web-font stylesheet service (filterable, e.g. to self-host). */
	fonts_url?: string;
	/** The widget's words in the site language. */
	texts?: {
		next: string;
		skip: string;
		close: string;
		thanks: string;
		placeholder: string;
		email: string;
		firstName: string;
		notLikely: string;
		extremelyLikely: string;
		comment: string;
		open: string;
		minimize: string;
		invalidEmail: string;
		required: string;
		progress: string;
		agree: string;
		csatLow: string;
		csatHigh: string;
		cesLow: string;
		cesHigh: string;
		veryUnhappy: string;
		unhappy: string;
		neutral: string;
		happy: string;
		veryHappy: string;
		search: string;
		choose: string;
		moveUp: string;
		moveDown: string;
		moved: string;
		invalidDate: string;
		answered: string;
		results: string;
		votes: string;
		resultsLater: string;
		option: string;
		share: string;
	};
	/** Floating candidates that passed the server's rules, in its order (priority, then oldest); the widget shows the first that passes its own, and none while an inline survey shows on the page. */
	surveys: PageSurvey[];
	/** Surveys placed by [userfeedback id="N"], each rendered into .userfeedback-inline[data-survey-id="N"]. */
	inline: PageSurvey[];
	/** Days after a floating survey was shown during which no other is (0: none; always 0 without the behavior add-on). */
	cooldown_days?: number;
	/** Minutes of the browser session after the visitor finished a survey (completed it, or closed it after answering) during which no other floating survey is shown (0: none). */
	pause_minutes?: number;
	/** Only when a spam protection provider is on: the widget loads `script` before the save that creates a response and sends the token as `captcha`. */
	captcha?: {
		provider: 'turnstile' | 'recaptcha';
		site_key: string;
		/** The provider's script (filter userfeedback_captcha_script_url). */
		script: string;
	};
	/** True only when the site sends analytics events (its opt-in and a pro or elite plan): the widget pushes them to gtag() or dataLayer (docs/analytics-events.md). */
	analytics?: boolean;
	/** True only when the WP Consent API is active: the widget's cookies follow wp_has_consent( 'functional' ) and its analytics events wp_has_consent( 'statistics' ). */
	consent_api?: boolean;
	/** A Content-Security-Policy nonce for injected style and link elements, when the site sets one. */
	csp_nonce?: string;
	/** True under WP_DEBUG for users who can edit surveys: why a survey is not shown goes to the console. */
	debug?: boolean;
};

export type WidgetHiddenField = {
	name: string;
	source: 'query' | 'cookie' | 'user' | 'page' | 'js';
	key: string;
	value?: string;
};

export type WidgetPageRule = {
	logic: 'user_logged_in' | 'wp_user_roles' | 'page_type' | 'page_is' | 'page_is_not' | 'post_type_is' | 'post_type_is_not' | 'taxonomy_is' | 'taxonomy_is_not' | 'taxonomy_term_is' | 'taxonomy_term_is_not' | 'referrer' | 'query_parameter_contains' | 'query_parameter_not_contains' | 'query_parameter_regex' | 'cookie_exist' | 'cookie_not_exist' | 'page_url_is' | 'page_url_is_not' | 'page_url_contains' | 'page_url_not_contains';
	operator: '&&' | '||';
	data: string | null;
	/** Set for the rules only WordPress knows: whether it holds on this page. */
	result?: boolean;
};

export type WidgetTheming = {
	color_scheme: 'light' | 'dark';
	widget_color: string;
	text_color: string;
	button_color: string;
	widget_toggle_text: string;
	font: {
		family: string;
		weight: string;
	};
	position: 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
	widget_toggle_icon: string;
	widget_toggle_color: string;
	custom_logo: string;
	logo_type: 'userfeedback' | 'custom' | 'none';
	start_minimized: boolean;
	skip_text: string;
	next_text: string;
	/** Chosen by the server for contrast (WidgetTheming::readable_on()). */
	button_text_color?: string;
	toggle_text_color?: string;
	/** The custom font's stylesheet, '' for the theme's font. */
	font_url?: string;
	/** The chosen icon's SVG path ('' for a survey in the content). */
	widget_toggle_path?: string;
};

/** Each route's answer: "METHOD /route" → its type. */
export interface RestAnswers {
	'DELETE /hooks/{id}': RestHookDeleted;
	'DELETE /slack-destinations/{id}': SlackDestinationDeleted;
	'DELETE /surveys': SurveysDeleted;
	'DELETE /surveys/{id}/links/{link_id}': LinkRevoked;
	'DELETE /surveys/{id}/responses': ResponsesChanged;
	'DELETE /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNoteDeleted;
	'DELETE /surveys/{id}/result-links/{link_id}': ResultLinkRevoked;
	'DELETE /surveys/{id}/themes/{theme_id}': InsightThemeDeleted;
	'DELETE /webhooks/{id}': WebhookDeleted;
	'GET /addons': Addons;
	'GET /ai-settings': AiSettings;
	'GET /ai-summary/upsell': AiUpsell;
	'GET /ai-summary/{id}': AiSummary;
	'GET /entitlements': Entitlements;
	'GET /exports/{id}': Export;
	'GET /hooks': RestHooks;
	'GET /hooks/samples/{event}': RestHookSamples;
	'GET /legacy-import': LegacyImport;
	'GET /logic-type': LogicType;
	'GET /notifications': Notifications;
	'GET /preload-ai-summary/{id}': AiSummary;
	'GET /results-summary': ResultsSummary;
	'GET /search': Search;
	'GET /settings': Settings;
	'GET /slack-destinations': SlackDestinations;
	'GET /slack-destinations/{id}': SlackDestination;
	'GET /slack-destinations/{id}/deliveries': SlackDeliveries;
	'GET /survey-templates': SurveyTemplates;
	'GET /surveys': Surveys;
	'GET /surveys/priority': SurveyPriority;
	'GET /surveys/{id}': Survey;
	'GET /surveys/{id}/answers': Answers;
	'GET /surveys/{id}/crosstab': Crosstab;
	'GET /surveys/{id}/insights/answers': InsightAnswers;
	'GET /surveys/{id}/insights/crosstab': InsightCrosstab;
	'GET /surveys/{id}/insights/trend': InsightTrend;
	'GET /surveys/{id}/links': UnusedLinks;
	'GET /surveys/{id}/poll': PollResults;
	'GET /surveys/{id}/responses': Responses;
	'GET /surveys/{id}/responses/{response_id}': Response;
	'GET /surveys/{id}/responses/{response_id}/insights': ResponseInsights;
	'GET /surveys/{id}/responses/{response_id}/notes': ResponseNotes;
	'GET /surveys/{id}/result-links': ResultLinks;
	'GET /surveys/{id}/results': SurveyResults;
	'GET /surveys/{id}/tags': SurveyTags;
	'GET /surveys/{id}/themes': InsightThemes;
	'GET /surveys/{id}/translations/{locale}/xliff': SurveyXliff;
	'GET /webhooks': Webhooks;
	'GET /webhooks/{id}': Webhook;
	'GET /webhooks/{id}/deliveries': WebhookDeliveries;
	'PATCH /ai-settings': AiSettings;
	'PATCH /slack-destinations/{id}': SlackDestination;
	'PATCH /surveys/{id}/responses/{response_id}/insights': ResponseInsights;
	'PATCH /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNote;
	'PATCH /surveys/{id}/themes/{theme_id}': InsightTheme;
	'PATCH /webhooks/{id}': Webhook;
	'POST /addons/{slug}/activate': AddonAction;
	'POST /addons/{slug}/deactivate': AddonAction;
	'POST /addons/{slug}/install': AddonAction;
	'POST /ai-settings': AiSettings;
	'POST /ai-summary/upsell/dismiss': AiUpsell;
	'POST /ai-summary/{id}': AiSummary;
	'POST /email-summaries/test': EmailSummaryTest;
	'POST /hooks': RestHook;
	'POST /legacy-import': LegacyImport;
	'POST /legacy-import/remove': LegacyImport;
	'POST /notifications/action': NotificationAction;
	'POST /notifications/{id}/dismiss': Notifications;
	'POST /rollups/step': RollupStep;
	'POST /settings': Settings;
	'POST /slack-destinations': SlackDestination;
	'POST /slack-destinations/{id}': SlackDestination;
	'POST /slack-destinations/{id}/test': SlackTest;
	'POST /surveys': Survey;
	'POST /surveys/priority': SurveyPriority;
	'POST /surveys/{bulk_action}': SurveysBulk;
	'POST /surveys/{id}/duplicate': SurveyDuplicate;
	'POST /surveys/{id}/impression': Impression;
	'POST /surveys/{id}/links': LinksMade;
	'POST /surveys/{id}/responses': ResponseSaved;
	'POST /surveys/{id}/responses/columns': ResponseColumns;
	'POST /surveys/{id}/responses/tags': ResponseTagsBulk;
	'POST /surveys/{id}/responses/{bulk_action}': ResponsesChanged;
	'POST /surveys/{id}/responses/{response_id}/notes': ResponseNote;
	'POST /surveys/{id}/responses/{response_id}/tags': ResponseTags;
	'POST /surveys/{id}/result-links': ResultLinkMade;
	'POST /surveys/{id}/themes': InsightTheme;
	'POST /surveys/{id}/themes/{theme_id}/merge': InsightTheme;
	'POST /surveys/{id}/themes/{theme_id}/split': InsightThemeSplit;
	'POST /surveys/{id}/translations/{locale}/xliff': SurveyXliffImport;
	'POST /webhooks': Webhook;
	'POST /webhooks/{id}': Webhook;
	'POST /webhooks/{id}/test': WebhookTest;
	'PUT /ai-settings': AiSettings;
	'PUT /slack-destinations/{id}': SlackDestination;
	'PUT /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNote;
	'PUT /webhooks/{id}': Webhook;
}

/**
 * Each route's arguments (query or JSON body; the path's own, such as {id}, are left out):
 * "METHOD /route" → their type. Optional unless the route requires them.
 */
export interface RestRequests {
	'DELETE /surveys': {
		/** Ids of the surveys to act on. */
		survey_ids: number[];
	};
	'DELETE /surveys/{id}/responses': {
		/** Ids of the survey's responses to act on. */
		response_ids: number[];
	};
	'GET /entitlements': {
		/** Scope under which the request is made; determines fields present in response. */
		context?: 'view' | 'edit';
	};
	'GET /hooks/samples/{event}': {
		/** Shape the sample on this survey’s questions. */
		survey_id?: number;
	};
	'GET /logic-type': {
		/** The rule type whose choices to list. */
		logic_type: 'user_logged_in' | 'wp_user_roles' | 'wp_page_type' | 'post_type' | 'taxonomy' | 'taxonomy_term';
		/** Text to find in the labels (and ids), case-insensitively. */
		search?: string;
		/** Most items to return. */
		per_page?: number;
	};
	'GET /results-summary': {
		/** First day (site time zone); default six days before end_date. */
		start_date?: string;
		/** Last day (site time zone), included; default today. */
		end_date?: string;
		/** One survey, or 0 for all. */
		survey_id?: number;
	};
	'GET /search': {
		/** Text to find in the titles of published pages and posts; an all-digits value also finds that post id. */
		title?: string;
		/** Most items to return. */
		per_page?: number;
	};
	'GET /slack-destinations/{id}/deliveries': {
		/** Page of the log, from 1. */
		page?: number;
		/** Most items to return. */
		per_page?: number;
	};
	'GET /survey-templates': {
		/** Scope under which the request is made; determines fields present in response. */
		context?: 'view' | 'edit';
	};
	'GET /surveys': {
		/** Page of the list, from 1. */
		page?: number;
		/** Surveys per page. */
		per_page?: number;
		/** Sort column. */
		orderby?: 'id' | 'title' | 'status' | 'created_at';
		/** Sort direction. */
		order?: 'asc' | 'desc';
		/** Fields to include besides id, is_scheduled, responses_count, shortcode, pro_question_types and limit_reached. */
		select?: Array< 'title' | 'status' | 'created_at' | 'publish_at' >;
		/** Text the title must contain (matched literally, any case). */
		search?: string;
		/** Quick filter: filter[status] is publish, scheduled, draft, trash or all. */
		filter?: {
			status?: 'all' | 'publish' | 'scheduled' | 'draft' | 'trash';
		};
	};
	'GET /surveys/{id}': {
		/** Scope under which the request is made; determines fields present in response. */
		context?: 'view' | 'edit';
		/** A locale (e.g. fr_FR): `page_survey` shows the survey in it as a placement's `lang` does, for the block's preview. The page's language when absent. */
		lang?: string;
	};
	'GET /surveys/{id}/answers': {
		/** First day (site time zone); with neither from nor to, all time. */
		from?: string;
		/** Last day (site time zone), included. */
		to?: string;
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
		/** The question whose answers to list. */
		question_id: string;
		/** Page of the list, from 1. */
		page?: number;
		/** Answers per page. */
		per_page?: number;
		/** Text the answer or its comment contains. */
		search?: string;
		/** Only answers that carry a comment. */
		with_extra?: boolean;
	};
	'GET /surveys/{id}/crosstab': {
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
		/** The question whose answers make the rows (radio button, checkbox, star rating or NPS). */
		row: string;
		/** The question whose answers make the columns (radio button, checkbox, star rating or NPS). */
		column: string;
		/** First day (site time zone); with neither from nor to, all time. */
		from?: string;
		/** Last day (site time zone), included. */
		to?: string;
	};
	'GET /surveys/{id}/insights/answers': {
		/** Only answers with this theme (a theme id of the survey). */
		theme?: number;
		/** Only answers of this sentiment. */
		sentiment?: 'positive' | 'neutral' | 'negative';
		/** Only answers to this question. */
		question_id?: string;
		/** Page of the answers, from 1. */
		page?: number;
		/** Most items to return. */
		per_page?: number;
	};
	'GET /surveys/{id}/insights/crosstab': {
		/** The rows: the survey's themes or the three sentiments. */
		by?: 'theme' | 'sentiment';
		/** The question whose answers make the columns (radio button, checkbox, star rating or NPS). */
		column: string;
		/** First day (site time zone); with neither from nor to, all time. */
		from?: string;
		/** Last day (site time zone), included. */
		to?: string;
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
	};
	'GET /surveys/{id}/insights/trend': {
		/** week: the last 7 days against the 7 before; month: the last 30 against the 30 before. */
		period?: 'week' | 'month';
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
	};
	'GET /surveys/{id}/links': {
		/** The last link id of the page before (0 for the first page). */
		after?: number;
	};
	'GET /surveys/{id}/poll': {
		/** The token printed with the survey on the page. */
		nonce: string;
	};
	'GET /surveys/{id}/responses': {
		/** Page of the list, from 1. */
		page?: number;
		/** Responses per page (1-100), or -1 for all (at most 1000). */
		per_page?: number;
		/** Sort direction by submission time. */
		order?: 'asc' | 'desc';
		/** Quick filters: filter[status] is publish or trash (all means publish, as responses are either); filter[completion] is all, completed or partial. */
		filter?: {
			status?: 'all' | 'publish' | 'trash';
			completion?: 'all' | 'completed' | 'partial';
		};
		/** First day of the range (YYYY-MM-DD, site time); with the reports' filter (Pro). */
		from?: string;
		/** Last day of the range (YYYY-MM-DD, site time). */
		to?: string;
		/** The questions whose answers each response carries (ids, comma-separated or a list; at most 5; empty for none). Left out: the user's choice for the survey, else its first three questions. */
		columns?: string[];
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
	};
	'GET /surveys/{id}/responses/{response_id}': {
		/** The list view the response was opened from: filter[completion] (all, completed or partial) keeps its neighbours within it. */
		filter?: {
			completion?: 'all' | 'completed' | 'partial';
		};
		/** The list's date range: first day (YYYY-MM-DD). */
		from?: string;
		/** The list's date range: last day (YYYY-MM-DD). */
		to?: string;
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
	};
	'GET /surveys/{id}/results': {
		/** First day (site time zone); with neither from nor to, all time. */
		from?: string;
		/** Last day (site time zone), included. */
		to?: string;
		/** Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question's type. */
		where?: string;
		/** Only responses whose NPS answer is in this bucket. */
		nps_bucket?: 'detractor' | 'passive' | 'promoter';
		/** Only responses from this kind of device. */
		device?: 'desktop' | 'tablet' | 'mobile';
		/** Only responses given on a page whose URL contains this text. */
		page_url?: string;
		/** Only completed or only partial responses. */
		completion?: 'all' | 'completed' | 'partial';
		/** Only responses with this tag. */
		tag?: string;
		/** Only responses answered in this language (a WordPress locale such as fr_FR). */
		language?: string;
		/** Hidden fields: a JSON object of field name → exact value; every one must match. */
		fields?: string;
		/** Pro (insights): only responses with an open answer read as this sentiment. */
		sentiment?: 'negative' | 'neutral' | 'positive';
		/** Pro (insights): only responses with an open answer about this theme (its id). */
		theme?: number;
		/** The NPS trend's points: day (default), week, or rolling7 (each day, the 7 days ending there). */
		nps_interval?: 'day' | 'week' | 'rolling7';
		/** NPS trend points with fewer answers are hidden (0: none). */
		nps_min_count?: number;
	};
	'GET /webhooks/{id}/deliveries': {
		/** Page of the log, from 1. */
		page?: number;
		/** Most items to return. */
		per_page?: number;
	};
	'PATCH /ai-settings': {
		/** Who writes summaries: on this site, or your own model. */
		provider?: 'onsite' | 'remote';
		/** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1. */
		base_url?: string;
		/** Model name. */
		model?: string;
		/** Seconds to wait for the model. */
		timeout?: number;
		/** API key; absent keeps the stored one, an empty string removes it. Never sent back. */
		api_key?: string;
	};
	'PATCH /slack-destinations/{id}': {
		/** What the owner calls it, such as the channel it posts to. */
		name?: string;
		/** The Slack incoming webhook URL (https://hooks.slack.com/services/…). Write-only: answers carry url_hint. */
		url?: string;
		/** Whether it receives messages. */
		active?: boolean;
	};
	'PATCH /surveys/{id}/responses/{response_id}/insights': {
		/** The question whose written answer or comment is labelled. */
		question_id: string;
		/** Which words: the written answer (text questions) or the comment left with a choice or rating. */
		part: 'answer' | 'comment';
		/** The sentiment the owner gives (kept when left out). */
		sentiment?: 'positive' | 'neutral' | 'negative';
		/** The themes the owner gives, replacing the part's (kept when left out; an empty list removes them). */
		theme_ids?: number[];
	};
	'PATCH /surveys/{id}/responses/{response_id}/notes/{note_id}': {
		/** The note: plain text, 1 to 2000 characters. */
		note: string;
	};
	'PATCH /surveys/{id}/themes/{theme_id}': {
		/** The theme's label: a short phrase, as a person would name it. */
		label?: string;
		/** Example phrases answers about this theme contain. */
		examples?: string[];
	};
	'PATCH /webhooks/{id}': {
		/** Where deliveries are POSTed (http or https). */
		url?: string;
		/** The events sent to it. */
		events?: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
		/** Only these surveys ([] for every survey). */
		survey_ids?: number[];
		/** Whether it receives deliveries. */
		active?: boolean;
		/** Replace the signing secret; the new one is in the answer, once. */
		rotate_secret?: boolean;
	};
	'POST /addons/{slug}/install': {
		/** Activate the add-on right after installing it. */
		activate?: boolean;
	};
	'POST /ai-settings': {
		/** Who writes summaries: on this site, or your own model. */
		provider?: 'onsite' | 'remote';
		/** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1. */
		base_url?: string;
		/** Model name. */
		model?: string;
		/** Seconds to wait for the model. */
		timeout?: number;
		/** API key; absent keeps the stored one, an empty string removes it. Never sent back. */
		api_key?: string;
	};
	'POST /hooks': {
		/** Where deliveries are POSTed: the platform’s hook address (http or https). */
		target_url: string;
		/** The event to receive. */
		event: 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed';
		/** Only this survey’s events (every survey when left out). */
		survey_id?: number;
	};
	'POST /notifications/action': {
		/** The action group, a key of the allow-list (not a PHP class). */
		class: string;
		/** The action within the group. */
		action: string;
	};
	'POST /settings': {
		/** The settings to change; missing keys keep their stored value. */
		settings: Record< string, unknown >;
	};
	'POST /slack-destinations': {
		/** What the owner calls it, such as the channel it posts to. */
		name: string;
		/** The Slack incoming webhook URL (https://hooks.slack.com/services/…). Write-only: answers carry url_hint. */
		url: string;
		/** Whether it receives messages. */
		active?: boolean;
	};
	'POST /slack-destinations/{id}': {
		/** What the owner calls it, such as the channel it posts to. */
		name?: string;
		/** The Slack incoming webhook URL (https://hooks.slack.com/services/…). Write-only: answers carry url_hint. */
		url?: string;
		/** Whether it receives messages. */
		active?: boolean;
	};
	'POST /surveys': {
		/** Survey id; null or absent to create one. */
		id?: number | null;
		/** Survey title. */
		title?: string;
		/** Survey type: 'nps' for an NPS survey, else empty. */
		type?: '' | 'nps';
		/** Key of the template the survey started from. */
		template?: string;
		/** draft or publish (trash through the trash route). */
		status?: 'draft' | 'publish';
		/** When a published survey goes live (ISO 8601, or Y-m-d H:i:s in the site time zone); null for now. */
		publish_at?: string | null;
		/** The questions, in order. */
		questions?: {
			id?: string | number;
			title?: string;
			type?: 'radio-button' | 'checkbox' | 'nps' | 'long-text' | 'email' | 'text' | 'star-rating' | 'scale' | 'smiley' | 'dropdown' | 'matrix' | 'ranking' | 'image-choice' | 'date' | 'consent';
			config?: {
				options?: string[];
				include_name?: boolean;
			};
			settings?: {
				required?: boolean;
				randomize?: boolean;
				comment_box?: boolean;
				/** On scale questions only. */
				preset?: 'numeric' | 'csat' | 'ces';
				/** On scale questions only. */
				scale_min?: 0 | 1;
				/** On scale questions only. */
				scale_max?: 5 | 7 | 10;
				/** On scale questions only. */
				min_label?: string;
				/** On scale questions only. */
				max_label?: string;
				/** On smiley questions only. */
				faces?: 3 | 5;
				/** On matrix questions only. */
				rows?: string[];
				/** On image-choice questions only. */
				multiple?: boolean;
				/** On image-choice questions only. */
				images?: {
					/** The media library attachment, 0 for an address given by hand or no image. */
					id?: number;
					url?: string;
					alt?: string;
				}[];
				/** A day as YYYY-MM-DD, or an empty string for none. */
				min_date?: string;
				/** A day as YYYY-MM-DD, or an empty string for none. */
				max_date?: string;
				/** On consent questions only. */
				consent_label?: string;
			};
			logic?: {
				enabled?: boolean;
				action?: 'show' | 'hide';
				conditions?: {
					question_id?: string | number;
					compare?: '==' | '!=' | '<' | '>' | 'includes';
					value?: string | number | unknown[];
				}[];
			};
			/** Jump logic, tried in order after the question is answered: the first jump whose comparison holds sends the visitor to its question or ends the survey; none: the next question, as display logic decides. Absent on questions saved before jump logic existed (the same as none). Sent to the widget only with the Question Types addon. */
			jumps?: {
				compare?: '==' | '!=' | '<' | '>' | 'includes';
				value?: string | number | unknown[];
				/** The id of a later question, or 'end' to finish the survey (the thank-you). */
				to?: string | number;
			}[];
		}[];
		/** Thank-you, tracking, targeting, behaviour and theming settings. */
		settings?: {
			thank_you?: {
				type?: 'message' | 'redirect';
				message?: string;
				redirect_to?: {
					id?: number | string | null;
					label?: string | null;
				} | null;
			};
			enable_tracking?: boolean;
			targeting?: {
				devices?: Array< 'desktop' | 'tablet' | 'mobile' >;
				pages?: 'all' | 'advanced';
				page_rules?: {
					logic?: 'user_logged_in' | 'wp_user_roles' | 'page_type' | 'page_is' | 'page_is_not' | 'post_type_is' | 'post_type_is_not' | 'taxonomy_is' | 'taxonomy_is_not' | 'taxonomy_term_is' | 'taxonomy_term_is_not' | 'referrer' | 'query_parameter_contains' | 'query_parameter_not_contains' | 'query_parameter_regex' | 'cookie_exist' | 'cookie_not_exist' | 'page_url_is' | 'page_url_is_not' | 'page_url_contains' | 'page_url_not_contains';
					operator?: '&&' | '||';
					data?: string | number | Record< string, unknown > | null;
				}[];
			};
			behavior?: {
				timing?: 'immediate' | 'delay' | 'before_abandon' | 'half_page' | 'scroll' | 'click' | 'api';
				timing_delay?: number;
				display_length?: 'until_response' | 'once' | 'repeatedly';
				run_time?: 'indefinitely' | 'expire';
				expire_at?: {
					month?: number | null;
					day?: number | null;
				} | null;
				start_minimized?: boolean;
				/** Store answers as the visitor goes (a partial response until the last question). */
				save_partial?: boolean;
				/** Which eligible survey a page gets: the highest priority (0 to 1000), the oldest among equals. */
				priority?: number;
				/** Shown even while the site's cooldown after another survey runs. */
				ignore_cooldown?: boolean;
				/** The percentage of visitors (1 to 100) who may be shown the survey; each visitor is drawn once. */
				sample_percent?: number;
				/** Completed responses after which the survey is no longer shown; 0 for no limit. */
				response_limit?: number;
				/** With the click timing: the CSS selector of the element whose click starts the survey. */
				click_selector?: string;
				/** With the scroll timing: how far down the page (10 to 100 %) the visitor scrolls before the survey starts. */
				scroll_percent?: number;
				/** Exit intent on phones and tablets too: a fast scroll up or leaving the tab. */
				abandon_on_touch?: boolean;
				/** Days after which a survey shown but not answered is shown again (0: off). */
				recontact_days?: number;
				/** Days after an answer before the survey asks again, as a new response (0: off). */
				repeat_days?: number;
				/** One answer per person: none, once per browser, or once per logged-in user (checked by the server; visitors not logged in are not asked). */
				once_per?: 'none' | 'browser' | 'user';
				/** A poll (one choice question): visitors see the current results after they answer. */
				show_results?: boolean;
				/** With show_results: the results are shown from this many votes on (0: at once). */
				results_min_votes?: number;
				/** The most new responses a minute the survey takes (0: no ceiling); more are refused with 429 and the owner is told. */
				max_per_minute?: number;
			};
			/** Days after which this survey's responses are deleted; 0 keeps them; null uses the site's setting. */
			retention_days?: number | null;
			/** Values each response carries beside its answers: a name, where the value comes from (query, cookie, user, page or js) and its key there (Pro, targeting add-on). */
			hidden_fields?: {
				name?: string;
				source?: string;
				key?: string;
			}[];
			/** The survey's own page (share_url): on or off, inside the theme's header and footer or a minimal page of its own. */
			page?: {
				enabled?: boolean;
				layout?: 'theme' | 'standalone';
			};
			theming?: {
				color_scheme?: 'light' | 'dark';
				position?: 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
				logo_type?: 'userfeedback' | 'custom' | 'none';
				font?: {
					family?: string;
					weight?: string | number;
				} | null;
			} | null;
		};
		/** The WordPress locale of the survey’s own texts (such as en_US); empty for the site’s language. */
		language?: string;
		/** The survey’s texts in other languages, by WordPress locale (Pro). An empty text reads in the survey’s own language. Left out of an update, the stored translations stay. */
		translations?: Record< string, {
			title?: string;
			/** Each question’s texts, by question id; options in the order of the question’s own. */
			questions?: Record< string, {
				title?: string;
				options?: string[];
				/** A matrix’s rows, in the order of its own. */
				rows?: string[];
				/** An image choice’s alt texts, one per option in the order of its own. */
				alts?: string[];
				min_label?: string;
				max_label?: string;
				consent_label?: string;
			} >;
			thank_you_message?: string;
			next_text?: string;
			skip_text?: string;
			widget_toggle_text?: string;
		} >;
		/** E-mail notification settings. */
		notifications?: {
			/** Also notify about a partial response once it is 30 minutes old and still partial. */
			include_partial?: boolean;
			email?: {
				active?: boolean;
				addresses?: string;
				logic?: {
					enable?: boolean;
					action?: 'send';
					conditions?: {
						question_id?: string | number;
						compare?: '==' | '!=' | '<' | '>' | 'includes';
						value?: string | number | unknown[];
					}[];
				};
			};
			/** Which Slack destinations (Settings → Integrations) get each new response, and when (Pro). */
			slack?: {
				destinations?: number[];
				logic?: {
					enable?: boolean;
					action?: 'send';
					conditions?: {
						question_id?: string | number;
						compare?: '==' | '!=' | '<' | '>' | 'includes';
						value?: string | number | unknown[];
					}[];
				};
			};
			/** A thank-you e-mail to the address the respondent gave in an e-mail question, once the response is complete (Pro). */
			follow_up?: {
				active?: boolean;
				question_id?: string;
				subject?: string;
				body?: string;
			};
		};
	};
	'POST /surveys/priority': {
		/** Ids of published surveys, the highest priority first. */
		ids: number[];
	};
	'POST /surveys/{bulk_action}': {
		/** Ids of the surveys to act on. */
		survey_ids: number[];
	};
	'POST /surveys/{id}/impression': {
		/** The token printed with the survey on the page. */
		nonce: string;
	};
	'POST /surveys/{id}/links': {
		/** How many links without values to make (instead of csv). */
		count?: number;
		/** A CSV of hidden fields' values: a header row of the survey's hidden field names, then one row a person (instead of count). */
		csv?: string;
		/** When the links stop working (RFC 3339); none: they work until used. */
		expires_at?: string;
	};
	'POST /surveys/{id}/responses': {
		/** The token printed with the survey on the page. */
		nonce: string;
		/** The answers: [{question_id, value, extra}]. */
		answers: Array< Record< string, unknown > >;
		/** The page the survey was answered on: {url or link, title}. */
		page_submitted?: {
			url?: string;
			link?: string;
			title?: string;
		};
		/** Must stay empty. */
		uf_hp?: string;
		/** A UUID the browser made for this response: every save with it continues the same response, and a retried save never stores it twice. */
		response_key?: string;
		/** Whether the visitor finished the survey; false saves a partial response (needs response_key and a survey that saves partial responses). */
		completed?: boolean;
		/** The language the visitor read the survey in (the page survey's `language`); choices are stored as the survey's own options. */
		language?: string;
		/** The survey's hidden fields read in the browser (query, cookie, js) or printed with the page (page), by name; read with the first save only. User fields are resolved on the server. */
		fields?: Record< string, string >;
		/** The secret of the personal link the survey page was opened with; read with the first save only, which uses the link up and stores its hidden fields' values. */
		link?: string;
		/** The spam protection provider's token (Cloudflare Turnstile or reCAPTCHA v3), when the site has one on: needed by the save that creates a response, ignored by later saves. */
		captcha?: string;
		/** The ids of the questions the visitor was shown, in order. */
		shown?: string[];
	};
	'POST /surveys/{id}/responses/columns': {
		/** The questions whose answers the responses list shows, at most 5 (none: no answer columns). */
		columns: string[];
	};
	'POST /surveys/{id}/responses/tags': {
		/** Ids of the survey's responses to tag. */
		response_ids: number[];
		/** Tags to add to each response. */
		add?: string[];
		/** Tags to remove from each response. */
		remove?: string[];
	};
	'POST /surveys/{id}/responses/{bulk_action}': {
		/** Ids of the survey's responses to act on. */
		response_ids: number[];
	};
	'POST /surveys/{id}/responses/{response_id}/notes': {
		/** The note: plain text, 1 to 2000 characters. */
		note: string;
	};
	'POST /surveys/{id}/responses/{response_id}/tags': {
		/** The response's tags, replacing those it has (an empty list removes them all). */
		tags: string[];
	};
	'POST /surveys/{id}/result-links': {
		/** Who the link is for (shown to you only). */
		label?: string;
		/** Whether the page lists open answers (text answers and comments). */
		open_answers?: boolean;
		/** Whether the page shows e-mail addresses and the names given with them. */
		personal_data?: boolean;
		/** When the link stops working (RFC 3339); none: until revoked. */
		expires_at?: string;
	};
	'POST /surveys/{id}/themes': {
		/** The theme's label: a short phrase, as a person would name it. */
		label: string;
		/** Example phrases answers about this theme contain. */
		examples?: string[];
	};
	'POST /surveys/{id}/themes/{theme_id}/merge': {
		/** The theme to merge into (kept; the theme of the route is deleted). */
		into: number;
	};
	'POST /surveys/{id}/themes/{theme_id}/split': {
		/** The new theme's label: a short phrase, as a person would name it. */
		label: string;
		/** The example phrases the new theme takes (the split theme loses them). */
		examples: string[];
	};
	'POST /surveys/{id}/translations/{locale}/xliff': {
		/** The translated XLIFF 1.2 file (UTF-8 text, at most 1 MB). */
		content: string;
	};
	'POST /webhooks': {
		/** Where deliveries are POSTed (http or https). */
		url: string;
		/** The events sent to it. */
		events: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
		/** Only these surveys ([] for every survey). */
		survey_ids?: number[];
		/** Whether it receives deliveries. */
		active?: boolean;
	};
	'POST /webhooks/{id}': {
		/** Where deliveries are POSTed (http or https). */
		url?: string;
		/** The events sent to it. */
		events?: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
		/** Only these surveys ([] for every survey). */
		survey_ids?: number[];
		/** Whether it receives deliveries. */
		active?: boolean;
		/** Replace the signing secret; the new one is in the answer, once. */
		rotate_secret?: boolean;
	};
	'PUT /ai-settings': {
		/** Who writes summaries: on this site, or your own model. */
		provider?: 'onsite' | 'remote';
		/** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1. */
		base_url?: string;
		/** Model name. */
		model?: string;
		/** Seconds to wait for the model. */
		timeout?: number;
		/** API key; absent keeps the stored one, an empty string removes it. Never sent back. */
		api_key?: string;
	};
	'PUT /slack-destinations/{id}': {
		/** What the owner calls it, such as the channel it posts to. */
		name?: string;
		/** The Slack incoming webhook URL (https://hooks.slack.com/services/…). Write-only: answers carry url_hint. */
		url?: string;
		/** Whether it receives messages. */
		active?: boolean;
	};
	'PUT /surveys/{id}/responses/{response_id}/notes/{note_id}': {
		/** The note: plain text, 1 to 2000 characters. */
		note: string;
	};
	'PUT /webhooks/{id}': {
		/** Where deliveries are POSTed (http or https). */
		url?: string;
		/** The events sent to it. */
		events?: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'response.analyzed' >;
		/** Only these surveys ([] for every survey). */
		survey_ids?: number[];
		/** Whether it receives deliveries. */
		active?: boolean;
		/** Replace the signing secret; the new one is in the answer, once. */
		rotate_secret?: boolean;
	};
}
