/**
 * The site's spam protection (bootstrap `captcha`, only when the site turned a provider on): a
 * token from Cloudflare Turnstile or Google reCAPTCHA v3 for the save that creates a response.
 * The provider's script is loaded from its own address when the first such save is about to go,
 * once per page, never before and never bundled; without `captcha` nothing is loaded or sent.
 * Turnstile renders in a corner of the page, where a Managed challenge can show its checkbox;
 * the Invisible mode shows nothing. Any failure gives no token: the server then refuses the save.
 */
import type { WidgetBootstrap } from '../types';

/* eslint-disable @typescript-eslint/no-explicit-any -- the providers' globals have no types here. */
let loaded: Promise< unknown > | undefined;

/**
 * A fresh token, or undefined with no provider ('' when none could be had).
 *
 * @param b   The bootstrap (its captcha and CSP nonce).
 * @param win The window.
 */
export function captchaToken(
	b: WidgetBootstrap,
	win: Window
): Promise< string | undefined > {
	const c = b.captcha;
	if ( ! c ) {
		return Promise.resolve( undefined );
	}
	const doc = win.document;
	const w = win as any;
	loaded ??= new Promise( ( onload, onerror ) => {
		const script = doc.createElement( 'script' );
		script.nonce = b.csp_nonce ?? '';
		doc.head.append(
			Object.assign( script, { src: c.script, onload, onerror } )
		);
	} );
	return loaded
		.then(
			() =>
				new Promise< string >( ( resolve ) => {
					if ( c.provider === 'recaptcha' ) {
						w.grecaptcha.ready( () =>
							w.grecaptcha
								.execute( c.site_key, { action: 'submit' } )
								.then( resolve, () => resolve( '' ) )
						);
						return;
					}
					const box = doc.createElement( 'div' );
					box.style.cssText =
						'position:fixed;bottom:8px;left:8px;z-index:2147483647';
					doc.body.append( box );
					const done = ( token = '' ) => {
						box.remove();
						resolve( token );
					};
					w.turnstile.render( box, {
						sitekey: c.site_key,
						callback: done,
						'error-callback': () => done(),
						// A challenge left unanswered gives up instead of holding the save forever.
						'timeout-callback': () => done(),
					} );
				} )
		)
		.catch( () => '' );
}
