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

// Three projects: the React admin app and survey block, and the Preact widget, compile JSX for
// different runtimes.
export default defineConfig( {
	test: {
		projects: [
			{
				test: {
					name: 'admin',
					include: [ 'admin-app/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
				},
				resolve: { alias: contractAlias },
				oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
			},
			{
				// The block editor's survey block (blocks/): React, as WordPress provides it.
				test: {
					name: 'blocks',
					include: [ 'blocks/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
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
					include: [ 'widget/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
				},
				resolve: { alias: contractAlias },
				oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
			},
		],
	},
} );
