import {
	afterAll,
	afterEach,
	beforeAll,
	beforeEach,
	describe,
	expect,
	it,
	vi,
} from 'vitest';

import { fireEvent } from '@testing-library/preact';
import { act } from 'preact/test-utils';

import { start } from './loader';
import { HOST_ID } from './renderer';
import type { WidgetBootstrap } from './types';
import {
	addonsFixture,
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from './test-fixtures';
import { serveRendererScripts } from './test-renderer-script';

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
 * One page view through the loader (immediate timing: the renderer is fetched and mounted at
 * once), its effects run and the 100 ms open-state lookup passed.
 * @param bootstrap The page's widget data.
 * @param win       The window to read and mount into.
 * @return The floating survey's shadow root, if one is shown.
 */
async function mount( bootstrap: WidgetBootstrap, win: Window ) {
	await act( async () => {
		await start( bootstrap, win );
	} );
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
	return win.document.getElementById( HOST_ID )?.shadowRoot ?? null;
}

let stopServing: () => void;
beforeAll( () => ( stopServing = serveRendererScripts() ) );
afterAll( () => stopServing() );

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
	it( 'adds one host at the end of body with an open shadow root holding the CSS and the floating widget', async () => {
		document.body.appendChild( document.createElement( 'p' ) );

		const root = await mount(
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

	it( 'shows only the first eligible floating survey and counts its impression', async () => {
		const phones = textSurvey( 1 );
		phones.settings.targeting.devices = [ 'mobile' ];
		const root = await mount(
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

	it( 'returns the existing shadow root on a second call', async () => {
		const first = await mount(
			bootstrapFixture( { surveys: [ textSurvey( 1 ) ] } ),
			window
		);
		const second = await mount(
			bootstrapFixture( { surveys: [ textSurvey( 3 ) ] } ),
			window
		);

		expect( second ).toBe( first );
		expect( document.querySelectorAll( `#${ HOST_ID }` ) ).toHaveLength(
			1
		);
	} );

	it( 'adds nothing when no survey is eligible', async () => {
		const before = document.body.innerHTML;

		expect( await mount( bootstrapFixture(), window ) ).toBeNull();

		expect( document.getElementById( HOST_ID ) ).toBeNull();
		expect( document.body.innerHTML ).toBe( before );
	} );

	it( 'renders each inline survey into every placeholder for it, with no toggle or Close', async () => {
		document.body.innerHTML =
			'<div class="userfeedback-inline" data-survey-id="5"></div>' +
			'<p>text</p>' +
			'<div class="userfeedback-inline" data-survey-id="5"></div>' +
			'<div class="userfeedback-inline" data-survey-id="9"></div>';

		const root = await mount(
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

	it( 'puts the CSP nonce on a fallback style element', async () => {
		vi.stubGlobal( 'CSSStyleSheet', undefined );

		const root = await mount(
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

describe( 'loader: the renderer’s script', () => {
	// A loader of its own for each test: the renderer is fetched once per page view.
	async function freshLoader() {
		vi.resetModules();
		return import( './loader' );
	}
	const rendererScripts = () =>
		Array.from(
			document.head.querySelectorAll< HTMLScriptElement >(
				'script[src*="widget-renderer."]'
			)
		);
	beforeEach( () =>
		rendererScripts().forEach( ( script ) => script.remove() )
	);
	// No loader of these (one holds a failed fetch) outlives them in the shared module registry.
	afterAll( () => vi.resetModules() );

	it( 'adds one script, beside the loader, at high priority, with the page’s CSP nonce', async () => {
		const { loadRenderer } = await freshLoader();

		const first = loadRenderer( window, 'abc123' );
		const second = loadRenderer( window, 'abc123' );

		expect( second ).toBe( first );
		const scripts = rendererScripts();
		expect( scripts ).toHaveLength( 1 );
		// jsdom runs the tests without a current script: the name alone, relative to the page.
		expect( scripts[ 0 ].getAttribute( 'src' ) ).toBe(
			'widget-renderer.0123abcd.js'
		);
		expect( scripts[ 0 ].getAttribute( 'nonce' ) ).toBe( 'abc123' );
		expect( scripts[ 0 ].getAttribute( 'fetchpriority' ) ).toBe( 'high' );
		const renderer = await first;
		expect( renderer ).toBe( window.userfeedbackRenderer );
		expect( typeof renderer.mountFloating ).toBe( 'function' );
	} );

	it( 'hands the renderer the values the site’s code set before it came', async () => {
		const { loadRenderer } = await freshLoader();
		const { listenForAttributes } = await import( './attributes' );
		const { fieldValue } = await import( './hidden-fields' );
		const survey = {
			settings: {
				hidden_fields: [ { name: 'plan', source: 'js', key: 'plan' } ],
			},
		} as unknown as Parameters< typeof fieldValue >[ 0 ];
		listenForAttributes( window );
		(
			window as unknown as {
				userfeedback: { setAttributes: ( values: object ) => void };
			}
		 ).userfeedback.setAttributes( { plan: 'pro' } );

		await loadRenderer( window );

		expect( fieldValue( survey, 'plan' ) ).toBe( 'pro' );
		delete ( window as { userfeedback?: unknown } ).userfeedback;
	} );

	it( 'rejects, and shows nothing, when the script cannot load', async () => {
		const { loadRenderer } = await freshLoader();

		const loading = loadRenderer( window );
		rendererScripts()[ 0 ].dispatchEvent( new Event( 'error' ) );

		await expect( loading ).rejects.toBeInstanceOf( Event );
	} );
} );

describe( 'loader: the renderer only when a survey shows', () => {
	const delayed = ( id: number, timing: 'delay' | 'before_abandon' ) => {
		const s = textSurvey( id );
		s.settings.behavior = {
			...s.settings.behavior,
			timing,
			timing_delay: 20,
		};
		return s;
	};

	it( 'a delayed survey is drawn when its delay has passed, not before', async () => {
		let shown = false;
		void start(
			bootstrapFixture( { surveys: [ delayed( 1, 'delay' ) ] } ),
			window
		).then( () => ( shown = true ) );

		await act( async () => {
			await vi.advanceTimersByTimeAsync( 19_900 );
		} );
		expect( shown ).toBe( false );
		expect( document.getElementById( HOST_ID ) ).toBeNull();
		expect( fetchMock ).not.toHaveBeenCalled();
		// Eligible and waiting: the renderer is prefetched, not run.
		const prefetch = document.head.querySelector< HTMLLinkElement >(
			'link[rel="prefetch"]'
		);
		// The renderer's own file, named by the build (beside the loader in a browser).
		expect( prefetch?.getAttribute( 'href' ) ).toBe(
			'widget-renderer.0123abcd.js'
		);
		prefetch?.remove();

		await act( async () => {
			await vi.advanceTimersByTimeAsync( 100 );
		} );
		expect( shown ).toBe( true );
		// The open state is looked up 100 ms after it starts.
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 500 );
		} );
		expect(
			document
				.getElementById( HOST_ID )
				?.shadowRoot?.querySelector( '.uf-panel' )
		).not.toBeNull();
		// Its impression counts when it shows.
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'exit intent on a touch device never shows', async () => {
		vi.stubGlobal( 'navigator', {
			...navigator,
			userAgent:
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
		} );
		const survey = delayed( 2, 'before_abandon' );
		survey.settings.targeting.devices = [ 'mobile' ];

		void start(
			bootstrapFixture( {
				surveys: [ survey ],
				addons: addonsFixture( { targeting: true } ),
			} ),
			window
		);
		document.dispatchEvent(
			new MouseEvent( 'mousemove', { clientY: 400 } )
		);
		document.dispatchEvent(
			new MouseEvent( 'mousemove', { clientY: 10 } )
		);
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 1000 );
		} );

		expect( document.getElementById( HOST_ID ) ).toBeNull();
		// Nothing to fetch for a trigger that cannot fire.
		expect(
			document.head.querySelector( 'link[rel="prefetch"]' )
		).toBeNull();
	} );
} );

describe( 'display rules across page views', () => {
	/**
	 * One page view: mounts, then leaves the page (the cookies stay).
	 * @param bootstrap
	 */
	async function pageView(
		bootstrap: WidgetBootstrap
	): Promise< number | null > {
		const root = await mount( bootstrap, window );
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

	it( 'cooldown: the survey shown keeps the others off the next pages for the days; ignore_cooldown and the same survey still show', async () => {
		const a = textSurvey( 1 );
		const b = textSurvey( 2 );
		const days = { cooldown_days: 7 };
		expect(
			await pageView( bootstrapFixture( { ...days, surveys: [ a, b ] } ) )
		).toBe( 1 );
		expect(
			await pageView( bootstrapFixture( { ...days, surveys: [ b ] } ) )
		).toBeNull();
		expect(
			await pageView( bootstrapFixture( { ...days, surveys: [ b, a ] } ) )
		).toBe( 1 );
		expect(
			await pageView(
				bootstrapFixture( {
					...days,
					surveys: [ withBehavior( 2, { ignore_cooldown: true } ) ],
				} )
			)
		).toBe( 2 );
		// Survey 2 was shown last: now survey 1 waits.
		expect(
			await pageView( bootstrapFixture( { ...days, surveys: [ a ] } ) )
		).toBeNull();
		// Eight days later it is over.
		vi.setSystemTime( Date.now() + 8 * 864e5 );
		expect(
			await pageView( bootstrapFixture( { ...days, surveys: [ a ] } ) )
		).toBe( 1 );
	} );

	it( 'no cooldown without days: nothing remembered', async () => {
		expect(
			await pageView(
				bootstrapFixture( { surveys: [ textSurvey( 1 ) ] } )
			)
		).toBe( 1 );
		expect( document.cookie ).not.toContain( 'userfeedback_cooldown' );
		expect(
			await pageView(
				bootstrapFixture( { surveys: [ textSurvey( 2 ) ] } )
			)
		).toBe( 2 );
	} );

	it( 'a survey kept off by the cooldown passes the page to the next one in order', async () => {
		const days = { cooldown_days: 1 };
		expect(
			await pageView(
				bootstrapFixture( { ...days, surveys: [ textSurvey( 1 ) ] } )
			)
		).toBe( 1 );
		expect(
			await pageView(
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

	it( 'sampling: drawn once per visitor and survey, remembered across pages and percentages', async () => {
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
		expect( await at( 37 ) ).toBeNull();
		expect( document.cookie ).toContain( 'userfeedback-4-sample=37' );
		expect( await at( 37 ) ).toBeNull();
		expect( await at( 1 ) ).toBeNull();
		expect( await at( 38 ) ).toBe( 4 );
		expect( await at( 100 ) ).toBe( 4 );
		expect( values ).toEqual( [] );
	} );

	it( 'a survey shown to everyone draws nothing', async () => {
		expect(
			await pageView(
				bootstrapFixture( { surveys: [ textSurvey( 5 ) ] } )
			)
		).toBe( 5 );
		expect( document.cookie ).not.toContain( '-sample' );
	} );
} );

describe( 'one survey at a time', () => {
	const placeholder = ( id: number ) =>
		`<div class="userfeedback-inline" data-survey-id="${ id }"></div>`;
	const inlineRoot = () =>
		document.querySelector< HTMLElement >( '.userfeedback-inline' )
			?.shadowRoot ?? null;

	it( 'an eligible inline survey keeps the floating one off the page: not drawn, sampled, prefetched or cooling down', async () => {
		document.body.innerHTML = placeholder( 5 );
		const floating = textSurvey( 1 );
		floating.settings.behavior = {
			...floating.settings.behavior,
			sample_percent: 50,
		};
		const waiting = textSurvey( 2 );
		waiting.settings.behavior = {
			...waiting.settings.behavior,
			timing: 'delay',
		};
		const info = vi.spyOn( console, 'info' ).mockImplementation( () => {} );

		const root = await mount(
			bootstrapFixture( {
				surveys: [ floating, waiting ],
				inline: [ textSurvey( 5 ) ],
				cooldown_days: 7,
				debug: true,
			} ),
			window
		);

		expect( root ).toBeNull();
		expect( document.getElementById( HOST_ID ) ).toBeNull();
		expect( inlineRoot()?.querySelector( '.uf-panel' ) ).not.toBeNull();
		// One impression: the inline survey's.
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ] ) ).toContain(
			'surveys/5/impression'
		);
		expect( document.cookie ).not.toContain( '-sample' );
		expect( document.cookie ).not.toContain( 'userfeedback_cooldown' );
		expect(
			document.head.querySelector( 'link[rel="prefetch"]' )
		).toBeNull();
		// Why, for an admin under WP_DEBUG.
		expect( info ).toHaveBeenCalledWith(
			'UserFeedback: surveys not shown',
			{
				1: 'A survey in the content is shown',
				2: 'A survey in the content is shown',
			}
		);
		info.mockRestore();
	} );

	it( 'an inline survey that is not shown (answered) leaves the page to the floating one', async () => {
		document.body.innerHTML = placeholder( 5 );
		document.cookie = `userfeedback-5=${ encodeURIComponent(
			'{"submitted":true}'
		) }; path=/`;

		const root = await mount(
			bootstrapFixture( {
				surveys: [ textSurvey( 1 ) ],
				inline: [ textSurvey( 5 ) ],
			} ),
			window
		);

		expect(
			root?.querySelector( '.uf-panel' )?.getAttribute( 'aria-label' )
		).toBe( 'Survey 1' );
		expect( inlineRoot() ).toBeNull();
	} );
} );

describe( 'the pause after a response across page views', () => {
	const repeated = ( id: number ) => {
		const s = textSurvey( id );
		s.settings.behavior = {
			...s.settings.behavior,
			display_length: 'repeatedly',
		};
		return s;
	};
	const shownOn = async ( bootstrap: WidgetBootstrap ) => {
		const root = await mount( bootstrap, window );
		const label =
			root?.querySelector( '.uf-panel' )?.getAttribute( 'aria-label' ) ??
			null;
		return { root, label };
	};
	const leave = () => {
		document.getElementById( HOST_ID )?.remove();
		document.body.innerHTML = '';
	};

	it( 'after the visitor finished survey 1, no other floating survey for the minutes set; survey 1 itself and inline surveys still show', async () => {
		const pause = { pause_minutes: 30 };
		const first = await shownOn(
			bootstrapFixture( { ...pause, surveys: [ repeated( 1 ) ] } )
		);
		fireEvent.input( first.root!.querySelector( 'input' )!, {
			target: { value: 'Fine' },
		} );
		await act( async () => {
			fireEvent.submit( first.root!.querySelector( 'form' )! );
			await vi.runAllTimersAsync();
		} );
		expect( first.root!.textContent ).toContain(
			'Thanks for your feedback!'
		);
		leave();

		expect(
			(
				await shownOn(
					bootstrapFixture( { ...pause, surveys: [ repeated( 2 ) ] } )
				)
			).label
		).toBeNull();
		expect(
			(
				await shownOn(
					bootstrapFixture( {
						...pause,
						surveys: [ repeated( 2 ), repeated( 1 ) ],
					} )
				)
			).label
		).toBe( 'Survey 1' );
		leave();
		document.body.innerHTML =
			'<div class="userfeedback-inline" data-survey-id="6"></div>';
		await mount(
			bootstrapFixture( { ...pause, inline: [ repeated( 6 ) ] } ),
			window
		);
		expect(
			document.querySelector( '.userfeedback-inline' )?.shadowRoot
		).not.toBeNull();
		leave();

		// 29 minutes on it still holds; at 30 it is over.
		vi.setSystemTime( Date.now() + 29 * 6e4 );
		expect(
			(
				await shownOn(
					bootstrapFixture( { ...pause, surveys: [ repeated( 2 ) ] } )
				)
			).label
		).toBeNull();
		vi.setSystemTime( Date.now() + 6e4 );
		expect(
			(
				await shownOn(
					bootstrapFixture( { ...pause, surveys: [ repeated( 2 ) ] } )
				)
			).label
		).toBe( 'Survey 2' );
	} );

	it( 'a shorter pause set later applies at once; 0 or a page cached before the setting hold nothing', async () => {
		document.cookie = `userfeedback_pause=${ encodeURIComponent(
			JSON.stringify( { id: 1, at: Date.now() - 10 * 6e4 } )
		) }; path=/`;
		const survey2 = ( extra: Partial< WidgetBootstrap > ) =>
			shownOn(
				bootstrapFixture( { ...extra, surveys: [ repeated( 2 ) ] } )
			);

		expect( ( await survey2( { pause_minutes: 30 } ) ).label ).toBeNull();
		expect( ( await survey2( { pause_minutes: 5 } ) ).label ).toBe(
			'Survey 2'
		);
		leave();
		expect( ( await survey2( { pause_minutes: 0 } ) ).label ).toBe(
			'Survey 2'
		);
		leave();
		expect( ( await survey2( {} ) ).label ).toBe( 'Survey 2' );
	} );
} );
