/**
 * The UserFeedback 1.x import (docs/rest-api.md "UserFeedback 1.x import"): GET legacy-import
 * (where it stands), POST legacy-import (start when pending, one batch) and POST
 * legacy-import/remove (drop the 1.x data once done). Site admins only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { request, type ApiError } from './api';
import type { LegacyImport } from '@userfeedback/contract';
import { queryKeys } from './query-keys';

export const LEGACY_IMPORT_PATH = '/userfeedback/v1/legacy-import';

/** Where the 1.x import stands: counts, what was skipped and why, the settings mapped. */
export type LegacyImportState = LegacyImport;

export type LegacyImportStateName = LegacyImportState[ 'state' ];

/**
 * Whether the import still has work (the screen drives it while open).
 * @param state
 */
export function isImporting( state: LegacyImportStateName ): boolean {
	return state === 'pending' || state === 'running';
}

/**
 * @param enabled Only for site admins on a site with 1.x data (the globals say).
 */
export function useLegacyImport( enabled: boolean ) {
	return useQuery< LegacyImportState, ApiError >( {
		queryKey: queryKeys.legacyImport,
		queryFn: ( { signal } ) =>
			request< LegacyImportState >( {
				path: LEGACY_IMPORT_PATH,
				signal,
			} ),
		enabled,
	} );
}

/** One batch (the answer replaces the cached state); the surveys list refreshes when done. */
export function useRunLegacyBatch() {
	const client = useQueryClient();
	return useMutation< LegacyImportState, ApiError, void >( {
		mutationFn: () =>
			request< LegacyImportState >( {
				path: LEGACY_IMPORT_PATH,
				method: 'POST',
			} ),
		onSuccess: async ( state ) => {
			client.setQueryData( queryKeys.legacyImport, state );
			if ( ! isImporting( state.state ) ) {
				await client.invalidateQueries( {
					queryKey: queryKeys.surveys,
				} );
			}
		},
	} );
}

export function useRemoveLegacyData() {
	const client = useQueryClient();
	return useMutation< LegacyImportState, ApiError, void >( {
		mutationFn: () =>
			request< LegacyImportState >( {
				path: `${ LEGACY_IMPORT_PATH }/remove`,
				method: 'POST',
			} ),
		onSuccess: ( state ) => {
			client.setQueryData( queryKeys.legacyImport, state );
		},
	} );
}
