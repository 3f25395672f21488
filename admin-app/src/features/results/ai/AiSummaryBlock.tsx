/**
 * The AI summary on the survey results screen (reporting.md §2–§4, §8). With access (Pro with a
 * pro or elite licence — the server decides) the panel, whose code is a Pro module
 * (pro/ai-summary, chunk pro-ai-summary, not in the Lite zip); without it the dismissible upsell.
 */
import { proModule } from '../../../components/ProModule';
import { AiUpsell } from './AiUpsell';

import './ai.scss';

const AiSummaryPanel = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-ai-summary" */ '../../../pro/ai-summary/AiSummaryPanel'
		),
	( module ) => module.AiSummaryPanel
);

interface AiSummaryBlockProps {
	surveyId: number;
	/** What the site's entitlements say; the server has the last word. */
	hasAccess: boolean;
	/**
	 * False when the survey has no responses: there is nothing to summarise, so Get AI Summary
	 * is disabled and says why. Undefined while unknown (offered as usual).
	 */
	hasResponses?: boolean;
}

export function AiSummaryBlock( {
	surveyId,
	hasAccess,
	hasResponses,
}: AiSummaryBlockProps ) {
	return hasAccess ? (
		<AiSummaryPanel surveyId={ surveyId } hasResponses={ hasResponses } />
	) : (
		<AiUpsell />
	);
}
