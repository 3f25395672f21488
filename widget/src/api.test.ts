import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANSWERED_BEFORE, sendImpression, sendResponse } from './api';

const REST = 'https://example.test/wp-json/userfeedback/v1/';
const body = {
	answers: [ { question_id: 'a', value: 'x' } ],
	page_submitted: { url: 'https://example.test/', title: 'Home' },
	nonce: 't',
	response_key: '6f1c1c2e-3c4b-4b8e-9d2a-0c5e1f2a3b4c',
	shown: [ 'a' ],
	completed: true,
	language: 'en_US',
	fields: {},
};

function reply( status: number, json = '{}' ) {
	return Promise.resolve( new Response( json, { status } ) );
}

afterEach( () => vi.unstubAllGlobals() );

describe( 'visitor calls (visitor.md §7)', () => {
	it( 'impression: POST with the token as a query parameter, no body, plain permalinks too', () => {
		const fetchMock = vi.fn< typeof fetch >( () => reply( 200 ) );
		vi.stubGlobal( 'fetch', fetchMock );

		sendImpression( REST, 4, 'a b' );
		sendImpression(
			'https://example.test/?rest_route=/userfeedback/v1/',
			4,
			't'
		);

		expect( fetchMock.mock.calls.map( ( c ) => String( c[ 0 ] ) ) ).toEqual(
			[
				`${ REST }surveys/4/impression?nonce=a%20b`,
				'https://example.test/?rest_route=/userfeedback/v1/surveys/4/impression&nonce=t',
			]
		);
	} );

	it.each( [
		[
			'a stored response gives its id',
			[ () => reply( 201, '{"id":7}' ) ],
			7,
			1,
		],
		[ 'a 4xx is final', [ () => reply( 403 ) ], null, 1 ],
		[
			'a person who already answered (one answer each) is told apart',
			[
				() =>
					reply(
						409,
						'{"code":"userfeedback_already_answered","message":"You have already answered this survey."}'
					),
			],
			ANSWERED_BEFORE,
			1,
		],
		[
			'a personal link used in another tab is told the same way',
			[
				() =>
					reply(
						409,
						'{"code":"userfeedback_link_used","message":"This link has already been used."}'
					),
			],
			ANSWERED_BEFORE,
			1,
		],
		[
			'another 409 is not',
			[
				() =>
					reply(
						409,
						'{"code":"userfeedback_response_limit_reached"}'
					),
			],
			null,
			1,
		],
		[
			'a 5xx is retried once',
			[ () => reply( 503 ), () => reply( 201, '{"id":8}' ) ],
			8,
			2,
		],
		[
			'a network failure is retried once',
			[
				() => Promise.reject( new TypeError( 'offline' ) ),
				() => reply( 500 ),
			],
			null,
			2,
		],
	] )( '%s', async ( _name, replies, id, calls ) => {
		const fetchMock = vi.fn();
		replies.forEach( ( r ) => fetchMock.mockImplementationOnce( r ) );
		vi.stubGlobal( 'fetch', fetchMock );

		expect( await sendResponse( REST, 3, body, 0 ) ).toBe( id );
		expect( fetchMock ).toHaveBeenCalledTimes( calls );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			`${ REST }surveys/3/responses`
		);
	} );

	it( 'keeps the request alive across navigation unless the answers exceed the browser limit', async () => {
		const fetchMock = vi.fn< typeof fetch >( () =>
			reply( 201, '{"id":1}' )
		);
		vi.stubGlobal( 'fetch', fetchMock );

		await sendResponse( REST, 3, body, 0 );
		await sendResponse(
			REST,
			3,
			{
				...body,
				answers: [ { question_id: 'a', value: 'x'.repeat( 70000 ) } ],
			},
			0
		);

		expect(
			fetchMock.mock.calls
				.map( ( c ) => ( c as unknown[] )[ 1 ] as RequestInit )
				.map( ( i ) => i.keepalive )
		).toEqual( [ true, false ] );
	} );
} );
