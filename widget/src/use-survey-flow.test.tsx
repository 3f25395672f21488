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

/** A visitor's step: pick an option (moves on at once), skip, or type and press Next. */
type Step = { pick: string } | 'skip' | { type: string };

async function run( steps: Step[] ) {
	for ( const step of steps ) {
		if ( step === 'skip' ) {
			fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
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

describe( 'saves (issue 23): response_key, shown and completed on every save; partial saves with save_partial', () => {
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
			'a page cached before issue 23 (no save_partial): one save at the end',
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

	it( 'a new run of the survey (another page view) gets a new key', async () => {
		show( logicSurvey( true ) );
		await run( [ { pick: 'No' } ] );
		cleanup();
		show( logicSurvey( true ) );
		await run( [ { pick: 'No' } ] );
		expect( saves ).toHaveLength( 2 );
		expect( saves[ 0 ].body.response_key ).not.toBe(
			saves[ 1 ].body.response_key
		);
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
