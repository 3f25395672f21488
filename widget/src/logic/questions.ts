/**
 * Answering rules (visitor.md §4 "Answering", "Next-question logic"; §5 "Widget").
 */
import {
	ANSWER_MAX_LONG_TEXT,
	ANSWER_MAX_TEXT,
	COMMENT_TYPES,
	CONSENT_VALUE,
} from '@userfeedback/contract';

import type { Answer, LogicCondition, Question, QuestionJump } from '../types';
import { addonActive, type Entitlements } from './entitlements';

/** "Long text is limited to 400 characters.": the server's limit (ResponseValidator). */
export const LONG_TEXT_MAX = ANSWER_MAX_LONG_TEXT;

/** The longest one-line text answer the server takes. */
export const TEXT_MAX = ANSWER_MAX_TEXT;

/**
 * Whether an answer says something: not skipped (null), not blank, at least one box ticked.
 *
 * @param answer The answer, if any.
 */
export function hasValue( answer: Answer | undefined ): boolean {
	const v = answer?.value;
	if ( v && typeof v === 'object' ) {
		// Options ticked or ranked, a matrix's rows answered.
		return Object.keys( v ).length > 0;
	}
	return typeof v === 'string'
		? v.trim() !== ''
		: typeof v === 'number' || v === true;
}

// Star and NPS values may arrive as 4 or '4', conditions carry them as text: equal as text, or
// as numbers when both are numbers.
function sameValue( a: string | number, b: string ): boolean {
	return (
		String( a ) === b ||
		( String( a ).trim() !== '' &&
			b.trim() !== '' &&
			Number( a ) === Number( b ) )
	);
}

// '<' and '>' compare numbers; anything that is not one never matches.
function compareNumbers(
	v: string | number | string[],
	w: string | string[],
	compare: '<' | '>'
): boolean {
	if (
		Array.isArray( v ) ||
		Array.isArray( w ) ||
		String( v ).trim() === '' ||
		w.trim() === ''
	) {
		return false;
	}
	const x = Number( v );
	const y = Number( w );
	// NaN makes both comparisons false.
	return compare === '<' ? x < y : x > y;
}

/**
 * One condition against the answers. No answer (or a skipped one, or nothing ticked) fails every
 * comparator, "!=" included: logic describes what the visitor chose.
 * Checkbox answers: "includes" needs every listed option ticked; "==" / "!=" compare the ticked
 * set with the listed one, order-free. A single answer (radio, star, NPS) "==" a list of values
 * matches any of them, and "includes" means "==". A consent given reads as CONSENT_VALUE.
 *
 * @param condition A condition of a question's logic.
 * @param answers   The answers so far.
 */
export function conditionHolds(
	condition: LogicCondition,
	answers: Answer[]
): boolean {
	const answer = answers.find(
		( a ) => a.question_id === condition.question_id
	);
	if ( ! answer || ! hasValue( answer ) ) {
		return false;
	}
	// A consent given is sent as true and stored, and named by conditions, as CONSENT_VALUE.
	const v = ( answer.value === true ? CONSENT_VALUE : answer.value ) as
		string | number | string[];
	const { compare } = condition;
	if ( compare === '<' || compare === '>' ) {
		return compareNumbers( v, condition.value, compare );
	}
	const wanted = ( [] as string[] ).concat( condition.value );
	let equal: boolean;
	if ( Array.isArray( v ) ) {
		if ( compare === 'includes' ) {
			return wanted.every( ( w ) => v.includes( w ) );
		}
		equal =
			new Set( v ).size === new Set( wanted ).size &&
			wanted.every( ( w ) => v.includes( w ) );
	} else {
		equal = wanted.some( ( w ) => sameValue( v, w ) );
	}
	return compare === '!=' ? ! equal : equal;
}

/**
 * "Go to the following question. If it has enabled logic, evaluate all its conditions against
 * the answers (all must hold). It is shown only if the action is show and the conditions pass;
 * otherwise the next one is tried. If none qualifies, the survey finishes."
 *
 * The builder also offers the action hide (configuration.md §3: action show or hide). Read
 * literally, the sentence above would never show such a question, making hide useless; we read
 * it as its mirror: a hide question is skipped when all its conditions hold and shown otherwise.
 * Enabled logic with no conditions shows a show question and skips a hide one.
 *
 * @param questions The survey's questions.
 * @param current   The index of the question answered or skipped (-1 before the first).
 * @param answers   The answers so far.
 * @return The next question's index; questions.length when the survey is finished.
 */
