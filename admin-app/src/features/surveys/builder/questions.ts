/**
 * The builder's question logic, without React (spec configuration §3 "Question", §4 "Builder
 * flow", §5, §9). Every function is pure: it returns new objects and never changes its inputs.
 * The server's rules (src/Surveys/SurveyDefaults.php, SurveyNormalizer.php, SurveyValidator.php)
 * win where they are more precise than the spec.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { addonActive } from '../../../data/entitlements';
import type { Entitlements } from '../../../data/globals';
import { comparatorsFor } from '../../../data/comparators';
import type {
	Comparator,
	LogicCondition,
	Question,
	QuestionType,
} from '../../../data/survey-types';
import {
	CHOICE_TYPES as CONTRACT_CHOICE_TYPES,
	COMMENT_TYPES as CONTRACT_COMMENT_TYPES,
	CONSENT_VALUE,
	LOGIC_SOURCE_TYPES as CONTRACT_LOGIC_SOURCE_TYPES,
	OPTION_LIMITS as CONTRACT_OPTION_LIMITS,
	OPTION_TYPES as CONTRACT_OPTION_TYPES,
	PRO_QUESTION_TYPES as CONTRACT_PRO_QUESTION_TYPES,
	QUESTION_LOGIC,
	QUESTION_SETTINGS,
} from '@userfeedback/contract';
import {
	fitTypeSettings,
	matrixColumns,
	scaleRange,
	typeErrors,
	typeSettingsDefaults,
	type TypeErrors,
} from './type-settings';

export {
	questionTypeDescription,
	questionTypeLabel,
} from '../question-type-names';

/**
 * The Add Question order: the spec's seven as they always were (the choice questions, the two
 * ratings, free text), then the types beyond the spec (all Pro), most asked for first. The spec
 * gives no order; keeping the seven in place keeps what admins know where they know it.
 */
export const QUESTION_TYPES: readonly QuestionType[] = [
	'radio-button',
	'checkbox',
	'star-rating',
	'nps',
	'text',
	'long-text',
	'email',
	'scale',
	'smiley',
	'dropdown',
	'matrix',
	'ranking',
	'image-choice',
	'date',
	'consent',
];

/** Types that need Pro, a licence and the question-types add-on (spec §5; SurveyDefaults). */
export const PRO_QUESTION_TYPES: readonly QuestionType[] =
	CONTRACT_PRO_QUESTION_TYPES;

/** Multiple choice and checkboxes: the types that may randomize (SurveyDefaults::CHOICE_TYPES). */
export const CHOICE_TYPES: readonly QuestionType[] = CONTRACT_CHOICE_TYPES;

/**
 * Types whose config.options the admin edits (SurveyDefaults::OPTION_TYPES): the choice types,
 * dropdown, ranking, image choice, and the matrix, whose options are its columns.
 */
export const OPTION_TYPES: readonly QuestionType[] = CONTRACT_OPTION_TYPES;

/**
 * Types whose options keep their meaning in another of them (a list of answers to pick or order),
 * so a type change between two keeps the options: not the matrix, whose options are a scale.
 */
const LIST_TYPES: readonly QuestionType[] = OPTION_TYPES.filter(
	( type ) => type !== 'matrix'
);

/**
 * Types a later question's conditional logic may use (spec §5 "Conditional logic", and the
 * server's SurveyDefaults::LOGIC_SOURCE_TYPES beyond it: scale, smiley, dropdown, image choice,
 * consent — "is given", its one answer). A date, a matrix or a ranking is not a source for now:
 * "is" and "lower than" on a day, a row or an order need comparisons of their own that neither
 * the widget nor the server has, so the builder never offers them.
 */
export const LOGIC_SOURCE_TYPES: readonly QuestionType[] =
	CONTRACT_LOGIC_SOURCE_TYPES;

