/**
 * Edition, licence and add-on facts. Starts from the globals PHP printed (no request on page
 * load, so the UI is right from the first paint) and refetches from the REST API when refreshed,
 * e.g. after a licence or add-on change: `refetch()` or `invalidateQueries( queryKeys.entitlements )`.
 */
import { useQuery, type DefinedUseQueryResult } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import { entitlementsFrom, getGlobals, type Entitlements } from './globals';
import { queryKeys } from './query-keys';

export const ENTITLEMENTS_PATH = '/userfeedback/v1/entitlements';

export function fetchEntitlements(
	signal?: AbortSignal
): Promise< Entitlements > {
	return request< Entitlements >( {
		path: ENTITLEMENTS_PATH,
		method: 'GET',
		...( signal ? { signal } : {} ),
	} );
}

export function useEntitlements(): DefinedUseQueryResult<
	Entitlements,
	ApiError
> {
	return useQuery< Entitlements, ApiError >( {
		queryKey: queryKeys.entitlements,
		queryFn: ( { signal } ) => fetchEntitlements( signal ),
		initialData: () => entitlementsFrom( getGlobals() ),
		// The printed globals are current for this page load; refresh explicitly when they change.
		staleTime: Infinity,
	} );
}
