/**
 * What a condition on each question type holds, without React: the scores a score question
 * takes, the field(s) the filter bar shows for its value, the condition those fields make and how
 * a condition reads in a chip. The shapes are the server's (ResponseFilter, and the stored
 * answers of docs/decisions.md "Every question a site owner asks"): a score is a whole number in
 * the question's range; a matrix cell is the stored pair `["row","column"]` and a ranking place
 * `["option",place]`, compared as text; a date is its day `YYYY-MM-DD`; a consent given is the one
 * stored value CONSENT_VALUE; a dropdown's or an image choice's option is its text, as a choice's.
 */
import { __, sprintf } from '@wordpress/i18n';
import { CONSENT_VALUE, RATING_SCALES } from '@userfeedback/contract';

import {
	comparatorLabel,
	comparatorsFor as sharedComparatorsFor,
} from '../../../data/comparators';
import type { Comparator, Question } from '../../../data/survey-types';
import { scaleRange } from '../../surveys/builder/type-settings';
import { smileyFaceName } from '../question-stats';

/** What the filter needs of a question (the results' questions carry their settings). */
export type FilterQuestion = Pick< Question, 'id' | 'type' | 'config' > & {
	settings?: Partial< Question[ 'settings' ] >;
};

/** One choice of a value field: what is sent and what people read. */
export interface FieldOption {
	value: string;
	label: string;
}

/** A labelled select of a two-part value (a matrix's row, a ranking's place…). */
export interface PairPart {
	label: string;
	options: FieldOption[];
}

/**
 * The field(s) a question's value takes in the filter bar: one select (scores, options, a
 * consent), two (a matrix cell, a ranking place), a date, or text.
 */
