import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { MemoryRouter } from 'react-router-dom';

import {
	PRO_ELITE,
	clearGlobals,
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../test-utils';
import { InsightsPanel } from '../InsightsPanel';

const BASE = '/userfeedback/v1/surveys/5';

interface Call {
	method: string;
	path: string;
	data: unknown;
}

let calls: Call[] = [];

function serve( routes: Record< string, ( data: unknown ) => unknown > ) {
	calls = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		const override = (
			options.headers as Record< string, string > | undefined
		 )?.[ 'X-HTTP-Method-Override' ];
		const method = ( override ?? options.method ?? 'GET' ).toUpperCase();
		const path = ( options.path ?? '' ).split( '?' )[ 0 ];
		calls.push( { method, path: options.path ?? '', data: options.data } );
		const handler = routes[ `${ method } ${ path }` ];
		if ( ! handler ) {
			throw {
				code: 'rest_no_route',
				message: 'No route.',
				data: { status: 404 },
			};
		}
		return handler( options.data );
	} );
}

const THEMES = {
	state: 'ready',
	language: 'en_US',
	themes: [
		{
			id: 1,
			label: 'Prices',
			examples: [ 'price', 'expensive' ],
			origin: 'suggested',
			count: 4,
		},
		{
			id: 2,
			label: 'Speed',
			examples: [ 'slow' ],
			origin: 'owner',
			count: 6,
		},
	],
};

const TREND = {
	period: 'week',
	current: {
		from: '2026-11-24',
		to: '2026-11-30',
		responses: 100,
		sentiment: { positive: 51, neutral: 7, negative: 42 },
	},
	previous: {
		from: '2026-11-17',
		to: '2026-11-23',
		responses: 100,
		sentiment: { positive: 42, neutral: 8, negative: 50 },
	},
	sentiment_change: {
		positive: { change: 9, flagged: true },
		neutral: { change: -1, flagged: false },
		negative: { change: -8, flagged: false },
	},
	themes: [
		{
			id: 2,
			label: 'Speed',
			current: 6,
			previous: 2,
			change: 4,
			flagged: false,
		},
	],
};

function renderPanel( onFilter = vi.fn() ) {
	render(
		withQueryClient(
			<MemoryRouter>
				<InsightsPanel
					surveyId={ 5 }
					sentiment={ { positive: 3, neutral: 1, negative: 4 } }
					themeCounts={ null }
					filter={ { device: 'mobile' } }
					activeTheme="1"
					onFilter={ onFilter }
				/>
			</MemoryRouter>,
			createTestQueryClient()
		)
	);
	return onFilter;
}

beforeEach( () => {
	setGlobals( { ...PRO_ELITE } );
} );

afterEach( () => {
	resetFetchHandler();
	clearGlobals();
} );

