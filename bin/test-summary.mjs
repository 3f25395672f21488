#!/usr/bin/env node
/**
 * Adds up a test run: every test case in the JUnit files of the runners (PHPUnit, Vitest,
 * Playwright), plus one check per step that is not a test runner (lint, types, size), read from
 * steps.tsv ("name<TAB>pass|fail<TAB>junit-file-or-empty"). A runner step that failed without
 * reporting a failing test case (it crashed) counts as one failure. Prints the closing line
 * "N passed, N failed".
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';

const dir = process.argv[ 2 ];
const steps = readFileSync( path.join( dir, 'steps.tsv' ), 'utf8' )
	.split( '\n' )
	.filter( Boolean )
	.map( ( line ) => line.split( '\t' ) );

let passed = 0;
let failed = 0;
for ( const [ name, status, junit ] of steps ) {
	if ( ! junit ) {
		if ( status === 'pass' ) {
			passed++;
		} else {
			failed++;
		}
		continue;
	}
	const file = path.join( dir, junit );
	const xml = existsSync( file ) ? readFileSync( file, 'utf8' ) : '';
	const cases = xml.match( /<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g ) ?? [];
	const bad = cases.filter( ( c ) => /<(failure|error)\b/.test( c ) ).length;
	const skipped = cases.filter( ( c ) => /<skipped\b/.test( c ) ).length;
	passed += cases.length - bad - skipped;
	failed += bad;
	if ( status === 'fail' && bad === 0 ) {
		console.error(
			`${ name }: failed without a failing test case (see its output above)`
		);
		failed++;
	}
}
console.log( `${ passed } passed, ${ failed } failed` );
process.exit( failed > 0 ? 1 : 0 );
