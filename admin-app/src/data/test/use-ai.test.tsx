import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';

import { queryKeys } from '../query-keys';
import {
	AiSummaryError,
	aiErrorText,
	summaryFrom,
	toAiSummaryError,
	useSaveAiSettings,
	type AiSummary,
} from '../use-ai';
import {
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	withQueryClient,
} from '../../test-utils';

const SUMMARY = { text: 'Themes: delivery.' } as AiSummary;

afterEach( () => resetFetchHandler() );

describe( 'summaryFrom', () => {
	it( 'returns the summary of a success', () => {
		expect(
			summaryFrom(
				{ success: true, summary: SUMMARY, error: null },
				false
			)
		).toBe( SUMMARY );
	} );

	it( 'lets preload answer "nothing cached"', () => {
		expect(
			summaryFrom( { success: true, summary: null, error: null }, true )
		).toBeNull();
	} );

	it( 'a generate answer without a summary is unavailable', () => {
		let thrown: unknown;
		try {
			summaryFrom( { success: true, summary: null, error: null }, false );
		} catch ( error ) {
			thrown = error;
		}
		expect( aiErrorText( thrown as AiSummaryError ) ).toBe(
			'AI Summary is unavailable at this moment.'
		);
	} );

	it( 'success false is an error with its text', () => {
		expect( () =>
			summaryFrom(
				{ success: false, summary: null, error: 'Quota exceeded.' },
				true
			)
		).toThrow( 'Quota exceeded.' );
	} );
} );

describe( 'error texts (reporting.md §8)', () => {
	it.each( [
		[
			'a WP_Error body that is also the AI summary object',
			{
				success: false,
				summary: null,
				error: 'The AI provider took too long to answer.',
				code: 'userfeedback_ai_timeout',
				message: 'The AI provider took too long to answer.',
				data: { status: 504 },
			},
			'Error: The AI provider took too long to answer.',
		],
		[
			'a plain WP_Error',
			{
				code: 'rest_forbidden',
				message: 'Sorry.',
				data: { status: 403 },
			},
			'Error: Sorry.',
		],
		[
			'a body without a message',
			{ code: 'x', data: { status: 500 } },
			'An error occurred while fetching the AI summary.',
		],
		[
			'an empty Error',
			new Error( '' ),
			'An error occurred while fetching the AI summary.',
		],
		[
			'nothing',
			undefined,
			'An error occurred while fetching the AI summary.',
		],
	] )( '%s', ( _name, raw, text ) => {
		expect( aiErrorText( toAiSummaryError( raw ) ) ).toBe( text );
	} );

	it( 'keeps the code and status', () => {
		const error = toAiSummaryError( {
			code: 'userfeedback_upgrade_required',
			message: 'Upgrade to Pro to unlock this feature',
			data: { status: 403 },
		} );
		expect( error.code ).toBe( 'userfeedback_upgrade_required' );
		expect( error.status ).toBe( 403 );
	} );
} );

describe( 'useSaveAiSettings', () => {
	it( 'posts the changes and refetches cached summaries (another provider makes them stale)', async () => {
		const client = createTestQueryClient();
		client.setQueryData( queryKeys.aiSummary( 3 ), SUMMARY );
		const sent: unknown[] = [];
		setFetchHandler( async ( options ) => {
			sent.push( [ options.method, options.path, options.data ] );
			return { provider: 'onsite', api_key_set: false };
		} );
		const { result } = renderHook( () => useSaveAiSettings(), {
			wrapper: ( { children }: { children: ReactNode } ) =>
				withQueryClient( <>{ children }</>, client ),
		} );
		await act( () => result.current.mutateAsync( { provider: 'onsite' } ) );
		expect( sent[ 0 ] ).toEqual( [
			'POST',
			expect.stringContaining( '/userfeedback/v1/ai-settings' ),
			{ provider: 'onsite' },
		] );
		await waitFor( () =>
			expect(
				client.getQueryState( queryKeys.aiSummary( 3 ) )?.isInvalidated
			).toBe( true )
		);
		expect( client.getQueryData( queryKeys.aiSettings ) ).toEqual( {
			provider: 'onsite',
			api_key_set: false,
		} );
	} );
} );
