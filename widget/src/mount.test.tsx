import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { act } from 'preact/test-utils';

import { HOST_ID, mount as mountNow } from './mount';
import type { WidgetBootstrap } from './types';
import {
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from './test-fixtures';

// Webpack bundles widget.css as text (asset/source); Vitest empties CSS imports, so the test
// hands mount() a known stylesheet and checks that exactly that text reaches the shadow root.
const { TEST_CSS } = vi.hoisted( () => ( {
	TEST_CSS: ':host { all: initial; } .uf-widget { color: red; }',
} ) );
vi.mock( './widget.css', () => ( { default: TEST_CSS } ) );

const fetchMock = vi.fn( () =>
	Promise.resolve( new Response( '{}', { status: 200 } ) )
);

/**
 * Mounts, lets effects run and passes the 100 ms open-state lookup.
 * @param bootstrap The page's widget data.
 * @param win       The window to read and mount into.
 */
function mount( bootstrap: WidgetBootstrap, win: Window ) {
	let root: ShadowRoot | null = null;
	act( () => {
		root = mountNow( bootstrap, win );
	} );
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
	return root as ShadowRoot | null;
}

beforeEach( () => {
	vi.useFakeTimers();
	vi.stubGlobal( 'fetch', fetchMock );
	fetchMock.mockClear();
} );

afterEach( () => {
	document.getElementById( HOST_ID )?.remove();
	document.body.innerHTML = '';
	clearCookies( document );
	vi.unstubAllGlobals();
	vi.useRealTimers();
} );

function styleText( root: ShadowRoot ): string {
	const adopted = ( root.adoptedStyleSheets ?? [] )
		.flatMap( ( sheet ) => Array.from( sheet.cssRules ) )
		.map( ( rule ) => rule.cssText )
		.join( ' ' );
	return adopted || root.querySelector( 'style' )?.textContent || '';
}

const textSurvey = ( id: number ) =>
	surveyFixture( id, [ question( 'a', 'text' ) ] );

describe( 'mount', () => {
	it( 'adds one host at the end of body with an open shadow root holding the CSS and the floating widget', () => {
		document.body.appendChild( document.createElement( 'p' ) );

		const root = mount(
			bootstrapFixture( { surveys: [ textSurvey( 1 ) ] } ),
			window
		);

		const hosts = document.querySelectorAll( `#${ HOST_ID }` );
		expect( hosts ).toHaveLength( 1 );
		expect( document.body.lastElementChild ).toBe( hosts[ 0 ] );
		expect( root?.mode ).toBe( 'open' );
		expect( styleText( root! ) ).toContain( 'uf-widget' );
		// The style lives in the shadow root only, not in the page.
		expect( document.head.querySelector( 'style' ) ).toBeNull();
		expect(
			root?.querySelector( '.uf-widget.uf-floating' )
		).not.toBeNull();
		// Nothing leaks into the light DOM.
		expect( document.querySelector( '.uf-widget' ) ).toBeNull();
	} );

	it( 'shows only the first eligible floating survey and counts its impression', () => {
		const phones = textSurvey( 1 );
		phones.settings.targeting.devices = [ 'mobile' ];
		const root = mount(
			bootstrapFixture( { surveys: [ phones, textSurvey( 2 ) ] } ),
			window
		);

		// Survey 1 is for phones (this is a desktop): survey 2 is the first eligible one.
		expect(
			root?.querySelector( '.uf-panel' )?.getAttribute( 'aria-label' )
		).toBe( 'Survey 2' );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ] ) ).toContain(
			'surveys/2/impression?nonce=token-2'
		);
	} );

	it( 'returns the existing shadow root on a second call', () => {
		const first = mount(
			bootstrapFixture( { surveys: [ textSurvey( 1 ) ] } ),
			window
		);
		const second = mount(
			bootstrapFixture( { surveys: [ textSurvey( 3 ) ] } ),
			window
		);

		expect( second ).toBe( first );
		expect( document.querySelectorAll( `#${ HOST_ID }` ) ).toHaveLength(
			1
		);
	} );

	it( 'adds nothing when no survey is eligible', () => {
		const before = document.body.innerHTML;

		expect( mount( bootstrapFixture(), window ) ).toBeNull();

		expect( document.getElementById( HOST_ID ) ).toBeNull();
		expect( document.body.innerHTML ).toBe( before );
	} );

	it( 'renders each inline survey into every placeholder for it, with no toggle or Close', () => {
		document.body.innerHTML =
			'<div class="userfeedback-inline" data-survey-id="5"></div>' +
			'<p>text</p>' +
			'<div class="userfeedback-inline" data-survey-id="5"></div>' +
			'<div class="userfeedback-inline" data-survey-id="9"></div>';

		const root = mount(
			bootstrapFixture( { inline: [ textSurvey( 5 ) ] } ),
			window
		);

		expect( root ).toBeNull();
		const placeholders = document.querySelectorAll< HTMLElement >(
			'.userfeedback-inline'
		);
		for ( const el of [ placeholders[ 0 ], placeholders[ 1 ] ] ) {
			expect(
				el.shadowRoot?.querySelector( '.uf-inline .uf-panel' )
			).not.toBeNull();
			expect( el.shadowRoot?.querySelector( '.uf-toggle' ) ).toBeNull();
			expect( el.shadowRoot?.querySelector( '.uf-min' ) ).toBeNull();
		}
		// No survey 9 in the bootstrap: its placeholder stays empty.
		expect( placeholders[ 2 ].shadowRoot ).toBeNull();
		// One impression per page view, however many placeholders.
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'puts the CSP nonce on a fallback style element', () => {
		vi.stubGlobal( 'CSSStyleSheet', undefined );

		const root = mount(
			bootstrapFixture( {
				surveys: [ textSurvey( 1 ) ],
				csp_nonce: 'abc123',
			} ),
			window
		);

		expect( root?.querySelector( 'style' )?.getAttribute( 'nonce' ) ).toBe(
			'abc123'
		);
	} );
} );

