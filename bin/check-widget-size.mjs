#!/usr/bin/env node
/**
 * The widget's size budget: what a visitor's browser downloads for the widget — build/widget.js
 * (its stylesheet is inside it, imported as text) plus a build/widget.css if one ever appears —
 * gzipped at level 9. The budget is issue 22's 12 KB (12,148 bytes when it was reached, 12,203 with the default icon kept as a fallback: the
 * toggle's icon paths moved to the page, Frontend/ToggleIcons.php). Issue 23's partial saves, cooldown
 * and sampling (about 430 bytes) were paid for by what the server now decides (WidgetBootstrap,
 * WidgetTheming): the button text colours, the font's stylesheet URL, the add-on gates of
 * behaviour and question settings, the delay's range, the default labels: 12,224 bytes.
 * Also checks the widget depends on no WordPress script.
 * Prints one line either way; exits 1 when over budget.
 */
import { existsSync, readFileSync } from 'fs';
import { gzipSync } from 'zlib';
import path from 'path';
import { fileURLToPath } from 'url';

const BUDGET = 12 * 1024;
const build = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../build'
);
const files = [ 'widget.js', 'widget.css' ].filter( ( file ) =>
	existsSync( path.join( build, file ) )
);

if ( ! files.includes( 'widget.js' ) ) {
	console.error(
		'widget size: build/widget.js is missing; run npm run build first.'
	);
	process.exit( 1 );
}

const bytes = files.reduce(
	( total, file ) =>
		total +
		gzipSync( readFileSync( path.join( build, file ) ), { level: 9 } )
			.length,
	0
);
const asset = readFileSync( path.join( build, 'widget.asset.php' ), 'utf8' );
const dependencies =
	/'dependencies' => array\(([^)]*)\)/.exec( asset )?.[ 1 ].trim() ?? '?';

const kb = ( n ) => ( n / 1024 ).toFixed( 2 );
console.log(
	`widget size: ${ bytes } bytes gzipped (${ kb( bytes ) } KB of ${ kb( BUDGET ) } KB budget): ${ files.join( ' + ' ) }`
);
if ( dependencies !== '' ) {
	console.error(
		`widget size: the widget must not depend on WordPress scripts, found ${ dependencies }`
	);
	process.exit( 1 );
}
if ( bytes > BUDGET ) {
	console.error( `widget size: over budget by ${ bytes - BUDGET } bytes` );
	process.exit( 1 );
}
