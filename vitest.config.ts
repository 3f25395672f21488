import path from 'path';
import { defineConfig } from 'vitest/config';

// WordPress provides its editor packages to the survey block at run time (webpack externals, not
// installed): its tests get plain stand-ins with the same roles and names.
const wordpressStubs = path.resolve(
	__dirname,
	'blocks/survey/src/test/wordpress-stubs.tsx'
);

// The generated contract under one name, as tsconfig.json's `paths` and webpack.config.js name it.
const contractAlias = {
	'@userfeedback/contract': path.resolve(
		__dirname,
		'contract/userfeedback.ts'
	),
};

// jsdom has no canvas: every chart in the admin app's tests is drawn by a stand-in that records
// what it was given (the tests read it through `charts`).
const chartStandIn = {
	'react-chartjs-2': path.resolve(
		__dirname,
		'admin-app/src/features/results/test/chart-mock.tsx'
	),
};

// Three projects: the React admin app and survey block, and the Preact widget, compile JSX for
// different runtimes (a fourth tests the test command's scripts in plain Node). Test files share one environment per worker (`isolate: false`): setting up
// jsdom and importing React for each of a hundred files took most of the run; every test cleans
// up after itself (vitest.setup.ts, each file's own afterEach).
// npm test runs Vitest beside PHPUnit on two cores: a test that takes 1 s alone can take more
// than the default 5 s there. A test that hangs still fails. Set in each project: a project does
// not inherit the root's test options.
const testTimeout = 15_000;

export default defineConfig( {
	test: {
		testTimeout,
		projects: [
			{
				test: {
					name: 'admin',
					testTimeout,
					include: [ 'admin-app/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
					isolate: false,
				},
				resolve: { alias: { ...contractAlias, ...chartStandIn } },
				oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
			},
			{
				// The block editor's survey block (blocks/): React, as WordPress provides it.
				test: {
					name: 'blocks',
					testTimeout,
					include: [ 'blocks/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
					isolate: false,
				},
				resolve: {
					alias: {
						...contractAlias,
						'@wordpress/block-editor': wordpressStubs,
						'@wordpress/components': wordpressStubs,
					},
				},
				oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
			},
			{
				test: {
					name: 'widget',
					testTimeout,
					include: [ 'widget/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
					isolate: false,
				},
				resolve: { alias: contractAlias },
				// The renderer's file name, which the build writes into the loader (webpack.config.js).
				define: {
					USERFEEDBACK_RENDERER: JSON.stringify(
						'widget-renderer.0123abcd.js'
					),
				},
				oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
			},
			{
				// The test command's own scripts (bin/): plain Node.
				test: {
					name: 'tools',
					testTimeout,
					include: [ 'bin/**/*.test.mjs' ],
					environment: 'node',
				},
			},
		],
	},
} );
