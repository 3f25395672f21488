/**
 * The numbers behind the matrix's heat table and the ranking's table, pure so they are tested
 * without rendering: each matrix cell's share of its row and its colour, the ranking's options
 * in the order their average places give.
 */
import type { QuestionStat } from '../../../data/use-results';
import { percentOf } from '../chart-data';

/** One option of a ranking's statistics. */
export type RankedOption = NonNullable< QuestionStat[ 'ranking' ] >[ number ];

/**
 * The heat table's shades, lightest first (WordPress admin blues), each with the text colour
 * that reads on it at WCAG AA (4.5:1 at least; type-tables.test.ts checks every pair). Steps
 * rather than a continuous blend: a blend passes through mid blues on which neither dark nor
 * white text reaches 4.5:1, and a step is easier to compare across a row by eye.
 */
export const HEAT_STEPS = [
	// Nobody: muted, so the cells that hold answers stand out.
	{ from: 0, background: '#ffffff', color: '#646970' },
	{ from: 0.1, background: '#f0f6fc', color: '#1e1e1e' },
	{ from: 20, background: '#c5d9ed', color: '#1e1e1e' },
	{ from: 40, background: '#72aee6', color: '#1e1e1e' },
	{ from: 60, background: '#2271b1', color: '#ffffff' },
	{ from: 80, background: '#0a4b78', color: '#ffffff' },
] as const;

export type HeatStep = ( typeof HEAT_STEPS )[ number ];

/**
 * The shade of a cell holding `percent` of its row's answers: white for none, darker as the
 * share grows.
 *
 * @param percent The cell's share of its row, 0–100.
 */
export function heatStep( percent: number ): HeatStep {
	let step: HeatStep = HEAT_STEPS[ 0 ];
	for ( const candidate of HEAT_STEPS ) {
		if ( percent >= candidate.from ) {
			step = candidate;
		}
	}
	return step;
}

function channel( hex: string, at: number ): number {
	const value = parseInt( hex.slice( at, at + 2 ), 16 ) / 255;
	return value <= 0.03928
		? value / 12.92
		: Math.pow( ( value + 0.055 ) / 1.055, 2.4 );
}

function luminance( hex: string ): number {
	return (
		0.2126 * channel( hex, 1 ) +
		0.7152 * channel( hex, 3 ) +
		0.0722 * channel( hex, 5 )
	);
}

/**
 * WCAG's contrast ratio of two `#rrggbb` colours.
 *
 * @param first  A colour.
 * @param second Another.
 */
export function contrastRatio( first: string, second: string ): number {
	const [ light, dark ] = [ luminance( first ), luminance( second ) ].sort(
		( a, b ) => b - a
	);
	return ( light + 0.05 ) / ( dark + 0.05 );
}

export interface MatrixCell {
	count: number;
	/** Share of the row's answers, in percent to one decimal. */
	percent: number;
}

export interface MatrixRow {
	label: string;
	/** The responses that answered this row. */
	total: number;
	cells: MatrixCell[];
}

/**
 * The matrix's rows with each cell's count and share of its row (a row left out by some
 * respondents is read against those who answered it).
 *
 * @param matrix The statistics' matrix.
 */
export function matrixRows(
	matrix: NonNullable< QuestionStat[ 'matrix' ] >
): MatrixRow[] {
	return matrix.rows.map( ( label, index ) => {
		const counts = matrix.counts[ index ] ?? [];
		const total = counts.reduce( ( sum, count ) => sum + count, 0 );
		return {
			label,
			total,
			cells: matrix.columns.map( ( _column, column ) => {
				const count = counts[ column ] ?? 0;
				return { count, percent: percentOf( count, total ) };
			} ),
		};
	} );
}

/**
 * The ranking's options best first: by average place (lowest first), options nobody ranked
 * last; ties keep the question's order.
 *
 * @param ranking The statistics' ranking.
 */
export function rankingOrder(
	ranking: readonly RankedOption[]
): RankedOption[] {
	return ranking
		.map( ( option, index ) => ( { option, index } ) )
		.sort(
			( a, b ) =>
				( a.option.average_place ?? Infinity ) -
					( b.option.average_place ?? Infinity ) || a.index - b.index
		)
		.map( ( { option } ) => option );
}
