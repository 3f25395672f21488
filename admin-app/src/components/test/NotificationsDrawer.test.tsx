import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { NotificationItem } from '../../data/use-notifications';
import {
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../test-utils';

function item( id: string, title: string ): NotificationItem {
	return {
		id,
		title,
		content: `<p>About <strong>${ id.toUpperCase() }</strong></p>`,
		type: 'success',
		date: '2025-03-01T10:00:00+00:00',
		btns: [ { text: 'View Results', url: 'https://example.test/r' } ],
		actions: [],
	};
}

interface ServerState {
	inbox: NotificationItem[];
	dismissed: NotificationItem[];
}

/**
 * A fake server holding the lists; answers GET, dismiss and action calls, recording them.
 *
 * @param state The lists.
 * @param hold  When set, dismiss replies wait for this promise.
 */
function serve( state: ServerState, hold?: Promise< void > ) {
	const calls: APIFetchOptions[] = [];
	const reply = () => ( {
		notifications: state.inbox,
		dismissed: state.dismissed,
		view_url: 'https://example.test/view',
		sidebar_url: 'https://example.test/view',
	} );
	setFetchHandler( async ( options ) => {
		// apiFetch's middleware adds `_locale=user`; the route is what matters.
		const path = ( options.path ?? '' ).split( '?' )[ 0 ];
		calls.push( { ...options, path } );
		const dismiss = path.match( /notifications\/([^/]+)\/dismiss$/ );
		if ( dismiss ) {
			await hold;
			const moved = state.inbox.filter(
				( entry ) => dismiss[ 1 ] === 'all' || entry.id === dismiss[ 1 ]
			);
			state.inbox = state.inbox.filter(
				( entry ) => ! moved.includes( entry )
			);
			state.dismissed = [ ...moved, ...state.dismissed ];
			return reply();
		}
		if ( path.endsWith( '/notifications/action' ) ) {
			return { redirect_to: 'https://example.test/renew' };
		}
		if ( path.startsWith( '/userfeedback/v1/notifications' ) ) {
			return reply();
		}
		throw new Error( `Unexpected request ${ path }` );
	} );
	return calls;
}

const gets = ( calls: APIFetchOptions[] ) =>
	calls.filter(
		( call ) =>
			call.method === 'GET' &&
			call.path?.startsWith( '/userfeedback/v1/notifications' )
	);

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	delete window.userfeedbackNotices;
	clearGlobals();
} );

