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
import type { Webhook } from '../../../../../../contract/userfeedback';
import { responseWebhooks } from './summary-labels';

/** The webhooks screen's own key (pro/webhooks/use-webhooks.ts), so both share one list. */
const WEBHOOKS_KEY = [ 'userfeedback', 'webhooks' ] as const;

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
		queryKey: WEBHOOKS_KEY,
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
