import { describe, expect, it } from 'vitest';

import { isRtl, LOCALE_CODE } from '../../../../../data/languages';
import type { Survey } from '../../../../../data/survey-types';
import { newSurvey } from '../../survey';
import {
	fitTranslations,
	progress,
	textAt,
	translatableTexts,
	withLanguage,
	withText,
} from '../translation-texts';

const WIDGET = { next_text: 'Next', skip_text: 'Skip', widget_toggle_text: '' };

function fruit(): Survey {
	const survey = newSurvey( 'admin@example.test' );
	return {
		...survey,
		title: 'Fruit',
		questions: [
			{
				...survey.questions[ 0 ],
				id: 'fruit',
				type: 'radio-button',
				title: 'Which fruit?',
				config: { options: [ 'Apple', 'Pear' ] },
			},
			{ ...survey.questions[ 0 ], id: 'why', title: 'Why?' },
		],
	};
}

describe( "a survey's translations", () => {
	it( 'lists every text a visitor sees, each in its step, with its limit', () => {
		const texts = translatableTexts( fruit(), WIDGET );
		expect( texts.map( ( t ) => [ t.key, t.original, t.step ] ) ).toEqual( [
			[ 'title', 'Fruit', 'questions' ],
			[ 'q-fruit', 'Which fruit?', 'questions' ],
			[ 'q-fruit-0', 'Apple', 'questions' ],
			[ 'q-fruit-1', 'Pear', 'questions' ],
			[ 'q-why', 'Why?', 'questions' ],
			[ 'thank_you_message', 'Thanks for your feedback!', 'questions' ],
			[ 'next_text', 'Next', 'settings' ],
			[ 'skip_text', 'Skip', 'settings' ],
			[ 'widget_toggle_text', '', 'settings' ],
		] );
		expect( texts.find( ( t ) => t.key === 'q-fruit-0' )?.maxLength ).toBe(
			500
		);
		expect(
			texts.find( ( t ) => t.key === 'thank_you_message' )?.multiline
		).toBe( true );
	} );

	it( 'adds a language with every text empty, counts what is translated, and removes it', () => {
		let survey = withLanguage( fruit(), 'fr_FR', true );
		const texts = translatableTexts( survey, WIDGET );
		expect( progress( texts, survey.translations.fr_FR ) ).toEqual( {
			done: 0,
			total: 9,
		} );
		survey = withText(
			survey,
			'fr_FR',
			{ kind: 'option', questionId: 'fruit', index: 1 },
			'Poire'
		);
		survey = withText( survey, 'fr_FR', { kind: 'title' }, 'Fruits' );
		expect( survey.translations.fr_FR.questions.fruit.options ).toEqual( [
			'',
			'Poire',
		] );
		expect(
			textAt( survey.translations.fr_FR, {
				kind: 'option',
				questionId: 'fruit',
				index: 1,
			} )
		).toBe( 'Poire' );
		expect( progress( texts, survey.translations.fr_FR ) ).toEqual( {
			done: 2,
			total: 9,
		} );
		expect(
			Object.keys( withLanguage( survey, 'fr_FR', false ).translations )
		).toEqual( [] );
	} );

	it( 'fits the texts to the questions before a save: a changed option list is emptied, a removed question dropped', () => {
		let survey = withText(
			withLanguage( fruit(), 'fr_FR', true ),
			'fr_FR',
			{ kind: 'option', questionId: 'fruit', index: 0 },
			'Pomme'
		);
		survey = {
			...survey,
			questions: [
				{
					...survey.questions[ 0 ],
					config: { options: [ 'Apple', 'Pear', 'Plum' ] },
				},
			],
		};
		const fitted = fitTranslations( survey ).translations.fr_FR;
		expect( fitted.questions ).toEqual( {
			fruit: { title: '', options: [ '', '', '' ] },
		} );
	} );

	it( 'knows the right-to-left languages and a locale code', () => {
		expect( isRtl( 'ar' ) ).toBe( true );
		expect( isRtl( 'he_IL' ) ).toBe( true );
		expect( isRtl( 'fr_FR' ) ).toBe( false );
		expect( LOCALE_CODE.test( 'de_DE_formal' ) ).toBe( true );
		expect( LOCALE_CODE.test( 'French' ) ).toBe( false );
	} );
} );

