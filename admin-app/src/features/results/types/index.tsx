/**
 * The matrix's heat table and the ranking's table, from the `results-types` chunk: most surveys
 * have neither, so the results screen's first paint does not carry them.
 */
import { lazyModule } from '../../../components/LazyModule';

const loadTables = () =>
	import( /* webpackChunkName: "results-types" */ './tables' );

export const MatrixTable = lazyModule(
	loadTables,
	( module ) => module.MatrixTable
);

export const RankingTable = lazyModule(
	loadTables,
	( module ) => module.RankingTable
);
