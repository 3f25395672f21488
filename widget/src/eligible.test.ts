import { afterEach, describe, expect, it } from 'vitest';

import { surveysToShow } from './eligible';
import {
	addonsFixture,
	bootstrapFixture,
	clearCookies,
	oncePerBrowserSurvey,
} from './test-fixtures';
import type { PageSurvey } from './types';

const once = oncePerBrowserSurvey;

afterEach( () => {
	localStorage.clear();
	clearCookies( document );
} );

describe( 'inline surveys this visitor may not answer again say so in their place', () => {
	it( 'answered in this browser: handed over closed, in the site’s words; the floating one still waits', () => {
		localStorage.setItem( 'userfeedback-5-once', '1' );
		const { inline, floating } = surveysToShow(
			{
				...bootstrapWith( [ once( 5 ), once( 6 ) ] ),
				surveys: [ once( 7 ) ],
			},
			window
		);

		expect( inline.map( ( s ) => [ s.id, s.closed ] ) ).toEqual( [
			[ 5, 'You have already answered this survey.' ],
			[ 6, undefined ],
		] );
		expect( floating ).toBeNull();
	} );

	it( 'closed by the server (once per user): kept as it is', () => {
		const closed = once( 8, { closed: 'Log in to answer this survey.' } );
		expect(
			surveysToShow( bootstrapWith( [ closed ] ), window ).inline
		).toEqual( [ closed ] );
	} );

	it( 'a floating survey answered in this browser is not shown', () => {
		localStorage.setItem( 'userfeedback-9-once', '1' );
		expect(
			surveysToShow(
				{ ...bootstrapWith( [] ), surveys: [ once( 9 ) ] },
				window
			).floating
		).toBeNull();
	} );
} );

function bootstrapWith( inline: PageSurvey[] ) {
	return bootstrapFixture( {
		is_pro: true,
		is_licensed: true,
		license_type: 'elite',
		addons: addonsFixture( { behavior: true } ),
		inline,
	} );
}
