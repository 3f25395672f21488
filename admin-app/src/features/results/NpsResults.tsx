/**
 * The NPS template of `#/survey/{id}` (reporting.md §2): the date-range picker (kept in the URL:
 * `?range=last-week` or `?from=…&to=…`), promoter / passive / detractor percentages, the NPS
 * score and total responses, the NPS score per day (−100 to 100, gaps on days without answers)
 * with its Excel export, and the searchable comments.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { __, _n, sprintf } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { hasProPlan } from '../../data/entitlements';
import { getGlobals } from '../../data/globals';
import type {
	NpsInterval,
	NpsPoint,
	SummarySurvey,
	SurveyResults,
} from '../../data/use-results';
import { useEntitlements } from '../../data/use-entitlements';
import { surveyTitle } from '../surveys/labels';
import { AiSummaryBlock } from './ai';
import { InsightsSection } from './InsightsSection';
import { ChartFigure } from './ChartFigure';
import { CompletionSection } from './CompletionSection';
import { NPS_FEW_RESPONSES, npsChart, type NpsCompare } from './chart-data';
import { DataCards, formatNumber } from './DataCards';
import {
	formatDay,
	pickedRangeFrom,
	searchFromPickedRange,
	searchWithRange,
	type DateRange,
} from './date-range';
import { ExportLink } from './ExportLink';
import {
	changeText,
	changeWithVerdict,
	countChangeText,
	isShareChangeSignificant,
	isSignificant,
	marginText,
	npsChangeText,
} from './filter/compare';
import type { FilterKind } from './filter/FilterBar';
import { npsBucketLabel, type NpsBucket } from './filter/model';
import { useAnalysis, type Analysis } from './filter/use-analysis';
import { AnalysisControls } from './SurveyResults';
import { Line } from './lazy-charts';
import { NpsComments } from './NpsComments';
import { ResultsToolbar } from './ResultsToolbar';
import { limitReachedCards } from './SurveyCards';
import { queryContent } from './states';
import { exportUrl } from './urls';
import { UpdatingNotice } from './UpdatingNotice';
import { useSiteToday } from './use-site-today';

interface NpsResultsProps {
	id: number;
	/** The switcher's surveys. */
	surveys: SummarySurvey[];
}

/**
 * The NPS question's id: the statistics' first nps question, else the questions'.
 *
 * @param results The survey's statistics.
 */
export function npsQuestionId(
	results: Pick< SurveyResults, 'question_stats' | 'questions' >
): string | null {
	const stat = results.question_stats.find(
		( entry ) => entry.type === 'nps'
	);
	if ( stat ) {
		return stat.id;
	}
	return (
		results.questions.find( ( question ) => question.type === 'nps' )?.id ??
		null
	);
}

function percent( value: number ): string {
	return `${ value }%`;
}

/** The NPS screen's filter kinds: its range belongs to the date-range picker. */
const NPS_FILTER_KINDS: readonly FilterKind[] = [
	'nps_bucket',
	'device',
	'page_url',
	'completion',
	'tag',
];

export const NPS_INTERVALS: readonly NpsInterval[] = [
	'day',
	'week',
	'rolling7',
];

/** The "Hide days with fewer than N responses" choices; 0 shows every day (the spec). */
export const NPS_MIN_COUNTS: readonly number[] = [ 0, 2, 3, 5, 10, 20, 50 ];

function intervalLabel( interval: NpsInterval ): string {
	switch ( interval ) {
		case 'day':
			return __( 'Daily', 'userfeedback' );
		case 'week':
			return __( 'Weekly', 'userfeedback' );
		case 'rolling7':
			return __( 'Rolling 7-day', 'userfeedback' );
	}
}

function chartCaption( interval: NpsInterval ): string {
	switch ( interval ) {
		case 'day':
			return __( 'NPS score per day', 'userfeedback' );
		case 'week':
			return __( 'NPS score per week', 'userfeedback' );
		case 'rolling7':
			return __( 'NPS score, rolling 7 days', 'userfeedback' );
	}
}

/**
 * The trend's options from the hash route's query string (`nps_interval=week&nps_min=5`).
 *
 * @param search The query string.
 */
export function npsTrendFromSearch( search: URLSearchParams ): {
	interval: NpsInterval;
	minCount: number;
} {
	const interval = search.get( 'nps_interval' );
	const min = Number( search.get( 'nps_min' ) );
	return {
		interval: ( NPS_INTERVALS as readonly ( string | null )[] ).includes(
			interval
		)
			? ( interval as NpsInterval )
			: 'day',
		minCount: NPS_MIN_COUNTS.includes( min ) ? min : 0,
	};
}

interface TrendOptionsProps {
	interval: NpsInterval;
	minCount: number;
	onChange: ( interval: NpsInterval, minCount: number ) => void;
}

