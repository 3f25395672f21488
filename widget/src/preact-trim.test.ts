/// <reference types="node" />
/**
 * The widget's build trims Preact's class-component machinery and the special cases of elements it
 * never renders (bin/webpack/preact-trim-loader.js).
 * This holds the two things that makes safe: the rules still fit the installed Preact (and what
 * they guard is then minified away), and the widget's own code uses none of what they remove.
 * The trimmed widget itself runs in the Playwright visitor tests, which load build/widget.js.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { minify } from 'terser';
import { describe, expect, it } from 'vitest';

const require = createRequire( import.meta.url );
const root = path.resolve( __dirname, '../..' );
const trimPreact = require(
	path.join( root, 'bin/webpack/preact-trim-loader.js' )
) as ( source: string ) => string;
const dist = readFileSync(
	path.join( root, 'node_modules/preact/dist/preact.module.js' ),
	'utf8'
);

/**
 * Every non-test source file of the widget.
 *
 * @param dir A folder of widget/src.
 */
function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( entry ) => {
		const file = path.join( dir, entry );
		if ( statSync( file ).isDirectory() ) {
			return sources( file );
		}
		return /\.tsx?$/.test( entry ) && ! /\.test\.tsx?$/.test( entry )
			? [ file ]
			: [];
	} );
}

describe( 'Preact as the widget builds it', () => {
	it( 'fits the installed Preact, and what it guards is minified away', async () => {
		// Exported as the widget imports it (the build drops the rest, createContext included).
		const trimmed = trimPreact( dist ).replace(
			/export\s*\{([^}]*)\}/,
			( _match, list: string ) =>
				`export{${ list
					.split( ',' )
					.filter( ( item ) =>
						/ as (render|options|createElement|Fragment)$/.test(
							item
						)
					)
					.join( ',' ) }}`
		);
		const { code } = await minify( trimmed, {
			module: true,
			compress: { passes: 3 },
		} );
		const removed = [
			'componentWillMount',
			'componentDidMount',
			'componentDidUpdate',
			'getSnapshotBeforeUpdate',
			'shouldComponentUpdate',
			'componentWillUpdate',
			'componentDidCatch',
			'getDerivedStateFromError',
			'forceUpdate',
			'MathML',
			'foreignObject',
			'popover',
			'xlink',
			'progress',
			'dangerouslySetInnerHTML',
		];
		for ( const name of removed ) {
			expect( dist ).toContain( name );
			expect( code ).not.toContain( name );
		}
		// What the widget needs stays: rendering, the option hooks hooks.ts uses, setState.
		expect( code ).toContain( 'setState' );
		expect( code ).toMatch( /export\s*\{/ );
	} );

	it( 'fails the build when Preact no longer has a spot it rewrites', () => {
		expect( () =>
			trimPreact( dist.replace( 'componentWillUnmount', 'willUnmount' ) )
		).toThrow( /componentWillUnmount" matched 0 times/ );
	} );

	it( 'is used by widget code that needs none of what it removes', () => {
		const files = sources( path.join( root, 'widget/src' ) );
		expect( files.length ).toBeGreaterThan( 10 );
		const forbidden =
			/\bextends\s+(?:preact\.)?Component\b|\bcreateContext\b|\bdefaultProps\b|\bcontextType\b|\bgetChildContext\b|\bcomponent(?:Will|Did)\w+|\bshouldComponentUpdate\b|\bgetDerivedState\w+|\bforceUpdate\b|['"]preact\/(?:compat|hooks)['"]|<(?:math|template|foreignObject|progress|option|select)\b|['"](?:math|template|foreignObject|progress|option|select)['"]|\bpopover\b|\bxlink|\bclassName\b|\bdangerouslySetInnerHTML\b|\b(?:lazy|Suspense)\b/;
		for ( const file of files ) {
			expect(
				forbidden.exec(
					readFileSync( file, 'utf8' )
						.replace( /\/\*[\s\S]*?\*\//g, '' )
						.replace( /\/\/.*$/gm, '' )
				)?.[ 0 ],
				path.relative( root, file )
			).toBeUndefined();
		}
	} );
} );
