import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../../test-utils';
import type { AiSummary } from '../../../../data/use-ai';
import { charts } from '../../test/chart-mock';
import {
	callsTo,
	fixToday,
	results,
	serve,
	summaryFor,
} from '../../test/fixtures';

const SUMMARY = 'GET /results-summary';
const PRELOAD = 'GET /preload-ai-summary/3';
const GENERATE = 'POST /ai-summary/3';
const UPSELL = 'GET /ai-summary/upsell';
const DISMISS = 'POST /ai-summary/upsell/dismiss';

function summary( overrides: Partial< AiSummary > = {} ): AiSummary {
	return {
		text: 'Summary of the written feedback in 89 responses.\n\nMain themes: checkout (19%).',
		provider: 'onsite',
		model: null,
		generated_at: '2026-11-21T09:15:00+00:00',
		responses_count: 118,
		analysed: {
			responses: 89,
			answers: 95,
			characters: 2334,
			from: null,
			to: null,
			answer_cap: 10000,
			truncated: false,
		},
		themes: [
			{
				label: 'checkout',
				phrases: [ 'checkout' ],
				responses: 17,
				share: 19,
				sentiment: { positive: 10, neutral: 20, negative: 70 },
				quotes: [
					{
						response_id: 86,
						question_id: 'q3',
						text: 'Checkout kept failing.',
						date: '2026-11-21T03:27:03+00:00',
					},
				],
			},
		],
		sentiment: {
			positive: 48,
			neutral: 34,
			negative: 18,
			counts: { positive: 43, neutral: 30, negative: 16 },
		},
		changes: null,
		sent: null,
		...overrides,
	};
}

