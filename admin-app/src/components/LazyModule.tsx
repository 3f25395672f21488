/**
 * Code that loads from a chunk of its own (webpack's dynamic `import()`, a `build/*.js` file
 * beside admin.js): each admin area (App.tsx), the heavy parts inside an area (the survey builder,
 * the results' charts) and the Pro screens (ProModule.tsx). admin.js holds only the shell (header,
 * notices, router, data layer); a screen loads its area's chunk at startup and the rest when it
 * is shown. `bin/check-admin-size.mjs` keeps what each screen loads before its first paint
 * within budget.
 *
 * `lazyModule()` wraps `React.lazy`: while the chunk loads, the app's usual spinner (or the
 * fallback given); if it cannot load (a deploy in between, the network), a notice with a Reload
 * button instead of a blank screen. Name every chunk (`/* webpackChunkName: "…" *\/`): the
 * budget script and the release tooling read the names, and `pro-*` is kept for the Pro modules.
 */
import {
	Component,
	Suspense,
	lazy,
	type ComponentType,
	type ErrorInfo,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from './Notice';

/**
 * Shows a notice with a Reload button instead of its children when they throw: a chunk that
 * could not load (React.lazy rethrows the failed import) or anything else that broke rendering.
 */
export class ChunkBoundary extends Component<
	{ children: ReactNode },
	{ failed: boolean }
> {
	state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	componentDidCatch( error: Error, info: ErrorInfo ) {
		// Kept for whoever opens the console; the notice says what to do.
		// eslint-disable-next-line no-console
		console.error( error, info.componentStack );
	}

	render() {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		return (
			<Notice status="error">
				<p>
					{ __(
						'This part of UserFeedback could not be loaded. Reload the page to try again.',
						'userfeedback'
					) }
				</p>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => window.location.reload() }
					>
						{ __( 'Reload page', 'userfeedback' ) }
					</button>
				</p>
			</Notice>
		);
	}
}

/**
 * The app's usual spinner with "Loading…", announced politely.
 *
 * @param props           The props.
 * @param props.className An extra class.
 */
export function ChunkLoading( { className }: { className?: string } ) {
	return (
		<div
			className={
				className
					? `uf-chunk-loading ${ className }`
					: 'uf-chunk-loading'
			}
			role="status"
		>
			<span className="spinner is-active" aria-hidden="true" />
			{ __( 'Loading…', 'userfeedback' ) }
		</div>
	);
}

/**
 * A component whose code comes from a chunk, bare: it suspends while the chunk loads and throws
 * if it cannot, so it needs a `<ChunkBoundary>` and a `<Suspense>` above it. For several parts of
 * one chunk under one loading state (the builder's layout and its step, in `<ChunkSuspense>`);
 * otherwise use `lazyModule()`.
 *
 * @param load A `() => import( /* webpackChunkName: "…" *\/ '…' )` returning the module.
 * @param pick Which export of the module is the component.
 */
export function lazyComponent< Props extends object, Module >(
	load: () => Promise< Module >,
	pick: ( module: Module ) => ComponentType< Props >
): ComponentType< Props > {
	// Typed as the component it resolves to (lazy()'s own type adds refs the modules do not take).
	// One lazy per call, made once: after the first load every mount renders at once.
	return lazy( () =>
		load().then( ( module ) => ( { default: pick( module ) } ) )
	) as unknown as ComponentType< Props >;
}

interface ChunkSuspenseProps {
	children: ReactNode;
	/** Shown while the chunk loads; the usual spinner by default. */
	fallback?: ReactNode;
}

/**
 * The loading state and the reload notice around components made by `lazyComponent()`.
 *
 * @param props          The props.
 * @param props.children The lazy components.
 * @param props.fallback Shown while the chunk loads; the usual spinner by default.
 */
export function ChunkSuspense( {
	children,
	fallback = <ChunkLoading />,
}: ChunkSuspenseProps ) {
	return (
		<ChunkBoundary>
			<Suspense fallback={ fallback }>{ children }</Suspense>
		</ChunkBoundary>
	);
}

interface LazyModuleOptions {
	/** Shown while the chunk loads; the usual spinner by default. */
	fallback?: ReactNode;
}

/**
 * A component whose code comes from a chunk, with its loading state and its reload notice.
 *
 * @param load             A `() => import( /* webpackChunkName: "…" *\/ '…' )` returning the module.
 * @param pick             Which export of the module is the component.
 * @param options          Options.
 * @param options.fallback Shown while the chunk loads; the usual spinner by default.
 */
export function lazyModule< Props extends object, Module >(
	load: () => Promise< Module >,
	pick: ( module: Module ) => ComponentType< Props >,
	{ fallback }: LazyModuleOptions = {}
): ComponentType< Props > {
	const Lazy = lazyComponent( load, pick );
	function LazyModule( props: Props ) {
		return (
			<ChunkSuspense fallback={ fallback }>
				<Lazy { ...props } />
			</ChunkSuspense>
		);
	}
	return LazyModule;
}
