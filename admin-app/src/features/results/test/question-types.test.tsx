import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';

import type { QuestionStat } from '../../../data/use-results';
import {
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { optionRows } from '../chart-data';
import { optionLabel, statView, takesSeveral } from '../question-stats';
import { AnswerValue } from '../responses/AnswerValue';
import { scoreSummaryParts } from '../ScoreSummary';
import {
	HEAT_STEPS,
	contrastRatio,
	heatStep,
	matrixRows,
	rankingOrder,
} from '../types/type-tables';
import { charts } from './chart-mock';
import { answer, fixToday, results, serve, stat, summaryFor } from './fixtures';

const SUMMARY = 'GET /results-summary';
const RESULTS = 'GET /surveys/3/results';

const scores = ( from: number, counts: number[] ) =>
	counts.map( ( count, index ) => ( { value: from + index, count } ) );

/** One question of each new type, answered. */
const ANSWERED: QuestionStat[] = [
	stat( {
		id: 'scale',
		title: 'How likely are you to come back?',
		type: 'scale',
		total_answers: 10,
		options: scores( 0, [ 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 1 ] ),
		summary: { average: 7.4, median: 8, satisfied: null },
	} ),
	stat( {
		id: 'csat',
		title: 'How satisfied are you?',
		type: 'scale',
		total_answers: 11,
		options: scores( 1, [ 1, 0, 1, 4, 5 ] ),
		summary: { average: 4.09, median: 4, satisfied: 81.8 },
	} ),
	stat( {
		id: 'smiley',
		title: 'How do you feel?',
		type: 'smiley',
		total_answers: 4,
		options: scores( 1, [ 0, 1, 3 ] ),
		summary: { average: 2.75, median: 3, satisfied: null },
	} ),
	stat( {
		id: 'dropdown',
		title: 'Which country?',
		type: 'dropdown',
		total_answers: 4,
		options: [
			{ value: 'France', count: 3 },
			{ value: 'Spain', count: 1 },
		],
	} ),
	stat( {
		id: 'image',
		title: 'Which design?',
		type: 'image-choice',
		total_answers: 4,
		options: [
			{ value: 'Blue', count: 3 },
			{ value: 'Green', count: 2 },
		],
	} ),
	stat( {
		id: 'consent',
		title: 'May we contact you?',
		type: 'consent',
		total_answers: 3,
		skipped: 1,
		options: [ { value: 'accepted', count: 3 } ],
	} ),
	stat( {
		id: 'matrix',
		title: 'Rate our service',
		type: 'matrix',
		total_answers: 5,
		matrix: {
			rows: [ 'Speed', 'Price' ],
			columns: [ 'Poor', 'Good', 'Great' ],
			counts: [
				[ 0, 1, 4 ],
				[ 2, 2, 0 ],
			],
		},
	} ),
	stat( {
		id: 'ranking',
		title: 'Rank these features',
		type: 'ranking',
		total_answers: 4,
		ranking: [
			{
				option: 'Reports',
				places: [ 1, 1, 2 ],
				average_place: 2.25,
				first_share: 25,
			},
			{
				option: 'Exports',
				places: [ 3, 1, 0 ],
				average_place: 1.25,
				first_share: 75,
			},
			{
				option: 'Tags',
				places: [ 0, 2, 2 ],
				average_place: 2.5,
				first_share: 0,
			},
		],
	} ),
	stat( {
		id: 'date',
		title: 'When did you visit?',
		type: 'date',
		is_quantitative: false,
		total_answers: 1,
		answers: [ answer( { response_id: 77, value: '2026-11-02' } ) ],
		answers_total: 1,
	} ),
];

function rowsOf( table: HTMLElement ): string[][] {
	return within( table )
		.getAllByRole( 'row' )
		.map( ( row ) =>
			Array.from( row.children ).map( ( cell ) => cell.textContent ?? '' )
		);
}

async function showResults( stats: QuestionStat[] ) {
	serve( {
		[ SUMMARY ]: ( query ) => summaryFor( query ),
		[ RESULTS ]: () => results( { question_stats: stats } ),
	} );
	renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
	await screen.findByText( 'Impressions' );
	await chunksLoaded();
}

function region( number: number, title: string ): HTMLElement {
	return screen.getByRole( 'region', { name: `${ number }. ${ title }` } );
}

beforeEach( () => {
	resetFetchHandler();
	fixToday();
	charts.clear();
} );
afterEach( () => {
	vi.useRealTimers();
	clearGlobals();
} );

describe( 'The new question types on the results screen', () => {
	it.each( [
		// id, summary line (null: none)
		[ 'scale', 'Average 7.4 · Median 8' ],
		[ 'csat', 'Average 4.1 · Median 4 · 81.8% satisfied' ],
		[ 'smiley', 'Average 2.8 · Median 3' ],
		[ 'dropdown', null ],
		[ 'image', null ],
	] )(
		'draws %s as a chart with its table and summary',
		async ( id, summary ) => {
			await showResults( ANSWERED );
			const index = ANSWERED.findIndex( ( entry ) => entry.id === id );
			const question = ANSWERED[ index ];
			const card = region( index + 1, question.title );
			expect(
				within( card ).getByRole( 'img', {
					name: `Answers to “${ question.title }”, in percent of responses`,
				} )
			).toBeTruthy();
			expect(
				within( card ).getByRole( 'button', { name: 'Pie' } )
			).toBeTruthy();
			const table = within( card ).getByRole( 'table', {
				name: `Answers to “${ question.title }”`,
			} );
			expect( rowsOf( table ).slice( 1 ) ).toEqual(
				optionRows( question ).map( ( row ) => [
					row.label,
					String( row.count ),
					`${ row.percent }%`,
				] )
			);
			const line = card.querySelector( '.uf-results-question__summary' );
			expect( line?.textContent ?? null ).toBe( summary );
		}
	);

	it( 'names a smiley’s bars and rows by the widget’s faces', async () => {
		await showResults( ANSWERED );
		const card = region( 3, 'How do you feel?' );
		expect(
			charts.get(
				'Answers to “How do you feel?”, in percent of responses'
			)?.data.labels
		).toEqual( [ 'Unhappy', 'Neutral', 'Happy' ] );
		expect(
			rowsOf( within( card ).getByRole( 'table' ) ).slice( 1 )
		).toEqual( [
			[ 'Unhappy', '0', '0%' ],
			[ 'Neutral', '1', '25%' ],
			[ 'Happy', '3', '75%' ],
		] );
	} );

	it( 'shows a scale’s every score, 0 included', async () => {
		await showResults( ANSWERED );
		expect(
			charts.get(
				'Answers to “How likely are you to come back?”, in percent of responses'
			)?.data.labels
		).toEqual( [ '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10' ] );
	} );

	it( 'shows a consent as given and not given, without a chart', async () => {
		await showResults( ANSWERED );
		const card = region( 6, 'May we contact you?' );
		const table = within( card ).getByRole( 'table', {
			name: 'Answers to “May we contact you?”, in percent of the responses shown it',
		} );
		expect( rowsOf( table ) ).toEqual( [
			[ 'Consent', 'Responses', 'Percentage' ],
			[ 'Given', '3', '75%' ],
			[ 'Not given', '1', '25%' ],
		] );
		expect( within( card ).queryByRole( 'img' ) ).toBeNull();
		expect( within( card ).queryByRole( 'button', { name: 'Pie' } ) ).toBe(
			null
		);
	} );

	it( 'shows a matrix as a heat table with row headers and shares of each row', async () => {
		await showResults( ANSWERED );
		const card = region( 7, 'Rate our service' );
		const table = await within( card ).findByRole( 'table', {
			name: /^Answers to “Rate our service”/,
		} );
		expect( rowsOf( table ) ).toEqual( [
			[ 'Row', 'Poor', 'Good', 'Great', 'Answered' ],
			[ 'Speed', '0 (0%)', '1 (20%)', '4 (80%)', '5' ],
			[ 'Price', '2 (50%)', '2 (50%)', '0 (0%)', '4' ],
		] );
		const speed = within( table ).getByRole( 'rowheader', {
			name: 'Speed',
		} );
		expect( speed.getAttribute( 'scope' ) ).toBe( 'row' );
		const cell = within( table ).getByRole( 'cell', { name: '4 (80%)' } );
		expect( cell.style.background ).not.toBe( '' );
		expect( cell.style.color ).not.toBe( '' );
		expect( within( card ).queryByRole( 'img' ) ).toBeNull();
		expect( charts.size ).toBeGreaterThan( 0 );
		expect(
			[ ...charts.keys() ].some( ( name ) =>
				name.includes( 'Rate our service' )
			)
		).toBe( false );
	} );

	it( 'shows a ranking best first with its average place, first choices and places', async () => {
		await showResults( ANSWERED );
		const card = region( 8, 'Rank these features' );
		const table = await within( card ).findByRole( 'table', {
			name: /^Answers to “Rank these features”, best ranked first/,
		} );
		expect( rowsOf( table ) ).toEqual( [
			[
				'Rank',
				'Option',
				'Average place',
				'First choice',
				'#1Responses placing it 1',
				'#2Responses placing it 2',
				'#3Responses placing it 3',
			],
			[ '1', 'Exports', '1.3', '75%', '3', '1', '0' ],
			[ '2', 'Reports', '2.3', '25%', '1', '1', '2' ],
			[ '3', 'Tags', '2.5', '0%', '0', '2', '2' ],
		] );
		expect(
			within( table ).getByRole( 'rowheader', { name: 'Exports' } )
		).toBeTruthy();
	} );

	it( 'lists a date’s answers like a text question', async () => {
		await showResults( ANSWERED );
		const card = region( 9, 'When did you visit?' );
		expect( within( card ).getByText( '2026-11-02' ) ).toBeTruthy();
		expect( within( card ).queryByRole( 'img' ) ).toBeNull();
		expect( within( card ).queryByRole( 'table' ) ).toBeNull();
	} );

	it( 'adds the average and median to a star rating, its strings unchanged', async () => {
		await showResults( [
			stat( {
				id: 'stars',
				title: 'Rate us',
				type: 'star-rating',
				total_answers: 4,
				options: scores( 1, [ 0, 0, 1, 1, 2 ] ),
				summary: { average: 4.25, median: 4.5, satisfied: null },
			} ),
		] );
		const card = region( 1, 'Rate us' );
		expect(
			card.querySelector( '.uf-results-question__summary' )?.textContent
		).toBe( 'Average 4.3 · Median 4.5' );
		expect(
			within( card ).getByRole( 'table', {
				name: 'Answers to “Rate us”',
			} )
		).toBeTruthy();
		expect(
			within( card ).getByText( '4 answered · 0 skipped' )
		).toBeTruthy();
	} );

	it( 'says "No answers yet." for every new type before its first answer', async () => {
		const empty = ANSWERED.filter( ( entry ) => entry.type !== 'date' ).map(
			( entry ) =>
				stat( {
					id: entry.id,
					title: entry.title,
					type: entry.type,
					options: entry.options.map( ( option ) => ( {
						...option,
						count: 0,
					} ) ),
					summary: entry.summary
						? { average: null, median: null, satisfied: null }
						: null,
					matrix: entry.matrix
						? {
								...entry.matrix,
								counts: entry.matrix.counts.map( ( row ) =>
									row.map( () => 0 )
								),
							}
						: null,
					ranking:
						entry.ranking?.map( ( option ) => ( {
							...option,
							places: option.places.map( () => 0 ),
							average_place: null,
							first_share: null,
						} ) ) ?? null,
				} )
		);
		await showResults( empty );
		empty.forEach( ( entry, index ) => {
			const card = region( index + 1, entry.title );
			expect(
				within( card ).getByText( 'No answers yet.' )
			).toBeTruthy();
			expect( within( card ).queryByRole( 'table' ) ).toBeNull();
			expect(
				card.querySelector( '.uf-results-question__summary' )
			).toBeNull();
		} );
		expect( charts.size ).toBe( 0 );
	} );
} );

describe( 'statView and optionLabel', () => {
	it.each( [
		[ 'scale', true, 'chart' ],
		[ 'smiley', true, 'chart' ],
		[ 'dropdown', true, 'chart' ],
		[ 'image-choice', true, 'chart' ],
		[ 'consent', true, 'consent' ],
		[ 'matrix', true, 'matrix' ],
		[ 'ranking', true, 'ranking' ],
		[ 'date', false, 'list' ],
		[ 'star-rating', true, 'chart' ],
		[ 'text', false, 'list' ],
	] )( '%s (quantitative %s): %s', ( type, quantitative, view ) => {
		expect( statView( { type, is_quantitative: quantitative } ) ).toBe(
			view
		);
	} );

	it.each( [
		[ 'smiley', 5, 1, 'Very unhappy' ],
		[ 'smiley', 5, 5, 'Very happy' ],
		[ 'smiley', 3, 1, 'Unhappy' ],
		[ 'smiley', 3, 3, 'Happy' ],
		[ 'consent', 1, 'accepted', 'Given' ],
		[ 'scale', 11, 0, '0' ],
		[ 'dropdown', 2, 'France', 'France' ],
	] )( '%s of %d options: %s reads %s', ( type, count, value, label ) => {
		const options = Array.from( { length: count }, ( _, index ) => ( {
			value: index + 1,
			count: 0,
		} ) );
		expect( optionLabel( { type, options }, value ) ).toBe( label );
	} );
} );

describe( 'takesSeveral', () => {
	const questions = [
		{ id: 'one', settings: { multiple: false } },
		{ id: 'many', settings: { multiple: true } },
	];
	it.each( [
		[ 'checkbox', 'any', true ],
		[ 'image-choice', 'many', true ],
		// As the question says, not as the counts look: one tick each still takes several.
		[ 'image-choice', 'one', false ],
		[ 'image-choice', 'gone', false ],
		[ 'radio-button', 'many', false ],
		[ 'dropdown', 'one', false ],
	] )( '%s (%s): %s', ( type, id, several ) => {
		expect( takesSeveral( { id, type }, questions ) ).toBe( several );
	} );
} );

describe( 'scoreSummaryParts', () => {
	it.each( [
		[ null, [] ],
		[ { average: null, median: null, satisfied: null }, [] ],
		[
			{ average: 7.44, median: 8, satisfied: null },
			[ 'Average 7.4', 'Median 8' ],
		],
		[
			{ average: 4.1, median: 4.5, satisfied: 82 },
			[ 'Average 4.1', 'Median 4.5', '82% satisfied' ],
		],
	] )( '%j: %j', ( summary, parts ) => {
		expect( scoreSummaryParts( summary, 'en_US' ) ).toEqual( parts );
	} );

	it( 'writes decimals the site’s way', () => {
		expect(
			scoreSummaryParts(
				{ average: 7.44, median: 7.5, satisfied: 81.8 },
				'de_DE'
			)
		).toEqual( [ 'Average 7,4', 'Median 7,5', '81,8% satisfied' ] );
	} );
} );

describe( 'the heat table’s numbers', () => {
	it.each( HEAT_STEPS.map( ( step ) => [ step.background, step.color ] ) )(
		'text on %s (%s) reads at WCAG AA',
		( background, color ) => {
			expect( contrastRatio( background, color ) ).toBeGreaterThanOrEqual(
				4.5
			);
		}
	);

	it.each( [
		[ 0, '#ffffff' ],
		[ 5, '#f0f6fc' ],
		[ 20, '#c5d9ed' ],
		[ 50, '#72aee6' ],
		[ 60, '#2271b1' ],
		[ 100, '#0a4b78' ],
	] )( '%d%% of the row: %s', ( percent, background ) => {
		expect( heatStep( percent ).background ).toBe( background );
	} );

	it( 'reads each cell against its own row’s answers', () => {
		expect(
			matrixRows( {
				rows: [ 'A', 'B' ],
				columns: [ 'x', 'y', 'z' ],
				counts: [ [ 1, 2, 0 ], [] ],
			} )
		).toEqual( [
			{
				label: 'A',
				total: 3,
				cells: [
					{ count: 1, percent: 33.3 },
					{ count: 2, percent: 66.7 },
					{ count: 0, percent: 0 },
				],
			},
			{
				label: 'B',
				total: 0,
				cells: [
					{ count: 0, percent: 0 },
					{ count: 0, percent: 0 },
					{ count: 0, percent: 0 },
				],
			},
		] );
	} );

	it( 'orders a ranking by average place, unranked options last, ties as asked', () => {
		const option = ( name: string, average: number | null ) => ( {
			option: name,
			places: [],
			average_place: average,
			first_share: null,
		} );
		expect(
			rankingOrder( [
				option( 'A', null ),
				option( 'B', 2 ),
				option( 'C', 1.5 ),
				option( 'D', 2 ),
			] ).map( ( entry ) => entry.option )
		).toEqual( [ 'C', 'B', 'D', 'A' ] );
	} );
} );

describe( 'AnswerValue for the new types', () => {
	it.each( [
		// type, settings, value, what it reads, list kind (null: a paragraph)
		[ 'scale', {}, 7, [ '7 of 10' ], null ],
		[ 'scale', { scale_max: 5 }, 4, [ '4 of 5' ], null ],
		[ 'smiley', { faces: 5 }, 2, [ 'Unhappy' ], null ],
		[ 'smiley', { faces: 3 }, 3, [ 'Happy' ], null ],
		[ 'consent', {}, 'accepted', [ 'Given' ], null ],
		[ 'dropdown', {}, 'France', [ 'France' ], null ],
		[ 'date', {}, '2026-11-02', [ '2026-11-02' ], null ],
		[
			'matrix',
			{},
			{ Speed: 'Great', Price: 'Good' },
			[ 'Speed: Great', 'Price: Good' ],
			'UL',
		],
		[
			'ranking',
			{},
			[ 'Exports', 'Reports', 'Tags' ],
			[ 'Exports', 'Reports', 'Tags' ],
			'OL',
		],
		[ 'image-choice', {}, [ 'Blue', 'Green' ], [ 'Blue', 'Green' ], 'UL' ],
	] as const )( '%s %j: %j', ( type, settings, value, texts, list ) => {
		const { container } = render(
			<AnswerValue
				type={ type }
				settings={ settings }
				answer={ {
					question_id: 'q',
					value: value as string,
					extra: null,
				} }
			/>
		);
		if ( list ) {
			const element = container.querySelector( 'ul, ol' );
			expect( element?.tagName ).toBe( list );
			expect(
				Array.from( element?.children ?? [] ).map(
					( item ) => item.textContent
				)
			).toEqual( texts );
		} else {
			expect( container.textContent ).toBe( texts[ 0 ] );
		}
	} );
} );
