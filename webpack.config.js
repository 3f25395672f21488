/**
 * Three products from one build:
 * - admin: the React admin app, on @wordpress/scripts' config. React, api-fetch and i18n come from
 *   WordPress (dependency extraction writes build/admin.asset.php, read by PHP when enqueueing).
 *   react/jsx-runtime is bundled instead of externalised: WordPress only ships it from 6.6, and we
 *   support 6.5. It is a few hundred bytes over the React that WordPress provides.
 * - widget: the visitor widget, Preact + TypeScript with no WordPress or React runtime: a loader
 *   that decides and waits, and a renderer it fetches when a survey shows (two builds,
 *   widgetRenderer then widget). Its CSS is imported as minified text and injected into the
 *   widget's shadow roots.
 * - blocks: the block editor's "UserFeedback Survey" block (blocks/survey/), on @wordpress/scripts'
 *   config like the admin app: build/blocks/survey/index.js with its index.asset.php and
 *   index.css, and its block.json copied beside them (PHP registers the block from that folder).
 *   The WordPress packages it uses are externals; jsx-runtime is bundled as for the admin app.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const TerserPlugin = require( 'terser-webpack-plugin' );

const isProduction = process.env.NODE_ENV === 'production';
const buildDir = path.resolve( __dirname, 'build' );

/**
 * The generated contract (contract/userfeedback.ts) under one name in every bundle, as tsconfig's
 * `paths` and vitest.config.ts name it: `import { … } from '@userfeedback/contract'`.
 */
const contractAlias = {
	'@userfeedback/contract': path.resolve(
		__dirname,
		'contract/userfeedback.ts'
	),
};

// The resolve options of @wordpress/scripts' config with the contract's alias added.
const resolveWithContract = {
	...defaultConfig.resolve,
	alias: { ...defaultConfig.resolve?.alias, ...contractAlias },
};

const bundleJsxRuntime = ( request ) =>
	request === 'react/jsx-runtime' || request === 'react/jsx-dev-runtime'
		? false
		: undefined;

/**
 * The admin app's chunk graph as built, for build/admin-chunks.json: each chunk group (the entry,
 * every named dynamic import) with its JS files and parent groups, and each JS file's size and
 * modules (app files by path, packages by name). bin/check-admin-size.mjs reads it to work out
 * what a screen loads before its first paint. Not a release file (the zips take *.js, *.css and
 * *.asset.php only).
 *
 * @param {import('webpack').Compilation} compilation The admin app's compilation.
 */
function adminChunks( compilation ) {
	const fileName = ( name ) => name.replace( /\?.*$/, '' );
	const jsFiles = ( chunk ) =>
		[ ...chunk.files ].filter( ( name ) => /\.js(\?|$)/.test( name ) );
	const moduleName = ( module ) => {
		const resource = module.nameForCondition?.();
		if ( ! resource ) {
			return null;
		}
		const relative = path
			.relative( __dirname, resource )
			.split( path.sep )
			.join( '/' );
		const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
			relative
		);
		return pkg ? `node_modules/${ pkg[ 1 ] }` : relative;
	};
	const files = {};
	for ( const chunk of compilation.chunks ) {
		const modules = new Set();
		for ( const module of compilation.chunkGraph.getChunkModulesIterable(
			chunk
		) ) {
			if ( module.type.startsWith( 'css' ) ) {
				continue;
			}
			// A concatenated module lists the modules it joined.
			for ( const inner of module.modules ?? [ module ] ) {
				modules.add( moduleName( inner ) );
			}
		}
		modules.delete( null );
		for ( const name of jsFiles( chunk ) ) {
			files[ fileName( name ) ] = {
				bytes: compilation.getAsset( name ).source.size(),
				modules: [ ...modules ].sort(),
			};
		}
	}
	const key = ( group ) => group.name ?? `#${ group.chunks[ 0 ].id }`;
	const groups = {};
	for ( const group of compilation.chunkGroups ) {
		groups[ key( group ) ] = {
			entry: group.isInitial(),
			files: group.chunks.flatMap( jsFiles ).map( fileName ),
			parents: group.getParents().map( key ),
		};
	}
	return { groups, files };
}

