/**
 * The loader: what every page with a live survey runs (build/widget.js). It decides which
 * surveys this visitor gets on this page (eligible.ts over logic/) and arms the floating survey's
 * timing (logic/timing.ts); the renderer (renderer.tsx: Preact, the components, the stylesheet)
 * is fetched only when something is about to show — an inline survey at once, a floating survey
 * when its trigger fires — so a page view that shows nothing downloads only this file.
 *
 * The renderer is a webpack chunk named with its content hash (build/widget-renderer.[hash].js),
 * loaded by webpack's own chunk loading from the loader's folder with the page's CSP nonce: a
 * cached page's loader always asks for the renderer it was built with (docs/decisions.md
 * "Visitor widget: loader and renderer").
 */
import { surveysToShow } from './eligible';
import { currentDevice } from './logic/device';
import { startWhen } from './logic/timing';
import type { WidgetBootstrap } from './types';

type Renderer = typeof import( './renderer' );

let renderer: Promise< Renderer > | undefined;

/**
 * The renderer, fetched once. The first caller chooses the priority: `low` for a survey that is
 * eligible but waits for its trigger (a delay, the half-page scroll, exit intent), so it is
 * there when the trigger fires without competing with the page's own resources.
 *
 * @param nonce The page's CSP nonce, if any.
 * @param low   Fetch at low priority.
 */
export function loadRenderer(
	nonce?: string,
	low = false
): Promise< Renderer > {
	if ( nonce ) {
		// eslint-disable-next-line camelcase -- webpack's name (webpack.d.ts).
		__webpack_nonce__ = nonce;
	}
	if ( ! renderer ) {
		renderer = low
			? import(
					/* webpackChunkName: "widget-renderer", webpackFetchPriority: "low" */ './renderer'
				)
			: import( /* webpackChunkName: "widget-renderer" */ './renderer' );
	}
	return renderer;
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
	const { floating, inline } = surveysToShow( bootstrap, win );
	const nonce = bootstrap.csp_nonce;
	const shown: Array< Promise< unknown > > = [];
	if ( inline.length ) {
		shown.push(
			loadRenderer( nonce ).then( ( r ) =>
				r.mountInline( inline, bootstrap, win )
			)
		);
	}
	if ( floating ) {
		const { timing, timing_delay: delaySeconds } =
			floating.settings.behavior;
		const device = currentDevice( win.navigator );
		let fired = false;
		shown.push(
			new Promise( ( resolve ) =>
				startWhen(
					timing,
					{ delaySeconds, inline: false, device, win },
					() => {
						fired = true;
						const at = Date.now();
						resolve(
							loadRenderer( nonce ).then( ( r ) =>
								r.mountFloating( floating, bootstrap, win, at )
							)
						);
					}
				)
			)
		);
		// Exit intent never fires on a touch device: nothing to fetch there.
		if (
			! fired &&
			( timing !== 'before_abandon' || device === 'desktop' )
		) {
			loadRenderer( nonce, true ).catch( () => null );
		}
	}
	return Promise.all( shown ).catch( () => null );
}
