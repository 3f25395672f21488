import { describe, expect, it } from 'vitest';

import { defaultBehavior } from '../survey';
import { survey } from '../test/harness';
import {
	behaviorRules,
	displayPlace,
	parseRule,
	priorityForSave,
	ruleMessage,
	ruleValid,
	rulesProblems,
	serverFieldError,
	type NumericRule,
} from './behavior-rules';

describe( 'behaviour rules', () => {
	it( 'a new survey has the server’s defaults (SurveyDefaults::behavior())', () => {
		expect( behaviorRules( defaultBehavior() ) ).toEqual( {
			save_partial: false,
			priority: 0,
			ignore_cooldown: false,
			sample_percent: 100,
			response_limit: 0,
			recontact_days: 0,
			repeat_days: 0,
			once_per: 'none',
			show_results: false,
			results_min_votes: 0,
			max_per_minute: 0,
		} );
	} );

	it( 'one answer per person with asking again is listed, in the server’s words, until either is undone', () => {
		const conflict =
			'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.';
		expect(
			rulesProblems( {
				...defaultBehavior(),
				once_per: 'browser',
				repeat_days: 30,
			} )
		).toEqual( [ conflict ] );
		expect(
			rulesProblems( {
				...defaultBehavior(),
				once_per: 'user',
				repeat_days: 0,
			} )
		).toEqual( [] );
		expect(
			rulesProblems( {
				...defaultBehavior(),
				once_per: 'none',
				repeat_days: 30,
			} )
		).toEqual( [] );
	} );

	const table: Array< [ NumericRule, number, boolean ] > = [
		[ 'priority', 0, true ],
		[ 'priority', 1000, true ],
		[ 'priority', 1001, false ],
		[ 'priority', -1, false ],
		[ 'priority', 2.5, false ],
		[ 'priority', NaN, false ],
		[ 'sample_percent', 1, true ],
		[ 'sample_percent', 100, true ],
		[ 'sample_percent', 0, false ],
		[ 'sample_percent', 101, false ],
		[ 'response_limit', 0, true ],
		[ 'response_limit', 1000000, true ],
		[ 'response_limit', 1000001, false ],
		[ 'response_limit', -5, false ],
	];
	it.each( table )( '%s = %s is valid: %s', ( rule, value, valid ) => {
		expect( ruleValid( rule, value ) ).toBe( valid );
	} );

	it( 'lists the message of each rule out of range', () => {
		expect( rulesProblems( defaultBehavior() ) ).toEqual( [] );
		expect(
			rulesProblems( {
				...defaultBehavior(),
				priority: 5000,
				sample_percent: 0,
			} )
		).toEqual( [
			'The priority must be a whole number from 0 to 1000.',
			'Show the survey to 1% to 100% of visitors.',
		] );
		expect( ruleMessage( 'response_limit' ) ).toMatch(
			/^The response limit must be a whole number from 0 \(no limit\) to 1.000.000\.$/
		);
	} );

	it( 'an empty field is not 0', () => {
		expect( parseRule( '' ) ).toBeNaN();
		expect( parseRule( ' 12 ' ) ).toBe( 12 );
		expect( parseRule( '1e3' ) ).toBe( 1000 );
	} );

	it( 'reads a field’s message from a refused save', () => {
		const error = {
			code: 'rest_invalid_param',
			data: {
				status: 400,
				params: {
					'settings.behavior.priority': 'Too high.',
				},
			},
		};
		expect( serverFieldError( error, 'settings.behavior.priority' ) ).toBe(
			'Too high.'
		);
		expect(
			serverFieldError( error, 'settings.behavior.sample_percent' )
		).toBeNull();
		expect( serverFieldError( null, 'x' ) ).toBeNull();
		expect( serverFieldError( { data: 'x' }, 'x' ) ).toBeNull();
		expect(
			serverFieldError( { data: { params: { x: 3 } } }, 'x' )
		).toBeNull();
	} );
} );

describe( 'the priority and the display order are one value', () => {
	const order = [
		{ id: 3, priority: 10 },
		{ id: 1, priority: 4 },
		{ id: 2, priority: 4 },
	];

	it( 'places a survey as pages consider them: highest first, the older among equals', () => {
		expect( displayPlace( order, 1, 4 ) ).toEqual( {
			place: 2,
			count: 3,
			listed: true,
		} );
		expect( displayPlace( order, 1, 11 ) ).toEqual( {
			place: 1,
			count: 3,
			listed: true,
		} );
		expect( displayPlace( order, 2, 0 )?.place ).toBe( 3 );
		// A draft (not in the order) and a new survey (the newest) are placed as if published.
		expect( displayPlace( order, 9, 4 ) ).toEqual( {
			place: 4,
			count: 4,
			listed: false,
		} );
		expect( displayPlace( order, null, 10 )?.place ).toBe( 2 );
		expect( displayPlace( order, 1, NaN ) ).toBeNull();
		expect( displayPlace( order, 1, 1001 ) ).toBeNull();
	} );

	it( 'a save sends the priority only when it is not the stored one', () => {
		const stored = survey( { id: 7 } );
		stored.settings.behavior.priority = 10;
		const sent = priorityForSave( { ...stored, title: 'Renamed' }, stored );
		expect( 'priority' in sent.settings.behavior ).toBe( false );
		expect( sent.settings.behavior.timing ).toBe( 'immediate' );
		expect( sent.title ).toBe( 'Renamed' );

		const typed = {
			...stored,
			settings: {
				...stored.settings,
				behavior: { ...stored.settings.behavior, priority: 12 },
			},
		};
		expect(
			priorityForSave( typed, stored ).settings.behavior.priority
		).toBe( 12 );
		// A new survey sends its own.
		expect(
			priorityForSave( { ...typed, id: null }, null ).settings.behavior
				.priority
		).toBe( 12 );
	} );
} );