/** Types with a comment box under them (SurveyDefaults::COMMENT_TYPES; spec §5 "Question toggles"). */
const COMMENT_TYPES: readonly QuestionType[] = CONTRACT_COMMENT_TYPES;

export { MAX_QUESTIONS } from '@userfeedback/contract';

/** The toggles every question has (spec §3 "settings"), beside its type's own settings. */
export type QuestionToggle = keyof typeof QUESTION_SETTINGS;

/** Default titles per type (spec §9); types not listed start with an empty title. */
export const DEFAULT_TITLES: Readonly< Record< QuestionType, string > > = {
	'radio-button': '',
	checkbox: '',
	'star-rating': 'How would you rate your overall experience?',
	nps: 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
	text: '',
	'long-text': '',
	email: '',
	scale: '',
	smiley: '',
	dropdown: '',
	matrix: '',
	ranking: '',
	'image-choice': '',
	date: '',
	consent: '',
};

/**
 * The translated default title of a type ('' when it has none).
 *
 * @param type The question type.
 */
export function defaultTitle( type: QuestionType ): string {
	switch ( type ) {
		case 'star-rating':
			return __(
				'How would you rate your overall experience?',
				'userfeedback'
			);
		case 'nps':
			// The spec's and the server's exact text (TemplateCatalogue.php): it shares their translation.
			// eslint-disable-next-line @wordpress/i18n-hyphenated-range
			return __(
				'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
				'userfeedback'
			);
		default:
			return '';
	}
}

/**
 * Whether a type is available on this site: the Pro types need the question-types add-on,
 * whose flag the server sets only with Pro and a licence (spec §5;
 * SurveyGate::can_use_pro_question_types()).
 *
 * @param type The question type.
 * @param ent  The site's entitlements.
 */
export function questionTypeAllowed(
	type: QuestionType,
	ent: Entitlements
): boolean {
	return (
		! PRO_QUESTION_TYPES.includes( type ) ||
		addonActive( ent, 'question-types' )
	);
}

const ID_ALPHABET =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh question id: 'q' and 12 random letters or digits (the server keeps ids of
 * [A-Za-z0-9_-], up to 64 characters).
 */
export function newQuestionId(): string {
	let id = 'q';
	while ( id.length < 13 ) {
		const bytes = new Uint8Array( 16 );
		globalThis.crypto.getRandomValues( bytes );
		for ( const byte of bytes ) {
			// 248 = 4 × 62: dropping the top bytes keeps every character equally likely.
			if ( byte < 248 && id.length < 13 ) {
				id += ID_ALPHABET[ byte % 62 ];
			}
		}
	}
	return id;
}

/**
 * A new type's config: a radio question starts with its minimum of two empty options, a checkbox
 * question with one (so the option creator shows the inputs to fill in), and so do dropdown,
 * ranking and image choice; a matrix starts with the agreement scale as its columns; an e-mail
 * question does not ask for a name.
 *
 * @param type The question type.
 */
function blankConfig( type: QuestionType ): Question[ 'config' ] {
	if ( type === 'matrix' ) {
		return { options: matrixColumns() };
	}
	if ( OPTION_TYPES.includes( type ) ) {
		return {
			options: Array.from(
				{ length: optionLimits( type ).min },
				() => ''
			),
		};
	}
	return type === 'email'
		? { options: [], include_name: false }
		: { options: [] };
}

/**
 * A new question of a type (default: text), with its default title, every toggle off, logic off
 * and its type's own settings at their defaults (spec §3; the contract's QUESTION_SETTINGS and
 * QUESTION_LOGIC; typeSettingsDefaults()).
 *
 * @param type The question type.
 */
export function blankQuestion( type: QuestionType = 'text' ): Question {
	const config = blankConfig( type );
	return {
		id: newQuestionId(),
		title: defaultTitle( type ),
		type,
		config,
		settings: {
			...QUESTION_SETTINGS,
			...typeSettingsDefaults( type, config.options.length ),
		},
		logic: { ...QUESTION_LOGIC, conditions: [] },
	};
}

