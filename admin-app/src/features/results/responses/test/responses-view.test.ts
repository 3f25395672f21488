import { describe, expect, it } from 'vitest';

import {
	idFromRoute,
	responseListParams,
	responsePath,
	responseViewFromSearch,
	responsesListPath,
	safePageUrl,
	searchFromResponseView,
	responseDetailParams,
} from '../responses-view';
import {
	deleteResponsesConfirmation,
	emptyResponsesMessage,
	responsesActionMessage,
} from '../labels';
import { answerValues, npsBucketLabel } from '../AnswerValue';

describe( 'safePageUrl (spec §5: no javascript: links)', () => {
	it.each( [
		[ 'https://example.test/a?b=1#c', 'https://example.test/a?b=1#c' ],
		[ 'http://example.test', 'http://example.test/' ],
		[ '  https://example.test/x  ', 'https://example.test/x' ],
		[ 'javascript:alert(1)', null ],
		[ 'JavaScript:alert(1)', null ],
		[ ' java\tscript:alert(1)', null ],
		[ '\u0000javascript:alert(1)', null ],
		[ 'data:text/html,<script>alert(1)</script>', null ],
		[ 'vbscript:msgbox(1)', null ],
		[ 'ftp://example.test/file', null ],
		[ '/relative/path', null ],
		[ '//example.test/protocol-relative', null ],
		[ '', null ],
		[ 'not a url', null ],
	] )( '%j → %j', ( url, expected ) => {
		expect( safePageUrl( url ) ).toBe( expected );
	} );
} );

describe( 'the list view in the URL', () => {
	it.each( [
		[ '', { filter: 'all', completion: 'all', page: 1 } ],
		[
			'status=trash&page=3',
			{ filter: 'trash', completion: 'all', page: 3 },
		],
		[ 'status=publish', { filter: 'publish', completion: 'all', page: 1 } ],
		[
			'status=draft&page=0',
			{ filter: 'all', completion: 'all', page: 1 },
		],
		[ 'page=-2', { filter: 'all', completion: 'all', page: 1 } ],
		[ 'page=1.5', { filter: 'all', completion: 'all', page: 1 } ],
		[
			'completion=partial',
			{ filter: 'all', completion: 'partial', page: 1 },
		],
		[
			'status=trash&completion=completed&page=2',
			{ filter: 'trash', completion: 'completed', page: 2 },
		],
		[ 'completion=half', { filter: 'all', completion: 'all', page: 1 } ],
		[ 'completion=all', { filter: 'all', completion: 'all', page: 1 } ],
	] )( '%j → %j', ( search, view ) => {
		expect(
			responseViewFromSearch( new URLSearchParams( search ) )
		).toEqual( view );
	} );

	it.each( [
		[ { filter: 'all', completion: 'all', page: 1 } as const, '' ],
		[
			{ filter: 'trash', completion: 'all', page: 2 } as const,
			'status=trash&page=2',
		],
		[
			{ filter: 'all', completion: 'partial', page: 1 } as const,
			'completion=partial',
		],
		[
			{ filter: 'publish', completion: 'completed', page: 3 } as const,
			'status=publish&completion=completed&page=3',
		],
	] )(
		'writes %j as %j, defaults left out, and reads it back',
		( view, search ) => {
			expect( searchFromResponseView( view ).toString() ).toBe( search );
			expect(
				responseViewFromSearch( new URLSearchParams( search ) )
			).toEqual( view );
		}
	);

	it( 'asks Lite for the default only, Pro for its view', () => {
		const view = {
			filter: 'trash',
			completion: 'partial',
			page: 2,
		} as const;
		expect( responseListParams( view, false ) ).toEqual( {} );
		expect( responseListParams( view, true ) ).toEqual( {
			page: 2,
			status: 'trash',
			completion: 'partial',
		} );
		expect(
			responseListParams(
				{ filter: 'all', completion: 'all', page: 1 },
				true
			)
		).toEqual( {} );
		expect(
			responseListParams(
				{ filter: 'publish', completion: 'completed', page: 1 },
				true
			)
		).toEqual( { status: 'publish', completion: 'completed' } );
	} );

	it( 'builds the routes, carrying the view', () => {
		expect( responsesListPath( 5 ) ).toBe( '/survey/5/responses' );
		expect( responsesListPath( 5, 'status=trash' ) ).toBe(
			'/survey/5/responses?status=trash'
		);
		expect( responsePath( 5, 12, 'page=2' ) ).toBe(
			'/survey/5/responses/12?page=2'
		);
	} );

	it.each( [
		[ '12', 12 ],
		[ '0', null ],
		[ '-1', null ],
		[ '1e3', null ],
		[ 'abc', null ],
		[ undefined, null ],
		[ '99999999999999999999', null ],
	] )( 'route id %j → %j', ( value, id ) => {
		expect( idFromRoute( value ) ).toBe( id );
	} );
} );

