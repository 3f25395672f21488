/**
 * Writes the widget font catalogue of Settings → Widget (visitor.md §2 "Font picker", §3 "Font
 * catalogue entry") from a maintained package instead of a hand-typed list:
 *
 *   node bin/webpack/font-catalogue.mjs              # from google-fonts-complete (npm, CC0-1.0)
 *   node bin/webpack/font-catalogue.mjs --placeholder  # a 3-family stand-in, for tests only
 *   node bin/webpack/font-catalogue.mjs --from=DIR     # an unpacked copy of the package
 *
 * Output: admin-app/src/features/settings/widget/font-catalogue.json, compact:
 *   { "source": "google-fonts-complete@2.2.3", "families": [ [ "ABeeZee", [ "400" ] ], … ] }
 * Each family with its non-italic weights only (the picker never offers italics), sorted by name.
 * The admin app loads it with a dynamic import, so it stays out of the main bundle.
 *
 * Fails loudly (exit 1) when the package is missing or its data has an unknown shape: a build
 * must never ship a silently empty font list.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const OUT = path.join(
	root,
	'admin-app/src/features/settings/widget/font-catalogue.json'
);
const PACKAGE = 'google-fonts-complete';

function fail( message ) {
	process.stderr.write( `\nfont-catalogue: ERROR: ${ message }\n\n` );
	process.exit( 1 );
}

/**
 * Non-italic weights of one google-fonts-complete entry: `variants` is
 * { normal: { weight: … }, italic: { weight: … } }; only the `normal` weights count.
 *
 * @param {Record<string, unknown>} entry One family.
 * @return {string[]} Weights as strings, ascending.
 */
function normalWeights( entry ) {
	const normal =
		entry.variants && typeof entry.variants === 'object'
			? entry.variants.normal
			: null;
	const weights =
		normal && typeof normal === 'object' ? Object.keys( normal ) : [];
	return [
		...new Set( weights.filter( ( w ) => /^\d{3}$/.test( w ) ) ),
	].sort( ( a, b ) => Number( a ) - Number( b ) );
}

function fromPackage() {
	// --from=DIR: an unpacked copy of the package elsewhere (checking a new version by hand).
	const from = process.argv.find( ( arg ) => arg.startsWith( '--from=' ) );
	const dir = from
		? path.resolve( from.slice( 7 ) )
		: path.join( root, 'node_modules', PACKAGE );
	if ( ! existsSync( path.join( dir, 'package.json' ) ) ) {
		fail(
			`the npm package "${ PACKAGE }" is not installed (looked in ${ dir }): run npm install.\n` +
				'The font catalogue is generated from it; a hand-typed list is not accepted.'
		);
	}
	const version = JSON.parse(
		readFileSync( path.join( dir, 'package.json' ), 'utf8' )
	).version;
	const file = path.join( dir, 'google-fonts.json' );
	if ( ! existsSync( file ) ) {
		fail(
			`${ PACKAGE }@${ version } has no google-fonts.json: unknown layout.`
		);
	}
	const data = JSON.parse( readFileSync( file, 'utf8' ) );
	const families = Object.entries( data )
		.filter( ( [ , entry ] ) => entry && typeof entry === 'object' )
		.map( ( [ family, entry ] ) => [ family, normalWeights( entry ) ] )
		.filter( ( [ , weights ] ) => weights.length > 0 )
		.sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ], 'en' ) );
	if ( families.length < 100 ) {
		fail(
			`${ PACKAGE }@${ version } gave only ${ families.length } families: refusing to write.`
		);
	}
	return { source: `${ PACKAGE }@${ version }`, families };
}

// A stand-in so the app builds and its tests run before the package is added. Marked as such.
function placeholder() {
	return {
		source: 'placeholder',
		families: [
			[ 'Lato', [ '100', '300', '400', '700', '900' ] ],
			[ 'Open Sans', [ '300', '400', '500', '600', '700', '800' ] ],
			[ 'Pacifico', [ '400' ] ],
		],
	};
}

const catalogue = process.argv.includes( '--placeholder' )
	? placeholder()
	: fromPackage();
writeFileSync( OUT, JSON.stringify( catalogue ) + '\n' );
process.stdout.write(
	`font-catalogue: ${ catalogue.families.length } families from ${ catalogue.source } → ${ path.relative( root, OUT ) }\n`
);