/**
 * Whether a question toggle is offered for a type: randomize only for checkbox and radio-button,
 * no comment box for text, long-text and e-mail (spec §5 "Question toggles"), nor for a matrix,
 * a ranking, a date or a consent (SurveyDefaults::COMMENT_TYPES).
 *
 * @param type    The question type.
 * @param setting The toggle.
 */
export function settingApplies(
	type: QuestionType,
	setting: QuestionToggle
): boolean {
	switch ( setting ) {
		case 'required':
			return true;
		case 'randomize':
			return CHOICE_TYPES.includes( type );
		case 'comment_box':
			return COMMENT_TYPES.includes( type );
	}
}

function copyQuestion( q: Question ): Question {
	const settings = { ...q.settings };
	if ( settings.rows ) {
		settings.rows = [ ...settings.rows ];
	}
	if ( settings.images ) {
		settings.images = settings.images.map( ( image ) => ( { ...image } ) );
	}
	return {
		...q,
		config: { ...q.config, options: [ ...q.config.options ] },
		settings,
		logic: {
			...q.logic,
			conditions: q.logic.conditions.map( copyCondition ),
		},
	};
}

function copyCondition( c: LogicCondition ): LogicCondition {
	return { ...c, value: Array.isArray( c.value ) ? [ ...c.value ] : c.value };
}

/**
 * A question with another type (spec §4): the config is cleared (to the new type's blank config)
 * unless both types are checkbox or radio-button, when the options stay — and, beyond the spec,
 * between any two types whose options are a list to pick from or order (dropdown, ranking, image
 * choice); toggles the new type does not offer are turned off; the old type's own settings go and
 * the new type's defaults come (an image choice keeps one empty image per option); a title that
 * was empty or the old type's default becomes the new type's default. The id, the title
 * otherwise, and the question's own logic stay.
 *
 * @param q    The question.
 * @param type The new type.
 */
export function changeQuestionType(
	q: Question,
	type: QuestionType
): Question {
	const copy = copyQuestion( q );
	if ( q.type === type ) {
		return copy;
	}
	const keepOptions =
		LIST_TYPES.includes( q.type ) && LIST_TYPES.includes( type );
	const title = q.title.trim();
	const titleIsDefault =
		title === '' ||
		title === defaultTitle( q.type ) ||
		title === DEFAULT_TITLES[ q.type ];
	const config = keepOptions
		? { options: [ ...q.config.options ] }
		: blankConfig( type );
	return {
		...copy,
		type,
		title: titleIsDefault ? defaultTitle( type ) : q.title,
		config,
		settings: fitTypeSettings(
			type,
			{
				required: q.settings.required,
				randomize:
					q.settings.randomize && settingApplies( type, 'randomize' ),
				comment_box:
					q.settings.comment_box &&
					settingApplies( type, 'comment_box' ),
			},
			config.options.length
		),
	};
}

export interface OptionLimits {
	min: number;
	/** -1: unlimited. */
	max: number;
}

/**
 * Option counts (spec §5, §9; SurveyDefaults::OPTION_LIMITS): checkbox 1 to 5, radio-button 2 to
 * 5; the generic option creator defaults to at least 2 and no maximum (-1).
 */
export const OPTION_LIMITS: Readonly<
	Record< 'checkbox' | 'radio-button' | 'default', OptionLimits >
> = {
	checkbox: {
		min: CONTRACT_OPTION_LIMITS.checkbox[ 0 ],
		max: CONTRACT_OPTION_LIMITS.checkbox[ 1 ],
	},
	'radio-button': {
		min: CONTRACT_OPTION_LIMITS[ 'radio-button' ][ 0 ],
		max: CONTRACT_OPTION_LIMITS[ 'radio-button' ][ 1 ],
	},
	default: { min: 2, max: -1 },
};

