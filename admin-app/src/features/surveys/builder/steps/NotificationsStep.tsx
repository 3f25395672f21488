/**
 * The Notifications step, titled Workflow (configuration.md §2.3): the survey's e-mail
 * notification settings. Next is gated by stepValid( 'notifications' ) in the frame: with e-mail
 * on, every address must be valid.
 *
 * On mount, e-mail conditions that no longer fit the questions (a question deleted or changed to a
 * type logic cannot use) are dropped, as the server would refuse them; this only changes the draft
 * when the logic is on and such a condition exists.
 */
import { useEffect } from 'react';

import { useBuilder } from '../BuilderContext';
import { EmailNotifications } from '../settings/EmailNotifications';
import { FollowUpSection } from '../settings/FollowUpSection';
import { SlackNotifications } from '../settings/SlackNotifications';
import { pruneEmailLogic } from '../survey';
import '../settings/settings-step.scss';

export function NotificationsStep() {
	const { update } = useBuilder();

	useEffect( () => {
		update( ( s ) => {
			if ( ! s.notifications.email.logic.enable ) {
				return s;
			}
			const pruned = pruneEmailLogic( s );
			return JSON.stringify( pruned ) === JSON.stringify( s )
				? s
				: pruned;
		} );
	}, [ update ] );

	return (
		<div className="uf-builder-settings uf-builder-workflow">
			<EmailNotifications />
			<SlackNotifications />
			<FollowUpSection />
		</div>
	);
}
