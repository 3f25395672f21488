/**
 * The app shell's landmarks and the bell's name. WordPress's `#wpbody` is the page's main
 * landmark, so the shell adds no main and no banner of its own, and the screens' headers and
 * footers sit in a named region, not loose inside WordPress's main (axe's
 * landmark-no-duplicate-main, landmark-main-is-top-level, landmark-banner-is-top-level,
 * landmark-contentinfo-is-top-level); the bell's name holds the text its badge shows (label in
 * name, WCAG 2.5.3).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';

import {
	chunksLoaded,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../test-utils';

beforeEach( () => {
	resetFetchHandler();
	// The About area asks for nothing the shell's checks need; answer anything with nothing.
	setFetchHandler( async () => ( {} ) );
} );
afterEach( () => {
	delete window.userfeedbackNotices;
	clearGlobals();
} );

/** axe's landmark rules (its best practices), as tests/e2e/accessibility.spec.ts runs them. */
const LANDMARK_RULES = [
	'landmark-banner-is-top-level',
	'landmark-contentinfo-is-top-level',
	'landmark-main-is-top-level',
	'landmark-no-duplicate-banner',
	'landmark-no-duplicate-contentinfo',
	'landmark-no-duplicate-main',
	'landmark-unique',
];

function renderWithCount( count: number ) {
	window.userfeedbackNotices = {
		notices: [],
		nonce: 'n',
		notifications_count: count,
	};
	return renderApp( 'about' );
}

describe( 'app shell', () => {
	it( 'adds no main or banner landmark inside WordPress’s main, and keeps its named navigation', () => {
		const { container } = renderWithCount( 0 );
		expect( container.querySelector( 'main, header' ) ).toBeNull();
		expect(
			screen.getByRole( 'navigation', { name: 'UserFeedback sections' } )
		).toBeTruthy();
	} );

	it.each( [
		[ 'surveys', '/' ],
		[ 'about', '/lite-vs-pro' ],
		[ 'about', '/welcome' ],
	] as const )(
		'passes axe’s landmark rules inside WordPress’s main (%s #%s)',
		async ( area, hash ) => {
			const { container } = renderApp( area, { hash } );
			await chunksLoaded();
			await screen.findAllByRole( 'heading', { level: 1 } );
			// As wp-admin's #wpbody, which holds the app.
			container.setAttribute( 'role', 'main' );
			const results = await axe.run( document, {
				runOnly: { type: 'rule', values: LANDMARK_RULES },
			} );
			expect(
				results.violations.map(
					( violation ) =>
						`${ violation.id }: ${ violation.nodes
							.map( ( node ) => node.html.slice( 0, 60 ) )
							.join( ' | ' ) }`
				)
			).toEqual( [] );
			// The screens sit in a region named after the area.
			expect(
				screen.getByRole( 'region', {
					name: area === 'about' ? 'About' : 'Surveys',
				} )
			).toBeTruthy();
		}
	);
} );

describe( 'notifications bell', () => {
	it.each( [
		[ 3, '3', 'Notifications (3 new)' ],
		[ 99, '99', 'Notifications (99 new)' ],
		[ 150, '99+', 'Notifications (99+ new)' ],
	] )(
		'with %d new, shows %s and its name holds it',
		( count, shown, name ) => {
			renderWithCount( count );
			const bell = screen.getByRole( 'button', { name } );
			const visible = (
				bell.querySelector( '.uf-notifications__badge' )?.textContent ??
				''
			).trim();
			expect( visible ).toBe( shown );
			expect( bell.getAttribute( 'aria-label' ) ).toContain( visible );
		}
	);

	it( 'is named Notifications without new ones, and shows no badge', () => {
		renderWithCount( 0 );
		const bell = screen.getByRole( 'button', { name: 'Notifications' } );
		expect( bell.querySelector( '.uf-notifications__badge' ) ).toBeNull();
	} );
} );
