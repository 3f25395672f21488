/**
 * For the Settings and Workflow steps (rendered with builder/test/harness.tsx): the plans between
 * Lite and Elite, lookups answered from a table, and the upgrade modal.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { Entitlements } from '../../../../../data/globals';
import { entitlementsOf, setFetchHandler } from '../../../../../test-utils';

export { question, renderStep, survey } from '../../test/harness';

/** A licensed Pro site on the plus plan, every add-on active. */
export const PRO_PLUS: Entitlements = entitlementsOf( 'plus' );

/** A licensed Pro site on the pro plan, every add-on active. */
export const PRO_PRO: Entitlements = entitlementsOf( 'pro' );

type Route = ( params: URLSearchParams ) => unknown;

/**
 * Answers apiFetch calls by path (without the query string) and records every requested path.
 *
 * @param routes Handlers by path, given the query parameters.
 */
export function serve( routes: Record< string, Route > ): string[] {
	const calls: string[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		// Without the locale parameter apiFetch's middleware adds.
		const path = String( options.path ).replace( /[?&]_locale=user$/, '' );
		calls.push( path );
		const [ base, query = '' ] = path.split( '?' );
		const route = routes[ base ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ base }`,
				data: { status: 404 },
			};
		}
		return route( new URLSearchParams( query ) );
	} );
	return calls;
}

/**
 * The upgrade modal's title for a feature, once it is open.
 *
 * @param feature The feature name.
 */
export function upgradeTitle( feature: string ) {
	return screen.queryByRole( 'heading', {
		name: `${ feature } is a PRO feature`,
	} );
}

/** Closes the upgrade modal. */
export function closeUpgrade() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
}
