import { describe, expect, it } from 'vitest';

import { addonsFixture } from '../test-fixtures';
import type { Entitlements } from './entitlements';
import {
	canContinue,
	canSkip,
	commentBoxAllowed,
	conditionHolds,
	displayOptions,
	gatedQuestion,
	firstQuestionIndex,
	hasAnswers,
	hasValue,
	isRequired,
	isValidEmail,
	JUMP_END,
	type JumpingQuestion,
	LONG_TEXT_MAX,
	nextQuestionIndex,
	nextQuestionIndexWithJumps,
	type QuestionJump,
	resumePoint,
} from './questions';
import type {
	Answer,
	Comparator,
	LogicCondition,
	Question,
	QuestionType,
} from '../types';

function q(
	id: string,
	type: QuestionType = 'radio-button',
	over: Partial< Question > = {}
): Question {
	return {
		id,
		type,
		title: id,
		settings: { required: false, comment_box: false, randomize: false },
		config: { options: [ 'A', 'B', 'C', 'D' ] },
		logic: { enabled: false, action: 'show', conditions: [] },
		...over,
	};
}

// The add-on flag as the server prints it: true only with Pro, a licence and the add-on active.
function ent(
	over: Partial< Entitlements > = {},
	active = true
): Entitlements {
	return {
		addons: addonsFixture( { 'question-types': active } ),
		...over,
	};
}

const FULL = ent();
const LITE = ent( {}, false );

function cond(
	compare: Comparator,
	value: string | string[],
	questionId = 'q1'
): LogicCondition {
	return { question_id: questionId, compare, value };
}

function answer( value: Answer[ 'value' ], questionId = 'q1' ): Answer {
	return { question_id: questionId, value };
}

// [ what, condition, answer value (undefined: no answer), holds ]
const CONDITIONS: Array<
	[ string, LogicCondition, Answer[ 'value' ] | undefined, boolean ]
> = [
	// No answer, or null: nothing holds, not even "!=".
	[ 'no answer, ==', cond( '==', '4' ), undefined, false ],
	[ 'no answer, !=', cond( '!=', '4' ), undefined, false ],
	[ 'skipped (null), !=', cond( '!=', '4' ), null, false ],
	[ 'skipped (null), <', cond( '<', '4' ), null, false ],
	[ 'nothing ticked, !=', cond( '!=', [ 'A' ] ), [], false ],
	// Star rating / NPS: numbers, as number or text.
	[ 'star 4 == "4"', cond( '==', '4' ), 4, true ],
	[ 'star "4" == "4"', cond( '==', '4' ), '4', true ],
	[ 'star 3 == "4"', cond( '==', '4' ), 3, false ],
	[ 'star 3 != "4"', cond( '!=', '4' ), 3, true ],
	[ 'star 4 != "4"', cond( '!=', '4' ), '4', false ],
	[ 'nps 3 < "7"', cond( '<', '7' ), 3, true ],
	[ 'nps 7 < "7"', cond( '<', '7' ), 7, false ],
	[ 'nps "10" > "9" (numbers, not text)', cond( '>', '9' ), '10', true ],
	[ 'nps 9 > "9"', cond( '>', '9' ), 9, false ],
	[ 'nps "2" < "10" (numbers, not text)', cond( '<', '10' ), '2', true ],
	[ 'a non-number never compares', cond( '<', '10' ), 'many', false ],
	[ 'against a non-number', cond( '>', 'x' ), 5, false ],
	[ 'against an empty value', cond( '<', '' ), 5, false ],
	// Radio button: option text.
	[ 'radio == chosen option', cond( '==', 'Yes' ), 'Yes', true ],
	[ 'radio == other option', cond( '==', 'No' ), 'Yes', false ],
	[ 'radio == is case-sensitive', cond( '==', 'yes' ), 'Yes', false ],
	[ 'radio != other option', cond( '!=', 'No' ), 'Yes', true ],
	[ 'radio != chosen option', cond( '!=', 'Yes' ), 'Yes', false ],
	[ 'radio == one of a list', cond( '==', [ 'No', 'Yes' ] ), 'Yes', true ],
	[
		'radio != a list holding it',
		cond( '!=', [ 'No', 'Yes' ] ),
		'Yes',
		false,
	],
	[ 'radio includes means ==', cond( 'includes', 'Yes' ), 'Yes', true ],
	[ 'radio < never holds', cond( '<', 'Yes' ), 'Yes', false ],
	// Checkbox: ticked options.
	[
		'checkbox includes a ticked option',
		cond( 'includes', 'B' ),
		[ 'A', 'B' ],
		true,
	],
	[
		'checkbox includes an unticked option',
		cond( 'includes', 'C' ),
		[ 'A', 'B' ],
		false,
	],
	[
		'checkbox includes all listed',
		cond( 'includes', [ 'A', 'B' ] ),
		[ 'B', 'C', 'A' ],
		true,
	],
	[
		'checkbox includes one listed missing',
		cond( 'includes', [ 'A', 'D' ] ),
		[ 'A', 'B' ],
		false,
	],
	[
		'checkbox == the same set, other order',
		cond( '==', [ 'B', 'A' ] ),
		[ 'A', 'B' ],
		true,
	],
	[ 'checkbox == a subset', cond( '==', [ 'A' ] ), [ 'A', 'B' ], false ],
	[
		'checkbox == a superset',
		cond( '==', [ 'A', 'B', 'C' ] ),
		[ 'A', 'B' ],
		false,
	],
	[ 'checkbox == one option as text', cond( '==', 'A' ), [ 'A' ], true ],
	[
		'checkbox != a different set',
		cond( '!=', [ 'A' ] ),
		[ 'A', 'B' ],
		true,
	],
	[
		'checkbox != the same set',
		cond( '!=', [ 'B', 'A' ] ),
		[ 'A', 'B' ],
		false,
	],
	[ 'checkbox > never holds', cond( '>', '1' ), [ 'A' ], false ],
	// Consent: given is sent as true and named "accepted"; not given sends nothing (null).
	[ 'consent given == accepted', cond( '==', 'accepted' ), true, true ],
	[ 'consent not given == accepted', cond( '==', 'accepted' ), null, false ],
	[ 'consent given == another text', cond( '==', 'true' ), true, false ],
	// Scale and smiley: numbers from their own range, 0 included.
	[ 'scale 0 < "3"', cond( '<', '3' ), 0, true ],
	[ 'scale 0 == "0"', cond( '==', '0' ), 0, true ],
	[ 'smiley 5 > "3"', cond( '>', '3' ), 5, true ],
	// Image choice of several: its ticks, as checkboxes.
	[
		'image choice includes a ticked image',
		cond( 'includes', [ 'Dark' ] ),
		[ 'Light', 'Dark' ],
		true,
	],
];

