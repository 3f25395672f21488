import { describe, expect, it } from 'vitest';

import type {
	Comparator,
	LogicCondition,
	Question,
	QuestionType,
} from '../../../data/survey-types';
import { entitlementsOf } from '../../../test-utils';
import {
	DEFAULT_TITLES,
	OPTION_LIMITS,
	PRO_QUESTION_TYPES,
	QUESTION_TYPES,
	blankQuestion,
	canAddOption,
	canRemoveOption,
	changeQuestionType,
	changeQuestionTypeIn,
	comparatorLabel,
	comparatorsFor,
	conditionValueLabel,
	conditionValues,
	deleteQuestion,
	logicAvailable,
	logicSources,
	moveQuestion,
	newCondition,
	newQuestionId,
	optionLimits,
	pruneLogic,
	questionErrors,
	questionTypeAllowed,
	questionsValid,
	settingApplies,
	sourceComparators,
	trimOptions,
	withoutQuestionTypesAddon,
} from './questions';
import { deepFreeze } from './test/deep-freeze';

const STAR = 'How would you rate your overall experience?';
const NPS =
	'On a scale of 1-10, how likely would you recommend us to a friend or colleague?';

function question(
	id: string,
	type: QuestionType = 'text',
	extra: Partial< Question > = {}
): Question {
	return {
		id,
		title: `Question ${ id }`,
		type,
		config: { options: [] },
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
		...extra,
	};
}

function cond(
	questionId: string,
	compare: Comparator = '==',
	value: string | string[] = '1'
): LogicCondition {
	return { question_id: questionId, compare, value };
}

function withLogic( q: Question, ...conditions: LogicCondition[] ): Question {
	return { ...q, logic: { enabled: true, action: 'show', conditions } };
}

/**
 * Each question's id, and the source ids of its conditions with whether its logic is on.
 *
 * @param questions The questions to describe.
 */
function shape( questions: Question[] ): string[] {
	return questions.map(
		( q ) =>
			`${ q.id }:${ q.logic.enabled ? 'on' : 'off' }[${ q.logic.conditions
				.map( ( c ) => c.question_id )
				.join( ',' ) }]`
	);
}

const ENT_PRO = entitlementsOf( 'pro' );

describe( 'question type lists', () => {
	const MORE = [
		'scale',
		'smiley',
		'dropdown',
		'matrix',
		'ranking',
		'image-choice',
		'date',
		'consent',
	];
	it( 'offers the seven types of spec §3 in their old order, then the eight more, each once', () => {
		expect( QUESTION_TYPES ).toEqual( [
			'radio-button',
			'checkbox',
			'star-rating',
			'nps',
			'text',
			'long-text',
			'email',
			...MORE,
		] );
	} );
	it( 'marks star-rating, nps and the eight more as Pro types', () => {
		expect( [ ...PRO_QUESTION_TYPES ].sort() ).toEqual(
			[ 'nps', 'star-rating', ...MORE ].sort()
		);
	} );
	it.each( [
		[ 'star-rating', STAR ],
		[ 'nps', NPS ],
		[ 'radio-button', '' ],
		[ 'checkbox', '' ],
		[ 'text', '' ],
		[ 'long-text', '' ],
		[ 'email', '' ],
	] as const )( '§9 "Default question titles": %s → %j', ( type, title ) => {
		expect( DEFAULT_TITLES[ type ] ).toBe( title );
		expect( blankQuestion( type ).title ).toBe( title );
	} );
} );

describe( 'questionTypeAllowed (§5 "Star-rating and nps types need Pro, a licence and the question-types add-on active")', () => {
	// The add-on's flag is what decides; the server sets it only with Pro and a licence.
	const lite = entitlementsOf( 'lite', { 'question-types': true } );
	const unlicensed = entitlementsOf( 'pro-unlicensed', {
		'question-types': true,
	} );
	const noAddon = entitlementsOf( 'pro', { 'question-types': false } );
	it.each( [
		[ 'nps', ENT_PRO, true ],
		[ 'star-rating', ENT_PRO, true ],
		[ 'nps', lite, false ],
		[ 'star-rating', unlicensed, false ],
		[ 'nps', noAddon, false ],
		[ 'text', lite, true ],
		[ 'radio-button', noAddon, true ],
	] as const )( '%s → %s', ( type, ent, allowed ) => {
		expect( questionTypeAllowed( type, ent ) ).toBe( allowed );
	} );
} );

