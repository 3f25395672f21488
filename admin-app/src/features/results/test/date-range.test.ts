import { describe, expect, it } from 'vitest';

import {
	customRangeError,
	defaultPreset,
	formatDay,
	formatRange,
	isDay,
	isRangeAllowed,
	overviewRange,
	overviewRangeFrom,
	pickedRangeFrom,
	presetRange,
	rangeDays,
	resultsRangeFrom,
	searchFromPickedRange,
	searchFromResultsRange,
	searchWithRange,
	shiftDay,
	todayIn,
	type Preset,
} from '../date-range';

// 2026-11-21 is a Saturday.
const TODAY = '2026-11-21';

describe( 'todayIn', () => {
	it.each( [
		// 23:30 UTC on the 21st is already the 22nd in Paris (UTC+1 in November)…
		[ '2026-11-21T23:30:00Z', 'Europe/Paris', '2026-11-22' ],
		// …and still the 21st in New York (UTC−5).
		[ '2026-11-22T03:00:00Z', 'America/New_York', '2026-11-21' ],
		[ '2026-11-21T23:30:00Z', 'UTC', '2026-11-21' ],
		// Manual UTC offsets as WordPress gives them.
		[ '2026-11-21T22:30:00Z', '+02:00', '2026-11-22' ],
		[ '2026-11-22T04:00:00Z', '-05:30', '2026-11-21' ],
		[ '2026-11-21T18:45:00Z', '+5:15', '2026-11-22' ],
		// Unknown or empty zones: UTC.
		[ '2026-11-21T23:30:00Z', 'Mars/Olympus', '2026-11-21' ],
		[ '2026-11-21T23:30:00Z', '', '2026-11-21' ],
	] )( 'at %s in %s is %s', ( now, zone, expected ) => {
		expect( todayIn( zone, new Date( now ) ) ).toBe( expected );
	} );
} );

describe( 'presetRange', () => {
	it.each< [ Preset, string, string, number ] >( [
		[ 'today', '2026-11-21', '2026-11-21', 1 ],
		[ 'yesterday', '2026-11-20', '2026-11-20', 1 ],
		// The previous calendar week, Monday to Sunday.
		[ 'last-week', '2026-11-09', '2026-11-15', 7 ],
		// The previous calendar month.
		[ 'last-month', '2026-10-01', '2026-10-31', 31 ],
		// The N days ending today.
		[ 'last-7-days', '2026-11-15', '2026-11-21', 7 ],
		[ 'last-30-days', '2026-10-23', '2026-11-21', 30 ],
		[ 'last-90-days', '2026-08-24', '2026-11-21', 90 ],
	] )( '%s is %s to %s (%d days)', ( preset, from, to, days ) => {
		const range = presetRange( preset, TODAY );
		expect( range ).toEqual( { from, to } );
		expect( rangeDays( range ) ).toBe( days );
	} );

	it.each( [
		// On a Monday, last week ended yesterday.
		[ '2026-11-16', 'last-week', '2026-11-09', '2026-11-15' ],
		// On a Sunday, the current week is not over: last week is the one before.
		[ '2026-11-22', 'last-week', '2026-11-09', '2026-11-15' ],
		// Year and leap-year edges.
		[ '2026-01-05', 'last-week', '2025-12-29', '2026-01-04' ],
		[ '2028-03-10', 'last-month', '2028-02-01', '2028-02-29' ],
		[ '2027-01-15', 'last-month', '2026-12-01', '2026-12-31' ],
		[ '2026-03-01', 'yesterday', '2026-02-28', '2026-02-28' ],
		// Across the spring DST change in Europe: calendar days, not 24-hour steps.
		[ '2026-04-02', 'last-7-days', '2026-03-27', '2026-04-02' ],
	] )( 'from %s, %s is %s to %s', ( today, preset, from, to ) => {
		expect( presetRange( preset as Preset, today ) ).toEqual( {
			from,
			to,
		} );
	} );
} );

