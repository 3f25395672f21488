import { defineConfig } from 'vitest/config';

// Two projects: the React admin app and the Preact widget compile JSX for different runtimes.
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
				oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
			},
			{
				test: {
					name: 'widget',
					include: [ 'widget/**/*.test.{ts,tsx}' ],
					environment: 'jsdom',
					setupFiles: [ './vitest.setup.ts' ],
				},
				oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
			},
		],
	},
} );
