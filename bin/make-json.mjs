#!/usr/bin/env node
/**
 * JSON translation files for the plugin's scripts (the admin app, the survey block's editor
 * script), from .po files, as WordPress loads them with wp_set_script_translations():
 * `{domain}-{locale}-{md5 of the script's path in the plugin}.json` in Jed 1.x format. Read and
 * written with gettext-parser (MIT), not by hand. Each file holds only the strings its script's
 * sources use (their references point into them); PHP's come from the .mo file, which `msgfmt`
 * makes beside.
 *
 * Usage: node bin/make-json.mjs [PO_DIR] [OUT_DIR]
 * (default: languages/ → languages/, the plugin's own translations, shipped in the release zips;
 * the e2e tests run it on their test translation.)
 */
import { createHash } from 'crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import gettextParser from 'gettext-parser';

const { po } = gettextParser;

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const poDir = path.resolve(
	process.argv[ 2 ] ?? path.join( root, 'languages' )
);
const outDir = path.resolve( process.argv[ 3 ] ?? poDir );
const DOMAIN = 'userfeedback';
/**
 * The scripts that carry translatable strings, by their path in the plugin, each with the sources
 * it is built from (a message whose references point into them goes in its file).
 */
const SCRIPTS = {
	'build/admin.js': /(^|\s)(admin-app|widget)\//,
	// The block's editor script, and the admin app's request helper it imports.
	'build/blocks/survey/index.js':
		/(^|\s)(blocks\/survey\/src\/|admin-app\/src\/data\/api\.ts)/,
};

/**
 * Whether a message is used by a script.
 *
 * @param {Object} message A gettext-parser message.
 * @param {RegExp} sources The script's sources, matched against the references.
 */
function usedBy( message, sources ) {
	return sources.test( message.comments?.reference ?? '' );
}

/**
 * One .po file as Jed 1.x locale data, for one script.
 *
 * @param {Object} parsed  gettext-parser's parsed .po.
 * @param {string} locale  The locale, e.g. de_DE.
 * @param {RegExp} sources The script's sources.
 */
function jed( parsed, locale, sources ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: locale,
			plural_forms:
				parsed.headers[ 'Plural-Forms' ] ??
				'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const [ context, entries ] of Object.entries(
		parsed.translations
	) ) {
		for ( const [ id, message ] of Object.entries( entries ) ) {
			if (
				id === '' ||
				! usedBy( message, sources ) ||
				! message.msgstr.some( ( text ) => text !== '' )
			) {
				continue;
			}
			messages[ context ? `${ context }\u0004${ id }` : id ] =
				message.msgstr;
		}
	}
	return { domain: 'messages', locale_data: { messages } };
}

mkdirSync( outDir, { recursive: true } );
let written = 0;
for ( const file of readdirSync( poDir ) ) {
	const match = new RegExp( `^${ DOMAIN }-(.+)\\.po$` ).exec( file );
	if ( ! match ) {
		continue;
	}
	const parsed = po.parse( readFileSync( path.join( poDir, file ) ) );
	for ( const [ script, sources ] of Object.entries( SCRIPTS ) ) {
		const md5 = createHash( 'md5' ).update( script ).digest( 'hex' );
		writeFileSync(
			path.join( outDir, `${ DOMAIN }-${ match[ 1 ] }-${ md5 }.json` ),
			JSON.stringify( jed( parsed, match[ 1 ], sources ) )
		);
		written++;
	}
}
console.log(
	`${ written } JSON translation files in ${ path.relative( root, outDir ) || '.' }`
);
