/**
 * When a floating survey starts (visitor.md §4 "Timing", §9 constants).
 */
import type { Device, PageSurvey, Timing } from '../types';

/** "Exit-intent threshold 150 px from the top." */
export const ABANDON_THRESHOLD_PX = 150;
/**
 * Exit intent on a touch device (the spec's before_abandon with abandon_on_touch): the page
 * scrolled up by at least FAST_UP_PX within FAST_UP_MS (a flick back towards the address bar),
 * or the tab hidden (another tab or app, the home screen).
 */
export const FAST_UP_PX = 120;
export const FAST_UP_MS = 250;

/** The page event that asks for a survey (`detail: { surveyId }`); window.userfeedback.show() sends it. */
export const SHOW_EVENT = 'userfeedback:show';

type Triggers = Partial<
	Pick<
		PageSurvey[ 'settings' ][ 'behavior' ],
		'click_selector' | 'scroll_percent' | 'abandon_on_touch'
	>
>;

/**
 * The delay, inline or not, the device and the window; beyond the spec, the triggers' settings
 * as the survey's behaviour names them (click_selector, scroll_percent, abandon_on_touch) and,
 * for api, the survey's id, which the page's request must name.
 */
export interface StartOptions extends Triggers {
	delaySeconds: number;
	inline: boolean;
	device: Device;
	win: Window;
	surveyId?: number;
}

const noop = () => {};

/**
 * The delay in ms. "Delay timing in seconds (default 20; allowed 0 to 60)": the server sends a
 * whole number in that range (WidgetBootstrap::behavior()).
 *
 * @param seconds The survey's timing_delay.
 */
export function delayMs( seconds: number ): number {
	return seconds * 1000;
}

/**
 * Scrolled to a share of the page: the scroll position has covered that share of the scrollable
 * distance, as a scrollbar would show it. Measuring the viewport's bottom edge instead would
 * start most short pages with no scrolling at all. A page that cannot scroll is entirely in
 * view, so it counts. A fractional scroll position (zoom, high-density screens) is rounded up,
 * so 100 % is reached at the very bottom.
 *
 * @param win   The window.
 * @param share From 0 to 1.
 */
export function scrolledTo( win: Window, share: number ): boolean {
	const doc = win.document;
	const height = Math.max(
		doc.documentElement.scrollHeight,
		doc.body?.scrollHeight ?? 0
	);
	const scrollable = height - win.innerHeight;
	return scrollable <= 0 || Math.ceil( win.scrollY ) >= scrollable * share;
}

/**
 * Half the page (the spec's half_page).
 *
 * @param win The window.
 */
export function scrolledHalf( win: Window ): boolean {
	return scrolledTo( win, 0.5 );
}

/**
 * Calls `start` once, when the survey's timing says so; returns a cleanup that cancels a start
 * still pending. "Only with the behavior add-on active; without it, or when inline, the widget
 * starts immediately": the server sends immediate without the add-on (WidgetBootstrap); a survey
 * in the content starts at once here. Unknown timings start immediately too (the default).
 *
 * Beyond the spec: scroll (any share of the page), click (one delegated listener on the
 * document, in the capture phase, so elements the page adds later count too and the page's own
 * stopPropagation() cannot hide a click), api (the page's `userfeedback:show` event naming this
 * survey) and exit intent on touch devices when the survey asks for it.
 *
 * @param timing The survey's timing.
 * @param opts   The delay, inline or not, the device, the window and the triggers' settings.
 * @param start  Called at most once.
 * @return A cleanup that removes listeners and timers.
 */
export function startWhen(
	timing: Timing,
	opts: StartOptions,
	start: () => void
): () => void {
	const { win } = opts;
	const doc = win.document;
	const stops: Array< () => void > = [];
	const stop = () => stops.forEach( ( s ) => s() );
	// Listens until `fired` says so, then removes every listener of this survey and starts it.
	const on = (
		target: EventTarget,
		type: string,
		fired: ( e: Event ) => boolean | undefined,
		capture?: true
	) => {
		const handle = ( e: Event ) => {
			if ( fired( e ) ) {
				stop();
				start();
			}
		};
		target.addEventListener( type, handle, { capture, passive: true } );
		stops.push( () => target.removeEventListener( type, handle, capture ) );
	};
	if ( opts.inline ) {
		timing = 'immediate';
	}
	if ( timing === 'delay' ) {
		const id = win.setTimeout( start, delayMs( opts.delaySeconds ) );
		return () => win.clearTimeout( id );
	}
	if ( timing === 'before_abandon' ) {
		if ( opts.device === 'desktop' ) {
			let lastY: number | null = null;
			on( doc, 'mousemove', ( e ) => {
				// "Moves to within 150 px of the top of the viewport coming from below."
				const y = ( e as MouseEvent ).clientY;
				const up =
					lastY !== null && y < lastY && y <= ABANDON_THRESHOLD_PX;
				lastY = y;
				return up;
			} );
		} else if ( opts.abandon_on_touch ) {
			// A touch device has no pointer to leave with: a flick back up towards the address
			// bar, or the tab hidden (another tab or app, the home screen), whichever comes first.
			let y = win.scrollY;
			let t = Date.now();
			on( win, 'scroll', () => {
				const up = y - win.scrollY;
				const ms = Date.now() - t;
				// Scrolling down, or too slowly: measure from here.
				if ( up <= 0 || ms > FAST_UP_MS ) {
					y = win.scrollY;
					t = Date.now();
				}
				return up >= FAST_UP_PX && ms <= FAST_UP_MS;
			} );
			on( doc, 'visibilitychange', () => doc.hidden );
		}
		// "Desktop only" otherwise: the survey never starts there rather than at a moment that
		// means nothing.
		return stop;
	}
	if ( timing === 'half_page' || timing === 'scroll' ) {
		const share =
			timing === 'scroll' ? ( opts.scroll_percent as number ) / 100 : 0.5;
		// Checked at once too: a page reloaded mid-way keeps its scroll position.
		if ( scrolledTo( win, share ) ) {
			start();
		} else {
			on( win, 'scroll', () => scrolledTo( win, share ) );
		}
		return stop;
	}
	if ( timing === 'click' ) {
		on(
			doc,
			'click',
			( e ) => {
				// A selector the browser refuses (or none) matches nothing: a broken one must not
				// break the page.
				try {
					return !! ( e.target as Element ).closest(
						opts.click_selector as string
					);
				} catch {
					return false;
				}
			},
			true
		);
		return stop;
	}
	if ( timing === 'api' ) {
		on(
			doc,
			SHOW_EVENT,
			( e ) => +( e as CustomEvent ).detail?.surveyId === opts.surveyId
		);
		return stop;
	}
	start();
	return noop;
}