describe( 'newQuestionId', () => {
	it( "is 'q' and 12 letters or digits, and differs each time", () => {
		const ids = new Set(
			Array.from( { length: 200 }, () => newQuestionId() )
		);
		expect( ids.size ).toBe( 200 );
		for ( const id of ids ) {
			expect( id ).toMatch( /^q[A-Za-z0-9]{12}$/ );
		}
	} );
} );

describe( 'blankQuestion', () => {
	it.each( [
		[ 'text', { options: [] } ],
		[ 'long-text', { options: [] } ],
		[ 'radio-button', { options: [ '', '' ] } ],
		[ 'checkbox', { options: [ '' ] } ],
		[ 'email', { options: [], include_name: false } ],
		[ 'nps', { options: [] } ],
		[ 'star-rating', { options: [] } ],
	] as const )(
		'%s starts with config %j (choice types at their minimum)',
		( type, config ) => {
			const q = blankQuestion( type );
			expect( q.type ).toBe( type );
			expect( q.config ).toEqual( config );
			expect( q.settings ).toEqual( {
				required: false,
				randomize: false,
				comment_box: false,
			} );
			expect( q.logic ).toEqual( {
				enabled: false,
				action: 'show',
				conditions: [],
			} );
		}
	);
	it( 'defaults to a text question', () => {
		expect( blankQuestion().type ).toBe( 'text' );
	} );
} );

describe( 'settingApplies (§5 "randomize only for checkbox and radio-button; comment box not offered for text, long-text, email")', () => {
	it.each( [
		[ 'radio-button', true, true ],
		[ 'checkbox', true, true ],
		[ 'star-rating', false, true ],
		[ 'nps', false, true ],
		[ 'text', false, false ],
		[ 'long-text', false, false ],
		[ 'email', false, false ],
	] as const )(
		'%s: randomize %s, comment_box %s, required always',
		( type, randomize, commentBox ) => {
			expect( settingApplies( type, 'randomize' ) ).toBe( randomize );
			expect( settingApplies( type, 'comment_box' ) ).toBe( commentBox );
			expect( settingApplies( type, 'required' ) ).toBe( true );
		}
	);
} );