describe( 'conditionHolds', () => {
	it.each( CONDITIONS )( '%s → %s', ( _name, c, value, expected ) => {
		const answers =
			value === undefined
				? [ answer( 'x', 'other' ) ]
				: [ answer( 'x', 'other' ), answer( value ) ];
		expect( conditionHolds( c, answers ) ).toBe( expected );
	} );

	it( 'covers every comparator', () => {
		const used = new Set( CONDITIONS.map( ( row ) => row[ 1 ].compare ) );
		expect( [ ...used ].sort() ).toEqual( [
			'!=',
			'<',
			'==',
			'>',
			'includes',
		] );
	} );
} );

function withLogic(
	id: string,
	action: 'show' | 'hide',
	conditions: LogicCondition[],
	enabled = true
): Question {
	return q( id, 'radio-button', { logic: { enabled, action, conditions } } );
}

describe( 'nextQuestionIndex: go to the following question; logic decides whether it is shown', () => {
	const questions = [
		q( 'q1' ),
		withLogic( 'q2', 'show', [ cond( '==', 'Yes' ) ] ),
		withLogic( 'q3', 'show', [
			cond( '==', 'Yes' ),
			cond( '!=', 'A', 'q2' ),
		] ),
		withLogic( 'q4', 'hide', [ cond( '==', 'No' ) ] ),
		withLogic( 'q5', 'hide', [ cond( '==', 'Yes' ) ], false ),
		q( 'q6' ),
	];
	it.each( [
		[ 'no logic: the following one', 4, [], 5 ],
		[ 'logic that passes: shown', 0, [ answer( 'Yes' ) ], 1 ],
		[ 'logic that fails: the next one is tried', 0, [ answer( 'No' ) ], 4 ],
		// q2 and q3 fail; q4 (hide when q1 is No) is shown since its condition fails too.
		[ 'no answer for the condition: not shown', 0, [], 3 ],
		[
			'all conditions must hold',
			1,
			[ answer( 'Yes' ), answer( 'A', 'q2' ) ],
			3,
		],
		[
			'all conditions hold',
			1,
			[ answer( 'Yes' ), answer( 'B', 'q2' ) ],
			2,
		],
		[
			'action hide: skipped when its conditions pass',
			2,
			[ answer( 'No' ) ],
			4,
		],
		[
			'action hide: shown when its conditions fail',
			2,
			[ answer( 'Yes' ) ],
			3,
		],
		[
			'disabled logic is ignored, whatever its action',
			3,
			[ answer( 'No' ) ],
			4,
		],
		[ 'after the last question the survey finishes', 5, [], 6 ],
	] as Array< [ string, number, Answer[], number ] > )(
		'%s',
		( _name, current, answers, expected ) => {
			expect( nextQuestionIndex( questions, current, answers ) ).toBe(
				expected
			);
		}
	);

	it( 'if none qualifies, the survey finishes', () => {
		const qs = [
			q( 'q1' ),
			withLogic( 'q2', 'show', [ cond( '==', 'Yes' ) ] ),
			withLogic( 'q3', 'hide', [] ),
		];
		expect( nextQuestionIndex( qs, 0, [ answer( 'No' ) ] ) ).toBe( 3 );
	} );

	it( 'enabled logic with no conditions and action show: shown', () => {
		expect(
			nextQuestionIndex(
				[ q( 'q1' ), withLogic( 'q2', 'show', [] ) ],
				0,
				[]
			)
		).toBe( 1 );
	} );

	it( 'starting sets the question index to 0', () => {
		expect( firstQuestionIndex( [ q( 'q1' ), q( 'q2' ) ], [] ) ).toBe( 0 );
		expect( firstQuestionIndex( [], [] ) ).toBe( 0 );
	} );
} );

