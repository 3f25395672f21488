import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import type { Survey } from '../../../../../data/survey-types';
import { renderStep, survey } from '../../test/harness';
import { LanguagesCard } from '../LanguagesCard';
import { Translatable } from '../Translatable';
import { withLanguage, withText } from '../translation-texts';

const GLOBALS = {
	locale: 'en_US',
	site_language: 'en_US',
	installed_languages: [ 'fr_FR', 'ar' ],
};

function fruit(): Survey {
	const base = survey();
	return {
		...base,
		title: 'Fruit',
		questions: [
			{
				...base.questions[ 0 ],
				id: 'fruit',
				type: 'radio-button',
				title: 'Which fruit?',
				config: { options: [ 'Apple', 'Pear' ] },
			},
		],
	};
}

function QuestionsWithLanguages() {
	return (
		<Translatable step="questions">
			<p>The questions editor</p>
		</Translatable>
	);
}

/**
 * Chooses a language (or "another" by code) in the card's Add controls and presses Add language.
 *
 * @param card   The Languages card.
 * @param choice The option's value.
 */
function add( card: HTMLElement, choice: string ) {
	fireEvent.change( within( card ).getByLabelText( 'Add a language' ), {
		target: { value: choice },
	} );
	fireEvent.click(
		within( card ).getByRole( 'button', { name: 'Add language' } )
	);
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'the Languages card', () => {
	it( 'adds an installed language, says so, and lists it with its progress', () => {
		const { draft } = renderStep(
			LanguagesCard,
			fruit(),
			PRO_ELITE,
			GLOBALS
		);
		const card = screen.getByRole( 'region', { name: 'Languages' } );
		expect(
			within( card ).getByText( 'No translations yet.' )
		).toBeTruthy();

		add( card, 'fr_FR' );

		expect( Object.keys( draft().translations ) ).toEqual( [ 'fr_FR' ] );
		expect(
			within( card ).getByText( '0 of 8 texts translated' )
		).toBeTruthy();
		expect( screen.getByText( /French \(France\) added/ ) ).toBeTruthy();
	} );

	it( 'refuses a code that is not a WordPress locale, and the survey’s own language', () => {
		const { draft } = renderStep(
			LanguagesCard,
			fruit(),
			PRO_ELITE,
			GLOBALS
		);
		const card = screen.getByRole( 'region', { name: 'Languages' } );
		fireEvent.change( within( card ).getByLabelText( 'Add a language' ), {
			target: { value: '__other' },
		} );
		const code = within( card ).getByLabelText( 'Language code' );
		fireEvent.change( code, { target: { value: 'French' } } );
		fireEvent.click(
			within( card ).getByRole( 'button', { name: 'Add language' } )
		);
		expect(
			within( card ).getByText(
				'Choose a language, or type a WordPress language code such as fr_FR.'
			)
		).toBeTruthy();
		expect( code.getAttribute( 'aria-describedby' ) ).toBeTruthy();

		fireEvent.change( code, { target: { value: 'en_US' } } );
		fireEvent.click(
			within( card ).getByRole( 'button', { name: 'Add language' } )
		);
		expect(
			within( card ).getByText( 'This is the survey’s own language.' )
		).toBeTruthy();
		expect( draft().translations ).toEqual( {} );
	} );

	it.each( [
		[ 'Lite', LITE ],
		[ 'an unlicensed Pro site', PRO_UNLICENSED ],
	] )(
		'on %s, adding opens the upgrade modal and adds nothing',
		( _name, ent ) => {
			const { draft } = renderStep(
				LanguagesCard,
				fruit(),
				ent,
				GLOBALS
			);
			const card = screen.getByRole( 'region', { name: 'Languages' } );
			add( card, 'fr_FR' );
			expect(
				screen.getByRole( 'heading', {
					name: 'Translations is a PRO feature',
				} )
			).toBeTruthy();
			expect( draft().translations ).toEqual( {} );
		}
	);
} );

