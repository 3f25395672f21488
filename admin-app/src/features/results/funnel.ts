/**
 * The completion section's rules without React: when the section shows, the funnel's
 * rows with their questions' titles, the figures' text and the horizontal bar chart's data.
 *
 * The server counts (docs/decisions.md "Partial responses, the funnel and display rules"):
 * `shown` is the responses that displayed the question — a question hidden by logic is not shown,
 * so it is never a drop-off — `answered` those that answered it, `skipped` = shown − answered and
 * `dropped` the partial responses whose last displayed question it is, so Σ dropped = started −
 * completed. This file only presents them.
 *
 * Pure data, so it is tested without a canvas; FunnelChartView hands it to react-chartjs-2.
 */
import type { ChartData, ChartOptions, Scale } from 'chart.js';
import { __, sprintf } from '@wordpress/i18n';

import type {
	FunnelStep,
	QuestionStat,
	SurveyResults,
} from '../../data/use-results';
import { toIntlLocale } from '../surveys/format-date';

/** Bar colours: shown (WordPress blue-10), answered (blue-50), dropped off (red-50). */
export const FUNNEL_COLORS = {
	shown: '#9ec2e6',
	answered: '#2271b1',
	dropped: '#d63638',
} as const;

export interface FunnelRow {
	questionId: string;
	/** The question's position in the survey, from 1 (as its results card numbers it). */
	number: number;
	title: string;
	shown: number;
	answered: number;
	skipped: number;
	dropped: number;
}

/**
 * Whether the results show the completion section: only when the range holds partial responses
 * (started > completed). A survey without partials reads as if partial saving did not exist.
 *
 * @param results The survey's results.
 */
export function showsCompletion(
	results: Pick< SurveyResults, 'completion' >
): boolean {
	return results.completion.started > results.completion.completed;
}

/**
 * A question's title, or "(untitled question)".
 *
 * @param title The stored title.
 */
function titleOf( title: string | undefined ): string {
	return title?.trim() || __( '(untitled question)', 'userfeedback' );
}

/**
 * One row per funnel step, in the server's (question) order, each with its question's number
 * and title from the statistics (the same order as the question cards). A step whose question
 * is no longer in the survey keeps its place, numbered after the last.
 *
 * @param funnel The server's steps.
 * @param stats  The questions' statistics, in survey order.
 */
export function funnelRows(
	funnel: readonly FunnelStep[],
	stats: readonly Pick< QuestionStat, 'id' | 'title' >[]
): FunnelRow[] {
	const numbers = new Map(
		stats.map( ( stat, index ) => [ stat.id, index + 1 ] as const )
	);
	let extra = stats.length;
	return funnel.map( ( step ) => {
		const known = numbers.get( step.question_id );
		const stat = known === undefined ? undefined : stats[ known - 1 ];
		return {
			questionId: step.question_id,
			number: known ?? ++extra,
			title: titleOf( stat?.title ),
			shown: step.shown,
			answered: step.answered,
			skipped: step.skipped,
			dropped: step.dropped,
		};
	} );
}

/**
 * The completion rate as the site's locale writes a percentage to one decimal: `70%`,
 * `66.7%`, `66,7 %`.
 *
 * @param rate   Percent, one decimal (the server's `completion.rate`).
 * @param locale The WordPress locale.
 */
export function formatRate( rate: number, locale: string ): string {
	try {
		return new Intl.NumberFormat( toIntlLocale( locale ), {
			style: 'percent',
			maximumFractionDigits: 1,
		} ).format( rate / 100 );
	} catch {
		return `${ rate }%`;
	}
}

/**
 * Splits a label into at most `maxLines` lines of about `width` characters at spaces, the last
 * one cut with an ellipsis when the text is longer: chart.js draws an array as several lines, so
 * long question titles stay readable beside their bars on a phone.
 *
 * @param text     The label.
 * @param width    Characters per line.
 * @param maxLines Lines at most.
 */
