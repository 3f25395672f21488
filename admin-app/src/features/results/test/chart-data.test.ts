import { describe, expect, it } from 'vitest';

import {
	BLUES,
	DEFAULT_STAT_CHART_TYPE,
	npsChart,
	optionRows,
	paletteColor,
	SERIES_BLUE,
	percentOf,
	percentTick,
	responsesChart,
	statChart,
	type StatChartType,
} from '../chart-data';

describe( 'percentOf', () => {
	it.each( [
		[ 50, 100, 50 ],
		[ 1, 3, 33.3 ],
		[ 2, 3, 66.7 ],
		[ 0, 10, 0 ],
		[ 3, 3, 100 ],
		[ 5, 0, 0 ],
		[ 0, 0, 0 ],
	] )( '%d of %d is %d%%', ( count, total, expected ) => {
		expect( percentOf( count, total ) ).toBe( expected );
	} );
} );

describe( 'optionRows', () => {
	it( 'keeps the config order and divides by the responses that answered', () => {
		expect(
			optionRows( {
				total_answers: 8,
				options: [
					{ value: 'Red', count: 6 },
					{ value: 'Blue', count: 4 },
					{ value: 'Green', count: 0 },
				],
			} )
		).toEqual( [
			// A checkbox: 6 of 8 and 4 of 8 add up to more than 100%.
			{ label: 'Red', count: 6, percent: 75 },
			{ label: 'Blue', count: 4, percent: 50 },
			{ label: 'Green', count: 0, percent: 0 },
		] );
	} );

	it( 'labels scale options by their number', () => {
		expect(
			optionRows( {
				total_answers: 2,
				options: [
					{ value: 1, count: 1 },
					{ value: 5, count: 1 },
				],
			} ).map( ( row ) => row.label )
		).toEqual( [ '1', '5' ] );
	} );
} );

describe( 'palette', () => {
	it( 'never puts two close shades side by side, the last slice and the first included', () => {
		const lightness = ( hex: string ) => {
			const [ r, g, b ] = [ 1, 3, 5 ].map(
				( at ) => parseInt( hex.slice( at, at + 2 ), 16 ) / 255
			);
			return ( Math.max( r, g, b ) + Math.min( r, g, b ) ) / 2;
		};
		BLUES.forEach( ( colour, index ) => {
			const next = BLUES[ ( index + 1 ) % BLUES.length ];
			expect(
				Math.abs( lightness( colour ) - lightness( next ) )
			).toBeGreaterThan( 0.15 );
		} );
	} );

	it( 'has 5 blues and cycles through them', () => {
		expect( BLUES ).toHaveLength( 5 );
		expect( [ 0, 1, 4, 5, 7 ].map( paletteColor ) ).toEqual( [
			BLUES[ 0 ],
			BLUES[ 1 ],
			BLUES[ 4 ],
			BLUES[ 0 ],
			BLUES[ 2 ],
		] );
	} );
} );

