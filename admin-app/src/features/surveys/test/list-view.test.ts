import { describe, expect, it } from 'vitest';

import {
	DEFAULT_VIEW,
	listParams,
	searchFromView,
	viewFromSearch,
	type SurveyListView,
} from '../list-view';

describe( 'viewFromSearch', () => {
	it.each< [ string, SurveyListView ] >( [
		[ '', { ...DEFAULT_VIEW } ],
		[
			'status=trash&orderby=title&order=asc&page=2',
			{ filter: 'trash', orderby: 'title', order: 'asc', page: 2 },
		],
		[ 'status=scheduled', { ...DEFAULT_VIEW, filter: 'scheduled' } ],
		[ 'orderby=created_at', { ...DEFAULT_VIEW, orderby: 'created_at' } ],
		// Unknown or unusable values fall back to the defaults.
		[
			'status=bogus&orderby=drop&order=sideways&page=-3',
			{ ...DEFAULT_VIEW },
		],
		[ 'page=1.5', { ...DEFAULT_VIEW } ],
		[ 'page=abc', { ...DEFAULT_VIEW } ],
	] )( '?%s → %j', ( search, view ) => {
		expect( viewFromSearch( new URLSearchParams( search ) ) ).toEqual(
			view
		);
	} );
} );

describe( 'searchFromView', () => {
	it.each< [ SurveyListView, string ] >( [
		[ { ...DEFAULT_VIEW }, '' ],
		[
			{ filter: 'trash', orderby: 'title', order: 'asc', page: 2 },
			'status=trash&orderby=title&order=asc&page=2',
		],
		[ { ...DEFAULT_VIEW, order: 'asc' }, 'orderby=id&order=asc' ],
		[ { ...DEFAULT_VIEW, filter: 'draft' }, 'status=draft' ],
	] )( '%j → ?%s', ( view, search ) => {
		expect( searchFromView( view ).toString() ).toBe( search );
		// And back again.
		expect( viewFromSearch( new URLSearchParams( search ) ) ).toEqual(
			view
		);
	} );
} );

describe( 'listParams', () => {
	it( 'leaves the status out for All', () => {
		expect( listParams( { ...DEFAULT_VIEW } ) ).toEqual( {
			page: 1,
			orderby: 'id',
			order: 'desc',
		} );
		expect(
			listParams( { ...DEFAULT_VIEW, filter: 'scheduled', page: 3 } )
		).toEqual( {
			page: 3,
			orderby: 'id',
			order: 'desc',
			status: 'scheduled',
		} );
	} );
} );
