/**
 * What the charts are given (reporting.md §2, §9): a question's options as percentages of the
 * responses that answered it, drawn as vertical bars (default), horizontal bars, lines or a pie
 * in a palette of 5 blues, on a 0–100 % axis in steps of 20; the NPS score per day on a −100 to
 * 100 axis with gaps on days without answers; responses per day on the overview.
 *
 * Pure data, so it is tested without a canvas; the components hand it to react-chartjs-2.
 */
import type { ChartData, ChartOptions } from 'chart.js';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { DataPoint, NpsPoint, QuestionStat } from '../../data/use-results';
import { optionLabel } from './question-stats';

/**
 * Five WordPress admin blues (blue-90, 30, 70, 10, 50), two steps apart in lightness and ordered
 * so that neighbouring slices, the last and the first included, are never two close shades.
 */
export const BLUES = [
	'#01263a',
	'#4f94d4',
	'#0a4b78',
	'#9ec2e6',
	'#2271b1',
] as const;

/** The colour of single-series bars and lines (WordPress blue-50). */
export const SERIES_BLUE = '#2271b1';

export const STAT_CHART_TYPES = [
	'vertical-bar',
	'horizontal-bar',
	'line',
	'pie',
] as const;

export type StatChartType = ( typeof STAT_CHART_TYPES )[ number ];

export const DEFAULT_STAT_CHART_TYPE: StatChartType = 'vertical-bar';

export function statChartTypeLabel( type: StatChartType ): string {
	switch ( type ) {
		case 'vertical-bar':
			return __( 'Vertical bars', 'userfeedback' );
		case 'horizontal-bar':
			return __( 'Horizontal bars', 'userfeedback' );
		case 'line':
			return __( 'Lines', 'userfeedback' );
		case 'pie':
			return __( 'Pie', 'userfeedback' );
	}
}

/**
 * A share of the answers in percent, to one decimal; 0 when nobody answered.
 *
 * @param count How many chose it.
 * @param total How many answered the question.
 */
export function percentOf( count: number, total: number ): number {
	if ( total <= 0 ) {
		return 0;
	}
	return Math.round( ( count / total ) * 1000 ) / 10;
}

export interface OptionRow {
	label: string;
	count: number;
	percent: number;
}

/**
 * One row per option (config order): its label (a smiley's face, a consent's "Given":
 * `optionLabel()`), count and percentage of `total_answers`. For a checkbox the percentages may
 * add up to more than 100 (several ticks per response).
 *
 * @param stat The question's statistics.
 */
export function optionRows(
	stat: Pick< QuestionStat, 'options' | 'total_answers' > &
		Partial< Pick< QuestionStat, 'type' > >
): OptionRow[] {
	const type = stat.type ?? '';
	return stat.options.map( ( option ) => ( {
		label: optionLabel( { type, options: stat.options }, option.value ),
		count: option.count,
		percent: percentOf( option.count, stat.total_answers ),
	} ) );
}

/**
 * The colour of the i-th slice, cycling through the 5 blues.
 *
 * @param index The slice's position.
 */
export function paletteColor( index: number ): string {
	return BLUES[ index % BLUES.length ];
}

/**
 * Tick text on a percentage axis: `40%`.
 * @param value
 */
export function percentTick( value: string | number ): string {
	return `${ value }%`;
}

const PERCENT_SCALE = {
	min: 0,
	max: 100,
	ticks: { stepSize: 20, callback: percentTick },
} as const;

function tooltipLabel( rows: OptionRow[], second?: OptionRow[] ) {
	return ( item: { dataIndex: number; datasetIndex?: number } ): string => {
		const row = ( item.datasetIndex === 1 && second ? second : rows )[
			item.dataIndex
		];
		return row ? `${ row.percent }% (${ row.count })` : '';
	};
}

/** The compare view's second dataset's colour. */
export const COMPARE_ORANGE = '#d97706';

