import { describe, expect, it } from 'vitest';

import type { FunnelStep } from '../../../data/use-results';
import {
	FUNNEL_COLORS,
	formatRate,
	funnelChart,
	funnelChartHeight,
	funnelRows,
	funnelTick,
	rowLabel,
	showsCompletion,
	wrapLabel,
} from '../funnel';

/**
 * A visitor's path through a survey: the questions displayed in order, those answered, and
 * whether they reached the end. `shown` is what the widget sends; logic may skip questions.
 */
interface Visit {
	shown: string[];
	answered: string[];
	completed: boolean;
}

/**
 * The contract's funnel (docs/decisions.md) counted from visits — the oracle the
 * server's rollups are held to, here to check that the screen shows its figures row for row.
 *
 * @param questions The survey's question ids, in order.
 * @param visits    The responses.
 */
function contractFunnel( questions: string[], visits: Visit[] ): FunnelStep[] {
	return questions.map( ( id ) => {
		const shown = visits.filter( ( visit ) => visit.shown.includes( id ) );
		const answered = shown.filter( ( visit ) =>
			visit.answered.includes( id )
		).length;
		return {
			question_id: id,
			shown: shown.length,
			answered,
			skipped: shown.length - answered,
			dropped: visits.filter(
				( visit ) => ! visit.completed && visit.shown.at( -1 ) === id
			).length,
		};
	} );
}

const STATS = [
	{ id: 'q1', title: 'How did you find us?' },
	{ id: 'q2', title: 'Which plan?' },
	{ id: 'q3', title: 'Why that plan?' },
];
const IDS = STATS.map( ( stat ) => stat.id );

const finish = ( shown: string[], answered = shown ): Visit => ( {
	shown,
	answered,
	completed: true,
} );
const leave = ( shown: string[], answered = shown ): Visit => ( {
	shown,
	answered,
	completed: false,
} );

describe( 'funnel rows', () => {
	it.each( [
		{
			name: 'one visitor answers 1 of 3 and leaves, one completes',
			visits: [ leave( [ 'q1' ] ), finish( IDS ) ],
			shown: [ 2, 1, 1 ],
			answered: [ 2, 1, 1 ],
			dropped: [ 1, 0, 0 ],
		},
		{
			name: 'logic hides q2 for those answering q1 "Friend": shown is smaller, never a drop-off',
			visits: [
				finish( [ 'q1', 'q3' ] ),
				leave( [ 'q1', 'q3' ], [ 'q1' ] ),
				finish( IDS ),
				leave( [ 'q1', 'q2' ] ),
			],
			shown: [ 4, 2, 3 ],
			answered: [ 4, 2, 2 ],
			dropped: [ 0, 1, 1 ],
		},
		{
			name: 'a skip is not a drop-off: skipped = shown − answered',
			visits: [
				finish( IDS, [ 'q1', 'q3' ] ),
				leave( [ 'q1', 'q2' ], [ 'q1' ] ),
			],
			shown: [ 2, 2, 1 ],
			answered: [ 2, 0, 1 ],
			dropped: [ 0, 1, 0 ],
		},
		{
			name: 'everyone completes: nothing dropped',
			visits: [ finish( IDS ), finish( [ 'q1', 'q3' ] ) ],
			shown: [ 2, 1, 2 ],
			answered: [ 2, 1, 2 ],
			dropped: [ 0, 0, 0 ],
		},
	] )( '$name', ( { visits, shown, answered, dropped } ) => {
		const rows = funnelRows( contractFunnel( IDS, visits ), STATS );
		expect( rows.map( ( row ) => row.shown ) ).toEqual( shown );
		expect( rows.map( ( row ) => row.answered ) ).toEqual( answered );
		expect( rows.map( ( row ) => row.dropped ) ).toEqual( dropped );
		expect( rows.map( ( row ) => row.skipped ) ).toEqual(
			shown.map( ( count, index ) => count - answered[ index ] )
		);
		// Σ dropped = started − completed.
		const started = visits.length;
		const completed = visits.filter( ( visit ) => visit.completed ).length;
		expect( rows.reduce( ( sum, row ) => sum + row.dropped, 0 ) ).toBe(
			started - completed
		);
		// The chart draws the same numbers, in the same order.
		const chart = funnelChart( rows, started );
		expect(
			chart.data.datasets.map( ( dataset ) => dataset.data )
		).toEqual( [ shown, answered, dropped ] );
	} );

	it( 'numbers and titles rows as the question cards do; an unknown question keeps its place', () => {
		const rows = funnelRows(
			[
				{
					question_id: 'q2',
					shown: 3,
					answered: 2,
					skipped: 1,
					dropped: 1,
				},
				{
					question_id: 'gone',
					shown: 1,
					answered: 1,
					skipped: 0,
					dropped: 0,
				},
				{
					question_id: 'q1',
					shown: 4,
					answered: 4,
					skipped: 0,
					dropped: 0,
				},
			],
			[ ...STATS, { id: 'q4', title: '   ' } ]
		);
		expect( rows.map( rowLabel ) ).toEqual( [
			'2. Which plan?',
			'5. (untitled question)',
			'1. How did you find us?',
		] );
	} );
} );

