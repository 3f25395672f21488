/**
 * Settings → Integrations → Webhooks: signed JSON deliveries of new, trashed and deleted
 * responses and published surveys to another service. With the plan (Pro with a pro or elite
 * licence) and for administrators, the panel, whose code is a Pro module (pro/webhooks, chunk
 * pro-webhooks, not in the Lite zip); otherwise what it would do and how to get it.
 */
import { __ } from '@wordpress/i18n';

import { proModule } from '../../../components/ProModule';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { hasProPlan } from '../../../data/entitlements';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';

import './webhooks.scss';

const WebhooksPanel = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-webhooks" */ '../../../pro/webhooks/WebhooksPanel'
		),
	( module ) => module.WebhooksPanel
);

export function WebhooksSection() {
	const { data: entitlements } = useEntitlements();
	const allowed = hasProPlan( entitlements );
	const admin = getGlobals().capabilities.manage_options !== false;

	let body: JSX.Element;
	if ( ! allowed ) {
		body = (
			<UpgradeNotice>
				{ __(
					'Webhooks come with UserFeedback Pro and a Pro or Elite license.',
					'userfeedback'
				) }
			</UpgradeNotice>
		);
	} else if ( ! admin ) {
		body = (
			<p>
				{ __(
					'Only site administrators can manage webhooks: each one receives every answer.',
					'userfeedback'
				) }
			</p>
		);
	} else {
		body = <WebhooksPanel />;
	}

	return (
		<section
			className="uf-settings-section uf-webhooks"
			aria-labelledby="uf-webhooks-title"
		>
			<h2 id="uf-webhooks-title" className="title">
				{ __( 'Webhooks', 'userfeedback' ) }
			</h2>
			<p>
				{ __(
					'Send new responses, trashed or deleted responses and published surveys to another service (Zapier, Make, n8n, Slack or your own app) as a signed JSON POST. Deliveries are sent in the background and retried for two hours.',
					'userfeedback'
				) }
			</p>
			{ body }
		</section>
	);
}
