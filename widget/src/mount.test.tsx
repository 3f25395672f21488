import { afterEach, describe, expect, it, vi } from 'vitest';

import { HOST_ID, mount } from './mount';
import type { WidgetBootstrap } from './types';

// Webpack bundles widget.css as text (asset/source); Vitest empties every CSS import, so the
// test hands mount() a known stylesheet and checks that exactly that text is injected.
const { TEST_CSS } = vi.hoisted( () => ( {
	TEST_CSS:
		':host { all: initial; } .uf-widget { --uf-widget-color: #ffffff; }',
} ) );
vi.mock( './widget.css', () => ( { default: TEST_CSS } ) );

function bootstrap(
	overrides: Partial< WidgetBootstrap > = {}
): WidgetBootstrap {
	return {
		is_pro: false,
		is_licensed: false,
		license_type: 'lite',
		addons: {
			'question-types': false,
			targeting: false,
			branding: false,
			behavior: false,
			templates: false,
		},
		plugin_version: '0.1.0',
		rest_url: 'https://example.test/wp-json/userfeedback/v1/',
		survey_ids: [ 1, 2 ],
		...overrides,
	};
}

afterEach( () => {
	document.getElementById( HOST_ID )?.remove();
} );

describe( 'mount', () => {
	it( 'adds one host at the end of body with an open shadow root holding the CSS and the widget', () => {
		const existing = document.createElement( 'p' );
		document.body.appendChild( existing );

		const root = mount( bootstrap(), document );

		const hosts = document.querySelectorAll( `#${ HOST_ID }` );
		expect( hosts ).toHaveLength( 1 );
		const host = hosts[ 0 ] as HTMLElement;
		expect( document.body.lastElementChild ).toBe( host );
		expect( root ).not.toBeNull();
		expect( host.shadowRoot ).toBe( root );
		expect( root?.mode ).toBe( 'open' );

		const style = root?.querySelector( 'style' );
		expect( style?.textContent ).toBe( TEST_CSS );
		// The style lives in the shadow root only, not in the page.
		expect( document.head.querySelector( 'style' ) ).toBeNull();

		const widget = root?.querySelector< HTMLElement >( '.uf-widget' );
		expect( widget ).not.toBeNull();
		expect( widget?.dataset.surveys ).toBe( '1,2' );
		// No visible stub for visitors.
		expect( widget?.hidden ).toBe( true );
		expect( widget?.textContent ).toBe( '' );
		// Nothing leaks into the light DOM.
		expect( document.querySelector( '.uf-widget' ) ).toBeNull();
		expect( host.childNodes ).toHaveLength( 0 );

		existing.remove();
	} );

	it( 'returns the existing shadow root on a second call', () => {
		const first = mount( bootstrap(), document );
		const second = mount( bootstrap( { survey_ids: [ 3 ] } ), document );

		expect( second ).toBe( first );
		expect( document.querySelectorAll( `#${ HOST_ID }` ) ).toHaveLength(
			1
		);
		expect( first?.querySelectorAll( 'style' ) ).toHaveLength( 1 );
		expect( first?.querySelectorAll( '.uf-widget' ) ).toHaveLength( 1 );
		expect(
			first?.querySelector< HTMLElement >( '.uf-widget' )?.dataset.surveys
		).toBe( '1,2' );
	} );

	it( 'returns null and adds nothing when there are no survey ids', () => {
		const before = document.body.innerHTML;

		expect( mount( bootstrap( { survey_ids: [] } ), document ) ).toBeNull();

		expect( document.getElementById( HOST_ID ) ).toBeNull();
		expect( document.body.innerHTML ).toBe( before );
	} );
} );