describe( 'a step with translations', () => {
	it( 'shows the step as before while the survey has none', () => {
		renderStep( QuestionsWithLanguages, fruit(), PRO_ELITE, GLOBALS );
		expect( screen.getByText( 'The questions editor' ) ).toBeTruthy();
		expect(
			screen.queryByRole( 'group', { name: 'Language you edit' } )
		).toBeNull();
	} );

	it( 'switches to a language and edits its texts beside the originals, counting them', () => {
		const { draft } = renderStep(
			QuestionsWithLanguages,
			withLanguage( fruit(), 'ar', true ),
			PRO_ELITE,
			GLOBALS
		);
		const switcher = screen.getByRole( 'group', {
			name: 'Language you edit',
		} );
		const arabic = within( switcher ).getByRole( 'button', {
			name: /Arabic/,
		} );
		expect( arabic.textContent ).toContain( '0 of 8' );
		fireEvent.click( arabic );
		expect( arabic.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( screen.queryByText( 'The questions editor' ) ).toBeNull();

		const option = screen.getByLabelText( 'Option 1 of question 1' );
		expect( option.getAttribute( 'dir' ) ).toBe( 'rtl' );
		expect( option.getAttribute( 'placeholder' ) ).toBe( 'Apple' );
		expect( option.getAttribute( 'aria-describedby' ) ).toBeTruthy();
		fireEvent.change( option, { target: { value: 'تفاحة' } } );

		expect( draft().translations.ar.questions.fruit.options ).toEqual( [
			'تفاحة',
			'',
		] );
		expect( screen.getByText( '1 of 8 texts translated' ) ).toBeTruthy();
		expect( arabic.textContent ).toContain( '1 of 8' );
	} );

	it( 'edits a matrix’s rows like its options, each named by its place', () => {
		const base = survey();
		const grid: Survey = {
			...base,
			title: 'Shop',
			questions: [
				{
					...base.questions[ 0 ],
					id: 'grid',
					type: 'matrix',
					title: 'Agree?',
					config: { options: [ 'No', 'Yes' ] },
					settings: {
						...base.questions[ 0 ].settings,
						rows: [ 'Fast', 'Cheap' ],
					},
				},
			],
		};
		const { draft } = renderStep(
			QuestionsWithLanguages,
			withLanguage( grid, 'fr_FR', true ),
			PRO_ELITE,
			GLOBALS
		);
		fireEvent.click(
			within(
				screen.getByRole( 'group', { name: 'Language you edit' } )
			).getByRole( 'button', { name: /French/ } )
		);
		const row = screen.getByLabelText( 'Row 2 of question 1' );
		expect( row.getAttribute( 'placeholder' ) ).toBe( 'Cheap' );
		fireEvent.change( row, { target: { value: 'Bon marché' } } );
		expect( draft().translations.fr_FR.questions.grid.rows ).toEqual( [
			'',
			'Bon marché',
		] );
	} );

	it( 'previews the survey as that language’s visitors read it, each untranslated text in the original', () => {
		const mount = vi.fn().mockReturnValue( {
			update: vi.fn(),
			unmount: vi.fn(),
		} );
		(
			window as unknown as { userfeedbackPreview?: unknown }
		 ).userfeedbackPreview = { mount };
		const arabic = withText(
			withLanguage( fruit(), 'ar', true ),
			'ar',
			{ kind: 'option', questionId: 'fruit', index: 0 },
			'تفاحة'
		);
		renderStep( QuestionsWithLanguages, arabic, PRO_ELITE, GLOBALS );
		fireEvent.click(
			within(
				screen.getByRole( 'group', { name: 'Language you edit' } )
			).getByRole( 'button', { name: /Arabic/ } )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect(
			screen
				.getByRole( 'button', { name: 'Preview' } )
				.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		expect( mount ).toHaveBeenCalledTimes( 1 );
		const shown = mount.mock.calls[ 0 ][ 1 ];
		expect( shown.language ).toBe( 'ar' );
		expect( shown.dir ).toBe( 'rtl' );
		expect( shown.title ).toBe( 'Fruit' );
		expect( shown.questions[ 0 ].config.options ).toEqual( [
			'تفاحة',
			'Pear',
		] );

		fireEvent.click( screen.getByRole( 'button', { name: 'Texts' } ) );
		expect(
			screen.getByLabelText( 'Option 1 of question 1' )
		).toBeTruthy();
		delete ( window as unknown as { userfeedbackPreview?: unknown } )
			.userfeedbackPreview;
	} );
} );
