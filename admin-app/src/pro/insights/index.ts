/**
 * Insights on open answers (Pro, on the AI summary's plan). Code outside admin-app/src/pro
 * reaches these only through a dynamic import (chunk `pro-insights`), e.g.
 * `proModule( () => import( /* webpackChunkName: "pro-insights" *\/ '../../pro/insights' ), ( m ) => m.InsightsPanel )`.
 */
export { InsightsPanel, type InsightsPanelProps } from './InsightsPanel';
export {
	ResponseInsightsPanel,
	type ResponseInsightsPanelProps,
} from './ResponseInsightsPanel';
export { InsightChips, type InsightChipsProps } from './InsightChips';
