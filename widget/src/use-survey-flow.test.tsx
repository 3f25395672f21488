import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SurveyApp } from './components/SurveyApp';
import { readSurveyCookie } from './logic/cookies';
import {
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from './test-fixtures';
import type { Answer, PageSurvey, ResponseBody } from './types';
import type { Mode } from './use-survey-flow';

/** Every response save the widget sent, with a way to answer it (when answers are held). */
interface Save {
	body: ResponseBody;
	reply: ( status: number, json?: string ) => void;
}
let saves: Save[] = [];
let holdReplies = false;

const fetchMock = vi.fn( ( url: string, init?: RequestInit ) => {
	if ( ! String( url ).includes( '/responses' ) ) {
		return Promise.resolve( new Response( 'null', { status: 200 } ) );
	}
	return new Promise< Response >( ( resolve ) => {
		const save: Save = {
			body: JSON.parse( String( init?.body ) ),
			reply: ( status, json = '{"id":42}' ) =>
				resolve( new Response( json, { status } ) ),
		};
		saves.push( save );
		if ( ! holdReplies ) {
			save.reply( 201 );
		}
	} );
} );

beforeEach( () => {
	vi.useFakeTimers();
	vi.stubGlobal( 'fetch', fetchMock );
	fetchMock.mockClear();
	saves = [];
	holdReplies = false;
} );

afterEach( () => {
	cleanup();
	clearCookies( document );
	localStorage.clear();
	vi.unstubAllGlobals();
	vi.useRealTimers();
} );

const UUID =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Q1 a choice; Q2 shown only when Q1 is Yes (logic); Q3 free text.
 * @param savePartial The survey's save_partial.
 */
function logicSurvey( savePartial: boolean | undefined ): PageSurvey {
	const survey = surveyFixture( 5, [
		question( 'q1', 'radio-button' ),
		question( 'q2', 'text', {
			logic: {
				enabled: true,
				action: 'show',
				conditions: [
					{ question_id: 'q1', compare: '==', value: 'Yes' },
				],
			},
		} ),
		question( 'q3', 'text' ),
	] );
	survey.settings.behavior.save_partial = savePartial;
	return survey;
}

function show( survey: PageSurvey, mode: Mode = 'floating' ) {
	render(
		<SurveyApp
			survey={ survey }
			bootstrap={ bootstrapFixture() }
			mode={ mode }
			win={ window }
		/>
	);
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
}

async function settle() {
	await act( async () => {
		await vi.runAllTimersAsync();
	} );
}

/**
 * A visitor's step: pick an option (moves on at once), skip, type and press Next, or press Next
 * with nothing typed.
 */
type Step = { pick: string } | 'skip' | 'next' | { type: string };

async function run( steps: Step[] ) {
	for ( const step of steps ) {
		if ( step === 'skip' ) {
			fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		} else if ( step === 'next' ) {
			fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		} else if ( 'pick' in step ) {
			fireEvent.click( screen.getByLabelText( step.pick ) );
		} else {
			fireEvent.input(
				screen.getByPlaceholderText( 'Type your answer here...' ),
				{ target: { value: step.type } }
			);
			fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		}
		await settle();
	}
}

const a = ( id: string, value: Answer[ 'value' ] ): Answer => ( {
	question_id: id,
	value,
} );

/**
 * What each save said: completed, shown, answers.
 * @param save
 */
const summary = ( save: Save ) => [
	save.body.completed,
	save.body.shown,
	save.body.answers,
];

describe( 'saves: response_key, shown and completed on every save; partial saves with save_partial', () => {
	it.each( [
		[
			'no save_partial: one save at the end, Q2 hidden by logic not shown',
			false,
			[ { pick: 'No' }, { type: 'Fine' } ],
			[
				[
					true,
					[ 'q1', 'q3' ],
					[ a( 'q1', 'No' ), a( 'q3', 'Fine' ) ],
				],
			],
		],
		[
			'a page cached before partial saves (no save_partial): one save at the end',
			undefined,
			[ { pick: 'Yes' }, { type: 'Why' }, { type: 'Fine' } ],
			[
				[
					true,
					[ 'q1', 'q2', 'q3' ],
					[ a( 'q1', 'Yes' ), a( 'q2', 'Why' ), a( 'q3', 'Fine' ) ],
				],
			],
		],
		[
			'save_partial: a save after each move on, the last completed; logic-hidden Q2 never shown',
			true,
			[ { pick: 'No' }, { type: 'Fine' } ],
			[
				[ false, [ 'q1', 'q3' ], [ a( 'q1', 'No' ) ] ],
				[
					true,
					[ 'q1', 'q3' ],
					[ a( 'q1', 'No' ), a( 'q3', 'Fine' ) ],
				],
			],
		],
		[
			'save_partial: a skip re-sends the whole state',
			true,
			[ { pick: 'Yes' }, 'skip', { type: 'Fine' } ],
			[
				[ false, [ 'q1', 'q2' ], [ a( 'q1', 'Yes' ) ] ],
				[
					false,
					[ 'q1', 'q2', 'q3' ],
					[ a( 'q1', 'Yes' ), a( 'q2', null ) ],
				],
				[
					true,
					[ 'q1', 'q2', 'q3' ],
					[ a( 'q1', 'Yes' ), a( 'q2', null ), a( 'q3', 'Fine' ) ],
				],
			],
		],
		[
			'save_partial: nothing saved before an answer says something',
			true,
			[ 'skip', { type: 'Fine' } ],
			[
				[
					true,
					[ 'q1', 'q3' ],
					[ a( 'q1', null ), a( 'q3', 'Fine' ) ],
				],
			],
		],
		[
			'save_partial: a visitor who leaves after the first answer left one partial save',
			true,
			[ { pick: 'Yes' } ],
			[ [ false, [ 'q1', 'q2' ], [ a( 'q1', 'Yes' ) ] ] ],
		],
		[
			'save_partial: everything skipped saves nothing',
			true,
			[ 'skip', 'skip' ],
			[],
		],
		[
			'no save_partial: everything skipped saves nothing',
			false,
			[ 'skip', 'skip' ],
			[],
		],
	] as Array< [ string, boolean | undefined, Step[], unknown[][] ] > )(
		'%s',
		async ( _name, savePartial, steps, expected ) => {
			show( logicSurvey( savePartial ) );
			await run( steps );

			expect( saves.map( summary ) ).toEqual( expected );
			const keys = new Set( saves.map( ( s ) => s.body.response_key ) );
			expect( keys.size ).toBe( expected.length ? 1 : 0 );
			saves.forEach( ( s ) => {
				expect( s.body.response_key ).toMatch( UUID );
				expect( s.body.nonce ).toBe( 'token-5' );
				expect( s.body.page_submitted.url ).toBe(
					window.location.href
				);
			} );
		}
	);

	it.each( [ 'preview', 'inline-preview' ] as Mode[] )(
		'%s sends nothing',
		async ( mode ) => {
			show( logicSurvey( true ), mode );
			fireEvent.click( screen.getByLabelText( 'No' ) );
			await settle();
			expect( fetchMock ).not.toHaveBeenCalled();
		}
	);

	it( 'the cookie says submitted only once the response is completed', async () => {
		show( logicSurvey( true ) );
		await run( [ { pick: 'No' } ] );
		expect( saves ).toHaveLength( 1 );
		expect( readSurveyCookie( document, 'userfeedback-5' ) ).toEqual( {
			submitted: false,
		} );
		await run( [ { type: 'Fine' } ] );
		expect( readSurveyCookie( document, 'userfeedback-5' ) ).toEqual( {
			submitted: true,
			last_response_id: 42,
		} );
		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
	} );

	it( 'a new run of the survey (another page view) after a completed one gets a new key', async () => {
		show( logicSurvey( true ) );
		await run( [ { pick: 'No' }, { type: 'Fine' } ] );
		cleanup();
		show( logicSurvey( true ) );
		await run( [ { pick: 'No' } ] );
		expect( saves ).toHaveLength( 3 );
		expect( saves[ 1 ].body.response_key ).toBe(
			saves[ 0 ].body.response_key
		);
		expect( saves[ 2 ].body.response_key ).not.toBe(
			saves[ 0 ].body.response_key
		);
	} );

	it( 'without save_partial a new run gets a new key and nothing is kept in the browser', async () => {
		show( logicSurvey( false ) );
		await run( [ { pick: 'No' } ] );
		expect( localStorage.length ).toBe( 0 );
		cleanup();
		show( logicSurvey( false ) );
		expect(
			screen.getByRole( 'heading', { name: 'Question q1?' } )
		).toBeTruthy();
		await run( [ { pick: 'No' }, { type: 'Fine' } ] );
		expect( saves ).toHaveLength( 1 );
		expect( localStorage.length ).toBe( 0 );
	} );

	it( 'a survey opened by a personal link sends it with its saves; others send none', async () => {
		const linked = { ...logicSurvey( true ), link: 'a'.repeat( 32 ) };
		show( linked );
		await run( [ { pick: 'No' }, { type: 'Fine' } ] );
		expect( saves.map( ( save ) => save.body.link ) ).toEqual( [
			'a'.repeat( 32 ),
			'a'.repeat( 32 ),
		] );
		cleanup();
		saves = [];
		localStorage.clear();
		show( logicSurvey( false ) );
		await run( [ { pick: 'No' }, { type: 'Fine' } ] );
		expect( 'link' in saves[ 0 ].body ).toBe( false );
	} );
} );

describe( 'spam protection (bootstrap captcha)', () => {
	afterEach( () => {
		delete ( window as unknown as { turnstile?: unknown } ).turnstile;
		document.head
			.querySelectorAll( 'script' )
			.forEach( ( s ) => s.remove() );
	} );

	it( 'the save that creates the response carries a token; the later saves do not, and no script loads without a provider', async () => {
		const survey = logicSurvey( true );
		show( survey );
		await run( [ { pick: 'No' }, { type: 'Fine' } ] );
		expect( saves.map( ( save ) => 'captcha' in save.body ) ).toEqual( [
			false,
			false,
		] );
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		cleanup();
		saves = [];
		localStorage.clear();

		( window as unknown as { turnstile: unknown } ).turnstile = {
			render: (
				_box: HTMLElement,
				options: { callback: ( t: string ) => void }
			) => options.callback( 'tok' ),
		};
		render(
			<SurveyApp
				survey={ logicSurvey( true ) }
				bootstrap={ bootstrapFixture( {
					captcha: {
						provider: 'turnstile',
						site_key: 'key',
						script: 'https://challenges.example/api.js',
					},
				} ) }
				mode="floating"
				win={ window }
			/>
		);
		await settle();
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		fireEvent.click( screen.getByLabelText( 'No' ) );
		await settle();
		const script = document.querySelector( 'script' );
		expect( script?.src ).toBe( 'https://challenges.example/api.js' );
		script?.dispatchEvent( new Event( 'load' ) );
		await settle();
		await run( [ { type: 'Fine' } ] );
		expect( saves.map( ( save ) => save.body.captcha ) ).toEqual( [
			'tok',
			undefined,
		] );
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );
} );

describe( 'saves go one after another', () => {
	const threeTexts = () => {
		const survey = surveyFixture( 6, [
			question( 't1', 'text' ),
			question( 't2', 'text' ),
			question( 't3', 'text' ),
		] );
		survey.settings.behavior.save_partial = true;
		return survey;
	};

	it( 'never two in flight; of the states queued meanwhile only the newest is sent', async () => {
		holdReplies = true;
		show( threeTexts() );
		await run( [ { type: 'one' } ] );
		expect( saves ).toHaveLength( 1 );
		await run( [ { type: 'two' }, { type: 'three' } ] );
		// Still only the first: the others wait for it.
		expect( saves ).toHaveLength( 1 );
		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect(
			readSurveyCookie( document, 'userfeedback-6' )?.submitted
		).toBe( false );

		saves[ 0 ].reply( 201 );
		await settle();
		// The state after 'two' was replaced by the completed one before it went.
		expect( saves.map( summary ) ).toEqual( [
			[ false, [ 't1', 't2' ], [ a( 't1', 'one' ) ] ],
			[
				true,
				[ 't1', 't2', 't3' ],
				[ a( 't1', 'one' ), a( 't2', 'two' ), a( 't3', 'three' ) ],
			],
		] );
		expect( saves[ 1 ].body.response_key ).toBe(
			saves[ 0 ].body.response_key
		);

		saves[ 1 ].reply( 201, '{"id":77}' );
		await settle();
		expect( readSurveyCookie( document, 'userfeedback-6' ) ).toEqual( {
			submitted: true,
			last_response_id: 77,
		} );
	} );

	it( 'a save that fails on the network or with a 5xx is sent again once after 2 s, the same body', async () => {
		holdReplies = true;
		show( threeTexts() );
		await run( [ { type: 'one' } ] );
		saves[ 0 ].reply( 503 );
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 1999 );
		} );
		expect( saves ).toHaveLength( 1 );
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 1 );
		} );
		expect( saves ).toHaveLength( 2 );
		expect( saves[ 1 ].body ).toEqual( saves[ 0 ].body );
	} );

	it( 'a 4xx is final: no retry, and the next state is still sent', async () => {
		holdReplies = true;
		show( threeTexts() );
		await run( [ { type: 'one' } ] );
		saves[ 0 ].reply( 429 );
		await settle();
		expect( saves ).toHaveLength( 1 );
		await run( [ { type: 'two' } ] );
		expect( saves ).toHaveLength( 2 );
		expect( saves[ 1 ].body.answers ).toHaveLength( 2 );
	} );
} );

