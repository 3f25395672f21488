/**
 * Draws a question's chart (see chart-data.ts) with the matching react-chartjs-2 component; the
 * canvas is an image named by `label`. With `onSelect`, clicking a bar, point or slice passes its
 * option's index (the click adds the answer as a filter; the table beside it has the
 * same as buttons, for the keyboard).
 */
import { Bar, Line, Pie } from 'react-chartjs-2';

import type { StatChart } from './chart-data';
import './register-charts';

interface StatChartViewProps {
	chart: StatChart;
	label: string;
	onSelect?: ( index: number ) => void;
}

function clickable< T extends object >(
	options: T,
	onSelect: ( ( index: number ) => void ) | undefined
): T {
	if ( ! onSelect ) {
		return options;
	}
	return {
		...options,
		onClick: ( _event: unknown, elements: Array< { index: number } > ) => {
			if ( elements[ 0 ] ) {
				onSelect( elements[ 0 ].index );
			}
		},
		onHover: (
			event: { native?: { target?: unknown } | null },
			elements: unknown[]
		) => {
			const target = event.native?.target;
			if ( target instanceof HTMLElement ) {
				target.style.cursor = elements.length ? 'pointer' : 'default';
			}
		},
	};
}

export function StatChartView( {
	chart,
	label,
	onSelect,
}: StatChartViewProps ) {
	switch ( chart.kind ) {
		case 'bar':
			return (
				<Bar
					data={ chart.data }
					options={ clickable( chart.options, onSelect ) }
					role="img"
					aria-label={ label }
				/>
			);
		case 'line':
			return (
				<Line
					data={ chart.data }
					options={ clickable( chart.options, onSelect ) }
					role="img"
					aria-label={ label }
				/>
			);
		case 'pie':
			return (
				<Pie
					data={ chart.data }
					options={ clickable( chart.options, onSelect ) }
					role="img"
					aria-label={ label }
				/>
			);
	}
}
