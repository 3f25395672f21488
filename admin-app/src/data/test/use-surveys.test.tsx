import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { ApiError } from '../api';
import { queryKeys } from '../query-keys';
import {
	runSurveyBulkAction,
	surveyListPath,
	useDuplicateSurvey,
	useSurveyBulkAction,
	useSurveyList,
	type SurveyListParams,
} from '../use-surveys';
import {
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	withQueryClient,
} from '../../test-utils';

const LIST = {
	items: [
		{
			id: 12,
			title: 'Website Experience',
			status: 'publish',
			is_scheduled: false,
			created_at: '2026-09-12T10:00:00+00:00',
			publish_at: null,
			responses_count: 118,
			shortcode: '[userfeedback id="12"]',
		},
	],
	pagination: { page: 1, pages: 1, per_page: 10, total: 1 },
	status_filters: [
		{ status: 'all', count: 1 },
		{ status: 'publish', count: 1 },
		{ status: 'scheduled', count: 0 },
		{ status: 'draft', count: 0 },
		{ status: 'trash', count: 0 },
	],
};

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

/**
 * The path a request asked for, decoded, less the `_locale=user` apiFetch's middleware appends.
 *
 * @param options The options the fetch handler received.
 */
function requestedPath( options: APIFetchOptions ): string {
	return decodeURIComponent( String( options.path ) ).replace(
		/[?&]_locale=user$/,
		''
	);
}

function wrapperFor( client = createTestQueryClient() ) {
	return {
		client,
		wrapper: ( { children }: { children: ReactNode } ) =>
			withQueryClient( <>{ children }</>, client ),
	};
}

beforeEach( () => resetFetchHandler() );
afterEach( () => resetFetchHandler() );

describe( 'surveyListPath', () => {
	it.each< [ SurveyListParams, string ] >( [
		[ {}, '/userfeedback/v1/surveys' ],
		[ { page: 1 }, '/userfeedback/v1/surveys' ],
		[ { page: 2 }, '/userfeedback/v1/surveys?page=2' ],
		[
			{ orderby: 'title', order: 'asc' },
			'/userfeedback/v1/surveys?orderby=title&order=asc',
		],
		[
			{ status: 'draft' },
			'/userfeedback/v1/surveys?filter[status]=draft',
		],
		[
			{
				page: 3,
				per_page: 20,
				orderby: 'created_at',
				order: 'desc',
				status: 'trash',
			},
			'/userfeedback/v1/surveys?page=3&per_page=20&orderby=created_at&order=desc&filter[status]=trash',
		],
	] )( '%j → %s', ( params, path ) => {
		expect( decodeURIComponent( surveyListPath( params ) ) ).toBe( path );
	} );
} );

describe( 'useSurveyList', () => {
	it( 'GETs the list with the filter and sort', async () => {
		const handler = vi.fn< Handler >( async () => LIST );
		setFetchHandler( handler );
		const { wrapper } = wrapperFor();

		const { result } = renderHook(
			() =>
				useSurveyList( {
					status: 'publish',
					orderby: 'title',
					order: 'asc',
				} ),
			{ wrapper }
		);

		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );
		expect( result.current.data?.items[ 0 ].title ).toBe(
			'Website Experience'
		);
		expect( handler ).toHaveBeenCalledTimes( 1 );
		const options = handler.mock.calls[ 0 ][ 0 ];
		expect( options.method ).toBe( 'GET' );
		expect( requestedPath( options ) ).toBe(
			'/userfeedback/v1/surveys?orderby=title&order=asc&filter[status]=publish'
		);
	} );

	it( 'keeps the previous page on screen while the next one loads', async () => {
		let release: ( () => void ) | undefined;
		setFetchHandler( ( options ) =>
			String( options.path ).includes( 'page=2' )
				? new Promise( ( resolve ) => {
						release = () => resolve( { ...LIST, items: [] } );
					} )
				: Promise.resolve( LIST )
		);
		const { wrapper } = wrapperFor();
		const { result, rerender } = renderHook(
			( params: SurveyListParams ) => useSurveyList( params ),
			{ wrapper, initialProps: { page: 1 } }
		);
		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );

		rerender( { page: 2 } );

		expect( result.current.isPlaceholderData ).toBe( true );
		expect( result.current.data?.items ).toHaveLength( 1 );
		await act( async () => release?.() );
		await waitFor( () =>
			expect( result.current.isPlaceholderData ).toBe( false )
		);
		expect( result.current.data?.items ).toHaveLength( 0 );
	} );

	it( 'fails with an ApiError', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to list surveys.',
				data: { status: 403 },
			} )
		);
		const { wrapper } = wrapperFor();
		const { result } = renderHook( () => useSurveyList( {} ), { wrapper } );

		await waitFor( () => expect( result.current.isError ).toBe( true ) );
		expect( result.current.error ).toBeInstanceOf( ApiError );
		expect( result.current.error?.status ).toBe( 403 );
	} );
} );