describe( 'statChart', () => {
	const rows = optionRows( {
		total_answers: 10,
		options: [
			{ value: 'Yes', count: 7 },
			{ value: 'No', count: 3 },
		],
	} );

	it( 'defaults to vertical bars', () => {
		expect( DEFAULT_STAT_CHART_TYPE ).toBe( 'vertical-bar' );
	} );

	it.each< [ StatChartType, string, string | undefined, 'x' | 'y' | null ] >(
		[
			[ 'vertical-bar', 'bar', 'x', 'y' ],
			[ 'horizontal-bar', 'bar', 'y', 'x' ],
			[ 'line', 'line', undefined, 'y' ],
			[ 'pie', 'pie', undefined, null ],
		]
	)(
		'%s draws a %s chart (index axis %s, percentage axis %s)',
		( type, kind, indexAxis, percentAxis ) => {
			const chart = statChart( type, rows );
			expect( chart.kind ).toBe( kind );
			expect( chart.data.labels ).toEqual( [ 'Yes', 'No' ] );
			expect( chart.data.datasets[ 0 ].data ).toEqual( [ 70, 30 ] );
			const options = chart.options as {
				indexAxis?: string;
				scales?: Record<
					string,
					{ min: number; max: number; ticks: { stepSize: number } }
				>;
			};
			expect( options.indexAxis ).toBe( indexAxis );
			if ( percentAxis === null ) {
				expect( options.scales ).toBeUndefined();
				return;
			}
			expect( Object.keys( options.scales ?? {} ) ).toEqual( [
				percentAxis,
			] );
			const scale = options.scales?.[ percentAxis ];
			expect( scale?.min ).toBe( 0 );
			expect( scale?.max ).toBe( 100 );
			expect( scale?.ticks.stepSize ).toBe( 20 );
		}
	);

	it( 'colours pie slices from the palette and bars in one blue', () => {
		expect(
			statChart( 'pie', rows ).data.datasets[ 0 ].backgroundColor
		).toEqual( [ BLUES[ 0 ], BLUES[ 1 ] ] );
		expect(
			statChart( 'vertical-bar', rows ).data.datasets[ 0 ].backgroundColor
		).toBe( SERIES_BLUE );
	} );

	it( 'draws a checkbox pie as shares of all selections, adding up to 100', () => {
		// 10 respondents ticked 7 and 6 times: 70 % and 60 % of respondents, 13 selections.
		const ticks = optionRows( {
			total_answers: 10,
			options: [
				{ value: 'Reports', count: 7 },
				{ value: 'Exports', count: 6 },
			],
		} );
		expect( ticks.map( ( row ) => row.percent ) ).toEqual( [ 70, 60 ] );
		const pie = statChart( 'pie', ticks, true );
		expect( pie.data.datasets[ 0 ].data ).toEqual( [ 53.8, 46.2 ] );
		expect( pie.data.datasets[ 0 ].label ).toBe(
			'Share of all selections'
		);
		const label = (
			pie.options.plugins?.tooltip?.callbacks as {
				label: ( item: { dataIndex: number } ) => string;
			}
		 ).label;
		expect( label( { dataIndex: 0 } ) ).toBe( '53.8% of selections (7)' );
		// Bars keep the share of respondents; a single-choice pie is unchanged.
		expect(
			statChart( 'vertical-bar', ticks, true ).data.datasets[ 0 ].data
		).toEqual( [ 70, 60 ] );
		expect( statChart( 'pie', ticks ).data.datasets[ 0 ].data ).toEqual( [
			70, 60,
		] );
	} );

	it( 'labels ticks and tooltips with percentages and counts', () => {
		expect( percentTick( 40 ) ).toBe( '40%' );
		const chart = statChart( 'vertical-bar', rows );
		const label = (
			chart.options.plugins?.tooltip?.callbacks as {
				label: ( item: { dataIndex: number } ) => string;
			}
		 ).label;
		expect( label( { dataIndex: 0 } ) ).toBe( '70% (7)' );
	} );
} );

