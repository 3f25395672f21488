/**
 * `#/` — the results overview (reporting.md §2): the survey dropdown (default all surveys), the
 * past 7 / past 30 days radios (30 needs the Pro plan) with the days they cover beside them, the
 * total responses, responses per day and the surveys table. Choosing one survey shows its four
 * cards and per-question statistics; choosing an NPS survey opens its results page. The choice
 * lives in the hash query (`#/?survey=3&range=30`) so reload and back work.
 */
import { useId, useMemo } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { AdminTable, type Column } from '../../components/admin-table';
import { Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { hasProPlan } from '../../data/entitlements';
import { adminPageUrl, getGlobals } from '../../data/globals';
import {
	useResultsSummary,
	useSurveyResults,
	type DataPoint,
	type SummarySurvey,
} from '../../data/use-results';
import { useEntitlements } from '../../data/use-entitlements';
import { formatDateTime } from '../surveys/format-date';
import { statusLabel, surveyTitle } from '../surveys/labels';
import { ChartFigure } from './ChartFigure';
import { responsesChart } from './chart-data';
import { DataCards, formatNumber } from './DataCards';
import {
	formatDay,
	formatRange,
	overviewRange,
	overviewRangeFrom,
	type OverviewRange,
} from './date-range';
import { upgradeDateRangesText } from './gates';
import { QuestionResultsHeading, QuestionStats } from './QuestionStatCard';
import { Line } from './lazy-charts';
import { LoadError, Loading, queryContent } from './states';
import { SurveyCards } from './SurveyCards';
import { Tooltip } from './Tooltip';
import { UpdatingNotice, isBusy } from './UpdatingNotice';
import { surveyIdFrom, useSiteToday } from './use-site-today';
import './results.scss';

function rangeLabel( range: OverviewRange ): string {
	return range === 30
		? __( 'Past 30 days', 'userfeedback' )
		: __( 'Past 7 days', 'userfeedback' );
}

interface RangeRadiosProps {
	value: OverviewRange;
	isPro: boolean;
	onChange: ( range: OverviewRange ) => void;
	/** The days the range covers, in words. */
	dates: string;
}

function RangeRadios( { value, isPro, onChange, dates }: RangeRadiosProps ) {
	const name = useId();
	const radio = ( range: OverviewRange ) => (
		<span className="uf-results-radio">
			<input
				id={ `${ name }-${ range }` }
				type="radio"
				name={ name }
				value={ range }
				checked={ value === range }
				onChange={ () => onChange( range ) }
			/>
			<label htmlFor={ `${ name }-${ range }` }>
				{ rangeLabel( range ) }
			</label>
		</span>
	);
	return (
		<fieldset className="uf-results-toolbar__range">
			<legend className="screen-reader-text">
				{ __( 'Date range', 'userfeedback' ) }
			</legend>
			{ radio( 7 ) }
			{ isPro ? (
				radio( 30 )
			) : (
				<Tooltip
					text={ upgradeDateRangesText() }
					className="uf-results-radio is-locked"
				>
					{ ( trigger ) => (
						<>
							<input
								id={ `${ name }-30` }
								type="radio"
								name={ name }
								value={ 30 }
								checked={ false }
								aria-disabled="true"
								// Locked: the choice is refused (the radio stays focusable so its
								// tooltip can be reached from the keyboard).
								onChange={ () => undefined }
								{ ...trigger }
							/>
							<label htmlFor={ `${ name }-30` }>
								<span
									className="dashicons dashicons-lock"
									aria-hidden="true"
								/>
								{ rangeLabel( 30 ) }
							</label>
						</>
					) }
				</Tooltip>
			) }
			<span className="uf-results-toolbar__dates" aria-live="polite">
				{ dates }
			</span>
		</fieldset>
	);
}

interface ResponsesChartProps {
	points: DataPoint[];
	range: OverviewRange;
}

function ResponsesChart( { points, range }: ResponsesChartProps ) {
	const { locale } = getGlobals();
	const chart = responsesChart( points, ( day ) => formatDay( day, locale ) );
	const caption = sprintf(
		/* translators: %s: the range, e.g. "Past 7 days". */
		__( 'Responses per day, %s', 'userfeedback' ),
		rangeLabel( range ).toLowerCase()
	);
	return (
		<ChartFigure
			caption={ caption }
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
							<th scope="col">{ __( 'Day', 'userfeedback' ) }</th>
							<th scope="col">
								{ __( 'Responses', 'userfeedback' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ points.map( ( point ) => (
							<tr key={ point.date }>
								<th scope="row">
									{ formatDay( point.date, locale, true ) }
								</th>
								<td>{ formatNumber( point.count, locale ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			}
		/>
	);
}

function surveyColumns( range: OverviewRange ): Column< SummarySurvey >[] {
	const { locale, timezone } = getGlobals();
	return [
		{
			key: 'title',
			title: __( 'Title', 'userfeedback' ),
			isRowTitle: true,
			render: ( item ) => <strong>{ surveyTitle( item ) }</strong>,
		},
		{
			name: 'status',
			title: __( 'Status', 'userfeedback' ),
			width: '12%',
			render: ( item ) => (
				<span
					className={ `uf-survey-status is-${
						item.is_scheduled ? 'scheduled' : item.status
					}` }
				>
					{ /* The surveys list's words, "Scheduled" included. */ }
					{ statusLabel( item ) }
				</span>
			),
		},
		{
			name: 'created',
			title: __( 'Created', 'userfeedback' ),
			width: '18%',
			render: ( item ) =>
				item.created_at ? (
					<time dateTime={ item.created_at }>
						{ formatDateTime( item.created_at, locale, timezone ) }
					</time>
				) : (
					'—'
				),
		},
		{
			name: 'all_time',
			title: __( 'All time', 'userfeedback' ),
			width: '10%',
			render: ( item ) => formatNumber( item.responses_count, locale ),
		},
		{
			name: 'in_range',
			title: rangeLabel( range ),
			width: '12%',
			render: ( item ) =>
				formatNumber( item.range_responses_count, locale ),
		},
		{
			name: 'view',
			title: __( 'Results', 'userfeedback' ),
			width: '14%',
			render: ( item ) => (
				<Link
					to={ `/survey/${ item.id }` }
					aria-label={ sprintf(
						/* translators: %s: survey title. */
						__( 'View Results of “%s”', 'userfeedback' ),
						surveyTitle( item )
					) }
				>
					{ __( 'View Results', 'userfeedback' ) }
				</Link>
			),
		},
	];
}

const surveyRowId = ( item: SummarySurvey ) => item.id;

function NoSurveys() {
	const globals = getGlobals();
	return (
		<div className="uf-results-empty">
			<p>
				{ __(
					'No surveys yet. Results appear here once you have created a survey and visitors answer it.',
					'userfeedback'
				) }
			</p>
			{ globals.capabilities.create_edit_surveys && (
				<p>
					<a
						className="button button-primary"
						href={ `${ adminPageUrl( globals.admin_url, 'surveys' ) }#/new` }
					>
						{ __( 'Create New', 'userfeedback' ) }
					</a>
				</p>
			) }
		</div>
	);
}

function ChosenSurvey( { id }: { id: number } ) {
	const titleId = useId();
	const questionsId = useId();
	const results = useSurveyResults( id );
	if ( results.isPending ) {
		return (
			<Loading
				label={ __( 'Loading the survey’s results…', 'userfeedback' ) }
			/>
		);
	}
	if ( results.isError ) {
		return (
			<LoadError
				error={ results.error }
				title={ __(
					'The survey’s results could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void results.refetch() }
				isRetrying={ results.isFetching }
			/>
		);
	}
	const data = results.data;
	return (
		<section className="uf-results-section" aria-labelledby={ titleId }>
			<div className="uf-results-section__header">
				<h2 id={ titleId } className="uf-results-section__title">
					{ surveyTitle( data ) }
				</h2>
				<Link className="button" to={ `/survey/${ id }` }>
					{ __( 'View Results', 'userfeedback' ) }
				</Link>
			</div>
			<SurveyCards results={ data } />
			<QuestionResultsHeading id={ questionsId } level={ 3 } />
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
					questions={ data.questions }
				/>
			) }
		</section>
	);
}

export function ResultsOverview() {
	const [ searchParams, setSearchParams ] = useSearchParams();
	const navigate = useNavigate();
	const { data: entitlements } = useEntitlements();
	const isPro = hasProPlan( entitlements );
	const today = useSiteToday();
	const selectId = useId();
	const { locale } = getGlobals();

	const range = overviewRangeFrom( searchParams.get( 'range' ), isPro );
	const surveyId = surveyIdFrom( searchParams.get( 'survey' ) );
	const rangeParams = overviewRange( range, today );
	const all = useResultsSummary( rangeParams );
	const one = useResultsSummary(
		{ ...rangeParams, survey_id: surveyId ?? 0 },
		surveyId !== null
	);
	// The chosen survey's statistics (ChosenSurvey's own query, shared): for the notice below.
	const chosenResults = useSurveyResults( surveyId );
	const columns = useMemo( () => surveyColumns( range ), [ range ] );

	const surveys = all.data?.surveys ?? [];
	const chosen =
		surveyId === null
			? undefined
			: surveys.find( ( survey ) => survey.id === surveyId );

	const setView = ( next: {
		survey: number | null;
		range: OverviewRange;
	} ) => {
		const query: Record< string, string > = {};
		if ( next.survey !== null ) {
			query.survey = String( next.survey );
		}
		if ( next.range !== 7 ) {
			query.range = String( next.range );
		}
		setSearchParams( query );
	};

	if ( chosen?.type === 'nps' ) {
		return <Navigate to={ `/survey/${ chosen.id }` } replace />;
	}
	// A survey that is not (or no longer) listed: back to all surveys.
	if (
		surveyId !== null &&
		all.isSuccess &&
		! all.isPlaceholderData &&
		! chosen
	) {
		return (
			<Navigate to={ range === 7 ? '/' : `/?range=${ range }` } replace />
		);
	}

	const title = __( 'Results', 'userfeedback' );
	if ( all.isPending ) {
		return (
			<Page title={ title } className="uf-results">
				<div aria-busy="true">
					<Loading
						label={ __( 'Loading results…', 'userfeedback' ) }
					/>
				</div>
			</Page>
		);
	}
	if ( all.isError && ! all.data ) {
		return (
			<Page title={ title } className="uf-results">
				<LoadError
					error={ all.error }
					title={ __(
						'The results could not be loaded.',
						'userfeedback'
					) }
					onRetry={ () => void all.refetch() }
					isRetrying={ all.isFetching }
				/>
			</Page>
		);
	}

	// The figures of the chosen survey, or of all surveys.
	const summary = surveyId === null ? all : one;
	const figures = queryContent(
		summary,
		{
			errorTitle: __(
				'The responses could not be loaded.',
				'userfeedback'
			),
		},
		( data ) => (
			<>
				{ surveyId === null && (
					<DataCards
						cards={ [
							{
								key: 'total',
								label: __( 'Total responses', 'userfeedback' ),
								value: formatNumber(
									data.total_responses,
									locale
								),
							},
						] }
					/>
				) }
				{ data.total_responses === 0 ? (
					<p className="uf-results-empty">
						{ __( 'No responses in this period.', 'userfeedback' ) }
					</p>
				) : (
					<ResponsesChart
						points={ data.data_points }
						range={ range }
					/>
				) }
			</>
		)
	);

	return (
		<Page title={ title } className="uf-results">
			<div className="uf-results-toolbar">
				<div className="uf-results-toolbar__switcher">
					<label htmlFor={ selectId }>
						{ __( 'Survey', 'userfeedback' ) }
					</label>
					<select
						id={ selectId }
						value={ surveyId ?? '' }
						onChange={ ( event ) => {
							const id = surveyIdFrom( event.target.value );
							const picked = surveys.find(
								( survey ) => survey.id === id
							);
							if ( picked?.type === 'nps' ) {
								navigate( `/survey/${ picked.id }` );
								return;
							}
							setView( { survey: id, range } );
						} }
					>
						<option value="">
							{ __( 'All surveys', 'userfeedback' ) }
						</option>
						{ surveys.map( ( survey ) => (
							<option key={ survey.id } value={ survey.id }>
								{ surveyTitle( survey ) }
							</option>
						) ) }
					</select>
				</div>
				<RangeRadios
					value={ range }
					isPro={ isPro }
					onChange={ ( next ) =>
						setView( { survey: surveyId, range: next } )
					}
					dates={ formatRange(
						{
							from:
								summary.data?.start_date ||
								rangeParams.start_date,
							to: summary.data?.end_date || rangeParams.end_date,
						},
						locale
					) }
				/>
			</div>

			<UpdatingNotice
				updating={
					!! all.data?.updating ||
					( surveyId !== null &&
						( !! one.data?.updating ||
							!! chosenResults.data?.updating ) )
				}
			/>

			<section
				className="uf-results-panel uf-results-summary"
				aria-label={ __( 'Responses', 'userfeedback' ) }
				aria-busy={ summary.isFetching }
			>
				{ figures }
			</section>

			{ surveyId === null ? (
				<AdminTable< SummarySurvey >
					label={ __( 'Surveys', 'userfeedback' ) }
					className="uf-results-table"
					columns={ columns }
					items={ surveys }
					getRowId={ surveyRowId }
					getRowLabel={ surveyTitle }
					isFetching={ isBusy( all ) }
					emptyState={ <NoSurveys /> }
				/>
			) : (
				<ChosenSurvey key={ surveyId } id={ surveyId } />
			) }
		</Page>
	);
}
