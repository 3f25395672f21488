import { describe, expect, it } from 'vitest';

import {
	examplesProblem,
	labelProblem,
	pageCount,
	pageRangeText,
	panelThemes,
	parseExamples,
	sentimentShares,
	share,
	trendLine,
} from '../model';
import { partTitle } from '../ResponseInsightsPanel';

describe( 'sentimentShares', () => {
	it( 'gives whole percents, rounded as the trend’s', () => {
		expect(
			sentimentShares( { positive: 1, neutral: 1, negative: 1 } )
		).toEqual( {
			total: 3,
			shares: { positive: 33, neutral: 33, negative: 33 },
		} );
		expect(
			sentimentShares( { positive: 3, neutral: 0, negative: 5 } ).shares
				.negative
		).toBe( 63 );
		expect(
			sentimentShares( { positive: 51, neutral: 7, negative: 42 } ).shares
		).toEqual( { positive: 51, neutral: 7, negative: 42 } );
	} );

	it( 'gives zeros when nothing was counted', () => {
		expect(
			sentimentShares( { positive: 0, neutral: 0, negative: 0 } )
		).toEqual( {
			total: 0,
			shares: { positive: 0, neutral: 0, negative: 0 },
		} );
	} );
} );

describe( 'trendLine', () => {
	it( 'shows both shares and the server’s change, flagged only when it says so', () => {
		expect( trendLine( 42, 100, 51, 100, 9, true ) ).toEqual( {
			text: '42% → 51% (+9)',
			flagged: true,
		} );
		expect( trendLine( 42, 100, 51, 100, 9, false ) ).toEqual( {
			text: '42% → 51% (+9)',
			flagged: false,
		} );
		expect( trendLine( 10, 20, 3, 30, -40, false ).text ).toBe(
			'50% → 10% (−40)'
		);
		expect( trendLine( 5, 10, 5, 10, 0, false ).text ).toBe(
			'50% → 50% (0)'
		);
	} );

	it( 'has no change when a period had no responses', () => {
		expect( trendLine( 0, 0, 3, 10, null, null ) ).toEqual( {
			text: '– → 30%',
			flagged: false,
		} );
		expect( share( 1, 0 ) ).toBeNull();
	} );
} );

describe( 'panelThemes', () => {
	const themes = [
		{
			id: 1,
			label: 'Price',
			examples: [ 'price' ],
			origin: 'suggested' as const,
			count: 9,
		},
		{
			id: 2,
			label: 'Speed',
			examples: [],
			origin: 'owner' as const,
			count: 4,
		},
		{
			id: 3,
			label: 'Support',
			examples: [],
			origin: 'owner' as const,
			count: 4,
		},
	];

	it( 'takes the filtered counts when known, most responses first, then oldest', () => {
		const list = panelThemes(
			themes,
			[ { id: 2, count: 5 } ],
			[ { id: 2, previous: 1, current: 5, change: 20, flagged: true } ]
		);
		expect( list.map( ( theme ) => [ theme.id, theme.count ] ) ).toEqual( [
			[ 2, 5 ],
			[ 1, 0 ],
			[ 3, 0 ],
		] );
		expect( list[ 0 ].trend ).toEqual( {
			previous: 1,
			current: 5,
			change: 20,
			flagged: true,
		} );
		expect( list[ 1 ].trend ).toBeNull();
	} );

	it( 'keeps every response’s counts without the results’', () => {
		expect( panelThemes( themes ).map( ( theme ) => theme.count ) ).toEqual(
			[ 9, 4, 4 ]
		);
	} );
} );

describe( 'examples and labels', () => {
	it( 'reads phrases one per line or comma separated, without repeats', () => {
		expect(
			parseExamples( ' slow checkout\nToo  slow, slow Checkout,,\n' )
		).toEqual( [ 'slow checkout', 'Too slow' ] );
		expect( parseExamples( '' ) ).toEqual( [] );
	} );

	it( 'refuses empty, too long and taken labels, the renamed theme’s own aside', () => {
		const themes = [ { id: 1, label: 'Price' } ];
		expect( labelProblem( '  ', themes ) ).toMatch( /label/ );
		expect( labelProblem( 'x'.repeat( 121 ), themes ) ).toMatch( /120/ );
		expect( labelProblem( 'price', themes ) ).toMatch( /already/ );
		expect( labelProblem( 'PRICE', themes, 1 ) ).toBeNull();
		expect( labelProblem( 'Speed', themes ) ).toBeNull();
	} );

	it( 'needs an example for a split, at most 20 of 200 characters', () => {
		expect( examplesProblem( [], true ) ).toMatch( /at least one/ );
		expect( examplesProblem( [], false ) ).toBeNull();
		expect(
			examplesProblem( Array.from( { length: 21 }, String ), false )
		).toMatch( /20/ );
		expect( examplesProblem( [ 'x'.repeat( 201 ) ], false ) ).toMatch(
			/200/
		);
	} );
} );

describe( 'pages and titles', () => {
	it( 'counts pages and says which comments show', () => {
		expect( pageCount( 0, 10 ) ).toBe( 1 );
		expect( pageCount( 21, 10 ) ).toBe( 3 );
		expect( pageRangeText( 3, 10, 21 ) ).toBe( 'Showing 21–21 of 21' );
		expect( pageRangeText( 1, 10, 0 ) ).toBe( 'No comments.' );
	} );

	it( 'names a part by its question, a comment as such', () => {
		const questions = [
			{ id: 'a', title: 'Rate us' },
			{ id: 'b', title: 'Why?' },
		];
		expect(
			partTitle( { question_id: 'b', part: 'answer' }, questions )
		).toBe( 'Q2 Why?' );
		expect(
			partTitle( { question_id: 'a', part: 'comment' }, questions )
		).toBe( 'Q1 Rate us (comment)' );
		expect(
			partTitle( { question_id: 'gone', part: 'answer' }, questions )
		).toBe( 'gone' );
	} );
} );