describe( 'changeQuestionType (§4 "Changing a question type clears config unless both old and new types are checkbox or radio-button")', () => {
	const allOn = { required: true, randomize: true, comment_box: true };
	it.each( [
		// [ from, options, to, expected config ]
		[ 'checkbox', [ 'a', 'b' ], 'radio-button', { options: [ 'a', 'b' ] } ],
		[ 'radio-button', [ 'a', 'b' ], 'checkbox', { options: [ 'a', 'b' ] } ],
		[ 'radio-button', [ 'a', 'b' ], 'text', { options: [] } ],
		[ 'checkbox', [ 'a' ], 'nps', { options: [] } ],
		[ 'text', [], 'radio-button', { options: [ '', '' ] } ],
		[ 'text', [], 'checkbox', { options: [ '' ] } ],
		[
			'radio-button',
			[ 'a', 'b' ],
			'email',
			{ options: [], include_name: false },
		],
	] as const )(
		'%s %j → %s gives config %j',
		( from, options, to, config ) => {
			const q = question( 'q1', from, {
				config: { options: [ ...options ] },
			} );
			expect( changeQuestionType( q, to ).config ).toEqual( config );
		}
	);

	it( 'clears include_name when an e-mail question becomes text', () => {
		const q = question( 'q1', 'email', {
			config: { options: [], include_name: true },
		} );
		expect( changeQuestionType( q, 'text' ).config ).toEqual( {
			options: [],
		} );
	} );

	it.each( [
		[ 'radio-button', 'checkbox', allOn ],
		[ 'radio-button', 'nps', { ...allOn, randomize: false } ],
		[
			'checkbox',
			'text',
			{ required: true, randomize: false, comment_box: false },
		],
		[
			'star-rating',
			'email',
			{ required: true, randomize: false, comment_box: false },
		],
	] as const )(
		'%s → %s drops the toggles the new type does not offer',
		( from, to, settings ) => {
			const q = question( 'q1', from, { settings: { ...allOn } } );
			expect( changeQuestionType( q, to ).settings ).toEqual( settings );
		}
	);

	it.each( [
		[ 'empty title takes the new default', 'text', '', 'nps', NPS ],
		[
			'old default takes the new default',
			'star-rating',
			STAR,
			'nps',
			NPS,
		],
		[
			'old default becomes empty for a type without one',
			'nps',
			NPS,
			'text',
			'',
		],
		[ 'a custom title stays', 'text', 'Why?', 'star-rating', 'Why?' ],
		[
			'a blank-only title counts as empty',
			'text',
			'   ',
			'star-rating',
			STAR,
		],
	] as const )( 'title: %s', ( _name, from, title, to, expected ) => {
		const q = question( 'q1', from, { title } );
		expect( changeQuestionType( q, to ).title ).toBe( expected );
	} );

	it( 'keeps the id and the question\u2019s own logic; same type is a copy', () => {
		const q = deepFreeze(
			withLogic( question( 'q2', 'text' ), cond( 'q1' ) )
		);
		const changed = changeQuestionType( q, 'radio-button' );
		expect( changed.id ).toBe( 'q2' );
		expect( changed.logic ).toEqual( q.logic );
		const same = changeQuestionType( q, 'text' );
		expect( same ).toEqual( q );
		expect( same ).not.toBe( q );
	} );
} );

describe( 'changeQuestionTypeIn', () => {
	it( 'drops later conditions the new type cannot drive, and disables emptied logic', () => {
		const list = deepFreeze( [
			question( 'a', 'nps' ),
			withLogic( question( 'b', 'text' ), cond( 'a', '<', '5' ) ),
			withLogic( question( 'c', 'text' ), cond( 'a', '==', '9' ) ),
		] );
		const toRadio = changeQuestionTypeIn( list, 'a', 'radio-button' );
		// '<' is not allowed on radio-button; '==' is.
		expect( shape( toRadio ) ).toEqual( [
			'a:off[]',
			'b:off[]',
			'c:on[a]',
		] );
		const toText = changeQuestionTypeIn( list, 'a', 'text' );
		expect( shape( toText ) ).toEqual( [
			'a:off[]',
			'b:off[]',
			'c:off[]',
		] );
	} );
} );

describe( 'option limits (§5 "checkbox minimum 1, radio-button minimum 2, maximum 5 for both … defaults to minimum 2 … -1 is unlimited")', () => {
	it( 'has the spec\u2019s table', () => {
		expect( OPTION_LIMITS ).toEqual( {
			checkbox: { min: 1, max: 5 },
			'radio-button': { min: 2, max: 5 },
			default: { min: 2, max: -1 },
		} );
		expect( optionLimits( 'text' ) ).toEqual( { min: 2, max: -1 } );
	} );
	it.each( [
		// [ type, count, can add, can remove ]
		[ 'checkbox', 0, true, false ],
		[ 'checkbox', 1, true, false ],
		[ 'checkbox', 2, true, true ],
		[ 'checkbox', 4, true, true ],
		[ 'checkbox', 5, false, true ],
		[ 'radio-button', 1, true, false ],
		[ 'radio-button', 2, true, false ],
		[ 'radio-button', 3, true, true ],
		[ 'radio-button', 5, false, true ],
		[ 'text', 2, true, false ],
		[ 'text', 3, true, true ],
		[ 'text', 500, true, true ],
	] as const )(
		'%s with %d options: add %s, remove %s',
		( type, count, add, remove ) => {
			expect( canAddOption( type, count ) ).toBe( add );
			expect( canRemoveOption( type, count ) ).toBe( remove );
		}
	);
	it( '"trims each option" without touching the input', () => {
		const options = deepFreeze( [ ' a ', 'b', '\tc\n', '  ' ] );
		expect( trimOptions( options ) ).toEqual( [ 'a', 'b', 'c', '' ] );
	} );
} );

