#!/usr/bin/env node
/**
 * The admin app's size budget: on each screen below, the JS the admin app loads before
 * the screen can paint — admin.js and the chunks it loads at startup for that screen — gzipped at
 * level 9, must stay within 100 KB. Anything behind a lazy boundary (the survey builder, the
 * results' charts, the Widget settings tab, the Pro modules) loads after, behind a spinner, and is
 * not counted.
 *
 * What a screen loads is worked out from the build, not listed here: webpack.config.js writes
 * build/admin-chunks.json (every chunk group with its JS files and parent groups, every file's
 * modules). For each screen the script finds the chunk group whose files hold the screen's own
 * component and counts that group's files and its parents' up to the entry (admin.js): webpack
 * loads exactly those before the component can run. A new lazy boundary, a module moved, a chunk
 * split or renamed: all show up in the figures without editing this file.
 *
 * It also fails when a screen would load before its first paint code that belongs elsewhere
 * (chart.js, the builder), and when chunk names and Pro code disagree (admin-app/src/pro/ code
 * only in pro-*.js chunks, which the Lite zip leaves out; nothing else named pro-*).
 *
 * Usage: node bin/check-admin-size.mjs [BUILD_DIR] (default build/, after npm run build). Prints a
 * table; exits 1 on failure.
 */
import { existsSync, readFileSync } from 'fs';
import { gzipSync } from 'zlib';
import path from 'path';
import { fileURLToPath } from 'url';

const BUDGET = 100 * 1024;
const build = path.resolve(
	process.argv[ 2 ] ??
		path.join(
			path.dirname( fileURLToPath( import.meta.url ) ),
			'../build'
		)
);
const manifestFile = path.join( build, 'admin-chunks.json' );

/** The screens, by the admin page they open on and the component that draws them. */
const SCREENS = [
	{
		screen: 'Surveys list',
		page: 'userfeedback_surveys#/',
		module: 'admin-app/src/features/surveys/SurveysList.tsx',
	},
	{
		screen: 'Results',
		page: 'userfeedback_results#/',
		module: 'admin-app/src/features/results/ResultsOverview.tsx',
	},
	{
		screen: 'Survey results',
		page: 'userfeedback_results#/survey/{id}',
		module: 'admin-app/src/features/results/SurveyResults.tsx',
	},
	{
		screen: 'Settings',
		page: 'userfeedback_settings#/general',
		module: 'admin-app/src/features/settings/general/GeneralTab.tsx',
	},
	{
		screen: 'Add-ons',
		page: 'userfeedback_addons#/',
		module: 'admin-app/src/features/addons/AddonsPage.tsx',
	},
	{
		screen: 'About',
		page: 'userfeedback_about#/',
		module: 'admin-app/src/features/about/AboutUs.tsx',
	},
];

/** Code no screen may load before its first paint, and where it belongs. */
const NOT_AT_STARTUP = [
	{
		test: /^node_modules\/(chart\.js|react-chartjs-2|@kurkle\/color)$/,
		why: 'chart.js loads only where a chart is drawn (features/results/lazy-charts.tsx)',
	},
	{
		test: /^node_modules\/@dnd-kit\/|^admin-app\/src\/features\/surveys\/builder\/(SurveyBuilder|BuilderFrame|BuilderContext)\.tsx$|^admin-app\/src\/features\/surveys\/builder\/steps\//,
		why: "the builder's code loads only in the builder (features/surveys/index.tsx)",
	},
];

const PRO_MODULE = /^admin-app\/src\/pro\//;
const PRO_CHUNK = /^pro-[^/]*\.js$/;

