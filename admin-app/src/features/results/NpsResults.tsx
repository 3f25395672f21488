/**
 * The NPS template of `#/survey/{id}` (reporting.md §2): the date-range picker (kept in the URL:
 * `?range=last-week` or `?from=…&to=…`), promoter / passive / detractor percentages, the NPS
 * score and total responses, the NPS score per day (−100 to 100, gaps on days without answers)
 * with its Excel export, and the searchable comments.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { hasProPlan } from '../../data/entitlements';
import { getGlobals } from '../../data/globals';
import {
	useSurveyResults,
	type NpsPoint,
	type SummarySurvey,
	type SurveyResults,
} from '../../data/use-results';
import { useEntitlements } from '../../data/use-entitlements';
import { surveyTitle } from '../surveys/labels';
import { AiSummaryBlock } from './ai';
import { ChartFigure } from './ChartFigure';
import { CompletionSection } from './CompletionSection';
import { NPS_FEW_RESPONSES, npsChart } from './chart-data';
import { DataCards, formatNumber } from './DataCards';
import { DateRangePicker } from './DateRangePicker';
import {
	formatDay,
	pickedRangeFrom,
	searchFromPickedRange,
	type DateRange,
} from './date-range';
import { ExportLink } from './ExportLink';
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

interface NpsChartProps {
	surveyId: number;
	questionId: string | null;
	series: NpsPoint[];
	range: DateRange;
	canExport: boolean;
}

function NpsChartPanel( {
	surveyId,
	questionId,
	series,
	range,
	canExport,
}: NpsChartProps ) {
	const titleId = useId();
	const {
		locale,
		admin_url: adminUrl,
		export_nonce: exportNonce,
	} = getGlobals();
	const chart = npsChart( series, ( day ) => formatDay( day, locale ) );
	const caption = __( 'NPS score per day', 'userfeedback' );
	const hasFewResponseDays = series.some(
		( point ) => point.count > 0 && point.count < NPS_FEW_RESPONSES
	);
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
						} ) }
						csvHref={ exportUrl( adminUrl, exportNonce, {
							surveyId,
							report: 'nps',
							start: range.from,
							end: range.to,
							format: 'csv',
						} ) }
						csvLabel={ __( 'Export to CSV', 'userfeedback' ) }
						isAllowed={ canExport }
					/>
				) }
			</div>
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
										{ point.count > 0 && point.nps !== null
											? point.nps
											: __(
													'No answers',
													'userfeedback'
												) }
									</td>
									<td>
										{ formatNumber( point.count, locale ) }
									</td>
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
		</section>
	);
}

function NpsContent( {
	results,
	range,
	canExport,
}: {
	results: SurveyResults;
	range: DateRange;
	canExport: boolean;
} ) {
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
					{ __(
						'No responses in this period. Pick another date range, or check back once visitors have answered.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	}
	return (
		<>
			<DataCards
				className="uf-results-cards--nps"
				cards={ [
					{
						key: 'promoter',
						label: __( 'Promoters', 'userfeedback' ),
						value: percent( overview.promoter ),
					},
					{
						key: 'passive',
						label: __( 'Passives', 'userfeedback' ),
						value: percent( overview.passive ),
					},
					{
						key: 'detractor',
						label: __( 'Detractors', 'userfeedback' ),
						value: percent( overview.detractor ),
					},
					{
						key: 'nps',
						label: __( 'NPS score', 'userfeedback' ),
						value: String( overview.nps ),
					},
					{
						key: 'total',
						label: __( 'Total responses', 'userfeedback' ),
						value: formatNumber( results.responses_count, locale ),
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
			/>
			<NpsComments
				surveyId={ results.id }
				questionId={ questionId }
				range={ range }
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
	const results = useSurveyResults( id, range );
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
				/>
				<CompletionSection results={ data } />
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
			/>
			<DateRangePicker
				value={ picked }
				today={ today }
				hasProPlan={ isPro }
				onChange={ ( next ) =>
					setSearchParams( searchFromPickedRange( next, isPro ) )
				}
			/>
			<UpdatingNotice updating={ !! results.data?.updating } />
			<div aria-busy={ results.isFetching }>{ content }</div>
			{ /* Not range-bound: the summary reads the newest comments (issue 10). */ }
			<AiSummaryBlock
				surveyId={ id }
				hasAccess={ isPro }
				// All time, like the summary (the range's count would say nothing about it).
				hasResponses={ listed ? listed.responses_count > 0 : undefined }
			/>
		</Page>
	);
}