describe( 'InsightsPanel', () => {
	it( 'shows the shares, the trend with the server’s flags, and themes most responses first', async () => {
		serve( {
			[ `GET ${ BASE }/themes` ]: () => THEMES,
			[ `GET ${ BASE }/insights/trend` ]: () => TREND,
		} );
		const onFilter = renderPanel();
		const shares = await screen.findByRole( 'list', { name: 'Sentiment' } );
		expect(
			within( shares ).getByRole( 'button', { name: /Negative\s*50%/ } )
		).toBeTruthy();
		const trend = await screen.findByText( '42% → 51% (+9)', {
			exact: false,
		} );
		expect(
			trend.closest( 'li' )?.classList.contains( 'is-flagged' )
		).toBe( true );
		expect( trend.closest( 'li' )?.textContent ).toContain(
			'Notable change'
		);
		expect(
			screen
				.getByText( '50% → 42% (−8)', { exact: false } )
				.closest( 'li' )
				?.classList.contains( 'is-flagged' )
		).toBe( false );
		const headings = screen
			.getAllByRole( 'heading', { level: 4 } )
			.map( ( heading ) => heading.textContent );
		expect( headings ).toEqual( [ 'Speed', 'Prices' ] );
		expect(
			screen.getByText( 'Share: 2% → 6% (+4)', { exact: false } )
		).toBeTruthy();
		const trendCall = calls.find( ( call ) =>
			call.path.includes( '/insights/trend' )
		);
		expect( trendCall?.path ).toContain( 'device=mobile' );
		expect( trendCall?.path ).toContain( 'period=week' );

		fireEvent.click(
			within( shares ).getByRole( 'button', { name: /Positive/ } )
		);
		expect( onFilter ).toHaveBeenLastCalledWith( {
			sentiment: 'positive',
		} );
		const filterButtons = screen.getAllByRole( 'button', {
			name: 'Filter results by this theme',
		} );
		expect( filterButtons[ 1 ].getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		fireEvent.click( filterButtons[ 1 ] );
		expect( onFilter ).toHaveBeenLastCalledWith( { theme: null } );
		fireEvent.click( filterButtons[ 0 ] );
		expect( onFilter ).toHaveBeenLastCalledWith( { theme: 2 } );

		fireEvent.click( screen.getByRole( 'button', { name: 'Month' } ) );
		await waitFor( () =>
			expect(
				calls.some( ( call ) => call.path.includes( 'period=month' ) )
			).toBe( true )
		);
	} );

	it( 'says when answers are being read', async () => {
		serve( {
			[ `GET ${ BASE }/themes` ]: () => ( {
				...THEMES,
				state: 'processing',
				themes: [],
			} ),
			[ `GET ${ BASE }/insights/trend` ]: () => TREND,
		} );
		renderPanel();
		expect( await screen.findByText( 'Reading answers…' ) ).toBeTruthy();
		resetFetchHandler();
	} );

	it( 'is not available for a language without data', async () => {
		serve( {
			[ `GET ${ BASE }/themes` ]: () => ( {
				...THEMES,
				state: 'not_available',
				themes: [],
			} ),
		} );
		renderPanel();
		expect(
			await screen.findByText(
				'Themes and sentiment are not available for this language.'
			)
		).toBeTruthy();
		expect(
			calls.some( ( call ) => call.path.includes( '/insights/trend' ) )
		).toBe( false );
	} );

	it( 'offers Retry after an error', async () => {
		let fail = true;
		serve( {
			[ `GET ${ BASE }/themes` ]: () => {
				if ( fail ) {
					throw {
						code: 'userfeedback_db_error',
						message: 'Broken.',
						data: { status: 500 },
					};
				}
				return THEMES;
			},
			[ `GET ${ BASE }/insights/trend` ]: () => TREND,
		} );
		renderPanel();
		const retry = await screen.findByRole( 'button', { name: 'Retry' } );
		expect(
			screen.getByText( 'Themes and sentiment could not be loaded.' )
		).toBeTruthy();
		fail = false;
		fireEvent.click( retry );
		expect(
			await screen.findByRole( 'heading', { name: 'Prices' } )
		).toBeTruthy();
	} );

	it( 'shows the upgrade path when the server refuses the plan', async () => {
		serve( {
			[ `GET ${ BASE }/themes` ]: () => {
				throw {
					code: 'userfeedback_upgrade_required',
					message: 'Upgrade to Pro to unlock this feature',
					data: { status: 403 },
				};
			},
		} );
		renderPanel();
		expect(
			await screen.findByText(
				'Themes and sentiment come with UserFeedback Pro on the Pro or Elite plan.'
			)
		).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'merges a theme into another and says so', async () => {
		serve( {
			[ `GET ${ BASE }/themes` ]: () => THEMES,
			[ `GET ${ BASE }/insights/trend` ]: () => TREND,
			[ `POST ${ BASE }/themes/1/merge` ]: () => ( {
				...THEMES.themes[ 1 ],
				count: 8,
			} ),
		} );
		const onFilter = renderPanel();
		await screen.findByRole( 'heading', { name: 'Prices' } );
		const prices = screen
			.getByRole( 'heading', { name: 'Prices' } )
			.closest( 'li' ) as HTMLElement;
		fireEvent.click(
			within( prices ).getByRole( 'button', { name: 'Merge' } )
		);
		fireEvent.change(
			within( prices ).getByLabelText( 'Merge Prices into' ),
			{
				target: { value: '2' },
			}
		);
		fireEvent.submit(
			within( prices )
				.getByLabelText( 'Merge Prices into' )
				.closest( 'form' ) as HTMLFormElement
		);
		await waitFor( () =>
			expect(
				calls.find( ( call ) =>
					call.path.includes( '/themes/1/merge' )
				)?.data
			).toEqual( { into: 2 } )
		);
		// The results were filtered by the merged theme: now by the one kept.
		expect( onFilter ).toHaveBeenCalledWith( { theme: 2 } );
	} );
} );
