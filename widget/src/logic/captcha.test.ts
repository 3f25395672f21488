import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bootstrapFixture } from '../test-fixtures';
import type { WidgetBootstrap } from '../types';

type CaptchaToken = typeof import( './captcha' ).captchaToken;

const TURNSTILE: WidgetBootstrap[ 'captcha' ] = {
	provider: 'turnstile',
	site_key: '0x4AAAAAAAsitekey',
	script: 'https://challenges.example/turnstile/api.js?render=explicit',
};
const RECAPTCHA: WidgetBootstrap[ 'captcha' ] = {
	provider: 'recaptcha',
	site_key: '6LcSiteKey',
	script: 'https://recaptcha.example/api.js?render=6LcSiteKey',
};

/** The module afresh: its once-per-page script is per test. */
async function load(): Promise< CaptchaToken > {
	vi.resetModules();
	return ( await import( './captcha' ) ).captchaToken;
}

const scripts = () =>
	Array.from( document.querySelectorAll( 'script' ) ).map(
		( script ) => script.src
	);

/**
 * The provider's script "arrives": its global appears, then its load event fires.
 *
 * @param global The provider's global (turnstile, grecaptcha).
 * @param api    Its stand-in.
 */
function arrive( global: string, api: unknown ) {
	( window as unknown as Record< string, unknown > )[ global ] = api;
	document.querySelector( 'script' )?.dispatchEvent( new Event( 'load' ) );
}

beforeEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
} );

afterEach( () => {
	delete ( window as unknown as Record< string, unknown > ).turnstile;
	delete ( window as unknown as Record< string, unknown > ).grecaptcha;
} );

describe( 'spam protection tokens', () => {
	it( 'without a provider nothing is loaded and no token is made', async () => {
		const captchaToken = await load();
		expect( await captchaToken( bootstrapFixture(), window ) ).toBe(
			undefined
		);
		expect( scripts() ).toEqual( [] );
	} );

	it( 'Turnstile: the script is loaded once, from the configured address, and renders for a token', async () => {
		const captchaToken = await load();
		const render = vi.fn(
			(
				box: HTMLElement,
				options: { sitekey: string; callback: ( t: string ) => void }
			) => {
				expect( box.isConnected ).toBe( true );
				options.callback( `token-${ render.mock.calls.length }` );
			}
		);
		const bootstrap = bootstrapFixture( {
			captcha: TURNSTILE,
			csp_nonce: 'n0nce',
		} );
		const first = captchaToken( bootstrap, window );
		expect( scripts() ).toEqual( [ TURNSTILE?.script ] );
		expect( document.querySelector( 'script' )?.nonce ).toBe( 'n0nce' );
		arrive( 'turnstile', { render } );
		expect( await first ).toBe( 'token-1' );
		expect( render.mock.calls[ 0 ][ 1 ].sitekey ).toBe(
			'0x4AAAAAAAsitekey'
		);
		expect( document.body.children ).toHaveLength( 0 );

		expect( await captchaToken( bootstrap, window ) ).toBe( 'token-2' );
		expect( scripts() ).toHaveLength( 1 );
	} );

	it( 'Turnstile: a challenge that fails gives no token', async () => {
		const captchaToken = await load();
		const token = captchaToken(
			bootstrapFixture( { captcha: TURNSTILE } ),
			window
		);
		arrive( 'turnstile', {
			render: (
				_box: HTMLElement,
				options: { 'error-callback': ( code: string ) => void }
			) => options[ 'error-callback' ]( '110100' ),
		} );
		expect( await token ).toBe( '' );
	} );

	it( 'reCAPTCHA v3: executes for the submit action with the site key', async () => {
		const captchaToken = await load();
		const execute = vi.fn( () => Promise.resolve( 'recaptcha-token' ) );
		const token = captchaToken(
			bootstrapFixture( { captcha: RECAPTCHA } ),
			window
		);
		expect( scripts() ).toEqual( [ RECAPTCHA?.script ] );
		arrive( 'grecaptcha', {
			ready: ( callback: () => void ) => callback(),
			execute,
		} );
		expect( await token ).toBe( 'recaptcha-token' );
		expect( execute ).toHaveBeenCalledWith( '6LcSiteKey', {
			action: 'submit',
		} );
	} );

	it( 'a script that cannot be loaded gives no token', async () => {
		const captchaToken = await load();
		const token = captchaToken(
			bootstrapFixture( { captcha: RECAPTCHA } ),
			window
		);
		document
			.querySelector( 'script' )
			?.dispatchEvent( new Event( 'error' ) );
		expect( await token ).toBe( '' );
	} );
} );