/**
 * Q1 a choice that jumps: Yes → Q4, No → the end, anything else (Maybe, a skip) → Q2 as before;
 * Q2 to Q4 free text.
 * @param savePartial The survey's save_partial.
 */
function jumpSurvey( savePartial = false ): PageSurvey {
	const survey = surveyFixture( 8, [
		question( 'q1', 'radio-button', {
			jumps: [
				{ compare: '==', value: 'Yes', to: 'q4' },
				{ compare: '==', value: 'No', to: 'end' },
			],
		} ),
		question( 'q2', 'text' ),
		question( 'q3', 'text' ),
		question( 'q4', 'text' ),
	] );
	survey.settings.behavior.save_partial = savePartial;
	return survey;
}

const heading = ( id: string ) =>
	screen.getByRole( 'heading', { name: `Question ${ id }?` } );
const progress = () => document.querySelector( '.uf-progress' )?.textContent;

describe( 'jump logic in the flow', () => {
	it( 'a jump from Q1 to Q4: Q2 and Q3 are never displayed nor in shown; progress says where the visitor is', async () => {
		show( jumpSurvey() );
		expect( progress() ).toBe( 'Question 1 of 4' );
		await run( [ { pick: 'Yes' } ] );
		expect( heading( 'q4' ) ).toBeTruthy();
		expect( progress() ).toBe( 'Question 4 of 4' );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Question 4 of 4'
		);
		await run( [ { type: 'Great' } ] );

		expect( saves.map( summary ) ).toEqual( [
			[ true, [ 'q1', 'q4' ], [ a( 'q1', 'Yes' ), a( 'q4', 'Great' ) ] ],
		] );
	} );

	it( 'a jump to the end completes the response and shows the thank-you', async () => {
		show( jumpSurvey() );
		await run( [ { pick: 'No' } ] );

		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( saves.map( summary ) ).toEqual( [
			[ true, [ 'q1' ], [ a( 'q1', 'No' ) ] ],
		] );
		expect( readSurveyCookie( document, 'userfeedback-8' ) ).toEqual( {
			submitted: true,
			last_response_id: 42,
		} );
	} );

	it( 'no jump holds (another choice, or a skip): the next question follows as before', async () => {
		show( jumpSurvey() );
		await run( [ { pick: 'Maybe' } ] );
		expect( heading( 'q2' ) ).toBeTruthy();
		cleanup();
		show( jumpSurvey() );
		await run( [ 'skip' ] );
		expect( heading( 'q2' ) ).toBeTruthy();
		expect( progress() ).toBe( 'Question 2 of 4' );
	} );

	it( 'with partial saves each save says only what was displayed', async () => {
		show( jumpSurvey( true ) );
		await run( [ { pick: 'Yes' }, { type: 'Great' } ] );
		expect( saves.map( summary ) ).toEqual( [
			[ false, [ 'q1', 'q4' ], [ a( 'q1', 'Yes' ) ] ],
			[ true, [ 'q1', 'q4' ], [ a( 'q1', 'Yes' ), a( 'q4', 'Great' ) ] ],
		] );
	} );
} );

