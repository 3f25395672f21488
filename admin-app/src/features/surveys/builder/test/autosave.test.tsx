/**
 * The builder's autosave (autosave.ts, run by BuilderProvider): a new survey stored once, after
 * its first edit; saves queued behind one on its way and sent with the id it got; drafts
 * debounced; published surveys never autosaved, their edits kept for the tab and offered back;
 * the priority sent only when changed here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';
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
import {
	SaveQueue,
	autosaveBlockers,
	keepEdits,
	wantsAutosave,
} from '../autosave';
import { keepUnsaved, unsavedEdits } from '../builder-run';
import { forSave, newSurvey } from '../survey';
import { survey } from './harness';

const DELAY = 20;

function later( ms = DELAY * 6 ) {
	return act( () => new Promise( ( resolve ) => setTimeout( resolve, ms ) ) );
}

interface Post {
	data: Survey;
	answer: () => void;
	fail: ( error: unknown ) => void;
}

/**
 * POST surveys answered when the test says (the first new one gets id 42), recorded.
 *
 * @param auto Answer at once.
 */
function holdPosts( auto = false ): Post[] {
	const posts: Post[] = [];
	setFetchHandler(
		( options: APIFetchOptions ) =>
			new Promise( ( resolve, reject ) => {
				const data = options.data as Survey;
				const answer = () =>
					resolve( {
						...data,
						id: data.id ?? 42,
						updated_at: `2026-11-21T10:00:0${ posts.length }+00:00`,
						responses_count: 0,
					} );
				posts.push( { data, answer, fail: reject } );
				if ( auto ) {
					answer();
				}
			} )
	);
	return posts;
}

function render(
	initial: Survey,
	{
		paused = false,
		onCreated,
	}: { paused?: boolean; onCreated?: ( id: number ) => void } = {}
) {
	const client = createTestQueryClient();
	const wrapper = ( { children }: { children: ReactNode } ) =>
		withQueryClient(
			<BuilderProvider
				initial={ initial }
				startedNew={ initial.id === null }
				onCreated={ onCreated }
				autosave
				paused={ paused }
				autosaveDelay={ DELAY }
			>
				{ children }
			</BuilderProvider>,
			client
		);
	return renderHook( () => useBuilder(), { wrapper } );
}

function fresh(): Survey {
	return { ...newSurvey( 'admin@example.test' ), status: 'draft' };
}

beforeEach( () => {
	resetFetchHandler();
	window.sessionStorage.clear();
	setGlobals( PRO_ELITE );
} );
afterEach( () => resetFetchHandler() );

describe( 'autosave of a new survey', () => {
	it( 'choosing a template saves nothing; the first edit creates it once, and what comes while that save is on its way updates the same survey', async () => {
		const posts = holdPosts();
		const created: number[] = [];
		const { result } = render( fresh(), {
			onCreated: ( id ) => created.push( id ),
		} );

		act( () => {
			result.current.update( ( s ) => ( {
				...s,
				template: 'website-feedback',
				title: 'Website Feedback',
			} ) );
			result.current.setTemplateChosen( true );
		} );
		await later();
		expect( posts ).toHaveLength( 0 );

		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				questions: [ { ...s.questions[ 0 ], title: 'How did we do?' } ],
			} ) )
		);
		await waitFor( () => expect( posts ).toHaveLength( 1 ) );
		expect( posts[ 0 ].data.id ).toBeNull();
		expect( posts[ 0 ].data.status ).toBe( 'draft' );
		expect( result.current.autosaving ).toBe( true );

		// While the first save is on its way: another edit (its autosave) and a Save.
		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				title: 'Typed meanwhile',
			} ) )
		);
		await later();
		let saving: Promise< unknown > = Promise.resolve();
		act( () => {
			saving = result.current.save();
		} );
		await later();
		expect( posts ).toHaveLength( 1 );

		await act( async () => posts[ 0 ].answer() );
		await waitFor( () => expect( posts ).toHaveLength( 2 ) );
		expect( posts[ 1 ].data.id ).toBe( 42 );
		expect( posts[ 1 ].data.title ).toBe( 'Typed meanwhile' );
		await act( async () => {
			posts[ 1 ].answer();
			await saving;
		} );
		await later();
		// The queued autosave found nothing left to store.
		expect( posts ).toHaveLength( 2 );
		expect( posts.filter( ( p ) => p.data.id === null ) ).toHaveLength( 1 );
		expect( created ).toEqual( [ 42 ] );
		expect( result.current.survey.id ).toBe( 42 );
		expect( result.current.dirty ).toBe( false );
		expect( result.current.lastSavedStatus ).toBe( 'draft' );
	} );

	it( 'waits while the survey cannot be stored (no title), and on the setup step', async () => {
		const posts = holdPosts( true );
		const { result, rerender } = render( fresh() );
		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				questions: [
					{ ...s.questions[ 0 ], title: 'Anything to add?' },
				],
			} ) )
		);
		await later();
		expect( posts ).toHaveLength( 0 );
		expect( result.current.dirty ).toBe( true );
		// Kept for the tab all the same.
		expect( unsavedEdits( 'new' )?.draft.questions[ 0 ].title ).toBe(
			'Anything to add?'
		);

		act( () =>
			result.current.update( ( s ) => ( { ...s, title: 'Checkout' } ) )
		);
		await waitFor( () => expect( posts ).toHaveLength( 1 ) );
		rerender();
		expect( unsavedEdits( 'new' ) ).toBeNull();
	} );
} );

