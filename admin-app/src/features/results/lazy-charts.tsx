/**
 * The charts the results screens draw, from the `results-charts` chunk (charts.ts: chart.js and
 * react-chartjs-2), so a results page paints its figures and tables without waiting for them.
 * While the chunk loads, a spinner inside the chart's box (`.uf-results-chart__canvas` has a
 * fixed height, so nothing moves when the chart arrives); the figure's table already holds the
 * same numbers for screen readers. If the chunk cannot load, the usual notice with Reload.
 */
import { lazyModule } from '../../components/LazyModule';

const loadCharts = () =>
	import( /* webpackChunkName: "results-charts" */ './charts' );

function ChartLoading() {
	return (
		<div className="uf-results-chart__loading">
			<span className="spinner is-active" aria-hidden="true" />
		</div>
	);
}

/** react-chartjs-2's line chart. */
export const Line = lazyModule( loadCharts, ( module ) => module.Line, {
	fallback: <ChartLoading />,
} );

/** A question's chart (StatChartView.tsx). */
export const StatChartView = lazyModule(
	loadCharts,
	( module ) => module.StatChartView,
	{ fallback: <ChartLoading /> }
);

/** The completion funnel (FunnelChartView.tsx). */
export const FunnelChartView = lazyModule(
	loadCharts,
	( module ) => module.FunnelChartView,
	{ fallback: <ChartLoading /> }
);