export type ValueField =
	| { kind: 'choice'; options: FieldOption[] }
	| { kind: 'pair'; first: PairPart; second: PairPart }
	| { kind: 'date'; min: string; max: string }
	| { kind: 'text' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Types whose condition is on one option's text, as the server compares a radio button's. */
const OPTION_TYPES: readonly string[] = [
	'radio-button',
	'checkbox',
	'dropdown',
	'image-choice',
];

function options( question: FilterQuestion ): string[] {
	return Array.isArray( question.config?.options )
		? question.config.options
		: [];
}

function rows( question: FilterQuestion ): string[] {
	return Array.isArray( question.settings?.rows )
		? question.settings.rows
		: [];
}

/**
 * A question's scores, lowest and highest, as the server checks them (TypeStats::range, else
 * QuestionStats::SCALES from 1): stars 1–5, NPS 1–10, a scale's own range, a smiley's faces;
 * null for types whose answers are not scores.
 *
 * @param question The question.
 */
export function scoreRange(
	question: Pick< FilterQuestion, 'type' | 'settings' >
): [ number, number ] | null {
	switch ( question.type ) {
		case 'scale':
			return scaleRange( question.settings ?? {} );
		case 'smiley':
			return [ 1, question.settings?.faces === 3 ? 3 : 5 ];
		case 'star-rating':
		case 'nps':
			return [ 1, RATING_SCALES[ question.type ] ];
		default:
			return null;
	}
}

/**
 * Whether a question's answers are whole numbers (its condition's value is a number).
 *
 * @param question The question.
 */
export function isScoreQuestion(
	question: Pick< FilterQuestion, 'type' | 'settings' >
): boolean {
	return scoreRange( question ) !== null;
}

/**
 * Whether an image choice takes several images (its answer is a set, like a checkbox's).
 *
 * @param question The question.
 */
function isMultipleImages( question: FilterQuestion ): boolean {
	return question.type === 'image-choice' && !! question.settings?.multiple;
}

/**
 * The comparators the filter bar offers for a question: the server's (survey logic's table)
 * narrowed where the other comparisons say nothing useful. A matrix cell's or a ranking place's
 * "is not" matches every response that answered any other row or option (each is a stored row of
 * its own), and a consent not given stores nothing to compare, so those offer "is" alone; a
 * single image choice's "includes" is its "is".
 *
 * @param question The question.
 */
export function offeredComparators( question: FilterQuestion ): Comparator[] {
	switch ( question.type ) {
		case 'matrix':
		case 'ranking':
		case 'consent':
			return [ '==' ];
		case 'image-choice':
			return isMultipleImages( question )
				? sharedComparatorsFor( 'image-choice' )
				: [ '==', '!=' ];
		default:
			return sharedComparatorsFor( question.type );
	}
}

/**
 * A stored pair's text, as the server writes it (AnswerShapes::pair: JSON, slashes and
 * non-ASCII letters unescaped). JSON.stringify writes the same but for the line and paragraph
 * separators, which PHP escapes: they are escaped here too so the texts match exactly.
 *
 * @param first  A matrix row or a ranked option.
 * @param second Its column, or its place (from 1).
 */
export function pairValue( first: string, second: string | number ): string {
	return JSON.stringify( [ first, second ] )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}

/**
 * A stored pair read back (AnswerValue::pair), or null for any other text.
 *
 * @param value A condition's value.
 */
export function parsePair(
	value: string | number
): [ string, string | number ] | null {
	if ( typeof value !== 'string' || ! value.startsWith( '[' ) ) {
		return null;
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( value );
	} catch {
		return null;
	}
	if (
		! Array.isArray( parsed ) ||
		parsed.length !== 2 ||
		typeof parsed[ 0 ] !== 'string' ||
		! ( typeof parsed[ 1 ] === 'string' || Number.isInteger( parsed[ 1 ] ) )
	) {
		return null;
	}
	return [ parsed[ 0 ], parsed[ 1 ] ];
}

/**
 * How a score reads: a smiley's by its face ("Happy"), others as the number.
 *
 * @param question The question.
 * @param score    The score.
 */
export function scoreLabel(
	question: Pick< FilterQuestion, 'type' | 'settings' >,
	score: number
): string {
	return question.type === 'smiley'
		? smileyFaceName( score, question.settings?.faces === 3 ? 3 : 5 )
		: String( score );
}

function asOptions( values: readonly string[] ): FieldOption[] {
	return values.map( ( value ) => ( { value, label: value } ) );
}

/**
 * The values a question offers to pick from in one select: its scores, its options, a consent
 * given; none for the types typed or picked in two parts (text, e-mail, date, matrix, ranking).
 *
 * @param question The question.
 */
export function choiceValues( question: FilterQuestion ): FieldOption[] {
	const range = scoreRange( question );
	if ( range ) {
		return Array.from(
			{ length: range[ 1 ] - range[ 0 ] + 1 },
			( _value, index ) => {
				const score = range[ 0 ] + index;
				return {
					value: String( score ),
					label: scoreLabel( question, score ),
				};
			}
		);
	}
	if ( OPTION_TYPES.includes( question.type ) ) {
		return asOptions( options( question ) );
	}
	if ( question.type === 'consent' ) {
		return [
			{ value: CONSENT_VALUE, label: __( 'Given', 'userfeedback' ) },
		];
	}
	return [];
}

/**
 * The field(s) of a question's value in the filter bar.
 *
 * @param question The question.
 */
export function valueField( question: FilterQuestion ): ValueField {
	switch ( question.type ) {
		case 'matrix':
			return {
				kind: 'pair',
				first: {
					label: __( 'Row', 'userfeedback' ),
					options: asOptions( rows( question ) ),
				},
				second: {
					label: __( 'Column', 'userfeedback' ),
					options: asOptions( options( question ) ),
				},
			};
		case 'ranking':
			return {
				kind: 'pair',
				first: {
					label: __( 'Option', 'userfeedback' ),
					options: asOptions( options( question ) ),
				},
				second: {
					label: __( 'Place', 'userfeedback' ),
					options: options( question ).map( ( _option, index ) => ( {
						value: String( index + 1 ),
						label: String( index + 1 ),
					} ) ),
				},
			};
		case 'date':
			return {
				kind: 'date',
				min: question.settings?.min_date ?? '',
				max: question.settings?.max_date ?? '',
			};
	}
	const choices = choiceValues( question );
	return choices.length > 0
		? { kind: 'choice', options: choices }
		: { kind: 'text' };
}

/**
 * The condition the filter bar's fields make, or what is missing.
 *
 * @param question The question.
 * @param compare  The comparator chosen.
 * @param first    The value (a matrix's row, a ranking's option).
 * @param second   A matrix's column, a ranking's place ('' for other types).
 */
export function conditionFromFields(
	question: FilterQuestion,
	compare: Comparator,
	first: string,
	second = ''
):
	| { question_id: string; compare: Comparator; value: string | number }
	| string {
	const text = first.trim();
	const make = ( value: string | number ) => ( {
		question_id: question.id,
		compare,
		value,
	} );
	if ( question.type === 'matrix' ) {
		return text === '' || second === ''
			? __( 'Choose a row and a column.', 'userfeedback' )
			: make( pairValue( first, second ) );
	}
	if ( question.type === 'ranking' ) {
		const place = Number( second );
		return text === '' || ! Number.isInteger( place ) || place < 1
			? __( 'Choose an option and a place.', 'userfeedback' )
			: make( pairValue( first, place ) );
	}
	if ( question.type === 'date' ) {
		return DAY.test( text )
			? make( text )
			: __( 'Enter a date.', 'userfeedback' );
	}
	if ( text === '' ) {
		return __( 'Choose or enter a value.', 'userfeedback' );
	}
	const range = scoreRange( question );
	if ( range ) {
		const score = Number( text );
		return Number.isInteger( score ) &&
			score >= range[ 0 ] &&
			score <= range[ 1 ]
			? make( score )
			: __( 'Pick a score from the scale.', 'userfeedback' );
	}
	return make( text );
}

/**
 * What is wrong with a condition's value for its question's type, or null: a score outside the
 * range, a matrix or ranking value that is no pair, a date that is no day, an empty value.
 *
 * @param question The question.
 * @param value    The condition's value.
 */
export function valueProblem(
	question: FilterQuestion,
	value: string | number
): string | null {
	const range = scoreRange( question );
	if ( range ) {
		return typeof value === 'number' &&
			Number.isInteger( value ) &&
			value >= range[ 0 ] &&
			value <= range[ 1 ]
			? null
			: __( 'Pick a score from the scale.', 'userfeedback' );
	}
	if ( question.type === 'matrix' || question.type === 'ranking' ) {
		const pair = parsePair( value );
		const fits =
			pair !== null &&
			( question.type === 'matrix'
				? typeof pair[ 1 ] === 'string'
				: typeof pair[ 1 ] === 'number' && pair[ 1 ] >= 1 );
		return fits
			? null
			: __(
					'Choose a row and a column, or an option and a place.',
					'userfeedback'
				);
	}
	if ( question.type === 'date' ) {
		return DAY.test( String( value ) )
			? null
			: __( 'Enter a date.', 'userfeedback' );
	}
	return String( value ).trim() === ''
		? __( 'Enter a value.', 'userfeedback' )
		: null;
}

/**
 * A condition's words for its question's type, after the question's own ("Q5 Rate our
 * service"): "Q5 Rate our service: Speed is Great", "Q6 Rank these: Price in place 1",
 * "Q9 May we contact you?: consent given", a smiley's face, a date as people read it; null when
 * the plain "{question} {comparison} {value}" reads right.
 *
 * @param label             The question's label ("Q5 Rate our service").
 * @param condition         The condition.
 * @param condition.compare Its comparator.
 * @param condition.value   Its value.
 * @param question          Its question.
 * @param formatDay         Shows a day (`YYYY-MM-DD`) to people.
 */
export function typedConditionLabel(
	label: string,
	condition: { compare: Comparator; value: string | number },
	question: Pick< FilterQuestion, 'type' | 'settings' >,
	formatDay: ( day: string ) => string
): string | null {
	const { compare, value } = condition;
	const { type } = question;
	const pair =
		type === 'matrix' || type === 'ranking' ? parsePair( value ) : null;
	if ( type === 'matrix' && pair ) {
		return sprintf(
			/* translators: 1: the question. 2: a matrix row. 3: a comparison ("is"). 4: a matrix column. */
			__( '%1$s: %2$s %3$s %4$s', 'userfeedback' ),
			label,
			pair[ 0 ],
			comparatorLabel( compare ),
			String( pair[ 1 ] )
		);
	}
	if ( type === 'ranking' && pair ) {
		return compare === '!='
			? sprintf(
					/* translators: 1: the question. 2: a ranked option. 3: a place (1 is first). */
					__( '%1$s: %2$s not in place %3$s', 'userfeedback' ),
					label,
					pair[ 0 ],
					String( pair[ 1 ] )
				)
			: sprintf(
					/* translators: 1: the question. 2: a ranked option. 3: a place (1 is first). */
					__( '%1$s: %2$s in place %3$s', 'userfeedback' ),
					label,
					pair[ 0 ],
					String( pair[ 1 ] )
				);
	}
	if ( type === 'consent' && compare === '==' && value === CONSENT_VALUE ) {
		return sprintf(
			/* translators: %s: the question. */
			__( '%s: consent given', 'userfeedback' ),
			label
		);
	}
	let shown: string | null = null;
	if ( type === 'smiley' && typeof value === 'number' ) {
		shown = scoreLabel( question, value );
	} else if ( type === 'date' && DAY.test( String( value ) ) ) {
		shown = formatDay( String( value ) );
	}
	return shown === null
		? null
		: sprintf(
				/* translators: 1: the question. 2: a comparison ("greater than"). 3: a value. */
				__( '%1$s %2$s %3$s', 'userfeedback' ),
				label,
				comparatorLabel( compare ),
				shown
			);
}