describe( 'resuming a response in the same browser (save_partial)', () => {
	const fourTexts = ( savePartial = true ) => {
		const survey = surveyFixture( 9, [
			question( 't1', 'text' ),
			question( 't2', 'text' ),
			question( 't3', 'text' ),
			question( 't4', 'text' ),
		] );
		survey.settings.behavior.save_partial = savePartial;
		return survey;
	};
	const KEPT = 'userfeedback-9-resume';
	const kept = () => JSON.parse( localStorage.getItem( KEPT ) ?? 'null' );
	const field = () =>
		screen.getByPlaceholderText(
			'Type your answer here...'
		) as HTMLInputElement;

	it( 'keeps the key, the answers of the last save and its time, per survey', async () => {
		show( fourTexts() );
		await run( [ { type: 'one' }, 'skip' ] );

		expect( kept() ).toEqual( {
			key: saves[ 0 ].body.response_key,
			answers: [ a( 't1', 'one' ), a( 't2', null ) ],
			at: Date.now(),
		} );
		expect( Object.keys( localStorage ) ).toEqual( [ KEPT ] );
	} );

	it( 'a visitor who comes back (another page, a reload) resumes at the first unanswered question and continues the same response', async () => {
		show( fourTexts() );
		await run( [ { type: 'one' }, { type: 'two' } ] );
		cleanup();

		show( fourTexts() );
		expect( heading( 't3' ) ).toBeTruthy();
		expect( progress() ).toBe( 'Question 3 of 4' );
		await run( [ { type: 'three' }, { type: 'four' } ] );

		expect( saves.map( summary ) ).toEqual( [
			[ false, [ 't1', 't2' ], [ a( 't1', 'one' ) ] ],
			[
				false,
				[ 't1', 't2', 't3' ],
				[ a( 't1', 'one' ), a( 't2', 'two' ) ],
			],
			[
				false,
				[ 't1', 't2', 't3', 't4' ],
				[ a( 't1', 'one' ), a( 't2', 'two' ), a( 't3', 'three' ) ],
			],
			[
				true,
				[ 't1', 't2', 't3', 't4' ],
				[
					a( 't1', 'one' ),
					a( 't2', 'two' ),
					a( 't3', 'three' ),
					a( 't4', 'four' ),
				],
			],
		] );
		expect(
			new Set( saves.map( ( s ) => s.body.response_key ) ).size
		).toBe( 1 );
		// Completed: nothing left to resume.
		expect( localStorage.getItem( KEPT ) ).toBeNull();
		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
	} );

	it( 'a skipped question is passed; one left with Next and nothing typed is asked again, the later answers filled in', async () => {
		show( fourTexts() );
		await run( [ { type: 'one' }, 'next', { type: 'three' } ] );
		cleanup();

		show( fourTexts() );
		expect( heading( 't2' ) ).toBeTruthy();
		await run( [ 'next' ] );
		expect( heading( 't3' ) ).toBeTruthy();
		expect( field().value ).toBe( 'three' );
		cleanup();

		localStorage.clear();
		show( fourTexts() );
		await run( [ 'skip', { type: 'two' } ] );
		cleanup();
		show( fourTexts() );
		expect( heading( 't3' ) ).toBeTruthy();
	} );

	it( 'follows jump logic on the way back: resumes after the jump, shown holds only what was displayed', async () => {
		const survey = () => {
			const s = jumpSurvey( true );
			s.questions.push( question( 'q5', 'text' ) );
			return s;
		};
		show( survey() );
		await run( [ { pick: 'Yes' } ] );
		cleanup();

		show( survey() );
		expect( heading( 'q4' ) ).toBeTruthy();
		await run( [ { type: 'Four' } ] );
		expect( saves.map( summary )[ 1 ] ).toEqual( [
			false,
			[ 'q1', 'q4', 'q5' ],
			[ a( 'q1', 'Yes' ), a( 'q4', 'Four' ) ],
		] );
	} );

	it( 'answers to questions the survey no longer has are dropped', async () => {
		localStorage.setItem(
			KEPT,
			JSON.stringify( {
				key: 'b8f1c3e2-1111-4222-8333-944455556666',
				answers: [ a( 'gone', 'x' ), a( 't1', 'one' ) ],
				at: Date.now(),
			} )
		);
		show( fourTexts() );
		expect( heading( 't2' ) ).toBeTruthy();
		await run( [ { type: 'two' } ] );
		expect( saves[ 0 ].body ).toMatchObject( {
			response_key: 'b8f1c3e2-1111-4222-8333-944455556666',
			answers: [ a( 't1', 'one' ), a( 't2', 'two' ) ],
			shown: [ 't1', 't2', 't3' ],
		} );
	} );

	it( 'a response kept longer than a day (its browser binding is gone) is not resumed, and is removed with other stale ones', async () => {
		const old = {
			key: 'b8f1c3e2-1111-4222-8333-944455556666',
			answers: [ a( 't1', 'one' ) ],
			at: Date.now() - 864e5,
		};
		localStorage.setItem( KEPT, JSON.stringify( old ) );
		localStorage.setItem( 'userfeedback-3-resume', JSON.stringify( old ) );
		localStorage.setItem( 'userfeedback-4-resume', '{oops' );
		localStorage.setItem( 'other-plugin', 'kept' );

		show( fourTexts() );

		expect( heading( 't1' ) ).toBeTruthy();
		expect( Object.keys( localStorage ) ).toEqual( [ 'other-plugin' ] );
	} );

	it( 'every question answered but not completed: starts over with a new key', async () => {
		localStorage.setItem(
			KEPT,
			JSON.stringify( {
				key: 'b8f1c3e2-1111-4222-8333-944455556666',
				answers: [
					a( 't1', '1' ),
					a( 't2', '2' ),
					a( 't3', '3' ),
					a( 't4', '4' ),
				],
				at: Date.now(),
			} )
		);
		show( fourTexts() );
		expect( heading( 't1' ) ).toBeTruthy();
		await run( [ { type: 'one' } ] );
		expect( saves[ 0 ].body.response_key ).not.toBe(
			'b8f1c3e2-1111-4222-8333-944455556666'
		);
	} );

	it.each( [
		[ 'without save_partial', fourTexts( false ), 'floating' ],
		[ 'in a preview', fourTexts(), 'preview' ],
	] as Array< [ string, PageSurvey, Mode ] > )(
		'nothing is resumed or kept %s',
		async ( _name, survey, mode ) => {
			localStorage.setItem(
				KEPT,
				JSON.stringify( {
					key: 'b8f1c3e2-1111-4222-8333-944455556666',
					answers: [ a( 't1', 'one' ) ],
					at: Date.now(),
				} )
			);
			show( survey, mode );
			expect( heading( 't1' ) ).toBeTruthy();
			localStorage.clear();
			await run( [ { type: 'one' } ] );
			expect( localStorage.length ).toBe( 0 );
		}
	);

	it( 'a browser that refuses storage answers as before, from the first question', async () => {
		const refused = vi
			.spyOn( window, 'localStorage', 'get' )
			.mockImplementation( () => {
				throw new DOMException( 'denied', 'SecurityError' );
			} );
		show( fourTexts() );
		await run( [ { type: 'one' }, { type: 'two' } ] );
		cleanup();
		show( fourTexts() );
		expect( heading( 't1' ) ).toBeTruthy();
		expect( saves ).toHaveLength( 2 );
		refused.mockRestore();
	} );
} );