/** The compare view's second set of rows, overlaid on bars and lines. */
export interface CompareRows {
	/** The first dataset's name ("This period", "Filter"). */
	firstLabel: string;
	/** The second's ("Previous period", "Second filter"). */
	label: string;
	/** Rows in the same option order as the first. */
	rows: OptionRow[];
}

/**
 * Each option's share of all selections, in percent to one decimal: what a pie of a checkbox
 * question can honestly show (its shares of respondents add up to more than 100).
 *
 * @param rows The options' rows.
 */
export function selectionShares( rows: OptionRow[] ): number[] {
	const total = rows.reduce( ( sum, row ) => sum + row.count, 0 );
	return rows.map( ( row ) => percentOf( row.count, total ) );
}

function selectionTooltipLabel( rows: OptionRow[], shares: number[] ) {
	return ( item: { dataIndex: number } ): string => {
		const row = rows[ item.dataIndex ];
		return row
			? sprintf(
					/* translators: 1: percentage of all selections. 2: number of selections. */
					__( '%1$s%% of selections (%2$d)', 'userfeedback' ),
					String( shares[ item.dataIndex ] ),
					row.count
				)
			: '';
	};
}

export type StatChart =
	| {
			kind: 'bar';
			data: ChartData< 'bar', number[], string >;
			options: ChartOptions< 'bar' >;
	  }
	| {
			kind: 'line';
			data: ChartData< 'line', number[], string >;
			options: ChartOptions< 'line' >;
	  }
	| {
			kind: 'pie';
			data: ChartData< 'pie', number[], string >;
			options: ChartOptions< 'pie' >;
	  };

/**
 * The chart of one question's options for a chart type: percentages as values, the 0–100 axis
 * in steps of 20 for bars and lines, one blue per slice for the pie. A pie of a question with
 * several answers per response (checkbox) shows shares of all selections, so its slices add up
 * to 100 %; its table keeps the shares of respondents.
 *
 * @param type     The chart type.
 * @param rows     The options' rows (see `optionRows`).
 * @param multiple Whether a response may choose several options.
 * @param compare
 */
export function statChart(
	type: StatChartType,
	rows: OptionRow[],
	multiple = false,
	compare?: CompareRows
): StatChart {
	const labels = rows.map( ( row ) => row.label );
	const values = rows.map( ( row ) => row.percent );
	const datasetLabel =
		compare?.firstLabel ?? __( 'Percentage of answers', 'userfeedback' );
	const tooltip = {
		callbacks: { label: tooltipLabel( rows, compare?.rows ) },
	};
	const secondValues = compare
		? labels.map(
				( label ) =>
					compare.rows.find( ( row ) => row.label === label )
						?.percent ?? 0
			)
		: [];
	const legend = { display: !! compare };
	switch ( type ) {
		case 'vertical-bar':
		case 'horizontal-bar': {
			const horizontal = type === 'horizontal-bar';
			return {
				kind: 'bar',
				data: {
					labels,
					datasets: [
						{
							label: datasetLabel,
							data: values,
							backgroundColor: SERIES_BLUE,
						},
						...( compare
							? [
									{
										label: compare.label,
										data: secondValues,
										backgroundColor: COMPARE_ORANGE,
									},
								]
							: [] ),
					],
				},
				options: {
					indexAxis: horizontal ? 'y' : 'x',
					responsive: true,
					maintainAspectRatio: false,
					scales: horizontal
						? { x: PERCENT_SCALE }
						: { y: PERCENT_SCALE },
					plugins: { legend, tooltip },
				},
			};
		}
		case 'line':
			return {
				kind: 'line',
				data: {
					labels,
					datasets: [
						{
							label: datasetLabel,
							data: values,
							borderColor: SERIES_BLUE,
							backgroundColor: SERIES_BLUE,
						},
						...( compare
							? [
									{
										label: compare.label,
										data: secondValues,
										borderColor: COMPARE_ORANGE,
										backgroundColor: COMPARE_ORANGE,
										borderDash: [ 6, 4 ],
									},
								]
							: [] ),
					],
				},
				options: {
					responsive: true,
					maintainAspectRatio: false,
					scales: { y: PERCENT_SCALE },
					plugins: { legend, tooltip },
				},
			};
		case 'pie': {
			const shares = selectionShares( rows );
			return {
				kind: 'pie',
				data: {
					labels,
					datasets: [
						{
							label: multiple
								? __(
										'Share of all selections',
										'userfeedback'
									)
								: datasetLabel,
							data: multiple ? shares : values,
							backgroundColor: rows.map( ( _row, index ) =>
								paletteColor( index )
							),
							borderColor: '#fff',
							borderWidth: 2,
						},
					],
				},
				options: {
					responsive: true,
					maintainAspectRatio: false,
					plugins: {
						legend: { display: true, position: 'right' },
						tooltip: multiple
							? {
									callbacks: {
										label: selectionTooltipLabel(
											rows,
											shares
										),
									},
								}
							: tooltip,
					},
				},
			};
		}
	}
}