function TrendOptions( { interval, minCount, onChange }: TrendOptionsProps ) {
	const id = useId();
	return (
		<div className="uf-nps-trend-options">
			<div
				className="uf-results-segmented"
				role="group"
				aria-label={ __( 'Points', 'userfeedback' ) }
			>
				{ NPS_INTERVALS.map( ( entry ) => (
					<button
						key={ entry }
						type="button"
						className={ `button${
							entry === interval ? ' is-pressed' : ''
						}` }
						aria-pressed={ entry === interval }
						onClick={ () => onChange( entry, minCount ) }
					>
						{ intervalLabel( entry ) }
					</button>
				) ) }
			</div>
			<div className="uf-nps-trend-options__min">
				<label htmlFor={ id }>
					{ __( 'Hide days with fewer than', 'userfeedback' ) }
				</label>
				<select
					id={ id }
					value={ minCount }
					aria-describedby={ `${ id }-unit` }
					onChange={ ( event ) =>
						onChange( interval, Number( event.target.value ) )
					}
				>
					{ NPS_MIN_COUNTS.map( ( count ) => (
						<option key={ count } value={ count }>
							{ count === 0
								? __( '0 (show all)', 'userfeedback' )
								: String( count ) }
						</option>
					) ) }
				</select>
				<span id={ `${ id }-unit` }>
					{ __( 'responses', 'userfeedback' ) }
				</span>
			</div>
		</div>
	);
}

interface NpsChartProps {
	surveyId: number;
	questionId: string | null;
	series: NpsPoint[];
	range: DateRange;
	canExport: boolean;
	interval: NpsInterval;
	minCount: number;
	onTrendChange: ( interval: NpsInterval, minCount: number ) => void;
	compare?: NpsCompare;
	filter: Readonly< Record< string, string > >;
}

