import { describe, expect, it } from 'vitest';

import type { Survey } from '../../../data/survey-types';
import { entitlementsOf } from '../../../test-utils';
import {
	CLOCK_TIMES,
	DEFAULT_TIME,
	TIME_OPTIONS,
	fromPublishAt,
	isDateBeforeToday,
	isValidDate,
	isValidTime,
	joinTime,
	saveButtonLabel,
	saveDisabled,
	scheduleFromSurvey,
	schedulingAfterStatus,
	schedulingComplete,
	schedulingVisible,
	setScheduling,
	setStatus,
	splitTime,
	timeLabel,
	toPublishAt,
	todayIn,
} from './scheduling';
import { newSurvey } from './survey';
import { deepFreeze } from './test/deep-freeze';

describe( 'schedulingVisible (§4 "Scheduling is shown only if the edition is not Pro, or is Pro, licensed and with the behavior add-on active")', () => {
	it.each( [
		// [ tier, behavior plugin on, visible ]
		[ 'lite', false, true ],
		[ 'lite', true, true ],
		[ 'pro-unlicensed', false, false ],
		[ 'pro-unlicensed', true, false ],
		[ 'plus', false, false ],
		[ 'plus', true, true ],
		[ 'elite', false, false ],
		[ 'elite', true, true ],
	] as const )(
		'%s, behavior plugin on %s → visible %s',
		( tier, behavior, visible ) => {
			expect(
				schedulingVisible( entitlementsOf( tier, { behavior } ) )
			).toBe( visible );
		}
	);
} );

describe( 'times (reporting §5 "Schedule time choices are half-hour steps from 1:00 to 12:30 with AM or PM"; §4 "Default time is 8:00 am")', () => {
	it( 'has 24 clock choices from 1:00 to 12:30', () => {
		expect( CLOCK_TIMES ).toHaveLength( 24 );
		expect( CLOCK_TIMES.slice( 0, 3 ) ).toEqual( [
			'1:00',
			'1:30',
			'2:00',
		] );
		expect( CLOCK_TIMES.slice( -2 ) ).toEqual( [ '12:00', '12:30' ] );
	} );
	it( 'has 48 half-hour options in the order of the day, each clock time with AM and PM', () => {
		expect( TIME_OPTIONS ).toHaveLength( 48 );
		expect( TIME_OPTIONS[ 0 ] ).toEqual( {
			value: '00:00',
			label: '12:00 AM',
		} );
		expect( TIME_OPTIONS[ 47 ] ).toEqual( {
			value: '23:30',
			label: '11:30 PM',
		} );
		const labels = TIME_OPTIONS.map( ( o ) => o.label );
		for ( const clock of CLOCK_TIMES ) {
			expect( labels ).toContain( `${ clock } AM` );
			expect( labels ).toContain( `${ clock } PM` );
		}
	} );
	it( 'defaults to 8:00 AM, one of the options', () => {
		expect( DEFAULT_TIME ).toBe( '08:00' );
		expect( TIME_OPTIONS ).toContainEqual( {
			value: '08:00',
			label: '8:00 AM',
		} );
	} );
	it.each( [
		[ '00:00', '12:00', 'am', '12:00 AM' ],
		[ '00:30', '12:30', 'am', '12:30 AM' ],
		[ '01:00', '1:00', 'am', '1:00 AM' ],
		[ '08:00', '8:00', 'am', '8:00 AM' ],
		[ '12:00', '12:00', 'pm', '12:00 PM' ],
		[ '12:30', '12:30', 'pm', '12:30 PM' ],
		[ '13:30', '1:30', 'pm', '1:30 PM' ],
		[ '23:30', '11:30', 'pm', '11:30 PM' ],
		[ '08:15', '8:15', 'am', '8:15 AM' ],
	] as const )( '%s ↔ %s %s (%s)', ( time, clock, meridiem, label ) => {
		expect( splitTime( time ) ).toEqual( { clock, meridiem } );
		expect( joinTime( clock, meridiem ) ).toBe( time );
		expect( timeLabel( time ) ).toBe( label );
	} );
	it.each( [
		[ '0:30', 'am' ],
		[ '13:00', 'pm' ],
		[ '8', 'am' ],
		[ '', 'pm' ],
	] as const )( 'joinTime( %j, %s ) is not a time', ( clock, meridiem ) => {
		expect( joinTime( clock, meridiem ) ).toBe( '' );
	} );
	it.each( [
		[ '08:00', true ],
		[ '23:59', true ],
		[ '24:00', false ],
		[ '8:00', false ],
		[ '', false ],
	] )( 'isValidTime( %j ) → %s', ( time, ok ) => {
		expect( isValidTime( time ) ).toBe( ok );
		expect( splitTime( time ) === null ).toBe( ! ok );
	} );
} );

