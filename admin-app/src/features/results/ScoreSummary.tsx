/**
 * A score question's summary under its title (star ratings, scales, smileys): "Average 7.4 ·
 * Median 8", and for a CSAT scale "82% satisfied" (answers of 4 or 5 of 5), from the server's
 * `summary`; nothing before the first answer.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { QuestionStat } from '../../data/use-results';
import { toIntlLocale } from '../surveys/format-date';

/**
 * A number to at most one decimal in the site's locale: `7.4`, `8`.
 *
 * @param value  The number.
 * @param locale The WordPress locale.
 */
export function formatDecimal( value: number, locale: string ): string {
	const rounded = Math.round( value * 10 ) / 10;
	try {
		return new Intl.NumberFormat( toIntlLocale( locale ), {
			maximumFractionDigits: 1,
		} ).format( rounded );
	} catch {
		return String( rounded );
	}
}

/**
 * The summary's parts as text, in order; empty without answers.
 *
 * @param summary The statistics' summary.
 * @param locale  The WordPress locale.
 */
export function scoreSummaryParts(
	summary: QuestionStat[ 'summary' ],
	locale: string
): string[] {
	if ( ! summary || summary.average === null ) {
		return [];
	}
	const parts: string[] = [
		sprintf(
			/* translators: %s: the average score, e.g. 7.4. */
			__( 'Average %s', 'userfeedback' ),
			formatDecimal( summary.average, locale )
		),
	];
	if ( summary.median !== null ) {
		parts.push(
			sprintf(
				/* translators: %s: the median score, e.g. 8. */
				__( 'Median %s', 'userfeedback' ),
				formatDecimal( summary.median, locale )
			)
		);
	}
	if ( summary.satisfied !== null ) {
		parts.push(
			sprintf(
				/* translators: %s: percentage of satisfied answers (4 or 5 of 5), e.g. 82. */
				__( '%s%% satisfied', 'userfeedback' ),
				formatDecimal( summary.satisfied, locale )
			)
		);
	}
	return parts;
}

interface ScoreSummaryProps {
	summary: QuestionStat[ 'summary' ];
	locale: string;
}

export function ScoreSummary( { summary, locale }: ScoreSummaryProps ) {
	const parts = scoreSummaryParts( summary, locale );
	if ( parts.length === 0 ) {
		return null;
	}
	return (
		<p className="uf-results-question__summary">{ parts.join( ' · ' ) }</p>
	);
}
