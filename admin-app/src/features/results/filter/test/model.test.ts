/**
 * The filter model: the hash route's query string to a filter and back, what goes to
 * the server, the comparators each question type allows, the chips' texts and the compare
 * view's previous period.
 */
import { describe, expect, it } from 'vitest';

import type { Question } from '../../../../data/survey-types';
import {
	COMPARE_PREFIX,
	compareFromSearch,
	comparatorsFor,
	conditionProblem,
	filterChips,
	filterFromSearch,
	filterParams,
	isFiltered,
	parseWhere,
	previousPeriod,
	searchWithFilter,
	withCondition,
	withoutPart,
	type ResultsFilter,
} from '../model';

function question(
	id: string,
	type: Question[ 'type' ],
	title: string,
	options: string[] = []
): Question {
	return {
		id,
		type,
		title,
		config: { options },
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
	};
}

const QUESTIONS = [
	question( 'q1', 'radio-button', 'Which plan?', [ 'Basic', 'Pro' ] ),
	question( 'q2', 'nps', 'How likely are you to recommend us to a friend?' ),
	question( 'q3', 'checkbox', 'Features', [ 'Export', 'Tags' ] ),
	question( 'q4', 'star-rating', 'Rate us' ),
	question( 'q5', 'long-text', 'Anything else?' ),
	question( 'q6', 'email', 'Your e-mail' ),
];

/** One question of each type beyond the spec's seven, with their settings. */
const scale = question( 'scale', 'scale', 'Come back?' );
scale.settings = { ...scale.settings, scale_min: 1, scale_max: 7 };
const smiley = question( 'smiley', 'smiley', 'Feel?' );
smiley.settings = { ...smiley.settings, faces: 3 };
const matrix = question( 'matrix', 'matrix', 'Rate our service', [
	'Poor',
	'Great',
] );
matrix.settings = { ...matrix.settings, rows: [ 'Speed', 'Price' ] };
const MORE = [
	scale,
	smiley,
	question( 'drop', 'dropdown', 'Country', [ 'France', 'Spain' ] ),
	matrix,
	question( 'rank', 'ranking', 'Rank', [ 'Reports', 'Tags' ] ),
	question( 'image', 'image-choice', 'Design', [ 'Blue', 'Green' ] ),
	question( 'day', 'date', 'When?' ),
	question( 'ok', 'consent', 'May we?' ),
];

describe( 'comparators per question type (SurveyDefaults)', () => {
	it.each( [
		[ 'radio-button', [ '==', '!=' ] ],
		[ 'text', [ '==', '!=' ] ],
		[ 'email', [ '==', '!=' ] ],
		[ 'long-text', [ '==', '!=' ] ],
		[ 'checkbox', [ '==', '!=', 'includes' ] ],
		[ 'star-rating', [ '==', '!=', '<', '>' ] ],
		[ 'nps', [ '==', '!=', '<', '>' ] ],
		[ 'scale', [ '==', '!=', '<', '>' ] ],
		[ 'smiley', [ '==', '!=', '<', '>' ] ],
		[ 'image-choice', [ '==', '!=', 'includes' ] ],
		[ 'dropdown', [ '==', '!=' ] ],
		[ 'matrix', [ '==', '!=' ] ],
		[ 'ranking', [ '==', '!=' ] ],
		[ 'date', [ '==', '!=' ] ],
		// A consent not given stores nothing: only a consent given can match.
		[ 'consent', [ '==' ] ],
		[ 'unknown', [] ],
	] )( '%s allows %j', ( type, expected ) => {
		expect( comparatorsFor( type ) ).toEqual( expected );
	} );

	it.each( [
		[ { question_id: 'q1', compare: '==', value: 'Pro' }, null ],
		[ { question_id: 'q1', compare: '<', value: 'Pro' }, 'comparison' ],
		[ { question_id: 'q3', compare: 'includes', value: 'Tags' }, null ],
		[ { question_id: 'q2', compare: '>', value: 8 }, null ],
		[ { question_id: 'q2', compare: '>', value: 11 }, 'scale' ],
		[ { question_id: 'q4', compare: '==', value: '3' }, 'scale' ],
		[
			{ question_id: 'q5', compare: 'includes', value: 'x' },
			'comparison',
		],
		[ { question_id: 'q6', compare: '!=', value: ' ' }, 'value' ],
		[ { question_id: 'q9', compare: '==', value: 'x' }, 'no longer' ],
		// NPS runs 1–10, as the server takes it.
		[ { question_id: 'q2', compare: '==', value: 0 }, 'scale' ],
		[ { question_id: 'scale', compare: '>', value: 6 }, null ],
		[ { question_id: 'scale', compare: '==', value: 0 }, 'scale' ],
		[ { question_id: 'smiley', compare: '<', value: 3 }, null ],
		[ { question_id: 'smiley', compare: '==', value: 5 }, 'scale' ],
		[ { question_id: 'drop', compare: '!=', value: 'Spain' }, null ],
		[ { question_id: 'drop', compare: '>', value: 'Spain' }, 'comparison' ],
		[
			{
				question_id: 'matrix',
				compare: '==',
				value: '["Speed","Great"]',
			},
			null,
		],
		[ { question_id: 'matrix', compare: '==', value: 'Great' }, 'row' ],
		[ { question_id: 'rank', compare: '==', value: '["Tags",2]' }, null ],
		[ { question_id: 'image', compare: 'includes', value: 'Blue' }, null ],
		[ { question_id: 'day', compare: '==', value: '2026-03-14' }, null ],
		[
			{ question_id: 'day', compare: '<', value: '2026-03-14' },
			'comparison',
		],
		[ { question_id: 'ok', compare: '==', value: 'accepted' }, null ],
	] as const )( '%j → %s', ( condition, problem ) => {
		const result = conditionProblem( condition, [ ...QUESTIONS, ...MORE ] );
		if ( problem === null ) {
			expect( result ).toBeNull();
		} else {
			expect( result ).toContain( problem );
		}
	} );
} );

