import { describe, expect, it } from 'vitest';

import type { Question } from '../../../data/survey-types';
import { addLines } from './questions/OptionsEditor';
import {
	answersAreLists,
	blankQuestion,
	conditionValues,
	newCondition,
} from './questions';
import { newJump } from './questions/jumps';
import {
	fitTypeSettings,
	scaleRange,
	typeErrors,
	withPickedImage,
	withScalePreset,
} from './type-settings';
import { toPreviewSurvey } from './questions/preview-survey';
import { newSurvey } from './survey';
import { PRO_ELITE } from '../../../test-utils';

const BASE = { required: true, randomize: false, comment_box: true };

describe( 'scale ranges', () => {
	it.each( [
		[ { preset: 'numeric', scale_min: 1, scale_max: 7 }, [ 1, 7 ] ],
		[ { preset: 'numeric' }, [ 0, 10 ] ],
		[ { preset: 'csat', scale_min: 0, scale_max: 10 }, [ 1, 5 ] ],
		[ { preset: 'ces' }, [ 1, 7 ] ],
	] as const )( '%j → %j', ( settings, range ) => {
		expect( scaleRange( { ...BASE, ...settings } ) ).toEqual( range );
	} );

	it( 'a preset fixes the range; back to numeric starts from 0–10, labels kept', () => {
		const csat = withScalePreset(
			{
				...BASE,
				preset: 'numeric',
				scale_min: 0,
				scale_max: 5,
				min_label: 'Bad',
			},
			'csat'
		);
		expect( csat ).toMatchObject( {
			preset: 'csat',
			scale_min: 1,
			scale_max: 5,
			min_label: 'Bad',
		} );
		expect( withScalePreset( csat, 'numeric' ) ).toMatchObject( {
			scale_min: 0,
			scale_max: 10,
		} );
	} );
} );

describe( 'fitTypeSettings', () => {
	it( 'drops the other types’ settings and fills in the type’s defaults', () => {
		expect(
			fitTypeSettings(
				'smiley',
				{ ...BASE, rows: [ 'A' ], preset: 'csat' },
				0
			)
		).toEqual( { ...BASE, faces: 5 } );
		expect( fitTypeSettings( 'text', { ...BASE, faces: 3 }, 0 ) ).toEqual(
			BASE
		);
	} );

	it( 'keeps one image per option', () => {
		expect(
			fitTypeSettings(
				'image-choice',
				{
					...BASE,
					multiple: true,
					images: [ { id: 3, url: 'u', alt: 'a' } ],
				},
				2
			).images
		).toEqual( [
			{ id: 3, url: 'u', alt: 'a' },
			{ id: 0, url: '', alt: '' },
		] );
	} );
} );

describe( 'typeErrors', () => {
	const q = (
		type: Question[ 'type' ],
		settings: Partial< Question[ 'settings' ] >
	) => ( {
		...blankQuestion( type ),
		settings: { ...BASE, ...settings },
	} );

	it.each( [
		[ q( 'matrix', { rows: [] } ), { rows: 'Rows are required' } ],
		[
			q( 'matrix', { rows: [ ' A ', 'A' ] } ),
			{ rows: 'Two rows have the same text.' },
		],
		[
			q( 'matrix', {
				rows: Array.from( { length: 21 }, ( _, i ) => `R${ i }` ),
			} ),
			{ rows: 'A matrix can have at most 20 rows.' },
		],
		[ q( 'matrix', { rows: [ 'A', 'B' ] } ), {} ],
		[
			q( 'date', { min_date: '2025-02-01', max_date: '2025-01-31' } ),
			{ max_date: 'The latest date must not be before the earliest.' },
		],
		[ q( 'date', { min_date: '2025-02-01', max_date: '' } ), {} ],
		[
			q( 'image-choice', {
				images: [
					{ id: 0, url: 'https://x.test/a.png', alt: '' },
					{ id: 0, url: '', alt: '' },
				],
			} ),
			{
				alt: { 0: 'Alt text is required' },
			},
		],
		[
			q( 'image-choice', { images: [ { id: 0, url: '', alt: '' } ] } ),
			{},
		],
		[ q( 'scale', { min_label: 'a'.repeat( 200 ), max_label: '' } ), {} ],
	] )( '%#', ( question, errors ) => {
		expect( typeErrors( question ) ).toEqual( errors );
	} );
} );

