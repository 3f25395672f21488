/**
 * One survey's four data cards: past 7 days, past 30 days, total responses, impressions; and a
 * fifth, "Status: Closed: limit reached", once the survey reached its response limit.
 *
 * Compared, each card shows both datasets' own figures and the change with its verdict
 * (significant, or within the margin of error). Comparing with the previous period leaves out
 * the past 7 and 30 days: they end today whatever the period, so both sides would be the same
 * number and compare nothing.
 *
 * Under a picked range, "Total responses" and "Impressions" count that range only: each says so
 * under its number, so the spec's labels never pass a range's count off as the survey's total.
 */
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { SurveyResults } from '../../data/use-results';
import { DataCards, formatNumber, type DataCard } from './DataCards';
import { countChangeText } from './filter/compare';
import type { CompareMode } from './filter/model';

interface SurveyCardsProps {
	results: Pick<
		SurveyResults,
		| 'responses_count_7_days'
		| 'responses_count_30_days'
		| 'responses_count'
		| 'impressions'
		| 'limit_reached'
	>;
	/** The compare view: each card shows "base → value (change, verdict)". */
	pair?: { base: CardResults; value: CardResults } | null;
	/** What is compared (with pair). */
	mode?: CompareMode | null;
	/** The picked range in words (e.g. "Nov 15, 2026 – Nov 21, 2026"); none for all dates. */
	range?: string | null;
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

export function SurveyCards( {
	results,
	pair,
	mode,
	range,
}: SurveyCardsProps ) {
	const { locale } = getGlobals();
	const show = ( key: keyof CardResults ): string =>
		pair
			? countChangeText( pair.base[ key ], pair.value[ key ], ( value ) =>
					formatNumber( value, locale )
				)
			: formatNumber( results[ key ], locale );
	const fixedWindows: DataCard[] =
		pair && mode === 'previous'
			? []
			: [
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
				];
	return (
		<DataCards
			className={ pair ? 'is-compared' : undefined }
			cards={ [
				...fixedWindows,
				{
					key: 'total',
					label: __( 'Total responses', 'userfeedback' ),
					value: show( 'responses_count' ),
					note: range ?? undefined,
				},
				{
					key: 'impressions',
					label: __( 'Impressions', 'userfeedback' ),
					value: show( 'impressions' ),
					note: range ?? undefined,
				},
				...limitReachedCards( results.limit_reached ),
			] }
		/>
	);
}
