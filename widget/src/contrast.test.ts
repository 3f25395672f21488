import { describe, expect, it } from 'vitest';

import cases from './contrast-cases.json';
import { readableOn } from './contrast';

describe( 'readableOn (the table the server is held to as well)', () => {
	it.each( cases as [ string, string ][] )(
		'text on "%s" is %s',
		( background, text ) => {
			expect( readableOn( background ) ).toBe( text );
		}
	);

	it( 'the table has both answers', () => {
		const texts = new Set( ( cases as string[][] ).map( ( c ) => c[ 1 ] ) );
		expect( [ ...texts ].sort() ).toEqual( [ '#1e1e1e', '#ffffff' ] );
	} );
} );
