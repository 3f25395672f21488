#!/usr/bin/env node
/**
 * The widget's size budgets, gzipped at level 9, on what a visitor's browser downloads:
 * - the loader: build/widget.js (plus a build/widget.css if one ever appears), all that a page
 *   with a live survey that shows nothing downloads: at most 5 KB;
 * - the loader and the renderer it fetches when a survey shows (build/widget-renderer.[hash].js,
 *   its stylesheet inside as text): at most 20 KB;
 * - the matrix's and the ranking's controls (build/widget-grid.[hash].js), fetched only for a
 *   survey with such a question: at most 2 KB more.
 * Also checks that the build holds exactly one renderer and that the widget depends on no
 * WordPress script. Prints both figures; exits 1 when either is over budget.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { gzipSync } from 'zlib';
import path from 'path';
import { fileURLToPath } from 'url';

const LOADER_BUDGET = 5 * 1024;
const TOTAL_BUDGET = 20 * 1024;
const GRID_BUDGET = 2 * 1024;
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

const grids = readdirSync( build ).filter( ( file ) =>
	/^widget-grid\.[0-9a-f]+\.js$/.test( file )
);
if ( grids.length !== 1 ) {
	fail(
		`expected one build/widget-grid.[hash].js, found ${
			grids.join( ', ' ) || 'none'
		}`
	);
}

const gzipped = ( files ) =>
	files.reduce(
		( total, file ) =>
			total +
			gzipSync( readFileSync( path.join( build, file ) ), { level: 9 } )
				.length,
		0
	);
const loaderBytes = gzipped( loader );
const totalBytes = loaderBytes + gzipped( renderers );
const gridBytes = gzipped( grids );

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
	`widget size: loader + renderer ${ totalBytes } bytes gzipped (${ kb(
		totalBytes
	) } KB of ${ kb( TOTAL_BUDGET ) } KB): ${ [ ...loader, ...renderers ].join(
		' + '
	) }`
);
console.log(
	`widget size: + grid controls ${ gridBytes } bytes gzipped (${ kb(
		gridBytes
	) } KB of ${ kb( GRID_BUDGET ) } KB, for a survey with a matrix or a ranking): ${ grids.join(
		' + '
	) }`
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
if ( gridBytes > GRID_BUDGET ) {
	fail(
		`the grid controls are over budget by ${
			gridBytes - GRID_BUDGET
		} bytes`
	);
}
if ( totalBytes > TOTAL_BUDGET ) {
	fail(
		`loader + renderer is over budget by ${
			totalBytes - TOTAL_BUDGET
		} bytes`
	);
}
