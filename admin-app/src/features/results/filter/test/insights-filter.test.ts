import { describe, expect, it } from 'vitest';

import {
	filterChips,
	filterFromSearch,
	filterParams,
	searchWithFilter,
	withoutPart,
} from '../model';

describe( 'the sentiment and theme filters', () => {
	it( 'are read from the URL like a tag, malformed values left out', () => {
		expect(
			filterFromSearch(
				new URLSearchParams( 'sentiment=negative&theme=12' )
			)
		).toEqual( { where: [], sentiment: 'negative', theme: '12' } );
		expect(
			filterFromSearch( new URLSearchParams( 'sentiment=angry&theme=0' ) )
		).toEqual( { where: [] } );
		expect(
			filterFromSearch( new URLSearchParams( 'theme=1;drop' ) )
		).toEqual( { where: [] } );
		expect(
			filterFromSearch(
				new URLSearchParams( 'vs_sentiment=positive' ),
				'vs_'
			)
		).toEqual( { where: [], sentiment: 'positive' } );
	} );

	it( 'are sent and written back under their names', () => {
		const filter = {
			where: [],
			sentiment: 'positive' as const,
			theme: '7',
		};
		expect( filterParams( filter ) ).toEqual( {
			sentiment: 'positive',
			theme: '7',
		} );
		const search = searchWithFilter(
			new URLSearchParams( 'range=last-week&theme=3' ),
			filter
		);
		expect( search.get( 'theme' ) ).toBe( '7' );
		expect( search.get( 'sentiment' ) ).toBe( 'positive' );
		expect( search.get( 'range' ) ).toBe( 'last-week' );
	} );

	it( 'show as chips with the theme’s label and are removed one by one', () => {
		const filter = {
			where: [],
			sentiment: 'negative' as const,
			theme: '7',
		};
		expect(
			filterChips( filter, [], undefined, [
				{ id: 7, label: 'Checkout is too slow' },
			] ).map( ( chip ) => chip.label )
		).toEqual( [ 'Sentiment: Negative', 'Theme: Checkout is too slow' ] );
		expect(
			filterChips( filter, [] ).map( ( chip ) => chip.label )
		).toEqual( [ 'Sentiment: Negative', 'Theme #7' ] );
		expect( withoutPart( filter, { kind: 'theme' } ) ).toEqual( {
			where: [],
			sentiment: 'negative',
		} );
	} );
} );
