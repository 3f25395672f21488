import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_TOGGLE, STAR } from './icons';
import { mountPreview } from './preview';
import {
	addonsFixture,
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from './test-fixtures';
import type { AddonKey } from './types';
import { TOGGLE_ICONS } from './toggle-icons';

vi.mock( './widget.css', () => ( { default: '.uf-widget{}' } ) );

const fetchMock = vi.fn();

// The environment is shared between test files: start without another file's cookies, since
// "nothing written" is what these tests check.
beforeEach( () => clearCookies( document ) );

afterEach( () => {
	document.body.innerHTML = '';
	vi.unstubAllGlobals();
} );

describe( 'preview mode (visitor.md §2)', () => {
	it( 'sets window.userfeedbackPreview for the admin', () => {
		expect( window.userfeedbackPreview?.mount ).toBe( mountPreview );
	} );

	it( 'is active and open at once, updates live, sends nothing and unmounts', () => {
		vi.stubGlobal( 'fetch', fetchMock );
		const host = document.createElement( 'div' );
		document.body.appendChild( host );
		const survey = surveyFixture( 1, [ question( 'a', 'radio-button' ) ] );

		let handle: ReturnType< typeof mountPreview > | undefined;
		act( () => {
			handle = mountPreview( host, survey, bootstrapFixture() );
		} );
		const root = host.shadowRoot!;
		expect( root.querySelector( '.uf-preview .uf-panel' ) ).not.toBeNull();
		expect( root.querySelector( '.uf-skip' ) ).toBeNull();

		act( () => {
			handle!.update(
				{
					...survey,
					questions: [
						{ ...survey.questions[ 0 ], title: 'Edited?' },
					],
				},
				bootstrapFixture()
			);
		} );
		expect( root.querySelector( '.uf-title' )?.textContent ).toBe(
			'Edited?'
		);

		act( () => {
			root.querySelector< HTMLInputElement >(
				'input[value="Yes"]'
			)!.click();
		} );
		expect( root.textContent ).toContain( 'Thanks for your feedback!' );
		expect( fetchMock ).not.toHaveBeenCalled();

		act( () => handle!.unmount() );
		expect( root.querySelector( '.uf-widget' ) ).toBeNull();
	} );

	it( 'has the inline look when asked (the survey block): no toggle, no minimise, no Close, nothing sent', () => {
		vi.stubGlobal( 'fetch', fetchMock );
		const host = document.createElement( 'div' );
		document.body.appendChild( host );
		const survey = surveyFixture( 1, [ question( 'a', 'radio-button' ) ] );

		let handle: ReturnType< typeof mountPreview > | undefined;
		act( () => {
			handle = mountPreview( host, survey, bootstrapFixture(), {
				inline: true,
			} );
		} );
		const root = host.shadowRoot!;
		expect( root.querySelector( '.uf-inline .uf-panel' ) ).not.toBeNull();
		expect( root.querySelector( '.uf-preview' ) ).toBeNull();
		expect( root.querySelector( '[class*="uf-pos-"]' ) ).toBeNull();
		expect( root.querySelector( '.uf-toggle' ) ).toBeNull();
		expect( root.querySelector( '.uf-min' ) ).toBeNull();
		expect( root.querySelector( '.uf-skip' ) ).toBeNull();

		act( () => handle!.update( survey, bootstrapFixture() ) );
		expect( root.querySelector( '.uf-inline .uf-panel' ) ).not.toBeNull();

		act( () => {
			root.querySelector< HTMLInputElement >(
				'input[value="Yes"]'
			)!.click();
		} );
		expect( root.textContent ).toContain( 'Thanks for your feedback!' );
		expect( root.querySelector( '.uf-thanks .uf-button' ) ).toBeNull();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( document.cookie ).toBe( '' );
		act( () => handle!.unmount() );
	} );

	it( 'draws the toggle icon the admin names (the page would carry only its path)', () => {
		const host = document.createElement( 'div' );
		document.body.appendChild( host );
		const survey = surveyFixture( 1, [ question( 'a', 'radio-button' ) ] );
		const iconPath = ( name: string ) => {
			act( () => {
				mountPreview(
					host,
					{
						...survey,
						settings: {
							...survey.settings,
							theming: {
								...survey.settings.theming,
								widget_toggle_icon: name,
								widget_toggle_path: undefined,
							},
						},
					},
					bootstrapFixture()
				);
			} );
			return host
				.shadowRoot!.querySelector( '.uf-toggle path' )
				?.getAttribute( 'd' );
		};
		expect( iconPath( 'field-heart' ) ).toBe(
			TOGGLE_ICONS[ 'field-heart' ]
		);
		expect( iconPath( 'no-such-icon' ) ).toBe(
			TOGGLE_ICONS[ 'field-userfeedback' ]
		);
	} );

	it( 'fills what the server decides for a visitor’s page: text colours, the font’s stylesheet, empty labels, gated question settings', () => {
		const base = surveyFixture( 1, [
			question( 'a', 'radio-button', {
				settings: {
					required: true,
					comment_box: true,
					randomize: false,
				},
			} ),
		] );
		const survey = {
			...base,
			settings: {
				...base.settings,
				thank_you: { ...base.settings.thank_you, message: '' },
				theming: {
					...base.settings.theming,
					button_color: '#ffff00',
					widget_toggle_color: '#000000',
					button_text_color: undefined,
					toggle_text_color: undefined,
					font: { family: 'Open Sans', weight: '700' },
					font_url: undefined,
					skip_text: '',
					next_text: 'Onwards',
				},
			},
		};
		const mountWith = (
			addons: Partial< Record< AddonKey, boolean > >
		) => {
			const host = document.createElement( 'div' );
			document.body.appendChild( host );
			act( () => {
				mountPreview(
					host,
					survey,
					bootstrapFixture( {
						addons: addonsFixture( addons ),
						fonts_url: 'https://fonts.test/css2',
					} )
				);
			} );
			return host.shadowRoot!;
		};

		let root = mountWith( {} );
		const style = root.querySelector< HTMLElement >( '.uf-widget' )!.style;
		expect( style.getPropertyValue( '--uf-button-text' ) ).toBe(
			'#1e1e1e'
		);
		expect( style.getPropertyValue( '--uf-toggle-text' ) ).toBe(
			'#ffffff'
		);
		expect(
			document.querySelector< HTMLLinkElement >(
				'#userfeedback-widget-font'
			)?.href
		).toBe(
			'https://fonts.test/css2?family=Open+Sans:wght@700&display=swap'
		);
		expect( root.querySelector( '.uf-button' )?.textContent ).toBe(
			'Onwards'
		);
		// Without the question-types add-on the question is not required (and has no comment box).
		expect(
			root.querySelector( '.uf-button' )?.getAttribute( 'aria-disabled' )
		).toBe( 'false' );
		act( () => {
			root.querySelector< HTMLInputElement >(
				'input[value="Yes"]'
			)!.click();
		} );
		expect( root.textContent ).toContain( 'Thanks for your feedback!' );

		root = mountWith( { 'question-types': true } );
		act( () =>
			root.querySelector< HTMLButtonElement >( '.uf-min' )!.click()
		);
		root = mountWith( { 'question-types': true } );
		expect(
			root.querySelector( '.uf-button' )?.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		document.getElementById( 'userfeedback-widget-font' )?.remove();
	} );

	it( 'follows jump logic as the page would: with the question-types add-on only', () => {
		const survey = surveyFixture( 1, [
			question( 'a', 'radio-button', {
				jumps: [
					{ compare: '==', value: 'Yes', to: 'c' },
					{ compare: '==', value: 'No', to: 'end' },
				],
			} ),
			question( 'b', 'text' ),
			question( 'c', 'text' ),
		] );
		const pick = (
			addons: Partial< Record< AddonKey, boolean > >,
			value: string
		) => {
			const host = document.createElement( 'div' );
			document.body.appendChild( host );
			act( () => {
				mountPreview(
					host,
					survey,
					bootstrapFixture( { addons: addonsFixture( addons ) } )
				);
			} );
			const root = host.shadowRoot!;
			act( () => {
				root.querySelector< HTMLInputElement >(
					`input[value="${ value }"]`
				)!.click();
			} );
			return root;
		};

		let root = pick( { 'question-types': true }, 'Yes' );
		expect( root.querySelector( '.uf-title' )?.textContent ).toBe(
			'Question c?'
		);
		expect( root.querySelector( '.uf-progress' )?.textContent ).toBe(
			'Question 3 of 3'
		);
		root = pick( { 'question-types': true }, 'No' );
		expect( root.textContent ).toContain( 'Thanks for your feedback!' );
		// Without the add-on the page gets no jumps: the next question.
		root = pick( {}, 'Yes' );
		expect( root.querySelector( '.uf-title' )?.textContent ).toBe(
			'Question b?'
		);
	} );

	it( 'rates with the same star as the toggle icon of that name', () => {
		expect( STAR ).toBe( TOGGLE_ICONS[ 'field-star' ] );
	} );

	it( 'falls back on the default toggle icon of the table', () => {
		expect( DEFAULT_TOGGLE ).toBe( TOGGLE_ICONS[ 'field-userfeedback' ] );
	} );
} );
