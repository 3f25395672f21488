/**
 * `#/survey/{id}` (route survey-results, reporting.md §2): the survey switcher, the link to the
 * individual responses, Export Results, the date-range picker, four data cards, the completion
 * funnel when there are partial responses, the AI summary's place and the per-question
 * statistics. A survey of type nps gets the NPS template instead.
 *
 * The range is the picker's, kept in the URL as the NPS screen's (`?range=last-week`, or
 * `?from=…&to=…`), and all dates by default (no range: every response, open to every tier), so
 * the page always says which days it covers and changes them in one click. Lite picks among the
 * ranges of up to 7 days (the server's gate); the filter offers no dates of its own here.
 *
 * The switcher's list comes from the overview's default summary (same query, so it is usually
 * cached), which also tells the survey's type before its statistics are asked for: an NPS
 * survey's statistics are only fetched for the picked range.
 */
import { useId } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { getGlobals } from '../../data/globals';
import type { Question } from '../../data/survey-types';
import { takesSeveral } from './question-stats';
import {
	useResultsSummary,
	type QuestionStat,
	type SummarySurvey,
} from '../../data/use-results';
import { hasProPlan } from '../../data/entitlements';
import { useEntitlements } from '../../data/use-entitlements';
import { useSurvey } from '../../data/use-survey';
import { surveyTitle } from '../surveys/labels';
import { AiSummaryBlock } from './ai';
import { InsightsSection } from './InsightsSection';
import { ShareResultsSection } from './ShareResultsSection';
import { CompletionSection } from './CompletionSection';
import { CrosstabSection } from './crosstab';
import {
	RANGE_KEYS,
	formatDay,
	formatRange,
	overviewRange,
	resultsRangeFrom,
	searchFromResultsRange,
	searchWithRange,
	type PickedRange,
} from './date-range';
import { CompareControl } from './filter/CompareControl';
import { ALL_FILTER_KINDS, type FilterKind } from './filter/FilterBar';
import { FilterSection } from './filter/FilterSection';
import { fieldNamesOf, isFiltered, withCondition } from './filter/model';
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
 * The filter bar, the compare control and its comparison's notices, for the standard
 * and the NPS templates.
 *
 * @param props           The analysis and the survey's questions.
 * @param props.analysis  The screen's analysis (use-analysis.ts).
 * @param props.questions The survey's questions.
 * @param props.kinds     The filter kinds offered.
 * @param props.surveyId  The survey (its hidden fields are offered in the filter bar).
 */
export function AnalysisControls( {
	analysis,
	questions,
	kinds,
	surveyId = null,
}: {
	analysis: Analysis;
	questions: Question[];
	kinds?: readonly FilterKind[];
	/** The survey: its hidden fields are offered in the filter bar. */
	surveyId?: number | null;
} ) {
	const { locale } = getGlobals();
	const survey = useSurvey( analysis.canFilter ? surveyId : null );
	const fieldNames = fieldNamesOf( survey.data );
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
				themes={ analysis.results.data?.themes }
				languages={ analysis.results.data?.languages ?? [] }
				formatDay={ ( day ) => formatDay( day, locale, true ) }
				fieldNames={ fieldNames }
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
					themes={ analysis.results.data?.themes }
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
 * Adds a clicked answer as a filter: `==` for one answer, `includes` for checkboxes and image
 * choices of several.
 *
 * @param analysis  The screen's analysis.
 * @param questions The survey's questions (an image choice's `multiple`).
 */
export function filterByAnswer(
	analysis: Analysis,
	questions: ReadonlyArray< Pick< Question, 'id' | 'settings' > > = []
) {
	const isMultiple = ( stat: QuestionStat ) =>
		takesSeveral( stat, questions );
	return analysis.canFilter
		? ( stat: QuestionStat, value: string | number ) =>
				analysis.url.setFilter(
					withCondition( analysis.filter, {
						question_id: stat.id,
						compare: isMultiple( stat ) ? 'includes' : '==',
						value,
					} )
				)
		: undefined;
}

/** The filter kinds of a survey's results: its dates belong to the date-range picker. */
const STANDARD_FILTER_KINDS: readonly FilterKind[] = ALL_FILTER_KINDS.filter(
	( kind ) => kind !== 'range'
);

/**
 * What a survey's results cover in words: the range, or all dates since the survey was created.
 *
 * @param range     The range, or null for all dates.
 * @param createdAt When the survey was created (site time, ISO 8601), when known.
 * @param locale    The WordPress locale.
 */
