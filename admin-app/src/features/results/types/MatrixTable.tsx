/**
 * A matrix question's answers as a heat table: its rows against its shared columns, each cell
 * the responses that chose that column for that row and their share of the row, shaded by that
 * share (text colours chosen for WCAG AA on every shade). A table is the chart here: the numbers
 * are the content, so there is no canvas and nothing else to fall back to.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { QuestionStat } from '../../../data/use-results';
import { formatNumber } from '../DataCards';
import { heatStep, matrixRows } from './type-tables';

export interface MatrixTableProps {
	/** The question's title, for the caption. */
	title: string;
	matrix: NonNullable< QuestionStat[ 'matrix' ] >;
	locale: string;
}

export function MatrixTable( { title, matrix, locale }: MatrixTableProps ) {
	const rows = matrixRows( matrix );
	return (
		<div className="uf-results-heat">
			<div className="uf-results-heat__scroll">
				<table className="widefat uf-results-heat__table">
					<caption className="screen-reader-text">
						{ sprintf(
							/* translators: %s: question title. */
							__(
								'Answers to “%s”: responses per row and column, with each cell’s share of its row',
								'userfeedback'
							),
							title
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Row', 'userfeedback' ) }</th>
							{ matrix.columns.map( ( column, index ) => (
								<th
									scope="col"
									key={ `${ index }-${ column }` }
								>
									{ column }
								</th>
							) ) }
							<th scope="col">
								{ __( 'Answered', 'userfeedback' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( row, index ) => (
							<tr key={ `${ index }-${ row.label }` }>
								<th scope="row">{ row.label }</th>
								{ row.cells.map( ( cell, column ) => {
									const step = heatStep( cell.percent );
									return (
										<td
											key={ column }
											className="uf-results-heat__cell"
											style={ {
												background: step.background,
												color: step.color,
											} }
										>
											<span className="uf-results-heat__count">
												{ formatNumber(
													cell.count,
													locale
												) }
											</span>{ ' ' }
											<span className="uf-results-heat__share">
												{ `(${ cell.percent }%)` }
											</span>
										</td>
									);
								} ) }
								<td className="uf-results-heat__total">
									{ formatNumber( row.total, locale ) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
			<p className="uf-results-question__note">
				{ __(
					'Each cell: the responses that chose that column for the row, and their share of the row’s answers. Darker cells hold more of the row.',
					'userfeedback'
				) }
			</p>
		</div>
	);
}
