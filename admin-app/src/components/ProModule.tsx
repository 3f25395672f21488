/**
 * A Pro screen's code, loaded from a chunk of its own (`build/pro-*.js`). The Lite zip leaves
 * those files out, so the free plugin ships none of the Pro screens' code (the plugin directory's
 * rule against locked "trialware"); Lite shows the upsell in their place and never renders one of
 * these, so it never asks for a missing file. The modules themselves are in `admin-app/src/pro/`,
 * which code outside it may only reach through a dynamic `import()` (an ESLint rule says so).
 *
 * `proModule()` is `lazyModule()` (LazyModule.tsx): while the chunk loads, the usual spinner; if it
 * cannot load (a deploy in between, the network), a notice with a Reload button instead of a blank
 * screen. Only Pro chunks are named `pro-*`: the release tooling keeps exactly those out of Lite.
 */
import type { ComponentType } from 'react';

import { lazyModule } from './LazyModule';

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
	return lazyModule( load, pick );
}
