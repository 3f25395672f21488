/**
 * Recall in titles: the resolver table-driven, then through the real panel (answered, skipped,
 * and an answer that looks like markup).
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SurveyApp } from './components/SurveyApp';
import { answerText, recall, RECALL_MAX } from './recall';
import {
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from './test-fixtures';
import { texts } from './texts';
import type { Answer, Question } from './types';

const choice = question( 'q1', 'radio-button', {
	config: { options: [ 'Basic', 'Plus' ] },
} );
const ticks = question( 'q2', 'checkbox', {
	config: { options: [ 'Red', 'Green', 'Blue' ] },
} );
const nps = question( 'q3', 'nps' );
const typed = question( 'q4', 'text' );
const faces3 = question( 'q5', 'smiley', {
	settings: {
		required: false,
		comment_box: false,
		randomize: false,
		faces: 3,
	},
} );
const faces5 = question( 'q6', 'smiley' );
const ranking = question( 'q7', 'ranking' );
const matrix = question( 'q8', 'matrix' );
const consent = question( 'q9', 'consent' );
const scale = question( 'q10', 'scale' );
const EARLIER = [
	choice,
	ticks,
	nps,
	typed,
	faces3,
	faces5,
	ranking,
	matrix,
	consent,
	scale,
];

const ANSWERS: Answer[] = [
	{ question_id: 'q1', value: 'Plus' },
	{ question_id: 'q2', value: [ 'Red', 'Blue' ] },
	{ question_id: 'q3', value: '9' },
	{ question_id: 'q4', value: '  fast\n\n  and   cheap ' },
	{ question_id: 'q5', value: 3 },
	{ question_id: 'q6', value: 1 },
	{ question_id: 'q7', value: [ 'Price', 'Speed' ] },
	{ question_id: 'q8', value: { Price: 'Agree' } },
	{ question_id: 'q9', value: true },
	{ question_id: 'q10', value: 0 },
	{ question_id: 'later', value: 'Later' },
];

describe( 'recall()', () => {
	it.each( [
		[ 'no recall', 'Why?', 'Why?' ],
		[ 'a choice', 'Why {{answer:q1}}?', 'Why Plus?' ],
		[ 'ticked options', '{{answer:q2}}', 'Red, Blue' ],
		[ 'an NPS score', 'Why {{answer:q3}}?', 'Why 9?' ],
		[ 'text, spaces collapsed', '“{{answer:q4}}”', '“fast and cheap”' ],
		[ 'three faces: the middle three', '{{answer:q5}}', 'Happy' ],
		[ 'five faces', '{{answer:q6}}', 'Very unhappy' ],
		[ 'a ranking: its top pick', '{{answer:q7}}', 'Price' ],
		[ 'a scale’s 0', 'You gave {{answer:q10|nothing}}', 'You gave 0' ],
		[ 'a matrix: the fallback', '{{answer:q8|that}}', 'that' ],
		[ 'consent: nothing', 'A{{answer:q9}}B', 'AB' ],
		[ 'spaces and a fallback', 'Why {{ answer:q1 | it }}?', 'Why Plus?' ],
		[ 'unknown: the fallback', 'Why {{answer:nope|that}}?', 'Why that?' ],
		[ 'unknown: nothing', 'Why{{answer:nope}}?', 'Why?' ],
		[ 'not earlier: fallback', '{{answer:later|soon}}', 'soon' ],
		[
			'a field with no value',
			'From {{field:utm|the web}}',
			'From the web',
		],
		[ 'two recalls', '{{answer:q1}}/{{answer:q3}}', 'Plus/9' ],
		[
			'other braces stay',
			'{{hello}} {{score:q1}}',
			'{{hello}} {{score:q1}}',
		],
	] )( '%s', ( _, title, expected ) => {
		expect( recall( title, EARLIER, ANSWERS, texts() ) ).toBe( expected );
	} );

	it.each( [
		[ 'a field’s value', '{{field:plan|x}}', 'pro' ],
		[ 'a field with none', '{{field:utm|the web}}', 'the web' ],
		[ 'never an object', '{{field:__proto__|x}}', 'x' ],
	] )( '%s', ( _, title, expected ) => {
		const values: Record< string, string > = { plan: ' pro ' };
		expect(
			recall( title, [], [], texts(), ( name ) => values[ name ] )
		).toBe( expected );
	} );

	it( 'reads a skipped answer as its fallback', () => {
		expect(
			recall(
				'Why {{answer:q1|that}}?',
				EARLIER,
				[ { question_id: 'q1', value: null } ],
				texts()
			)
		).toBe( 'Why that?' );
	} );

	it( 'cuts a long answer with an ellipsis', () => {
		const long = recall(
			'{{answer:q4}}',
			[ typed ],
			[ { question_id: 'q4', value: 'x'.repeat( 500 ) } ],
			texts()
		);
		expect( long ).toHaveLength( RECALL_MAX );
		expect( long.endsWith( '…' ) ).toBe( true );
	} );

	it.each< [ Question, Answer[ 'value' ], string ] >( [
		[ choice, null, '' ],
		[ ticks, [], '' ],
		[ ranking, [], '' ],
		[ scale, 7, '7' ],
	] )( 'answerText(%#)', ( q, value, expected ) => {
		expect( answerText( q, value, texts() ) ).toBe( expected );
	} );
} );

describe( 'a recalled answer in the panel', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		vi.stubGlobal(
			'fetch',
			vi.fn( () =>
				Promise.resolve( new Response( '{"id":1}', { status: 201 } ) )
			)
		);
	} );
	afterEach( () => {
		cleanup();
		clearCookies( document );
		vi.unstubAllGlobals();
		vi.useRealTimers();
	} );

	function show() {
		render(
			<SurveyApp
				survey={ surveyFixture( 1, [
					question( 'q1', 'text', { title: 'What do you use?' } ),
					question( 'q2', 'text', {
						title: 'Why {{answer:q1|that}}?',
					} ),
				] ) }
				bootstrap={ bootstrapFixture() }
				mode="floating"
				win={ window }
			/>
		);
		act( () => {
			vi.advanceTimersByTime( 100 );
		} );
	}

	it( 'shows the answer as text, never as markup', () => {
		show();
		fireEvent.input( screen.getByRole( 'textbox' ), {
			target: { value: '<img src=x onerror=alert(1)>' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		const title = screen.getByRole( 'heading', {
			name: 'Why <img src=x onerror=alert(1)>?',
		} );
		expect( title.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'shows the fallback when the question was skipped', () => {
		show();
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		expect(
			screen.getByRole( 'heading', { name: 'Why that?' } )
		).toBeTruthy();
	} );
} );
