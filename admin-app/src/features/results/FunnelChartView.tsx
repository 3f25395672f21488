/**
 * Draws the completion funnel (funnel.ts) as react-chartjs-2 horizontal bars; the canvas is an
 * image named by `label`. Part of the `results-charts` chunk (charts.ts, lazy-charts.tsx).
 */
import { Bar } from 'react-chartjs-2';

import type { FunnelChart } from './funnel';
import './register-charts';

interface FunnelChartViewProps {
	chart: FunnelChart;
	label: string;
}

export function FunnelChartView( { chart, label }: FunnelChartViewProps ) {
	return (
		<Bar
			data={ chart.data }
			options={ chart.options }
			role="img"
			aria-label={ label }
		/>
	);
}