export function wrapLabel( text: string, width = 26, maxLines = 2 ): string[] {
	const cut = ( line: string ) =>
		line.length >= width
			? `${ line.slice( 0, width - 1 ) }…`
			: `${ line }…`;
	const lines: string[] = [];
	let line = '';
	for ( const word of text.trim().split( /\s+/ ).filter( Boolean ) ) {
		const next = line ? `${ line } ${ word }` : word;
		if ( next.length <= width || ! line ) {
			line = next;
			continue;
		}
		lines.push( line );
		line = word;
	}
	if ( line ) {
		lines.push( line );
	}
	const kept = lines
		.slice( 0, maxLines )
		.map( ( entry ) => ( entry.length > width ? cut( entry ) : entry ) );
	if ( lines.length > maxLines && ! kept[ maxLines - 1 ].endsWith( '…' ) ) {
		kept[ maxLines - 1 ] = cut( kept[ maxLines - 1 ] );
	}
	return kept.length > 0 ? kept : [ '' ];
}

/**
 * A row's label: "2. How did you find us?".
 *
 * @param row The row.
 */
export function rowLabel( row: Pick< FunnelRow, 'number' | 'title' > ): string {
	return sprintf(
		/* translators: 1: question number. 2: question title. */
		__( '%1$d. %2$s', 'userfeedback' ),
		row.number,
		row.title
	);
}

/**
 * The chart's height in pixels: room for three bars per question, the legend and the axis.
 *
 * @param questions Rows in the funnel.
 */
export function funnelChartHeight( questions: number ): number {
	return Math.max( 220, 80 + questions * 72 );
}

export interface FunnelChart {
	data: ChartData< 'bar', number[], string >;
	options: ChartOptions< 'bar' >;
}

/** Below this chart width (px) labels wrap narrower, on more lines: a phone. */
export const NARROW_CHART = 480;

/**
 * A question's label beside its bars, wrapped to the chart's width: about 26 characters on two
 * lines, or 16 on three on a phone, so the bars keep most of the width.
 *
 * @param title      The row's label.
 * @param chartWidth The chart's width in pixels.
 */
export function funnelTick( title: string, chartWidth: number ): string[] {
	return chartWidth < NARROW_CHART
		? wrapLabel( title, 16, 3 )
		: wrapLabel( title );
}

/**
 * The funnel as horizontal bars: for each question (in order, top to bottom) the responses that
 * were shown it, answered it and dropped off at it, on an axis from 0 to the responses started
 * (so a bar's length reads as a share of everyone who began). Labels are the questions' numbers
 * and titles, wrapped to the chart's width (funnelTick); tooltips give them whole.
 *
 * @param rows    The funnel's rows.
 * @param started Responses started in the range.
 */
export function funnelChart(
	rows: readonly FunnelRow[],
	started: number
): FunnelChart {
	const titles = rows.map( ( row ) => rowLabel( row ) );
	return {
		data: {
			labels: titles,
			datasets: [
				{
					label: __( 'Shown', 'userfeedback' ),
					data: rows.map( ( row ) => row.shown ),
					backgroundColor: FUNNEL_COLORS.shown,
				},
				{
					label: __( 'Answered', 'userfeedback' ),
					data: rows.map( ( row ) => row.answered ),
					backgroundColor: FUNNEL_COLORS.answered,
				},
				{
					label: __( 'Dropped off', 'userfeedback' ),
					data: rows.map( ( row ) => row.dropped ),
					backgroundColor: FUNNEL_COLORS.dropped,
				},
			],
		},
		options: {
			indexAxis: 'y',
			responsive: true,
			maintainAspectRatio: false,
			scales: {
				x: {
					beginAtZero: true,
					suggestedMax: Math.max( started, 1 ),
					ticks: { precision: 0 },
				},
				y: {
					ticks: {
						// Re-run on every resize, so turning a tablet re-wraps them.
						callback( this: Scale, _value, index ) {
							return funnelTick(
								titles[ index ] ?? '',
								this.chart.width
							);
						},
					},
				},
			},
			plugins: {
				legend: { display: true, position: 'top' },
				tooltip: {
					callbacks: {
						// The whole title, not the wrapped tick.
						title: ( items: Array< { dataIndex: number } > ) =>
							titles[ items[ 0 ]?.dataIndex ?? -1 ] ?? '',
					},
				},
			},
		},
	};
}
