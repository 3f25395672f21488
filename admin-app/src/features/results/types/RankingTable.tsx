/**
 * A ranking question's answers as a table, best first (lowest average place): each option's
 * average place, its share of first places (with a bar, for the eye) and how many responses put
 * it in each place. Where the screen can filter, a place that holds answers is a button that
 * adds "option in place N" to the filter, as a choice's bar does.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatNumber } from '../DataCards';
import { type RankedOption, rankingOrder } from './type-tables';

export interface RankingTableProps {
	/** The question's title, for the caption. */
	title: string;
	ranking: readonly RankedOption[];
	locale: string;
	/** Adds an option's place (from 1) to the filter; absent: places are not clickable. */
	onSelect?: ( option: string, place: number ) => void;
}

function decimal( value: number | null, locale: string ): string {
	return value === null
		? '—'
		: formatNumber( Math.round( value * 10 ) / 10, locale );
}

export function RankingTable( {
	title,
	ranking,
	locale,
	onSelect,
}: RankingTableProps ) {
	const ordered = rankingOrder( ranking );
	const places = ranking.reduce(
		( most, option ) => Math.max( most, option.places.length ),
		0
	);
	return (
		<div className="uf-results-ranking">
			<div className="uf-results-heat__scroll">
				<table className="widefat striped uf-results-ranking__table">
					<caption className="screen-reader-text">
						{ sprintf(
							/* translators: %s: question title. */
							__(
								'Answers to “%s”, best ranked first: average place, share of first places and responses per place',
								'userfeedback'
							),
							title
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Rank', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Option', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Average place', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'First choice', 'userfeedback' ) }
							</th>
							{ Array.from( { length: places }, ( _, index ) => (
								<th
									scope="col"
									key={ index }
									className="uf-results-ranking__place"
								>
									<span aria-hidden="true">
										{ sprintf(
											/* translators: %d: a place in a ranking (1 is first). */
											__( '#%d', 'userfeedback' ),
											index + 1
										) }
									</span>
									<span className="screen-reader-text">
										{ sprintf(
											/* translators: %d: a place in a ranking (1 is first). */
											__(
												'Responses placing it %d',
												'userfeedback'
											),
											index + 1
										) }
									</span>
								</th>
							) ) }
						</tr>
					</thead>
					<tbody>
						{ ordered.map( ( option, index ) => (
							<tr key={ option.option }>
								<td>{ formatNumber( index + 1, locale ) }</td>
								<th scope="row">{ option.option }</th>
								<td>
									{ decimal( option.average_place, locale ) }
								</td>
								<td className="uf-results-ranking__first">
									<span
										className="uf-results-ranking__bar"
										aria-hidden="true"
									>
										<span
											style={ {
												width: `${
													option.first_share ?? 0
												}%`,
											} }
										/>
									</span>
									{ option.first_share === null
										? '—'
										: `${ decimal(
												option.first_share,
												locale
											) }%` }
								</td>
								{ Array.from(
									{ length: places },
									( _, place ) => {
										const count =
											option.places[ place ] ?? 0;
										const text = formatNumber(
											count,
											locale
										);
										return (
											<td key={ place }>
												{ onSelect && count > 0 ? (
													<button
														type="button"
														className="button-link uf-results-ranking__filter"
														aria-label={ sprintf(
															/* translators: 1: number of responses. 2: a ranked option. 3: a place (1 is first). */
															__(
																'%1$s. Filter by %2$s in place %3$d',
																'userfeedback'
															),
															text,
															option.option,
															place + 1
														) }
														onClick={ () =>
															onSelect(
																option.option,
																place + 1
															)
														}
													>
														{ text }
													</button>
												) : (
													text
												) }
											</td>
										);
									}
								) }
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
		</div>
	);
}
