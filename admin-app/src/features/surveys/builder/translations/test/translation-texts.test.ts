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