describe( 'questionErrors (§5 "Title is required"; "Options are required"; server SurveyValidator::question_errors)', () => {
	it.each( [
		[ 'a titled text question is fine', question( 'q', 'text' ), {} ],
		[
			'empty title',
			question( 'q', 'text', { title: '' } ),
			{ title: 'Title is required' },
		],
		[
			'blank title',
			question( 'q', 'nps', { title: '  ' } ),
			{ title: 'Title is required' },
		],
		[
			'radio with no options',
			question( 'q', 'radio-button' ),
			{ options: 'Options are required' },
		],
		[
			'checkbox with an empty option',
			question( 'q', 'checkbox', { config: { options: [ 'a', '' ] } } ),
			{ options: 'Options are required' },
		],
		[
			'an option of spaces is empty',
			question( 'q', 'radio-button', {
				config: { options: [ 'a', ' ' ] },
			} ),
			{ options: 'Options are required' },
		],
		[
			'radio below its minimum of 2',
			question( 'q', 'radio-button', { config: { options: [ 'a' ] } } ),
			{ options: 'Add at least 2 options.' },
		],
		[
			'checkbox at its minimum of 1',
			question( 'q', 'checkbox', { config: { options: [ 'a' ] } } ),
			{},
		],
		[
			'more than 5 options',
			question( 'q', 'checkbox', {
				config: { options: [ '1', '2', '3', '4', '5', '6' ] },
			} ),
			{ options: 'A question can have at most 5 options.' },
		],
		[ 'nps has no options to check', question( 'q', 'nps' ), {} ],
		[
			'both errors',
			question( 'q', 'radio-button', { title: '' } ),
			{ title: 'Title is required', options: 'Options are required' },
		],
	] )( '%s', ( _name, q, expected ) => {
		expect( questionErrors( q ) ).toEqual( expected );
	} );

	it.each( [
		[ 'no questions', [], false ],
		[
			'all valid',
			[
				question( 'a' ),
				question( 'b', 'checkbox', { config: { options: [ 'x' ] } } ),
			],
			true,
		],
		[
			'one invalid',
			[ question( 'a' ), question( 'b', 'radio-button' ) ],
			false,
		],
	] )( 'questionsValid: %s → %s', ( _name, list, valid ) => {
		expect( questionsValid( list ) ).toBe( valid );
	} );
} );

describe( 'comparators (§5 "star-rating and nps allow is, is not, lower than, greater than; checkbox allows is, is not, includes; others allow is and is not")', () => {
	it.each( [
		[ 'star-rating', [ 'is', 'is not', 'lower than', 'greater than' ] ],
		[ 'nps', [ 'is', 'is not', 'lower than', 'greater than' ] ],
		[ 'checkbox', [ 'is', 'is not', 'includes' ] ],
		[ 'radio-button', [ 'is', 'is not' ] ],
		[ 'text', [ 'is', 'is not' ] ],
	] as const )( '%s → %j', ( type, labels ) => {
		expect( comparatorsFor( type ).map( comparatorLabel ) ).toEqual(
			labels
		);
	} );
	it.each( [
		[ '==', 'is' ],
		[ '!=', 'is not' ],
		[ '<', 'lower than' ],
		[ '>', 'greater than' ],
		[ 'includes', 'includes' ],
	] as const )( '%s is labelled %s', ( c, label ) => {
		expect( comparatorLabel( c ) ).toBe( label );
	} );
} );

describe( 'logicSources (§5 "Conditional logic needs at least one earlier radio-button, checkbox, nps or star-rating question")', () => {
	const list = [
		question( 'a', 'text' ),
		question( 'b', 'radio-button' ),
		question( 'c', 'email' ),
		question( 'd', 'nps' ),
		question( 'e', 'checkbox' ),
		question( 'f', 'star-rating' ),
		question( 'g', 'long-text' ),
	];
	it.each( [
		[ 0, [], false ],
		[ 1, [], false ],
		[ 2, [ 'b' ], true ],
		[ 4, [ 'b', 'd' ], true ],
		[ 6, [ 'b', 'd', 'e', 'f' ], true ],
		[ 7, [ 'b', 'd', 'e', 'f' ], true ],
	] as const )( 'question %d may use %j', ( index, ids, available ) => {
		expect( logicSources( list, index ).map( ( q ) => q.id ) ).toEqual(
			ids
		);
		expect( logicAvailable( list, index ) ).toBe( available );
	} );
} );

