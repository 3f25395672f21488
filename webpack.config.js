/**
 * Three bundles from one build:
 * - admin: the React admin app, on @wordpress/scripts' config. React, api-fetch and i18n come from
 *   WordPress (dependency extraction writes build/admin.asset.php, read by PHP when enqueueing).
 *   react/jsx-runtime is bundled instead of externalised: WordPress only ships it from 6.6, and we
 *   support 6.5. It is a few hundred bytes over the React that WordPress provides.
 * - widget: the visitor widget, Preact + TypeScript with no WordPress or React runtime. Its CSS
 *   is imported as text and injected into the widget's shadow root.
 * - blocks: the block editor's "UserFeedback Survey" block (blocks/survey/), on @wordpress/scripts'
 *   config like the admin app: build/blocks/survey/index.js with its index.asset.php and
 *   index.css, and its block.json copied beside them (PHP registers the block from that folder).
 *   The WordPress packages it uses are externals; jsx-runtime is bundled as for the admin app.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );

const isProduction = process.env.NODE_ENV === 'production';
const buildDir = path.resolve( __dirname, 'build' );

const bundleJsxRuntime = ( request ) =>
	request === 'react/jsx-runtime' || request === 'react/jsx-dev-runtime'
		? false
		: undefined;

const admin = {
	...defaultConfig,
	entry: { admin: path.resolve( __dirname, 'admin-app/src/index.tsx' ) },
	output: { ...defaultConfig.output, path: buildDir, clean: false },
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: bundleJsxRuntime,
			requestToHandle: bundleJsxRuntime,
		} ),
	],
};

const widget = {
	name: 'widget',
	mode: isProduction ? 'production' : 'development',
	devtool: isProduction ? false : 'source-map',
	entry: {
		widget: path.resolve( __dirname, 'widget/src/index.tsx' ),
		// The admin's preview of the real widget (builder, customiser); not on visitor pages.
		'widget-preview': path.resolve( __dirname, 'widget/src/preview.tsx' ),
	},
	output: { path: buildDir, filename: '[name].js', clean: false },
	resolve: { extensions: [ '.ts', '.tsx', '.js' ] },
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
									// natively; transpiling them cost ~1.5 KB gzipped.
									// Older browsers fail to parse the file and simply
									// show no survey; the page is unaffected.
									targets:
										'chrome >= 80, edge >= 80, firefox >= 78, safari >= 14, ios >= 14',
									bugfixes: true,
								},
							],
							[
								'@babel/preset-typescript',
								{ jsxPragma: 'h', onlyRemoveTypeImports: true },
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
			{
				test: /\.css$/,
				type: 'asset/source',
				use: path.resolve(
					__dirname,
					'bin/webpack/css-minify-loader.js'
				),
			},
		],
	},
	// Writes build/widget.asset.php (version hash). Its dependency list must stay empty: a
	// WordPress script here would break the no-runtime promise, and the size test checks it.
	plugins: [
		new DependencyExtractionWebpackPlugin( { injectPolyfill: false } ),
	],
	performance: { hints: false },
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

module.exports = [ admin, widget, blocks ];
