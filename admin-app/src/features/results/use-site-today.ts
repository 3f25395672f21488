/**
 * The site's today (`YYYY-MM-DD` in the globals' time zone), fixed for the screen's lifetime so
 * that every range of one screen agrees.
 */
import { useState } from 'react';

import { getGlobals } from '../../data/globals';
import { todayIn } from './date-range';

export function useSiteToday(): string {
	const [ today ] = useState( () => todayIn( getGlobals().timezone ) );
	return today;
}

/**
 * A survey id from a route or query parameter: digits only, else null.
 *
 * @param param The parameter.
 */
export function surveyIdFrom(
	param: string | null | undefined
): number | null {
	return param && /^[1-9]\d{0,9}$/.test( param ) ? Number( param ) : null;
}
