/**
 * The results' charts: chart.js (the parts register-charts.ts registers) and react-chartjs-2. A
 * chunk of its own, `results-charts`, loaded through lazy-charts.tsx when a chart is drawn; the
 * rest of the results screens never import chart.js.
 */
import './register-charts';

export { Line } from 'react-chartjs-2';
export { StatChartView } from './StatChartView';
export { FunnelChartView } from './FunnelChartView';
