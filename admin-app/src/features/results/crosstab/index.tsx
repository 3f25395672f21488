/**
 * The cross-tab section, from a chunk of its own (`results-crosstab`), loaded after the results
 * paint: it sits below the question statistics.
 */
import { lazyModule } from '../../../components/LazyModule';

export const CrosstabSection = lazyModule(
	() =>
		import(
			/* webpackChunkName: "results-crosstab" */ './CrosstabSection'
		),
	( module ) => module.CrosstabSection
);
