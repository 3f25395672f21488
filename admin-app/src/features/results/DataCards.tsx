/**
 * A row of number cards ("Past 7 days: 12"), as a description list.
 */
import type { ReactNode } from 'react';

import { toIntlLocale } from '../surveys/format-date';

export interface DataCard {
	key: string;
	label: string;
	value: ReactNode;
	/** What the value covers when the label alone would mislead, e.g. the picked range. */
	note?: string;
}

interface DataCardsProps {
	cards: DataCard[];
	className?: string;
}

/**
 * A count in the site's locale, e.g. `1,204`.
 *
 * @param value  The number.
 * @param locale The WordPress locale.
 */
export function formatNumber( value: number, locale: string ): string {
	try {
		return new Intl.NumberFormat( toIntlLocale( locale ) ).format( value );
	} catch {
		return String( value );
	}
}

export function DataCards( { cards, className }: DataCardsProps ) {
	return (
		<dl
			className={
				className
					? `uf-results-cards ${ className }`
					: 'uf-results-cards'
			}
		>
			{ cards.map( ( card ) => (
				<div key={ card.key } className="uf-results-card">
					<dt className="uf-results-card__label">{ card.label }</dt>
					<dd className="uf-results-card__value">{ card.value }</dd>
					{ card.note ? (
						<dd className="uf-results-card__note">{ card.note }</dd>
					) : null }
				</div>
			) ) }
		</dl>
	);
}
