/**
 * styles.ts lists every stylesheet of the admin app, so all of them go into admin.css in a set
 * cascade order although their components load from chunks (webpack.config.js).
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

const src = path.resolve( process.cwd(), 'admin-app/src' );

// Pro modules' stylesheets (admin-app/src/pro/) cannot be imported here — Pro code loads only
// through proModule(), so the Lite build leaves it out — and reach admin.css through the build's
// `style` group, after the app's.
function stylesheets( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() && full === path.join( src, 'pro' ) ) {
			return [];
		}
		if ( entry.isDirectory() ) {
			return stylesheets( full );
		}
		return entry.name.endsWith( '.scss' )
			? [
					`./${ path.relative( src, full ).split( path.sep ).join( '/' ) }`,
				]
			: [];
	} );
}

const imported = [
	...readFileSync( path.join( src, 'styles.ts' ), 'utf8' ).matchAll(
		/^import '(\.\/[^']+\.scss)';$/gm
	),
].map( ( match ) => match[ 1 ] );

describe( 'styles.ts', () => {
	it( 'imports every stylesheet of the admin app, once', () => {
		expect( [ ...imported ].sort() ).toEqual( stylesheets( src ).sort() );
	} );

	it( 'imports app.scss last, so its generic rules win ties', () => {
		expect( imported[ imported.length - 1 ] ).toBe( './app.scss' );
	} );

	it( 'is what the entry imports first', () => {
		const entry = readFileSync( path.join( src, 'index.tsx' ), 'utf8' );
		expect( entry.match( /^import .*$/m )?.[ 0 ] ).toBe(
			"import './styles';"
		);
	} );
} );
