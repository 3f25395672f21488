#!/usr/bin/env node
/**
 * Adds up a test run: every test case in the JUnit files of the runners (PHPUnit, Vitest,
 * Playwright), plus one check per step that is not a test runner (lint, types, size), read from
 * steps.tsv ("name<TAB>pass|fail<TAB>junit-file-or-empty"). A runner step that failed without
 * reporting a failing test case (it crashed) counts as one failure. Names every failure just
 * above the closing line "N passed, N failed", so the end of a long log says what to look at.
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';

const dir = process.argv[ 2 ];
const steps = readFileSync( path.join( dir, 'steps.tsv' ), 'utf8' )
	.split( '\n' )
	.filter( Boolean )
	.map( ( line ) => line.split( '\t' ) );

const attribute = ( tag, name ) =>
	( tag.match( new RegExp( `\\b${ name }="([^"]*)"` ) ) ?? [] )[ 1 ] ?? '';
const unescape = ( text ) =>
	text
		.replace( /&quot;/g, '"' )
		.replace( /&apos;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&#(x?)([0-9a-f]+);/gi, ( _, hex, code ) =>
			String.fromCodePoint( parseInt( code, hex ? 16 : 10 ) )
		)
		.replace( /&amp;/g, '&' );

let passed = 0;
let failed = 0;
const names = [];
for ( const [ name, status, junit ] of steps ) {
	if ( ! junit ) {
		if ( status === 'pass' ) {
			passed++;
		} else {
			names.push( `${ name }: failed (see its output above)` );
			failed++;
		}
		continue;
	}
	const file = path.join( dir, junit );
	const xml = existsSync( file ) ? readFileSync( file, 'utf8' ) : '';
	const cases = xml.match( /<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g ) ?? [];
	const failing = cases.filter( ( c ) => /<(failure|error)\b/.test( c ) );
	const bad = failing.length;
	for ( const c of failing ) {
		const open = c.match( /<testcase\b[^>]*>/ )[ 0 ];
		const failure = c.match( /<(?:failure|error)\b[^>]*>/ )[ 0 ];
		const why = unescape( attribute( failure, 'message' ) )
			.split( '\n' )[ 0 ]
			.slice( 0, 200 );
		names.push(
			`${ name }: ${ unescape( attribute( open, 'classname' ) ) } › ${ unescape(
				attribute( open, 'name' )
			) }${ why ? ` (${ why })` : '' }`
		);
	}
	const skipped = cases.filter( ( c ) => /<skipped\b/.test( c ) ).length;
	passed += cases.length - bad - skipped;
	failed += bad;
	if ( status === 'fail' && bad === 0 ) {
		names.push(
			`${ name }: failed without a failing test case (see its output above)`
		);
		failed++;
	}
}
for ( const line of names ) {
	console.log( `FAILED ${ line }` );
}
console.log( `${ passed } passed, ${ failed } failed` );
process.exit( failed > 0 ? 1 : 0 );