describe( 'dates (reporting §5 "Schedule date cannot be earlier than today"; "Scheduling needs a date")', () => {
	it.each( [
		[ '2026-09-12', true ],
		[ '2028-02-29', true ],
		[ '2026-02-29', false ],
		[ '2026-13-01', false ],
		[ '2026-9-12', false ],
		[ '', false ],
	] )( 'isValidDate( %j ) → %s', ( date, ok ) => {
		expect( isValidDate( date ) ).toBe( ok );
	} );
	it.each( [
		[ '2026-09-11', '2026-09-12', true ],
		[ '2026-09-12', '2026-09-12', false ],
		[ '2026-09-13', '2026-09-12', false ],
		[ '2025-12-31', '2026-01-01', true ],
		[ '', '2026-09-12', false ],
	] )( 'isDateBeforeToday( %s, today %s ) → %s', ( date, today, before ) => {
		expect( isDateBeforeToday( date, today ) ).toBe( before );
	} );
	it.each( [
		[ '2026-09-12', '08:00', true ],
		[ '', '08:00', false ],
		[ '2026-09-12', '', false ],
	] )( 'schedulingComplete( %j, %j ) → %s', ( date, time, complete ) => {
		expect( schedulingComplete( date, time ) ).toBe( complete );
	} );
	const LATE_EVENING_UTC = new Date( '2026-09-12T23:30:00Z' );
	it.each( [
		[ 'UTC', '2026-09-12' ],
		[ 'Europe/Berlin', '2026-09-13' ],
		[ 'America/New_York', '2026-09-12' ],
		[ '+01:00', '2026-09-13' ],
		[ '-05:00', '2026-09-12' ],
		[ 'Mars/Olympus', '2026-09-12' ],
	] )( 'todayIn( %s ) at 23:30 UTC → %s', ( zone, today ) => {
		expect( todayIn( zone, LATE_EVENING_UTC ) ).toBe( today );
	} );
} );

describe( 'publish_at (sent without an offset, read by the server in the site\u2019s zone; docs/rest-api.md)', () => {
	it.each( [
		[ '2026-11-21', '08:00', '2026-11-21 08:00:00' ],
		[ '2026-11-21', '23:30', '2026-11-21 23:30:00' ],
		[ '', '08:00', null ],
		[ '2026-11-21', '', null ],
	] )( 'toPublishAt( %j, %j ) → %j', ( date, time, expected ) => {
		expect( toPublishAt( date, time ) ).toBe( expected );
	} );
	it.each( [
		[
			'2026-11-21T07:00:00+00:00',
			'Europe/Berlin',
			{ date: '2026-11-21', time: '08:00' },
		],
		[
			'2026-07-21T06:00:00+00:00',
			'Europe/Berlin',
			{ date: '2026-07-21', time: '08:00' },
		],
		[
			'2026-11-21T03:30:00+00:00',
			'America/New_York',
			{ date: '2026-11-20', time: '22:30' },
		],
		[
			'2026-11-21T00:00:00+00:00',
			'UTC',
			{ date: '2026-11-21', time: '00:00' },
		],
		[
			'2026-11-21T06:00:00+00:00',
			'+02:00',
			{ date: '2026-11-21', time: '08:00' },
		],
		[
			'2026-11-21T02:00:00+00:00',
			'-05:30',
			{ date: '2026-11-20', time: '20:30' },
		],
		[
			'2026-11-21T08:00:00+00:00',
			'',
			{ date: '2026-11-21', time: '08:00' },
		],
		[ 'not a time', 'UTC', null ],
	] )( 'fromPublishAt( %s, %s ) → %j', ( iso, zone, expected ) => {
		expect( fromPublishAt( iso, zone ) ).toEqual( expected );
	} );
} );

