/**
 * A Pro screen's code, loaded from a chunk of its own (`build/pro-*.js`). The Lite zip leaves
 * those files out, so the free plugin ships none of the Pro screens' code (the plugin directory's
 * rule against locked "trialware"); Lite shows the upsell in their place and never renders one of
 * these, so it never asks for a missing file. The modules themselves are in `admin-app/src/pro/`,
 * which code outside it may only reach through a dynamic `import()` (an ESLint rule says so).
 *
 * `proModule()` wraps `React.lazy`: while the chunk loads, the usual spinner; if it cannot load
 * (a deploy in between, the network), a notice with a Reload button instead of a blank screen.
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

class ChunkBoundary extends Component<
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

function Loading() {
	return (
		<div className="uf-pro-module-loading" role="status">
			<span className="spinner is-active" aria-hidden="true" />
			{ __( 'Loading…', 'userfeedback' ) }
		</div>
	);
}

/**
 * A component whose code comes from a Pro chunk.
 *
 * @param load A `() => import( /* webpackChunkName: "pro-…" *\/ '../pro/…' )` returning the module.
 * @param pick Which export of the module is the component.
 */
export function proModule< Props extends object, Module >(
	load: () => Promise< Module >,
	pick: ( module: Module ) => ComponentType< Props >
): ComponentType< Props > {
	// Typed as the component it resolves to (lazy()'s own type adds refs the modules do not take).
	const Lazy = lazy( () =>
		load().then( ( module ) => ( { default: pick( module ) } ) )
	) as unknown as ComponentType< Props >;
	function ProModule( props: Props ) {
		return (
			<ChunkBoundary>
				<Suspense fallback={ <Loading /> }>
					<Lazy { ...props } />
				</Suspense>
			</ChunkBoundary>
		);
	}
	return ProModule;
}