export function resultsScope(
	range: PickedRange | null,
	createdAt: string | null | undefined,
	locale: string
): string {
	if ( range ) {
		return formatRange( range, locale );
	}
	const since = createdAt ? createdAt.slice( 0, 10 ) : '';
	return since
		? sprintf(
				/* translators: %s: the day the survey was created, e.g. Mar 3, 2026. */
				__( 'All dates, since %s', 'userfeedback' ),
				formatDay( since, locale, true )
			)
		: __( 'All dates', 'userfeedback' );
}

/**
 * The question statistics' scope beside their heading: "All time" (the heading's own) for all
 * dates, else the picked preset or custom span, and whether a filter narrows them.
 *
 * @param picked   The range, or null for all dates.
 * @param filtered Whether a filter is on.
 */
function questionsScope(
	picked: PickedRange | null,
	filtered: boolean
): string | undefined {
	const { locale } = getGlobals();
	const range = picked ? formatRange( picked, locale ) : null;
	if ( filtered ) {
		return range
			? sprintf(
					/* translators: %s: the date range, e.g. Nov 15, 2026 – Nov 21, 2026. */
					__( 'Filtered, %s', 'userfeedback' ),
					range
				)
			: __( 'Filtered', 'userfeedback' );
	}
	return range ?? undefined;
}

/**
 * The standard template's range from the URL. Dates the picker cannot use (gated, malformed) are
 * dropped from the URL before any report is asked for, so they never reach the filter as a range
 * of its own (the server would refuse a gated one).
 *
 * @param props The survey and the switcher's surveys.
 */
function StandardResults( props: ResultsProps ) {
	const { data: entitlements } = useEntitlements();
	const today = useSiteToday();
	const [ searchParams ] = useSearchParams();
	const picked = resultsRangeFrom(
		searchParams,
		today,
		hasProPlan( entitlements )
	);
	if (
		picked === null &&
		RANGE_KEYS.some( ( key ) => searchParams.has( key ) )
	) {
		const search = searchWithRange( searchParams, {} ).toString();
		return (
			<Navigate replace to={ { search: search ? `?${ search }` : '' } } />
		);
	}
	return (
		<StandardResultsView { ...props } picked={ picked } today={ today } />
	);
}

function StandardResultsView( {
	id,
	surveys,
	picked,
	today,
}: ResultsProps & { picked: PickedRange | null; today: string } ) {
	const { data: entitlements } = useEntitlements();
	const isPro = hasProPlan( entitlements );
	const { locale } = getGlobals();
	const [ , setSearchParams ] = useSearchParams();
	const analysis = useAnalysis(
		id,
		picked ? { range: { from: picked.from, to: picked.to } } : {}
	);
	const results = analysis.results;
	const setRange = ( next: PickedRange | null ) =>
		setSearchParams( ( current ) =>
			searchWithRange( current, searchFromResultsRange( next ) )
		);
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
	const scope = resultsScope(
		picked,
		results.data?.created_at ?? listed?.created_at,
		locale
	);

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
					range={ picked ? formatRange( picked, locale ) : null }
				/>
				<CompletionSection results={ data } />
				<AiSummaryBlock
					surveyId={ id }
					hasAccess={ isPro }
					hasResponses={ data.responses_count > 0 }
				/>
				<InsightsSection
					surveyId={ id }
					hasAccess={ isPro }
					results={ data }
					analysis={ analysis }
				/>
				<section
					className="uf-results-section"
					aria-labelledby={ questionsTitleId }
				>
					<QuestionResultsHeading
						id={ questionsTitleId }
						level={ 2 }
						scope={ questionsScope( picked, filtered ) }
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
								questions={ data.questions }
								compare={
									names && otherStats
										? { ...names, stats: otherStats }
										: undefined
								}
								onFilter={ filterByAnswer(
									analysis,
									data.questions
								) }
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
					withInsights={ data.sentiment !== undefined }
				/>
				<ShareResultsSection surveyId={ id } />
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
				range={ {
					value: picked,
					today,
					hasProPlan: isPro,
					onChange: setRange,
					allDates: {
						description: scope,
						onChoose: () => setRange( null ),
					},
				} }
			/>
			<AnalysisControls
				analysis={ analysis }
				questions={ results.data?.questions ?? [] }
				kinds={ STANDARD_FILTER_KINDS }
				surveyId={ id }
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