function surveyWith( extra: Partial< Survey > ): Survey {
	return deepFreeze( { ...newSurvey( 'a@b.co' ), ...extra } );
}

describe( 'status and scheduling (§4 "Turning scheduling on while status is draft sets it to publish; setting draft turns scheduling off"; reporting §4 "A saved publish_at preloads the toggle, date, time and am/pm … null when scheduling is off or no date is set")', () => {
	it.each( [
		[
			'on, draft → publish',
			'draft',
			true,
			'2026-11-21',
			'08:00',
			'publish',
			'2026-11-21 08:00:00',
		],
		[
			'on, publish stays',
			'publish',
			true,
			'2026-11-21',
			'09:30',
			'publish',
			'2026-11-21 09:30:00',
		],
		[
			'on without a date: no publish_at yet',
			'draft',
			true,
			'',
			'08:00',
			'publish',
			null,
		],
		[
			'off clears publish_at',
			'publish',
			false,
			'2026-11-21',
			'08:00',
			'publish',
			null,
		],
	] as const )(
		'setScheduling %s',
		( _name, status, on, date, time, newStatus, publishAt ) => {
			const survey = surveyWith( {
				status,
				publish_at: '2020-01-01T00:00:00+00:00',
			} );
			const result = setScheduling( survey, on, date, time );
			expect( result.status ).toBe( newStatus );
			expect( result.publish_at ).toBe( publishAt );
		}
	);
	it.each( [
		[ 'draft', null, false ],
		[ 'publish', '2026-11-21 08:00:00', true ],
	] as const )(
		'setStatus( %s ) → publish_at %j, scheduling %s',
		( status, publishAt, scheduling ) => {
			const survey = surveyWith( {
				status: 'publish',
				publish_at: '2026-11-21 08:00:00',
			} );
			expect( setStatus( survey, status ).publish_at ).toBe( publishAt );
			expect( setStatus( survey, status ).status ).toBe( status );
			expect( schedulingAfterStatus( status, true ) ).toBe( scheduling );
		}
	);
	it.each( [
		[ null, { scheduling: false, date: '', time: '08:00' } ],
		[
			'2026-11-21T07:00:00+00:00',
			{ scheduling: true, date: '2026-11-21', time: '08:00' },
		],
		[ 'garbage', { scheduling: false, date: '', time: '08:00' } ],
	] )( 'scheduleFromSurvey( %j ) in Berlin → %j', ( publishAt, state ) => {
		expect(
			scheduleFromSurvey(
				surveyWith( { publish_at: publishAt } ),
				'Europe/Berlin'
			)
		).toEqual( state );
	} );
} );

describe( "save button (§4 \"'Save as Draft' when status is draft; 'Save and Schedule' when scheduling is on; otherwise 'Save and Publish'… disabled when scheduling is on and its options are incomplete\")", () => {
	it.each( [
		[ 'draft', false, 'Save as Draft' ],
		[ 'draft', true, 'Save as Draft' ],
		[ 'publish', true, 'Save and Schedule' ],
		[ 'publish', false, 'Save and Publish' ],
	] as const )( '%s, scheduling %s → %s', ( status, scheduling, label ) => {
		expect( saveButtonLabel( status, scheduling ) ).toBe( label );
	} );
	it.each( [
		[ false, '', '', false ],
		[ true, '', '08:00', true ],
		[ true, '2026-11-21', '', true ],
		[ true, '2026-11-21', '08:00', false ],
	] )(
		'scheduling %s, date %j, time %j → disabled %s',
		( scheduling, date, time, disabled ) => {
			expect( saveDisabled( scheduling, date, time ) ).toBe( disabled );
		}
	);
} );

describe( 'purity', () => {
	it( 'never changes the survey', () => {
		const survey = surveyWith( { status: 'draft', publish_at: null } );
		const before = structuredClone( survey );
		setScheduling( survey, true, '2026-11-21', '08:00' ).questions.pop();
		setStatus( survey, 'publish' );
		expect( survey ).toEqual( before );
	} );
} );
