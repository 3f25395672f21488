/**
 * The cross-tab's numbers without React: which questions can be crossed, and the cell
 * texts for counts, row percentages and column percentages.
 */
import { CROSSTAB_TYPES } from '@userfeedback/contract';

import type { Question } from '../../../data/survey-types';
import type { Crosstab } from '../../../data/use-results';

export type CrosstabView = 'count' | 'row' | 'column';

/** The route's types (Crosstab::TYPES: radio, checkbox, star and NPS questions). */
const TYPES: readonly string[] = CROSSTAB_TYPES;

export function crosstabQuestions( questions: Question[] ): Question[] {
	return questions.filter( ( question ) => TYPES.includes( question.type ) );
}

function percent( part: number, whole: number ): string {
	if ( whole <= 0 ) {
		return '0%';
	}
	return `${ Math.round( ( part / whole ) * 1000 ) / 10 }%`;
}

/**
 * One cell's text: the count, or its share of the row's or the column's total.
 *
 * @param table  The cross-tab.
 * @param row    The row's index.
 * @param column The column's index.
 * @param view   What to show.
 */
export function cellText(
	table: Crosstab,
	row: number,
	column: number,
	view: CrosstabView
): string {
	const count = table.cells[ row ]?.[ column ] ?? 0;
	if ( view === 'row' ) {
		return percent( count, table.row_totals[ row ] ?? 0 );
	}
	if ( view === 'column' ) {
		return percent( count, table.column_totals[ column ] ?? 0 );
	}
	return String( count );
}

/**
 * A total's text: the count, or 100 % along the chosen direction and its share across it.
 *
 * @param table The cross-tab.
 * @param value The total.
 * @param along Whether this total lies along the percentages' direction (a row's total in row
 *              percentages is 100 %).
 * @param view  What to show.
 */
export function totalText(
	table: Crosstab,
	value: number,
	along: boolean,
	view: CrosstabView
): string {
	if ( view === 'count' ) {
		return String( value );
	}
	return along ? '100%' : percent( value, table.total );
}