describe( 'display rules across page views (issue 23)', () => {
	/**
	 * One page view: mounts, then leaves the page (the cookies stay).
	 * @param bootstrap
	 */
	function pageView( bootstrap: WidgetBootstrap ): number | null {
		const root = mount( bootstrap, window );
		const id = root?.querySelector( '.uf-panel' )?.id ?? null;
		document.getElementById( HOST_ID )?.remove();
		document.body.innerHTML = '';
		return id === null ? null : Number( id.replace( 'uf-panel-', '' ) );
	}
	const withBehavior = (
		id: number,
		behavior: Partial<
			ReturnType< typeof textSurvey >[ 'settings' ][ 'behavior' ]
		>
	) => {
		const s = textSurvey( id );
		s.settings.behavior = { ...s.settings.behavior, ...behavior };
		return s;
	};

	it( 'cooldown: the survey shown keeps the others off the next pages for the days; ignore_cooldown and the same survey still show', () => {
		const a = textSurvey( 1 );
		const b = textSurvey( 2 );
		const days = { cooldown_days: 7 };
		expect(
			pageView( bootstrapFixture( { ...days, surveys: [ a, b ] } ) )
		).toBe( 1 );
		expect(
			pageView( bootstrapFixture( { ...days, surveys: [ b ] } ) )
		).toBeNull();
		expect(
			pageView( bootstrapFixture( { ...days, surveys: [ b, a ] } ) )
		).toBe( 1 );
		expect(
			pageView(
				bootstrapFixture( {
					...days,
					surveys: [ withBehavior( 2, { ignore_cooldown: true } ) ],
				} )
			)
		).toBe( 2 );
		// Survey 2 was shown last: now survey 1 waits.
		expect(
			pageView( bootstrapFixture( { ...days, surveys: [ a ] } ) )
		).toBeNull();
		// Eight days later it is over.
		vi.setSystemTime( Date.now() + 8 * 864e5 );
		expect(
			pageView( bootstrapFixture( { ...days, surveys: [ a ] } ) )
		).toBe( 1 );
	} );

	it( 'no cooldown without days: nothing remembered', () => {
		expect(
			pageView( bootstrapFixture( { surveys: [ textSurvey( 1 ) ] } ) )
		).toBe( 1 );
		expect( document.cookie ).not.toContain( 'userfeedback_cooldown' );
		expect(
			pageView( bootstrapFixture( { surveys: [ textSurvey( 2 ) ] } ) )
		).toBe( 2 );
	} );

	it( 'a survey kept off by the cooldown passes the page to the next one in order', () => {
		const days = { cooldown_days: 1 };
		expect(
			pageView(
				bootstrapFixture( { ...days, surveys: [ textSurvey( 1 ) ] } )
			)
		).toBe( 1 );
		expect(
			pageView(
				bootstrapFixture( {
					...days,
					surveys: [
						textSurvey( 2 ),
						withBehavior( 3, { ignore_cooldown: true } ),
					],
				} )
			)
		).toBe( 3 );
	} );

	it( 'sampling: drawn once per visitor and survey, remembered across pages and percentages', () => {
		const values = [ 4000000037 ]; // % 100 = 37
		vi.stubGlobal( 'crypto', {
			getRandomValues: ( arr: Uint32Array ) => {
				arr[ 0 ] = values.shift() ?? 0;
				return arr;
			},
		} );
		const at = ( percent: number ) =>
			pageView(
				bootstrapFixture( {
					surveys: [ withBehavior( 4, { sample_percent: percent } ) ],
				} )
			);
		expect( at( 37 ) ).toBeNull();
		expect( document.cookie ).toContain( 'userfeedback-4-sample=37' );
		expect( at( 37 ) ).toBeNull();
		expect( at( 1 ) ).toBeNull();
		expect( at( 38 ) ).toBe( 4 );
		expect( at( 100 ) ).toBe( 4 );
		expect( values ).toEqual( [] );
	} );

	it( 'a survey shown to everyone draws nothing', () => {
		expect(
			pageView( bootstrapFixture( { surveys: [ textSurvey( 5 ) ] } ) )
		).toBe( 5 );
		expect( document.cookie ).not.toContain( '-sample' );
	} );
} );
