import { describe, expect, it } from 'vitest';

import {
	fieldNamesOf,
	filterChips,
	filterFromSearch,
	filterParams,
	searchWithFilter,
	withField,
	withoutPart,
} from '../model';

describe( 'hidden fields in the filter', () => {
	it( 'travels as the server’s `fields` JSON object and back', () => {
		const filter = withField(
			withField( { where: [] }, 'utm_source', ' newsletter ' ),
			'plan',
			'pro'
		);
		const params = filterParams( filter );
		expect( JSON.parse( params.fields ) ).toEqual( {
			utm_source: 'newsletter',
			plan: 'pro',
		} );
		const search = searchWithFilter(
			new URLSearchParams( 'status=trash&fields=%7B%7D' ),
			filter
		);
		expect( search.get( 'status' ) ).toBe( 'trash' );
		expect( filterFromSearch( search ).fields ).toEqual( {
			utm_source: 'newsletter',
			plan: 'pro',
		} );
	} );

	it.each( [
		[ 'not JSON', '{oops' ],
		[ 'a list', '["utm_source"]' ],
		[ 'a bad name', '{"utm source":"x"}' ],
		[ 'an empty value', '{"utm_source":" "}' ],
		[ 'a long value', JSON.stringify( { a: 'x'.repeat( 201 ) } ) ],
		[ 'a value that is not text', '{"a":1}' ],
	] )( 'a link with %s reads as no field filter', ( _name, text ) => {
		expect(
			filterFromSearch( new URLSearchParams( { fields: text } ) ).fields
		).toBeUndefined();
	} );

	it( 'has a chip per field, each removable on its own', () => {
		const filter = withField(
			withField( { where: [] }, 'utm_source', 'ads' ),
			'plan',
			'pro'
		);
		const chips = filterChips( filter, [] );
		expect( chips.map( ( chip ) => chip.label ) ).toEqual( [
			'utm_source: ads',
			'plan: pro',
		] );
		const left = withoutPart( filter, chips[ 0 ].part );
		expect( left.fields ).toEqual( { plan: 'pro' } );
		expect(
			withoutPart( left, { kind: 'field', name: 'plan' } ).fields
		).toBeUndefined();
		expect( filterParams( { where: [], fields: {} } ) ).toEqual( {} );
	} );

	it( 'offers the survey’s field names', () => {
		expect(
			fieldNamesOf( {
				settings: {
					hidden_fields: [ { name: 'utm_source' }, { name: 'plan' } ],
				},
			} )
		).toEqual( [ 'utm_source', 'plan' ] );
		expect( fieldNamesOf( undefined ) ).toEqual( [] );
	} );
} );