describe( 'conditionValues (§3 "star-rating 1 to 5; nps 1 to 10; checkbox and radio-button use config.options")', () => {
	it.each( [
		[ 'star-rating', [], [ '1', '2', '3', '4', '5' ] ],
		[ 'nps', [], [ '1', '2', '3', '4', '5', '6', '7', '8', '9', '10' ] ],
		[ 'radio-button', [ 'Yes', 'No' ], [ 'Yes', 'No' ] ],
		[ 'checkbox', [ 'A' ], [ 'A' ] ],
	] as const )( '%s → %j', ( type, options, values ) => {
		const source = question( 's', type, {
			config: { options: [ ...options ] },
		} );
		expect( conditionValues( source ) ).toEqual( values );
	} );
	it.each( [
		[ 'checkbox', [] ],
		[ 'radio-button', '' ],
		[ 'nps', '' ],
		[ 'consent', 'accepted' ],
	] as const )(
		'newCondition on %s starts as "is" with value %j',
		( type, value ) => {
			expect( newCondition( question( 's', type ) ) ).toEqual( {
				question_id: 's',
				compare: '==',
				value,
			} );
		}
	);
} );

describe( 'the types beyond the spec as logic sources: their values and comparisons', () => {
	const scale = question( 'sc', 'scale', {
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			preset: 'csat',
			scale_min: 1,
			scale_max: 5,
		},
	} );
	const numeric = question( 'n', 'scale', {
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			preset: 'numeric',
			scale_min: 0,
			scale_max: 10,
		},
	} );
	const smiley = question( 'sm', 'smiley', {
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			faces: 3,
		},
	} );
	const dropdown = question( 'd', 'dropdown', {
		config: { options: [ 'France', 'Spain' ] },
	} );
	const single = question( 'i', 'image-choice', {
		config: { options: [ 'Light', 'Dark' ] },
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			multiple: false,
		},
	} );
	const several = {
		...single,
		id: 'i2',
		settings: { ...single.settings, multiple: true },
	};
	const consent = question( 'c', 'consent' );

	it.each( [
		[ 'a CSAT scale', scale, [ '1', '2', '3', '4', '5' ] ],
		[
			'a 0–10 scale',
			numeric,
			[ '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10' ],
		],
		[ 'three smileys', smiley, [ '1', '2', '3' ] ],
		[ 'a dropdown', dropdown, [ 'France', 'Spain' ] ],
		[ 'an image choice', single, [ 'Light', 'Dark' ] ],
		[ 'a consent', consent, [ 'accepted' ] ],
	] )( '%s compares with %j', ( _name, source, values ) => {
		expect( conditionValues( source ) ).toEqual( values );
	} );

	it.each( [
		[
			'a scale',
			scale,
			undefined,
			[ 'is', 'is not', 'lower than', 'greater than' ],
		],
		[
			'a smiley',
			smiley,
			undefined,
			[ 'is', 'is not', 'lower than', 'greater than' ],
		],
		[ 'a dropdown', dropdown, undefined, [ 'is', 'is not' ] ],
		[ 'an image choice of one', single, undefined, [ 'is', 'is not' ] ],
		[
			'an image choice of several',
			several,
			undefined,
			[ 'is', 'is not', 'includes' ],
		],
		[
			'an image choice of one holding includes',
			single,
			'includes',
			[ 'is', 'is not', 'includes' ],
		],
		[ 'a consent', consent, undefined, [ 'is' ] ],
		[ 'a consent holding is not', consent, '!=', [ 'is' ] ],
	] as const )( '%s offers %j', ( _name, source, held, labels ) => {
		expect(
			sourceComparators( source, held as Comparator | undefined ).map(
				comparatorLabel
			)
		).toEqual( labels );
	} );

	it( 'names a consent\'s answer "Given" and every other answer by its text', () => {
		expect( conditionValueLabel( consent, 'accepted' ) ).toBe( 'Given' );
		expect( conditionValueLabel( dropdown, 'accepted' ) ).toBe(
			'accepted'
		);
	} );

	it( 'a consent is a source of later questions; a date, a matrix and a ranking are not', () => {
		const list = [
			consent,
			question( 'dt', 'date' ),
			question( 'm', 'matrix' ),
			question( 'r', 'ranking' ),
			question( 'last', 'text' ),
		];
		expect( logicSources( list, 4 ).map( ( q ) => q.id ) ).toEqual( [
			'c',
		] );
	} );

	it( 'a condition "is not" on a consent is one the server refuses, so pruneLogic drops it', () => {
		const list = [
			consent,
			withLogic(
				question( 'x', 'text' ),
				cond( 'c', '!=', 'accepted' ),
				cond( 'c', '==', 'accepted' )
			),
		];
		expect( pruneLogic( list )[ 1 ].logic.conditions ).toEqual( [
			cond( 'c', '==', 'accepted' ),
		] );
	} );
} );