export function nextQuestionIndex(
	questions: readonly Question[],
	current: number,
	answers: Answer[]
): number {
	for ( let i = current + 1; i < questions.length; i++ ) {
		const { logic } = questions[ i ];
		if ( ! logic.enabled ) {
			return i;
		}
		const pass = logic.conditions.every( ( c ) =>
			conditionHolds( c, answers )
		);
		if ( pass === ( logic.action === 'show' ) ) {
			return i;
		}
	}
	return questions.length;
}

export type { QuestionJump };

/** A jump's target that finishes the survey (SurveyDefaults::JUMP_END). */
export const JUMP_END = 'end';

/**
 * A question as the page may send it: `jumps` (the contract's, src/Rest/SurveySchema.php) only
 * with the question-types add-on.
 */
export type JumpingQuestion = Question & { jumps?: readonly QuestionJump[] };

/**
 * Where the visitor goes after answering or skipping the question at `current`, jump logic
 * first: its jumps are tried in order against its answer and the first that holds wins — its
 * target, or the end of the survey (questions.length). A skipped answer holds for none, "!="
 * included, as conditions read it. No jump holds: nextQuestionIndex(), as without jump logic.
 * The target's own display logic still applies: a target it hides is passed over like any
 * question, and the search goes on after it. A target that is not a later question (the server
 * never stores one) is no jump. Jumps only go forward, so a visitor can never loop.
 *
 * The page sends jumps only when they are in force (WidgetBootstrap::questions()), so this
 * checks no add-on.
 *
 * @param questions The survey's questions.
 * @param current   The index of the question answered or skipped (-1 before the first).
 * @param answers   The answers so far.
 * @return The next question's index; questions.length when the survey is finished.
 */
export function nextQuestionIndexWithJumps(
	questions: readonly JumpingQuestion[],
	current: number,
	answers: Answer[]
): number {
	const question = questions[ current ];
	for ( const jump of question?.jumps ?? [] ) {
		const holds = conditionHolds(
			{
				question_id: question.id,
				compare: jump.compare,
				value: jump.value,
			},
			answers
		);
		if ( ! holds ) {
			continue;
		}
		if ( jump.to === JUMP_END ) {
			return questions.length;
		}
		const target = questions.findIndex( ( q ) => q.id === jump.to );
		if ( target > current ) {
			return nextQuestionIndex( questions, target - 1, answers );
		}
	}
	return nextQuestionIndex( questions, current, answers );
}

/**
 * "Starting sets the question index to 0." The first question's logic could only name earlier
 * questions and there are none (the server refuses such logic), so this is 0 for any stored
 * survey; going through the same rule as moving on keeps odd data consistent.
 *
 * @param questions The survey's questions.
 * @param answers   The answers so far (none when starting).
 */
export function firstQuestionIndex(
	questions: readonly Question[],
	answers: Answer[]
): number {
	return nextQuestionIndex( questions, -1, answers );
}

/**
 * Where a visitor coming back to a response resumes: the way the answers lead through the
 * survey (display and jump logic, as when they answered), up to the first question on it with
 * no answer. A skipped question has one (null), so it is passed; a question left with Next and
 * nothing typed has none, so it is asked again. Null when every question on the way has an
 * answer: nothing is left to ask.
 *
 * @param questions The survey's questions.
 * @param answers   The answers kept from before.
 * @return The question to show and the questions displayed on the way (indexes, in order).
 */
export function resumePoint(
	questions: readonly JumpingQuestion[],
	answers: Answer[]
): { index: number; path: number[] } | null {
	const path: number[] = [];
	let index = firstQuestionIndex( questions, answers );
	while ( index < questions.length ) {
		path.push( index );
		const id = questions[ index ].id;
		if ( ! answers.some( ( a ) => a.question_id === id ) ) {
			return { index, path };
		}
		index = nextQuestionIndexWithJumps( questions, index, answers );
	}
	return null;
}

/**
 * A question as the server sends it (WidgetBootstrap::questions()): without the question-types
 * add-on, required, randomised options and the comment box are off and there is no jump logic.
 * The preview applies it to the admin's survey; visitor pages get it applied.
 *
 * @param question The question as stored.
 * @param ent      The site's add-ons.
 */
export function gatedQuestion(
	question: JumpingQuestion,
	ent: Entitlements
): JumpingQuestion {
	if ( addonActive( ent, 'question-types' ) ) {
		return question;
	}
	const { jumps: _jumps, ...rest } = question;
	return {
		...rest,
		settings: {
			...question.settings,
			required: false,
			randomize: false,
			comment_box: false,
		},
	};
}

