/**
 * The loader: what every page with a live survey runs (build/widget.js). It decides which
 * surveys this visitor gets on this page (eligible.ts over logic/) and arms the floating survey's
 * timing (logic/timing.ts); the renderer (renderer-entry.ts: Preact, the components, the
 * stylesheet) is fetched only when something is about to show — an inline survey at once, a
 * floating survey when its trigger fires — so a page view that shows nothing downloads only this
 * file.
 *
 * The renderer is a bundle of its own named with its content hash
 * (build/widget-renderer.[hash].js), which the build writes into this file
 * (`USERFEEDBACK_RENDERER`), so a cached page's loader always asks for the renderer it was built
 * with; it is found beside this script and loaded with the page's CSP nonce; a survey that waits
 * for its trigger has it prefetched (docs/decisions.md "Visitor widget: loader and renderer").
 */
import { attribute, listenForAttributes } from './attributes';
import { surveysToShow } from './eligible';
import { currentDevice } from './logic/device';
import { SHOW_EVENT, startWhen } from './logic/timing';
import { exposeMethod } from './public-api';
import type { WidgetBootstrap } from './types';

type Renderer = NonNullable< Window[ 'userfeedbackRenderer' ] >;

/**
 * The renderer's address: beside this script (read while it runs: CDN rewrites and moved plugin
 * folders need nothing from PHP).
 */
const here = ( document.currentScript as HTMLScriptElement | null )?.src;
export const RENDERER_URL = here
	? new URL( USERFEEDBACK_RENDERER, here ).href
	: USERFEEDBACK_RENDERER;

let renderer: Promise< Renderer > | undefined;

/**
 * The renderer, fetched and run once, when a survey is about to show: at high priority, since the
 * visitor is about to see it (a dynamic script is otherwise low and waits behind the page's
 * images; a survey that waits was prefetched, prefetchRenderer()). Rejects when the script cannot
 * load (a blocked request, a deploy between page and click): nothing shows, nothing breaks.
 *
 * @param win   The window.
 * @param nonce The page's CSP nonce, if any.
 */
export function loadRenderer(
	win: Window,
	nonce?: string
): Promise< Renderer > {
	return ( renderer ||= new Promise( ( resolve, reject ) => {
		const script = win.document.createElement( 'script' );
		if ( nonce ) {
			script.setAttribute( 'nonce', nonce );
		}
		script.setAttribute( 'fetchpriority', 'high' );
		script.src = RENDERER_URL;
		script.onerror = reject;
		script.onload = () => {
			const loaded = win.userfeedbackRenderer;
			if ( ! loaded ) {
				reject();
				return;
			}
			// The values the site's code set, kept here since before the renderer came.
			loaded.readAttributesFrom( attribute );
			resolve( loaded );
		};
		win.document.head.appendChild( script );
	} ) );
}

/**
 * Fetches the renderer at the browser's lowest priority, without running it, for a survey that
 * is eligible but waits for its trigger (a delay, the half-page scroll, exit intent): it is in
 * the cache when the trigger fires, and never competes with the page's own resources.
 *
 * @param doc   The page.
 * @param nonce The page's CSP nonce, if any.
 */
export function prefetchRenderer( doc: Document, nonce?: string ): void {
	const link = doc.createElement( 'link' );
	link.rel = 'prefetch';
	link.as = 'script';
	if ( nonce ) {
		link.nonce = nonce;
	}
	link.href = RENDERER_URL;
	doc.head.appendChild( link );
}

/**
 * Shows what this page view gets: every eligible inline survey now, the first eligible floating
 * survey when its timing says so. Settles when both are drawn (never, for a trigger that does not
 * fire); a renderer that cannot load (a deploy between page and click, a blocked request) shows
 * nothing and breaks nothing.
 *
 * @param bootstrap The page's widget data.
 * @param win       The window to read and mount into.
 */
export function start(
	bootstrap: WidgetBootstrap,
	win: Window = window
): Promise< unknown > {
	// The site's values for the hidden fields, kept from now on (before a survey shows).
	listenForAttributes( win );
	const { floating, inline } = surveysToShow( bootstrap, win );
	const nonce = bootstrap.csp_nonce;
	const shown: Array< Promise< unknown > > = [];
	if ( inline.length ) {
		shown.push(
			loadRenderer( win, nonce ).then( ( r ) =>
				r.mountInline( inline, bootstrap, win )
			)
		);
	}
	if ( floating ) {
		const behavior = floating.settings.behavior;
		const timing = behavior.timing;
		const device = currentDevice( win.navigator );
		let fired = false;
		shown.push(
			new Promise( ( resolve ) =>
				startWhen(
					timing,
					{
						...behavior,
						delaySeconds: behavior.timing_delay,
						inline: false,
						device,
						win,
						surveyId: floating.id,
					},
					() => {
						fired = true;
						const at = Date.now();
						resolve(
							loadRenderer( win, nonce ).then( ( r ) =>
								r.mountFloating( floating, bootstrap, win, at )
							)
						);
					}
				)
			)
		);
		// Exit intent that cannot fire on a touch device: nothing to fetch there.
		if (
			! fired &&
			( timing !== 'before_abandon' ||
				device === 'desktop' ||
				behavior.abandon_on_touch )
		) {
			prefetchRenderer( win.document, nonce );
		}
	}
	// The page's window.userfeedback.show( id ): the event an api survey waits for. Calls made
	// before the widget loaded were queued by the documented snippet and run now, after the
	// trigger is armed. Whether the survey may show was decided above: a call never shows one
	// this page view did not pick (another survey came first, cooldown, sampling, answered…).
	exposeMethod( win, 'show', ( surveyId ) => {
		win.document.dispatchEvent(
			new CustomEvent( SHOW_EVENT, { detail: { surveyId } } )
		);
	} );
	return Promise.all( shown ).catch( () => null );
}
