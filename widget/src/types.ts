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
	WidgetBootstrap,
	WidgetPageRule,
	WidgetTheming,
} from '../../contract/userfeedback';

export type {
	LogicCondition,
	PageSurvey,
	Question,
	WidgetBootstrap,
} from '../../contract/userfeedback';

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
