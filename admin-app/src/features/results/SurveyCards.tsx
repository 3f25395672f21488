/**
 * One survey's four data cards: past 7 days, past 30 days, total responses, impressions; and a
 * fifth, "Status: Closed: limit reached", once the survey reached its response limit (issue 23).
 */
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { SurveyResults } from '../../data/use-results';
import { DataCards, formatNumber, type DataCard } from './DataCards';
import { changeText } from './filter/compare';

interface SurveyCardsProps {
	results: Pick<
		SurveyResults,
		| 'responses_count_7_days'
		| 'responses_count_30_days'
		| 'responses_count'
		| 'impressions'
		| 'limit_reached'
	>;
	/** The compare view (issue 24): each card shows "base → value (change)". */
	pair?: { base: CardResults; value: CardResults } | null;
}

type CardResults = Pick<
	SurveyResults,
	| 'responses_count_7_days'
	| 'responses_count_30_days'
	| 'responses_count'
	| 'impressions'
>;

/**
 * The card of a survey that reached its response limit (no longer shown to visitors), or none.
 *
 * @param limitReached The results' `limit_reached`.
 */
export function limitReachedCards(
	limitReached: boolean | undefined
): DataCard[] {
	return limitReached
		? [
				{
					key: 'limit',
					label: __( 'Status', 'userfeedback' ),
					value: (
						<span className="uf-results-card__closed">
							{ __( 'Closed: limit reached', 'userfeedback' ) }
						</span>
					),
				},
			]
		: [];
}

export function SurveyCards( { results, pair }: SurveyCardsProps ) {
	const { locale } = getGlobals();
	const show = ( key: keyof CardResults ): string =>
		pair
			? changeText( pair.base[ key ], pair.value[ key ], ( value ) =>
					formatNumber( value, locale )
				)
			: formatNumber( results[ key ], locale );
	return (
		<DataCards
			className={ pair ? 'is-compared' : undefined }
			cards={ [
				{
					key: '7',
					label: __( 'Past 7 days', 'userfeedback' ),
					value: show( 'responses_count_7_days' ),
				},
				{
					key: '30',
					label: __( 'Past 30 days', 'userfeedback' ),
					value: show( 'responses_count_30_days' ),
				},
				{
					key: 'total',
					label: __( 'Total responses', 'userfeedback' ),
					value: show( 'responses_count' ),
				},
				{
					key: 'impressions',
					label: __( 'Impressions', 'userfeedback' ),
					value: show( 'impressions' ),
				},
				...limitReachedCards( results.limit_reached ),
			] }
		/>
	);
}