describe( 'autosave of a stored survey', () => {
	it( "a draft's quick edits make one save, after the last one", async () => {
		const posts = holdPosts( true );
		const { result } = render( survey( { id: 7, status: 'draft' } ) );
		for ( const title of [ 'A', 'AB', 'ABC' ] ) {
			act( () => result.current.update( ( s ) => ( { ...s, title } ) ) );
		}
		await waitFor( () => expect( posts ).toHaveLength( 1 ) );
		await later();
		expect( posts ).toHaveLength( 1 );
		expect( posts[ 0 ].data.title ).toBe( 'ABC' );
		expect( posts[ 0 ].data.id ).toBe( 7 );
	} );

	it( 'a published survey is never autosaved: its edits are kept for the tab and offered back after a reload', async () => {
		const posts = holdPosts( true );
		const live = survey( {
			id: 7,
			status: 'publish',
			updated_at: '2026-11-20T09:00:00+00:00',
		} );
		const first = render( live );
		act( () =>
			first.result.current.update( ( s ) => ( {
				...s,
				title: 'Live, edited',
			} ) )
		);
		await later();
		expect( posts ).toHaveLength( 0 );
		expect( first.result.current.autosaves ).toBe( false );
		expect( unsavedEdits( 7 )?.draft.title ).toBe( 'Live, edited' );
		first.unmount();

		// "Reloaded": the same survey loads again.
		const second = render( live );
		expect( second.result.current.restoreOffer ).toEqual( {
			changedSince: false,
			mayBeStored: false,
		} );
		expect( second.result.current.survey.title ).toBe( 'Website feedback' );
		act( () => second.result.current.restoreUnsaved() );
		expect( second.result.current.survey.title ).toBe( 'Live, edited' );
		expect( second.result.current.dirty ).toBe( true );
		expect( second.result.current.restoreOffer ).toBeNull();
		await later();
		expect( posts ).toHaveLength( 0 );
		second.unmount();

		// Discard forgets them.
		const third = render( live );
		expect( third.result.current.restoreOffer ).not.toBeNull();
		act( () => third.result.current.discardUnsaved() );
		expect( third.result.current.restoreOffer ).toBeNull();
		expect( unsavedEdits( 7 ) ).toBeNull();
		expect( third.result.current.survey.title ).toBe( 'Website feedback' );
	} );

	it( 'restored edits go on top of a version saved since, field by field', () => {
		const base = survey( {
			id: 7,
			status: 'publish',
			updated_at: '2026-11-20T09:00:00+00:00',
		} );
		keepUnsaved( 7, {
			draft: { ...base, title: 'Mine' },
			base,
			creating: false,
		} );
		const newer = survey( {
			id: 7,
			status: 'publish',
			updated_at: '2026-11-21T09:00:00+00:00',
			settings: {
				...base.settings,
				behavior: { ...base.settings.behavior, priority: 4 },
			},
		} );
		const { result } = render( newer );
		expect( result.current.restoreOffer?.changedSince ).toBe( true );
		act( () => result.current.restoreUnsaved() );
		expect( result.current.survey.title ).toBe( 'Mine' );
		// Display Order's newer priority is not overwritten by the old one the edits were made on.
		expect( result.current.survey.settings.behavior.priority ).toBe( 4 );
	} );

	it( 'edits kept that change nothing are not offered', () => {
		const live = survey( { id: 7, status: 'publish' } );
		keepUnsaved( 7, { draft: live, base: live, creating: false } );
		const { result } = render( live );
		expect( result.current.restoreOffer ).toBeNull();
		expect( unsavedEdits( 7 ) ).toBeNull();
	} );
} );

