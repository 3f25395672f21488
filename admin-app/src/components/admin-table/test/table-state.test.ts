import { describe, expect, it } from 'vitest';

import {
	FALLBACK_PAGINATION,
	affectsWholePage,
	ariaSort,
	canApplyBulkAction,
	clampPage,
	nextSort,
	pageNavigation,
	parsePageInput,
	pruneSelection,
	selectionState,
	toggleAll,
	toggleRow,
	viewAfterBulkAction,
	withPaginationFallback,
} from '../table-state';
import type { RowId, SortState, TablePagination } from '../types';

describe( 'toggleRow', () => {
	it.each< [ RowId[], RowId, RowId[] ] >( [
		[ [], 1, [ 1 ] ],
		[ [ 1 ], 1, [] ],
		[ [ 1, 2 ], 3, [ 1, 2, 3 ] ],
		[ [ 1, 2, 3 ], 2, [ 1, 3 ] ],
		[ [ 'a' ], 'b', [ 'a', 'b' ] ],
	] )( '%j toggling %j gives %j', ( selected, id, expected ) => {
		expect( toggleRow( selected, id ) ).toEqual( expected );
	} );
} );

describe( 'toggleAll', () => {
	it.each< [ RowId[], boolean, RowId[] ] >( [
		[ [ 1, 2, 3 ], true, [ 1, 2, 3 ] ],
		[ [ 1, 2, 3 ], false, [] ],
		[ [], true, [] ],
	] )( 'page %j, checked %j gives %j', ( pageIds, checked, expected ) => {
		expect( toggleAll( pageIds, checked ) ).toEqual( expected );
	} );
} );

describe( 'selectionState', () => {
	it.each< [ RowId[], RowId[], string ] >( [
		[ [], [ 1, 2 ], 'none' ],
		[ [ 1 ], [ 1, 2 ], 'some' ],
		[ [ 2, 1 ], [ 1, 2 ], 'all' ],
		[ [ 9 ], [ 1, 2 ], 'none' ],
		[ [], [], 'none' ],
	] )( 'selected %j of page %j is %s', ( selected, pageIds, expected ) => {
		expect( selectionState( selected, pageIds ) ).toBe( expected );
	} );
} );

describe( 'pruneSelection', () => {
	it.each< [ RowId[], RowId[], RowId[] ] >( [
		[
			[ 1, 2 ],
			[ 1, 2, 3 ],
			[ 1, 2 ],
		],
		[ [ 1, 2 ], [ 2, 3 ], [ 2 ] ],
		[ [ 1 ], [], [] ],
	] )( 'keeps %j on page %j as %j', ( selected, pageIds, expected ) => {
		expect( pruneSelection( selected, pageIds ) ).toEqual( expected );
	} );
} );

describe( 'nextSort', () => {
	it.each<
		[ SortState | null, string, 'asc' | 'desc' | undefined, SortState ]
	>( [
		[ null, 'title', undefined, { orderby: 'title', order: 'asc' } ],
		[
			null,
			'created_at',
			'desc',
			{ orderby: 'created_at', order: 'desc' },
		],
		[
			{ orderby: 'title', order: 'asc' },
			'title',
			undefined,
			{ orderby: 'title', order: 'desc' },
		],
		[
			{ orderby: 'title', order: 'desc' },
			'title',
			undefined,
			{ orderby: 'title', order: 'asc' },
		],
		[
			{ orderby: 'title', order: 'desc' },
			'status',
			undefined,
			{ orderby: 'status', order: 'asc' },
		],
		[
			{ orderby: 'created_at', order: 'desc' },
			'created_at',
			'desc',
			{ orderby: 'created_at', order: 'asc' },
		],
	] )(
		'from %j, clicking %s (first %s) gives %j',
		( current, key, first, expected ) => {
			expect( nextSort( current, key, first ) ).toEqual( expected );
		}
	);
} );

describe( 'ariaSort', () => {
	it.each< [ SortState | null, string, string | undefined ] >( [
		[ { orderby: 'title', order: 'asc' }, 'title', 'ascending' ],
		[ { orderby: 'title', order: 'desc' }, 'title', 'descending' ],
		[ { orderby: 'title', order: 'desc' }, 'status', undefined ],
		[ null, 'title', undefined ],
	] )( '%j on column %s is %s', ( sort, key, expected ) => {
		expect( ariaSort( sort, key ) ).toBe( expected );
	} );
} );

