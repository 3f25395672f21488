/**
 * The cross-tab on a survey's results: two choice or rating questions (radio,
 * checkbox, star, NPS) crossed under the current filter, as counts or row or column percentages,
 * with totals, in a table with row and column headers. The pro or elite plan; the upsell without.
 */
import { useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../../components/Notice';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import type { Question } from '../../../data/survey-types';
import {
	INSIGHT_ROWS,
	useCrosstab,
	type FilterQuery,
} from '../../../data/use-results';
import { sentimentLabel, type FilterSentiment } from '../filter/model';
import { LoadError, Loading } from '../states';
import {
	cellText,
	crosstabQuestions,
	totalText,
	type CrosstabView,
} from './crosstab-table';

interface CrosstabSectionProps {
	surveyId: number;
	questions: Question[];
	filter: FilterQuery;
	canUse: boolean;
	/** Whether the rows may be the insights' themes or sentiments (the results carry them). */
	withInsights?: boolean;
}

function questionName( questions: Question[], id: string ): string {
	if ( id === INSIGHT_ROWS.theme ) {
		return __( 'Themes', 'userfeedback' );
	}
	if ( id === INSIGHT_ROWS.sentiment ) {
		return __( 'Sentiment', 'userfeedback' );
	}
	const index = questions.findIndex( ( question ) => question.id === id );
	if ( index < 0 ) {
		return id;
	}
	return sprintf(
		/* translators: 1: question number. 2: question title. */
		__( 'Q%1$d %2$s', 'userfeedback' ),
		index + 1,
		questions[ index ].title.trim() ||
			__( '(untitled question)', 'userfeedback' )
	);
}

const VIEWS: CrosstabView[] = [ 'count', 'row', 'column' ];

function viewLabel( view: CrosstabView ): string {
	switch ( view ) {
		case 'count':
			return __( 'Counts', 'userfeedback' );
		case 'row':
			return __( 'Row percentages', 'userfeedback' );
		case 'column':
			return __( 'Column percentages', 'userfeedback' );
	}
}

/**
 * A row's header: a sentiment in the screens' words, anything else as it comes.
 *
 * @param row   The rows' question or insight.
 * @param value The row's value.
 */
function rowLabel( row: string, value: string | number ): string {
	return row === INSIGHT_ROWS.sentiment
		? sentimentLabel( value as FilterSentiment )
		: String( value );
}

export function CrosstabSection( {
	surveyId,
	questions,
	filter,
	canUse,
	withInsights = false,
}: CrosstabSectionProps ) {
	const id = useId();
	const eligible = crosstabQuestions( questions );
	// One question is enough to cross with the insights: it is then the columns.
	const [ row, setRow ] = useState< string >(
		eligible.length < 2 && withInsights
			? INSIGHT_ROWS.theme
			: ( eligible[ 0 ]?.id ?? '' )
	);
	const [ column, setColumn ] = useState(
		eligible[ 1 ]?.id ?? eligible[ 0 ]?.id ?? ''
	);
	const [ view, setView ] = useState< CrosstabView >( 'count' );
	const ready = canUse && row !== '' && column !== '' && row !== column;
	const table = useCrosstab(
		surveyId,
		ready ? { row, column, filter } : null
	);

	const heading = (
		<h2 id={ `${ id }-title` } className="uf-results-section__title">
			{ __( 'Cross-tab', 'userfeedback' ) }
		</h2>
	);

	if ( ! canUse ) {
		return (
			<section
				className="uf-results-section uf-crosstab"
				aria-labelledby={ `${ id }-title` }
			>
				{ heading }
				<UpgradeNotice>
					{ __(
						'Cross-tabulate two questions to see how their answers relate.',
						'userfeedback'
					) }
				</UpgradeNotice>
			</section>
		);
	}

	const enough =
		eligible.length >= 2 || ( withInsights && eligible.length >= 1 );
	const byInsight =
		row === INSIGHT_ROWS.theme || row === INSIGHT_ROWS.sentiment;
	let body;
	if ( ! enough ) {
		body = (
			<p className="uf-results-empty">
				{ __(
					'A cross-tab needs two choice or rating questions (radio, checkbox, star rating or NPS).',
					'userfeedback'
				) }
			</p>
		);
	} else if ( row === column ) {
		body = (
			<p className="uf-results-empty">
				{ __( 'Pick two different questions.', 'userfeedback' ) }
			</p>
		);
	} else if ( table.isPending ) {
		body = (
			<Loading label={ __( 'Loading the cross-tab…', 'userfeedback' ) } />
		);
	} else if ( table.isError ) {
		body = (
			<LoadError
				error={ table.error }
				title={ __(
					'The cross-tab could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void table.refetch() }
				isRetrying={ table.isFetching }
			/>
		);
	} else if ( table.data.total === 0 ) {
		body = (
			<Notice status="info">
				<p>
					{ byInsight
						? __(
								'No responses with a read comment answered this question.',
								'userfeedback'
							)
						: __(
								'No responses answered both questions.',
								'userfeedback'
							) }
				</p>
			</Notice>
		);
	} else {
		const data = table.data;
		const rowName = questionName( questions, row );
		const columnName = questionName( questions, column );
		body = (
			<div className="uf-crosstab__scroll" aria-busy={ table.isFetching }>
				<table className="widefat striped uf-crosstab__table">
					<caption>
						{ sprintf(
							/* translators: 1: the rows' question. 2: the columns' question. 3: counts or percentages. */
							__( '%1$s by %2$s (%3$s)', 'userfeedback' ),
							rowName,
							columnName,
							viewLabel( view )
						) }
					</caption>
					<thead>
						<tr>
							<td />
							{ data.column.values.map( ( value ) => (
								<th scope="col" key={ String( value ) }>
									{ String( value ) }
								</th>
							) ) }
							<th scope="col">
								{ __( 'Total', 'userfeedback' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ data.row.values.map( ( value, rowIndex ) => (
							<tr key={ String( value ) }>
								<th scope="row">{ rowLabel( row, value ) }</th>
								{ data.column.values.map(
									( _c, columnIndex ) => (
										<td key={ columnIndex }>
											{ cellText(
												data,
												rowIndex,
												columnIndex,
												view
											) }
										</td>
									)
								) }
								<td className="uf-crosstab__total">
									{ totalText(
										data,
										data.row_totals[ rowIndex ] ?? 0,
										view === 'row',
										view
									) }
								</td>
							</tr>
						) ) }
					</tbody>
					<tfoot>
						<tr>
							<th scope="row">
								{ __( 'Total', 'userfeedback' ) }
							</th>
							{ data.column_totals.map(
								( value, columnIndex ) => (
									<td
										key={ columnIndex }
										className="uf-crosstab__total"
									>
										{ totalText(
											data,
											value,
											view === 'column',
											view
										) }
									</td>
								)
							) }
							<td className="uf-crosstab__total">
								{ view === 'count'
									? String( data.total )
									: '100%' }
							</td>
						</tr>
					</tfoot>
				</table>
				{ eligible.some(
					( question ) =>
						question.type === 'checkbox' &&
						( question.id === row || question.id === column )
				) && (
					<p className="uf-results-chart__note">
						{ __(
							'A checkbox question counts once per ticked answer, so totals may exceed the number of responses.',
							'userfeedback'
						) }
					</p>
				) }
			</div>
		);
	}

	const questionSelect = (
		key: 'row' | 'column',
		value: string,
		onChange: ( next: string ) => void
	) => (
		<div className="uf-crosstab__field">
			<label htmlFor={ `${ id }-${ key }` }>
				{ key === 'row'
					? __( 'Rows', 'userfeedback' )
					: __( 'Columns', 'userfeedback' ) }
			</label>
			<select
				id={ `${ id }-${ key }` }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ eligible.map( ( question ) => (
					<option key={ question.id } value={ question.id }>
						{ questionName( questions, question.id ) }
					</option>
				) ) }
				{ key === 'row' && withInsights && (
					<optgroup label={ __( 'Insights', 'userfeedback' ) }>
						<option value={ INSIGHT_ROWS.theme }>
							{ questionName( questions, INSIGHT_ROWS.theme ) }
						</option>
						<option value={ INSIGHT_ROWS.sentiment }>
							{ questionName(
								questions,
								INSIGHT_ROWS.sentiment
							) }
						</option>
					</optgroup>
				) }
			</select>
		</div>
	);

	return (
		<section
			className="uf-results-section uf-crosstab"
			aria-labelledby={ `${ id }-title` }
		>
			<div className="uf-results-section__header">{ heading }</div>
			{ enough && (
				<div className="uf-crosstab__controls">
					{ questionSelect( 'row', row, setRow ) }
					{ questionSelect( 'column', column, setColumn ) }
					<div
						className="uf-results-segmented"
						role="group"
						aria-label={ __( 'Show', 'userfeedback' ) }
					>
						{ VIEWS.map( ( entry ) => (
							<button
								key={ entry }
								type="button"
								className={ `button${
									entry === view ? ' is-pressed' : ''
								}` }
								aria-pressed={ entry === view }
								onClick={ () => setView( entry ) }
							>
								{ viewLabel( entry ) }
							</button>
						) ) }
					</div>
				</div>
			) }
			{ body }
		</section>
	);
}