describe( 'the priority and Display Order', () => {
	it( 'a save leaves the priority out unless it was changed here', async () => {
		const posts = holdPosts( true );
		const live = survey( { id: 7, status: 'publish' } );
		live.settings.behavior.priority = 10;
		const { result } = render( live );
		await act( async () => {
			await result.current.save( ( s ) => ( {
				...s,
				title: 'Renamed',
			} ) );
		} );
		expect( 'priority' in posts[ 0 ].data.settings.behavior ).toBe( false );
		await act( async () => {
			await result.current.save( ( s ) => ( {
				...s,
				settings: {
					...s.settings,
					behavior: { ...s.settings.behavior, priority: 12 },
				},
			} ) );
		} );
		expect( posts[ 1 ].data.settings.behavior.priority ).toBe( 12 );
	} );

	it( 'a priority Display Order set meanwhile is taken, unless the owner changed it here', () => {
		const live = survey( { id: 7, status: 'publish' } );
		live.settings.behavior.priority = 10;
		const { result } = render( live );
		act( () => result.current.adoptStoredPriority( 4 ) );
		expect( result.current.survey.settings.behavior.priority ).toBe( 4 );
		expect( result.current.stored?.settings.behavior.priority ).toBe( 4 );
		expect( result.current.dirty ).toBe( false );

		act( () =>
			result.current.update( ( s ) => ( {
				...s,
				settings: {
					...s.settings,
					behavior: { ...s.settings.behavior, priority: 20 },
				},
			} ) )
		);
		act( () => result.current.adoptStoredPriority( 2 ) );
		expect( result.current.survey.settings.behavior.priority ).toBe( 20 );
		expect( result.current.stored?.settings.behavior.priority ).toBe( 2 );
	} );
} );

describe( 'autosave rules', () => {
	it( 'never for a published survey; for a draft once it differs; for a new one once edited', () => {
		const draft = survey( { id: 7, status: 'draft' } );
		const facts = (
			over: Partial< Parameters< typeof wantsAutosave >[ 0 ] >
		) =>
			wantsAutosave( {
				enabled: true,
				paused: false,
				draft,
				effective: forSave( draft, PRO_ELITE ),
				stored: draft,
				baseline: JSON.stringify( { ...draft, title: 'Before' } ),
				pristine: '',
				...over,
			} );
		expect( facts( {} ) ).toBe( true );
		expect( facts( { stored: { ...draft, status: 'publish' } } ) ).toBe(
			false
		);
		expect( facts( { baseline: JSON.stringify( draft ) } ) ).toBe( false );
		expect( facts( { paused: true } ) ).toBe( false );
		expect( facts( { enabled: false } ) ).toBe( false );
		expect(
			facts( { stored: null, pristine: JSON.stringify( draft ) } )
		).toBe( false );
		expect(
			autosaveBlockers( forSave( { ...draft, title: ' ' }, PRO_ELITE ) )
		).toEqual( [ 'Give the survey a title.' ] );
	} );

	it( 'keeps only the fields changed since the save was sent', () => {
		const sent = { a: 1, b: { c: 1, d: 1 }, e: [ 1 ] };
		const stored = { a: 2, b: { c: 2, d: 2 }, e: [ 2 ], id: 9 };
		const current = { a: 1, b: { c: 1, d: 5 }, e: [ 3 ] };
		expect( keepEdits< object >( stored, sent, current ) ).toEqual( {
			a: 2,
			b: { c: 2, d: 5 },
			e: [ 3 ],
			id: 9,
		} );
	} );

	it( 'runs saves one after another, even after a failure', async () => {
		const queue = new SaveQueue();
		const order: string[] = [];
		let release: () => void = () => {};
		const first = queue.run(
			() =>
				new Promise< void >( ( _resolve, reject ) => {
					release = () => {
						order.push( 'first' );
						reject( new Error( 'failed' ) );
					};
				} )
		);
		const second = queue.run( async () => {
			order.push( 'second' );
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( order ).toEqual( [] );
		release();
		await expect( first ).rejects.toThrow( 'failed' );
		await second;
		expect( order ).toEqual( [ 'first', 'second' ] );
	} );
} );
