import { afterEach, describe, expect, it } from 'vitest';

import { attribute, listenForAttributes } from './attributes';
import { collectFields, fieldValue, readAttributesFrom } from './hidden-fields';
import type { PageSurvey } from './types';

type Fields = NonNullable< PageSurvey[ 'settings' ][ 'hidden_fields' ] >;

function surveyWith( fields: Fields ): PageSurvey {
	return { settings: { hidden_fields: fields } } as unknown as PageSurvey;
}

function page( search: string, cookie = '' ): Window {
	return {
		location: { search },
		document: { cookie },
	} as unknown as Window;
}

afterEach( () => {
	delete ( window as unknown as { userfeedback?: unknown } ).userfeedback;
} );

describe( 'collectFields: each source read in the visitor’s browser', () => {
	it.each< [ string, Fields[ number ], Window, Record< string, string > ] >( [
		[
			'a URL parameter',
			{ name: 'utm_source', source: 'query', key: 'utm_source' },
			page( '?utm_source=newsletter&x=1' ),
			{ utm_source: 'newsletter' },
		],
		[
			'a URL parameter, decoded and trimmed',
			{ name: 'q', source: 'query', key: 'q' },
			page( '?q=%20caf%C3%A9%20' ),
			{ q: 'café' },
		],
		[
			'a missing URL parameter: left out',
			{ name: 'utm_source', source: 'query', key: 'utm_source' },
			page( '?other=1' ),
			{},
		],
		[
			'a cookie, percent-decoded',
			{ name: 'ab', source: 'cookie', key: 'ab_group' },
			page( '', 'x=1; ab_group=B%202' ),
			{ ab: 'B 2' },
		],
		[
			'a cookie whose name only ends like the key: not it',
			{ name: 'ab', source: 'cookie', key: 'group' },
			page( '', 'ab_group=B' ),
			{},
		],
		[
			'the page’s value the server printed',
			{ name: 'kind', source: 'page', key: 'post_type', value: 'post' },
			page( '' ),
			{ kind: 'post' },
		],
		[
			'a user field: never from the browser',
			{ name: 'role', source: 'user', key: 'role' },
			page( '?role=administrator', 'role=administrator' ),
			{},
		],
	] )( '%s', ( _name, field, win, expected ) => {
		expect( collectFields( surveyWith( [ field ] ), win ) ).toEqual(
			expected
		);
	} );

	it( 'cuts a long value to 200 characters without splitting one', () => {
		const long = '😀'.repeat( 250 );
		const value = collectFields(
			surveyWith( [ { name: 'q', source: 'query', key: 'q' } ] ),
			page( `?q=${ encodeURIComponent( long ) }` )
		).q;
		expect( Array.from( value ) ).toHaveLength( 200 );
		expect( value ).toBe( '😀'.repeat( 200 ) );
	} );

	it( 'a survey without hidden fields sends none', () => {
		expect(
			collectFields(
				{
					settings: {},
				} as unknown as PageSurvey,
				page( '?a=1' )
			)
		).toEqual( {} );
	} );
} );

describe( 'setAttributes: the js source', () => {
	const plan = surveyWith( [ { name: 'plan', source: 'js', key: 'plan' } ] );

	it( 'replays calls queued before the widget loaded, then takes direct calls', () => {
		const host = window as unknown as {
			userfeedback: {
				q: unknown[][];
				setAttributes?: ( values: unknown ) => void;
			};
		};
		host.userfeedback = { q: [ [ 'setAttributes', { plan: 'pro' } ] ] };
		listenForAttributes( window );
		// As the loader hands its values to the renderer (loader.ts).
		readAttributesFrom( attribute );
		expect( fieldValue( plan, 'plan', page( '' ) ) ).toBe( 'pro' );
		expect( host.userfeedback.q ).toEqual( [] );

		host.userfeedback.setAttributes?.( { plan: 'elite', seats: 5 } );
		expect( fieldValue( plan, 'plan', page( '' ) ) ).toBe( 'elite' );
		expect( attribute( 'seats' ) ).toBe( '5' );

		host.userfeedback.setAttributes?.( { plan: null } );
		expect( fieldValue( plan, 'plan', page( '' ) ) ).toBe( '' );
		// Not an object: ignored, nothing thrown.
		host.userfeedback.setAttributes?.( 'plan=pro' );
		expect( attribute( '__proto__' ) ).toBeUndefined();
	} );
} );
