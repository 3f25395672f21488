import { spawnSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterEach, expect, test } from 'vitest';

const script = path.join( __dirname, 'test-summary.mjs' );
let dir = '';

afterEach( () => rmSync( dir, { recursive: true, force: true } ) );

/**
 * Writes a results folder and runs the summary on it.
 *
 * @param {Record<string, string>} files File name to contents.
 */
function summarise( files ) {
	dir = mkdtempSync( path.join( tmpdir(), 'uf-summary-' ) );
	for ( const [ name, text ] of Object.entries( files ) ) {
		writeFileSync( path.join( dir, name ), text );
	}
	const run = spawnSync( process.execPath, [ script, dir ], {
		encoding: 'utf8',
	} );
	return { status: run.status, lines: run.stdout.trim().split( '\n' ) };
}

test( 'every failure is named, with its first message line, above the count', () => {
	const { status, lines } = summarise( {
		'steps.tsv':
			'eslint\tfail\t\nphpunit\tfail\tphpunit.xml\nvitest\tpass\tvitest.xml\n',
		'phpunit.xml':
			'<testsuites><testsuite>' +
			'<testcase name="test_kept" classname="A&amp;B"/>' +
			'<testcase name="test_lost" classname="Store"><failure type="X" ' +
			'message="Failed asserting that &quot;2&quot; is 3&#10;second line">trace</failure></testcase>' +
			'<testcase name="test_later" classname="Store"><skipped/></testcase>' +
			'</testsuite></testsuites>',
		'vitest.xml':
			'<testsuite><testcase name="t" classname="v"></testcase></testsuite>',
	} );
	expect( status ).toBe( 1 );
	expect( lines ).toEqual( [
		'FAILED eslint: failed (see its output above)',
		'FAILED phpunit: Store › test_lost (Failed asserting that "2" is 3)',
		'2 passed, 2 failed',
	] );
} );

test( 'a runner that crashed before reporting a failing case counts once', () => {
	const { status, lines } = summarise( {
		'steps.tsv': 'playwright\tfail\tmissing.xml\n',
	} );
	expect( status ).toBe( 1 );
	expect( lines ).toEqual( [
		'FAILED playwright: failed without a failing test case (see its output above)',
		'0 passed, 1 failed',
	] );
} );

test( 'a clean run prints only the count and exits 0', () => {
	const { status, lines } = summarise( {
		'steps.tsv': 'tsc\tpass\t\n',
	} );
	expect( status ).toBe( 0 );
	expect( lines ).toEqual( [ '1 passed, 0 failed' ] );
} );
