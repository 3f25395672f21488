import { describe, expect, it } from 'vitest';

import type { Survey } from '../../../../../data/survey-types';
import { survey } from '../../test/harness';
import { surveyInLanguage } from '../survey-in-language';
import { withLanguage, withText } from '../translation-texts';

function twoQuestions(): Survey {
	const base = survey();
	const q = base.questions[ 0 ];
	return {
		...base,
		title: 'Fruit',
		settings: {
			...base.settings,
			thank_you: { ...base.settings.thank_you, message: 'Thanks!' },
		},
		questions: [
			{
				...q,
				id: 'fruit',
				type: 'checkbox',
				title: 'Which fruit?',
				config: { ...q.config, options: [ 'Apple', 'Pear' ] },
				jumps: [ { compare: '==', value: 'Pear', to: 'end' } ],
			},
			{
				...q,
				id: 'why',
				type: 'text',
				title: 'Why?',
				logic: {
					...q.logic,
					enabled: true,
					conditions: [
						{
							question_id: 'fruit',
							compare: 'includes',
							value: [ 'Apple', 'Pear' ],
						},
					],
				},
			},
		],
	};
}

describe( 'surveyInLanguage', () => {
	it( 'reads each translated text, the original where there is none, and the language’s widget texts', () => {
		let draft = withLanguage( twoQuestions(), 'fr_FR', true );
		draft = withText( draft, 'fr_FR', { kind: 'title' }, 'Fruits' );
		draft = withText(
			draft,
			'fr_FR',
			{ kind: 'option', questionId: 'fruit', index: 1 },
			'Poire'
		);
		draft = withText( draft, 'fr_FR', { kind: 'next_text' }, 'Suivant' );
		const { survey: read, texts } = surveyInLanguage( draft, 'fr_FR' );
		expect( read.title ).toBe( 'Fruits' );
		expect( read.questions[ 0 ].title ).toBe( 'Which fruit?' );
		expect( read.questions[ 0 ].config.options ).toEqual( [
			'Apple',
			'Poire',
		] );
		expect( read.settings.thank_you.message ).toBe( 'Thanks!' );
		expect( texts ).toEqual( { next_text: 'Suivant' } );
		// A jump and a condition on an option name its text in this language, as the widget
		// compares what it shows.
		expect( read.questions[ 0 ].jumps?.[ 0 ].value ).toBe( 'Poire' );
		expect( read.questions[ 1 ].logic.conditions[ 0 ].value ).toEqual( [
			'Apple',
			'Poire',
		] );
		// The draft itself is not changed.
		expect( draft.questions[ 0 ].config.options ).toEqual( [
			'Apple',
			'Pear',
		] );
	} );

	it( 'gives the survey back as it is in a language it has no texts for', () => {
		const draft = twoQuestions();
		expect( surveyInLanguage( draft, 'de_DE' ) ).toEqual( {
			survey: draft,
			texts: {},
		} );
	} );

	it( 'reads a matrix’s rows, an image’s alt text and a consent’s wording in the language', () => {
		const base = survey();
		const q = base.questions[ 0 ];
		let draft: Survey = {
			...base,
			questions: [
				{
					...q,
					id: 'grid',
					type: 'matrix',
					config: { ...q.config, options: [ 'No', 'Yes' ] },
					settings: { ...q.settings, rows: [ 'Fast', 'Cheap' ] },
				},
				{
					...q,
					id: 'look',
					type: 'image-choice',
					config: { ...q.config, options: [ 'Light', 'Dark' ] },
					settings: {
						...q.settings,
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
					...q,
					id: 'ok',
					type: 'consent',
					settings: { ...q.settings, consent_label: 'Send news' },
				},
			],
		};
		draft = withLanguage( draft, 'fr_FR', true );
		draft = withText(
			draft,
			'fr_FR',
			{ kind: 'row', questionId: 'grid', index: 0 },
			'Rapide'
		);
		draft = withText(
			draft,
			'fr_FR',
			{ kind: 'alt', questionId: 'look', index: 0 },
			'Blanc'
		);
		draft = withText(
			draft,
			'fr_FR',
			{ kind: 'label', questionId: 'ok', key: 'consent_label' },
			'Envoyez'
		);
		const read = surveyInLanguage( draft, 'fr_FR' ).survey.questions;
		expect( read[ 0 ].settings.rows ).toEqual( [ 'Rapide', 'Cheap' ] );
		expect( read[ 1 ].settings.images?.map( ( i ) => i.alt ) ).toEqual( [
			'Blanc',
			'',
		] );
		expect( read[ 2 ].settings.consent_label ).toBe( 'Envoyez' );
		expect( draft.questions[ 0 ].settings.rows ).toEqual( [
			'Fast',
			'Cheap',
		] );
	} );
} );
