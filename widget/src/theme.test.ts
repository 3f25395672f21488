import { describe, expect, it } from 'vitest';

import { loadFont, themeStyle } from './theme';
import { surveyFixture } from './test-fixtures';

const theming = surveyFixture( 1, [] ).settings.theming;

describe( 'themeStyle', () => {
	it( "leaves the family to the theme when no custom font is chosen (visitor.md §3: both empty means the theme's font)", () => {
		const style = themeStyle( {
			...theming,
			font: { family: '', weight: '' },
		} );
		expect( style ).not.toHaveProperty( 'font-family' );
		expect( style ).not.toHaveProperty( '--uf-font' );
		expect( style ).not.toHaveProperty( '--uf-weight' );
	} );

	it( 'sets a custom family and its weight on the widget', () => {
		const style = themeStyle( {
			...theming,
			font: { family: 'Open Sans', weight: '700' },
		} );
		expect( style[ '--uf-font' ] ).toBe( '"Open Sans", sans-serif' );
		expect( style[ 'font-family' ] ).toBe( 'var(--uf-font)' );
		expect( style[ '--uf-weight' ] ).toBe( '700' );
	} );

	it( 'ignores a weight that is not a number (regular)', () => {
		const style = themeStyle( {
			...theming,
			font: { family: 'Lato', weight: 'regular' },
		} );
		expect( style ).not.toHaveProperty( '--uf-weight' );
	} );
} );

describe( 'button and toggle text colours', () => {
	it( "are the server's", () => {
		const style = themeStyle( {
			...theming,
			button_color: '#ffff00',
			button_text_color: '#1e1e1e',
			toggle_text_color: '#ffffff',
		} );
		expect( style[ '--uf-button-text' ] ).toBe( '#1e1e1e' );
		expect( style[ '--uf-toggle-text' ] ).toBe( '#ffffff' );
	} );

	it( 'are left to the stylesheet on a page cached before the server sent them', () => {
		const style = themeStyle( {
			...theming,
			button_text_color: undefined,
			toggle_text_color: undefined,
		} );
		expect( style[ '--uf-button-text' ] ).toBeUndefined();
		expect( style[ '--uf-toggle-text' ] ).toBeUndefined();
	} );
} );

describe( 'loadFont: the stylesheet the server built', () => {
	const link = () =>
		document.getElementById(
			'userfeedback-widget-font'
		) as HTMLLinkElement | null;

	it( 'adds one link, replaces it, and removes it for the theme font', () => {
		loadFont(
			document,
			'https://fonts.example/css2?family=Lato&display=swap',
			'n1'
		);
		expect( link()?.href ).toBe(
			'https://fonts.example/css2?family=Lato&display=swap'
		);
		expect( link()?.nonce ).toBe( 'n1' );
		loadFont(
			document,
			'https://fonts.example/css2?family=Lora&display=swap'
		);
		expect(
			document.querySelectorAll( '#userfeedback-widget-font' )
		).toHaveLength( 1 );
		expect( link()?.href ).toContain( 'family=Lora' );
		loadFont( document, '' );
		expect( link() ).toBeNull();
	} );

	it( 'loads nothing from a page cached before the server sent the URL', () => {
		loadFont( document, undefined );
		expect( link() ).toBeNull();
	} );
} );