const errors = [];
const fail = ( message ) => errors.push( message );
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } KB`;

if ( ! existsSync( manifestFile ) ) {
	console.error(
		'admin size: build/admin-chunks.json is missing; run npm run build first.'
	);
	process.exit( 1 );
}
const { groups, files } = JSON.parse( readFileSync( manifestFile, 'utf8' ) );

// The files as built: present, and the ones the manifest describes (not an older build's).
const gzipped = {};
for ( const [ file, { bytes } ] of Object.entries( files ) ) {
	const full = path.join( build, file );
	if ( ! existsSync( full ) ) {
		fail( `build/${ file } is missing; run npm run build.` );
		continue;
	}
	const content = readFileSync( full );
	if ( content.length !== bytes ) {
		fail(
			`build/${ file } is not the file build/admin-chunks.json describes (${ content.length } bytes, not ${ bytes }); run npm run build.`
		);
	}
	gzipped[ file ] = gzipSync( content, { level: 9 } ).length;
}
const gzipOf = ( list ) =>
	list.reduce( ( total, file ) => total + ( gzipped[ file ] ?? 0 ), 0 );

/**
 * The cheapest chain of chunk groups from an entry down to a group: the groups webpack has
 * loaded when that group's code runs.
 *
 * @param {string}      name The group.
 * @param {Set<string>} seen Groups on the way (a guard against cycles).
 * @return {string[]|null} The groups, entry first; null when no entry is reached.
 */
function chainTo( name, seen = new Set() ) {
	const group = groups[ name ];
	if ( ! group || seen.has( name ) ) {
		return null;
	}
	if ( group.entry ) {
		return [ name ];
	}
	let best = null;
	for ( const parent of group.parents ) {
		const chain = chainTo( parent, new Set( [ ...seen, name ] ) );
		if (
			chain &&
			( ! best || gzipOf( filesOf( chain ) ) < gzipOf( filesOf( best ) ) )
		) {
			best = chain;
		}
	}
	return best && [ ...best, name ];
}

function filesOf( chain ) {
	return [ ...new Set( chain.flatMap( ( name ) => groups[ name ].files ) ) ];
}

const rows = [];
for ( const { screen, page, module } of SCREENS ) {
	const holders = Object.keys( groups ).filter( ( name ) =>
		groups[ name ].files.some( ( file ) =>
			files[ file ]?.modules.includes( module )
		)
	);
	const chains = holders
		.map( ( name ) => chainTo( name ) )
		.filter( Boolean )
		.sort( ( a, b ) => gzipOf( filesOf( a ) ) - gzipOf( filesOf( b ) ) );
	if ( chains.length === 0 ) {
		fail(
			`${ screen }: ${ module } is in no chunk the app loads; update SCREENS in bin/check-admin-size.mjs.`
		);
		continue;
	}
	const startup = filesOf( chains[ 0 ] );
	const bytes = gzipOf( startup );
	rows.push( { screen, page, startup, bytes } );
	if ( bytes > BUDGET ) {
		fail(
			`${ screen }: ${ kb( bytes ) } before first paint, over the ${ kb(
				BUDGET
			) } budget by ${ bytes - BUDGET } bytes.`
		);
	}
	for ( const file of startup ) {
		for ( const name of files[ file ].modules ) {
			const rule = NOT_AT_STARTUP.find( ( { test } ) =>
				test.test( name )
			);
			if ( rule ) {
				fail(
					`${ screen }: ${ name } is in ${ file }, loaded before first paint; ${ rule.why }.`
				);
			}
		}
	}
}

// Pro code only in pro-*.js, and pro-*.js only for Pro code (the Lite zip leaves out pro-*.js).
for ( const [ file, { modules } ] of Object.entries( files ) ) {
	const pro = modules.filter( ( name ) => PRO_MODULE.test( name ) );
	if ( PRO_CHUNK.test( file ) && pro.length === 0 ) {
		fail(
			`${ file } holds no admin-app/src/pro/ module: only Pro chunks may be named pro-*.`
		);
	}
	if ( ! PRO_CHUNK.test( file ) && pro.length > 0 ) {
		fail(
			`${ file } holds Pro code (${ pro.join(
				', '
			) }), which the Lite zip would ship: load it through proModule() with a pro-* chunk name.`
		);
	}
}

const later = Object.keys( files )
	.filter(
		( file ) => ! rows.some( ( row ) => row.startup.includes( file ) )
	)
	.sort();
const widths = [
	Math.max( 6, ...rows.map( ( row ) => row.screen.length ) ),
	Math.max( 10, ...rows.map( ( row ) => row.page.length ) ),
	Math.max( 25, ...rows.map( ( row ) => row.startup.join( ' + ' ).length ) ),
];
const line = ( cells ) =>
	cells
		.map( ( cell, index ) =>
			index < widths.length
				? String( cell ).padEnd( widths[ index ] )
				: String( cell ).padStart( 10 )
		)
		.join( '  ' );
console.log(
	`admin size: JS before first paint, gzipped (budget ${ kb(
		BUDGET
	) } per screen)`
);
console.log(
	line( [ 'screen', 'admin page', 'admin.js + startup chunks', 'gzip' ] )
);
for ( const row of rows ) {
	console.log(
		line( [
			row.screen,
			row.page,
			row.startup.join( ' + ' ),
			kb( row.bytes ),
		] )
	);
}
console.log(
	`later, behind a spinner: ${ later
		.map( ( file ) => `${ file } ${ kb( gzipped[ file ] ?? 0 ) }` )
		.join( ', ' ) }`
);
if ( errors.length > 0 ) {
	for ( const message of errors ) {
		console.error( `admin size: ${ message }` );
	}
	process.exit( 1 );
}
