import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	delayMs,
	scrolledHalf,
	startWhen as realStartWhen,
	type StartOptions,
} from './timing';
import type { Timing } from '../types';

// Every trigger set up by a test is cleaned up after it, so no listener outlives its test.
const cleanups: Array< () => void > = [];
function startWhen( ...args: Parameters< typeof realStartWhen > ) {
	const stop = realStartWhen( ...args );
	cleanups.push( stop );
	return stop;
}

function opts( over: Partial< StartOptions > = {} ): StartOptions {
	return {
		delaySeconds: 20,
		inline: false,
		device: 'desktop',
		win: window,
		...over,
	};
}

function setPage( height: number, scrollY: number, innerHeight = 1000 ) {
	Object.defineProperty( document.documentElement, 'scrollHeight', {
		configurable: true,
		value: height,
	} );
	Object.defineProperty( window, 'innerHeight', {
		configurable: true,
		value: innerHeight,
	} );
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: scrollY,
	} );
}

function scrollTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: y,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

function moveTo( clientY: number ) {
	document.dispatchEvent( new MouseEvent( 'mousemove', { clientY } ) );
}

beforeEach( () => {
	vi.useFakeTimers();
	setPage( 5000, 0 );
} );

afterEach( () => {
	cleanups.splice( 0 ).forEach( ( stop ) => stop() );
	vi.useRealTimers();
} );

// Without the behavior add-on the server sends timing immediate (WidgetBootstrap::behavior()).
describe( 'Timing: when inline (or immediate, or unknown), the widget starts immediately', () => {
	it.each( [
		[ 'immediate', false ],
		[ 'delay', true ],
		[ 'before_abandon', true ],
		[ 'half_page', true ],
		[ 'something_new', false ],
	] as Array< [ Timing, boolean ] > )(
		'%s, inline %s: starts synchronously',
		( timing, inline ) => {
			const start = vi.fn();
			startWhen( timing, opts( { inline } ), start );
			expect( start ).toHaveBeenCalledTimes( 1 );
		}
	);
} );

describe( 'delay: start after timing_delay seconds (default 20; allowed 0 to 60)', () => {
	it.each( [
		[ 20, 20000 ],
		[ 0, 0 ],
		[ 5, 5000 ],
		[ 60, 60000 ],
	] )( '%s s → %s ms (the server keeps it to 0–60)', ( seconds, ms ) => {
		expect( delayMs( seconds ) ).toBe( ms );
		const start = vi.fn();
		startWhen( 'delay', opts( { delaySeconds: seconds } ), start );
		if ( ms > 0 ) {
			vi.advanceTimersByTime( ms - 1 );
			expect( start ).not.toHaveBeenCalled();
		}
		vi.advanceTimersByTime( 1 );
		expect( start ).toHaveBeenCalledTimes( 1 );
		vi.advanceTimersByTime( 120000 );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'the cleanup cancels a pending start', () => {
		const start = vi.fn();
		const stop = startWhen( 'delay', opts( { delaySeconds: 3 } ), start );
		stop();
		vi.advanceTimersByTime( 5000 );
		expect( start ).not.toHaveBeenCalled();
	} );
} );

describe( 'before_abandon: desktop only; the mouse moves within 150 px of the top coming from below', () => {
	it.each( [
		[ 'moving up into the zone', [ 400, 200, 150 ], 1 ],
		[ 'moving up inside the zone', [ 120, 80 ], 1 ],
		[ 'moving up, still below the zone', [ 600, 300, 151 ], 0 ],
		[ 'moving down through the zone', [ 10, 100, 150, 300 ], 0 ],
		[ 'the first position alone (no direction yet)', [ 20 ], 0 ],
		[ 'standing still in the zone', [ 100, 100 ], 0 ],
		[
			'only once, however often it happens',
			[ 400, 100, 400, 50, 300, 10 ],
			1,
		],
	] )( '%s: %j → %s start(s)', ( _name, ys, starts ) => {
		const start = vi.fn();
		startWhen( 'before_abandon', opts(), start );
		ys.forEach( moveTo );
		expect( start ).toHaveBeenCalledTimes( starts );
	} );

	it.each( [ 'tablet', 'mobile' ] as const )(
		'never starts on %s',
		( device ) => {
			const start = vi.fn();
			startWhen( 'before_abandon', opts( { device } ), start );
			[ 400, 100, 10 ].forEach( moveTo );
			vi.advanceTimersByTime( 120000 );
			expect( start ).not.toHaveBeenCalled();
		}
	);

	it( 'the cleanup removes the listener', () => {
		const start = vi.fn();
		const stop = startWhen( 'before_abandon', opts(), start );
		stop();
		[ 400, 100 ].forEach( moveTo );
		expect( start ).not.toHaveBeenCalled();
	} );

	it( 'removes its listener once started', () => {
		const remove = vi.spyOn( document, 'removeEventListener' );
		startWhen( 'before_abandon', opts(), vi.fn() );
		[ 400, 100 ].forEach( moveTo );
		expect( remove ).toHaveBeenCalledWith(
			'mousemove',
			expect.any( Function )
		);
		remove.mockRestore();
	} );
} );

describe( 'half_page: starts once the visitor has scrolled 50% of the page', () => {
	// A 5000 px page in a 1000 px window scrolls 4000 px: half is 2000.
	it.each( [
		[ 'half the scrollable distance', 5000, 0, [ 2000 ], 1 ],
		[ 'past half', 5000, 0, [ 500, 3900 ], 1 ],
		[ 'not yet half', 5000, 0, [ 500, 1999 ], 0 ],
		[ 'only once', 5000, 0, [ 2500, 100, 3000 ], 1 ],
		[
			'already past half on load (a restored scroll position)',
			5000,
			2500,
			[],
			1,
		],
		[ 'a page that cannot scroll is entirely in view', 800, 0, [], 1 ],
		[
			'a short page that scrolls still needs scrolling',
			1600,
			0,
			[ 200 ],
			0,
		],
		[ 'a short page, scrolled half', 1600, 0, [ 300 ], 1 ],
	] )( '%s', ( _name, height, initialY, scrolls, starts ) => {
		setPage( height, initialY );
		const start = vi.fn();
		startWhen( 'half_page', opts(), start );
		scrolls.forEach( scrollTo );
		expect( start ).toHaveBeenCalledTimes( starts );
	} );

	it( 'listens passively', () => {
		const add = vi.spyOn( window, 'addEventListener' );
		startWhen( 'half_page', opts(), vi.fn() );
		expect( add ).toHaveBeenCalledWith( 'scroll', expect.any( Function ), {
			passive: true,
		} );
		add.mockRestore();
	} );

	it( 'the cleanup removes the listener', () => {
		const start = vi.fn();
		const stop = startWhen( 'half_page', opts(), start );
		stop();
		scrollTo( 4000 );
		expect( start ).not.toHaveBeenCalled();
	} );

	it( 'scrolledHalf reads the window', () => {
		setPage( 3000, 1000 );
		expect( scrolledHalf( window ) ).toBe( true );
		setPage( 3000, 999 );
		expect( scrolledHalf( window ) ).toBe( false );
	} );
} );