describe( "isRequired: effective only with Pro, a licence and the question-types add-on active (the add-on's flag, applied as the server and the preview send the question)", () => {
	const required = q( 'q1', 'text', {
		settings: { required: true, comment_box: false, randomize: false },
	} );
	it.each( [
		[ 'all three', required, FULL, true ],
		[
			'add-on inactive (or Lite, or no licence: the server sends false)',
			required,
			ent( {}, false ),
			false,
		],
		[
			'no add-on active',
			required,
			ent( { addons: addonsFixture() } ),
			false,
		],
		[ 'setting off', q( 'q1', 'text' ), FULL, false ],
	] )( '%s → %s', ( _name, question, e, expected ) => {
		expect( isRequired( gatedQuestion( question, e ) ) ).toBe( expected );
	} );
} );

describe( 'canContinue: when an answer exists or it is not required', () => {
	const settings = { required: true, comment_box: false, randomize: false };
	const text = q( 'q1', 'text', { settings } );
	const box = q( 'q1', 'checkbox', { settings } );
	it.each( [
		[ 'required, answered', text, answer( 'hi' ), FULL, true ],
		[ 'required, no answer', text, undefined, FULL, false ],
		[ 'required, skipped (null)', text, answer( null ), FULL, false ],
		[ 'required, empty text', text, answer( '' ), FULL, false ],
		[ 'required, blank text', text, answer( '   ' ), FULL, false ],
		[
			'required, a rating',
			q( 'q1', 'star-rating', { settings } ),
			answer( 3 ),
			FULL,
			true,
		],
		[
			'a required checkbox blocks while nothing is ticked',
			box,
			answer( [] ),
			FULL,
			false,
		],
		[
			'a required checkbox with one ticked',
			box,
			answer( [ 'A' ] ),
			FULL,
			true,
		],
		[ 'not required (Lite): no answer', text, undefined, LITE, true ],
		[
			'not required (setting off): no answer',
			q( 'q1', 'text' ),
			undefined,
			FULL,
			true,
		],
	] as Array<
		[ string, Question, Answer | undefined, Entitlements, boolean ]
	> )( '%s → %s', ( _name, question, a, e, expected ) => {
		expect( canContinue( gatedQuestion( question, e ), a ) ).toBe(
			expected
		);
	} );
} );