describe( 'the texts of the types beyond the spec', () => {
	function more(): Survey {
		const survey = newSurvey( 'admin@example.test' );
		const base = survey.questions[ 0 ];
		return {
			...survey,
			title: 'Shop',
			settings: {
				...survey.settings,
				thank_you: { ...survey.settings.thank_you, type: 'redirect' },
			},
			questions: [
				{
					...base,
					id: 'grid',
					type: 'matrix',
					title: 'Agree?',
					config: { options: [ 'No', 'Yes' ] },
					settings: { ...base.settings, rows: [ 'Fast', 'Cheap' ] },
				},
				{
					...base,
					id: 'look',
					type: 'image-choice',
					title: 'Look?',
					config: { options: [ 'Light', 'Dark' ] },
					settings: {
						...base.settings,
						multiple: false,
						images: [
							{
								id: 0,
								url: 'https://example.com/l.png',
								alt: 'White',
							},
							{ id: 0, url: '', alt: '' },
						],
					},
				},
				{
					...base,
					id: 'csat',
					type: 'scale',
					title: 'Happy?',
					settings: {
						...base.settings,
						preset: 'csat',
						scale_min: 1,
						scale_max: 5,
						min_label: 'Not at all',
						max_label: '',
					},
				},
				{
					...base,
					id: 'ok',
					type: 'consent',
					title: 'News?',
					settings: { ...base.settings, consent_label: 'Send news' },
				},
			],
		};
	}

	it( 'lists a matrix’s rows, the alt text of each image and the words the owner gave', () => {
		const texts = translatableTexts( more(), WIDGET ).filter(
			( t ) => t.step === 'questions'
		);
		expect(
			texts.map( ( t ) => [ t.key, t.original, t.maxLength ] )
		).toEqual( [
			[ 'title', 'Shop', 255 ],
			[ 'q-grid', 'Agree?', 1000 ],
			[ 'q-grid-0', 'No', 500 ],
			[ 'q-grid-1', 'Yes', 500 ],
			[ 'q-grid-row-0', 'Fast', 500 ],
			[ 'q-grid-row-1', 'Cheap', 500 ],
			[ 'q-look', 'Look?', 1000 ],
			[ 'q-look-0', 'Light', 500 ],
			[ 'q-look-1', 'Dark', 500 ],
			// The second option has no image: no alt text to translate.
			[ 'q-look-alt-0', 'White', 500 ],
			[ 'q-csat', 'Happy?', 1000 ],
			// Only the words the owner gave: the widget's own are translated with the plugin.
			[ 'q-csat-min_label', 'Not at all', 200 ],
			[ 'q-ok', 'News?', 1000 ],
			[ 'q-ok-consent_label', 'Send news', 200 ],
		] );
	} );

	it( 'edits them under the server’s keys, fitted to the questions', () => {
		let survey = withLanguage( more(), 'fr_FR', true );
		expect( survey.translations.fr_FR.questions.grid ).toEqual( {
			title: '',
			options: [ '', '' ],
			rows: [ '', '' ],
		} );
		expect( survey.translations.fr_FR.questions.csat ).toEqual( {
			title: '',
			min_label: '',
			max_label: '',
		} );
		survey = withText(
			survey,
			'fr_FR',
			{ kind: 'row', questionId: 'grid', index: 1 },
			'Bon marché'
		);
		survey = withText(
			survey,
			'fr_FR',
			{ kind: 'alt', questionId: 'look', index: 0 },
			'Blanc'
		);
		survey = withText(
			survey,
			'fr_FR',
			{ kind: 'label', questionId: 'ok', key: 'consent_label' },
			'Envoyez'
		);
		const fr = survey.translations.fr_FR.questions;
		expect( fr.grid.rows ).toEqual( [ '', 'Bon marché' ] );
		expect( fr.look.alts ).toEqual( [ 'Blanc', '' ] );
		expect( fr.ok.consent_label ).toBe( 'Envoyez' );
		expect(
			textAt( survey.translations.fr_FR, {
				kind: 'row',
				questionId: 'grid',
				index: 1,
			} )
		).toBe( 'Bon marché' );

		// A row added without its text: the rows' texts are emptied, not shifted.
		const grid = survey.questions[ 0 ];
		const fitted = fitTranslations( {
			...survey,
			questions: [
				{
					...grid,
					settings: {
						...grid.settings,
						rows: [ 'Fast', 'Cheap', 'Kind' ],
					},
				},
				...survey.questions.slice( 1 ),
			],
		} );
		expect( fitted.translations.fr_FR.questions.grid.rows ).toEqual( [
			'',
			'',
			'',
		] );
		expect( fitted.translations.fr_FR.questions.look.alts ).toEqual( [
			'Blanc',
			'',
		] );
	} );
} );