describe( 'deleteQuestion (§4 "removes it and any logic conditions that reference it; a logic block left empty is disabled")', () => {
	const list = deepFreeze( [
		question( 'a', 'radio-button' ),
		question( 'b', 'nps' ),
		withLogic( question( 'c' ), cond( 'a' ) ),
		withLogic( question( 'd' ), cond( 'a' ), cond( 'b', '>' ) ),
		withLogic( question( 'e' ) ),
	] );
	it.each( [
		[ 'a', [ 'b:off[]', 'c:off[]', 'd:on[b]', 'e:on[]' ] ],
		[ 'b', [ 'a:off[]', 'c:on[a]', 'd:on[a]', 'e:on[]' ] ],
		[ 'c', [ 'a:off[]', 'b:off[]', 'd:on[a,b]', 'e:on[]' ] ],
		[
			'unknown',
			[ 'a:off[]', 'b:off[]', 'c:on[a]', 'd:on[a,b]', 'e:on[]' ],
		],
	] )( 'deleting %s → %j', ( id, expected ) => {
		// e's logic was already empty: it is not "left empty" by the delete, so stays on.
		expect( shape( deleteQuestion( list, id ) ) ).toEqual( expected );
	} );
} );

describe( 'moveQuestion (§4 "conditions pointing to later questions are dropped, conditions referencing the moved question are removed from other questions, and logic is disabled when its list becomes empty")', () => {
	const list = deepFreeze( [
		question( 'a', 'radio-button' ),
		question( 'b', 'nps' ),
		withLogic( question( 'c', 'checkbox' ), cond( 'a' ), cond( 'b', '>' ) ),
		withLogic( question( 'd' ), cond( 'c', 'includes', [ 'x' ] ) ),
		withLogic( question( 'e' ), cond( 'a' ) ),
	] );
	it.each( [
		[
			'(a) c moved above its source b: its condition on b is dropped, the one on a stays',
			2,
			1,
			[ 'a:off[]', 'c:on[a]', 'b:off[]', 'd:off[]', 'e:on[a]' ],
		],
		[
			'(a)+(c) a moved to the end: every condition on a now points later → dropped, emptied logic off',
			0,
			4,
			[ 'b:off[]', 'c:on[b]', 'd:on[c]', 'e:off[]', 'a:off[]' ],
		],
		[
			'(b) a moved down one, still before c and e: their conditions on a are removed anyway, as written; (c) e is left empty → off',
			0,
			1,
			[ 'b:off[]', 'a:off[]', 'c:on[b]', 'd:on[c]', 'e:off[]' ],
		],
		[
			'(a)+(c) c moved below d: d\u2019s condition on c now points later → dropped, d off; c keeps its earlier sources',
			2,
			3,
			[ 'a:off[]', 'b:off[]', 'd:off[]', 'c:on[a,b]', 'e:on[a]' ],
		],
		[
			'(a)+(b) b moved to the end: c\u2019s condition on b is removed, c keeps a',
			1,
			4,
			[ 'a:off[]', 'c:on[a]', 'd:on[c]', 'e:on[a]', 'b:off[]' ],
		],
		[
			'(a) e moved to the top loses its condition on a',
			4,
			0,
			[ 'e:off[]', 'a:off[]', 'b:off[]', 'c:on[a,b]', 'd:on[c]' ],
		],
		[
			'moving to the same place changes nothing',
			3,
			3,
			[ 'a:off[]', 'b:off[]', 'c:on[a,b]', 'd:on[c]', 'e:on[a]' ],
		],
		[
			'out of range changes nothing',
			0,
			9,
			[ 'a:off[]', 'b:off[]', 'c:on[a,b]', 'd:on[c]', 'e:on[a]' ],
		],
	] )( '%s', ( _name, from, to, expected ) => {
		expect( shape( moveQuestion( list, from, to ) ) ).toEqual( expected );
	} );

	it( '(c) logic that was already empty is not switched off by a move', () => {
		const own = [ question( 'a', 'nps' ), withLogic( question( 'b' ) ) ];
		expect( shape( moveQuestion( own, 1, 0 ) ) ).toEqual( [
			'b:on[]',
			'a:off[]',
		] );
	} );
} );