describe( 'canSkip: NPS surveys cannot be skipped; Skip is hidden when finished or in preview', () => {
	const required = q( 'q1', 'text', {
		settings: { required: true, comment_box: false, randomize: false },
	} );
	const plain = q( 'q1', 'text' );
	it.each( [
		[ 'a plain question', '', plain, false, false, FULL, true ],
		[ 'an NPS survey', 'nps', plain, false, false, FULL, false ],
		[ 'a required question', '', required, false, false, FULL, false ],
		[
			'a required question in Lite (not effective)',
			'',
			required,
			false,
			false,
			LITE,
			true,
		],
		[ 'in preview', '', plain, true, false, FULL, false ],
		[ 'finished', '', plain, false, true, FULL, false ],
	] as Array<
		[ string, string, Question, boolean, boolean, Entitlements, boolean ]
	> )(
		'%s → %s',
		( _name, type, question, preview, finished, e, expected ) => {
			expect(
				canSkip( type, gatedQuestion( question, e ), {
					preview,
					finished,
				} )
			).toBe( expected );
		}
	);
} );

describe( 'hasAnswers: saving is skipped when there are no answers or all answers are null', () => {
	it.each( [
		[ 'no answers', [], false ],
		[ 'all null', [ answer( null ), answer( null, 'q2' ) ], false ],
		[
			'blank text and nothing ticked',
			[ answer( ' ' ), answer( [], 'q2' ) ],
			false,
		],
		[
			'one answer among nulls',
			[ answer( null ), answer( 5, 'q2' ) ],
			true,
		],
		[ 'a ticked box', [ answer( [ 'A' ] ) ], true ],
		[ 'a zero', [ answer( 0 ) ], true ],
	] as Array< [ string, Answer[], boolean ] > )(
		'%s → %s',
		( _name, answers, expected ) => {
			expect( hasAnswers( answers ) ).toBe( expected );
		}
	);

	it( 'hasValue of no answer is false', () => {
		expect( hasValue( undefined ) ).toBe( false );
	} );
} );

describe( 'displayOptions: randomised order for radio and checkbox only with the add-on', () => {
	const randomize = { required: false, comment_box: false, randomize: true };
	// Always picks index 0: Fisher–Yates then rotates [A,B,C,D] to [B,C,D,A].
	const zero = () => 0;
	it.each( [
		[
			'radio, randomize, add-on on',
			q( 'q1', 'radio-button', { settings: randomize } ),
			FULL,
			[ 'B', 'C', 'D', 'A' ],
		],
		[
			'checkbox, randomize, add-on on',
			q( 'q1', 'checkbox', { settings: randomize } ),
			FULL,
			[ 'B', 'C', 'D', 'A' ],
		],
		[
			'radio, randomize, add-on off',
			q( 'q1', 'radio-button', { settings: randomize } ),
			LITE,
			[ 'A', 'B', 'C', 'D' ],
		],
		[
			'radio, randomize off',
			q( 'q1', 'radio-button' ),
			FULL,
			[ 'A', 'B', 'C', 'D' ],
		],
		[
			'another type, randomize on',
			q( 'q1', 'text', { settings: randomize } ),
			FULL,
			[ 'A', 'B', 'C', 'D' ],
		],
	] as Array< [ string, Question, Entitlements, string[] ] > )(
		'%s',
		( _name, question, e, expected ) => {
			const before = [ ...question.config.options ];
			const shown = displayOptions( gatedQuestion( question, e ), zero );
			expect( shown ).toEqual( expected );
			expect( shown ).not.toBe( question.config.options );
			expect( question.config.options ).toEqual( before );
		}
	);

	it( 'keeps every option once, whatever the random numbers', () => {
		const question = q( 'q1', 'checkbox', { settings: randomize } );
		for ( const r of [ 0, 0.25, 0.5, 0.999 ] ) {
			expect( [ ...displayOptions( question, () => r ) ].sort() ).toEqual(
				[ 'A', 'B', 'C', 'D' ]
			);
		}
		expect( [ ...displayOptions( question ) ].sort() ).toEqual( [
			'A',
			'B',
			'C',
			'D',
		] );
	} );
} );

describe( 'commentBoxAllowed: only with the add-on active and the comment_box setting on', () => {
	const on = { required: false, comment_box: true, randomize: false };
	it.each( [
		[ 'radio-button', on, FULL, true ],
		[ 'checkbox', on, FULL, true ],
		[ 'star-rating', on, FULL, true ],
		[ 'nps', on, FULL, true ],
		[ 'radio-button', on, ent( {}, false ), false ],
		[ 'radio-button', { ...on, comment_box: false }, FULL, false ],
		[ 'text', on, FULL, false ],
		[ 'long-text', on, FULL, false ],
		[ 'email', on, FULL, false ],
	] as Array<
		[ QuestionType, Question[ 'settings' ], Entitlements, boolean ]
	> )( '%s, %j → %s', ( type, settings, e, expected ) => {
		expect(
			commentBoxAllowed(
				gatedQuestion( q( 'q1', type, { settings } ), e )
			)
		).toBe( expected );
	} );
} );

