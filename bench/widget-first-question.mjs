#!/usr/bin/env node
/**
 * Time to the first question: from navigation start to the first question's heading of a floating
 * survey with immediate timing being visible, in headless Chromium, for two builds served side by
 * side (e.g. the build before the loader/renderer split and the one after), interleaved run by
 * run so both see the same machine. Each run is a new browser context: no cookies, an empty HTTP
 * cache (a first visit, "cold"); then the same page again in that context ("warm": what the
 * server's headers let the browser cache — PHP's built-in server sends none, so there the files
 * are fetched again). Prints the median and p90 of each, and what the page downloaded for
 * the widget on the cold run. Each figure is given twice: from navigation start (what the visitor
 * waits) and from the end of the HTML response (the widget's own part, without the server's
 * time to render the page, which varies more than the widget does on PHP's built-in server).
 *
 * The heading is watched from inside the page (an init script checks every animation frame), so
 * the figure is the page's own clock, not the test driver's polling.
 *
 * Usage: node bench/widget-first-question.mjs [--runs=N] [--latency=MS] NAME=URL [NAME=URL…]
 *   e.g. node bench/widget-first-question.mjs --runs=21 old=http://127.0.0.1:8906/ new=http://127.0.0.1:8905/
 * --latency adds that many ms to every request's round trip (Chromium's network emulation).
 * Loopback only; bounded: N runs per URL, 20 s per page at most.
 */
/* eslint-env browser */
/* eslint-disable no-console */
import { chromium } from '@playwright/test';

const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const arg = args.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return arg ? Number( arg.split( '=' )[ 1 ] ) : fallback;
};
const runs = option( 'runs', 15 );
const latency = option( 'latency', 0 );
const targets = args
	.filter( ( a ) => ! a.startsWith( '--' ) )
	.map( ( a ) => {
		const at = a.indexOf( '=' );
		return { name: a.slice( 0, at ), url: a.slice( at + 1 ) };
	} );
if ( ! targets.length ) {
	console.error(
		'usage: node bench/widget-first-question.mjs [--runs=N] [--latency=MS] NAME=URL [NAME=URL…]'
	);
	process.exit( 1 );
}
for ( const { url } of targets ) {
	const host = new URL( url ).hostname;
	if ( ! /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test( host ) ) {
		console.error( `loopback only: ${ url }` );
		process.exit( 1 );
	}
}

/** Runs in the page: records performance.now() when the first question's title is visible. */
function watchFirstQuestion() {
	const tick = () => {
		const title = document
			.getElementById( 'userfeedback-widget-root' )
			?.shadowRoot?.querySelector( '.uf-title' );
		const box = title?.getBoundingClientRect();
		if (
			box &&
			box.width > 0 &&
			box.height > 0 &&
			getComputedStyle( title ).visibility !== 'hidden'
		) {
			window.__ufFirstQuestion = performance.now();
			return;
		}
		requestAnimationFrame( tick );
	};
	requestAnimationFrame( tick );
}

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
} );

/**
 * One page view: ms from navigation start to the visible first question.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string}                          url
 */
async function firstQuestion( page, url ) {
	await page.goto( url, { waitUntil: 'commit', timeout: 20000 } );
	await page.waitForFunction( () => window.__ufFirstQuestion, null, {
		timeout: 20000,
		polling: 100,
	} );
	return page.evaluate( () => ( {
		total: window.__ufFirstQuestion,
		afterHtml:
			window.__ufFirstQuestion -
			performance.getEntriesByType( 'navigation' )[ 0 ].responseEnd,
	} ) );
}

const results = Object.fromEntries(
	targets.map( ( t ) => [
		t.name,
		{ cold: [], warm: [], coldAfter: [], warmAfter: [] },
	] )
);
for ( let run = 0; run < runs; run++ ) {
	// Alternate the order, so neither build always goes first.
	const order = run % 2 ? [ ...targets ].reverse() : targets;
	for ( const { name, url } of order ) {
		const context = await browser.newContext();
		const page = await context.newPage();
		if ( latency ) {
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Network.emulateNetworkConditions', {
				offline: false,
				latency,
				downloadThroughput: -1,
				uploadThroughput: -1,
			} );
		}
		await page.addInitScript( watchFirstQuestion );
		const widgetFiles = new Map();
		page.on( 'requestfinished', async ( request ) => {
			const path = new URL( request.url() ).pathname;
			if ( /\/build\/widget[^/]*\.js$/.test( path ) ) {
				const sizes = await request.sizes().catch( () => null );
				widgetFiles.set(
					path.split( '/' ).pop(),
					sizes?.responseBodySize ?? 0
				);
			}
		} );
		const cold = await firstQuestion( page, url );
		results[ name ].files ??= widgetFiles;
		const warm = await firstQuestion( page, url );
		results[ name ].cold.push( cold.total );
		results[ name ].coldAfter.push( cold.afterHtml );
		results[ name ].warm.push( warm.total );
		results[ name ].warmAfter.push( warm.afterHtml );
		await context.close();
	}
}
await browser.close();

const sorted = ( values ) => [ ...values ].sort( ( a, b ) => a - b );
const quantile = ( values, q ) =>
	sorted( values )[
		Math.min( values.length - 1, Math.floor( q * values.length ) )
	];
const median = ( values ) => {
	const s = sorted( values );
	const mid = Math.floor( s.length / 2 );
	return s.length % 2 ? s[ mid ] : ( s[ mid - 1 ] + s[ mid ] ) / 2;
};
const ms = ( n ) => `${ n.toFixed( 0 ) } ms`;
const figure = ( values ) =>
	`${ ms( median( values ) ) } / ${ ms( quantile( values, 0.9 ) ) }`;
console.log(
	`time to first question, ${ runs } runs each${
		latency ? `, +${ latency } ms per round trip` : ''
	} (median / p90; from navigation start, and after the HTML)`
);
for ( const { name, url } of targets ) {
	const r = results[ name ];
	const files = [ ...( r.files ?? new Map() ) ]
		.map( ( [ file ] ) => file )
		.join( ' + ' );
	console.log(
		`${ name } (${ url }): cold ${ figure( r.cold ) } (after the HTML ${ figure(
			r.coldAfter
		) }), warm ${ figure( r.warm ) } (after the HTML ${ figure(
			r.warmAfter
		) }); widget files: ${ files || 'none' }`
	);
}
if ( targets.length === 2 ) {
	const [ a, b ] = targets.map( ( t ) => results[ t.name ] );
	const ratio = ( key ) =>
		`${ ( median( b[ key ] ) / median( a[ key ] ) ).toFixed( 2 ) }×`;
	console.log(
		`${ targets[ 1 ].name } / ${ targets[ 0 ].name }: cold ${ ratio(
			'cold'
		) } (after the HTML ${ ratio( 'coldAfter' ) }), warm ${ ratio(
			'warm'
		) } (after the HTML ${ ratio( 'warmAfter' ) })`
	);
}
