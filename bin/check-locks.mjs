#!/usr/bin/env node
/**
 * Fails when a lock file is out of date with its manifest, so two installs never resolve
 * different dependencies: package-lock.json must list exactly package.json's dependencies (the
 * check `npm ci` makes), and composer.lock must match composer.json (composer validate).
 */
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const problems = [];

const manifest = JSON.parse(
	readFileSync( path.join( root, 'package.json' ), 'utf8' )
);
const lock = JSON.parse(
	readFileSync( path.join( root, 'package-lock.json' ), 'utf8' )
);
for ( const field of [ 'dependencies', 'devDependencies' ] ) {
	const wanted = JSON.stringify(
		Object.entries( manifest[ field ] ?? {} ).sort()
	);
	const locked = JSON.stringify(
		Object.entries( lock.packages?.[ '' ]?.[ field ] ?? {} ).sort()
	);
	if ( wanted !== locked ) {
		problems.push(
			`package-lock.json's ${ field } differ from package.json: run npm install`
		);
	}
}

try {
	execFileSync( 'composer', [ 'validate', '--no-check-publish', '--quiet' ], {
		cwd: root,
		stdio: 'pipe',
	} );
} catch {
	problems.push(
		'composer.lock is missing or out of date with composer.json: run composer update'
	);
}

if ( problems.length ) {
	console.error( problems.join( '\n' ) );
	process.exit( 1 );
}
console.log( 'package-lock.json and composer.lock match their manifests' );
