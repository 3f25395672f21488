/**
 * The Workflow step's follow-up e-mail to the respondent (`notifications.follow_up`): with Pro
 * and a pro or elite plan, the card that sets it up (a Pro module, chunk pro-follow-up, not in
 * the Lite zip); otherwise the same card locked, whose toggle opens the upgrade modal ('Follow-up
 * Emails'), as the other Pro options of the builder do. A Pro site whose plan lapsed keeps the
 * survey's settings (the server keeps them too) and is told they are not sent.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { proModule } from '../../../../components/ProModule';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { hasProPlan } from '../../../../data/entitlements';
import { useBuilder } from '../BuilderContext';
import { ProBadge } from '../shared/GateNotice';
import { SettingsCard } from './SettingsCard';

const FollowUpCard = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-follow-up" */ '../../../../pro/follow-up/FollowUpCard'
		),
	( module ) => module.FollowUpCard
);

/** The card's title, locked or not. */
export function followUpTitle(): string {
	return __( 'Follow-up Email to the Respondent', 'userfeedback' );
}

/** The upgrade modal's name for the feature. */
export function followUpFeature(): string {
	return __( 'Follow-up Emails', 'userfeedback' );
}

export function FollowUpSection() {
	const { entitlements } = useBuilder();
	return hasProPlan( entitlements ) ? <FollowUpCard /> : <LockedFollowUp />;
}

function LockedFollowUp() {
	const { survey, entitlements } = useBuilder();
	const upgrade = useUpgradeModal();
	const id = useId();
	const kept = entitlements.is_pro && survey.notifications.follow_up.active;

	return (
		<SettingsCard title={ followUpTitle() } name="follow-up">
			<span id={ `${ id }-lock` } className="screen-reader-text">
				{ sprintf(
					/* translators: %s: feature name. */
					__( '%s is a PRO feature', 'userfeedback' ),
					followUpFeature()
				) }
			</span>
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-active` }
					type="checkbox"
					checked={ false }
					aria-disabled
					aria-describedby={ `${ id }-lock ${ id }-help` }
					onClick={ () => upgrade( followUpFeature() ) }
					onChange={ () => undefined }
				/>
				<label htmlFor={ `${ id }-active` }>
					{ __(
						'Send each respondent a follow-up email once they complete the survey',
						'userfeedback'
					) }
				</label>
				<ProBadge />
			</p>
			<p id={ `${ id }-help` } className="description">
				{ __(
					'Thank respondents at the address they give in an email question, with their own answers in the message. Sent once per completed response, from your site.',
					'userfeedback'
				) }
			</p>
			{ kept && (
				<p className="description">
					{ __(
						'This survey’s follow-up email is kept, but not sent: it needs a Pro or Elite plan.',
						'userfeedback'
					) }
				</p>
			) }
		</SettingsCard>
	);
}