function NpsChartPanel( {
	surveyId,
	questionId,
	series,
	range,
	canExport,
	interval,
	minCount,
	onTrendChange,
	compare,
	filter,
}: NpsChartProps ) {
	const titleId = useId();
	const {
		locale,
		admin_url: adminUrl,
		export_nonce: exportNonce,
	} = getGlobals();
	const chart = npsChart(
		series,
		( day ) => formatDay( day, locale ),
		compare
	);
	const caption = chartCaption( interval );
	const hasFewResponseDays = series.some(
		( point ) =>
			point.count > 0 && ! point.hidden && point.count < NPS_FEW_RESPONSES
	);
	const hasMargin = series.some(
		( point ) => typeof point.margin === 'number'
	);
	const hiddenCount = series.filter( ( point ) => point.hidden ).length;
	return (
		<section className="uf-results-panel" aria-labelledby={ titleId }>
			<div className="uf-results-panel__header">
				<h2 id={ titleId } className="uf-results-panel__title">
					{ __( 'NPS score over time', 'userfeedback' ) }
				</h2>
				{ questionId && (
					<ExportLink
						label={ __( 'Export to Excel', 'userfeedback' ) }
						href={ exportUrl( adminUrl, exportNonce, {
							surveyId,
							report: 'nps',
							start: range.from,
							end: range.to,
							filter,
						} ) }
						csvHref={ exportUrl( adminUrl, exportNonce, {
							surveyId,
							report: 'nps',
							start: range.from,
							end: range.to,
							format: 'csv',
							filter,
						} ) }
						csvLabel={ __( 'Export to CSV', 'userfeedback' ) }
						isAllowed={ canExport }
					/>
				) }
			</div>
			<TrendOptions
				interval={ interval }
				minCount={ minCount }
				onChange={ onTrendChange }
			/>
			<ChartFigure
				caption={ caption }
				hideCaption
				chart={
					<Line
						data={ chart.data }
						options={ chart.options }
						role="img"
						aria-label={ caption }
					/>
				}
				fallback={
					<table className="screen-reader-text">
						<caption>{ caption }</caption>
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Day', 'userfeedback' ) }
								</th>
								<th scope="col">
									{ __( 'NPS score', 'userfeedback' ) }
								</th>
								<th scope="col">
									{ __( 'Responses', 'userfeedback' ) }
								</th>
								<th scope="col">
									{ __( 'Margin of error', 'userfeedback' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ series.map( ( point ) => (
								<tr key={ point.date }>
									<th scope="row">
										{ formatDay(
											point.date,
											locale,
											true
										) }
									</th>
									<td>
										{ point.count > 0 &&
										point.nps !== null &&
										! point.hidden
											? point.nps
											: __(
													'No answers',
													'userfeedback'
												) }
									</td>
									<td>
										{ formatNumber( point.count, locale ) }
									</td>
									<td>{ marginText( point.margin ) }</td>
								</tr>
							) ) }
						</tbody>
					</table>
				}
			/>
			{ hasFewResponseDays && (
				<p className="uf-results-chart__note">
					{ sprintf(
						/* translators: %d: a number of responses (5). */
						__(
							'Hollow points: days with fewer than %d responses, where a single answer moves the score a lot. Point at a day to see its number of responses.',
							'userfeedback'
						),
						NPS_FEW_RESPONSES
					) }
				</p>
			) }
			{ hasMargin && (
				<p className="uf-results-chart__note">
					{ __(
						'The shaded band is the 95% margin of error of each point’s score: the fewer the responses, the wider it is.',
						'userfeedback'
					) }
				</p>
			) }
			{ hiddenCount > 0 && (
				<p className="uf-results-chart__note">
					{ sprintf(
						/* translators: 1: number of points left out. 2: the minimum number of responses. */
						_n(
							'%1$d point with fewer than %2$d responses is left out as a gap.',
							'%1$d points with fewer than %2$d responses are left out as gaps.',
							hiddenCount,
							'userfeedback'
						),
						hiddenCount,
						minCount
					) }
				</p>
			) }
		</section>
	);
}

interface NpsContentProps {
	results: SurveyResults;
	range: DateRange;
	canExport: boolean;
	analysis: Analysis;
	interval: NpsInterval;
	minCount: number;
	onTrendChange: ( interval: NpsInterval, minCount: number ) => void;
}

function BucketValue( {
	bucket,
	text,
	onFilter,
}: {
	bucket: NpsBucket;
	text: string;
	onFilter?: ( bucket: NpsBucket ) => void;
} ) {
	if ( ! onFilter ) {
		return <>{ text }</>;
	}
	return (
		<button
			type="button"
			className="button-link uf-results-card__filter"
			aria-label={ sprintf(
				/* translators: 1: an NPS group (Promoters). 2: its share (45%). */
				__( '%1$s: %2$s. Filter by this group', 'userfeedback' ),
				npsBucketLabel( bucket ),
				text
			) }
			onClick={ () => onFilter( bucket ) }
		>
			{ text }
		</button>
	);
}

function NpsContent( {
	results,
	range,
	canExport,
	analysis,
	interval,
	minCount,
	onTrendChange,
}: NpsContentProps ) {
	const { locale } = getGlobals();
	const overview = results.nps_overview;
	const questionId = npsQuestionId( results );
	if ( ! overview || questionId === null ) {
		return (
			<Notice status="info">
				<p>
					{ __( 'This survey has no NPS question.', 'userfeedback' ) }
				</p>
			</Notice>
		);
	}
	if ( overview.total === 0 ) {
		return (
			<Notice status="info">
				<p>
					{ Object.keys( analysis.params ).some(
						( key ) => key !== 'from' && key !== 'to'
					)
						? __(
								'No responses match these filters in this period.',
								'userfeedback'
							)
						: __(
								'No responses in this period. Pick another date range, or check back once visitors have answered.',
								'userfeedback'
							) }
				</p>
			</Notice>
		);
	}
	const pair = analysis.pair( results );
	const base = pair?.base.nps_overview ?? null;
	const value = pair?.value.nps_overview ?? null;
	const compared = base && value ? { base, value } : null;
	const onFilter = analysis.canFilter
		? ( bucket: NpsBucket ) =>
				analysis.url.setFilter( {
					...analysis.filter,
					nps_bucket: bucket,
				} )
		: undefined;
	const bucketCard = ( bucket: NpsBucket ) => ( {
		key: bucket,
		label: npsBucketLabel( bucket ),
		value: (
			<BucketValue
				bucket={ bucket }
				text={
					compared
						? changeWithVerdict(
								compared.base[ bucket ],
								compared.value[ bucket ],
								isShareChangeSignificant(
									compared.base[ bucket ],
									compared.base.total,
									compared.value[ bucket ],
									compared.value.total
								),
								percent
							)
						: percent( overview[ bucket ] )
				}
				onFilter={ onFilter }
			/>
		),
	} );
	const margin = marginText( overview.margin );
	const names = analysis.names;
	const compareSeries = analysis.other?.data?.nps_series;
	return (
		<>
			<DataCards
				className={ `uf-results-cards--nps${
					compared ? ' is-compared' : ''
				}` }
				cards={ [
					bucketCard( 'promoter' ),
					bucketCard( 'passive' ),
					bucketCard( 'detractor' ),
					{
						key: 'nps',
						label: __( 'NPS score', 'userfeedback' ),
						value: compared ? (
							<>
								{ changeText(
									compared.base.nps,
									compared.value.nps
								) }
								{ isSignificant(
									compared.value.nps - compared.base.nps,
									compared.value.margin,
									compared.base.margin
								) !== null && (
									<span className="uf-results-card__note">
										{ npsChangeText(
											compared.value.nps -
												compared.base.nps,
											compared.value.margin,
											compared.base.margin
										) }
									</span>
								) }
							</>
						) : (
							<>
								{ String( overview.nps ) }
								{ margin && (
									<span
										className="uf-results-card__margin"
										title={ __(
											'95% margin of error',
											'userfeedback'
										) }
									>
										{ ' ' }
										{ margin }
										<span className="screen-reader-text">
											{ __(
												'(95% margin of error)',
												'userfeedback'
											) }
										</span>
									</span>
								) }
							</>
						),
					},
					{
						key: 'total',
						label: __( 'Total responses', 'userfeedback' ),
						value: pair
							? countChangeText(
									pair.base.responses_count,
									pair.value.responses_count,
									( count ) => formatNumber( count, locale )
								)
							: formatNumber( results.responses_count, locale ),
					},
					...limitReachedCards( results.limit_reached ),
				] }
			/>
			<NpsChartPanel
				surveyId={ results.id }
				questionId={ questionId }
				series={ results.nps_series }
				range={ range }
				canExport={ canExport }
				interval={ interval }
				minCount={ minCount }
				onTrendChange={ onTrendChange }
				filter={ analysis.params }
				compare={
					names && compareSeries && analysis.mode
						? {
								firstLabel:
									analysis.mode === 'previous'
										? names.value
										: names.base,
								label:
									analysis.mode === 'previous'
										? names.base
										: names.value,
								series: compareSeries,
							}
						: undefined
				}
			/>
			<NpsComments
				surveyId={ results.id }
				questionId={ questionId }
				range={ range }
				filter={ analysis.params }
			/>
		</>
	);
}

export function NpsResults( { id, surveys }: NpsResultsProps ) {
	const { data: entitlements } = useEntitlements();
	const isPro = hasProPlan( entitlements );
	const today = useSiteToday();
	const [ searchParams, setSearchParams ] = useSearchParams();
	const picked = pickedRangeFrom( searchParams, today, isPro );
	const range = { from: picked.from, to: picked.to };
	const trend = npsTrendFromSearch( searchParams );
	const analysis = useAnalysis( id, {
		range,
		nps: {
			nps_interval: trend.interval,
			nps_min_count: trend.minCount,
		},
	} );
	const results = analysis.results;
	// The picker writes its own keys; the filter, compare and trend keys stay.
	const onRangeChange = (
		next: Parameters< typeof searchFromPickedRange >[ 0 ]
	) =>
		setSearchParams( ( current ) =>
			searchWithRange( current, searchFromPickedRange( next, isPro ) )
		);
	const onTrendChange = ( interval: NpsInterval, minCount: number ) =>
		setSearchParams( ( current ) => {
			const updated = new URLSearchParams( current );
			if ( interval === 'day' ) {
				updated.delete( 'nps_interval' );
			} else {
				updated.set( 'nps_interval', interval );
			}
			if ( minCount === 0 ) {
				updated.delete( 'nps_min' );
			} else {
				updated.set( 'nps_min', String( minCount ) );
			}
			return updated;
		} );
	const listed = surveys.find( ( survey ) => survey.id === id );

	if ( results.error?.status === 404 ) {
		return (
			<NotFound backLabel={ __( 'Back to Results', 'userfeedback' ) } />
		);
	}
	const title = results.data
		? surveyTitle( results.data )
		: ( listed && surveyTitle( listed ) ) ||
			__( 'Survey Results', 'userfeedback' );

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
				<NpsContent
					results={ data }
					range={ range }
					canExport={ isPro }
					analysis={ analysis }
					interval={ trend.interval }
					minCount={ trend.minCount }
					onTrendChange={ onTrendChange }
				/>
				<CompletionSection results={ data } />
				<InsightsSection
					surveyId={ id }
					hasAccess={ isPro }
					results={ data }
					analysis={ analysis }
				/>
			</>
		)
	);

	return (
		<Page title={ title } className="uf-results uf-results--nps">
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
					onChange: onRangeChange,
				} }
			/>
			<AnalysisControls
				analysis={ analysis }
				questions={ results.data?.questions ?? [] }
				kinds={ NPS_FILTER_KINDS }
				surveyId={ id }
			/>
			<UpdatingNotice
				updating={ !! results.data?.updating }
				packing={ !! results.data?.facts_pending }
			/>
			<div aria-busy={ results.isFetching }>{ content }</div>
			{ /* Not range-bound: the summary reads the newest comments. */ }
			<AiSummaryBlock
				surveyId={ id }
				hasAccess={ isPro }
				// All time, like the summary (the range's count would say nothing about it).
				hasResponses={ listed ? listed.responses_count > 0 : undefined }
			/>
		</Page>
	);
}