describe( 'gating by span', () => {
	it.each( [
		[ 'today', false, true ],
		[ 'yesterday', false, true ],
		[ 'last-week', false, true ],
		[ 'last-7-days', false, true ],
		[ 'last-month', false, false ],
		[ 'last-30-days', false, false ],
		[ 'last-90-days', false, false ],
		[ 'last-90-days', true, true ],
		[ 'last-month', true, true ],
	] )( '%s with the Pro plan %s: allowed %s', ( preset, pro, allowed ) => {
		expect(
			isRangeAllowed( presetRange( preset as Preset, TODAY ), pro )
		).toBe( allowed );
	} );

	it( 'allows custom spans up to 7 days without the Pro plan', () => {
		expect(
			isRangeAllowed( { from: '2026-11-01', to: '2026-11-07' }, false )
		).toBe( true );
		expect(
			isRangeAllowed( { from: '2026-11-01', to: '2026-11-08' }, false )
		).toBe( false );
	} );

	it( 'defaults to Last 30 days with the Pro plan, else Last 7 days', () => {
		expect( defaultPreset( true ) ).toBe( 'last-30-days' );
		expect( defaultPreset( false ) ).toBe( 'last-7-days' );
	} );
} );

describe( 'overview ranges', () => {
	it( 'are the 7 or 30 days ending today', () => {
		expect( overviewRange( 7, TODAY ) ).toEqual( {
			start_date: '2026-11-15',
			end_date: TODAY,
		} );
		expect( overviewRange( 30, TODAY ) ).toEqual( {
			start_date: '2026-10-23',
			end_date: TODAY,
		} );
	} );

	it.each( [
		[ null, true, 7 ],
		[ '30', true, 30 ],
		[ '30', false, 7 ],
		[ '90', true, 7 ],
		[ 'x', true, 7 ],
	] )( 'range=%s with the Pro plan %s reads as %d', ( value, pro, days ) => {
		expect( overviewRangeFrom( value, pro ) ).toBe( days );
	} );
} );

describe( 'customRangeError', () => {
	it.each( [
		[ '2026-11-01', '2026-11-07', null ],
		[ '2005-01-01', '2005-01-01', null ],
		[ TODAY, TODAY, null ],
		[ '', '2026-11-07', 'Enter both dates.' ],
		[ '2026-02-30', '2026-03-02', 'Enter both dates.' ],
		[
			'2004-12-31',
			'2005-01-02',
			'The range cannot start before 2005-01-01.',
		],
		[ '2026-11-20', '2026-11-22', 'The range cannot end after today.' ],
		[
			'2026-11-08',
			'2026-11-07',
			'The start date must not be after the end date.',
		],
	] )( '%s to %s: %s', ( from, to, error ) => {
		expect( customRangeError( { from, to }, TODAY ) ).toBe( error );
	} );
} );

describe( 'the NPS range in the URL', () => {
	const read = ( query: string, pro: boolean ) =>
		pickedRangeFrom( new URLSearchParams( query ), TODAY, pro );

	it.each( [
		[ '', true, 'last-30-days', '2026-10-23', TODAY ],
		[ '', false, 'last-7-days', '2026-11-15', TODAY ],
		[ 'range=last-week', false, 'last-week', '2026-11-09', '2026-11-15' ],
		// A gated preset in the URL falls back to the default.
		[ 'range=last-90-days', false, 'last-7-days', '2026-11-15', TODAY ],
		[ 'range=last-90-days', true, 'last-90-days', '2026-08-24', TODAY ],
		[ 'range=bogus', true, 'last-30-days', '2026-10-23', TODAY ],
		[
			'from=2026-11-02&to=2026-11-05',
			false,
			'custom',
			'2026-11-02',
			'2026-11-05',
		],
		[
			'from=2026-10-02&to=2026-11-05',
			false,
			'last-7-days',
			'2026-11-15',
			TODAY,
		],
		[
			'from=2026-10-02&to=2026-11-05',
			true,
			'custom',
			'2026-10-02',
			'2026-11-05',
		],
		[
			'from=2026-11-05&to=2026-11-02',
			true,
			'last-30-days',
			'2026-10-23',
			TODAY,
		],
		[
			'from=2026-11-05&to=2026-12-02',
			true,
			'last-30-days',
			'2026-10-23',
			TODAY,
		],
	] )( '?%s (Pro plan %s) is %s %s–%s', ( query, pro, preset, from, to ) => {
		expect( read( query, pro ) ).toEqual( { preset, from, to } );
	} );

	it( 'writes presets by name, custom ranges by dates, and leaves the default out', () => {
		expect(
			searchFromPickedRange(
				{ preset: 'last-30-days', from: '2026-10-23', to: TODAY },
				true
			)
		).toEqual( {} );
		expect(
			searchFromPickedRange(
				{ preset: 'last-30-days', from: '2026-10-23', to: TODAY },
				false
			)
		).toEqual( { range: 'last-30-days' } );
		expect(
			searchFromPickedRange(
				{ preset: 'custom', from: '2026-11-02', to: '2026-11-05' },
				true
			)
		).toEqual( { from: '2026-11-02', to: '2026-11-05' } );
	} );
} );

