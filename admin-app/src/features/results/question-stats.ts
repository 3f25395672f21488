/**
 * Rules about a question's statistics: how each type is shown (a chart with its table, a table
 * alone, or its answers listed), and the validity check behind 'This question has invalid
 * options. You can fix it here' (reporting.md §2, §5, §8).
 */
import { __ } from '@wordpress/i18n';
import {
	CHOICE_TYPES,
	CONSENT_VALUE,
	RATING_SCALES,
} from '@userfeedback/contract';

import type { Question } from '../../data/survey-types';
import type { QuestionStat } from '../../data/use-results';

/** Types whose answers come from an options list the admin writes (SurveyDefaults). */
const OPTION_TYPES: readonly string[] = [
	...CHOICE_TYPES,
	'dropdown',
	'image-choice',
];

/** Types with a fixed scale (1–5, 1–10; QuestionStats::SCALES): charted, never "invalid". */
const SCALE_TYPES: readonly string[] = Object.keys( RATING_SCALES );

/** Types whose answers are scores with an average and a median (TypeStats::SCORE_TYPES). */
export const SCORE_TYPES: readonly string[] = [
	'star-rating',
	'scale',
	'smiley',
];

/**
 * Whether a question's options fail the validity check: a question whose options the admin
 * writes (radio, checkbox, dropdown, image choice) with no options, or with an empty one. Other
 * types have no options of their own to check.
 *
 * @param type    The question type.
 * @param options The option values (the statistics' `options`, in config order).
 */
export function hasInvalidOptions(
	type: string,
	options: ReadonlyArray< string | number >
): boolean {
	if ( ! OPTION_TYPES.includes( type ) ) {
		return false;
	}
	return (
		options.length === 0 ||
		options.some( ( option ) => String( option ).trim() === '' )
	);
}

/**
 * How a question's statistics are shown: `chart` (a chart switchable by type, with its table),
 * `matrix` (a heat table of rows × columns), `ranking` (a table by average place), `consent`
 * (given or not, a table: one bar of 100 % says nothing) or `list` (the answers, as text).
 */
export type StatView = 'chart' | 'matrix' | 'ranking' | 'consent' | 'list';

/**
 * @param stat The question's statistics.
 */
export function statView(
	stat: Pick< QuestionStat, 'type' | 'is_quantitative' >
): StatView {
	switch ( stat.type ) {
		case 'matrix':
		case 'ranking':
		case 'consent':
			return stat.type;
	}
	return stat.is_quantitative ||
		OPTION_TYPES.includes( stat.type ) ||
		SCALE_TYPES.includes( stat.type )
		? 'chart'
		: 'list';
}

/**
 * Whether the question is drawn as a chart (choices and ratings) rather than a table or a list.
 *
 * @param stat The question's statistics.
 */
export function isChartQuestion(
	stat: Pick< QuestionStat, 'type' | 'is_quantitative' >
): boolean {
	return statView( stat ) === 'chart';
}

/**
 * The faces' names as the widget gives them, saddest first; three faces are the middle three.
 *
 * @param faces 3 or 5.
 */
export function smileyFaceNames( faces: number ): string[] {
	const names = [
		__( 'Very unhappy', 'userfeedback' ),
		__( 'Unhappy', 'userfeedback' ),
		__( 'Neutral', 'userfeedback' ),
		__( 'Happy', 'userfeedback' ),
		__( 'Very happy', 'userfeedback' ),
	];
	return faces === 3 ? names.slice( 1, 4 ) : names;
}

/**
 * A smiley's score (1…faces) by its face's name; the score itself outside the range.
 *
 * @param score The score.
 * @param faces 3 or 5.
 */
export function smileyFaceName( score: number, faces: number ): string {
	return smileyFaceNames( faces )[ score - 1 ] ?? String( score );
}

/** The stored value of a consent given (SurveyDefaults::CONSENT_VALUE: the one option of a consent). */
export { CONSENT_VALUE };

/**
 * How an option of the statistics reads in a chart and table: a smiley's score as its face, a
 * consent as "Given"; others as they are.
 *
 * @param stat  The question's type and options (a smiley's options are its faces, 1…faces).
 * @param value The option's value.
 */
export function optionLabel(
	stat: Pick< QuestionStat, 'type' | 'options' >,
	value: string | number
): string {
	if ( stat.type === 'smiley' && Number.isInteger( Number( value ) ) ) {
		return smileyFaceName(
			Number( value ),
			stat.options.length === 3 ? 3 : 5
		);
	}
	if ( stat.type === 'consent' && value === CONSENT_VALUE ) {
		return __( 'Given', 'userfeedback' );
	}
	return String( value );
}

/** An answer's value as text (checkbox answers are lists, a matrix's rows "row: column"). */
export { answerText } from '../../data/answer-values';

/**
 * Whether a question takes several answers per response (checkboxes, an image choice of several,
 * as the survey's question says): a click filters on "includes", and a pie can only show shares
 * of all selections.
 *
 * @param stat      The question's statistics.
 * @param questions The survey's questions (an image choice's `settings.multiple`).
 */
export function takesSeveral(
	stat: Pick< QuestionStat, 'id' | 'type' >,
	questions: ReadonlyArray< {
		id: Question[ 'id' ];
		settings?: { multiple?: boolean };
	} >
): boolean {
	return (
		stat.type === 'checkbox' ||
		( stat.type === 'image-choice' &&
			!! questions.find( ( question ) => question.id === stat.id )
				?.settings?.multiple )
	);
}
