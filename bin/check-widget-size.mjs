#!/usr/bin/env node
/**
 * The widget's size budgets, gzipped at level 9, on what a visitor's browser downloads:
 * - the loader: build/widget.js (plus a build/widget.css if one ever appears), all that a page
 *   with a live survey that shows nothing downloads: at most 5 KB;
 * - everything a visitor can fetch for a survey, whatever its questions: the loader and every
 *   other build/widget-*.js but the admin's preview (today the renderer,
 *   build/widget-renderer.[hash].js, its stylesheet inside as text): at most 20 KB together.
 * Also checks that the build holds exactly one renderer and that the widget depends on no
 * WordPress script. Prints both figures; exits 1 when either is over budget.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { gzipSync } from 'zlib';
import path from 'path';
import { fileURLToPath } from 'url';

const LOADER_BUDGET = 5 * 1024;
const TOTAL_BUDGET = 20 * 1024;
const build = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../build'
);

const fail = ( message ) => {
	console.error( `widget size: ${ message }` );
	process.exit( 1 );
};

if ( ! existsSync( path.join( build, 'widget.js' ) ) ) {
	fail( 'build/widget.js is missing; run npm run build first.' );
}
const loader = [ 'widget.js', 'widget.css' ].filter( ( file ) =>
	existsSync( path.join( build, file ) )
);
const renderers = readdirSync( build ).filter( ( file ) =>
	/^widget-renderer\.[0-9a-f]+\.js$/.test( file )
);
if ( renderers.length !== 1 ) {
	fail(
		`expected one build/widget-renderer.[hash].js, found ${
			renderers.join( ', ' ) || 'none'
		}`
	);
}

// Every script of the widget a visitor's page may load; the preview is the admin's.
const visitorChunks = readdirSync( build ).filter(
	( file ) => /^widget-.+\.js$/.test( file ) && file !== 'widget-preview.js'
);

const gzipped = ( files ) =>
	files.reduce(
		( total, file ) =>
			total +
			gzipSync( readFileSync( path.join( build, file ) ), { level: 9 } )
				.length,
		0
	);
const loaderBytes = gzipped( loader );
const totalBytes = loaderBytes + gzipped( visitorChunks );

const asset = readFileSync( path.join( build, 'widget.asset.php' ), 'utf8' );
const dependencies =
	/'dependencies' => array\(([^)]*)\)/.exec( asset )?.[ 1 ].trim() ?? '?';

const kb = ( n ) => ( n / 1024 ).toFixed( 2 );
console.log(
	`widget size: loader ${ loaderBytes } bytes gzipped (${ kb(
		loaderBytes
	) } KB of ${ kb( LOADER_BUDGET ) } KB): ${ loader.join( ' + ' ) }`
);
console.log(
	`widget size: all a visitor can fetch ${ totalBytes } bytes gzipped (${ kb(
		totalBytes
	) } KB of ${ kb( TOTAL_BUDGET ) } KB): ${ [
		...loader,
		...visitorChunks,
	].join( ' + ' ) }`
);
if ( dependencies !== '' ) {
	fail(
		`the widget must not depend on WordPress scripts, found ${ dependencies }`
	);
}
if ( loaderBytes > LOADER_BUDGET ) {
	fail(
		`the loader is over budget by ${ loaderBytes - LOADER_BUDGET } bytes`
	);
}
if ( totalBytes > TOTAL_BUDGET ) {
	fail(
		`all a visitor can fetch is over budget by ${
			totalBytes - TOTAL_BUDGET
		} bytes`
	);
}
