/**
 * The plugin's contract, generated from its PHP sources of truth by
 * tests/phpunit/Contract/TypeScriptContract.php — do not edit: change the PHP and run
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
] as const;
export const PRO_QUESTION_TYPES = [ 'nps', 'star-rating' ] as const;
export const CHOICE_TYPES = [ 'radio-button', 'checkbox' ] as const;
export const LOGIC_SOURCE_TYPES = [ 'radio-button', 'checkbox', 'nps', 'star-rating' ] as const;
export const DEVICES = [ 'desktop', 'tablet', 'mobile' ] as const;
export const PAGES = [ 'all', 'advanced' ] as const;
export const TIMINGS = [ 'immediate', 'delay', 'before_abandon', 'half_page' ] as const;
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
} as const;
export const OPTION_LIMITS = {
	checkbox: [ 1, 5 ],
	'radio-button': [ 2, 5 ],
} as const;
export const MAX_QUESTIONS = 50;
export const MAX_PAGE_RULES = 20;
export const MAX_DELAY = 60;
export const DEFAULT_DELAY = 20;
export const MAX_TITLE_LENGTH = 255;
export const MAX_PRIORITY = 1000;
export const MIN_SAMPLE_PERCENT = 1;
export const MAX_SAMPLE_PERCENT = 100;
export const MAX_RESPONSE_LIMIT = 1000000;

// A new survey's settings (SurveyDefaults::settings()).
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
	},
	theming: null,
	retention_days: null,
} as const;

// The reports' filter (src/Reporting/Filter/ResponseFilter.php): score ranges per NPS bucket.
export const NPS_BUCKETS = {
	detractor: [ 1, 6 ],
	passive: [ 7, 8 ],
	promoter: [ 9, 10 ],
} as const;

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
} as const;

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

// REST answers (userfeedback/v1), from the routes' schemas; a nested schema with a title is
// its own type.
export type AddonAction = {
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
	truncated: boolean;
};

export type AiPeriod = {
	from: string;
	to: string;
	responses: number;
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
	limits: {
		onsite_answers: number;
		remote_answers: number;
		remote_characters: number;
		answer_characters: number;
	};
};

export type AiSummary = {
	success: boolean;
	error: string | null;
	summary: {
		text: string;
		provider: 'onsite' | 'remote';
		model: string | null;
		generated_at: string;
		responses_count: number;
		analysed: AiAnalysed;
		themes: AiTheme[];
		sentiment: {
			positive: number;
			neutral: number;
			negative: number;
			counts: SentimentSplit;
		} | null;
		changes: {
			period_days: number;
			current: AiPeriod;
			previous: AiPeriod;
			themes: AiThemeChange[];
		} | null;
		sent: {
			answers: number;
			responses: number;
			characters: number;
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
	upsell_dismissed: boolean;
};

export type AnswerItem = {
	response_id: number;
	value: string | number | string[];
	extra: string | null;
	date: string;
};

export type Answers = {
	items: AnswerItem[];
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
};

export type Crosstab = {
	row: {
		question_id: string;
		values: Array< string | number >;
	};
	column: {
		question_id: string;
		values: Array< string | number >;
	};
	cells: number[][];
	row_totals: number[];
	column_totals: number[];
	total: number;
};

export type EmailSummaryTest = {
	sent: boolean;
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
	id: string;
	status: 'queued' | 'running' | 'finishing' | 'done' | 'failed';
	processed: number;
	total: number;
	progress: number;
	file_name: string;
	message: string;
	download_url: string | null;
};

export type Impression = {
	counted: boolean;
};

export type LegacyImport = {
	state: 'none' | 'pending' | 'running' | 'done' | 'failed';
	surveys: {
		total: number;
		imported: number;
	};
	responses: {
		total: number;
		imported: number;
		skipped: number;
	};
	skipped: {
		kind: 'survey' | 'response';
		id: number;
		reason: string;
	}[];
	settings: {
		mapped: string[];
		not_mapped: string[];
	};
	removed: boolean;
	error?: string;
};

export type LogicCondition = {
	question_id: string;
	compare: '==' | '!=' | '<' | '>' | 'includes';
	value: string | string[];
};

export type LogicType = {
	items: {
		id: string | number;
		label: string;
	}[];
};

export type NotificationAction = {
	redirect_to: string;
	reload: boolean;
};

export type Notifications = {
	notifications: {
		id: string;
		title: string;
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
	nps: number | null;
	count: number;
	margin: number | null;
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
	nonce: string;
	questions: Question[];
	settings: {
		thank_you: {
			type: 'message' | 'redirect';
			message: string;
			redirect_url: string;
		};
		targeting: {
			devices: Array< 'desktop' | 'tablet' | 'mobile' >;
			pages: 'all' | 'advanced';
			page_rules: WidgetPageRule[];
		};
		behavior: {
			timing: 'immediate' | 'delay' | 'before_abandon' | 'half_page';
			timing_delay: number;
			display_length: 'until_response' | 'once' | 'repeatedly';
			run_time: 'indefinitely' | 'expire';
			expire_at: {
				month: number;
				day: number;
			} | null;
			start_minimized: boolean;
			save_partial?: boolean;
			ignore_cooldown?: boolean;
			sample_percent?: number;
		};
		theming: WidgetTheming;
	};
};

export type PickedItem = {
	id: number | string;
	label: string;
};

export type Question = {
	id: string;
	title: string;
	type: 'radio-button' | 'checkbox' | 'nps' | 'long-text' | 'email' | 'text' | 'star-rating';
	config: {
		options: string[];
		include_name?: boolean;
	};
	settings: {
		required: boolean;
		randomize: boolean;
		comment_box: boolean;
	};
	logic: {
		enabled: boolean;
		action: 'show' | 'hide';
		conditions: LogicCondition[];
	};
};

export type QuestionStat = {
	id: string;
	title: string;
	type: string;
	is_quantitative: boolean;
	total_answers: number;
	skipped: number;
	options: OptionCount[];
	answers: AnswerItem[];
	answers_total: number;
};

export type Response = {
	id: number;
	survey_id: number;
	status: 'publish' | 'trash';
	submitted_at: string;
	page_submitted: {
		url: string;
		title: string;
	};
	user_ip: string;
	user_browser: string;
	user_os: string;
	user_device: string;
	completed: boolean;
	answers: {
		question_id: string;
		value: string | number | string[];
		extra: string | null;
	}[];
	tags?: string[];
	position: {
		index: number;
		total: number;
		previous_id: number | null;
		next_id: number | null;
	};
};

export type ResponseNote = {
	id: number;
	author: {
		id: number;
		name: string;
	};
	note: string;
	created_at: string | null;
	updated_at: string | null;
	can_edit: boolean;
};

export type ResponseNoteDeleted = {
	deleted: boolean;
	previous: {
		id: number;
		author: {
			id: number;
			name: string;
		};
		note: string;
		created_at: string | null;
		updated_at: string | null;
		can_edit: boolean;
	};
};

export type ResponseNotes = {
	id: number;
	author: {
		id: number;
		name: string;
	};
	note: string;
	created_at: string | null;
	updated_at: string | null;
	can_edit: boolean;
}[];

export type ResponseSaved = {
	id: number;
};

export type ResponseTags = {
	tags: string[];
};

export type ResponseTagsBulk = {
	response_ids: number[];
};

export type Responses = {
	items: {
		id: number;
		status: 'publish' | 'trash';
		submitted_at: string;
		page_submitted: {
			url: string;
			title: string;
		};
		completed: boolean;
		tags?: string[];
	}[];
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
	status_filters: {
		status: 'all' | 'publish' | 'trash';
		count: number;
	}[];
	completion_filters: {
		completion: 'all' | 'completed' | 'partial';
		count: number;
	}[];
};

export type ResponsesChanged = {
	response_ids: number[];
};

export type ResultsSummary = {
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
	updating: boolean;
};

export type RollupStep = {
	ran: boolean;
	remaining: boolean;
};

export type Search = {
	items: {
		id: number;
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
	};
	locked: Record< string, string >;
	locked_values: Record< string, Record< string, string > >;
};

export type Survey = {
	id: number | null;
	is_scheduled: boolean;
	created_at: string;
	updated_at: string;
	responses_count: number;
	cookie_name: string;
	shortcode: string;
	message?: string;
	question_errors?: {
		question_id: string;
		field: string;
		message: string;
	}[];
	title: string;
	type: '' | 'nps';
	template: string;
	status: 'draft' | 'publish';
	publish_at: string | null;
	questions: Question[];
	settings: SurveySettings;
	notifications: SurveyNotifications;
	display: {
		shown: boolean;
		reason: 'not_published' | 'question_types' | 'expired' | 'limit_reached' | null;
		message: string | null;
	};
	limit_reached: boolean;
	page_survey: PageSurvey;
};

export type SurveyDuplicate = {
	id: number;
};

export type SurveyNotifications = {
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
};

export type SurveyPriority = {
	items: {
		id: number;
		title: string;
		priority: number;
		is_scheduled: boolean;
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
	questions: Question[];
	from: string | null;
	to: string | null;
	responses_count: number;
	responses_count_7_days: number;
	responses_count_30_days: number;
	impressions: number;
	question_stats: QuestionStat[];
	nps_overview: {
		detractor: number;
		passive: number;
		promoter: number;
		nps: number;
		total: number;
		margin: number | null;
	} | null;
	nps_series: NpsPoint[];
	completion: {
		impressions: number;
		started: number;
		completed: number;
		rate: number;
	};
	funnel: {
		question_id: string;
		shown: number;
		answered: number;
		skipped: number;
		dropped: number;
	}[];
	limit_reached: boolean;
	updating: boolean;
	facts_pending: boolean;
	tags?: TagCount[];
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
		timing: 'immediate' | 'delay' | 'before_abandon' | 'half_page';
		timing_delay: number;
		display_length: 'until_response' | 'once' | 'repeatedly';
		run_time: 'indefinitely' | 'expire';
		expire_at: {
			month: number;
			day: number;
		} | null;
		start_minimized: boolean;
		save_partial: boolean;
		priority: number;
		ignore_cooldown: boolean;
		sample_percent: number;
		response_limit: number;
	};
	retention_days: number | null;
	theming: SurveyTheming | null;
};

export type SurveyTags = {
	tag: string;
	count: number;
}[];

export type SurveyTemplates = {
	key: string;
	name: string;
	description: string;
	type: '' | 'nps';
	is_pro: boolean;
	is_available: boolean;
	required_addons: Array< 'question-types' | 'targeting' | 'branding' | 'behavior' | 'templates' >;
	errors: string[];
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

export type Surveys = {
	items: {
		id: number;
		is_scheduled: boolean;
		created_at: string;
		responses_count: number;
		shortcode: string;
		title: string;
		status: 'draft' | 'publish' | 'trash';
		publish_at: string | null;
		limit_reached: boolean;
		pro_question_types: string[];
	}[];
	pagination: {
		page: number;
		pages: number;
		per_page: number;
		total: number;
	};
	status_filters: {
		status: 'all' | 'publish' | 'scheduled' | 'draft' | 'trash';
		count: number;
	}[];
};

export type SurveysBulk = {
	survey_ids: number[];
	skipped?: {
		id: number;
		message: string;
	}[];
};

export type SurveysDeleted = {
	survey_ids: number[];
};

export type TagCount = {
	tag: string;
	count: number;
};

export type Webhook = {
	url: string;
	events: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' >;
	survey_ids: number[];
	active: boolean;
	id: number;
	secret_hint: string;
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
		event: 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' | 'test';
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
	response_excerpt: string;
	delivery_id: string;
};

export type Webhooks = {
	url: string;
	events: Array< 'response.submitted' | 'response.trashed' | 'response.deleted' | 'survey.published' >;
	survey_ids: number[];
	active: boolean;
	id: number;
	secret_hint: string;
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
	addons: {
		'question-types': boolean;
		targeting: boolean;
		branding: boolean;
		behavior: boolean;
		templates: boolean;
	};
	plugin_version: string;
	rest_url: string;
	logo_url: string;
	fonts_url?: string;
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
	};
	surveys: PageSurvey[];
	inline: PageSurvey[];
	cooldown_days?: number;
	csp_nonce?: string;
	debug?: boolean;
};

export type WidgetPageRule = {
	logic: 'user_logged_in' | 'wp_user_roles' | 'page_type' | 'page_is' | 'page_is_not' | 'post_type_is' | 'post_type_is_not' | 'taxonomy_is' | 'taxonomy_is_not' | 'taxonomy_term_is' | 'taxonomy_term_is_not' | 'referrer' | 'query_parameter_contains' | 'query_parameter_not_contains' | 'query_parameter_regex' | 'cookie_exist' | 'cookie_not_exist' | 'page_url_is' | 'page_url_is_not' | 'page_url_contains' | 'page_url_not_contains';
	operator: '&&' | '||';
	data: string | null;
	result?: boolean;
};

export type WidgetTheming = {
	color_scheme: 'light' | 'dark';
	widget_color: string;
	text_color: string;
	button_color: string;
	button_text_color?: string;
	font: {
		family: string;
		weight: string;
	};
	font_url?: string;
	position: 'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
	widget_toggle_text: string;
	widget_toggle_icon: string;
	widget_toggle_path?: string;
	widget_toggle_color: string;
	toggle_text_color?: string;
	logo_type: 'userfeedback' | 'custom' | 'none';
	custom_logo: string;
	start_minimized: boolean;
	skip_text: string;
	next_text: string;
};

/** Each route's answer: "METHOD /route" → its type. */
export interface RestAnswers {
	'DELETE /surveys': SurveysDeleted;
	'DELETE /surveys/{id}/responses': ResponsesChanged;
	'DELETE /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNoteDeleted;
	'DELETE /webhooks/{id}': WebhookDeleted;
	'GET /addons': Addons;
	'GET /ai-settings': AiSettings;
	'GET /ai-summary/upsell': AiUpsell;
	'GET /ai-summary/{id}': AiSummary;
	'GET /entitlements': Entitlements;
	'GET /exports/{id}': Export;
	'GET /legacy-import': LegacyImport;
	'GET /logic-type': LogicType;
	'GET /notifications': Notifications;
	'GET /preload-ai-summary/{id}': AiSummary;
	'GET /results-summary': ResultsSummary;
	'GET /search': Search;
	'GET /settings': Settings;
	'GET /survey-templates': SurveyTemplates;
	'GET /surveys': Surveys;
	'GET /surveys/priority': SurveyPriority;
	'GET /surveys/{id}': Survey;
	'GET /surveys/{id}/answers': Answers;
	'GET /surveys/{id}/crosstab': Crosstab;
	'GET /surveys/{id}/responses': Responses;
	'GET /surveys/{id}/responses/{response_id}': Response;
	'GET /surveys/{id}/responses/{response_id}/notes': ResponseNotes;
	'GET /surveys/{id}/results': SurveyResults;
	'GET /surveys/{id}/tags': SurveyTags;
	'GET /webhooks': Webhooks;
	'GET /webhooks/{id}': Webhook;
	'GET /webhooks/{id}/deliveries': WebhookDeliveries;
	'PATCH /ai-settings': AiSettings;
	'PATCH /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNote;
	'PATCH /webhooks/{id}': Webhook;
	'POST /addons/{slug}/activate': AddonAction;
	'POST /addons/{slug}/deactivate': AddonAction;
	'POST /addons/{slug}/install': AddonAction;
	'POST /ai-settings': AiSettings;
	'POST /ai-summary/upsell/dismiss': AiUpsell;
	'POST /ai-summary/{id}': AiSummary;
	'POST /email-summaries/test': EmailSummaryTest;
	'POST /legacy-import': LegacyImport;
	'POST /legacy-import/remove': LegacyImport;
	'POST /notifications/action': NotificationAction;
	'POST /notifications/{id}/dismiss': Notifications;
	'POST /rollups/step': RollupStep;
	'POST /settings': Settings;
	'POST /surveys': Survey;
	'POST /surveys/priority': SurveyPriority;
	'POST /surveys/{bulk_action}': SurveysBulk;
	'POST /surveys/{id}/duplicate': SurveyDuplicate;
	'POST /surveys/{id}/impression': Impression;
	'POST /surveys/{id}/responses': ResponseSaved;
	'POST /surveys/{id}/responses/tags': ResponseTagsBulk;
	'POST /surveys/{id}/responses/{bulk_action}': ResponsesChanged;
	'POST /surveys/{id}/responses/{response_id}/notes': ResponseNote;
	'POST /surveys/{id}/responses/{response_id}/tags': ResponseTags;
	'POST /webhooks': Webhook;
	'POST /webhooks/{id}': Webhook;
	'POST /webhooks/{id}/test': WebhookTest;
	'PUT /ai-settings': AiSettings;
	'PUT /surveys/{id}/responses/{response_id}/notes/{note_id}': ResponseNote;
	'PUT /webhooks/{id}': Webhook;
}