describe( 'notifications drawer', () => {
	it( 'shows the page’s count on the bell without a request, and the Inbox when opened', async () => {
		window.userfeedbackNotices = {
			notices: [],
			nonce: 'n',
			notifications_count: 2,
		};
		const calls = serve( {
			inbox: [ item( 'a', 'First response' ), item( 'b', 'Now live' ) ],
			dismissed: [],
		} );
		renderApp( 'surveys' );
		const toggle = screen.getByRole( 'button', {
			name: 'Notifications (2 new)',
		} );
		expect( toggle.textContent ).toBe( '2' );
		expect( gets( calls ) ).toHaveLength( 0 );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );

		fireEvent.click( toggle );
		const drawer = screen.getByRole( 'dialog', { name: 'Notifications' } );
		expect( drawer.ownerDocument.activeElement ).toBe( drawer );
		expect(
			await within( drawer ).findByText( 'First response' )
		).toBeTruthy();
		expect( within( drawer ).getByText( 'Now live' ) ).toBeTruthy();
		expect(
			within( drawer )
				.getAllByRole( 'link', { name: 'View Results' } )[ 0 ]
				.getAttribute( 'href' )
		).toBe( 'https://example.test/r' );
		expect(
			drawer.querySelector( '.uf-notification__content strong' )
				?.textContent
		).toBe( 'A' );
	} );

	it( 'dismisses one locally at once, then fetches the list again', async () => {
		let release: () => void = () => undefined;
		const hold = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const calls = serve(
			{
				inbox: [
					item( 'a', 'First response' ),
					item( 'b', 'Now live' ),
				],
				dismissed: [],
			},
			hold
		);
		renderApp( 'surveys' );
		fireEvent.click(
			screen.getByRole( 'button', { name: /^Notifications/ } )
		);
		const drawer = screen.getByRole( 'dialog', { name: 'Notifications' } );
		await within( drawer ).findByText( 'First response' );

		fireEvent.click(
			within( drawer ).getByRole( 'button', {
				name: 'Dismiss “First response”',
			} )
		);
		// Gone from the Inbox before the server answered.
		await waitFor( () =>
			expect(
				within( drawer ).queryByText( 'First response' )
			).toBeNull()
		);
		const posts = calls.filter( ( call ) => call.method === 'POST' );
		expect( posts.map( ( call ) => call.path ) ).toEqual( [
			'/userfeedback/v1/notifications/a/dismiss',
		] );
		const before = gets( calls ).length;
		release();
		await waitFor( () =>
			expect( gets( calls ).length ).toBe( before + 1 )
		);
		expect(
			screen.getByRole( 'button', { name: 'Notifications (1 new)' } )
		).toBeTruthy();

		fireEvent.click(
			within( drawer ).getByRole( 'tab', { name: 'Dismissed' } )
		);
		expect( within( drawer ).getByText( 'First response' ) ).toBeTruthy();
		expect(
			within( drawer ).queryByRole( 'button', { name: /^Dismiss “/ } )
		).toBeNull();
	} );

	it( 'Dismiss All empties the Inbox into Dismissed', async () => {
		const calls = serve( {
			inbox: [ item( 'a', 'First response' ), item( 'b', 'Now live' ) ],
			dismissed: [ item( 'c', 'Old news' ) ],
		} );
		renderApp( 'results' );
		fireEvent.click(
			screen.getByRole( 'button', { name: /^Notifications/ } )
		);
		const drawer = screen.getByRole( 'dialog', { name: 'Notifications' } );
		await within( drawer ).findByText( 'Now live' );
		const all = within( drawer ).getByRole( 'button', {
			name: 'Dismiss All',
		} ) as HTMLButtonElement;
		expect( all.disabled ).toBe( false );

		fireEvent.click( all );

		expect(
			await within( drawer ).findByText(
				'You have no new notifications.'
			)
		).toBeTruthy();
		expect(
			calls
				.filter( ( call ) => call.method === 'POST' )
				.map( ( call ) => call.path )
		).toEqual( [ '/userfeedback/v1/notifications/all/dismiss' ] );
		await waitFor( () =>
			expect(
				(
					within( drawer ).getByRole( 'button', {
						name: 'Dismiss All',
					} ) as HTMLButtonElement
				 ).disabled
			).toBe( true )
		);
		fireEvent.click(
			within( drawer ).getByRole( 'tab', { name: 'Dismissed' } )
		);
		expect( within( drawer ).getByText( 'First response' ) ).toBeTruthy();
		expect( within( drawer ).getByText( 'Now live' ) ).toBeTruthy();
		expect( within( drawer ).getByText( 'Old news' ) ).toBeTruthy();
	} );

	it( 'shows both views empty, and closes with its button and Escape', async () => {
		serve( { inbox: [], dismissed: [] } );
		renderApp( 'surveys' );
		const toggle = screen.getByRole( 'button', { name: 'Notifications' } );
		fireEvent.click( toggle );
		const drawer = screen.getByRole( 'dialog', { name: 'Notifications' } );
		expect(
			await within( drawer ).findByText(
				'You have no new notifications.'
			)
		).toBeTruthy();
		fireEvent.click(
			within( drawer ).getByRole( 'tab', { name: 'Dismissed' } )
		);
		expect(
			within( drawer ).getByText( 'You have no dismissed notifications.' )
		).toBeTruthy();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Close notifications' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( toggle.ownerDocument.activeElement ).toBe( toggle );
		fireEvent.click( toggle );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'opens by itself with ?open=userfeedback_notifications, not with another value', async () => {
		serve( { inbox: [ item( 'a', 'First response' ) ], dismissed: [] } );
		const first = renderApp( 'settings', {
			search: { open: 'userfeedback_notifications' },
		} );
		const drawer = screen.getByRole( 'dialog', { name: 'Notifications' } );
		expect(
			await within( drawer ).findByText( 'First response' )
		).toBeTruthy();
		first.unmount();

		renderApp( 'settings', { search: { open: 'something_else' } } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'runs an action and follows its redirect', async () => {
		const calls = serve( {
			inbox: [
				{
					...item( 'l', 'Licence expires soon' ),
					btns: [],
					actions: [
						{
							text: 'Renew License',
							class: 'license',
							action: 'renew',
						},
					],
				},
			],
			dismissed: [],
		} );
		const assign = vi.fn();
		vi.stubGlobal( 'location', {
			...window.location,
			assign,
			search: '',
			reload: vi.fn(),
		} );
		renderApp( 'surveys' );
		fireEvent.click(
			screen.getByRole( 'button', { name: /^Notifications/ } )
		);
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Renew License' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				'https://example.test/renew'
			)
		);
		const action = calls.find( ( call ) =>
			call.path?.endsWith( '/action' )
		);
		expect( action?.data ).toEqual( { class: 'license', action: 'renew' } );
		vi.unstubAllGlobals();
	} );
} );
