/**
 * A poll's results under its thank-you (settings.behavior.show_results): a table of the options
 * with their share of the votes — the bars are drawn in its cells, so screen readers read the
 * table and everyone else sees the bars —, then the total. Fetched once the vote's save is done;
 * below the owner's threshold only the total and when the results will show.
 */
import { useEffect, useState } from 'preact/hooks';

import { fetchPoll, type PollResults as Results } from '../api';
import { format, type Texts } from '../texts';
import type { PageSurvey, WidgetBootstrap } from '../types';

export function PollResults( {
	survey,
	bootstrap,
	texts,
}: {
	survey: PageSurvey;
	bootstrap: WidgetBootstrap;
	texts: Texts;
} ) {
	const [ results, setResults ] = useState< Results | null >( null );
	useEffect( () => {
		void fetchPoll( bootstrap.rest_url, survey.id, survey.nonce ).then(
			setResults
		);
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps
	if ( ! results ) {
		return null;
	}
	const { total, counts } = results;
	return (
		<div class="uf-poll">
			{ counts ? (
				<table>
					<caption>{ texts.results }</caption>
					<tr class="uf-sr">
						<th>{ texts.option }</th>
						<th>{ texts.share }</th>
					</tr>
					{ survey.questions[ 0 ].config.options.map(
						( option, i ) => {
							const share = total
								? Math.round(
										( ( counts[ i ] ?? 0 ) * 100 ) / total
									)
								: 0;
							return (
								<tr key={ option }>
									<th scope="row" dir="auto">
										{ option }
									</th>
									<td>
										{ /* 70 % of the cell at most: the figure fits beside it. */ }
										<span
											style={ {
												width: `${ share * 0.7 }%`,
											} }
										/>
										{ share }%
									</td>
								</tr>
							);
						}
					) }
				</table>
			) : (
				<p>{ format( texts.resultsLater, results.min_votes ) }</p>
			) }
			<p>{ format( texts.votes, total ) }</p>
		</div>
	);
}