/**
 * The option limits of a type: the server's (SurveyDefaults::OPTION_LIMITS: checkbox 1–5,
 * radio-button 2–5, dropdown 2–200, matrix columns 2–10, ranking 2–10, image choice 2–20), else
 * the generic option creator's.
 *
 * @param type The question type.
 */
export function optionLimits( type: QuestionType ): OptionLimits {
	const limits: Partial<
		Record< QuestionType, readonly [ number, number ] >
	> = CONTRACT_OPTION_LIMITS;
	const own = limits[ type ];
	return own ? { min: own[ 0 ], max: own[ 1 ] } : OPTION_LIMITS.default;
}

/**
 * Whether another option may be added: only below the maximum (-1 is unlimited).
 *
 * @param type  The question type.
 * @param count How many options it has.
 */
export function canAddOption( type: QuestionType, count: number ): boolean {
	const { max } = optionLimits( type );
	return max === -1 || count < max;
}

/**
 * Whether an option may be removed: only above the minimum.
 *
 * @param type  The question type.
 * @param count How many options it has.
 */
export function canRemoveOption( type: QuestionType, count: number ): boolean {
	return count > optionLimits( type ).min;
}

/**
 * The options with surrounding spaces removed (the option creator trims each one).
 *
 * @param options The options.
 */
export function trimOptions( options: readonly string[] ): string[] {
	return options.map( ( option ) => option.trim() );
}

export interface QuestionErrors extends TypeErrors {
	title?: string;
	options?: string;
}

/**
 * What is missing from a question (SurveyValidator::question_errors()): a title ('Title is
 * required'); for the types with options (checkbox, radio-button, dropdown, ranking, image
 * choice, and the matrix's columns), a non-empty list with no empty option ('Options are
 * required'; 'Columns are required' for a matrix), then at least the type's minimum ('Add at
 * least 2 options.'), and (a 400 on the server) no more than the maximum; then the type's own
 * settings (typeErrors()). Options are checked trimmed, as the server trims them. NPS,
 * star-rating and the text types have no options to check: the server drops theirs.
 *
 * @param q The question.
 */
export function questionErrors( q: Question ): QuestionErrors {
	const errors: QuestionErrors = typeErrors( q );
	if ( q.title.trim() === '' ) {
		errors.title = __( 'Title is required', 'userfeedback' );
	}
	if ( ! OPTION_TYPES.includes( q.type ) ) {
		return errors;
	}
	const options = q.config.options;
	const { min, max } = optionLimits( q.type );
	if (
		options.length === 0 ||
		options.some( ( option ) => option.trim() === '' )
	) {
		errors.options =
			q.type === 'matrix'
				? __( 'Columns are required', 'userfeedback' )
				: __( 'Options are required', 'userfeedback' );
	} else if ( options.length < min ) {
		errors.options = sprintf(
			/* translators: %d: minimum number of options. */
			_n(
				'Add at least %d option.',
				'Add at least %d options.',
				min,
				'userfeedback'
			),
			min
		);
	} else if ( max !== -1 && options.length > max ) {
		errors.options = sprintf(
			/* translators: %d: maximum number of options. */
			__( 'A question can have at most %d options.', 'userfeedback' ),
			max
		);
	}
	return errors;
}

/**
 * Whether the questions can be published: at least one (the server refuses publishing none), and
 * none with errors.
 *
 * @param questions The questions.
 */
export function questionsValid( questions: readonly Question[] ): boolean {
	return (
		questions.length > 0 &&
		questions.every(
			( q ) => Object.keys( questionErrors( q ) ).length === 0
		)
	);
}

export { comparatorLabel, comparatorsFor } from '../../../data/comparators';

/**
 * The comparisons a condition (or a jump) on a source question offers: its type's
 * (comparatorsFor()), "includes" only where the answer is a list (answersAreLists()) — on one
 * choice it would read as "is" — and the comparison the condition holds when its type allows it,
 * so the list always shows what is stored (an image choice that allowed several before).
 *
 * @param source The source question.
 * @param held   The comparison the condition holds, if any.
 */