describe( 'parse', () => {
	it.each( [
		[ null, [] ],
		[ '', [] ],
		[ 'not json', [] ],
		[ '{"question_id":"q1"}', [] ],
		[
			'[{"question_id":"q1","compare":"==","value":"Pro"}]',
			[ { question_id: 'q1', compare: '==', value: 'Pro' } ],
		],
		[
			'[{"question_id":"q2","compare":">","value":8},{"question_id":"q2","compare":"~","value":1},{"compare":"==","value":1}]',
			[ { question_id: 'q2', compare: '>', value: 8 } ],
		],
		[
			'[{"question_id":7,"compare":"!=","value":"x"}]',
			[ { question_id: '7', compare: '!=', value: 'x' } ],
		],
		[ '[{"question_id":"q1","compare":"==","value":null}]', [] ],
	] )( 'where %s', ( text, expected ) => {
		expect( parseWhere( text ) ).toEqual( expected );
	} );

	it( 'reads a language that is a locale and drops one that is not', () => {
		expect(
			filterFromSearch( new URLSearchParams( 'language=fr_FR' ) ).language
		).toBe( 'fr_FR' );
		expect(
			filterFromSearch( new URLSearchParams( 'language=french' ) )
				.language
		).toBeUndefined();
		expect( filterParams( { where: [], language: 'ar' } ) ).toEqual( {
			language: 'ar',
		} );
	} );

	it( 'keeps at most 10 conditions', () => {
		const many = Array.from( { length: 12 }, ( _v, index ) => ( {
			question_id: `q${ index }`,
			compare: '==',
			value: 'x',
		} ) );
		expect( parseWhere( JSON.stringify( many ) ) ).toHaveLength( 10 );
	} );

	it.each( [
		[
			'device=mobile&nps_bucket=promoter&page_url=/pricing&completion=partial&tag=Pricing&from=2026-11-01&to=2026-11-07',
			{
				where: [],
				device: 'mobile',
				nps_bucket: 'promoter',
				page_url: '/pricing',
				completion: 'partial',
				tag: 'pricing',
				from: '2026-11-01',
				to: '2026-11-07',
			},
		],
		[
			'device=phone&nps_bucket=fan&completion=done&tag=%3Cscript%3E&from=2026-11-07&to=2026-11-01',
			{ where: [] },
		],
		[ 'from=2026-11-01', { where: [] } ],
		[ 'page_url=%20%20', { where: [] } ],
	] )( '%s', ( search, expected ) => {
		expect( filterFromSearch( new URLSearchParams( search ) ) ).toEqual(
			expected
		);
	} );

	it( 'reads the compare filter under its prefix and the compare mode', () => {
		const search = new URLSearchParams(
			'device=mobile&vs_device=desktop&compare=filter'
		);
		expect( filterFromSearch( search ).device ).toBe( 'mobile' );
		expect( filterFromSearch( search, COMPARE_PREFIX ).device ).toBe(
			'desktop'
		);
		expect( compareFromSearch( search ) ).toBe( 'filter' );
		expect( compareFromSearch( new URLSearchParams( 'compare=x' ) ) ).toBe(
			null
		);
	} );
} );

