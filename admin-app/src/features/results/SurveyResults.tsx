/**
 * `#/survey/{id}` (route survey-results, reporting.md §2): the survey switcher, the link to the
 * individual responses, Export Results, four data cards, the completion funnel when there are
 * partial responses (issue 23), the AI summary's place and the per-question statistics (all
 * time). A survey of type nps gets the NPS template instead.
 *
 * The switcher's list comes from the overview's default summary (same query, so it is usually
 * cached), which also tells the survey's type before its statistics are asked for: an NPS
 * survey's statistics are only fetched for the picked range.
 */
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import {
	useResultsSummary,
	useSurveyResults,
	type SummarySurvey,
} from '../../data/use-results';
import { hasProPlan } from '../../data/entitlements';
import { useEntitlements } from '../../data/use-entitlements';
import { surveyTitle } from '../surveys/labels';
import { AiSummaryBlock } from './ai';
import { CompletionSection } from './CompletionSection';
import { overviewRange } from './date-range';
import { NpsResults } from './NpsResults';
import { QuestionResultsHeading, QuestionStats } from './QuestionStatCard';
import { ResultsToolbar } from './ResultsToolbar';
import { LoadError, Loading, queryContent } from './states';
import { SurveyCards } from './SurveyCards';
import { UpdatingNotice } from './UpdatingNotice';
import { surveyIdFrom, useSiteToday } from './use-site-today';

import './results.scss';

export function backToResults(): string {
	return __( 'Back to Results', 'userfeedback' );
}

function defaultTitle(): string {
	return __( 'Survey Results', 'userfeedback' );
}

interface ResultsProps {
	id: number;
	/** The switcher's surveys. */
	surveys: SummarySurvey[];
}

function StandardResults( { id, surveys }: ResultsProps ) {
	const { data: entitlements } = useEntitlements();
	const isPro = hasProPlan( entitlements );
	const results = useSurveyResults( id );
	const questionsTitleId = useId();
	const listed = surveys.find( ( survey ) => survey.id === id );

	if ( results.error?.status === 404 ) {
		return <NotFound backLabel={ backToResults() } />;
	}
	// Not in the switcher's list (e.g. trashed) and it turns out to be an NPS survey.
	if ( results.data?.type === 'nps' ) {
		return <NpsResults id={ id } surveys={ surveys } />;
	}
	const title = results.data
		? surveyTitle( results.data )
		: ( listed && surveyTitle( listed ) ) || defaultTitle();

	const content = queryContent(
		results,
		{
			errorTitle: __(
				'The results could not be loaded.',
				'userfeedback'
			),
			loadingLabel: __( 'Loading results…', 'userfeedback' ),
		},
		( data ) => (
			<>
				<SurveyCards results={ data } />
				<CompletionSection results={ data } />
				<AiSummaryBlock
					surveyId={ id }
					hasAccess={ isPro }
					hasResponses={ data.responses_count > 0 }
				/>
				<section
					className="uf-results-section"
					aria-labelledby={ questionsTitleId }
				>
					<QuestionResultsHeading
						id={ questionsTitleId }
						level={ 2 }
					/>
					{ data.responses_count === 0 ? (
						<Notice status="info">
							<p>
								{ __(
									'No responses yet. Results appear here once visitors answer this survey.',
									'userfeedback'
								) }
							</p>
						</Notice>
					) : (
						<QuestionStats
							surveyId={ id }
							stats={ data.question_stats }
						/>
					) }
				</section>
			</>
		)
	);

	return (
		<Page title={ title } className="uf-results">
			<ResultsToolbar
				surveyId={ id }
				title={ title }
				surveys={ surveys }
				canExport={ isPro }
			/>
			<UpdatingNotice updating={ !! results.data?.updating } />
			<div aria-busy={ results.isFetching }>{ content }</div>
		</Page>
	);
}

function SurveyResultsFor( { id }: { id: number } ) {
	const today = useSiteToday();
	const summary = useResultsSummary( overviewRange( 7, today ) );
	if ( summary.isPending ) {
		return (
			<Page title={ defaultTitle() } className="uf-results">
				<div aria-busy="true">
					<Loading
						label={ __( 'Loading results…', 'userfeedback' ) }
					/>
				</div>
			</Page>
		);
	}
	if ( summary.isError ) {
		return (
			<Page title={ defaultTitle() } className="uf-results">
				<LoadError
					error={ summary.error }
					title={ __(
						'The results could not be loaded.',
						'userfeedback'
					) }
					onRetry={ () => void summary.refetch() }
					isRetrying={ summary.isFetching }
				/>
			</Page>
		);
	}
	const surveys = summary.data.surveys;
	const listed = surveys.find( ( survey ) => survey.id === id );
	return listed?.type === 'nps' ? (
		<NpsResults id={ id } surveys={ surveys } />
	) : (
		<StandardResults id={ id } surveys={ surveys } />
	);
}

export function SurveyResultsScreen() {
	const id = surveyIdFrom( useParams().id );
	if ( id === null ) {
		return <NotFound backLabel={ backToResults() } />;
	}
	// A new survey starts afresh: chart types, ranges and comment pages are per survey.
	return <SurveyResultsFor key={ id } id={ id } />;
}