describe( 'labels', () => {
	it( 'names empty views', () => {
		expect( emptyResponsesMessage( 'all', 1 ) ).toBe( 'No responses yet.' );
		expect( emptyResponsesMessage( 'publish', 1 ) ).toBe(
			'No published responses.'
		);
		expect( emptyResponsesMessage( 'trash', 1 ) ).toBe(
			'No responses in the Trash.'
		);
		expect( emptyResponsesMessage( 'all', 3 ) ).toBe(
			'No responses on this page.'
		);
	} );

	it( 'reports what an action changed and what it did not', () => {
		expect( responsesActionMessage( 'trash', 1, 1 ) ).toBe(
			'1 response moved to the Trash.'
		);
		expect( responsesActionMessage( 'restore', 3, 3 ) ).toBe(
			'3 responses restored from the Trash.'
		);
		expect( responsesActionMessage( 'delete', 1, 3 ) ).toBe(
			'1 response permanently deleted. 2 responses were not changed; the list has been reloaded.'
		);
	} );

	it( 'names the responses a delete removes', () => {
		expect( deleteResponsesConfirmation( [ 4 ] ) ).toContain(
			'Delete Response #4 permanently?'
		);
		expect( deleteResponsesConfirmation( [ 4, 5 ] ) ).toContain(
			'Delete 2 responses permanently?'
		);
	} );
} );

describe( 'answers', () => {
	it.each( [
		[ 1, 'Detractor' ],
		[ 6, 'Detractor' ],
		[ 7, 'Passive' ],
		[ 8, 'Passive' ],
		[ 9, 'Promoter' ],
		[ 10, 'Promoter' ],
	] )( 'NPS %d is a %s (spec §4)', ( score, bucket ) => {
		expect( npsBucketLabel( score ) ).toBe( bucket );
	} );

	it( 'reads values as text, empty when skipped', () => {
		expect( answerValues( null ) ).toEqual( [] );
		expect( answerValues( '' ) ).toEqual( [] );
		expect( answerValues( [] ) ).toEqual( [] );
		expect( answerValues( 7 ) ).toEqual( [ '7' ] );
		expect( answerValues( [ 'A', ' ', 'B' ] ) ).toEqual( [ 'A', 'B' ] );
	} );
} );

describe( 'a single response opened from a completion view', () => {
	it.each( [
		[ 'completion=partial&page=2', { 'filter[completion]': 'partial' } ],
		[
			'status=trash&completion=completed',
			{ 'filter[completion]': 'completed' },
		],
		[ 'status=trash', {} ],
		[ 'completion=half', {} ],
		[ '', {} ],
	] )( 'list view %j asks for %j', ( search, params ) => {
		expect( responseDetailParams( search ) ).toEqual( params );
	} );
} );

describe( 'the results filter in the list and its responses', () => {
	const where = JSON.stringify( [
		{ question_id: 'q2', compare: '==', value: 'Yes' },
	] );

	it( 'reads the filter beside the views, leaving completion to the completion view', () => {
		const view = responseViewFromSearch(
			new URLSearchParams( {
				status: 'trash',
				completion: 'partial',
				device: 'mobile',
				where,
			} )
		);
		expect( view.completion ).toBe( 'partial' );
		expect( view.analysis ).toEqual( {
			where: [ { question_id: 'q2', compare: '==', value: 'Yes' } ],
			device: 'mobile',
		} );
		expect( responseListParams( view, true ) ).toEqual( {
			status: 'trash',
			completion: 'partial',
			filter: { where, device: 'mobile' },
		} );
		// Lite sends nothing (the server refuses filters with 403).
		expect( responseListParams( view, false ) ).toEqual( {} );
		// And back into the URL.
		expect(
			Object.fromEntries( searchFromResponseView( view ).entries() )
		).toEqual( {
			where,
			device: 'mobile',
			status: 'trash',
			completion: 'partial',
		} );
	} );

	it( 'keeps a response’s previous / next within the filter', () => {
		expect(
			responseDetailParams(
				new URLSearchParams( {
					tag: 'pricing',
					completion: 'completed',
					page: '2',
				} ).toString()
			)
		).toEqual( { 'filter[completion]': 'completed', tag: 'pricing' } );
	} );
} );