describe( 'pruneLogic', () => {
	it.each( [
		[
			'keeps earlier sources with allowed comparators',
			[
				question( 'a', 'nps' ),
				withLogic( question( 'b' ), cond( 'a', '<' ) ),
			],
			[ 'a:off[]', 'b:on[a]' ],
		],
		[
			'drops a comparator the source type does not allow',
			[
				question( 'a', 'radio-button' ),
				withLogic( question( 'b' ), cond( 'a', '>' ) ),
			],
			[ 'a:off[]', 'b:off[]' ],
		],
		[
			'drops a text source and a missing one',
			[
				question( 'a', 'text' ),
				withLogic( question( 'b' ), cond( 'a' ), cond( 'zz' ) ),
			],
			[ 'a:off[]', 'b:off[]' ],
		],
	] )( '%s', ( _name, list, expected ) => {
		expect( shape( pruneLogic( deepFreeze( list ) ) ) ).toEqual( expected );
	} );
} );

describe( 'withoutQuestionTypesAddon (§4 "Without the question-types add-on, randomize and comment_box are turned off")', () => {
	it.each( [
		[
			{ required: true, randomize: true, comment_box: true },
			{ required: true, randomize: false, comment_box: false },
		],
		[
			{ required: false, randomize: true, comment_box: false },
			{ required: false, randomize: false, comment_box: false },
		],
	] )( '%j → %j', ( settings, expected ) => {
		const q = deepFreeze( question( 'a', 'radio-button', { settings } ) );
		expect( withoutQuestionTypesAddon( q ).settings ).toEqual( expected );
	} );
} );

describe( 'purity', () => {
	it( 'never changes its inputs (frozen inputs, deep-equal afterwards)', () => {
		const list = deepFreeze( [
			question( 'a', 'radio-button', {
				config: { options: [ 'x', 'y' ] },
			} ),
			withLogic(
				question( 'b', 'checkbox', { config: { options: [ 'z' ] } } ),
				cond( 'a' )
			),
			withLogic(
				question( 'c' ),
				cond( 'a' ),
				cond( 'b', 'includes', [ 'z' ] )
			),
		] );
		const before = structuredClone( list );
		changeQuestionType( list[ 0 ], 'checkbox' ).config.options.push(
			'new'
		);
		deleteQuestion( list, 'a' );
		const moved = moveQuestion( list, 0, 2 );
		moved[ 0 ].logic.conditions.push( cond( 'a' ) );
		moveQuestion( list, 1, 1 )[ 2 ].logic.conditions.pop();
		pruneLogic( list );
		changeQuestionTypeIn( list, 'b', 'text' );
		withoutQuestionTypesAddon( list[ 0 ] );
		trimOptions( list[ 0 ].config.options );
		conditionValues( list[ 0 ] ).push( 'more' );
		expect( list ).toEqual( before );
	} );
} );