describe( 'a survey’s results range in the URL', () => {
	const read = ( query: string, pro = true ) =>
		resultsRangeFrom( new URLSearchParams( query ), TODAY, pro );

	it( 'is all dates (null) without one, or with one unusable or gated', () => {
		expect( read( '' ) ).toBeNull();
		expect( read( 'range=nonsense' ) ).toBeNull();
		expect( read( 'from=2026-11-20&to=2026-11-01' ) ).toBeNull();
		expect( read( 'range=last-30-days', false ) ).toBeNull();
		expect( read( 'from=2026-10-01&to=2026-11-21', false ) ).toBeNull();
	} );

	it( 'reads presets and custom spans the site may use', () => {
		expect( read( 'range=last-7-days', false ) ).toEqual( {
			preset: 'last-7-days',
			from: '2026-11-15',
			to: TODAY,
		} );
		expect( read( 'from=2026-10-01&to=2026-11-21' ) ).toEqual( {
			preset: 'custom',
			from: '2026-10-01',
			to: TODAY,
		} );
	} );

	it( 'writes every preset by name and nothing for all dates', () => {
		expect( searchFromResultsRange( null ) ).toEqual( {} );
		// Unlike the NPS screen, Last 30 days is not the default here.
		expect(
			searchFromResultsRange( {
				preset: 'last-30-days',
				...presetRange( 'last-30-days', TODAY ),
			} )
		).toEqual( { range: 'last-30-days' } );
		expect(
			searchFromResultsRange( {
				preset: 'custom',
				from: '2026-10-01',
				to: TODAY,
			} )
		).toEqual( { from: '2026-10-01', to: TODAY } );
	} );

	it( 'replaces only the range’s keys of a query', () => {
		const current = new URLSearchParams(
			'from=2026-10-01&to=2026-11-21&device=mobile&compare=previous'
		);
		expect(
			searchWithRange( current, { range: 'today' } ).toString()
		).toBe( 'range=today&device=mobile&compare=previous' );
		expect( searchWithRange( current, {} ).toString() ).toBe(
			'device=mobile&compare=previous'
		);
	} );
} );

describe( 'days', () => {
	it( 'checks and shifts calendar days', () => {
		expect( isDay( '2026-02-28' ) ).toBe( true );
		expect( isDay( '2026-02-29' ) ).toBe( false );
		expect( isDay( '2026-2-28' ) ).toBe( false );
		expect( shiftDay( '2026-12-31', 1 ) ).toBe( '2027-01-01' );
		expect( shiftDay( '2026-03-01', -1 ) ).toBe( '2026-02-28' );
	} );

	it( 'formats days in the site locale, whatever the browser zone', () => {
		expect( formatDay( '2026-11-15', 'en_US' ) ).toBe( 'Nov 15' );
		expect( formatDay( '2026-11-15', 'en_US', true ) ).toBe(
			'Nov 15, 2026'
		);
		expect( formatDay( '2026-11-15', 'de_DE', true ) ).toBe(
			'15. Nov. 2026'
		);
		expect( formatDay( 'soon', 'en_US' ) ).toBe( 'soon' );
		expect(
			formatRange( { from: '2026-11-15', to: '2026-11-21' }, 'en_US' )
		).toBe( 'Nov 15, 2026 – Nov 21, 2026' );
		expect( formatRange( { from: TODAY, to: TODAY }, 'en_US' ) ).toBe(
			'Nov 21, 2026'
		);
	} );
} );
