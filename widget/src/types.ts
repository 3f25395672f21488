/**
 * What PHP prints before the widget script (`window.userfeedbackWidget`, built by
 * src/Frontend/WidgetBootstrap.php) and what the widget keeps while a visitor answers. The
 * bootstrap's types are the generated contract's (from src/Frontend/WidgetBootstrapSchema.php,
 * which WidgetBootstrapTest checks real bootstraps against); this file names their parts.
 */
import type {
	LogicCondition,
	PageSurvey,
	Question,
	RestRequests,
	WidgetBootstrap,
	WidgetPageRule,
	WidgetTheming,
} from '@userfeedback/contract';

export type {
	LogicCondition,
	PageSurvey,
	Question,
	QuestionJump,
	WidgetBootstrap,
} from '@userfeedback/contract';

/**
 * A page rule. `result` is set by PHP for the rules only WordPress knows (true when the rule
 * holds on this page); client rules carry their text in `data` and no `result`.
 */
export type PageRule = WidgetPageRule;

/** Fully resolved by PHP: survey theming when branding is allowed, else the site's. */
export type Theming = WidgetTheming;

export type AddonKey = keyof WidgetBootstrap[ 'addons' ];
export type Device =
	PageSurvey[ 'settings' ][ 'targeting' ][ 'devices' ][ number ];
export type Timing = PageSurvey[ 'settings' ][ 'behavior' ][ 'timing' ];
export type DisplayLength =
	PageSurvey[ 'settings' ][ 'behavior' ][ 'display_length' ];
export type QuestionType = Question[ 'type' ];
export type Comparator = LogicCondition[ 'compare' ];

/**
 * One save of a response (visitor.md §7, with partial saves): the whole state so far under one key.
 * The route's arguments (the contract's RestRequests), every one sent, with the answers as the
 * widget keeps them (the route takes objects and leaves their shape per question type to its
 * validator) and no honeypot (only bots fill it). `link` and `captcha` go with the first save only.
 */
export type ResponseBody = Required<
	Omit<
		RestRequests[ 'POST /surveys/{id}/responses' ],
		'answers' | 'uf_hp' | 'link' | 'captcha'
	>
> & { answers: Answer[]; link?: string; captcha?: string };

/** One answer as the widget keeps and sends it (visitor.md §3). */
export interface Answer {
	question_id: string;
	/**
	 * A choice or text; a number (star and NPS answers as text, scales and faces as numbers);
	 * the options ticked, or all of them in the visitor's order (ranking); a matrix's column per
	 * row text; true (consent). Null: skipped or nothing given.
	 */
	value:
		string | number | boolean | string[] | Record< string, string > | null;
	extra?: string;
}

declare global {
	interface Window {
		userfeedbackWidget?: WidgetBootstrap;
	}
}