/**
 * "Required … effective only with Pro, a licence and the question-types add-on active": the
 * server sends required (like randomize and comment_box) false without the add-on
 * (WidgetBootstrap; the preview does the same, preview.tsx), so the setting is the rule.
 *
 * @param question The question.
 */
export function isRequired( question: Question ): boolean {
	return question.settings.required;
}

/**
 * "A question can be continued when an answer exists or it is not required." A required
 * checkbox question "blocks only while nothing is ticked".
 *
 * @param question The current question.
 * @param answer   Its answer, if any.
 */
export function canContinue(
	question: Question,
	answer: Answer | undefined
): boolean {
	return hasValue( answer ) || ! isRequired( question );
}

/** Why Next cannot continue from a question: a key of the widget's texts. */
export type AnswerProblem = 'invalidEmail' | 'invalidDate' | 'required';

/**
 * What keeps Next from continuing, or null: an e-mail answer that is not an address, or no answer
 * to a required question. The panel says it inline once the visitor tries to go on.
 *
 * @param question The current question.
 * @param answer   Its answer, if any.
 */
export function answerProblem(
	question: Question,
	answer: Answer | undefined
): AnswerProblem | null {
	if (
		question.type === 'email' &&
		typeof answer?.value === 'string' &&
		! isValidEmail( answer.value )
	) {
		return 'invalidEmail';
	}
	const v = answer?.value;
	const { min_date: min = '', max_date: max = '' } = question.settings;
	// Typed into the field, a day outside the range is possible; the picker offers none.
	if (
		question.type === 'date' &&
		typeof v === 'string' &&
		( v < min || ( max && v > max ) )
	) {
		return 'invalidDate';
	}
	// A required matrix: every row.
	if (
		question.type === 'matrix' &&
		isRequired( question ) &&
		question.settings.rows?.some(
			( row ) => ! ( v as Record< string, string > | null )?.[ row ]
		)
	) {
		return 'required';
	}
	return canContinue( question, answer ) ? null : 'required';
}

export interface SkipOptions {
	preview: boolean;
	finished: boolean;
}

/**
 * Whether Skip is offered: "NPS surveys cannot be skipped", required questions cannot, and
 * "Skip is hidden when finished or in preview".
 *
 * @param surveyType The survey's type ('nps' or '').
 * @param question   The current question.
 * @param opts       Preview and finished flags.
 */
export function canSkip(
	surveyType: string,
	question: Question,
	opts: SkipOptions
): boolean {
	return (
		! opts.preview &&
		! opts.finished &&
		surveyType !== 'nps' &&
		! isRequired( question )
	);
}

/**
 * "Saving is skipped when there are no answers or all answers are null." Blank text and
 * nothing ticked count as null: there is nothing to store.
 *
 * @param answers The answers.
 */
export function hasAnswers( answers: Answer[] ): boolean {
	return answers.some( hasValue );
}

/**
 * The options in display order: "Randomised option order applies to radio and checkbox options
 * only when the question-types add-on is active" (randomize arrives false without it). Always a
 * copy.
 *
 * @param question The question.
 * @param random   A number in [0, 1); tests pass a fixed sequence.
 */
export function displayOptions(
	question: Question,
	random: () => number = Math.random
): string[] {
	const options = question.config.options.slice();
	if (
		question.settings.randomize &&
		( question.type === 'radio-button' || question.type === 'checkbox' )
	) {
		// Fisher–Yates.
		for ( let i = options.length - 1; i > 0; i-- ) {
			const j = Math.floor( random() * ( i + 1 ) );
			[ options[ i ], options[ j ] ] = [ options[ j ], options[ i ] ];
		}
	}
	return options;
}

/**
 * Whether a comment box may follow the answer: the comment_box setting (false without the add-on,
 * as the server sends it), on a question answered with one choice, several or a number (the
 * contract's COMMENT_TYPES). Free text needs none; a matrix, ranking, date or consent has no
 * single choice to comment on.
 *
 * @param question The question.
 */
export function commentBoxAllowed( question: Question ): boolean {
	return (
		question.settings.comment_box &&
		( COMMENT_TYPES as readonly string[] ).includes( question.type )
	);
}

/**
 * A sanity check before sending (the server validates too): one @, a dotted domain, no spaces.
 *
 * @param s The address typed.
 */
export function isValidEmail( s: string ): boolean {
	return s.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( s );
}
