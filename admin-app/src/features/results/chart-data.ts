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
 * One row per option (config order): its label, count and percentage of `total_answers`. For a
 * checkbox the percentages may add up to more than 100 (several ticks per response).
 *
 * @param stat The question's statistics.
 */
export function optionRows(
	stat: Pick< QuestionStat, 'options' | 'total_answers' >
): OptionRow[] {
	return stat.options.map( ( option ) => ( {
		label: String( option.value ),
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

function tooltipLabel( rows: OptionRow[] ) {
	return ( item: { dataIndex: number } ): string => {
		const row = rows[ item.dataIndex ];
		return row ? `${ row.percent }% (${ row.count })` : '';
	};
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
 */
export function statChart(
	type: StatChartType,
	rows: OptionRow[],
	multiple = false
): StatChart {
	const labels = rows.map( ( row ) => row.label );
	const values = rows.map( ( row ) => row.percent );
	const datasetLabel = __( 'Percentage of answers', 'userfeedback' );
	const tooltip = { callbacks: { label: tooltipLabel( rows ) } };
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
					],
				},
				options: {
					indexAxis: horizontal ? 'y' : 'x',
					responsive: true,
					maintainAspectRatio: false,
					scales: horizontal
						? { x: PERCENT_SCALE }
						: { y: PERCENT_SCALE },
					plugins: { legend: { display: false }, tooltip },
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
					],
				},
				options: {
					responsive: true,
					maintainAspectRatio: false,
					scales: { y: PERCENT_SCALE },
					plugins: { legend: { display: false }, tooltip },
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

/**
 * The NPS score per day: null on days without answers, drawn as gaps (`spanGaps: false`), on a
 * −100 to 100 axis. Points at ±100 are drawn whole (no clipping at the chart's edge, a little
 * padding), each day's number of responses is in its tooltip, and days with fewer than
 * NPS_FEW_RESPONSES responses are hollow points, so a lone answer's ±100 reads as what it is.
 *
 * @param series      The server's points, one per day.
 * @param formatLabel Shows a day as an axis label.
 */
export function npsChart(
	series: NpsPoint[],
	formatLabel: ( day: string ) => string
): {
	data: ChartData< 'line', Array< number | null >, string >;
	options: ChartOptions< 'line' >;
} {
	const counts = series.map( ( point ) => point.count );
	return {
		data: {
			labels: series.map( ( point ) => formatLabel( point.date ) ),
			datasets: [
				{
					label: __( 'NPS score', 'userfeedback' ),
					data: series.map( ( point ) =>
						point.count > 0 ? point.nps : null
					),
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
			],
		},
		options: {
			responsive: true,
			maintainAspectRatio: false,
			layout: { padding: { top: 8, bottom: 4, right: 8 } },
			scales: { y: { min: -100, max: 100, ticks: { stepSize: 50 } } },
			plugins: {
				legend: { display: false },
				tooltip: {
					callbacks: {
						label: ( item: { dataIndex: number } ) =>
							sprintf(
								/* translators: %s: the day's NPS score. */
								__( 'NPS score: %s', 'userfeedback' ),
								String( series[ item.dataIndex ]?.nps ?? '' )
							),
						afterLabel: ( item: { dataIndex: number } ) =>
							responsesText( counts[ item.dataIndex ] ?? 0 ),
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
