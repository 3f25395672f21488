/**
 * "Themes and sentiment" on a survey's results. On the AI summary's plan (Pro with a pro or elite
 * licence — the server decides) the panel, whose code is a Pro module (pro/insights, chunk
 * pro-insights, not in the Lite zip); otherwise what it does and how to get it. A click on a
 * sentiment or "Filter results by this theme" sets the results' filter (`sentiment`, `theme`) the
 * way a tag does.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { proModule } from '../../components/ProModule';
import { UpgradeLink } from '../../components/UpgradeLink';
import type { SurveyResults } from '../../data/use-results';
import type { Analysis } from './filter/use-analysis';
import { filterParams } from './filter/model';

const InsightsPanel = proModule(
	() => import( /* webpackChunkName: "pro-insights" */ '../../pro/insights' ),
	( module ) => module.InsightsPanel
);

interface InsightsSectionProps {
	surveyId: number;
	/** What the site's entitlements say; the server has the last word. */
	hasAccess: boolean;
	results: SurveyResults;
	analysis: Analysis;
}

export function InsightsSection( {
	surveyId,
	hasAccess,
	results,
	analysis,
}: InsightsSectionProps ) {
	const titleId = useId();
	if ( ! hasAccess ) {
		return (
			<section
				className="uf-results-panel uf-insights is-locked"
				aria-labelledby={ titleId }
			>
				<h2 id={ titleId } className="uf-results-panel__title">
					<span
						className="dashicons dashicons-lock"
						aria-hidden="true"
					/>
					{ __( 'Themes and sentiment', 'userfeedback' ) }
				</h2>
				<p>
					{ __(
						'See what share of comments is positive or negative, which themes grow week over week, and the comments behind each — and filter every report by them.',
						'userfeedback'
					) }
				</p>
				<p>
					<UpgradeLink />
				</p>
			</section>
		);
	}
	const { filter } = analysis;
	return (
		<InsightsPanel
			surveyId={ surveyId }
			sentiment={ results.sentiment ?? null }
			themeCounts={ results.themes ?? null }
			filter={ filterParams( filter ) }
			activeSentiment={ filter.sentiment }
			activeTheme={ filter.theme }
			onFilter={ ( change ) => {
				const next = { ...filter };
				if ( change.sentiment !== undefined ) {
					if ( change.sentiment ) {
						next.sentiment = change.sentiment;
					} else {
						delete next.sentiment;
					}
				}
				if ( change.theme !== undefined ) {
					if ( change.theme ) {
						next.theme = String( change.theme );
					} else {
						delete next.theme;
					}
				}
				analysis.url.setFilter( next );
			} }
		/>
	);
}