describe( 'Long text is limited to 400 characters; the email question uses an email input', () => {
	it( 'LONG_TEXT_MAX', () => {
		expect( LONG_TEXT_MAX ).toBe( 400 );
	} );

	it.each( [
		[ 'jane@example.com', true ],
		[ 'jane.doe+tag@mail.example.co.uk', true ],
		[ 'jane@example', false ],
		[ 'jane@.com', false ],
		[ 'jane@example..com', false ],
		[ '@example.com', false ],
		[ 'jane@@example.com', false ],
		[ 'jane doe@example.com', false ],
		[ 'jane', false ],
		[ '', false ],
		[ `${ 'a'.repeat( 250 ) }@example.com`, false ],
	] )( '%s → %s', ( email, expected ) => {
		expect( isValidEmail( email ) ).toBe( expected );
	} );
} );

function jump(
	compare: Comparator,
	value: string | string[],
	to: string
): QuestionJump {
	return { compare, value, to };
}

describe( 'nextQuestionIndexWithJumps: the first jump that holds wins; none holds: the next question as display logic decides', () => {
	// q1 (choice): Yes → q4, Later → end, not No → q5. q2 checkbox: A and B ticked → q6.
	// q3 hidden when q1 is Yes; q4 shown only when q1 is Yes; q5 hidden when q1 is Maybe.
	// q6 star: lower than 3 → end, greater than 3 → q8; q7 shown only when q1 is Yes.
	const questions: JumpingQuestion[] = [
		{
			...q( 'q1' ),
			jumps: [
				jump( '==', 'Yes', 'q4' ),
				jump( '==', 'Later', JUMP_END ),
				jump( '!=', 'No', 'q5' ),
			],
		},
		{
			...q( 'q2', 'checkbox' ),
			jumps: [ jump( 'includes', [ 'A', 'B' ], 'q6' ) ],
		},
		withLogic( 'q3', 'hide', [ cond( '==', 'Yes' ) ] ),
		withLogic( 'q4', 'show', [ cond( '==', 'Yes' ) ] ),
		withLogic( 'q5', 'hide', [ cond( '==', 'Maybe' ) ] ),
		{
			...q( 'q6', 'star-rating' ),
			jumps: [ jump( '<', '3', JUMP_END ), jump( '>', '3', 'q8' ) ],
		},
		withLogic( 'q7', 'show', [ cond( '==', 'Yes' ) ] ),
		q( 'q8' ),
	];
	const yes = answer( 'Yes' );
	it.each< [ string, number, Answer[], number ] >( [
		[
			'the first jump that holds wins (Yes also holds "not No")',
			0,
			[ yes ],
			3,
		],
		[
			'a later jump holds when an earlier one does not',
			0,
			[ answer( 'Other' ) ],
			4,
		],
		[
			'a jump to the end finishes the survey',
			0,
			[ answer( 'Later' ) ],
			8,
		],
		[
			'no jump holds: the next question, as display logic decides',
			0,
			[ answer( 'No' ) ],
			1,
		],
		[
			'a skipped answer holds for no jump, not even "!="',
			0,
			[ answer( null ) ],
			1,
		],
		[ 'no answer at all holds for no jump', 0, [], 1 ],
		[
			'a target its display logic hides is passed over (q5 hidden when Maybe)',
			0,
			[ answer( 'Maybe' ) ],
			5,
		],
		[
			'checkbox "includes" every listed option',
			1,
			[ answer( 'No' ), answer( [ 'B', 'C', 'A' ], 'q2' ) ],
			5,
		],
		[
			'checkbox without every listed option: no jump, q3 shown (q1 is not Yes)',
			1,
			[ answer( 'No' ), answer( [ 'A' ], 'q2' ) ],
			2,
		],
		[
			'no jump holds and display logic hides the next: q3 hidden, q4 shown after Yes',
			1,
			[ yes, answer( [ 'A' ], 'q2' ) ],
			3,
		],
		[ 'rating lower than: to the end', 5, [ answer( 2, 'q6' ) ], 8 ],
		[
			'rating greater than: to q8, over q7',
			5,
			[ yes, answer( '5', 'q6' ) ],
			7,
		],
		[
			'rating equal to neither: the next question as display logic decides (q7 hidden)',
			5,
			[ answer( 'No' ), answer( 3, 'q6' ) ],
			7,
		],
		[ 'a question without jumps: as before', 2, [ yes ], 3 ],
		[ 'before the first question: the first', -1, [], 0 ],
		[ 'after the last question: finished', 7, [ yes ], 8 ],
	] )( '%s', ( _name, current, answers, expected ) => {
		expect(
			nextQuestionIndexWithJumps( questions, current, answers )
		).toBe( expected );
	} );

	it( 'without jumps it is nextQuestionIndex, whatever the answers', () => {
		const plain = questions.map( ( { jumps: _jumps, ...rest } ) => rest );
		for ( let current = -1; current < plain.length; current++ ) {
			for ( const answers of [ [], [ yes ], [ answer( 'Later' ) ] ] ) {
				expect(
					nextQuestionIndexWithJumps( plain, current, answers )
				).toBe( nextQuestionIndex( plain, current, answers ) );
			}
		}
	} );

	it( 'a target that is not later is no jump: the next one is tried', () => {
		const odd: JumpingQuestion[] = [
			q( 'q1' ),
			{
				...q( 'q2' ),
				jumps: [
					jump( '==', 'Yes', 'q1' ),
					jump( '==', 'Yes', 'q2' ),
					jump( '==', 'Yes', 'gone' ),
					jump( '==', 'Yes', 'q4' ),
				],
			},
			q( 'q3' ),
			q( 'q4' ),
		];
		expect(
			nextQuestionIndexWithJumps( odd, 1, [ answer( 'Yes', 'q2' ) ] )
		).toBe( 3 );
		expect(
			nextQuestionIndexWithJumps( odd, 1, [ answer( 'No', 'q2' ) ] )
		).toBe( 2 );
	} );

	it( 'the preview drops jumps without the question-types add-on, as the page does', () => {
		const source = questions[ 0 ];
		expect( gatedQuestion( source, FULL ) ).toBe( source );
		expect( gatedQuestion( source, LITE ) ).not.toHaveProperty( 'jumps' );
		expect(
			nextQuestionIndexWithJumps(
				[ gatedQuestion( source, LITE ), ...questions.slice( 1 ) ],
				0,
				[ yes ]
			)
		).toBe( 1 );
	} );
} );