/** Emits build/admin-chunks.json (see adminChunks()). */
class AdminChunksPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( 'AdminChunks', ( compilation ) => {
			compilation.hooks.processAssets.tap(
				// The last stage: the files are minified and hashed, as written.
				{
					name: 'AdminChunks',
					stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
				},
				() =>
					compilation.emitAsset(
						'admin-chunks.json',
						new sources.RawSource(
							JSON.stringify(
								adminChunks( compilation ),
								null,
								'\t'
							) + '\n'
						)
					)
			);
		} );
	}
}

/**
 * The admin chunks of the previous build (its admin-chunks.json), which this build removes unless
 * it writes them again: a renamed or dropped chunk must not linger in build/, where the release
 * zips take every *.js from. Nothing else in build/ is touched (the widget and the block share it).
 */
const previousAdminFiles = ( () => {
	try {
		return new Set(
			Object.keys(
				require( path.join( buildDir, 'admin-chunks.json' ) ).files
			)
		);
	} catch {
		return new Set();
	}
} )();

/**
 * The admin app: admin.js is the shell; each area, the survey builder, the results' charts, the
 * Widget settings tab, the font catalogue and each Pro module are chunks of their own, named by
 * their dynamic import's webpackChunkName (Pro ones `pro-*`, which the Lite zip leaves out, and no
 * others) and loaded from admin.js's folder (publicPath 'auto': webpack reads it from admin.js's
 * script tag). No automatic splitting: a chunk is exactly one import(), so its name says what it
 * holds and Pro code never lands in a shared file of another name. Every stylesheet goes into
 * admin.css/admin-rtl.css, enqueued by PHP (admin-app/src/styles.ts; the `style` group catches
 * any stylesheet missing there): a chunk's own CSS file would have no RTL variant.
 */
const admin = {
	...defaultConfig,
	entry: { admin: path.resolve( __dirname, 'admin-app/src/index.tsx' ) },
	resolve: resolveWithContract,
	output: {
		...defaultConfig.output,
		path: buildDir,
		publicPath: 'auto',
		clean: { keep: ( file ) => ! previousAdminFiles.has( file ) },
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			cacheGroups: {
				default: false,
				defaultVendors: false,
				style: {
					type: 'css/mini-extract',
					name: 'admin',
					chunks: 'all',
					enforce: true,
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: bundleJsxRuntime,
			requestToHandle: bundleJsxRuntime,
		} ),
		new AdminChunksPlugin(),
	],
};

/**
 * The visitor widget, two bundles of stock Preact, preact/hooks and Preact's JSX runtime
 * (docs/decisions.md "Visitor widget: loader and renderer"):
 * - widgetRenderer: the renderer (widget-renderer.[contenthash].js), the script the loader adds
 *   when a survey is about to show; it sets `window.userfeedbackRenderer` (renderer-entry.ts).
 *   Built first, and the only build that removes a previous renderer, so build/ (and the zips)
 *   carry exactly one.
 * - widget: the loader (widget.js, what visitor pages get), built after the renderer with the
 *   renderer's file name written in (`USERFEEDBACK_RENDERER`), so a loader always fetches the
 *   renderer built with it; and the admin's preview (widget-preview.js).
 * Each is one file: no chunk loading, no webpack runtime (the loader adds one script tag itself).
 */