describe( 'serialise and round trip', () => {
	const filters: ResultsFilter[] = [
		{ where: [] },
		{ where: [ { question_id: 'q2', compare: '>', value: 8 } ] },
		{
			where: [
				{ question_id: 'q1', compare: '==', value: 'Pro & more' },
				{ question_id: 'q3', compare: 'includes', value: 'Tags' },
			],
			device: 'tablet',
			page_url: '/pricing?x=1',
			tag: 'needs follow-up',
			from: '2026-10-01',
			to: '2026-10-31',
		},
		{ where: [], nps_bucket: 'detractor', completion: 'completed' },
		// A condition per type beyond the spec's seven: pairs are JSON text inside the JSON.
		{
			where: [
				{ question_id: 'scale', compare: '>', value: 5 },
				{ question_id: 'smiley', compare: '<', value: 3 },
				{ question_id: 'drop', compare: '==', value: 'Côte d’Ivoire' },
				{
					question_id: 'matrix',
					compare: '==',
					value: '["Speed","Great & more"]',
				},
				{ question_id: 'rank', compare: '==', value: '["Reports",1]' },
				{ question_id: 'image', compare: 'includes', value: 'Blue' },
				{ question_id: 'day', compare: '!=', value: '2026-03-14' },
				{ question_id: 'ok', compare: '==', value: 'accepted' },
			],
		},
	];

	it.each( filters )( 'round-trips %j', ( filter ) => {
		const search = searchWithFilter( new URLSearchParams(), filter );
		// Through a real URL's hash query, as a shared link carries it.
		const link = new URL(
			`https://example.test/wp-admin/admin.php?page=userfeedback_results#/survey/5?${ search.toString() }`
		);
		const query = new URLSearchParams( link.hash.split( '?' )[ 1 ] ?? '' );
		expect( filterFromSearch( query ) ).toEqual( filter );
	} );

	it( 'sends the server the contract’s names, empty parts left out', () => {
		expect( filterParams( { where: [] } ) ).toEqual( {} );
		expect(
			filterParams( {
				where: [ { question_id: 'q2', compare: '>', value: 8 } ],
				device: 'mobile',
				from: '2026-11-01',
			} )
		).toEqual( {
			where: '[{"question_id":"q2","compare":">","value":8}]',
			device: 'mobile',
		} );
	} );

	it( 'keeps the other keys of the query string and replaces its own', () => {
		const search = searchWithFilter(
			new URLSearchParams( 'status=trash&device=mobile&range=last-week' ),
			{ where: [], tag: 'vip' }
		);
		expect( search.get( 'status' ) ).toBe( 'trash' );
		expect( search.get( 'range' ) ).toBe( 'last-week' );
		expect( search.get( 'device' ) ).toBeNull();
		expect( search.get( 'tag' ) ).toBe( 'vip' );
	} );
} );

describe( 'editing', () => {
	const filter: ResultsFilter = {
		where: [
			{ question_id: 'q1', compare: '==', value: 'Pro' },
			{ question_id: 'q2', compare: '>', value: 8 },
		],
		device: 'mobile',
		from: '2026-11-01',
		to: '2026-11-07',
	};

	it( 'removes one part', () => {
		expect(
			withoutPart( filter, { kind: 'where', index: 0 } ).where
		).toEqual( [ { question_id: 'q2', compare: '>', value: 8 } ] );
		expect(
			withoutPart( filter, { kind: 'device' } ).device
		).toBeUndefined();
		const noRange = withoutPart( filter, { kind: 'range' } );
		expect( [ noRange.from, noRange.to ] ).toEqual( [
			undefined,
			undefined,
		] );
		// The original is untouched.
		expect( filter.where ).toHaveLength( 2 );
	} );

	it( 'replaces a condition on the same question and comparator (another bar clicked)', () => {
		const next = withCondition( filter, {
			question_id: 'q1',
			compare: '==',
			value: 'Basic',
		} );
		expect( next.where ).toEqual( [
			{ question_id: 'q2', compare: '>', value: 8 },
			{ question_id: 'q1', compare: '==', value: 'Basic' },
		] );
	} );

	it.each( [
		[
			'another cell of the same row moves the filter',
			'["Speed","Poor"]',
			[ '["Price","Great"]', '["Speed","Poor"]' ],
		],
		[
			'a cell of another row joins it',
			'["Support","Poor"]',
			[ '["Speed","Great"]', '["Price","Great"]', '["Support","Poor"]' ],
		],
	] )( 'matrix: %s', ( _name, value, expected ) => {
		const cells: ResultsFilter = {
			where: [
				{
					question_id: 'matrix',
					compare: '==',
					value: '["Speed","Great"]',
				},
				{
					question_id: 'matrix',
					compare: '==',
					value: '["Price","Great"]',
				},
			],
		};
		expect(
			withCondition( cells, {
				question_id: 'matrix',
				compare: '==',
				value,
			} ).where.map( ( condition ) => condition.value )
		).toEqual( expected );
	} );

	it( 'ranking: another place of the same option moves the filter, another option joins it', () => {
		let places: ResultsFilter = { where: [] };
		for ( const value of [
			'["Reports",1]',
			'["Tags",1]',
			'["Reports",2]',
		] ) {
			places = withCondition( places, {
				question_id: 'rank',
				compare: '==',
				value,
			} );
		}
		expect( places.where.map( ( condition ) => condition.value ) ).toEqual(
			[ '["Tags",1]', '["Reports",2]' ]
		);
	} );

	it( 'says whether it narrows anything', () => {
		expect( isFiltered( { where: [] } ) ).toBe( false );
		expect(
			isFiltered( { where: [], from: '2026-11-01', to: '2026-11-02' } )
		).toBe( true );
		expect(
			isFiltered(
				{ where: [], from: '2026-11-01', to: '2026-11-02' },
				false
			)
		).toBe( false );
	} );
} );

