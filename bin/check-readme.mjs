#!/usr/bin/env node
/**
 * Checks readme.txt against what the wordpress.org directory reads and against the plugin: the
 * headers it needs, Stable tag equal to the plugin header's Version, the same Requires at least and
 * Requires PHP, a GPL licence, at most 5 tags, a short description of at most 150 characters, every
 * section, a changelog entry for the version, and one screenshot made by the e2e tests for each
 * caption (.wordpress-org/screenshots.json; pass the screenshots folder to check the files too).
 * Exits 1 with the problems listed.
 *
 * Usage: node bin/check-readme.mjs [SCREENSHOTS_DIR]
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const readme = readFileSync( path.join( root, 'readme.txt' ), 'utf8' );
const main = readFileSync( path.join( root, 'userfeedback.php' ), 'utf8' );
const shotsDir = process.argv[ 2 ];
const problems = [];

const header = ( text, name ) =>
	new RegExp( `^[ \\t/*#@]*${ name }:\\s*(.+)$`, 'mi' )
		.exec( text )?.[ 1 ]
		.trim() ?? '';

for ( const name of [
	'Contributors',
	'Tags',
	'Requires at least',
	'Tested up to',
	'Requires PHP',
	'Stable tag',
	'License',
] ) {
	if ( ! header( readme, name ) ) {
		problems.push( `readme.txt has no "${ name }" header` );
	}
}
const version = header( main, 'Version' );
if ( header( readme, 'Stable tag' ) !== version ) {
	problems.push(
		`Stable tag ${ header( readme, 'Stable tag' ) } is not the plugin's Version ${ version }`
	);
}
for ( const name of [ 'Requires at least', 'Requires PHP' ] ) {
	if ( header( readme, name ) !== header( main, name ) ) {
		problems.push(
			`"${ name }" differs: readme.txt ${ header( readme, name ) }, plugin ${ header( main, name ) }`
		);
	}
}
if (
	! /GPL/i.test( header( readme, 'License' ) ) ||
	! /GPL/i.test( header( main, 'License' ) )
) {
	problems.push( 'the licence must be the GPL in both' );
}
const tags = header( readme, 'Tags' )
	.split( ',' )
	.map( ( t ) => t.trim() )
	.filter( Boolean );
if ( tags.length > 5 ) {
	problems.push( `${ tags.length } tags: the directory reads 5` );
}
if ( ! /^=== .+ ===$/m.test( readme ) ) {
	problems.push( 'no "=== Plugin Name ===" title' );
}
// The short description: the first paragraph after the headers.
const afterHeaders =
	readme
		.split( /\r?\n\r?\n/ )
		.slice( 1 )
		.find( ( p ) => p.trim() && ! p.startsWith( '==' ) ) ?? '';
if ( ! afterHeaders.trim() || afterHeaders.trim().length > 150 ) {
	problems.push(
		`the short description is ${ afterHeaders.trim().length } characters (1 to 150)`
	);
}
for ( const section of [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Screenshots',
	'Changelog',
	'Upgrade Notice',
] ) {
	if ( ! new RegExp( `^== ${ section } ==$`, 'm' ).test( readme ) ) {
		problems.push( `no "== ${ section } ==" section` );
	}
}
const changelog = readme.split( /^== Changelog ==$/m )[ 1 ] ?? '';
if ( ! changelog.includes( `= ${ version } =` ) ) {
	problems.push( `the changelog has no "= ${ version } =" entry` );
}
const screenshots =
	readme.split( /^== Screenshots ==$/m )[ 1 ]?.split( /^== /m )[ 0 ] ?? '';
const captions = screenshots.match( /^\d+\. .+$/gm ) ?? [];
const files = JSON.parse(
	readFileSync( path.join( root, '.wordpress-org/screenshots.json' ), 'utf8' )
).screenshots;
if ( captions.length !== files.length ) {
	problems.push(
		`${ captions.length } screenshot captions for ${ files.length } screenshots`
	);
}
if ( shotsDir ) {
	for ( const file of files ) {
		if ( ! existsSync( path.join( shotsDir, file ) ) ) {
			problems.push(
				`screenshot ${ file } was not made by the e2e tests`
			);
		}
	}
}

if ( problems.length ) {
	console.error( `readme.txt: ${ problems.join( '; ' ) }` );
	process.exit( 1 );
}
console.log(
	`readme.txt: headers match the plugin (version ${ version }), ${ captions.length } screenshots${ shotsDir ? ' made by the e2e tests' : '' }`
);
