#!/usr/bin/env node
/**
 * Lists what the release zips hold and fails on what must not be there: each is one
 * `userfeedback/` folder with the plugin, its build, the prefixed vendor code, readme.txt and the
 * .pot, and none of the development files (sources of the bundles, tests, tools, lock files);
 * each fixes its edition in edition.php; the Lite zip holds none of the Pro modules' files
 * (PHP under pro/, the admin app's pro-*.js chunks), so the free plugin ships no locked code.
 *
 * Usage: node bin/check-release.mjs dist/userfeedback-lite.zip dist/userfeedback-pro.zip
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import AdmZip from 'adm-zip';

const REQUIRED = [
	'userfeedback/userfeedback.php',
	'userfeedback/uninstall.php',
	'userfeedback/readme.txt',
	'userfeedback/edition.php',
	'userfeedback/vendor/autoload.php',
	'userfeedback/build/admin.js',
	'userfeedback/build/admin.css',
	'userfeedback/build/admin-rtl.css',
	'userfeedback/build/widget.js',
	'userfeedback/build/widget-preview.js',
	// The survey block, in Lite as in Pro (src/Blocks/SurveyBlock.php registers it from here).
	'userfeedback/build/blocks/survey/block.json',
	'userfeedback/build/blocks/survey/index.js',
	'userfeedback/build/blocks/survey/index.asset.php',
	'userfeedback/build/blocks/survey/index.css',
	'userfeedback/languages/userfeedback.pot',
];
/** Development files: never in a zip. */
const DEV = [
	/^userfeedback\/(admin-app|blocks|widget|tests|bench|bin|node_modules|\.dev|\.wordpress-org|phpstan)\//,
	/^userfeedback\/(package(-lock)?\.json|composer\.(json|lock)|phpunit\.xml\.dist|phpcs\.xml\.dist|phpstan\.neon\.dist|tsconfig\.json|webpack\.config\.js|vitest\.[a-z.]+)$/,
	/\.(ts|tsx|scss|map)$/,
];
/** The Pro modules: only in the Pro zip. */
const PRO_ONLY = [
	/^userfeedback\/pro\//,
	/^userfeedback\/build\/pro-[^/]*\.js$/,
];

const BUILD = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../build'
);

/** The admin app's Pro chunks this build made (webpack's dynamic imports named pro-*). */
const PRO_CHUNKS = readdirSync( BUILD ).filter( ( name ) =>
	/^pro-[^/]*\.js$/.test( name )
);

/** The visitor widget's renderer chunk (its loader, widget.js, fetches it by this name). */
const WIDGET_RENDERER = readdirSync( BUILD ).filter( ( name ) =>
	/^widget-renderer\.[0-9a-f]+\.js$/.test( name )
);

/**
 * The admin app's other chunks (every area, the builder, the charts…), from the build's own
 * chunk list (webpack.config.js, AdminChunksPlugin): both zips need every one, or a screen of
 * the admin stays blank behind its spinner.
 */
const ADMIN_CHUNKS = Object.keys(
	JSON.parse(
		readFileSync( path.join( BUILD, 'admin-chunks.json' ), 'utf8' )
	).files
).filter( ( name ) => ! /^pro-/.test( name ) );

let failed = false;
for ( const file of process.argv.slice( 2 ) ) {
	const edition = /-(lite|pro)\.zip$/.exec( file )?.[ 1 ];
	const zip = new AdmZip( file );
	const names = zip.getEntries().map( ( entry ) => entry.entryName );
	const problems = [];
	for ( const required of [
		...REQUIRED,
		...ADMIN_CHUNKS.map( ( chunk ) => `userfeedback/build/${ chunk }` ),
		...WIDGET_RENDERER.map( ( chunk ) => `userfeedback/build/${ chunk }` ),
	] ) {
		if ( ! names.includes( required ) ) {
			problems.push( `missing ${ required }` );
		}
	}
	const outside = names.filter(
		( name ) => ! name.startsWith( 'userfeedback/' )
	);
	if ( outside.length ) {
		problems.push(
			`outside the plugin folder: ${ outside.slice( 0, 3 ).join( ', ' ) }`
		);
	}
	const dev = names.filter( ( name ) =>
		DEV.some( ( rule ) => rule.test( name ) )
	);
	if ( dev.length ) {
		problems.push(
			`development files: ${ dev.slice( 0, 5 ).join( ', ' ) }`
		);
	}
	const fixed = zip.readAsText( 'userfeedback/edition.php' );
	if ( ! fixed.includes( `'${ edition }'` ) ) {
		problems.push( `edition.php does not fix the ${ edition } edition` );
	}
	const pro = names.filter( ( name ) =>
		PRO_ONLY.some( ( rule ) => rule.test( name ) )
	);
	if ( edition === 'pro' ) {
		// Every Pro chunk the build made, or a Pro screen would fail to load.
		const missing = PRO_CHUNKS.filter(
			( chunk ) => ! names.includes( `userfeedback/build/${ chunk }` )
		);
		if ( ! PRO_CHUNKS.length || missing.length ) {
			problems.push(
				`Pro chunks missing: ${ missing.join( ', ' ) || 'none built' }`
			);
		}
	}
	if ( edition === 'lite' && pro.length ) {
		problems.push(
			`Pro modules in the Lite zip: ${ pro.slice( 0, 5 ).join( ', ' ) }`
		);
	}
	// The directory's reviewers want suppressions per statement, with a reason: a phpcs:disable
	// must be closed by a phpcs:enable a few lines on (around one statement), never left open.
	const fileWide = names.filter( ( name ) => {
		if ( ! name.endsWith( '.php' ) || name.includes( '/vendor/' ) ) {
			return false;
		}
		const lines = zip.readAsText( name ).split( '\n' );
		return lines.some(
			( line, at ) =>
				/\/\/\s*phpcs:disable/.test( line ) &&
				! lines
					.slice( at + 1, at + 25 )
					.some( ( next ) => /phpcs:enable/.test( next ) )
		);
	} );
	if ( fileWide.length ) {
		problems.push(
			`file-wide phpcs:disable in ${ fileWide.slice( 0, 5 ).join( ', ' ) }`
		);
	}
	if ( problems.length ) {
		failed = true;
		console.error( `${ file }: ${ problems.join( '; ' ) }` );
	} else {
		console.log(
			`${ file }: ${ names.length } files, ${ edition } edition${ edition === 'pro' ? `, ${ pro.length } Pro module files` : ', no Pro module' }, no development files, no file-wide phpcs:disable`
		);
	}
}
process.exit( failed ? 1 : 0 );
