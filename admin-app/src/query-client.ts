/**
 * The app's react-query client: one retry, and no refetch when the browser tab regains focus
 * (wp-admin pages stay open for long; refreshes are explicit).
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
	return new QueryClient( {
		defaultOptions: {
			queries: { retry: 1, refetchOnWindowFocus: false },
		},
	} );
}