export function sourceComparators(
	source: Question,
	held?: Comparator
): Comparator[] {
	const allowed = comparatorsFor( source.type );
	return allowed.filter(
		( c ) => c !== 'includes' || answersAreLists( source ) || c === held
	);
}

/**
 * How an answer a condition compares with is named: a consent's stored value as "Given" (the
 * word the results and the e-mail use), every other answer as its own text.
 *
 * @param source The source question.
 * @param value  The answer.
 */
export function conditionValueLabel( source: Question, value: string ): string {
	return source.type === 'consent' && value === CONSENT_VALUE
		? __( 'Given', 'userfeedback' )
		: value;
}

/**
 * The questions the logic of the question at `index` may use: earlier questions of the
 * LOGIC_SOURCE_TYPES.
 *
 * @param questions All questions.
 * @param index     The position of the question whose logic is edited.
 */
export function logicSources(
	questions: readonly Question[],
	index: number
): Question[] {
	return questions
		.slice( 0, Math.max( 0, index ) )
		.filter( ( q ) => LOGIC_SOURCE_TYPES.includes( q.type ) );
}

/**
 * Whether the logic toggle is enabled for the question at `index` (otherwise it is disabled with a
 * notice).
 *
 * @param questions All questions.
 * @param index     The position of the question.
 */
export function logicAvailable(
	questions: readonly Question[],
	index: number
): boolean {
	return logicSources( questions, index ).length > 0;
}

/**
 * The values a condition on a source question can pick: 1 to 5 for star ratings, 1 to 10 for NPS,
 * the scale's own range, 1 to the number of faces for smileys, a consent's one stored answer
 * (given), the options otherwise.
 *
 * @param source The source question.
 */
export function conditionValues( source: Question ): string[] {
	const range = ( from: number, to: number ) =>
		Array.from( { length: to - from + 1 }, ( _, i ) => String( from + i ) );
	switch ( source.type ) {
		case 'star-rating':
			return range( 1, 5 );
		case 'nps':
			return range( 1, 10 );
		case 'scale':
			return range( ...scaleRange( source.settings ) );
		case 'smiley':
			return range( 1, source.settings.faces ?? 5 );
		case 'consent':
			return [ CONSENT_VALUE ];
		default:
			return [ ...source.config.options ];
	}
}

/**
 * Whether a question's answer is a list, so a condition or jump on it holds a set of options:
 * checkboxes, and an image choice that allows several.
 *
 * @param q The question.
 */
export function answersAreLists( q: Question ): boolean {
	return (
		q.type === 'checkbox' ||
		( q.type === 'image-choice' && q.settings.multiple === true )
	);
}

/**
 * A new condition on a source question: "is", nothing picked yet (a list where answers are
 * lists; a consent's one answer, there being nothing else to pick).
 *
 * @param source The source question.
 */
export function newCondition( source: Question ): LogicCondition {
	return {
		question_id: source.id,
		compare: '==',
		value: newConditionValue( source ),
	};
}

/**
 * What a new condition or jump on a question compares with before the admin picks: nothing (an
 * empty list where answers are lists), or a consent's one answer.
 *
 * @param source The source question.
 */
export function newConditionValue(
	source: Question
): LogicCondition[ 'value' ] {
	if ( answersAreLists( source ) ) {
		return [];
	}
	return source.type === 'consent' ? CONSENT_VALUE : '';
}

/**
 * The question with only the conditions `keep` accepts; a logic block emptied by this is
 * disabled. A question whose conditions all stay is returned as a copy, logic untouched.
 *
 * @param q    The question.
 * @param keep Whether a condition stays.
 */
