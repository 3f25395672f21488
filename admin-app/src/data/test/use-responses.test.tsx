import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { ApiError } from '../api';
import { queryKeys } from '../query-keys';
import {
	isNotFound,
	isUpgradeRequired,
	responsesPath,
	runResponsesAction,
	useResponsesAction,
	useSurveyResponse,
	useSurveyResponses,
} from '../use-responses';
import {
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	withQueryClient,
} from '../../test-utils';

// test-utils renders the whole App; only its helpers are needed here.
vi.mock( '../../App', () => ( { App: () => null } ) );

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

function requestedPath( options: APIFetchOptions ): string {
	return decodeURIComponent( String( options.path ) ).replace(
		/[?&]_locale=user$/,
		''
	);
}

function record( handler: Handler ) {
	const seen: APIFetchOptions[] = [];
	setFetchHandler( ( options ) => {
		seen.push( options );
		return handler( options );
	} );
	return seen;
}

function wrapperFor( client = createTestQueryClient() ) {
	return {
		client,
		wrapper: ( { children }: { children: ReactNode } ) =>
			withQueryClient( <>{ children }</>, client ),
	};
}

beforeEach( () => resetFetchHandler() );
afterEach( () => vi.restoreAllMocks() );

describe( 'responsesPath', () => {
	it.each( [
		[ {}, '/userfeedback/v1/surveys/5/responses' ],
		[ { page: 1 }, '/userfeedback/v1/surveys/5/responses' ],
		[
			{ page: 3, status: 'trash' as const },
			'/userfeedback/v1/surveys/5/responses?page=3&filter%5Bstatus%5D=trash',
		],
		[
			{ per_page: -1, order: 'desc' as const },
			'/userfeedback/v1/surveys/5/responses?per_page=-1&order=desc',
		],
		[
			{ status: 'trash' as const, completion: 'partial' as const },
			'/userfeedback/v1/surveys/5/responses?filter%5Bstatus%5D=trash&filter%5Bcompletion%5D=partial',
		],
		[
			{ page: 2, completion: 'completed' as const },
			'/userfeedback/v1/surveys/5/responses?page=2&filter%5Bcompletion%5D=completed',
		],
	] )( '%j → %s', ( params, path ) => {
		expect( responsesPath( 5, params ) ).toBe( path );
	} );
} );

describe( 'refusals', () => {
	it( 'tells the upgrade and not-found refusals apart', () => {
		const upgrade = new ApiError(
			'userfeedback_upgrade_required',
			'Upgrade to Pro to unlock this feature',
			403
		);
		const missing = new ApiError( 'userfeedback_not_found', 'No', 404 );
		expect( isUpgradeRequired( upgrade ) ).toBe( true );
		expect( isUpgradeRequired( missing ) ).toBe( false );
		expect( isNotFound( missing ) ).toBe( true );
		expect( isNotFound( upgrade ) ).toBe( false );
		expect( isNotFound( null ) ).toBe( false );
	} );
} );

describe( 'useSurveyResponses', () => {
	it( 'fetches the page asked for', async () => {
		const seen = record( async () => ( {
			items: [ { id: 1, status: 'publish' } ],
			pagination: { page: 2, pages: 2, per_page: 10, total: 11 },
			status_filters: [],
		} ) );
		const { wrapper } = wrapperFor();
		const { result } = renderHook(
			() => useSurveyResponses( 5, { page: 2, status: 'publish' } ),
			{ wrapper }
		);
		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );
		expect( requestedPath( seen[ 0 ] ) ).toBe(
			'/userfeedback/v1/surveys/5/responses?page=2&filter[status]=publish'
		);
		expect( result.current.data?.pagination?.total ).toBe( 11 );
	} );

	it( 'does not retry a refusal, even when the client retries', async () => {
		const seen = record( () =>
			Promise.reject( {
				code: 'userfeedback_upgrade_required',
				message: 'Upgrade to Pro to unlock this feature',
				data: { status: 403 },
			} )
		);
		const client = createTestQueryClient();
		client.setDefaultOptions( { queries: { retry: 3 } } );
		const { wrapper } = wrapperFor( client );
		const { result } = renderHook( () => useSurveyResponses( 5, {} ), {
			wrapper,
		} );
		await waitFor( () => expect( result.current.isError ).toBe( true ) );
		expect( seen ).toHaveLength( 1 );
		expect( isUpgradeRequired( result.current.error ) ).toBe( true );
	} );
} );

describe( 'useSurveyResponse', () => {
	it( 'fetches nothing when disabled (Lite)', () => {
		const seen = record( async () => ( {} ) );
		const { wrapper } = wrapperFor();
		const { result } = renderHook(
			() => useSurveyResponse( 5, 9, {}, { enabled: false } ),
			{ wrapper }
		);
		expect( result.current.fetchStatus ).toBe( 'idle' );
		expect( seen ).toHaveLength( 0 );
	} );

	it( 'fetches one response of the survey', async () => {
		const seen = record( async () => ( { id: 9, answers: [] } ) );
		const { wrapper } = wrapperFor();
		const { result } = renderHook( () => useSurveyResponse( 5, 9 ), {
			wrapper,
		} );
		await waitFor( () => expect( result.current.isSuccess ).toBe( true ) );
		expect( requestedPath( seen[ 0 ] ) ).toBe(
			'/userfeedback/v1/surveys/5/responses/9'
		);
	} );
} );

describe( 'useResponsesAction', () => {
	it.each( [
		[ 'trash', 'POST', '/userfeedback/v1/surveys/5/responses/trash' ],
		[ 'restore', 'POST', '/userfeedback/v1/surveys/5/responses/restore' ],
		[ 'delete', 'DELETE', '/userfeedback/v1/surveys/5/responses' ],
	] as const )( '%s → %s %s', async ( action, method, path ) => {
		const seen = record( async () => ( { response_ids: [ 1 ] } ) );
		const result = await runResponsesAction( {
			surveyId: 5,
			action,
			ids: [ 1, 2 ],
		} );
		expect( result ).toEqual( { response_ids: [ 1 ] } );
		const options = seen[ 0 ];
		const sent =
			( options.headers as Record< string, string > | undefined )?.[
				'X-HTTP-Method-Override'
			] ?? options.method;
		expect( sent ).toBe( method );
		expect( requestedPath( options ) ).toBe( path );
		expect( options.data ).toEqual( { response_ids: [ 1, 2 ] } );
	} );

	it( 'invalidates the reporting and surveys-list queries, not the survey itself', async () => {
		record( async () => ( { response_ids: [ 1 ] } ) );
		const { client, wrapper } = wrapperFor();
		client.setQueryData( queryKeys.surveyResponses( 5, {} ), {} );
		client.setQueryData( queryKeys.resultsSummary( {} ), {} );
		client.setQueryData( queryKeys.surveyList( {} ), {} );
		client.setQueryData( queryKeys.survey( 5 ), {} );
		const { result } = renderHook( () => useResponsesAction(), {
			wrapper,
		} );

		await act( () =>
			result.current.mutateAsync( {
				surveyId: 5,
				action: 'trash',
				ids: [ 1 ],
			} )
		);

		const stale = ( key: readonly unknown[] ) =>
			client.getQueryState( key )?.isInvalidated;
		expect( stale( queryKeys.surveyResponses( 5, {} ) ) ).toBe( true );
		expect( stale( queryKeys.resultsSummary( {} ) ) ).toBe( true );
		expect( stale( queryKeys.surveyList( {} ) ) ).toBe( true );
		expect( stale( queryKeys.survey( 5 ) ) ).toBe( false );
	} );
} );
