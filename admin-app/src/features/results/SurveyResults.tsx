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
import { __, sprintf } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { getGlobals } from '../../data/globals';
import type { Question } from '../../data/survey-types';
import {
	useResultsSummary,
	type QuestionStat,
	type SummarySurvey,
} from '../../data/use-results';
import { hasProPlan } from '../../data/entitlements';
import { useEntitlements } from '../../data/use-entitlements';
import { surveyTitle } from '../surveys/labels';
import { AiSummaryBlock } from './ai';
import { CompletionSection } from './CompletionSection';
import { CrosstabSection } from './crosstab';
import { formatDay, overviewRange } from './date-range';
import { CompareControl } from './filter/CompareControl';
import type { FilterKind } from './filter/FilterBar';
import { FilterSection } from './filter/FilterSection';
import { isFiltered, withCondition } from './filter/model';
import { useAnalysis, type Analysis } from './filter/use-analysis';
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

/**
 * The filter bar, the compare control and its comparison's notices (issue 24), for the standard
 * and the NPS templates.
 *
 * @param props           The analysis and the survey's questions.
 * @param props.analysis  The screen's analysis (use-analysis.ts).
 * @param props.questions The survey's questions.
 * @param props.kinds     The filter kinds offered.
 */
export function AnalysisControls( {
	analysis,
	questions,
	kinds,
}: {
	analysis: Analysis;
	questions: Question[];
	kinds?: readonly FilterKind[];
} ) {
	const { locale } = getGlobals();
	const tagsId = useId();
	const tags = analysis.results.data?.tags ?? [];
	const other = analysis.other;
	return (
		<div className="uf-analysis">
			<FilterSection
				canFilter={ analysis.canFilter }
				filter={ analysis.filter }
				onChange={ analysis.url.setFilter }
				questions={ questions }
				kinds={ kinds }
				tags={ tags }
				formatDay={ ( day ) => formatDay( day, locale, true ) }
			/>
			{ analysis.canFilter && tags.length > 0 && (
				<div className="uf-results-tags">
					<span className="uf-results-tags__label" id={ tagsId }>
						{ __( 'Tags', 'userfeedback' ) }
					</span>
					<ul aria-labelledby={ tagsId }>
						{ tags.map( ( entry ) => (
							<li key={ entry.tag }>
								<button
									type="button"
									className="button button-small"
									aria-pressed={
										analysis.filter.tag === entry.tag
									}
									aria-label={ sprintf(
										/* translators: 1: a response tag. 2: its number of responses. */
										__(
											'Filter by tag %1$s (%2$d responses)',
											'userfeedback'
										),
										entry.tag,
										entry.count
									) }
									onClick={ () =>
										analysis.url.setFilter( {
											...analysis.filter,
											tag: entry.tag,
										} )
									}
								>
									{ `${ entry.tag } (${ entry.count })` }
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) }
			{ analysis.canFilter && (
				<CompareControl
					canCompare={ analysis.canCompare }
					mode={
						analysis.mode ??
						( analysis.url.compare === 'filter' ? 'filter' : null )
					}
					onModeChange={ analysis.url.setCompare }
					hasRange={ analysis.range !== null }
					second={ analysis.url.second }
					onSecondChange={ analysis.url.setSecond }
					questions={ questions }
					kinds={ kinds }
					tags={ tags }
				/>
			) }
			{ other?.isError && (
				<LoadError
					error={ other.error }
					title={ __(
						'The comparison could not be loaded.',
						'userfeedback'
					) }
					onRetry={ () => void other.refetch() }
					isRetrying={ other.isFetching }
				/>
			) }
			{ other?.isPending && (
				<Loading
					label={ __( 'Loading the comparison…', 'userfeedback' ) }
				/>
			) }
			{ analysis.names && other?.data && (
				<p className="uf-compare__legend">
					{ sprintf(
						/* translators: 1: what is compared with (Previous period). 2: what changed (This period). */
						__(
							'Cards show %1$s → %2$s (change).',
							'userfeedback'
						),
						analysis.names.base,
						analysis.names.value
					) }
				</p>
			) }
		</div>
	);
}

/**
 * The names of a question chart's two datasets: the view's own first.
 *
 * @param analysis The screen's analysis.
 */
export function chartNames(
	analysis: Analysis
): { firstLabel: string; label: string } | null {
	if ( ! analysis.names || ! analysis.mode ) {
		return null;
	}
	return analysis.mode === 'previous'
		? { firstLabel: analysis.names.value, label: analysis.names.base }
		: { firstLabel: analysis.names.base, label: analysis.names.value };
}

/**
 * Adds a clicked answer as a filter: `==` for one answer, `includes` for checkboxes.
 *
 * @param analysis The screen's analysis.
 */
export function filterByAnswer( analysis: Analysis ) {
	return analysis.canFilter
		? ( stat: QuestionStat, value: string | number ) =>
				analysis.url.setFilter(
					withCondition( analysis.filter, {
						question_id: stat.id,
						compare: stat.type === 'checkbox' ? 'includes' : '==',
						value,
					} )
				)
		: undefined;
}

function StandardResults( { id, surveys }: ResultsProps ) {
	const { data: entitlements } = useEntitlements();
	const isPro = hasProPlan( entitlements );
	const analysis = useAnalysis( id );
	const results = analysis.results;
	const names = chartNames( analysis );
	const otherStats = analysis.other?.data?.question_stats;
	const questionsTitleId = useId();
	const filtered = isFiltered( analysis.filter );
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
				<SurveyCards
					results={ data }
					pair={ analysis.pair( data ) }
					mode={ analysis.mode }
				/>
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
						scope={
							filtered
								? __( 'Filtered', 'userfeedback' )
								: undefined
						}
					/>
					{ data.responses_count === 0 && filtered ? (
						<Notice status="info">
							<p>
								{ __(
									'No responses match these filters.',
									'userfeedback'
								) }
							</p>
						</Notice>
					) : null }
					{ data.responses_count === 0 && ! filtered ? (
						<Notice status="info">
							<p>
								{ __(
									'No responses yet. Results appear here once visitors answer this survey.',
									'userfeedback'
								) }
							</p>
						</Notice>
					) : (
						data.responses_count > 0 && (
							<QuestionStats
								surveyId={ id }
								stats={ data.question_stats }
								compare={
									names && otherStats
										? { ...names, stats: otherStats }
										: undefined
								}
								onFilter={ filterByAnswer( analysis ) }
								filter={ analysis.params }
							/>
						)
					) }
				</section>
				<CrosstabSection
					surveyId={ id }
					questions={ data.questions }
					filter={ analysis.params }
					canUse={ isPro }
				/>
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
				filter={ analysis.params }
			/>
			<AnalysisControls
				analysis={ analysis }
				questions={ results.data?.questions ?? [] }
			/>
			<UpdatingNotice
				updating={ !! results.data?.updating }
				packing={ !! results.data?.facts_pending }
			/>
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
