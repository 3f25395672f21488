/**
 * The survey object of the REST API, as the builder edits it. The shapes are the generated
 * contract's (`contract/userfeedback.ts`, from src/Rest/SurveySchema.php: the answer's side);
 * this file only names their parts and says what a draft lacks until it is first saved.
 */
import type {
	LogicCondition,
	LogicType,
	PageRule,
	Question,
	Survey as SurveyAnswer,
	SurveySettings,
	SurveyTemplates,
} from '@userfeedback/contract';
import type { SurveyStatus } from './use-surveys';

/**
 * A question (its `jumps` absent on questions saved before jump logic existed: none), and one of
 * its jumps: when the answer compares as said, go to the question `to` or, with 'end', finish
 * the survey.
 */
export type {
	LogicCondition,
	PageRule,
	PickedItem,
	Question,
	QuestionJump,
	SurveyNotifications,
	SurveySettings,
} from '@userfeedback/contract';

export type QuestionType = Question[ 'type' ];
export type Comparator = LogicCondition[ 'compare' ];
export type Device = SurveySettings[ 'targeting' ][ 'devices' ][ number ];
export type PageRuleType = PageRule[ 'logic' ];
export type Timing = SurveySettings[ 'behavior' ][ 'timing' ];
export type DisplayLength = SurveySettings[ 'behavior' ][ 'display_length' ];
export type RunTime = SurveySettings[ 'behavior' ][ 'run_time' ];

/** Fields the server fills: a new survey's draft has none of them until it is saved. */
type ServerFields =
	| 'is_scheduled'
	| 'created_at'
	| 'updated_at'
	| 'responses_count'
	| 'cookie_name'
	| 'shortcode'
	| 'display'
	| 'limit_reached'
	| 'page_survey'
	| 'share_url';

/**
 * A survey as the builder holds it: the server's answer, or a new draft (id null, no server
 * fields). Its status may be `trash` when a trashed survey is opened from the Trash view.
 */
export type Survey = Omit<
	SurveyAnswer,
	ServerFields | 'status' | 'questions'
> &
	Partial< Pick< SurveyAnswer, ServerFields > > & {
		status: SurveyStatus;
		questions: Question[];
	};

/** What POST surveys answers: the saved survey, plus a message when publishing was refused. */
export type SavedSurvey = Survey & { id: number };

export type SurveyTemplate = SurveyTemplates[ number ];

/** An item of a search-backed picker (GET search, GET logic-type). */
export type LookupItem = LogicType[ 'items' ][ number ];
