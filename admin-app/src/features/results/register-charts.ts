/**
 * Registers only the chart.js parts the results screens draw with: category and linear axes,
 * bars, lines with points, pie arcs, tooltips, the legend and the filler (the NPS margin band). react-chartjs-2's Bar, Line and Pie
 * register their own controllers.
 */
import {
	ArcElement,
	BarElement,
	CategoryScale,
	Chart,
	Filler,
	Legend,
	LinearScale,
	LineElement,
	PointElement,
	Tooltip,
} from 'chart.js';

Chart.register(
	ArcElement,
	BarElement,
	CategoryScale,
	Filler,
	Legend,
	LinearScale,
	LineElement,
	PointElement,
	Tooltip
);