describe( 'when the section shows', () => {
	it.each( [
		[ { impressions: 9, started: 0, completed: 0, rate: 0 }, false ],
		[ { impressions: 9, started: 5, completed: 5, rate: 100 }, false ],
		[ { impressions: 9, started: 5, completed: 4, rate: 80 }, true ],
	] )( '%j → %s', ( completion, shows ) => {
		expect( showsCompletion( { completion } ) ).toBe( shows );
	} );
} );

describe( 'presentation', () => {
	it.each( [
		[ 70, 'en_US', '70%' ],
		[ 66.7, 'en_US', '66.7%' ],
		[ 0, 'en_US', '0%' ],
		[ 66.7, 'fr_FR', '66,7 %' ],
		[ 12.5, 'de_DE', '12,5 %' ],
	] )( 'the rate %d in %s reads %s', ( rate, locale, text ) => {
		// ICU versions differ on the space before % (no-break or narrow no-break).
		expect(
			formatRate( rate, locale ).replace( /[\u00a0\u202f]/g, ' ' )
		).toBe( text );
	} );

	it.each( [
		[ '1. Short', [ '1. Short' ] ],
		[
			'2. How did you find out about our website?',
			[ '2. How did you find out', 'about our website?' ],
		],
		[
			'3. What would make you recommend us to a friend or a colleague at work?',
			[ '3. What would make you', 'recommend us to a friend…' ],
		],
		[
			'4. Supercalifragilisticexpialidocious-and-more',
			[ '4.', 'Supercalifragilisticexpia…' ],
		],
		[ '', [ '' ] ],
	] )( 'wraps %j', ( label, lines ) => {
		const wrapped = wrapLabel( label );
		expect( wrapped ).toEqual( lines );
		wrapped.forEach( ( line ) =>
			expect( line.length ).toBeLessThanOrEqual( 26 )
		);
	} );

	it.each( [
		[ 900, [ '2. Which topic brought you', 'here?' ] ],
		[ 479, [ '2. Which topic', 'brought you', 'here?' ] ],
	] )( 'a tick at %dpx wide reads %j', ( width, lines ) => {
		expect(
			funnelTick( '2. Which topic brought you here?', width )
		).toEqual( lines );
	} );

	it( 'draws shown, answered and dropped off as horizontal bars up to the responses started', () => {
		const rows = funnelRows(
			[
				{
					question_id: 'q1',
					shown: 10,
					answered: 9,
					skipped: 1,
					dropped: 3,
				},
			],
			STATS
		);
		const chart = funnelChart( rows, 10 );
		expect( chart.options.indexAxis ).toBe( 'y' );
		expect( chart.options.scales?.x ).toMatchObject( {
			beginAtZero: true,
			suggestedMax: 10,
		} );
		expect(
			chart.data.datasets.map( ( dataset ) => [
				dataset.label,
				dataset.backgroundColor,
			] )
		).toEqual( [
			[ 'Shown', FUNNEL_COLORS.shown ],
			[ 'Answered', FUNNEL_COLORS.answered ],
			[ 'Dropped off', FUNNEL_COLORS.dropped ],
		] );
		expect( chart.data.labels ).toEqual( [ '1. How did you find us?' ] );
		// The ticks wrap to the chart's width: 2 lines of 26 on a desktop, 3 of 16 on a phone.
		const tick = chart.options.scales?.y?.ticks?.callback as unknown as (
			this: { chart: { width: number } },
			value: number,
			index: number
		) => string[];
		expect( tick.call( { chart: { width: 900 } }, 0, 0 ) ).toEqual( [
			'1. How did you find us?',
		] );
		expect( tick.call( { chart: { width: 360 } }, 0, 0 ) ).toEqual( [
			'1. How did you',
			'find us?',
		] );
		expect( funnelChartHeight( 1 ) ).toBe( 220 );
		expect( funnelChartHeight( 5 ) ).toBe( 440 );
	} );
} );
