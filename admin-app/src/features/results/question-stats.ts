/**
 * Rules about a question's statistics: which are charted, which list their answers, and the
 * validity check behind 'This question has invalid options. You can fix it here' (reporting.md
 * §2, §5, §8).
 */
import { CHOICE_TYPES, RATING_SCALES } from '@userfeedback/contract';

import type { AnswerItem, QuestionStat } from '../../data/use-results';

/** Types whose answers come from an options list the admin writes (SurveyDefaults). */
const OPTION_TYPES: readonly string[] = CHOICE_TYPES;

/** Types with a fixed scale (1–5, 1–10; QuestionStats::SCALES): charted, never "invalid". */
const SCALE_TYPES: readonly string[] = Object.keys( RATING_SCALES );

/**
 * Whether a question's options fail the validity check: a radio or checkbox question with no
 * options, or with an empty one. Other types have no options of their own to check.
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
 * Whether the question is drawn as a chart (choices and ratings) rather than listed (text).
 *
 * @param stat The question's statistics.
 */
export function isChartQuestion(
	stat: Pick< QuestionStat, 'type' | 'is_quantitative' >
): boolean {
	return (
		stat.is_quantitative ||
		OPTION_TYPES.includes( stat.type ) ||
		SCALE_TYPES.includes( stat.type )
	);
}

/**
 * An answer's value as text (checkbox answers are lists).
 *
 * @param value The answer's value.
 */
export function answerText( value: AnswerItem[ 'value' ] ): string {
	if ( Array.isArray( value ) ) {
		return value.join( ', ' );
	}
	return value === null ? '' : String( value );
}
