import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	delayMs,
	SHOW_EVENT,
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
			expect.any( Function ),
			undefined
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
		expect( add ).toHaveBeenCalledWith(
			'scroll',
			expect.any( Function ),
			expect.objectContaining( { passive: true } )
		);
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

describe( 'scroll: starts once the visitor has scrolled scroll_percent of the page', () => {
	// A 5000 px page in a 1000 px window scrolls 4000 px.
	it.each( [
		[ '75 % at 3000 px', 75, 0, [ 2999, 3000 ], 1 ],
		[ 'not yet 75 %', 75, 0, [ 2000, 2999 ], 0 ],
		[ '10 % at 400 px', 10, 0, [ 400 ], 1 ],
		[ '100 % at the very bottom', 100, 0, [ 3999 ], 0 ],
		[ '100 %, a fractional bottom counts', 100, 0, [ 3999.4 ], 1 ],
		[ 'already past on load', 75, 3500, [], 1 ],
		[ 'only once', 50, 0, [ 2500, 0, 3000 ], 1 ],
	] )( '%s', ( _name, percent, initialY, scrolls, starts ) => {
		setPage( 5000, initialY );
		const start = vi.fn();
		startWhen( 'scroll', opts( { scroll_percent: percent } ), start );
		scrolls.forEach( scrollTo );
		expect( start ).toHaveBeenCalledTimes( starts );
	} );
} );

describe( 'click: a click on an element matching click_selector, added before or after', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );
	function click( html: string, selector: string, target: string ) {
		const start = vi.fn();
		startWhen( 'click', opts( { click_selector: selector } ), start );
		// Added after the trigger was armed: the listener is delegated.
		document.body.innerHTML = html;
		document.querySelector< HTMLElement >( target )?.click();
		return start;
	}
	it.each( [
		[ 'the element', '<button id="b">Go</button>', '#b', '#b', 1 ],
		[
			'a child of the element',
			'<a class="help" href="#"><span id="s">?</span></a>',
			'.help',
			'#s',
			1,
		],
		[
			'another element',
			'<button id="b"></button><p id="p"></p>',
			'#b',
			'#p',
			0,
		],
		[
			'an invalid selector matches nothing',
			'<button id="b"></button>',
			'#b[',
			'#b',
			0,
		],
		[
			'an empty selector matches nothing',
			'<button id="b"></button>',
			'',
			'#b',
			0,
		],
	] )( '%s', ( _name, html, selector, target, starts ) => {
		expect( click( html, selector, target ) ).toHaveBeenCalledTimes(
			starts
		);
	} );

	it( "a page's stopPropagation() does not hide the click", () => {
		const start = vi.fn();
		startWhen( 'click', opts( { click_selector: '#b' } ), start );
		document.body.innerHTML = '<button id="b"></button>';
		const button = document.querySelector( '#b' ) as HTMLElement;
		button.addEventListener( 'click', ( e ) => e.stopPropagation() );
		button.click();
		button.click();
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'api: the page asks for this survey', () => {
	const ask = ( detail: unknown ) =>
		document.dispatchEvent( new CustomEvent( SHOW_EVENT, { detail } ) );
	it.each( [
		[ 'its id', { surveyId: 7 }, 1 ],
		[ 'its id as text', { surveyId: '7' }, 1 ],
		[ 'another survey', { surveyId: 8 }, 0 ],
		[ 'no detail', null, 0 ],
	] )( '%s', ( _name, detail, starts ) => {
		const start = vi.fn();
		startWhen( 'api', opts( { surveyId: 7 } ), start );
		ask( detail );
		ask( detail );
		expect( start ).toHaveBeenCalledTimes( starts );
	} );
	it( 'inline surveys start at once', () => {
		const start = vi.fn();
		startWhen( 'api', opts( { surveyId: 7, inline: true } ), start );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'before_abandon on touch devices (abandon_on_touch): a fast scroll up or the tab hidden', () => {
	function setHidden( hidden: boolean ) {
		Object.defineProperty( document, 'hidden', {
			configurable: true,
			value: hidden,
		} );
	}
	afterEach( () => setHidden( false ) );

	// Each step: [ ms to wait, scroll position ].
	it.each( [
		[
			'a flick up of 120 px within 250 ms',
			[
				[ 0, 3000 ],
				[ 100, 2880 ],
			],
			1,
		],
		[
			'a slow scroll up',
			[
				[ 0, 3000 ],
				[ 300, 2800 ],
			],
			0,
		],
		[
			'less than 120 px up',
			[
				[ 0, 3000 ],
				[ 50, 2900 ],
			],
			0,
		],
		[
			'scrolling down',
			[
				[ 0, 1000 ],
				[ 50, 2000 ],
			],
			0,
		],
		[
			'up in small steps, fast',
			[
				[ 0, 3000 ],
				[ 50, 2950 ],
				[ 50, 2900 ],
				[ 50, 2870 ],
			],
			1,
		],
	] as Array< [ string, Array< [ number, number ] >, number ] > )(
		'%s',
		( _name, steps, starts ) => {
			const start = vi.fn();
			startWhen(
				'before_abandon',
				opts( { device: 'mobile', abandon_on_touch: true } ),
				start
			);
			steps.forEach( ( [ ms, y ] ) => {
				vi.advanceTimersByTime( ms );
				scrollTo( y );
			} );
			expect( start ).toHaveBeenCalledTimes( starts );
		}
	);

	it( 'the tab hidden starts it, once', () => {
		const start = vi.fn();
		startWhen(
			'before_abandon',
			opts( { device: 'tablet', abandon_on_touch: true } ),
			start
		);
		setHidden( true );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		scrollTo( 3000 );
		vi.advanceTimersByTime( 10 );
		scrollTo( 0 );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		[ 'off: never on a phone', 'mobile', false ],
		[ 'a desktop keeps the mouse rule', 'desktop', true ],
	] as const )( '%s', ( _name, device, touch ) => {
		const start = vi.fn();
		startWhen(
			'before_abandon',
			opts( { device, abandon_on_touch: touch } ),
			start
		);
		setHidden( true );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		scrollTo( 3000 );
		vi.advanceTimersByTime( 10 );
		scrollTo( 0 );
		expect( start ).not.toHaveBeenCalled();
	} );
} );
