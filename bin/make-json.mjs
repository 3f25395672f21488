#!/usr/bin/env node
/**
 * JSON translation files for the admin app's script, from .po files, as WordPress loads them with
 * wp_set_script_translations(): `{domain}-{locale}-{md5 of the script's path in the plugin}.json`
 * in Jed 1.x format. Read and written with gettext-parser (MIT), not by hand. Only the strings the
 * admin app and the widget use go in (their references point into admin-app/ or widget/); PHP's
 * come from the .mo file, which `msgfmt` makes beside.
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
/** The scripts that carry translatable strings, by their path in the plugin. */
const SCRIPTS = [ 'build/admin.js' ];

/**
 * Whether a message is used by the scripts (a reference into admin-app/ or widget/).
 *
 * @param {Object} message A gettext-parser message.
 */
function usedByScripts( message ) {
	const references = message.comments?.reference ?? '';
	return /(^|\s)(admin-app|widget)\//.test( references );
}

/**
 * One .po file as Jed 1.x locale data.
 *
 * @param {Object} parsed gettext-parser's parsed .po.
 * @param {string} locale The locale, e.g. de_DE.
 */
function jed( parsed, locale ) {
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
				! usedByScripts( message ) ||
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
	const data = JSON.stringify( jed( parsed, match[ 1 ] ) );
	for ( const script of SCRIPTS ) {
		const md5 = createHash( 'md5' ).update( script ).digest( 'hex' );
		writeFileSync(
			path.join( outDir, `${ DOMAIN }-${ match[ 1 ] }-${ md5 }.json` ),
			data
		);
		written++;
	}
}
console.log(
	`${ written } JSON translation files in ${ path.relative( root, outDir ) || '.' }`
);
