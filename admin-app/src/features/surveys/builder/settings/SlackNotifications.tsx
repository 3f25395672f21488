/**
 * The Notifications step's Slack card (notifications.slack): which of the site's Slack
 * destinations (Settings → Integrations) get each new response, and the conditions, the e-mail
 * logic's editor on notifications.slack.logic (decided on the server by the same rule, at the same
 * moment as the e-mail). Pro with a pro or elite licence; elsewhere what it would do and how to get
 * it. Only administrators see the destinations (they are managed with manage_options): an editor
 * sees how many are chosen and keeps them.
 *
 * On mount, Slack conditions that no longer fit the questions are dropped, as the e-mail's are.
 */
import { useEffect } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { proModule } from '../../../../components/ProModule';
import { UpgradeNotice } from '../../../../components/UpgradeNotice';
import { hasProPlan } from '../../../../data/entitlements';
import { getGlobals } from '../../../../data/globals';
import { useBuilder } from '../BuilderContext';
import { pruneEmailLogic } from '../survey';
import { EmailLogic } from './EmailLogic';
import { SettingsCard } from './SettingsCard';

const SlackDestinationsPicker = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-slack-picker" */ '../../../../pro/slack/SlackDestinationsPicker'
		),
	( module ) => module.SlackDestinationsPicker
);

export function SlackNotifications() {
	const { survey, update, entitlements } = useBuilder();
	const allowed = hasProPlan( entitlements );
	const admin = getGlobals().capabilities.manage_options !== false;
	const chosen = survey.notifications.slack.destinations;

	useEffect( () => {
		update( ( s ) => {
			if ( ! s.notifications.slack.logic.enable ) {
				return s;
			}
			const pruned = pruneEmailLogic( s );
			return JSON.stringify( pruned ) === JSON.stringify( s )
				? s
				: pruned;
		} );
	}, [ update ] );

	let body: JSX.Element;
	if ( ! allowed ) {
		body = (
			<UpgradeNotice>
				{ __(
					'Post new responses to Slack channels with UserFeedback Pro and a Pro or Elite license.',
					'userfeedback'
				) }
			</UpgradeNotice>
		);
	} else if ( ! admin ) {
		body = (
			<p>
				{ chosen.length === 0
					? __(
							'No Slack destination chosen. Only site administrators choose them.',
							'userfeedback'
						)
					: sprintf(
							/* translators: %d: number of Slack destinations. */
							_n(
								'New responses are posted to %d Slack destination. Only site administrators change them.',
								'New responses are posted to %d Slack destinations. Only site administrators change them.',
								chosen.length,
								'userfeedback'
							),
							chosen.length
						) }
			</p>
		);
	} else {
		body = (
			<SlackDestinationsPicker
				chosen={ chosen }
				onChange={ ( destinations: number[] ) =>
					update( ( s ) => ( {
						...s,
						notifications: {
							...s.notifications,
							slack: { ...s.notifications.slack, destinations },
						},
					} ) )
				}
			/>
		);
	}

	return (
		<SettingsCard title={ __( 'Slack', 'userfeedback' ) } name="slack">
			<p className="description">
				{ __(
					'Post each new response to Slack: the answers, the page and a link to the response. Partial responses are posted when the email notification would be.',
					'userfeedback'
				) }
			</p>
			{ body }
			{ allowed && (
				<EmailLogic emailActive={ chosen.length > 0 } channel="slack" />
			) }
		</SettingsCard>
	);
}