describe( 'npsChart', () => {
	it( 'leaves gaps on days without answers, on a −100 to 100 axis', () => {
		const chart = npsChart(
			[
				{
					date: '2026-11-19',
					nps: 40,
					count: 5,
					margin: null,
					hidden: false,
				},
				{
					date: '2026-11-20',
					nps: null,
					count: 0,
					margin: null,
					hidden: false,
				},
				{
					date: '2026-11-21',
					nps: -20,
					count: 5,
					margin: null,
					hidden: false,
				},
			],
			( day ) => day.slice( 5 )
		);
		expect( chart.data.labels ).toEqual( [ '11-19', '11-20', '11-21' ] );
		expect( chart.data.datasets[ 0 ].data ).toEqual( [ 40, null, -20 ] );
		expect( chart.data.datasets[ 0 ].spanGaps ).toBe( false );
		const y = chart.options.scales?.y as { min: number; max: number };
		expect( [ y.min, y.max ] ).toEqual( [ -100, 100 ] );
	} );

	it( 'draws ±100 whole, tells each day’s responses and marks thin days hollow', () => {
		const chart = npsChart(
			[
				{
					date: '2026-11-20',
					nps: 100,
					count: 1,
					margin: null,
					hidden: false,
				},
				{
					date: '2026-11-21',
					nps: -20,
					count: 12,
					margin: null,
					hidden: false,
				},
			],
			( day ) => day
		);
		const dataset = chart.data.datasets[ 0 ];
		expect( dataset.clip ).toBe( false );
		expect( chart.options.layout?.padding ).toMatchObject( { top: 8 } );
		expect( dataset.pointBackgroundColor ).toEqual( [
			'#fff',
			SERIES_BLUE,
		] );
		const callbacks = chart.options.plugins?.tooltip?.callbacks as {
			label: ( item: { dataIndex: number } ) => string;
			afterLabel: ( item: { dataIndex: number } ) => string;
		};
		expect( callbacks.label( { dataIndex: 0 } ) ).toBe( 'NPS score: 100' );
		expect( callbacks.afterLabel( { dataIndex: 0 } ) ).toBe( '1 response' );
		expect( callbacks.afterLabel( { dataIndex: 1 } ) ).toBe(
			'12 responses'
		);
	} );
} );

describe( 'responsesChart', () => {
	it( 'counts responses per day from zero', () => {
		const chart = responsesChart(
			[
				{ date: '2026-11-20', count: 0 },
				{ date: '2026-11-21', count: 4 },
			],
			( day ) => day
		);
		expect( chart.data.datasets[ 0 ].data ).toEqual( [ 0, 4 ] );
		expect(
			( chart.options.scales?.y as { beginAtZero: boolean } ).beginAtZero
		).toBe( true );
	} );
} );

describe( 'npsChart with margins, hidden points and a compare overlay', () => {
	const series = [
		{ date: '2026-11-19', nps: 50, count: 10, margin: 30, hidden: false },
		{ date: '2026-11-20', nps: 90, count: 8, margin: 20, hidden: false },
		{ date: '2026-11-21', nps: 100, count: 1, margin: null, hidden: false },
		{ date: '2026-11-22', nps: 20, count: 2, margin: 80, hidden: true },
	];

	it( 'draws score ± margin as a band (upper, then lower filled to it), clamped to ±100, gaps where hidden', () => {
		const chart = npsChart( series, ( day ) => day );
		const [ score, upper, lower ] = chart.data.datasets;
		expect( chart.data.datasets ).toHaveLength( 3 );
		expect( score.data ).toEqual( [ 50, 90, 100, null ] );
		expect( upper.data ).toEqual( [ 80, 100, null, null ] );
		expect( lower.data ).toEqual( [ 20, 70, null, null ] );
		expect( lower.fill ).toBe( '-1' );
		expect( chart.options.plugins?.legend?.display ).toBe( true );
	} );

	it( 'overlays the compared series by position, dashed', () => {
		const chart = npsChart( series, ( day ) => day, {
			firstLabel: 'This period',
			label: 'Previous period',
			series: [
				{
					date: '2026-11-12',
					nps: -10,
					count: 3,
					margin: null,
					hidden: false,
				},
				{
					date: '2026-11-13',
					nps: null,
					count: 0,
					margin: null,
					hidden: false,
				},
			],
		} );
		expect( chart.data.datasets[ 0 ].label ).toBe( 'This period' );
		expect( chart.data.datasets[ 1 ].label ).toBe( 'Previous period' );
		expect( chart.data.datasets[ 1 ].data ).toEqual( [
			-10,
			null,
			null,
			null,
		] );
	} );

	it( 'draws no band without margins', () => {
		const chart = npsChart(
			[
				{
					date: '2026-11-19',
					nps: 50,
					count: 10,
					margin: null,
					hidden: false,
				},
			],
			( day ) => day
		);
		expect( chart.data.datasets ).toHaveLength( 1 );
		expect( chart.options.plugins?.legend?.display ).toBe( false );
	} );
} );
