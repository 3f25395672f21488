/**
 * Settings → Integrations → Slack: new responses posted to Slack channels through incoming
 * webhooks; each survey chooses its destinations in the builder's Notifications step. With the
 * plan (Pro with a pro or elite licence) and for administrators, the panel, whose code is a Pro
 * module (pro/slack, chunk pro-slack, not in the Lite zip); otherwise what it would do and how to
 * get it.
 */
import { __ } from '@wordpress/i18n';

import { proModule } from '../../../components/ProModule';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { hasProPlan } from '../../../data/entitlements';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';

import './slack.scss';

const SlackPanel = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-slack" */ '../../../pro/slack/SlackPanel'
		),
	( module ) => module.SlackPanel
);

export function SlackSection() {
	const { data: entitlements } = useEntitlements();
	const allowed = hasProPlan( entitlements );
	const admin = getGlobals().capabilities.manage_options !== false;

	let body: JSX.Element;
	if ( ! allowed ) {
		body = (
			<UpgradeNotice>
				{ __(
					'Slack notifications come with UserFeedback Pro and a Pro or Elite license.',
					'userfeedback'
				) }
			</UpgradeNotice>
		);
	} else if ( ! admin ) {
		body = (
			<p>
				{ __(
					'Only site administrators can manage Slack destinations: each one receives the answers of the surveys that choose it.',
					'userfeedback'
				) }
			</p>
		);
	} else {
		body = <SlackPanel />;
	}

	return (
		<section
			className="uf-settings-section uf-slack"
			aria-labelledby="uf-slack-title"
		>
			<h2 id="uf-slack-title" className="title">
				{ __( 'Slack', 'userfeedback' ) }
			</h2>
			<p>
				{ __(
					'Post new responses to Slack channels: the answers, the page and a link to the response. Add a channel’s incoming webhook here, then choose it, and the conditions, in a survey’s Notifications step. Messages are sent in the background and retried for two hours.',
					'userfeedback'
				) }
			</p>
			{ body }
		</section>
	);
}
