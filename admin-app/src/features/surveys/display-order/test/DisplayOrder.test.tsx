/**
 * The surveys list's Display Order and "Closed: limit reached", against a mocked
 * apiFetch: the order as the server gives it, moves announced, the save and its failure, the
 * gates, and the helpers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import {
	type DisplayOrderItem,
	type SurveyListItem,
} from '../../../../data/use-surveys';
import {
	LITE,
	PRO_ELITE,
	chunksLoaded,
	clearGlobals,
	entitlementsOf,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../test-utils';
import {
	moveItem,
	orderChanged,
	orderTitle,
	priorityChanges,
} from '../display-order';

type Route = ( options: APIFetchOptions ) => unknown;

function serve( routes: Record< string, Route > ) {
	const calls: Array< { key: string; options: APIFetchOptions } > = [];
	setFetchHandler( async ( options ) => {
		const path = decodeURIComponent( String( options.path ) );
		const key = `${ options.method ?? 'GET' } ${ path.split( '?' )[ 0 ] }`;
		calls.push( { key, options } );
		const route = routes[ key ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ key }`,
				data: { status: 404 },
			};
		}
		return route( options );
	} );
	return calls;
}

function listItem( overrides: Partial< SurveyListItem > ): SurveyListItem {
	const id = overrides.id ?? 1;
	return {
		id,
		title: `Survey ${ id }`,
		status: 'publish',
		is_scheduled: false,
		created_at: '2026-09-12T10:00:00+00:00',
		publish_at: null,
		responses_count: 0,
		shortcode: `[userfeedback id="${ id }"]`,
		limit_reached: false,
		pro_question_types: [],
		share_url: null,
		...overrides,
	};
}

function list( items: SurveyListItem[] ) {
	return {
		items,
		pagination: { page: 1, pages: 1, per_page: 10, total: items.length },
		status_filters: [
			{ status: 'all', count: items.length },
			{ status: 'publish', count: items.length },
			{ status: 'scheduled', count: 0 },
			{ status: 'draft', count: 0 },
			{ status: 'trash', count: 0 },
		],
	};
}

function order( ...items: Array< Partial< DisplayOrderItem > > ) {
	return {
		items: items.map( ( item, i ) => ( {
			id: i + 1,
			title: `Survey ${ i + 1 }`,
			priority: 0,
			is_scheduled: false,
			limit_reached: false,
			...item,
		} ) ),
	};
}

const THREE = order(
	{ id: 1, title: 'Website Experience' },
	{ id: 2, title: 'Pricing Poll', is_scheduled: true },
	{ id: 3, title: 'Exit Survey', limit_reached: true }
);

function rows() {
	return within(
		screen.getByRole( 'list', {
			name: 'Published surveys, first shown first',
		} )
	)
		.getAllByRole( 'listitem' )
		.map( ( li ) => li.querySelector( 'strong' )?.textContent );
}

async function openPanel() {
	fireEvent.click(
		await screen.findByRole( 'button', { name: /Display Order/ } )
	);
	await chunksLoaded();
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'display order helpers', () => {
	it( 'moves an item and tells a changed order', () => {
		expect( moveItem( [ 1, 2, 3 ], 2, 0 ) ).toEqual( [ 3, 1, 2 ] );
		expect( moveItem( [ 1, 2, 3 ], 0, 1 ) ).toEqual( [ 2, 1, 3 ] );
		expect( moveItem( [ 1, 2, 3 ], 0, 3 ) ).toEqual( [ 1, 2, 3 ] );
		expect( moveItem( [ 1, 2, 3 ], -1, 0 ) ).toEqual( [ 1, 2, 3 ] );
		expect( orderChanged( [ 1, 2 ], [ 1, 2 ] ) ).toBe( false );
		expect( orderChanged( [ 2, 1 ], [ 1, 2 ] ) ).toBe( true );
		expect( orderChanged( [ 1 ], [ 1, 2 ] ) ).toBe( true );
		expect( orderTitle( { id: 9, title: ' ' } ) ).toBe( '(no title) #9' );
	} );
} );

describe( 'Surveys list: Display Order', () => {
	it( 'lists the published surveys in the server’s order, moves them with announced buttons, and saves', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1 } ) ] ),
			'GET /userfeedback/v1/surveys/priority': () => THREE,
			'POST /userfeedback/v1/surveys/priority': () =>
				order(
					{ id: 3, title: 'Exit Survey', priority: 3 },
					{ id: 1, title: 'Website Experience', priority: 2 },
					{ id: 2, title: 'Pricing Poll', priority: 1 }
				),
		} );
		renderApp( 'surveys', { globals: PRO_ELITE } );
		const toggle = await screen.findByRole( 'button', {
			name: 'Display Order',
		} );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		// Nothing is asked until the panel opens.
		expect(
			calls.filter( ( c ) => c.key.endsWith( '/priority' ) )
		).toHaveLength( 0 );
		await openPanel();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		await waitFor( () =>
			expect( rows() ).toEqual( [
				'Website Experience',
				'Pricing Poll',
				'Exit Survey',
			] )
		);
		const panel = screen.getByRole( 'region', { name: 'Display Order' } );
		expect( within( panel ).getByText( 'Scheduled' ) ).toBeTruthy();
		expect(
			within( panel ).getByText( 'Closed: limit reached' )
		).toBeTruthy();
		const saveButton = screen.getByRole( 'button', { name: 'Save Order' } );
		expect( ( saveButton as HTMLButtonElement ).disabled ).toBe( true );
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Move “Website Experience” up',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move “Exit Survey” up' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move “Exit Survey” up' } )
		);
		expect( rows() ).toEqual( [
			'Exit Survey',
			'Website Experience',
			'Pricing Poll',
		] );
		expect(
			screen.getByText( '“Exit Survey” moved to position 1 of 3.' )
		).toBeTruthy();
		expect( screen.getByText( 'Unsaved changes' ) ).toBeTruthy();

		fireEvent.click( saveButton );
		expect(
			await screen.findByText( 'Display order saved for 3 surveys.' )
		).toBeTruthy();
		const post = calls.find( ( c ) => c.key.startsWith( 'POST' ) );
		expect( post?.options.data ).toEqual( { ids: [ 3, 1, 2 ] } );
		expect( screen.queryByText( 'Unsaved changes' ) ).toBeNull();
		expect( ( saveButton as HTMLButtonElement ).disabled ).toBe( true );
	} );

	it( 'undoes moves, and says why a save failed, keeping the moves', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1 } ) ] ),
			'GET /userfeedback/v1/surveys/priority': () => THREE,
			'POST /userfeedback/v1/surveys/priority': () => {
				throw {
					code: 'userfeedback_priority_unknown_surveys',
					message:
						'These surveys do not exist or are not published: 2. Reload the list and try again.',
					data: { status: 400, ids: [ 2 ] },
				};
			},
		} );
		renderApp( 'surveys', { globals: PRO_ELITE } );
		await openPanel();
		await screen.findByRole( 'button', {
			name: 'Move “Pricing Poll” down',
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move “Pricing Poll” down' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Undo Changes' } )
		);
		expect( rows() ).toEqual( [
			'Website Experience',
			'Pricing Poll',
			'Exit Survey',
		] );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move “Pricing Poll” down' } )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Save Order' } ) );
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'The order was not saved.' );
		expect( alert.textContent ).toContain(
			'These surveys do not exist or are not published: 2.'
		);
		expect( rows() ).toEqual( [
			'Website Experience',
			'Exit Survey',
			'Pricing Poll',
		] );
	} );

	it( 'says when there is nothing to order, and when the order cannot load', async () => {
		let fail = true;
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1, status: 'draft' } ) ] ),
			'GET /userfeedback/v1/surveys/priority': () => {
				if ( fail ) {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry.',
						data: { status: 403 },
					};
				}
				return { items: [] };
			},
		} );
		renderApp( 'surveys', { globals: PRO_ELITE } );
		await openPanel();
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Could not load the display order.'
		);
		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByText(
				'No published surveys to order. Publish a survey to set the order.'
			)
		).toBeTruthy();
	} );

	it( 'Lite: the button opens the upgrade modal and asks the server nothing', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1 } ) ] ),
		} );
		renderApp( 'surveys', { globals: LITE } );
		const toggle = await screen.findByRole( 'button', {
			name: /Display Order/,
		} );
		expect( toggle.textContent ).toContain( 'PRO' );
		fireEvent.click( toggle );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Survey Priority is a PRO feature',
			} )
		).toBeTruthy();
		expect(
			calls.filter( ( c ) => c.key.endsWith( '/priority' ) )
		).toHaveLength( 0 );
	} );

	it( 'Pro without the behavior add-on: a notice saying what is missing, no order', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1 } ) ] ),
		} );
		renderApp( 'surveys', {
			globals: entitlementsOf( 'elite', { behavior: false } ),
		} );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Display Order' } )
		);
		const panel = screen.getByRole( 'region', { name: 'Display Order' } );
		expect(
			within( panel ).getByRole( 'link', {
				name: 'Please activate the Behavior addon to access this feature',
			} )
		).toBeTruthy();
		expect(
			calls.filter( ( c ) => c.key.endsWith( '/priority' ) )
		).toHaveLength( 0 );
	} );
} );

describe( 'Display Order and the builder’s priority are one value', () => {
	it( 'shows each survey’s priority, and after saving says which priorities changed', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [ listItem( { id: 1 } ) ] ),
			'GET /userfeedback/v1/surveys/priority': () =>
				order(
					{ id: 1, title: 'Website Experience', priority: 10 },
					{ id: 2, title: 'Pricing Poll', priority: 4 },
					{ id: 3, title: 'Exit Survey', priority: 0 }
				),
			// The server moved only Exit Survey: just above the 10.
			'POST /userfeedback/v1/surveys/priority': () =>
				order(
					{ id: 3, title: 'Exit Survey', priority: 11 },
					{ id: 1, title: 'Website Experience', priority: 10 },
					{ id: 2, title: 'Pricing Poll', priority: 4 }
				),
		} );
		// The builder's "Open Display Order" link: the panel is open at once.
		renderApp( 'surveys', {
			hash: '/?display-order=open',
			globals: PRO_ELITE,
		} );
		await chunksLoaded();
		const panel = await screen.findByRole( 'region', {
			name: 'Display Order',
		} );
		await within( panel ).findByText( 'Priority 10' );
		expect( within( panel ).getByText( 'Priority 4' ) ).toBeTruthy();
		expect( within( panel ).getByText( 'Priority 0' ) ).toBeTruthy();

		for ( let i = 0; i < 2; i++ ) {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Move “Exit Survey” up' } )
			);
		}
		fireEvent.click( screen.getByRole( 'button', { name: 'Save Order' } ) );
		expect(
			await screen.findByText( 'Display order saved for 3 surveys.' )
		).toBeTruthy();
		const changes = screen
			.getByText( /^Priorities changed/ )
			.closest( '.uf-notice' ) as HTMLElement;
		expect(
			within( changes )
				.getAllByRole( 'listitem' )
				.map( ( li ) => li.textContent )
		).toEqual( [ '“Exit Survey”: 0 → 11' ] );
		// The list shows the server's answer once its query has the new order (a render later).
		expect(
			await within( panel ).findByText( 'Priority 11' )
		).toBeTruthy();
	} );

	it( 'lists the priorities a saved order changed', () => {
		expect(
			priorityChanges(
				order(
					{ id: 1, priority: 10 },
					{ id: 2, priority: 4 },
					{ id: 3, title: '', priority: 0 }
				).items,
				order(
					{ id: 3, title: '', priority: 11 },
					{ id: 1, priority: 10 },
					{ id: 2, priority: 4 }
				).items
			)
		).toEqual( [ { id: 3, title: '(no title) #3', from: 0, to: 11 } ] );
	} );
} );

describe( 'Surveys list: Closed: limit reached', () => {
	it( 'says it in the status of a survey at its response limit only', async () => {
		serve( {
			'GET /userfeedback/v1/surveys': () =>
				list( [
					listItem( {
						id: 1,
						title: 'Full survey',
						limit_reached: true,
					} ),
					listItem( { id: 2, title: 'Open survey' } ),
				] ),
		} );
		renderApp( 'surveys', { globals: PRO_ELITE } );
		const full = ( await screen.findByText( 'Full survey' ) ).closest(
			'tr'
		) as HTMLElement;
		expect(
			within( full ).getByText( 'Closed: limit reached' )
		).toBeTruthy();
		const open = screen
			.getByText( 'Open survey' )
			.closest( 'tr' ) as HTMLElement;
		expect(
			within( open ).queryByText( 'Closed: limit reached' )
		).toBeNull();
	} );
} );
