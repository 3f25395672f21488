/**
 * The e-mail list rule (configuration.md §5: comma-separated, each a standard e-mail, empty
 * allowed) and the custom logo rule ('You must select a custom logo.').
 */
import { describe, expect, it } from 'vitest';

import { SETTINGS_DEFAULTS } from '../../../data/use-settings';
import {
	invalidEmails,
	isValidEmailList,
	validateSettings,
} from '../validation';

describe( 'e-mail list', () => {
	it.each( [
		[ '', true ],
		[ '   ', true ],
		[ 'admin@example.com', true ],
		[ 'admin@example.com, team@example.co.uk', true ],
		[ 'admin@example.com,team@example.com', true ],
		[ 'first.last+tag@sub.example.org', true ],
		[ 'admin@example.com,', true ],
		[ 'admin', false ],
		[ 'admin@', false ],
		[ '@example.com', false ],
		[ 'admin@example', false ],
		[ 'admin@example.com team@example.com', false ],
		[ 'admin@example.com; team@example.com', false ],
		[ 'admin@exa mple.com', false ],
		[ 'admin@example.com, nope', false ],
	] )( '%j valid: %s', ( list, valid ) => {
		expect( isValidEmailList( list ) ).toBe( valid );
	} );

	it( 'names the bad addresses', () => {
		expect( invalidEmails( 'a@b.co, nope,  x@y' ) ).toEqual( [
			'nope',
			'x@y',
		] );
	} );
} );

describe( 'validateSettings', () => {
	it( 'passes the defaults', () => {
		expect( validateSettings( SETTINGS_DEFAULTS ) ).toEqual( {} );
	} );

	it( 'flags invalid recipients', () => {
		const errors = validateSettings( {
			...SETTINGS_DEFAULTS,
			notifications_recipients: 'ok@example.com, broken',
		} );
		expect( errors.notifications_recipients ).toContain( 'broken' );
	} );

	it( 'asks for a custom logo when the type is custom', () => {
		const settings = { ...SETTINGS_DEFAULTS, logo_type: 'custom' as const };
		expect( validateSettings( settings ).widget_custom_logo ).toBe(
			'You must select a custom logo.'
		);
		expect(
			validateSettings( {
				...settings,
				widget_custom_logo: 'https://example.test/logo.png',
			} )
		).toEqual( {} );
		// A site that may not change the logo is not asked for one.
		expect(
			validateSettings( settings, { widget_custom_logo: 'Custom Logo' } )
		).toEqual( {} );
	} );
} );