/** Days with fewer responses than this are drawn hollow: one answer swings their score. */
export const NPS_FEW_RESPONSES = 5;

/**
 * "1 response", "12 responses".
 *
 * @param count Responses.
 */
function responsesText( count: number ): string {
	return sprintf(
		/* translators: %d: number of responses that day. */
		_n( '%d response', '%d responses', count, 'userfeedback' ),
		count
	);
}

/** The NPS trend's compare overlay. */
export interface NpsCompare {
	/** The view's own line's name ("This period", "Filter"). */
	firstLabel: string;
	/** The overlay's name ("Previous period", "Second filter"). */
	label: string;
	/** Its points, matched to the view's by position. */
	series: NpsPoint[];
}

/** The margin band's fill (the score's 95 % margin of error). */
export const MARGIN_FILL = 'rgba(34, 113, 177, 0.15)';

function plotted( point: NpsPoint | undefined ): number | null {
	return point && point.count > 0 && ! point.hidden ? point.nps : null;
}

/**
 * The NPS score per point (a day, a week or a rolling 7 days): null on points without answers or
 * below the minimum count (`hidden`), drawn as gaps (`spanGaps: false`), on a −100 to 100 axis.
 * Points at ±100 are drawn whole (no clipping at the chart's edge, a little padding), each
 * point's number of responses (and margin) is in its tooltip, and points with fewer than
 * NPS_FEW_RESPONSES responses are hollow, so a lone answer's ±100 reads as what it is. Where the
 * server sent margins, a shaded band shows score ± margin; a compare overlay draws
 * the other series dashed.
 *
 * @param series      The server's points.
 * @param formatLabel Shows a point's date as an axis label.
 * @param compare     The compare overlay, if any.
 */