describe( 'resumePoint: where a visitor coming back resumes', () => {
	// q1 (choice): Yes → q4. q2 text. q3 shown only when q1 is No. q4 text. q5 text.
	const questions: JumpingQuestion[] = [
		{ ...q( 'q1' ), jumps: [ jump( '==', 'Yes', 'q4' ) ] },
		q( 'q2', 'text' ),
		withLogic( 'q3', 'show', [ cond( '==', 'No' ) ] ),
		q( 'q4', 'text' ),
		q( 'q5', 'text' ),
	];
	it.each< [ string, Answer[], { index: number; path: number[] } | null ] >( [
		[ 'no answers: the first question', [], { index: 0, path: [ 0 ] } ],
		[
			'Q1 answered No: Q2 next',
			[ answer( 'No' ) ],
			{ index: 1, path: [ 0, 1 ] },
		],
		[
			'Q1 answered Yes: after the jump, Q2 and Q3 were never displayed',
			[ answer( 'Yes' ) ],
			{ index: 3, path: [ 0, 3 ] },
		],
		[
			'Q1 Maybe, Q2 skipped: display logic hides Q3, so Q4',
			[ answer( 'Maybe' ), answer( null, 'q2' ) ],
			{ index: 3, path: [ 0, 1, 3 ] },
		],
		[
			'a question left unanswered before later answers is asked again',
			[ answer( 'No' ), answer( 'x', 'q3' ) ],
			{ index: 1, path: [ 0, 1 ] },
		],
		[
			'an answer off the way (Q2 answered, then Q1 changed to Yes) is passed by',
			[ answer( 'Yes' ), answer( 'x', 'q2' ), answer( 'y', 'q4' ) ],
			{ index: 4, path: [ 0, 3, 4 ] },
		],
		[
			'every question on the way answered: nothing left to ask',
			[ answer( 'Yes' ), answer( 'y', 'q4' ), answer( 'z', 'q5' ) ],
			null,
		],
	] )( '%s', ( _name, answers, expected ) => {
		expect( resumePoint( questions, answers ) ).toEqual( expected );
	} );
} );