const widgetBase = {
	mode: isProduction ? 'production' : 'development',
	devtool: isProduction ? false : 'source-map',
	resolve: { extensions: [ '.ts', '.tsx', '.js' ], alias: contractAlias },
	module: {
		rules: [
			{
				test: /\.[jt]sx?$/,
				exclude: /node_modules/,
				use: {
					loader: 'babel-loader',
					options: {
						babelrc: false,
						configFile: false,
						presets: [
							[
								'@babel/preset-env',
								{
									// Browsers from 2020 on run ?. ?? and object spread
									// natively; older ones fail to parse the file and simply
									// show no survey; the page is unaffected.
									targets:
										'chrome >= 80, edge >= 80, firefox >= 78, safari >= 14, ios >= 14',
									bugfixes: true,
								},
							],
							[
								'@babel/preset-typescript',
								{ onlyRemoveTypeImports: true },
							],
						],
						plugins: [
							[
								'@babel/plugin-transform-react-jsx',
								{
									runtime: 'automatic',
									importSource: 'preact',
								},
							],
						],
					},
				},
			},
			// The stylesheet as a minified string (cssnano, the minifier @wordpress/scripts
			// already brings), injected into each shadow root by renderer.tsx.
			{
				test: /\.css$/,
				type: 'asset/source',
				use: {
					loader: 'postcss-loader',
					options: {
						postcssOptions: {
							config: false,
							plugins: [
								require( 'cssnano' )( { preset: 'default' } ),
							],
						},
					},
				},
			},
		],
	},
	// Terser for the widget alone: ES2020 output (shorthand properties, arrows), for the browsers
	// above.
	optimization: {
		splitChunks: false,
		minimizer: [
			new TerserPlugin( {
				terserOptions: {
					ecma: 2020,
					module: true,
					compress: { passes: 2 },
				},
			} ),
		],
	},
	performance: { hints: false },
};

// The renderer's file name from its last build, for the loader's (which runs after it).
let rendererFile = '';

const widgetRenderer = {
	...widgetBase,
	name: 'widget-renderer',
	entry: {
		'widget-renderer': path.resolve(
			__dirname,
			'widget/src/renderer-entry.ts'
		),
	},
	output: {
		path: buildDir,
		filename: '[name].[contenthash:8].js',
		clean: { keep: ( file ) => ! /^widget-renderer\./.test( file ) },
	},
	plugins: [
		{
			apply: ( compiler ) =>
				compiler.hooks.afterEmit.tap(
					'RendererFile',
					( compilation ) => {
						rendererFile = [
							...compilation.entrypoints
								.get( 'widget-renderer' )
								.getFiles(),
						].find( ( file ) => file.endsWith( '.js' ) );
					}
				),
		},
	],
};

const widget = {
	...widgetBase,
	name: 'widget',
	dependencies: [ 'widget-renderer' ],
	entry: {
		widget: path.resolve( __dirname, 'widget/src/index.ts' ),
		// The admin's preview of the real widget (builder, customiser); not on visitor pages.
		'widget-preview': path.resolve( __dirname, 'widget/src/preview.tsx' ),
	},
	output: { path: buildDir, filename: '[name].js', clean: false },
	plugins: [
		// Writes build/widget.asset.php (version hash). Its dependency list must stay empty: a
		// WordPress script here would break the no-runtime promise, and the size test checks it.
		new DependencyExtractionWebpackPlugin( { injectPolyfill: false } ),
		{
			// Read when the loader is built (never cached): the renderer's build ran just before.
			apply: ( compiler ) => {
				const { DefinePlugin } = compiler.webpack;
				new DefinePlugin( {
					USERFEEDBACK_RENDERER: DefinePlugin.runtimeValue(
						() => JSON.stringify( rendererFile ),
						true
					),
				} ).apply( compiler );
			},
		},
	],
};

const blocks = {
	...defaultConfig,
	name: 'blocks',
	entry: {
		'blocks/survey/index': path.resolve(
			__dirname,
			'blocks/survey/src/index.tsx'
		),
	},
	output: { ...defaultConfig.output, path: buildDir, clean: false },
	resolve: resolveWithContract,
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				! ( plugin instanceof CopyWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: bundleJsxRuntime,
			requestToHandle: bundleJsxRuntime,
		} ),
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: path.resolve( __dirname, 'blocks/survey/block.json' ),
					to: 'blocks/survey/block.json',
				},
			],
		} ),
	],
};

module.exports = [ admin, widgetRenderer, widget, blocks ];