describe( 'chips', () => {
	it( 'reads every part', () => {
		const chips = filterChips(
			{
				where: [
					{ question_id: 'q2', compare: '>', value: 8 },
					{ question_id: 'q3', compare: 'includes', value: 'Tags' },
					{ question_id: 'gone', compare: '!=', value: 'x' },
				],
				nps_bucket: 'promoter',
				device: 'mobile',
				page_url: '/pricing',
				completion: 'partial',
				tag: 'pricing',
				from: '2026-11-01',
				to: '2026-11-07',
			},
			QUESTIONS
		);
		expect( chips.map( ( chip ) => chip.label ) ).toEqual( [
			'Q2 How likely are you to… greater than 8',
			'Q3 Features includes Tags',
			'Question gone is not x',
			'Promoters',
			'Device: Mobile',
			'Page contains /pricing',
			'Responses: Partial',
			'Tag: pricing',
			'Dates: 2026-11-01 – 2026-11-07',
		] );
	} );
} );

describe( 'chips of the types beyond the spec’s seven', () => {
	it.each( [
		[
			{ question_id: 'scale', compare: '>', value: 5 },
			'Q1 Come back? greater than 5',
		],
		[
			{ question_id: 'smiley', compare: '==', value: 3 },
			'Q2 Feel? is Happy',
		],
		[
			{ question_id: 'drop', compare: '!=', value: 'Spain' },
			'Q3 Country is not Spain',
		],
		[
			{
				question_id: 'matrix',
				compare: '==',
				value: '["Speed","Great"]',
			},
			'Q4 Rate our service: Speed is Great',
		],
		[
			{ question_id: 'rank', compare: '==', value: '["Tags",2]' },
			'Q5 Rank: Tags in place 2',
		],
		[
			{ question_id: 'image', compare: 'includes', value: 'Blue' },
			'Q6 Design includes Blue',
		],
		[
			{ question_id: 'day', compare: '==', value: '2026-03-14' },
			'Q7 When? is 14 March',
		],
		[
			{ question_id: 'ok', compare: '==', value: 'accepted' },
			'Q8 May we?: consent given',
		],
	] as const )( '%j → %s', ( condition, label ) => {
		expect(
			filterChips( { where: [ condition ] }, MORE, ( day ) =>
				day === '2026-03-14' ? '14 March' : day
			)[ 0 ].label
		).toBe( label );
	} );
} );

describe( 'previous period', () => {
	it.each( [
		[ '2026-11-15', '2026-11-21', '2026-11-08', '2026-11-14' ],
		[ '2026-11-21', '2026-11-21', '2026-11-20', '2026-11-20' ],
		[ '2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28' ],
		[ '2024-03-01', '2024-03-01', '2024-02-29', '2024-02-29' ],
	] )( '%s – %s → %s – %s', ( from, to, prevFrom, prevTo ) => {
		expect( previousPeriod( from, to ) ).toEqual( {
			from: prevFrom,
			to: prevTo,
		} );
	} );
} );
