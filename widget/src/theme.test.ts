import { describe, expect, it } from 'vitest';

import { fontUrl, readableOn, themeStyle } from './theme';
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

describe( 'readableOn', () => {
	it.each( [
		[ '#2d87f1', '#ffffff' ],
		[ '#ffff00', '#1e1e1e' ],
		[ '#000', '#ffffff' ],
		[ 'not a colour', '#ffffff' ],
	] )( 'text on %s is %s', ( background, text ) => {
		expect( readableOn( background ) ).toBe( text );
	} );
} );

describe( 'fontUrl', () => {
	it( 'asks for the family and weight', () => {
		expect(
			fontUrl( 'https://fonts.example/css2', 'Open Sans', '700' )
		).toContain( 'family=Open+Sans' );
	} );
} );
