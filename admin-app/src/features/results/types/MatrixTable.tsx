/**
 * A matrix question's answers as a heat table: its rows against its shared columns, each cell
 * the responses that chose that column for that row and their share of the row, shaded by that
 * share (text colours chosen for WCAG AA on every shade). A table is the chart here: the numbers
 * are the content, so there is no canvas and nothing else to fall back to. Where the screen can
 * filter, a cell that holds answers is a button that adds "row is column" to the filter, as a
 * choice's bar does.
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
	/** Adds the cell (its row and column) to the filter; absent: cells are not clickable. */
	onSelect?: ( row: string, column: string ) => void;
}

export function MatrixTable( {
	title,
	matrix,
	locale,
	onSelect,
}: MatrixTableProps ) {
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
									const content = (
										<>
											<span className="uf-results-heat__count">
												{ formatNumber(
													cell.count,
													locale
												) }
											</span>{ ' ' }
											<span className="uf-results-heat__share">
												{ `(${ cell.percent }%)` }
											</span>
										</>
									);
									const columnName =
										matrix.columns[ column ] ?? '';
									return (
										<td
											key={ column }
											className="uf-results-heat__cell"
											style={ {
												background: step.background,
												color: step.color,
											} }
										>
											{ onSelect && cell.count > 0 ? (
												<button
													type="button"
													className="button-link uf-results-heat__filter"
													aria-label={ sprintf(
														/* translators: 1: number of responses. 2: their share of the row, in percent. 3: a matrix row. 4: a matrix column. */
														__(
															'%1$s (%2$s%%). Filter by %3$s: %4$s',
															'userfeedback'
														),
														formatNumber(
															cell.count,
															locale
														),
														formatNumber(
															cell.percent,
															locale
														),
														row.label,
														columnName
													) }
													onClick={ () =>
														onSelect(
															row.label,
															columnName
														)
													}
												>
													{ content }
												</button>
											) : (
												content
											) }
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