describe( 'bulk actions', () => {
	it.each( [ 'publish', 'draft', 'trash', 'restore' ] as const )(
		'POSTs survey_ids to surveys/{action}: %s',
		async ( action ) => {
			const handler = vi.fn< Handler >( async () => ( {
				survey_ids: [ 1, 2 ],
			} ) );
			setFetchHandler( handler );

			const result = await runSurveyBulkAction( {
				action,
				ids: [ 1, 2 ],
			} );

			expect( result ).toEqual( { survey_ids: [ 1, 2 ], skipped: [] } );
			const options = handler.mock.calls[ 0 ][ 0 ];
			expect( options.method ).toBe( 'POST' );
			expect( requestedPath( options ) ).toBe(
				`/userfeedback/v1/surveys/${ action }`
			);
			expect( options.data ).toEqual( { survey_ids: [ 1, 2 ] } );
		}
	);

	it( 'delete sends DELETE surveys with survey_ids', async () => {
		const handler = vi.fn< Handler >( async () => ( {
			survey_ids: [ 3 ],
		} ) );
		setFetchHandler( handler );

		await runSurveyBulkAction( { action: 'delete', ids: [ 3 ] } );

		// apiFetch's middleware sends DELETE as POST with a method override header.
		const options = handler.mock.calls[ 0 ][ 0 ];
		expect( requestedPath( options ) ).toBe( '/userfeedback/v1/surveys' );
		expect( options.data ).toEqual( { survey_ids: [ 3 ] } );
		expect(
			options.method === 'DELETE' ||
				( options.headers as Record< string, string > )[
					'X-HTTP-Method-Override'
				] === 'DELETE'
		).toBe( true );
	} );

	it( 'keeps the surveys publish skipped', async () => {
		setFetchHandler( async () => ( {
			survey_ids: [ 1 ],
			skipped: [
				{ id: 2, message: 'Some questions are missing options.' },
			],
		} ) );

		await expect(
			runSurveyBulkAction( { action: 'publish', ids: [ 1, 2 ] } )
		).resolves.toEqual( {
			survey_ids: [ 1 ],
			skipped: [
				{ id: 2, message: 'Some questions are missing options.' },
			],
		} );
	} );

	it( 'invalidates the surveys queries afterwards', async () => {
		setFetchHandler( async () => ( { survey_ids: [ 1 ] } ) );
		const { client, wrapper } = wrapperFor();
		const invalidate = vi.spyOn( client, 'invalidateQueries' );
		const { result } = renderHook( () => useSurveyBulkAction(), {
			wrapper,
		} );

		await act( () =>
			result.current.mutateAsync( { action: 'trash', ids: [ 1 ] } )
		);

		expect( invalidate ).toHaveBeenCalledWith( {
			queryKey: queryKeys.surveys,
		} );
	} );
} );

describe( 'useDuplicateSurvey', () => {
	it( 'POSTs surveys/{id}/duplicate and resolves with the new id', async () => {
		const handler = vi.fn< Handler >( async () => ( {
			id: 44,
		} ) );
		setFetchHandler( handler );
		const { client, wrapper } = wrapperFor();
		const invalidate = vi.spyOn( client, 'invalidateQueries' );
		const { result } = renderHook( () => useDuplicateSurvey(), {
			wrapper,
		} );

		let copy: { id: number } | undefined;
		await act( async () => {
			copy = await result.current.mutateAsync( 12 );
		} );

		expect( copy ).toEqual( { id: 44 } );
		const options = handler.mock.calls[ 0 ][ 0 ];
		expect( options.method ).toBe( 'POST' );
		expect( requestedPath( options ) ).toBe(
			'/userfeedback/v1/surveys/12/duplicate'
		);
		expect( invalidate ).toHaveBeenCalledWith( {
			queryKey: queryKeys.surveys,
		} );
	} );
} );
