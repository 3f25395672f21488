import { afterEach, describe, expect, it } from 'vitest';

import {
	GlobalsError,
	adminPageUrl,
	entitlementsFrom,
	getGlobals,
} from '../globals';
import { PRO_ELITE, clearGlobals, setGlobals } from '../../test-utils';

afterEach( () => clearGlobals() );

describe( 'getGlobals', () => {
	it( 'reads window.userfeedback once', () => {
		setGlobals( { plugin_version: '1.0.0' } );
		const first = getGlobals();
		window.userfeedback = { ...first, plugin_version: '2.0.0' };

		expect( getGlobals().plugin_version ).toBe( '1.0.0' );
		expect( getGlobals() ).toBe( first );
	} );

	it( 'throws a GlobalsError when window.userfeedback is missing', () => {
		clearGlobals();

		expect( () => getGlobals() ).toThrow( GlobalsError );
	} );

	it( 'extracts the entitlements facts', () => {
		const globals = setGlobals( PRO_ELITE );

		expect( entitlementsFrom( globals ) ).toEqual( PRO_ELITE );
	} );
} );

describe( 'adminPageUrl', () => {
	it( 'joins the admin URL and the area page, with or without a trailing slash', () => {
		expect( adminPageUrl( 'https://a.test/wp-admin/', 'results' ) ).toBe(
			'https://a.test/wp-admin/admin.php?page=userfeedback_results'
		);
		expect( adminPageUrl( 'https://a.test/wp-admin', 'about' ) ).toBe(
			'https://a.test/wp-admin/admin.php?page=userfeedback_about'
		);
	} );
} );
