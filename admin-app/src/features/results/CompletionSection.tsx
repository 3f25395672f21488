/**
 * The results screens' "Completion" section: cards for the responses started and
 * completed and the completion rate, then the drop-off funnel — a horizontal bar chart per
 * question (shown, answered, dropped off) from the lazy `results-charts` chunk, with a table of
 * the same numbers (Question, Shown, Answered, Skipped, Dropped off).
 *
 * Rendered only when the range holds partial responses (funnel.ts `showsCompletion`): a survey
 * without partials reads exactly as before. The figures come with the survey's results, so the
 * screen's own loading and error states cover them.
 */
import { useId } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { SurveyResults } from '../../data/use-results';
import { DataCards, formatNumber } from './DataCards';
import {
	formatRate,
	funnelChart,
	funnelChartHeight,
	funnelRows,
	rowLabel,
	showsCompletion,
	type FunnelRow,
} from './funnel';
import { FunnelChartView } from './lazy-charts';

interface CompletionSectionProps {
	results: Pick< SurveyResults, 'completion' | 'funnel' | 'question_stats' >;
}

function FunnelTable( {
	rows,
	caption,
}: {
	rows: FunnelRow[];
	caption: string;
} ) {
	const { locale } = getGlobals();
	const count = ( value: number ) => formatNumber( value, locale );
	return (
		<table className="widefat striped uf-results-funnel__table">
			<caption className="screen-reader-text">{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Question', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Shown', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Answered', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Skipped', 'userfeedback' ) }</th>
					<th scope="col">{ __( 'Dropped off', 'userfeedback' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ row.questionId }>
						<th scope="row">{ rowLabel( row ) }</th>
						<td>{ count( row.shown ) }</td>
						<td>{ count( row.answered ) }</td>
						<td>{ count( row.skipped ) }</td>
						<td>{ count( row.dropped ) }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export function CompletionSection( { results }: CompletionSectionProps ) {
	const titleId = useId();
	if ( ! showsCompletion( results ) ) {
		return null;
	}
	const { locale } = getGlobals();
	const { completion } = results;
	const rows = funnelRows( results.funnel ?? [], results.question_stats );
	const partial = completion.started - completion.completed;
	const caption = __( 'Drop-off by question', 'userfeedback' );
	const chartLabel = __(
		'Drop-off by question: responses shown each question, that answered it and that left at it',
		'userfeedback'
	);

	return (
		<section
			className="uf-results-section uf-results-completion"
			aria-labelledby={ titleId }
		>
			<h2 id={ titleId } className="uf-results-section__title">
				{ __( 'Completion', 'userfeedback' ) }
			</h2>
			<DataCards
				className="uf-results-completion__cards"
				cards={ [
					{
						key: 'started',
						label: __( 'Started', 'userfeedback' ),
						value: formatNumber( completion.started, locale ),
					},
					{
						key: 'completed',
						label: __( 'Completed', 'userfeedback' ),
						value: formatNumber( completion.completed, locale ),
					},
					{
						key: 'rate',
						label: __( 'Completion rate', 'userfeedback' ),
						value: formatRate( completion.rate, locale ),
					},
				] }
			/>
			<p className="uf-results-completion__note">
				{ sprintf(
					/* translators: %s: number of partial responses. */
					_n(
						'%s visitor left before the end. Their answers are kept and counted in the results; the funnel shows where they stopped.',
						'%s visitors left before the end. Their answers are kept and counted in the results; the funnel shows where they stopped.',
						partial,
						'userfeedback'
					),
					formatNumber( partial, locale )
				) }
			</p>
			{ rows.length === 0 ? (
				<p className="uf-results-empty">
					{ __(
						'No funnel yet: the responses in this range did not record which questions they showed.',
						'userfeedback'
					) }
				</p>
			) : (
				<figure className="uf-results-chart uf-results-funnel">
					<figcaption className="uf-results-chart__caption">
						{ caption }
					</figcaption>
					<div
						className="uf-results-chart__canvas"
						style={ { height: funnelChartHeight( rows.length ) } }
					>
						<FunnelChartView
							chart={ funnelChart( rows, completion.started ) }
							label={ chartLabel }
						/>
					</div>
					<FunnelTable rows={ rows } caption={ caption } />
				</figure>
			) }
		</section>
	);
}
