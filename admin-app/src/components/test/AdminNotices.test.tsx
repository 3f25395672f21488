import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import {
	AdminNotices,
	routeNames,
	showsOn,
	type ServerNotice,
} from '../AdminNotices';
import { NOTICE_REMOVE_MS, OPEN_DELAY_MS } from '../SlideNotice';
import { clearGlobals, setGlobals } from '../../test-utils';

function notice( overrides: Partial< ServerNotice > = {} ): ServerNotice {
	return {
		id: 'tips',
		content: 'Add a <strong>thank-you</strong> message.',
		type: 'info',
		icon: '',
		dismissable: true,
		dismissed: false,
		global: false,
		routes: [],
		hidden_routes: [],
		...overrides,
	};
}

beforeEach( () => {
	setGlobals();
	vi.useFakeTimers();
} );
afterEach( () => {
	vi.useRealTimers();
	vi.restoreAllMocks();
	delete window.userfeedbackNotices;
	clearGlobals();
} );

describe( 'route names', () => {
	it.each( [
		[ 'surveys', '/', [ 'surveys', 'surveys-index' ] ],
		[ 'surveys', '/edit/3/questions', [ 'surveys', 'surveys-edit' ] ],
		[ 'settings', '/general', [ 'settings', 'settings-general' ] ],
	] as const )( '%s %s', ( area, path, names ) => {
		expect( routeNames( area, path ) ).toEqual( names );
	} );

	it( 'limits to and hides on named routes', () => {
		const names = routeNames( 'settings', '/general' );
		expect( showsOn( notice(), names ) ).toBe( true );
		expect(
			showsOn( notice( { routes: [ 'settings-general' ] } ), names )
		).toBe( true );
		expect( showsOn( notice( { routes: [ 'settings' ] } ), names ) ).toBe(
			true
		);
		expect( showsOn( notice( { routes: [ 'surveys' ] } ), names ) ).toBe(
			false
		);
		expect(
			showsOn(
				notice( { hidden_routes: [ 'settings-general' ] } ),
				names
			)
		).toBe( false );
		expect(
			showsOn(
				notice( {
					routes: [ 'settings' ],
					hidden_routes: [ 'settings-general' ],
				} ),
				names
			)
		).toBe( false );
	} );
} );

describe( 'AdminNotices', () => {
	function renderAt( path: string ) {
		return render(
			<MemoryRouter initialEntries={ [ path ] }>
				<AdminNotices area="surveys" />
			</MemoryRouter>
		);
	}

	it( 'shows only undismissed notices meant for the route', () => {
		window.userfeedbackNotices = {
			nonce: 'n',
			notices: [
				notice(),
				notice( {
					id: 'gone',
					content: 'Dismissed before.',
					dismissed: true,
				} ),
				notice( {
					id: 'edit-only',
					content: 'Editor only.',
					routes: [ 'surveys-edit' ],
				} ),
				notice( {
					id: 'not-here',
					content: 'Not on the list.',
					hidden_routes: [ 'surveys-index' ],
				} ),
			],
		};
		renderAt( '/' );
		expect( screen.getByText( 'thank-you' ).tagName ).toBe( 'STRONG' );
		expect( screen.queryByText( 'Dismissed before.' ) ).toBeNull();
		expect( screen.queryByText( 'Editor only.' ) ).toBeNull();
		expect( screen.queryByText( 'Not on the list.' ) ).toBeNull();
	} );

	it( 'dismissing posts remove_notice and removes it locally after 500 ms', async () => {
		window.userfeedbackNotices = {
			nonce: 'nonce-1',
			notices: [ notice() ],
		};
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockResolvedValue( new Response( '{"success":true,"data":{}}' ) );
		renderAt( '/' );
		act( () => vi.advanceTimersByTime( OPEN_DELAY_MS ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice.' } )
		);

		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const body = String( fetch.mock.calls[ 0 ][ 1 ]?.body );
		expect( body ).toContain( 'action=userfeedback_remove_notice' );
		expect( body ).toContain( 'notice_id=tips' );
		expect( body ).toContain( 'nonce=nonce-1' );

		act( () => vi.advanceTimersByTime( NOTICE_REMOVE_MS - 1 ) );
		expect( screen.queryByText( 'thank-you' ) ).not.toBeNull();
		await act( async () => vi.advanceTimersByTime( 1 ) );
		expect( screen.queryByText( 'thank-you' ) ).toBeNull();
	} );

	it( 'offers no Dismiss for a notice that cannot be dismissed', () => {
		window.userfeedbackNotices = {
			nonce: 'n',
			notices: [ notice( { dismissable: false } ) ],
		};
		renderAt( '/' );
		expect(
			screen.queryByRole( 'button', { name: 'Dismiss this notice.' } )
		).toBeNull();
	} );
} );