describe( 'withPaginationFallback', () => {
	it( 'is the spec fallback when the server sent none', () => {
		expect( FALLBACK_PAGINATION ).toEqual( {
			page: 1,
			pages: 1,
			per_page: 10,
			total: 1,
		} );
		expect( withPaginationFallback( undefined ) ).toEqual(
			FALLBACK_PAGINATION
		);
		expect( withPaginationFallback( null ) ).toEqual( FALLBACK_PAGINATION );
	} );

	it.each< [ Partial< TablePagination >, TablePagination ] >( [
		[
			{ page: 2, pages: 3, per_page: 10, total: 23 },
			{ page: 2, pages: 3, per_page: 10, total: 23 },
		],
		[
			{ page: 1, pages: 1, per_page: 10, total: 0 },
			{ page: 1, pages: 1, per_page: 10, total: 0 },
		],
		[ { total: 7 }, { page: 1, pages: 1, per_page: 10, total: 7 } ],
		[
			{ page: 0, pages: 0, per_page: -5, total: -1 },
			{ page: 1, pages: 1, per_page: 10, total: 1 },
		],
		[
			{ page: 9, pages: 3, per_page: 20, total: 45 },
			{ page: 3, pages: 3, per_page: 20, total: 45 },
		],
		[
			{ page: 1.5, pages: Number.NaN, per_page: 10, total: 2 },
			{ page: 1, pages: 1, per_page: 10, total: 2 },
		],
	] )( '%j becomes %j', ( pagination, expected ) => {
		expect( withPaginationFallback( pagination ) ).toEqual( expected );
	} );
} );

describe( 'clampPage', () => {
	it.each( [
		[ 1, 3, 1 ],
		[ 3, 3, 3 ],
		[ 4, 3, 3 ],
		[ 0, 3, 1 ],
		[ -2, 3, 1 ],
		[ 2.7, 3, 2 ],
		[ Number.NaN, 3, 1 ],
		[ 5, 0, 1 ],
		[ 5, Number.POSITIVE_INFINITY, 1 ],
	] )( 'page %d of %d is %d', ( page, pages, expected ) => {
		expect( clampPage( page, pages ) ).toBe( expected );
	} );
} );

describe( 'parsePageInput', () => {
	it.each< [ string, number, number | null ] >( [
		[ '2', 5, 2 ],
		[ ' 3 ', 5, 3 ],
		[ '9', 5, 5 ],
		[ '0', 5, 1 ],
		[ '', 5, null ],
		[ 'abc', 5, null ],
		[ '2.5', 5, null ],
		[ '-1', 5, null ],
	] )( '%j of %d pages is %j', ( text, pages, expected ) => {
		expect( parsePageInput( text, pages ) ).toBe( expected );
	} );
} );

describe( 'pageNavigation', () => {
	it.each( [
		[ 1, 1, false, false ],
		[ 1, 3, false, true ],
		[ 2, 3, true, true ],
		[ 3, 3, true, false ],
	] )(
		'page %d of %d: previous %s, next %s',
		( page, pages, hasPrevious, hasNext ) => {
			expect( pageNavigation( { page, pages } ) ).toEqual( {
				hasPrevious,
				hasNext,
			} );
		}
	);
} );

describe( 'canApplyBulkAction', () => {
	it.each( [
		[ '', 0, false ],
		[ '', 2, false ],
		[ 'trash', 0, false ],
		[ 'trash', 1, true ],
	] )( 'action %j with %d selected: %s', ( action, count, expected ) => {
		expect( canApplyBulkAction( action, count ) ).toBe( expected );
	} );
} );

describe( 'after a bulk action', () => {
	const view = {
		filter: 'draft',
		page: 2,
		orderby: 'title',
		order: 'asc' as const,
	};

	it.each< [ string, RowId[], RowId[], boolean ] >( [
		[ 'every row of the page', [ 1, 2, 3 ], [ 3, 1, 2 ], true ],
		[ 'more than the page (other ids too)', [ 1, 2 ], [ 1, 2, 9 ], true ],
		[ 'some rows', [ 1, 2, 3 ], [ 1, 2 ], false ],
		[ 'no rows', [ 1, 2, 3 ], [], false ],
		[ 'an empty page', [], [], false ],
	] )( '%s affected: reset %s', ( _label, pageIds, affected, resets ) => {
		expect( affectsWholePage( pageIds, affected ) ).toBe( resets );
		const next = viewAfterBulkAction( view, pageIds, affected, 'all' );
		if ( resets ) {
			expect( next ).toEqual( {
				filter: 'all',
				page: 1,
				orderby: 'title',
				order: 'asc',
			} );
		} else {
			expect( next ).toBe( view );
		}
	} );
} );
