#!/usr/bin/env node
/**
 * The admin app's, the widget's and the blocks' translatable strings as a .pot, read by Babel with
 * WordPress's own extractor (@wordpress/babel-plugin-makepot) over the TypeScript sources. GNU
 * xgettext's JavaScript lexer lost strings in TSX (e.g. "Next Step: %s" after a JSX attribute);
 * Babel parses TypeScript and JSX as the build does, so every __(), _x(), _n() and _nx() call is
 * found, with its translators comment and its file reference. A block.json gives its title,
 * description and keywords with the contexts WordPress translates them in on the server
 * (block title, block description, block keyword), as WP-CLI's make-pot does.
 *
 * Usage: node bin/make-pot-js.mjs OUTPUT.pot [--merge=OTHER.pot] FILE...
 * (--merge: start from another .pot, e.g. xgettext's PHP strings; a string found in both keeps
 * every reference, which msgcat --use-first would drop — and the JSON files need them.)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import babel from '@babel/core';
import gettextParser from 'gettext-parser';

const { po } = gettextParser;

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const [ output, ...rest ] = process.argv.slice( 2 );
const mergeWith = rest
	.find( ( arg ) => arg.startsWith( '--merge=' ) )
	?.slice( '--merge='.length );
const files = rest.filter( ( arg ) => ! arg.startsWith( '--merge=' ) );
if ( ! output || files.length === 0 ) {
	console.error( 'usage: node bin/make-pot-js.mjs OUTPUT.pot FILE...' );
	process.exit( 2 );
}
// The extractor writes one file's strings at a time: each goes to a scratch file, and the
// messages are gathered here (a string used in several files keeps every reference).
const scratch = path.resolve( `${ output }.file` );
const merged = mergeWith
	? po.parse( readFileSync( mergeWith ) )
	: {
			charset: 'utf-8',
			headers: {
				'Content-Type': 'text/plain; charset=UTF-8',
				'X-Generator': 'babel-plugin-makepot',
			},
			translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
		};
/**
 * Adds one message to the merged catalogue, keeping every file reference.
 *
 * @param {string} context The message context ('' for none).
 * @param {string} id      The message.
 * @param {Object} message gettext-parser's message.
 */
function add( context, id, message ) {
	merged.translations[ context ] ??= {};
	const known = merged.translations[ context ][ id ];
	if ( known ) {
		const refs = [
			known.comments?.reference,
			message.comments?.reference,
		].filter( Boolean );
		known.comments = {
			...message.comments,
			...known.comments,
			reference: refs.join( '\n' ),
		};
	} else {
		merged.translations[ context ][ id ] = message;
	}
}

/** The block.json fields WordPress translates, with their contexts (block-i18n.json). */
const BLOCK_FIELDS = {
	title: 'block title',
	description: 'block description',
	keywords: 'block keyword',
};

for ( const file of files ) {
	if ( path.basename( file ) === 'block.json' ) {
		const block = JSON.parse( readFileSync( path.resolve( root, file ) ) );
		for ( const [ field, context ] of Object.entries( BLOCK_FIELDS ) ) {
			for ( const id of [ block[ field ] ?? [] ].flat() ) {
				add( context, id, {
					msgctxt: context,
					msgid: id,
					msgstr: [ '' ],
					comments: { reference: file },
				} );
			}
		}
		continue;
	}
	rmSync( scratch, { force: true } );
	babel.transformFileSync( path.resolve( root, file ), {
		cwd: root,
		filename: file,
		babelrc: false,
		configFile: false,
		code: false,
		presets: [
			[
				'@babel/preset-typescript',
				{ isTSX: file.endsWith( '.tsx' ), allExtensions: true },
			],
		],
		plugins: [ [ '@wordpress/babel-plugin-makepot', { output: scratch } ] ],
		parserOpts: { plugins: [ 'jsx' ] },
	} );
	if ( ! existsSync( scratch ) ) {
		continue;
	}
	const found = po.parse( readFileSync( scratch ) ).translations;
	for ( const [ context, messages ] of Object.entries( found ) ) {
		for ( const [ id, message ] of Object.entries( messages ) ) {
			if ( id !== '' ) {
				add( context, id, message );
			}
		}
	}
}
rmSync( scratch, { force: true } );
writeFileSync( output, po.compile( merged ) );