/** A promise held back until released, to see the loading state. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( done, fail ) => {
		resolve = done;
		reject = fail;
	} );
	return { promise, resolve, reject };
}

function block() {
	return screen.getByRole( 'region', { name: 'AI Summary' } );
}

async function openResults(
	routes: Parameters< typeof serve >[ 0 ],
	globals = PRO_ELITE
) {
	const calls = serve( {
		[ SUMMARY ]: ( query ) => summaryFor( query ),
		'GET /surveys/3/results': () => results(),
		'GET /surveys/4/results': () =>
			results( { id: 4, title: 'Pricing Page Poll' } ),
		...routes,
	} );
	renderApp( 'results', { hash: '/survey/3', globals } );
	await screen.findByText( 'Impressions' );
	if ( globals.has_pro_plan ) {
		// The panel's code comes from its Pro chunk first.
		await screen.findByRole( 'region', { name: 'AI Summary' } );
	}
	return calls;
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

describe( 'AI summary block (Pro with a pro or elite licence)', () => {
	it( 'loads the cached summary, then is idle when there is none', async () => {
		const cached = deferred< unknown >();
		const calls = await openResults( {
			[ PRELOAD ]: () => cached.promise,
		} );

		expect( block().getAttribute( 'data-state' ) ).toBe( 'loading' );
		expect( within( block() ).getByRole( 'status' ).textContent ).toContain(
			'Loading the AI summary…'
		);
		expect(
			(
				within( block() ).getByRole( 'button', {
					name: 'Get AI Summary',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );

		cached.resolve( { success: true, summary: null, error: null } );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'idle' )
		);
		expect( block().textContent ).toContain( 'Click Get AI Summary' );
		expect( callsTo( calls, PRELOAD ) ).toHaveLength( 1 );
		expect( callsTo( calls, GENERATE ) ).toHaveLength( 0 );
		expect( callsTo( calls, UPSELL ) ).toHaveLength( 0 );
	} );

	it( 'shows a cached summary: text, sentiment, themes with quotes linked to responses', async () => {
		await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: summary(),
				error: null,
			} ),
		} );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'data' )
		);
		const region = block();
		expect(
			within( region ).getByText(
				'Summary of the written feedback in 89 responses.'
			).tagName
		).toBe( 'P' );
		expect(
			within( region ).getByText( 'Main themes: checkout (19%).' )
		).toBeTruthy();
		expect(
			within(
				within( region ).getByRole( 'list', {
					name: 'Sentiment of the responses',
				} )
			)
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Positive 48%', 'Neutral 34%', 'Negative 18%' ] );
		const themes = within( region ).getByRole( 'region', {
			name: 'Themes',
		} );
		expect(
			within( themes ).getByRole( 'heading', { name: 'checkout' } )
		).toBeTruthy();
		expect( themes.textContent ).toContain( '19% of responses (17)' );
		expect( themes.textContent ).toContain( 'Checkout kept failing.' );
		// 70% negative: the theme leans negative; the split is there for screen readers.
		expect(
			within( themes ).getByText( 'Mostly negative' ).textContent
		).toBe( 'Mostly negative (Positive 10%, Neutral 20%, Negative 70%)' );
		expect(
			within( themes )
				.getByRole( 'link', { name: 'Response #86' } )
				.getAttribute( 'href' )
		).toBe( '#/survey/3/responses/86' );
		expect( region.textContent ).toContain(
			'from 89 responses with written feedback'
		);
		expect( region.textContent ).toContain( 'no answers left your site' );
	} );

	it( 'Get AI Summary writes a new one, with a loading state, and keeps it as the cached one', async () => {
		const generated = deferred< unknown >();
		const calls = await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
			[ GENERATE ]: () => generated.promise,
		} );
		const button = await within( block() ).findByRole( 'button', {
			name: 'Get AI Summary',
		} );
		await waitFor( () =>
			expect( ( button as HTMLButtonElement ).disabled ).toBe( false )
		);
		fireEvent.click( button );

		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'loading' )
		);
		expect( block().textContent ).toContain( 'Writing the AI summary…' );
		generated.resolve( {
			success: true,
			summary: summary( { text: 'A brand new summary.' } ),
			error: null,
		} );
		expect(
			await within( block() ).findByText( 'A brand new summary.' )
		).toBeTruthy();
		expect( block().getAttribute( 'data-state' ) ).toBe( 'data' );
		expect( callsTo( calls, GENERATE ) ).toHaveLength( 1 );
		// The new summary stands as the cached one: no second preload.
		expect( callsTo( calls, PRELOAD ) ).toHaveLength( 1 );
	} );

	it( 'fetches the cached summary again when the survey changes', async () => {
		const calls = await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: summary(),
				error: null,
			} ),
			'GET /preload-ai-summary/4': () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
		} );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'data' )
		);
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Survey' } ), {
			target: { value: '4' },
		} );
		await waitFor( () =>
			expect(
				callsTo( calls, 'GET /preload-ai-summary/4' )
			).toHaveLength( 1 )
		);
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'idle' )
		);
		expect( block().textContent ).not.toContain( 'Checkout kept failing.' );
	} );

	it.each( [
		[
			'the server’s error',
			{
				success: false,
				summary: null,
				error: 'The AI provider could not be reached: Connection refused.',
				code: 'userfeedback_ai_unreachable',
				message:
					'The AI provider could not be reached: Connection refused.',
				data: { status: 502 },
			},
			'Error: The AI provider could not be reached: Connection refused.',
			true,
		],
		[
			'a failure without text',
			{ code: 'internal_server_error', data: { status: 500 } },
			'An error occurred while fetching the AI summary.',
			false,
		],
		[
			'success false without an error',
			{ success: false, summary: null, error: null },
			'An error occurred while fetching the AI summary.',
			false,
		],
	] )(
		'shows the error state for %s',
		async ( _name, failure, text, settingsLink ) => {
			await openResults( {
				[ PRELOAD ]: () => ( {
					success: true,
					summary: null,
					error: null,
				} ),
				[ GENERATE ]: () => Promise.reject( failure ),
			} );
			const button = await within( block() ).findByRole( 'button', {
				name: 'Get AI Summary',
			} );
			await waitFor( () =>
				expect( block().getAttribute( 'data-state' ) ).toBe( 'idle' )
			);
			fireEvent.click( button );
			const alert = await within( block() ).findByRole( 'alert' );
			expect( alert.textContent ).toBe( text );
			expect( block().getAttribute( 'data-state' ) ).toBe( 'error' );
			// A provider failure points administrators to the provider settings.
			const link = within( block() ).queryByRole( 'link', {
				name: 'Check the AI provider settings',
			} );
			expect( link?.getAttribute( 'href' ) ?? null ).toBe(
				settingsLink
					? 'https://example.test/wp-admin/admin.php?page=userfeedback_settings#/misc'
					: null
			);
		}
	);

	it( 'says "AI Summary is unavailable at this moment." when no summary comes back', async () => {
		await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
			[ GENERATE ]: () => ( {
				success: true,
				summary: null,
				error: null,
			} ),
		} );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'idle' )
		);
		fireEvent.click(
			within( block() ).getByRole( 'button', { name: 'Get AI Summary' } )
		);
		expect(
			( await within( block() ).findByRole( 'alert' ) ).textContent
		).toBe( 'AI Summary is unavailable at this moment.' );
	} );

	it( 'keeps the summary shown before when a new one fails', async () => {
		await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: summary(),
				error: null,
			} ),
			[ GENERATE ]: () =>
				Promise.reject( {
					success: false,
					summary: null,
					error: 'The AI provider is busy. Try again in 20 seconds.',
					code: 'userfeedback_ai_rate_limited',
					message:
						'The AI provider is busy. Try again in 20 seconds.',
					data: { status: 429, retry_after: 20 },
				} ),
		} );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'data' )
		);
		fireEvent.click(
			within( block() ).getByRole( 'button', { name: 'Get AI Summary' } )
		);
		expect(
			( await within( block() ).findByRole( 'alert' ) ).textContent
		).toBe( 'Error: The AI provider is busy. Try again in 20 seconds.' );
		expect( block().textContent ).toContain( 'Checkout kept failing.' );
	} );

	it( 'shows what a remote model was sent (counts, never text)', async () => {
		await openResults( {
			[ PRELOAD ]: () => ( {
				success: true,
				summary: summary( {
					provider: 'remote',
					model: 'gpt-4o-mini',
					themes: [],
					sentiment: null,
					sent: {
						answers: 300,
						responses: 280,
						characters: 19850,
						removed: { emails: 2, ips: 1, phones: 3, names: 0 },
						answer_cap: 300,
						character_cap: 20000,
						truncated: true,
					},
				} ),
				error: null,
			} ),
		} );
		await waitFor( () =>
			expect( block().getAttribute( 'data-state' ) ).toBe( 'data' )
		);
		const text = block().textContent ?? '';
		expect( text ).toContain( 'Written by your own model (gpt-4o-mini).' );
		expect( text ).toContain(
			'Sent to it: 300 answers from 280 responses (19,850 characters), newest first. Older answers were left out.'
		);
		expect( text ).toContain(
			'Removed before sending: 2 email addresses, 3 phone numbers, 1 IP addresses, 0 names.'
		);
		expect(
			within( block() ).queryByRole( 'region', { name: 'Themes' } )
		).toBeNull();
	} );

	it( 'shows the upsell when the server says the plan is missing', async () => {
		await openResults( {
			[ PRELOAD ]: () =>
				Promise.reject( {
					code: 'userfeedback_upgrade_required',
					message: 'Upgrade to Pro to unlock this feature',
					data: { status: 403 },
				} ),
			[ UPSELL ]: () => ( { upsell_dismissed: false } ),
		} );
		// The panel gives way to the upsell (another element).
		const link = await screen.findByRole( 'link', {
			name: /Upgrade to Pro to unlock this feature/,
		} );
		expect( block().contains( link ) ).toBe( true );
		expect(
			within( block() ).queryByRole( 'button', {
				name: 'Get AI Summary',
			} )
		).toBeNull();
	} );
} );

describe( 'AI summary upsell (without the plan)', () => {
	it.each( [
		[ 'Lite', LITE ],
		[ 'Pro without a licence', PRO_UNLICENSED ],
	] )(
		'%s: shows the upsell; Dismiss hides it and stores it on the server',
		async ( _name, globals ) => {
			const calls = await openResults(
				{
					[ UPSELL ]: () => ( { upsell_dismissed: false } ),
					[ DISMISS ]: () => ( { upsell_dismissed: true } ),
				},
				globals
			);
			const upsell = await screen.findByRole( 'region', {
				name: 'AI Summary',
			} );
			expect(
				within( upsell ).getByRole( 'link', {
					name: /Upgrade to Pro to unlock this feature/,
				} )
			).toBeTruthy();
			expect( callsTo( calls, PRELOAD ) ).toHaveLength( 0 );

			fireEvent.click(
				within( upsell ).getByRole( 'button', {
					name: 'Dismiss the AI Summary offer',
				} )
			);
			await waitFor( () =>
				expect(
					screen.queryByRole( 'region', { name: 'AI Summary' } )
				).toBeNull()
			);
			expect( callsTo( calls, DISMISS ) ).toHaveLength( 1 );
		}
	);

	it( 'stays hidden once dismissed (and never flashes while loading)', async () => {
		const state = deferred< unknown >();
		await openResults( { [ UPSELL ]: () => state.promise }, LITE );
		expect(
			screen.queryByRole( 'region', { name: 'AI Summary' } )
		).toBeNull();
		state.resolve( { upsell_dismissed: true } );
		await waitFor( () =>
			expect( screen.getByText( 'Impressions' ) ).toBeTruthy()
		);
		await new Promise( ( done ) => setTimeout( done, 20 ) );
		expect(
			screen.queryByRole( 'region', { name: 'AI Summary' } )
		).toBeNull();
	} );

	it( 'shows the upsell again when the dismissal could not be stored', async () => {
		await openResults(
			{
				[ UPSELL ]: () => ( { upsell_dismissed: false } ),
				[ DISMISS ]: () =>
					Promise.reject( {
						code: 'rest_cookie_invalid_nonce',
						message: 'Cookie check failed',
						data: { status: 403 },
					} ),
			},
			LITE
		);
		const upsell = await screen.findByRole( 'region', {
			name: 'AI Summary',
		} );
		fireEvent.click(
			within( upsell ).getByRole( 'button', {
				name: 'Dismiss the AI Summary offer',
			} )
		);
		expect(
			await screen.findByRole( 'region', { name: 'AI Summary' } )
		).toBeTruthy();
	} );
} );