function filterConditions(
	q: Question,
	keep: ( condition: LogicCondition ) => boolean
): Question {
	const copy = copyQuestion( q );
	const conditions = copy.logic.conditions.filter( keep );
	if ( conditions.length === copy.logic.conditions.length ) {
		return copy;
	}
	return {
		...copy,
		logic: {
			...copy.logic,
			conditions,
			enabled: conditions.length > 0 ? copy.logic.enabled : false,
		},
	};
}

/**
 * The questions without one, and without every condition that referenced it; a logic block left
 * empty is disabled (spec §4; the confirmation is the caller's).
 *
 * @param questions The questions.
 * @param id        The id of the question to delete.
 */
export function deleteQuestion(
	questions: readonly Question[],
	id: string
): Question[] {
	return questions
		.filter( ( q ) => q.id !== id )
		.map( ( q ) => filterConditions( q, ( c ) => c.question_id !== id ) );
}

/**
 * The questions with one dragged from `from` to `to` (spec §4), then, as the spec words it:
 * (a) conditions pointing to a question at the same or a later position are dropped, in every
 * question; (b) conditions in other questions that reference the moved question are removed, even
 * where it is still earlier; (c) logic whose list became empty through this is disabled. A move to
 * the same place, or from or to a position outside the list, changes nothing.
 *
 * @param questions The questions.
 * @param from      The dragged question's position.
 * @param to        Its new position.
 */
export function moveQuestion(
	questions: readonly Question[],
	from: number,
	to: number
): Question[] {
	const inRange = ( i: number ) =>
		Number.isInteger( i ) && i >= 0 && i < questions.length;
	if ( from === to || ! inRange( from ) || ! inRange( to ) ) {
		return questions.map( copyQuestion );
	}
	const order = [ ...questions ];
	const [ moved ] = order.splice( from, 1 );
	order.splice( to, 0, moved );
	const position = new Map( order.map( ( q, i ) => [ q.id, i ] ) );
	return order.map( ( q, index ) =>
		filterConditions( q, ( c ) => {
			const at = position.get( c.question_id );
			if ( at !== undefined && at >= index ) {
				return false;
			}
			return q.id === moved.id || c.question_id !== moved.id;
		} )
	);
}

/**
 * Whether a condition is one the server stores: its source is an earlier logic-source question and
 * its comparator is one the source's type allows (SurveyValidator::logic_errors()).
 *
 * @param condition The condition.
 * @param sources   The questions it may use.
 */
export function conditionAllowed(
	condition: LogicCondition,
	sources: readonly Question[]
): boolean {
	const source = sources.find( ( q ) => q.id === condition.question_id );
	return (
		!! source && comparatorsFor( source.type ).includes( condition.compare )
	);
}

/**
 * The questions without any condition the server would refuse (a source that is gone, later,
 * not a choice or rating question, or a comparator its type does not allow), e.g. after a type
 * change; a logic block emptied by this is disabled.
 *
 * @param questions The questions.
 */
export function pruneLogic( questions: readonly Question[] ): Question[] {
	return questions.map( ( q, index ) => {
		const sources = logicSources( questions, index );
		return filterConditions( q, ( c ) => conditionAllowed( c, sources ) );
	} );
}

/**
 * The questions with one changed to another type (changeQuestionType()), and any condition of the
 * other questions that the change made invalid dropped (pruneLogic()).
 *
 * @param questions The questions.
 * @param id        The question to change.
 * @param type      The new type.
 */
export function changeQuestionTypeIn(
	questions: readonly Question[],
	id: string,
	type: QuestionType
): Question[] {
	return pruneLogic(
		questions.map( ( q ) =>
			q.id === id ? changeQuestionType( q, type ) : q
		)
	);
}

/**
 * The question without randomize and comment box, as without the question-types add-on (spec §4).
 *
 * @param q The question.
 */
export function withoutQuestionTypesAddon( q: Question ): Question {
	const copy = copyQuestion( q );
	return {
		...copy,
		settings: { ...copy.settings, randomize: false, comment_box: false },
	};
}
