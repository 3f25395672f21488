/**
 * When a floating survey starts (visitor.md §4 "Timing", §9 constants).
 */
import type { Device, Timing } from '../types';

/** "Exit-intent threshold 150 px from the top." */
export const ABANDON_THRESHOLD_PX = 150;
export interface StartOptions {
	delaySeconds: number;
	inline: boolean;
	device: Device;
	win: Window;
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
 * Half the page: the scroll position has covered half of the scrollable distance, as a scrollbar
 * would show 50%. Measuring the viewport's bottom edge instead would start most short pages
 * with no scrolling at all. A page that cannot scroll is entirely in view, so it counts.
 *
 * @param win The window.
 */
export function scrolledHalf( win: Window ): boolean {
	const doc = win.document;
	const height = Math.max(
		doc.documentElement.scrollHeight,
		doc.body?.scrollHeight ?? 0
	);
	const scrollable = height - win.innerHeight;
	return scrollable <= 0 || win.scrollY >= scrollable * 0.5;
}

/**
 * Calls `start` once, when the survey's timing says so; returns a cleanup that cancels a start
 * still pending. "Only with the behavior add-on active; without it, or when inline, the widget
 * starts immediately": the server sends immediate without the add-on (WidgetBootstrap); a survey
 * in the content starts at once here. Unknown timings start immediately too (the default).
 *
 * @param timing The survey's timing.
 * @param opts   The delay, inline or not, the device and the window.
 * @param start  Called at most once.
 * @return A cleanup that removes listeners and timers.
 */
export function startWhen(
	timing: Timing,
	opts: StartOptions,
	start: () => void
): () => void {
	const { win } = opts;
	if ( opts.inline ) {
		timing = 'immediate';
	}
	if ( timing === 'delay' ) {
		const id = win.setTimeout( start, delayMs( opts.delaySeconds ) );
		return () => win.clearTimeout( id );
	}
	if ( timing === 'before_abandon' ) {
		// "Desktop only": touch devices have no pointer to leave with, so the survey never starts
		// there rather than starting at a moment that means nothing.
		if ( opts.device !== 'desktop' ) {
			return noop;
		}
		let lastY: number | null = null;
		const onMove = ( e: MouseEvent ) => {
			// "Moves to within 150 px of the top of the viewport coming from below."
			if (
				lastY !== null &&
				e.clientY < lastY &&
				e.clientY <= ABANDON_THRESHOLD_PX
			) {
				stop();
				start();
			}
			lastY = e.clientY;
		};
		const stop = () =>
			win.document.removeEventListener( 'mousemove', onMove );
		win.document.addEventListener( 'mousemove', onMove, { passive: true } );
		return stop;
	}
	if ( timing === 'half_page' ) {
		// Checked at once too: a page reloaded mid-way keeps its scroll position.
		if ( scrolledHalf( win ) ) {
			start();
			return noop;
		}
		const onScroll = () => {
			if ( scrolledHalf( win ) ) {
				stop();
				start();
			}
		};
		const stop = () => win.removeEventListener( 'scroll', onScroll );
		win.addEventListener( 'scroll', onScroll, { passive: true } );
		return stop;
	}
	start();
	return noop;
}
