import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { Survey } from '../../../../data/survey-types';
import {
	PRO_ELITE,
	createTestQueryClient,
	resetFetchHandler,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../../test-utils';
import { BuilderProvider, useBuilder } from '../BuilderContext';
import { newSurvey } from '../survey';

afterEach( () => resetFetchHandler() );

function wrapper( initial: Survey ) {
	const client = createTestQueryClient();
	return ( { children }: { children: ReactNode } ) =>
		withQueryClient(
			<BuilderProvider initial={ initial } startedNew={ false }>
				{ children }
			</BuilderProvider>,
			client
		);
}

describe( 'BuilderProvider', () => {
	it( 'keeps edits made while a save is on its way, marked unsaved', async () => {
		setGlobals( PRO_ELITE );
		let answer: ( () => void ) | null = null;
		setFetchHandler(
			( options ) =>
				new Promise( ( resolve ) => {
					answer = () =>
						resolve( { ...( options.data as Survey ), id: 9 } );
				} )
		);
		const initial = { ...newSurvey( 'a@example.test' ), title: 'First' };
		const { result } = renderHook( () => useBuilder(), {
			wrapper: wrapper( initial ),
		} );

		let saving: Promise< unknown > = Promise.resolve();
		act( () => {
			saving = result.current.save();
		} );
		// The request is on its way: the admin keeps typing.
		await waitFor( () => expect( answer ).not.toBeNull() );
		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				title: 'Typed meanwhile',
			} ) )
		);
		await act( async () => {
			( answer as unknown as () => void )();
			await saving;
		} );

		expect( result.current.survey.id ).toBe( 9 );
		expect( result.current.survey.title ).toBe( 'Typed meanwhile' );
		expect( result.current.dirty ).toBe( true );
	} );

	it( 'after a plain save the draft is the stored survey, not dirty', async () => {
		setGlobals( PRO_ELITE );
		setFetchHandler( async ( options ) => ( {
			...( options.data as Survey ),
			id: 4,
			created_at: '2026-11-21T10:00:00+00:00',
		} ) );
		const { result } = renderHook( () => useBuilder(), {
			wrapper: wrapper( {
				...newSurvey( 'a@example.test' ),
				title: 'T',
			} ),
		} );

		await act( async () => {
			await result.current.save();
		} );

		expect( result.current.survey.created_at ).toBe(
			'2026-11-21T10:00:00+00:00'
		);
		expect( result.current.isNew ).toBe( false );
		expect( result.current.dirty ).toBe( false );
	} );
} );