describe( 'withPickedImage', () => {
	const dog = { id: 42, url: 'https://x.test/dog.png', alt: 'A dog' };
	const bare = { id: 43, url: 'https://x.test/cat.png', alt: '' };
	it.each( [
		// No image yet: the library's alt text, unless one was typed first.
		[ { id: 0, url: '', alt: '' }, dog, 'A dog' ],
		[ { id: 0, url: '', alt: 'My dog' }, dog, 'My dog' ],
		// The same attachment again: what was typed for it stays.
		[ { ...dog, alt: 'Rex asleep' }, dog, 'Rex asleep' ],
		[ { ...dog, alt: ' ' }, dog, 'A dog' ],
		// Another image: text typed for the old one does not describe it.
		[ { ...dog, alt: 'Rex asleep' }, bare, '' ],
		[ { id: 0, url: 'https://x.test/a.png', alt: 'A logo' }, dog, 'A dog' ],
	] )( '%#', ( current, picked, alt ) => {
		expect( withPickedImage( current, picked ) ).toEqual( {
			id: picked.id,
			url: picked.url,
			alt,
		} );
	} );
} );

describe( 'addLines', () => {
	it( 'fills the empty options first, skips blank lines, stops at the maximum', () => {
		expect( addLines( [ '', '' ], 'A\n\n B \r\nC', 200 ) ).toEqual( {
			options: [ 'A', 'B', 'C' ],
			left: 0,
		} );
		expect( addLines( [ 'A', '' ], 'B\nC\nD', 3 ) ).toEqual( {
			options: [ 'A', 'B', 'C' ],
			left: 1,
		} );
		expect( addLines( [ '', '' ], '\n  \n', 200 ) ).toEqual( {
			options: [ '', '' ],
			left: 0,
		} );
	} );
} );

describe( 'the preview', () => {
	it( 'passes every type’s own settings to the widget, as copies', () => {
		const matrix = {
			...blankQuestion( 'matrix' ),
			title: 'Rate us',
			settings: { ...BASE, rows: [ 'Support', 'Price' ] },
		};
		const images = {
			...blankQuestion( 'image-choice' ),
			settings: {
				...BASE,
				multiple: true,
				images: [
					{ id: 4, url: 'https://x.test/a.png', alt: 'A' },
					{ id: 0, url: '', alt: '' },
				],
			},
		};
		const scale = {
			...blankQuestion( 'scale' ),
			settings: {
				...BASE,
				preset: 'ces' as const,
				scale_min: 1 as const,
				scale_max: 7 as const,
				min_label: 'Hard',
				max_label: '',
			},
		};
		const survey = {
			...newSurvey( 'a@example.test' ),
			questions: [ matrix, images, scale ],
		};
		const preview = toPreviewSurvey( survey, PRO_ELITE );
		expect( preview.questions.map( ( pq ) => pq.settings ) ).toEqual( [
			matrix.settings,
			images.settings,
			scale.settings,
		] );
		expect( preview.questions[ 0 ].settings.rows ).not.toBe(
			matrix.settings.rows
		);
		expect( preview.questions[ 1 ].settings.images ).not.toBe(
			images.settings.images
		);
	} );
} );

describe( 'conditions and jumps on the new types', () => {
	it( 'offer each rating’s own values', () => {
		expect( conditionValues( blankQuestion( 'scale' ) ) ).toEqual(
			Array.from( { length: 11 }, ( _, i ) => String( i ) )
		);
		const smiley = blankQuestion( 'smiley' );
		expect(
			conditionValues( {
				...smiley,
				settings: { ...smiley.settings, faces: 3 },
			} )
		).toEqual( [ '1', '2', '3' ] );
	} );

	it( 'hold a list where several images may be chosen', () => {
		const single = blankQuestion( 'image-choice' );
		const several = {
			...single,
			settings: { ...single.settings, multiple: true },
		};
		expect( [
			answersAreLists( single ),
			answersAreLists( several ),
		] ).toEqual( [ false, true ] );
		expect( newCondition( several ).value ).toEqual( [] );
		expect( newJump( [ several ], 0 ).value ).toEqual( [] );
		expect( newJump( [ single ], 0 ).value ).toBe( '' );
	} );
} );
