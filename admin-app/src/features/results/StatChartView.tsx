/**
 * Draws a question's chart (see chart-data.ts) with the matching react-chartjs-2 component; the
 * canvas is an image named by `label`.
 */
import { Bar, Line, Pie } from 'react-chartjs-2';

import type { StatChart } from './chart-data';
import './register-charts';

interface StatChartViewProps {
	chart: StatChart;
	label: string;
}

export function StatChartView( { chart, label }: StatChartViewProps ) {
	switch ( chart.kind ) {
		case 'bar':
			return (
				<Bar
					data={ chart.data }
					options={ chart.options }
					role="img"
					aria-label={ label }
				/>
			);
		case 'line':
			return (
				<Line
					data={ chart.data }
					options={ chart.options }
					role="img"
					aria-label={ label }
				/>
			);
		case 'pie':
			return (
				<Pie
					data={ chart.data }
					options={ chart.options }
					role="img"
					aria-label={ label }
				/>
			);
	}
}
