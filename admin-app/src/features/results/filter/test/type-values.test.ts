/**
 * A condition on each question type beyond the spec's seven, as the server takes it
 * (ResponseFilter): the scores of a scale and a smiley, the comparators the bar offers, the
 * field(s) of the value, the condition those fields make, the pair text of a matrix cell and a
 * ranking place (byte for byte what AnswerShapes::pair stores) and the chips' words.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_VALUE } from '@userfeedback/contract';

import type { Question } from '../../../../data/survey-types';
import {
	choiceValues,
	conditionFromFields,
	offeredComparators,
	pairValue,
	parsePair,
	scoreRange,
	typedConditionLabel,
	valueField,
	valueProblem,
	type FilterQuestion,
} from '../type-values';

function question(
	type: Question[ 'type' ],
	options: string[] = [],
	settings: FilterQuestion[ 'settings' ] = {}
): FilterQuestion {
	return { id: type, type, config: { options }, settings };
}

const SCALE = question( 'scale', [], { scale_min: 0, scale_max: 10 } );
const CSAT = question( 'scale', [], {
	preset: 'csat',
	scale_min: 1,
	scale_max: 5,
} );
const CES = question( 'scale', [], { preset: 'ces' } );
const SMILEY = question( 'smiley', [], { faces: 5 } );
const SMILEY3 = question( 'smiley', [], { faces: 3 } );
const DROPDOWN = question( 'dropdown', [ 'France', 'Spain' ] );
const IMAGES = question( 'image-choice', [ 'Blue', 'Green' ], {
	multiple: false,
} );
const MANY_IMAGES = question( 'image-choice', [ 'Blue', 'Green' ], {
	multiple: true,
} );
const MATRIX = question( 'matrix', [ 'Poor', 'Great' ], {
	rows: [ 'Speed', 'Price' ],
} );
const RANKING = question( 'ranking', [ 'Reports', 'Exports', 'Tags' ] );
const DATE = question( 'date', [], {
	min_date: '2026-01-01',
	max_date: '',
} );
const CONSENT = question( 'consent' );

describe( 'scores (TypeStats::range, QuestionStats::SCALES)', () => {
	it.each( [
		[ 'numeric 0–10', SCALE, [ 0, 10 ] ],
		[
			'numeric 1–7',
			question( 'scale', [], { scale_min: 1, scale_max: 7 } ),
			[ 1, 7 ],
		],
		[ 'CSAT', CSAT, [ 1, 5 ] ],
		[ 'CES without its range stored', CES, [ 1, 7 ] ],
		[ 'a scale saved bare', question( 'scale' ), [ 0, 10 ] ],
		[ 'five faces', SMILEY, [ 1, 5 ] ],
		[ 'three faces', SMILEY3, [ 1, 3 ] ],
		[ 'stars', question( 'star-rating' ), [ 1, 5 ] ],
		[ 'NPS, from 1 as the server takes it', question( 'nps' ), [ 1, 10 ] ],
		[ 'a dropdown', DROPDOWN, null ],
		[ 'a matrix', MATRIX, null ],
	] )( '%s → %j', ( _name, entry, range ) => {
		expect( scoreRange( entry ) ).toEqual( range );
	} );

	it( 'names a smiley’s scores by its faces and a scale’s by their numbers', () => {
		expect( choiceValues( SMILEY3 ) ).toEqual( [
			{ value: '1', label: 'Unhappy' },
			{ value: '2', label: 'Neutral' },
			{ value: '3', label: 'Happy' },
		] );
		expect(
			choiceValues( CSAT ).map( ( option ) => option.label )
		).toEqual( [ '1', '2', '3', '4', '5' ] );
	} );
} );

describe( 'comparators the bar offers', () => {
	it.each( [
		[ 'scale', SCALE, [ '==', '!=', '<', '>' ] ],
		[ 'smiley', SMILEY, [ '==', '!=', '<', '>' ] ],
		[ 'dropdown', DROPDOWN, [ '==', '!=' ] ],
		[ 'single image choice', IMAGES, [ '==', '!=' ] ],
		[ 'multiple image choice', MANY_IMAGES, [ '==', '!=', 'includes' ] ],
		[ 'matrix', MATRIX, [ '==' ] ],
		[ 'ranking', RANKING, [ '==' ] ],
		[ 'date', DATE, [ '==', '!=' ] ],
		[ 'consent', CONSENT, [ '==' ] ],
		[
			'checkbox',
			question( 'checkbox', [ 'A' ] ),
			[ '==', '!=', 'includes' ],
		],
	] )( '%s: %j', ( _name, entry, expected ) => {
		expect( offeredComparators( entry ) ).toEqual( expected );
	} );
} );

describe( 'value fields', () => {
	it.each( [
		[ 'scale', SCALE, 'choice', 11 ],
		[ 'smiley', SMILEY, 'choice', 5 ],
		[ 'dropdown', DROPDOWN, 'choice', 2 ],
		[ 'image choice', IMAGES, 'choice', 2 ],
		[ 'consent', CONSENT, 'choice', 1 ],
		[ 'date', DATE, 'date', 0 ],
		[ 'text', question( 'text' ), 'text', 0 ],
		[ 'matrix', MATRIX, 'pair', 2 ],
		[ 'ranking', RANKING, 'pair', 3 ],
	] )( '%s: %s with %d choices', ( _name, entry, kind, count ) => {
		const field = valueField( entry );
		expect( field.kind ).toBe( kind );
		const choices =
			( field.kind === 'choice' && field.options ) ||
			( field.kind === 'pair' && field.first.options ) ||
			[];
		expect( choices ).toHaveLength( count );
	} );

	it( 'pairs a matrix’s rows with its columns and a ranking’s options with their places', () => {
		const matrix = valueField( MATRIX );
		const ranking = valueField( RANKING );
		expect( matrix.kind === 'pair' && matrix ).toMatchObject( {
			first: {
				label: 'Row',
				options: [ { value: 'Speed' }, { value: 'Price' } ],
			},
			second: {
				label: 'Column',
				options: [ { value: 'Poor' }, { value: 'Great' } ],
			},
		} );
		expect(
			ranking.kind === 'pair' &&
				ranking.second.options.map( ( option ) => option.value )
		).toEqual( [ '1', '2', '3' ] );
		expect( valueField( DATE ) ).toEqual( {
			kind: 'date',
			min: '2026-01-01',
			max: '',
		} );
		expect( valueField( CONSENT ) ).toEqual( {
			kind: 'choice',
			options: [ { value: CONSENT_VALUE, label: 'Given' } ],
		} );
	} );
} );

describe( 'the condition the fields make', () => {
	it.each( [
		[ 'a scale score', SCALE, '>', '5', '', 5 ],
		[ 'a scale’s 0', SCALE, '==', '0', '', 0 ],
		[ 'a smiley face', SMILEY, '<', '3', '', 3 ],
		[ 'a dropdown option', DROPDOWN, '!=', 'Spain', '', 'Spain' ],
		[ 'an image', MANY_IMAGES, 'includes', 'Blue', '', 'Blue' ],
		[
			'a matrix cell',
			MATRIX,
			'==',
			'Speed',
			'Great',
			'["Speed","Great"]',
		],
		[ 'a ranking place', RANKING, '==', 'Reports', '2', '["Reports",2]' ],
		[ 'a day', DATE, '==', '2026-03-14', '', '2026-03-14' ],
		[ 'a consent', CONSENT, '==', CONSENT_VALUE, '', CONSENT_VALUE ],
	] as const )( '%s', ( _name, entry, compare, first, second, value ) => {
		expect( conditionFromFields( entry, compare, first, second ) ).toEqual(
			{ question_id: entry.id, compare, value }
		);
	} );

	it.each( [
		[ 'a score above the scale', CSAT, '6', '', 'score' ],
		[ 'half a score', SCALE, '7.5', '', 'score' ],
		[ 'no score', SMILEY, '', '', 'Choose or enter' ],
		[ 'a row without its column', MATRIX, 'Speed', '', 'row and a column' ],
		[ 'a column without its row', MATRIX, '', 'Great', 'row and a column' ],
		[
			'an option without its place',
			RANKING,
			'Tags',
			'',
			'option and a place',
		],
		[ 'no day', DATE, '', '', 'date' ],
		[ 'no option', DROPDOWN, ' ', '', 'Choose or enter' ],
	] as const )( 'refuses %s', ( _name, entry, first, second, problem ) => {
		const result = conditionFromFields( entry, '==', first, second );
		expect( typeof result ).toBe( 'string' );
		expect( result ).toContain( problem );
	} );

	it.each( [
		[ SCALE, 10, null ],
		[ SCALE, 11, 'score' ],
		[ SCALE, '7', 'score' ],
		[ SMILEY3, 4, 'score' ],
		[ MATRIX, '["Speed","Great"]', null ],
		[ MATRIX, '["Speed",2]', 'row and a column' ],
		[ MATRIX, 'Speed', 'row and a column' ],
		[ RANKING, '["Reports",1]', null ],
		[ RANKING, '["Reports","1"]', 'option and a place' ],
		[ RANKING, '["Reports",0]', 'option and a place' ],
		[ DATE, '2026-03-14', null ],
		[ DATE, '14/03/2026', 'date' ],
		[ CONSENT, CONSENT_VALUE, null ],
		[ DROPDOWN, '', 'value' ],
	] as const )( '%j: %j → %s', ( entry, value, problem ) => {
		const result = valueProblem( entry, value );
		if ( problem === null ) {
			expect( result ).toBeNull();
		} else {
			expect( result ).toContain( problem );
		}
	} );
} );

describe( 'stored pairs (AnswerShapes::pair)', () => {
	it.each( [
		[ 'Speed', 'Great', '["Speed","Great"]' ],
		[ 'Price', 1, '["Price",1]' ],
		// Unescaped as the server stores them: slashes, accents, quotes escaped as JSON does.
		[
			'Prix / qualité',
			'Très "bien"',
			'["Prix / qualité","Très \\"bien\\""]',
		],
		// PHP escapes the line and paragraph separators even unescaped.
		[ 'a\u2028b', 'c\u2029d', '["a\\u2028b","c\\u2029d"]' ],
	] )( '%j, %j → %s', ( first, second, text ) => {
		expect( pairValue( first, second ) ).toBe( text );
		expect( parsePair( text ) ).toEqual( [ first, second ] );
	} );

	it.each( [
		'Speed',
		'["Speed"]',
		'["Speed",1.5]',
		'[1,"x"]',
		'[not json',
		7,
	] )( 'reads %j as no pair', ( value ) => {
		expect( parsePair( value ) ).toBeNull();
	} );
} );

describe( 'chip words', () => {
	const day = ( text: string ) => `day ${ text }`;
	it.each( [
		[ MATRIX, '==', '["Speed","Great"]', 'Q5 Rate: Speed is Great' ],
		[ RANKING, '==', '["Reports",1]', 'Q5 Rate: Reports in place 1' ],
		[ RANKING, '!=', '["Reports",1]', 'Q5 Rate: Reports not in place 1' ],
		[ CONSENT, '==', CONSENT_VALUE, 'Q5 Rate: consent given' ],
		[ SMILEY, '>', 3, 'Q5 Rate greater than Neutral' ],
		[ DATE, '!=', '2026-03-14', 'Q5 Rate is not day 2026-03-14' ],
		[ SCALE, '>', 7, null ],
		[ DROPDOWN, '==', 'France', null ],
		[ MATRIX, '==', 'not a pair', null ],
	] as const )( '%j %s %j → %s', ( entry, compare, value, label ) => {
		expect(
			typedConditionLabel( 'Q5 Rate', { compare, value }, entry, day )
		).toBe( label );
	} );
} );
