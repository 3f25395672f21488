/**
 * The webhook endpoints that will get a survey's new responses, for the publish summary: the Pro
 * webhooks route's list (Settings → Integrations → Webhooks), asked for only where the site's
 * plan has webhooks (pro or elite) and the user may read them (administrators); anywhere else,
 * or when the list cannot be read, there are none to show.
 */
import { useQuery } from '@tanstack/react-query';

import { request, type ApiError } from '../../../../data/api';
import { hasProPlan } from '../../../../data/entitlements';
import { getGlobals, type Entitlements } from '../../../../data/globals';
import { queryKeys } from '../../../../data/query-keys';
import type { Webhook } from '@userfeedback/contract';
import { responseWebhooks } from './summary-labels';

/**
 * @param surveyId     The survey's id (null before its first save).
 * @param entitlements The site's entitlements.
 */
export function useResponseWebhooks(
	surveyId: number | null,
	entitlements: Entitlements
): Webhook[] {
	const enabled =
		hasProPlan( entitlements ) &&
		getGlobals().capabilities.manage_options !== false;
	const list = useQuery< Webhook[], ApiError >( {
		queryKey: queryKeys.webhooks,
		queryFn: ( { signal } ) =>
			request< Webhook[] >( {
				path: '/userfeedback/v1/webhooks',
				signal,
			} ),
		enabled,
		retry: false,
	} );
	return enabled && list.data ? responseWebhooks( list.data, surveyId ) : [];
}
