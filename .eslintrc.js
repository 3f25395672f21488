/**
 * ESLint: WordPress's recommended rules (with Prettier formatting) for the admin app, the widget,
 * the tests and the build scripts. The text domain is pinned so every string is translatable.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	settings: {
		'import/resolver': { node: { extensions: [ '.js', '.jsx', '.ts', '.tsx', '.mjs' ] } },
	},
	rules: {
		'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: 'userfeedback' } ],
		'@wordpress/no-unsafe-wp-apis': 'error',
		// TypeScript checks imports (tsc --noEmit); the import plugin cannot resolve type-only and
		// package-exports paths reliably.
		'import/no-unresolved': 'off',
		'import/no-extraneous-dependencies': 'off',
	},
	overrides: [
		{
			// The widget is Preact: no WordPress packages, no React.
			files: [ 'widget/**' ],
			rules: {
				'no-restricted-imports': [
					'error',
					{ patterns: [ '@wordpress/*', 'react', 'react-dom', 'react/*' ] },
				],
				'react/react-in-jsx-scope': 'off',
				'react/no-unknown-property': 'off',
			},
		},
		{
			// The widget's loader (build/widget.js, on every page with a live survey) stays small:
			// the renderer, Preact and the components come only through loader.ts's loadRenderer().
			files: [
				'widget/src/index.ts',
				'widget/src/loader.ts',
				'widget/src/eligible.ts',
				'widget/src/attributes.ts',
				'widget/src/public-api.ts',
				'widget/src/logic/**',
			],
			excludedFiles: [ '**/*.test.ts', '**/*.test.tsx' ],
			rules: {
				'no-restricted-imports': [
					'error',
					{
						patterns: [
							{
								group: [
									'@wordpress/*',
									'react',
									'react-dom',
									'react/*',
									'preact',
									'preact/*',
									'**/renderer',
									'**/components/*',
									'**/api',
									'**/use-survey-flow',
									'**/theme',
									'**/*.css',
								],
								message:
									'The loader carries no renderer code: reach it through loadRenderer() (widget/src/loader.ts).',
							},
						],
					},
				],
			},
		},
		{
			// The Pro screens' code (admin-app/src/pro/) is in chunks the Lite zip leaves out: the
			// rest of the app reaches it only by a dynamic import() (components/ProModule.tsx).
			files: [ 'admin-app/src/**' ],
			excludedFiles: [ 'admin-app/src/pro/**' ],
			rules: {
				'no-restricted-imports': [
					'error',
					{
						patterns: [
							{
								group: [ '**/pro/**' ],
								message:
									'Pro modules load through proModule( () => import( /* webpackChunkName: "pro-…" */ … ) ), so the Lite build leaves them out.',
							},
						],
					},
				],
			},
		},
		{
			files: [ 'tests/**', 'bin/**', '**/*.test.ts', '**/*.test.tsx', '*.config.*' ],
			rules: {
				'no-console': 'off',
				'jest/no-done-callback': 'off',
			},
		},
		{
			files: [ 'bin/**/*.mjs', 'bin/**/*.js' ],
			env: { node: true },
		},
	],
};
