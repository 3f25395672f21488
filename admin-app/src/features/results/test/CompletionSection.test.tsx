import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';

import {
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { charts } from './chart-mock';
import { fixToday, results, serve, stat, summaryFor } from './fixtures';

const SUMMARY = 'GET /results-summary';
const RESULTS = 'GET /surveys/3/results';
const FUNNEL =
	'Drop-off by question: responses shown each question, that answered it and that left at it';

const STATS = [
	stat( { id: 'q1', title: 'How did you find us?', total_answers: 10 } ),
	stat( { id: 'q2', title: 'Which plan?', total_answers: 4 } ),
	stat( { id: 'q3', title: 'Why that plan?', type: 'text' } ),
];

/** Ten started, seven completed; logic hides q2 from four of them. */
const PARTIAL = {
	responses_count: 10,
	question_stats: STATS,
	completion: { impressions: 40, started: 10, completed: 7, rate: 70 },
	funnel: [
		{ question_id: 'q1', shown: 10, answered: 10, skipped: 0, dropped: 1 },
		{ question_id: 'q2', shown: 5, answered: 4, skipped: 1, dropped: 2 },
		{ question_id: 'q3', shown: 8, answered: 6, skipped: 2, dropped: 0 },
	],
};

function card( region: HTMLElement, label: string ) {
	return within( region ).getByText( label, { selector: 'dt' } )
		.nextElementSibling?.textContent;
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

describe( 'The completion section', () => {
	it( 'shows the cards, the funnel chart and its table when the range holds partial responses', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results( PARTIAL ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );

		const section = await screen.findByRole( 'region', {
			name: 'Completion',
		} );
		expect( card( section, 'Started' ) ).toBe( '10' );
		expect( card( section, 'Completed' ) ).toBe( '7' );
		expect( card( section, 'Completion rate' ) ).toBe( '70%' );
		expect(
			within( section ).getByText( /^3 visitors left before the end\./ )
		).toBeTruthy();

		const table = within( section ).getByRole( 'table', {
			name: 'Drop-off by question',
		} );
		expect(
			within( table )
				.getAllByRole( 'columnheader' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [
			'Question',
			'Shown',
			'Answered',
			'Skipped',
			'Dropped off',
		] );
		expect(
			within( table )
				.getAllByRole( 'row' )
				.slice( 1 )
				.map( ( row ) =>
					Array.from( row.children ).map(
						( cell ) => cell.textContent
					)
				)
		).toEqual( [
			[ '1. How did you find us?', '10', '10', '0', '1' ],
			[ '2. Which plan?', '5', '4', '1', '2' ],
			[ '3. Why that plan?', '8', '6', '2', '0' ],
		] );

		// The chart arrives from the lazy chunk with the same numbers.
		await within( section ).findByRole( 'img', { name: FUNNEL } );
		const chart = charts.get( FUNNEL );
		expect( chart?.kind ).toBe( 'bar' );
		expect( chart?.options.indexAxis ).toBe( 'y' );
		expect(
			chart?.data.datasets.map(
				( dataset: { label: string; data: number[] } ) => [
					dataset.label,
					dataset.data,
				]
			)
		).toEqual( [
			[ 'Shown', [ 10, 5, 8 ] ],
			[ 'Answered', [ 10, 4, 6 ] ],
			[ 'Dropped off', [ 1, 2, 0 ] ],
		] );
		// Before the question cards, after the survey's cards.
		const questions = screen.getByRole( 'region', {
			name: '1. How did you find us?',
		} );
		expect(
			// eslint-disable-next-line no-bitwise -- DOM position flags.
			section.compareDocumentPosition( questions ) &
				Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
	} );

	it.each( [
		[ 'no completion from the server', {} ],
		[
			'every response completed',
			{
				completion: {
					impressions: 40,
					started: 10,
					completed: 10,
					rate: 100,
				},
				funnel: PARTIAL.funnel.map( ( step ) => ( {
					...step,
					dropped: 0,
				} ) ),
			},
		],
	] )( 'reads exactly as before with %s', async ( _name, overrides ) => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( { question_stats: STATS, ...overrides } ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByRole( 'region', {
			name: '1. How did you find us?',
		} );
		expect(
			screen.queryByRole( 'region', { name: 'Completion' } )
		).toBeNull();
		expect( screen.queryByText( 'Completion rate' ) ).toBeNull();
		expect( charts.has( FUNNEL ) ).toBe( false );
	} );

	it( 'says when no funnel was recorded', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results( { ...PARTIAL, funnel: undefined } ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		const section = await screen.findByRole( 'region', {
			name: 'Completion',
		} );
		expect( within( section ).getByText( /^No funnel yet/ ) ).toBeTruthy();
		expect( within( section ).queryByRole( 'table' ) ).toBeNull();
	} );

	it( 'the summary cards say "Closed: limit reached" once the survey reached its limit', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results( { limit_reached: true } ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );
		expect(
			screen.getByText( 'Status', { selector: 'dt' } ).nextElementSibling
				?.textContent
		).toBe( 'Closed: limit reached' );
	} );

	it( 'says nothing about a limit that was not reached', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );
		expect( screen.queryByText( 'Closed: limit reached' ) ).toBeNull();
		expect( screen.queryByText( 'Status', { selector: 'dt' } ) ).toBeNull();
	} );
} );