export function npsChart(
	series: NpsPoint[],
	formatLabel: ( day: string ) => string,
	compare?: NpsCompare
): {
	data: ChartData< 'line', Array< number | null >, string >;
	options: ChartOptions< 'line' >;
} {
	const counts = series.map( ( point ) => point.count );
	const scores = series.map( ( point ) => plotted( point ) );
	const hasMargin = series.some(
		( point, index ) =>
			scores[ index ] !== null && typeof point.margin === 'number'
	);
	const bound = ( sign: 1 | -1 ) =>
		series.map( ( point, index ) => {
			const score = scores[ index ];
			return score !== null && typeof point.margin === 'number'
				? Math.max( -100, Math.min( 100, score + sign * point.margin ) )
				: null;
		} );
	const marginLabel = __( 'Margin of error (95%)', 'userfeedback' );
	const datasets: ChartData<
		'line',
		Array< number | null >,
		string
	>[ 'datasets' ] = [
		{
			label: compare?.firstLabel ?? __( 'NPS score', 'userfeedback' ),
			data: scores,
			borderColor: SERIES_BLUE,
			backgroundColor: SERIES_BLUE,
			pointBackgroundColor: counts.map( ( count ) =>
				count < NPS_FEW_RESPONSES ? '#fff' : SERIES_BLUE
			),
			pointBorderColor: SERIES_BLUE,
			pointBorderWidth: 2,
			pointRadius: 4,
			pointHoverRadius: 6,
			spanGaps: false,
			clip: false,
		},
	];
	if ( compare ) {
		datasets.push( {
			label: compare.label,
			data: series.map( ( _point, index ) =>
				plotted( compare.series[ index ] )
			),
			borderColor: COMPARE_ORANGE,
			backgroundColor: COMPARE_ORANGE,
			borderDash: [ 6, 4 ],
			pointRadius: 3,
			spanGaps: false,
			clip: false,
		} );
	}
	const bandStart = datasets.length;
	if ( hasMargin ) {
		datasets.push(
			{
				label: marginLabel,
				data: bound( 1 ),
				borderColor: 'transparent',
				backgroundColor: MARGIN_FILL,
				pointRadius: 0,
				pointHitRadius: 0,
				spanGaps: false,
				fill: false,
			},
			{
				label: '',
				data: bound( -1 ),
				borderColor: 'transparent',
				backgroundColor: MARGIN_FILL,
				pointRadius: 0,
				pointHitRadius: 0,
				spanGaps: false,
				fill: '-1',
			}
		);
	}
	const seriesOf = ( datasetIndex: number | undefined ) =>
		datasetIndex === 1 && compare ? compare.series : series;
	return {
		data: {
			labels: series.map( ( point ) => formatLabel( point.date ) ),
			datasets,
		},
		options: {
			responsive: true,
			maintainAspectRatio: false,
			layout: { padding: { top: 8, bottom: 4, right: 8 } },
			scales: { y: { min: -100, max: 100, ticks: { stepSize: 50 } } },
			plugins: {
				legend: {
					display: !! compare || hasMargin,
					labels: {
						filter: ( item: { text: string } ) => item.text !== '',
					},
				},
				tooltip: {
					filter: ( item: { datasetIndex: number } ) =>
						item.datasetIndex < bandStart,
					callbacks: {
						label: ( item: {
							dataIndex: number;
							datasetIndex: number;
						} ) => {
							const point = seriesOf( item.datasetIndex )[
								item.dataIndex
							];
							const score = sprintf(
								/* translators: %s: the NPS score. */
								__( 'NPS score: %s', 'userfeedback' ),
								String( point?.nps ?? '' )
							);
							return typeof point?.margin === 'number'
								? `${ score } (±${ Math.round( point.margin ) })`
								: score;
						},
						afterLabel: ( item: {
							dataIndex: number;
							datasetIndex: number;
						} ) =>
							responsesText(
								seriesOf( item.datasetIndex )[ item.dataIndex ]
									?.count ?? 0
							),
					},
				},
			},
		},
	};
}

/**
 * Responses per day on the overview, from zero, whole numbers only.
 *
 * @param points      One point per day of the range.
 * @param formatLabel Shows a day as an axis label.
 */
export function responsesChart(
	points: DataPoint[],
	formatLabel: ( day: string ) => string
): {
	data: ChartData< 'line', number[], string >;
	options: ChartOptions< 'line' >;
} {
	return {
		data: {
			labels: points.map( ( point ) => formatLabel( point.date ) ),
			datasets: [
				{
					label: __( 'Responses', 'userfeedback' ),
					data: points.map( ( point ) => point.count ),
					borderColor: SERIES_BLUE,
					backgroundColor: SERIES_BLUE,
				},
			],
		},
		options: {
			responsive: true,
			maintainAspectRatio: false,
			scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
			plugins: { legend: { display: false } },
		},
	};
}
