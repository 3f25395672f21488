import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	ADMIN_URL,
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
} from '../../../test-utils';
import { charts } from './chart-mock';
import {
	answer,
	callsTo,
	currentRoute,
	fixToday,
	results,
	serve,
	stat,
	summaryFor,
	summarySurvey,
} from './fixtures';

const SUMMARY = 'GET /results-summary';
const RESULTS = 'GET /surveys/3/results';
const CHART = 'Answers to “How did you find us?”, in percent of responses';

function tooltipOf( element: HTMLElement ): string {
	const id = element.getAttribute( 'aria-describedby' ) ?? '';
	return document.getElementById( id )?.textContent ?? '';
}

function card( label: string ) {
	return screen.getByText( label, { selector: 'dt' } ).nextElementSibling
		?.textContent;
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

describe( 'Survey results', () => {
	it( 'shows the four cards, the toolbar and the question stats', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Website Experience',
			} )
		).toBeTruthy();
		await screen.findByText( 'Impressions' );
		expect( callsTo( calls, RESULTS )[ 0 ].query.toString() ).toBe( '' );
		expect( card( 'Past 7 days' ) ).toBe( '12' );
		expect( card( 'Past 30 days' ) ).toBe( '57' );
		expect( card( 'Total responses' ) ).toBe( '118' );
		expect( card( 'Impressions' ) ).toBe( '960' );

		expect(
			screen
				.getByRole( 'link', { name: 'View Individual Responses' } )
				.getAttribute( 'href' )
		).toBe( '#/survey/3/responses' );
		const switcher = screen.getByRole( 'combobox', {
			name: 'Survey',
		} ) as HTMLSelectElement;
		expect( switcher.value ).toBe( '3' );
		expect(
			within( switcher )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Website Experience',
			'Pricing Page Poll',
			'Net Promoter',
		] );

		const question = screen.getByRole( 'region', {
			name: '1. How did you find us?',
		} );
		expect(
			within( question ).getByText( '100 answered · 18 skipped' )
		).toBeTruthy();
		const table = within( question ).getByRole( 'table', {
			name: 'Answers to “How did you find us?”',
		} );
		expect(
			within( table )
				.getAllByRole( 'row' )
				.slice( 1 )
				.map( ( row ) => row.textContent )
		).toEqual( [ 'Search5050%', 'Friend3030%', 'Ad2020%' ] );
		// Pro with an elite licence: no upsell where the AI summary goes.
		expect(
			screen.queryByText( 'Upgrade to Pro to unlock this feature' )
		).toBeNull();
	} );

	it( 'shows an NPS question’s score, margin and buckets on its card in any survey', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'score',
							title: 'Would you recommend us?',
							type: 'nps',
							total_answers: 40,
							nps: {
								detractor: 20,
								passive: 30,
								promoter: 50,
								nps: 30,
								total: 40,
								margin: 12.4,
							},
							options: Array.from( { length: 10 }, ( _, i ) => ( {
								value: i + 1,
								count: 4,
							} ) ),
						} ),
					],
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );
		const summary = (
			await screen.findByText( 'NPS score', { selector: 'dt' } )
		).closest( 'dl' ) as HTMLElement;
		expect(
			within( summary ).getByText( 'NPS score' ).nextElementSibling
				?.textContent
		).toBe( '30 ±12(95% margin of error)' );
		expect(
			within( summary ).getByText( 'Promoters' ).nextElementSibling
				?.textContent
		).toBe( '50%' );
		expect(
			within( summary ).getByText( 'Passives' ).nextElementSibling
				?.textContent
		).toBe( '30%' );
		expect(
			within( summary ).getByText( 'Detractors' ).nextElementSibling
				?.textContent
		).toBe( '20%' );
	} );

	it( 'switches a question’s chart type', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
		} );
		renderApp( 'results', { hash: '/survey/3' } );
		await screen.findByRole( 'img', { name: CHART } );

		const vertical = screen.getByRole( 'button', {
			name: 'Vertical bars',
		} );
		expect( vertical.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( charts.get( CHART ) ).toMatchObject( {
			kind: 'bar',
			options: {
				indexAxis: 'x',
				scales: { y: { min: 0, max: 100, ticks: { stepSize: 20 } } },
			},
		} );
		expect( charts.get( CHART )?.data.datasets[ 0 ].data ).toEqual( [
			50, 30, 20,
		] );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Horizontal bars' } )
		);
		expect( charts.get( CHART ) ).toMatchObject( {
			kind: 'bar',
			options: { indexAxis: 'y', scales: { x: { min: 0, max: 100 } } },
		} );
		expect( vertical.getAttribute( 'aria-pressed' ) ).toBe( 'false' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Lines' } ) );
		expect( charts.get( CHART )?.kind ).toBe( 'line' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Pie' } ) );
		expect( charts.get( CHART )?.kind ).toBe( 'pie' );
		expect(
			charts.get( CHART )?.data.datasets[ 0 ].backgroundColor
		).toHaveLength( 3 );
		expect(
			screen
				.getByRole( 'button', { name: 'Pie' } )
				.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
	} );

	it( 'flags a question with invalid options and links to the editor', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'q1',
							title: 'Broken',
							total_answers: 4,
							options: [
								{ value: 'Yes', count: 4 },
								{ value: '', count: 0 },
							],
						} ),
						stat( { id: 'q2', title: 'Empty', type: 'checkbox' } ),
					],
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );

		const messages = await screen.findAllByText(
			/^This question has invalid options/
		);
		expect( messages ).toHaveLength( 2 );
		expect( messages[ 0 ].textContent ).toBe(
			'This question has invalid options. You can fix it here'
		);
		expect(
			within( messages[ 0 ] )
				.getByRole( 'link', { name: 'here' } )
				.getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_surveys#/edit/3/questions`
		);
		expect( charts.size ).toBe( 0 );
		expect( screen.queryByRole( 'button', { name: 'Pie' } ) ).toBeNull();
	} );

	it.each( [
		[ 'Lite', LITE ],
		[ 'Pro without a licence', PRO_UNLICENSED ],
		[ 'Pro with a plus licence', entitlementsOf( 'plus' ) ],
	] )(
		'locks Export Results and shows the AI upsell in %s',
		async ( _name, entitlements ) => {
			serve( {
				[ SUMMARY ]: ( query ) => summaryFor( query ),
				[ RESULTS ]: () => results(),
				'GET /ai-summary/upsell': () => ( { upsell_dismissed: false } ),
			} );
			renderApp( 'results', {
				hash: '/survey/3',
				globals: entitlements,
			} );
			await screen.findByText( 'Impressions' );

			const exportButton = screen.getByRole( 'button', {
				name: 'Export Results',
			} );
			expect( exportButton.getAttribute( 'aria-disabled' ) ).toBe(
				'true'
			);
			expect( tooltipOf( exportButton ) ).toBe(
				'Upgrade to Pro to unlock Export Results'
			);
			expect(
				screen.queryByRole( 'link', { name: 'Export Results' } )
			).toBeNull();

			const upsell = await screen.findByRole( 'region', {
				name: 'AI Summary',
			} );
			expect(
				within( upsell ).getByRole( 'link', {
					name: /Upgrade to Pro to unlock this feature/,
				} )
			).toBeTruthy();
		}
	);

	it( 'links Export Results for Pro with an elite licence', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );

		expect(
			screen
				.getByRole( 'link', { name: 'Export Results' } )
				.getAttribute( 'href' )
		).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_exports&survey_id=3&report=general&_wpnonce=export-nonce`
		);
		// The same report as CSV, beside it, behind the same gate.
		const csv = screen.getByRole( 'link', { name: 'Export as CSV' } );
		expect( csv.textContent ).toBe( 'CSV' );
		expect( csv.getAttribute( 'href' ) ).toBe(
			`${ ADMIN_URL }admin.php?page=userfeedback_exports&survey_id=3&report=general&format=csv&_wpnonce=export-nonce`
		);
		// The AI summary itself, not its upsell (features/results/ai tests the rest).
		expect(
			within(
				screen.getByRole( 'region', { name: 'AI Summary' } )
			).getByRole( 'button', { name: 'Get AI Summary' } )
		).toBeTruthy();
		// The statistics say what they cover.
		expect( screen.getByText( 'All time' ) ).toBeTruthy();
	} );

	it( 'offers no CSV choice without the Pro plan', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_UNLICENSED } );
		await screen.findByText( 'Impressions' );
		expect(
			screen
				.getByRole( 'button', { name: 'Export Results' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect( screen.queryByRole( 'link', { name: /CSV/ } ) ).toBe( null );
	} );

	it( 'offers neither export nor AI summary for a survey without responses', async () => {
		serve( {
			[ SUMMARY ]: ( query ) =>
				summaryFor( query, [
					summarySurvey( {
						id: 3,
						title: 'Website Experience',
						responses_count: 0,
					} ),
				] ),
			[ RESULTS ]: () =>
				results( {
					responses_count: 0,
					responses_count_7_days: 0,
					responses_count_30_days: 0,
				} ),
			'GET /preload-ai-summary/3': () => ( {
				success: true,
				summary: null,
			} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );

		expect( screen.queryByRole( 'link', { name: 'Export Results' } ) ).toBe(
			null
		);
		const exportButton = screen.getByRole( 'button', {
			name: 'Export Results',
		} );
		expect( exportButton.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( tooltipOf( exportButton ) ).toBe(
			'Nothing to export yet: this survey has no responses.'
		);
		expect( screen.queryByRole( 'link', { name: /CSV/ } ) ).toBe( null );

		const ai = within(
			screen.getByRole( 'region', { name: 'AI Summary' } )
		).getByRole( 'button', {
			name: 'Get AI Summary',
		} ) as HTMLButtonElement;
		await waitFor( () => expect( ai.disabled ).toBe( true ) );
		expect(
			screen.getByText(
				'Nothing to summarize yet: this survey has no responses.'
			)
		).toBeTruthy();
	} );

	it( 'links each answer to its response with Pro', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'q2',
							title: 'Anything else?',
							type: 'long-text',
							is_quantitative: false,
							total_answers: 1,
							answers: [
								answer( { response_id: 100, value: 'Hello' } ),
							],
							answers_total: 1,
						} ),
					],
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_UNLICENSED } );
		expect( await screen.findByText( 'Hello' ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Response #100' } )
				.getAttribute( 'href' )
		).toBe( '#/survey/3/responses/100' );
	} );

	it( 'draws a checkbox pie as shares of all selections and says so', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'q3',
							title: 'Which features do you use?',
							type: 'checkbox',
							total_answers: 10,
							options: [
								{ value: 'Reports', count: 7 },
								{ value: 'Exports', count: 6 },
							],
							answers: [],
						} ),
					],
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Pie' } ) );
		const pie = charts.get(
			'Answers to “Which features do you use?”, in percent of all selections'
		);
		expect( pie?.kind ).toBe( 'pie' );
		expect(
			screen.getByText(
				/The pie shows each answer’s share of all 13 selections; the table, the share of respondents who chose it\./
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'columnheader', {
				name: 'Percentage of respondents',
			} )
		).toBeTruthy();
		expect( screen.getByRole( 'cell', { name: '70%' } ) ).toBeTruthy();
	} );

	it( 'lists text answers and shows more on request', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'q2',
							title: 'Anything else?',
							type: 'long-text',
							is_quantitative: false,
							total_answers: 22,
							answers: Array.from( { length: 20 }, ( _, index ) =>
								answer( {
									response_id: 100 - index,
									value: `Answer ${ index + 1 }`,
								} )
							),
							answers_total: 22,
						} ),
					],
				} ),
			'GET /surveys/3/answers': () => ( {
				items: [
					answer( { response_id: 41, value: 'Answer 21' } ),
					answer( { response_id: 40, value: 'Answer 22' } ),
				],
				pagination: { page: 2, pages: 2, per_page: 20, total: 22 },
			} ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );

		expect( await screen.findByText( 'Answer 1' ) ).toBeTruthy();
		expect( screen.getByText( 'Answer 20' ) ).toBeTruthy();
		// Lite: single responses are Pro, so the link is a locked choice, not a dead end.
		expect( screen.queryByRole( 'link', { name: /Response #100/ } ) ).toBe(
			null
		);
		const locked = screen.getByRole( 'button', {
			name: 'Response #100 Individual Responses is a PRO feature. Learn how to unlock it.',
		} );
		fireEvent.click( locked );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Individual Responses is a PRO feature',
			} )
		).toBeTruthy();
		expect( charts.size ).toBe( 0 );

		fireEvent.click( screen.getByRole( 'button', { name: 'Show more' } ) );
		expect( await screen.findByText( 'Answer 22' ) ).toBeTruthy();
		const request = callsTo( calls, 'GET /surveys/3/answers' )[ 0 ].query;
		expect( Object.fromEntries( request ) ).toEqual( {
			question_id: 'q2',
			page: '2',
			per_page: '20',
		} );
		const question = screen.getByRole( 'region', {
			name: '1. Anything else?',
		} );
		expect( within( question ).getAllByRole( 'listitem' ) ).toHaveLength(
			22
		);
		expect(
			screen.queryByRole( 'button', { name: 'Show more' } )
		).toBeNull();
	} );

	it( 'lists the comments left on a choice question', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					question_stats: [
						stat( {
							id: 'q1',
							title: 'How did you find us?',
							total_answers: 2,
							options: [
								{ value: 'Search', count: 1 },
								{ value: 'Other', count: 1 },
							],
							answers: [
								answer( {
									response_id: 8,
									value: 'Other',
									extra: 'A podcast',
								} ),
								answer( {
									response_id: 7,
									value: 'Search',
									extra: null,
								} ),
							],
							answers_total: 1,
						} ),
					],
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );

		const question = await screen.findByRole( 'region', {
			name: '1. How did you find us?',
		} );
		expect(
			within( question ).getByRole( 'heading', { name: 'Comments' } )
		).toBeTruthy();
		expect( within( question ).getByText( 'A podcast' ) ).toBeTruthy();
		expect( within( question ).getByText( 'Answer: Other' ) ).toBeTruthy();
		expect( within( question ).getAllByRole( 'listitem' ) ).toHaveLength(
			1
		);
		expect(
			within( question ).queryByRole( 'button', { name: 'Show more' } )
		).toBeNull();
	} );

	it( 'says when a survey has no responses yet', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () =>
				results( {
					responses_count: 0,
					responses_count_7_days: 0,
					responses_count_30_days: 0,
				} ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );

		expect(
			await screen.findByText(
				'No responses yet. Results appear here once visitors answer this survey.'
			)
		).toBeTruthy();
		expect( card( 'Total responses' ) ).toBe( '0' );
	} );

	it( 'navigates with the survey switcher', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
			'GET /surveys/4/results': () =>
				results( { id: 4, title: 'Pricing Page Poll' } ),
		} );
		renderApp( 'results', { hash: '/survey/3' } );
		await screen.findByText( 'Impressions' );

		fireEvent.change( screen.getByRole( 'combobox', { name: 'Survey' } ), {
			target: { value: '4' },
		} );
		await waitFor( () => expect( currentRoute() ).toBe( '/survey/4' ) );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Pricing Page Poll',
			} )
		).toBeTruthy();
	} );

	it.each( [ '/survey/99', '/survey/abc', '/survey/0' ] )(
		'shows Page not found for %s',
		async ( hash ) => {
			serve( {
				[ SUMMARY ]: ( query ) => summaryFor( query ),
				'GET /surveys/99/results': () => {
					throw {
						code: 'rest_not_found',
						message: 'Survey not found.',
						data: { status: 404 },
					};
				},
			} );
			renderApp( 'results', { hash } );
			expect(
				await screen.findByRole( 'heading', {
					level: 1,
					name: 'Page not found',
				} )
			).toBeTruthy();
			expect(
				screen.getByRole( 'link', { name: 'Back to Results' } )
			).toBeTruthy();
		}
	);

	it( 'shows the server’s message and retries', async () => {
		let fail = true;
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => {
				if ( fail ) {
					fail = false;
					throw {
						code: 'db_error',
						message: 'Database went away.',
						data: { status: 500 },
					};
				}
				return results();
			},
		} );
		renderApp( 'results', { hash: '/survey/3' } );

		expect( await screen.findByText( 'Database went away.' ) ).toBeTruthy();
		// The toolbar stays usable.
		expect(
			screen.getByRole( 'combobox', { name: 'Survey' } )
		).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await screen.findByText( 'Impressions' ) ).toBeTruthy();
	} );

	it( 'shows the days it covers in the toolbar and changes them in one click (elite)', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: ( query ) =>
				results( {
					from: query.get( 'from' ),
					to: query.get( 'to' ),
				} ),
			'GET /preload-ai-summary/3': () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );

		const group = screen.getByRole( 'group', { name: 'Date range' } );
		const button = ( name: string ) =>
			within( group ).getByRole( 'button', { name } );
		// All dates by default, said in words at the picker.
		expect( button( 'All dates' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect(
			within( group ).getByText( 'All dates, since Sep 12, 2026' )
		).toBeTruthy();
		expect( callsTo( calls, RESULTS )[ 0 ].query.toString() ).toBe( '' );

		fireEvent.click( button( 'Last 30 days' ) );
		await waitFor( () =>
			expect( currentRoute() ).toBe( '/survey/3?range=last-30-days' )
		);
		await waitFor( () => {
			const last = callsTo( calls, RESULTS ).at( -1 )?.query;
			expect( [ last?.get( 'from' ), last?.get( 'to' ) ] ).toEqual( [
				'2026-10-23',
				'2026-11-21',
			] );
		} );
		expect( button( 'Last 30 days' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect(
			within( group ).getByText( 'Oct 23, 2026 – Nov 21, 2026' )
		).toBeTruthy();
		// The question statistics say the same.
		expect(
			await screen.findByText( 'Oct 23, 2026 – Nov 21, 2026', {
				selector: '.uf-results-scope',
			} )
		).toBeTruthy();
		// So do the cards whose numbers are the range's: their labels say "Total".
		const note = ( label: string ) =>
			screen
				.getByText( label, { selector: 'dt' } )
				.parentElement?.querySelector( '.uf-results-card__note' )
				?.textContent;
		await waitFor( () =>
			expect( note( 'Total responses' ) ).toBe(
				'Oct 23, 2026 – Nov 21, 2026'
			)
		);
		expect( note( 'Impressions' ) ).toBe( 'Oct 23, 2026 – Nov 21, 2026' );
		expect( note( 'Past 7 days' ) ).toBeUndefined();
		// The export and the responses follow the range.
		expect(
			screen
				.getByRole( 'link', { name: 'Export Results' } )
				.getAttribute( 'href' )
		).toContain( 'start=2026-10-23&end=2026-11-21' );

		fireEvent.click( button( 'All dates' ) );
		await waitFor( () => expect( currentRoute() ).toBe( '/survey/3' ) );
		expect( await screen.findByText( 'All time' ) ).toBeTruthy();
		expect( note( 'Total responses' ) ).toBeUndefined();
	} );

	it( 'offers Lite the ranges of up to 7 days, and all dates', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
			'GET /ai-summary/upsell': () => ( { upsell_dismissed: true } ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: LITE } );
		await screen.findByText( 'Impressions' );

		const group = screen.getByRole( 'group', { name: 'Date range' } );
		for ( const locked of [
			'Last Month',
			'Last 30 days',
			'Last 90 days',
		] ) {
			const button = within( group ).getByRole( 'button', {
				name: new RegExp( locked ),
			} );
			expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
			expect( tooltipOf( button ) ).toBe(
				'Upgrade to Pro to unlock Date Ranges'
			);
		}
		fireEvent.click(
			within( group ).getByRole( 'button', { name: 'Last 7 days' } )
		);
		await waitFor( () => {
			const last = callsTo( calls, RESULTS ).at( -1 )?.query;
			expect( [ last?.get( 'from' ), last?.get( 'to' ) ] ).toEqual( [
				'2026-11-15',
				'2026-11-21',
			] );
		} );
	} );

	it( 'reads a gated range in the URL as all dates and drops it', async () => {
		const calls = serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
			'GET /ai-summary/upsell': () => ( { upsell_dismissed: true } ),
		} );
		renderApp( 'results', {
			hash: '/survey/3?from=2026-10-01&to=2026-11-21',
			globals: PRO_UNLICENSED,
		} );
		await screen.findByText( 'Impressions' );
		await waitFor( () => expect( currentRoute() ).toBe( '/survey/3' ) );
		expect(
			callsTo( calls, RESULTS ).every(
				( call ) => ! call.query.has( 'from' )
			)
		).toBe( true );
	} );

	it( 'offers no dates in the filter: the picker holds them', async () => {
		serve( {
			[ SUMMARY ]: ( query ) => summaryFor( query ),
			[ RESULTS ]: () => results(),
			'GET /preload-ai-summary/3': () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
		} );
		renderApp( 'results', { hash: '/survey/3', globals: PRO_ELITE } );
		await screen.findByText( 'Impressions' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		const kind = await screen.findByRole( 'combobox', {
			name: /Filter by/,
		} );
		expect(
			within( kind )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).not.toContain( 'Dates' );
	} );
} );
