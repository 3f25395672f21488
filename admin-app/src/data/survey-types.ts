/**
 * The survey object of the REST API (docs/rest-api.md "Survey object"; stored shape in
 * src/Surveys/SurveyNormalizer.php). The builder edits a draft of this shape and saves it whole.
 */
import type { SurveyStatus } from './use-surveys';

export type QuestionType =
	| 'radio-button'
	| 'checkbox'
	| 'nps'
	| 'long-text'
	| 'email'
	| 'text'
	| 'star-rating';

export type Comparator = '==' | '!=' | '<' | '>' | 'includes';

export interface LogicCondition {
	question_id: string;
	compare: Comparator;
	value: string | string[];
}

export interface Question {
	id: string;
	title: string;
	type: QuestionType;
	config: { options: string[]; include_name?: boolean };
	settings: { required: boolean; randomize: boolean; comment_box: boolean };
	logic: {
		enabled: boolean;
		action: 'show' | 'hide';
		conditions: LogicCondition[];
	};
}

export type Device = 'desktop' | 'tablet' | 'mobile';

export type PageRuleType =
	| 'user_logged_in'
	| 'wp_user_roles'
	| 'page_type'
	| 'page_is'
	| 'page_is_not'
	| 'post_type_is'
	| 'post_type_is_not'
	| 'taxonomy_is'
	| 'taxonomy_is_not'
	| 'taxonomy_term_is'
	| 'taxonomy_term_is_not'
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

/** A selected item of a select-type rule (search-backed). */
export interface PickedItem {
	id: number | string;
	label: string;
}

export interface PageRule {
	logic: PageRuleType;
	operator: '&&' | '||';
	/** Text or URL for text rules; the picked item for select rules; null when empty. */
	data: string | PickedItem | null;
}

export type Timing = 'immediate' | 'delay' | 'before_abandon' | 'half_page';
export type DisplayLength = 'until_response' | 'once' | 'repeatedly';
export type RunTime = 'indefinitely' | 'expire';

export interface SurveySettings {
	thank_you: {
		type: 'message' | 'redirect';
		message: string;
		redirect_to: PickedItem | null;
	};
	enable_tracking: boolean;
	targeting: {
		devices: Device[];
		pages: 'all' | 'advanced';
		page_rules: PageRule[];
	};
	behavior: {
		timing: Timing;
		timing_delay: number;
		display_length: DisplayLength;
		run_time: RunTime;
		expire_at: { month: number; day: number } | null;
		start_minimized: boolean;
		/**
		 * Issue 23 (docs/decisions.md "Partial responses, the funnel and display rules"); older
		 * servers leave them out, which reads as the defaults below.
		 */
		/** Answers are saved as the visitor goes (default false). */
		save_partial?: boolean;
		/** 0–1000 (default 0): a page gets the eligible survey with the highest. */
		priority?: number;
		/** Shown even during the site's cooldown between surveys (default false). */
		ignore_cooldown?: boolean;
		/** 1–100 (default 100): the share of visitors the survey is shown to. */
		sample_percent?: number;
		/** 0–1,000,000 (default 0 = none): completed responses after which it closes. */
		response_limit?: number;
	};
	/** Null: the site's widget settings (Settings → Widget). */
	theming: Record< string, unknown > | null;
	/**
	 * Days after which this survey's responses are deleted; 0 keeps them; null follows the
	 * site's setting (Settings → Misc). Absent in older fixtures: null.
	 */
	retention_days?: number | null;
}

export interface SurveyNotifications {
	email: {
		active: boolean;
		addresses: string;
		logic: {
			enable: boolean;
			action: 'send';
			conditions: LogicCondition[];
		};
	};
	/**
	 * Also notify about a response still partial 30 minutes after it started (issue 23; default
	 * false; absent from older servers).
	 */
	include_partial?: boolean;
}

export interface Survey {
	/** Null until first saved. */
	id: number | null;
	title: string;
	/** 'nps' for NPS surveys. */
	type: string;
	template: string;
	status: SurveyStatus;
	is_scheduled?: boolean;
	/** ISO 8601 with an offset, or null when not scheduled. */
	publish_at: string | null;
	created_at?: string;
	updated_at?: string;
	responses_count?: number;
	cookie_name?: string;
	shortcode?: string;
	questions: Question[];
	settings: SurveySettings;
	notifications: SurveyNotifications;
}

/** What POST surveys answers: the saved survey, plus a message when publishing was refused. */
export interface SavedSurvey extends Survey {
	id: number;
	message?: string;
	question_errors?: Array< {
		question_id: string;
		field: string;
		message: string;
	} >;
}

export interface SurveyTemplate {
	key: string;
	name: string;
	description: string;
	type: string;
	is_pro: boolean;
	is_available: boolean;
	required_addons: string[];
	errors: string[];
	disabled: boolean;
	config: { questions: Question[] };
}

export interface LookupItem {
	id: number | string;
	label: string;
}
