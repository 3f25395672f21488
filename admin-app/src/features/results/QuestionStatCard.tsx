/**
 * One question's statistics (reporting.md §2): answered and skipped counts; for choices and
 * ratings a chart (vertical bars by default, horizontal bars, lines or pie, switched per card)
 * with the same numbers in a table, and for scores their average and median; a matrix as a heat
 * table, a ranking as a table by average place, a consent as given or not; for text and date
 * questions the answers with "Show more"; and the invalid-options message, linking to the
 * questions editor, when the options fail the check.
 */
import { useId, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { FilterQuery, QuestionStat } from '../../data/use-results';
import { AnswerList } from './AnswerList';
import { ChartFigure } from './ChartFigure';
import {
	DEFAULT_STAT_CHART_TYPE,
	STAT_CHART_TYPES,
	optionRows,
	percentOf,
	statChart,
	statChartTypeLabel,
	type StatChartType,
} from './chart-data';
import { formatNumber } from './DataCards';
import { marginText } from './filter/compare';
import { NPS_BUCKETS, npsBucketLabel } from './filter/model';
import { pairValue } from './filter/type-values';
import {
	CONSENT_VALUE,
	hasInvalidOptions,
	statView,
	takesSeveral,
} from './question-stats';
import type { Question } from '../../data/survey-types';
import { ScoreSummary } from './ScoreSummary';
import { StatChartView } from './lazy-charts';
import { MatrixTable, RankingTable } from './types';
import { questionsEditorUrl } from './urls';

/** The compare view's side of a question. */
export interface StatCompare {
	/** The other query's statistics of the same question (absent: not in it). */
	stat: QuestionStat | undefined;
	/** The view's own dataset's name and the other's. */
	firstLabel: string;
	label: string;
}

interface QuestionStatCardProps {
	surveyId: number;
	stat: QuestionStat;
	/** Its position, from 1. */
	number: number;
	compare?: StatCompare;
	/** Adds "this answer" as a filter; absent: the answers are not clickable. */
	onFilter?: ( stat: QuestionStat, value: string | number ) => void;
	/** The results filter, for the answers' further pages. */
	filter?: FilterQuery;
	/** Whether the question takes several answers per response (takesSeveral()). */
	several?: boolean;
}

/**
 * An answer's name in a results table: a button that adds it as a filter when the screen can
 * filter, else its text.
 *
 * @param props          The answer.
 * @param props.label    Its name.
 * @param props.onSelect Adds it as a filter; absent: not clickable.
 */
function AnswerLabel( {
	label,
	onSelect,
}: {
	label: string;
	onSelect?: () => void;
} ) {
	if ( ! onSelect ) {
		return <>{ label }</>;
	}
	return (
		<button
			type="button"
			className="button-link uf-results-question__filter"
			aria-label={ sprintf(
				/* translators: %s: an answer. */
				__( 'Filter by answer: %s', 'userfeedback' ),
				label
			) }
			onClick={ onSelect }
		>
			{ label }
		</button>
	);
}

interface NpsSummaryProps {
	nps: NonNullable< QuestionStat[ 'nps' ] >;
	locale: string;
}

/**
 * An NPS question's score with its margin and its buckets, on its card in any survey (the NPS
 * screen shows the same figures as cards).
 *
 * @param props        The question's overview.
 * @param props.nps    Its score, buckets and margin.
 * @param props.locale For the numbers.
 */
export function NpsSummary( { nps, locale }: NpsSummaryProps ) {
	const margin = marginText( nps.margin );
	return (
		<dl className="uf-results-question__nps">
			<div>
				<dt>{ __( 'NPS score', 'userfeedback' ) }</dt>
				<dd>
					{ formatNumber( nps.nps, locale ) }
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
				</dd>
			</div>
			{ NPS_BUCKETS.map( ( bucket ) => (
				<div key={ bucket }>
					<dt>{ npsBucketLabel( bucket ) }</dt>
					<dd>{ `${ nps[ bucket ] }%` }</dd>
				</div>
			) ) }
		</dl>
	);
}

function questionTitle( stat: QuestionStat ): string {
	return stat.title.trim() || __( '(untitled question)', 'userfeedback' );
}

interface ChartTypeSwitchProps {
	value: StatChartType;
	onChange: ( type: StatChartType ) => void;
	questionLabel: string;
}

function ChartTypeSwitch( {
	value,
	onChange,
	questionLabel,
}: ChartTypeSwitchProps ) {
	return (
		<div
			className="uf-results-segmented"
			role="group"
			aria-label={ sprintf(
				/* translators: %s: question title. */
				__( 'Chart type for %s', 'userfeedback' ),
				questionLabel
			) }
		>
			{ STAT_CHART_TYPES.map( ( type ) => (
				<button
					key={ type }
					type="button"
					className={ `button${ type === value ? ' is-pressed' : '' }` }
					aria-pressed={ type === value }
					onClick={ () => onChange( type ) }
				>
					{ statChartTypeLabel( type ) }
				</button>
			) ) }
		</div>
	);
}

interface ConsentTableProps {
	stat: QuestionStat;
	title: string;
	locale: string;
	/** Adds "consent given" to the filter; absent: not clickable. */
	onSelect?: () => void;
}

/**
 * A consent's answers: given, or not given by those shown it (the skips), each with its share of
 * the responses shown the question. Every answer is "given", so a chart of them would be one bar
 * at 100 %.
 *
 * Only "Given" can be a filter: a consent not given stores nothing to match.
 *
 * @param props          The question.
 * @param props.stat     Its statistics.
 * @param props.title    Its title, for the caption.
 * @param props.locale   For the numbers.
 * @param props.onSelect Adds "consent given" to the filter.
 */
function ConsentTable( { stat, title, locale, onSelect }: ConsentTableProps ) {
	const given =
		stat.options.find( ( option ) => option.value === CONSENT_VALUE )
			?.count ?? stat.total_answers;
	const shown = given + stat.skipped;
	const rows = [
		{ label: __( 'Given', 'userfeedback' ), count: given, given: true },
		{
			label: __( 'Not given', 'userfeedback' ),
			count: stat.skipped,
			given: false,
		},
	];
	return (
		<table className="widefat striped uf-results-question__table">
			<caption className="screen-reader-text">
				{ sprintf(
					/* translators: %s: question title. */
					__(
						'Answers to “%s”, in percent of the responses shown it',
						'userfeedback'
					),
					title
				) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Consent', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Responses', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Percentage', 'userfeedback' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ row.label }>
						<th scope="row">
							<AnswerLabel
								label={ row.label }
								onSelect={ row.given ? onSelect : undefined }
							/>
						</th>
						<td>{ formatNumber( row.count, locale ) }</td>
						<td>{ `${ percentOf( row.count, shown ) }%` }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

function InvalidOptions( { surveyId }: { surveyId: number } ) {
	return (
		<p className="uf-results-question__invalid">
			{ __(
				'This question has invalid options. You can fix it',
				'userfeedback'
			) }{ ' ' }
			<a href={ questionsEditorUrl( getGlobals().admin_url, surveyId ) }>
				{ __( 'here', 'userfeedback' ) }
			</a>
		</p>
	);
}

export function QuestionStatCard( {
	surveyId,
	stat,
	number,
	compare,
	onFilter,
	filter,
	several,
}: QuestionStatCardProps ) {
	const titleId = useId();
	const [ chartType, setChartType ] = useState< StatChartType >(
		DEFAULT_STAT_CHART_TYPE
	);
	const { locale } = getGlobals();
	const title = questionTitle( stat );
	const isInvalid = hasInvalidOptions(
		stat.type,
		stat.options.map( ( option ) => option.value )
	);
	const view = statView( stat );
	const isChart = view === 'chart';
	const rows = optionRows( stat );
	const compareRows = compare?.stat ? optionRows( compare.stat ) : null;
	const select = onFilter
		? ( index: number ) => {
				const option = stat.options[ index ];
				if ( option ) {
					onFilter( stat, option.value );
				}
			}
		: undefined;
	const hasAnswers = stat.total_answers > 0;
	const selections = rows.reduce( ( sum, row ) => sum + row.count, 0 );
	// Several answers per response: a pie can only show shares of all selections.
	const isMultiple = several ?? stat.type === 'checkbox';
	// Choice questions list only the answers that came with a comment.
	const commented = stat.answers.filter( ( answer ) => answer.extra );

	let body;
	if ( isInvalid ) {
		body = <InvalidOptions surveyId={ surveyId } />;
	} else if ( view === 'list' ) {
		body = (
			<AnswerList
				surveyId={ surveyId }
				questionId={ stat.id }
				initial={ stat.answers }
				total={ stat.answers_total }
				filter={ filter }
			/>
		);
	} else if ( ! hasAnswers ) {
		body = (
			<p className="uf-results-empty">
				{ __( 'No answers yet.', 'userfeedback' ) }
			</p>
		);
	} else if ( view === 'matrix' && stat.matrix ) {
		body = (
			<MatrixTable
				title={ title }
				matrix={ stat.matrix }
				locale={ locale }
				onSelect={
					onFilter
						? ( row: string, column: string ) =>
								onFilter( stat, pairValue( row, column ) )
						: undefined
				}
			/>
		);
	} else if ( view === 'ranking' && stat.ranking ) {
		body = (
			<RankingTable
				title={ title }
				ranking={ stat.ranking }
				locale={ locale }
				onSelect={
					onFilter
						? ( option: string, place: number ) =>
								onFilter( stat, pairValue( option, place ) )
						: undefined
				}
			/>
		);
	} else if ( view === 'consent' ) {
		body = (
			<ConsentTable
				stat={ stat }
				title={ title }
				locale={ locale }
				onSelect={
					onFilter ? () => onFilter( stat, CONSENT_VALUE ) : undefined
				}
			/>
		);
	} else {
		const caption =
			isMultiple && chartType === 'pie'
				? sprintf(
						/* translators: %s: question title. */
						__(
							'Answers to “%s”, in percent of all selections',
							'userfeedback'
						),
						title
					)
				: sprintf(
						/* translators: %s: question title. */
						__(
							'Answers to “%s”, in percent of responses',
							'userfeedback'
						),
						title
					);
		body = (
			<>
				{ stat.nps && stat.nps.total > 0 && (
					<NpsSummary nps={ stat.nps } locale={ locale } />
				) }
				<ScoreSummary summary={ stat.summary } locale={ locale } />
				<ChartFigure
					caption={ caption }
					hideCaption
					chart={
						<StatChartView
							chart={ statChart(
								chartType,
								rows,
								isMultiple,
								compare && compareRows
									? {
											firstLabel: compare.firstLabel,
											label: compare.label,
											rows: compareRows,
										}
									: undefined
							) }
							label={ caption }
							onSelect={ select }
						/>
					}
					fallback={
						<>
							{ isMultiple && chartType === 'pie' && (
								<p className="uf-results-question__note">
									{ sprintf(
										/* translators: %s: number of answers chosen, all responses together. */
										_n(
											'Respondents could choose more than one answer. The pie shows each answer’s share of all %s selection; the table, the share of respondents who chose it.',
											'Respondents could choose more than one answer. The pie shows each answer’s share of all %s selections; the table, the share of respondents who chose it.',
											selections,
											'userfeedback'
										),
										formatNumber( selections, locale )
									) }
								</p>
							) }
							<table className="widefat striped uf-results-question__table">
								<caption className="screen-reader-text">
									{ sprintf(
										/* translators: %s: question title. */
										__( 'Answers to “%s”', 'userfeedback' ),
										title
									) }
								</caption>
								<thead>
									<tr>
										<th scope="col">
											{ __( 'Answer', 'userfeedback' ) }
										</th>
										<th scope="col">
											{ __(
												'Responses',
												'userfeedback'
											) }
										</th>
										<th scope="col">
											{ isMultiple
												? __(
														'Percentage of respondents',
														'userfeedback'
													)
												: __(
														'Percentage',
														'userfeedback'
													) }
										</th>
										{ compare && (
											<th scope="col">
												{ compare.label }
											</th>
										) }
									</tr>
								</thead>
								<tbody>
									{ rows.map( ( row, index ) => (
										<tr key={ `${ index }-${ row.label }` }>
											<th scope="row">
												<AnswerLabel
													label={ row.label }
													onSelect={
														select
															? () =>
																	select(
																		index
																	)
															: undefined
													}
												/>
											</th>
											<td>
												{ formatNumber(
													row.count,
													locale
												) }
											</td>
											<td>{ `${ row.percent }%` }</td>
											{ compare && (
												<td>
													{ compareRowText(
														compareRows,
														row.label,
														locale
													) }
												</td>
											) }
										</tr>
									) ) }
								</tbody>
							</table>
						</>
					}
				/>
				{ commented.length > 0 && (
					<div className="uf-results-question__comments">
						<h4>{ __( 'Comments', 'userfeedback' ) }</h4>
						<AnswerList
							surveyId={ surveyId }
							questionId={ stat.id }
							initial={ commented }
							total={ stat.answers_total }
							isComment
							filter={ filter }
						/>
					</div>
				) }
			</>
		);
	}

	return (
		<section className="uf-results-question" aria-labelledby={ titleId }>
			<div className="uf-results-question__header">
				<div>
					<h3 id={ titleId } className="uf-results-question__title">
						{ sprintf(
							/* translators: 1: question number. 2: question title. */
							__( '%1$d. %2$s', 'userfeedback' ),
							number,
							title
						) }
					</h3>
					<p className="uf-results-question__meta">
						{ sprintf(
							/* translators: %s: number of responses. */
							_n(
								'%s answered',
								'%s answered',
								stat.total_answers,
								'userfeedback'
							),
							formatNumber( stat.total_answers, locale )
						) }
						{ ' · ' }
						{ sprintf(
							/* translators: %s: number of responses. */
							_n(
								'%s skipped',
								'%s skipped',
								stat.skipped,
								'userfeedback'
							),
							formatNumber( stat.skipped, locale )
						) }
					</p>
				</div>
				{ isChart && ! isInvalid && hasAnswers && (
					<ChartTypeSwitch
						value={ chartType }
						onChange={ setChartType }
						questionLabel={ title }
					/>
				) }
			</div>
			{ body }
		</section>
	);
}

function compareRowText(
	rows: ReturnType< typeof optionRows > | null,
	label: string,
	locale: string
): string {
	const row = rows?.find( ( entry ) => entry.label === label );
	return row
		? `${ row.percent }% (${ formatNumber( row.count, locale ) })`
		: '—';
}

interface QuestionResultsHeadingProps {
	id: string;
	/** 2 on the survey's results page, 3 under the chosen survey on the overview. */
	level: 2 | 3;
	/** What they cover when not all time (a filter or range). */
	scope?: string;
}

/**
 * "Question results" with what they cover: all time, whatever range the page's chart shows
 * (reporting.md §2 ties the ranges to the overview's chart and counts, not to the statistics).
 *
 * @param props       The heading's id and level.
 * @param props.id    The heading's id, for aria-labelledby.
 * @param props.level The heading level.
 * @param props.scope What they cover, when not all time.
 */
export function QuestionResultsHeading( {
	id,
	level,
	scope,
}: QuestionResultsHeadingProps ) {
	const Heading = level === 2 ? 'h2' : 'h3';
	return (
		<div className="uf-results-section__header is-scoped">
			<Heading id={ id } className="uf-results-section__title">
				{ __( 'Question results', 'userfeedback' ) }
			</Heading>
			<span className="uf-results-scope">
				{ scope ?? __( 'All time', 'userfeedback' ) }
			</span>
		</div>
	);
}

interface QuestionStatsProps {
	surveyId: number;
	stats: QuestionStat[];
	/** The compare view's statistics and names. */
	compare?: {
		stats: QuestionStat[];
		firstLabel: string;
		label: string;
	};
	onFilter?: ( stat: QuestionStat, value: string | number ) => void;
	filter?: FilterQuery;
	/** The survey's questions: what each takes (an image choice of several). */
	questions?: ReadonlyArray< Pick< Question, 'id' | 'settings' > >;
}

export function QuestionStats( {
	surveyId,
	stats,
	compare,
	onFilter,
	filter,
	questions = [],
}: QuestionStatsProps ) {
	if ( stats.length === 0 ) {
		return (
			<p className="uf-results-empty">
				{ __( 'This survey has no questions.', 'userfeedback' ) }
			</p>
		);
	}
	return (
		<div className="uf-results-questions">
			{ stats.map( ( stat, index ) => (
				<QuestionStatCard
					key={ stat.id || index }
					surveyId={ surveyId }
					stat={ stat }
					number={ index + 1 }
					compare={
						compare
							? {
									stat: compare.stats.find(
										( entry ) => entry.id === stat.id
									),
									firstLabel: compare.firstLabel,
									label: compare.label,
								}
							: undefined
					}
					onFilter={ onFilter }
					filter={ filter }
					several={ takesSeveral( stat, questions ) }
				/>
			) ) }
		</div>
	);
}
