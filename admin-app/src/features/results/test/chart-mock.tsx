/**
 * Stands in for react-chartjs-2 (jsdom has no canvas): each chart renders a named `<canvas>` and
 * records what it was given, by accessible name, for the tests to inspect.
 * Every admin test file gets it in place of react-chartjs-2 (an alias in vitest.config.ts).
 */
export interface DrawnChart {
	kind: 'bar' | 'line' | 'pie';
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- chart.js's data and options are deeply generic; tests read them loosely.
	data: any;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above.
	options: any;
}

export const charts = new Map< string, DrawnChart >();

interface MockChartProps {
	data: unknown;
	options?: unknown;
	'aria-label'?: string;
}

function make( kind: DrawnChart[ 'kind' ] ) {
	return function MockChart( props: MockChartProps ) {
		const label = props[ 'aria-label' ] ?? '';
		charts.set( label, { kind, data: props.data, options: props.options } );
		return <canvas role="img" aria-label={ label } data-kind={ kind } />;
	};
}

export const Bar = make( 'bar' );
export const Line = make( 'line' );
export const Pie = make( 'pie' );
