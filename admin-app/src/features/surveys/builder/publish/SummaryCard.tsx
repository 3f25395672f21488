/**
 * The publish step's summary (configuration.md §2.3, §9): title, question count, devices ('All
 * Device Types' when all three), targeting, timing, display length and run time — as the survey
 * will work on this site: features the site lacks show their defaults (the save resets them, see
 * resetInactiveFeatures()), and devices are desktop only where they are locked.
 *
 * Then what else the survey will do once live, each only where the site's plan lets the survey
 * use it (settings/gates.ts): the behavior add-on's rules (partial responses, priority, sampling,
 * the site's cooldown, the response limit), its e-mail notification (to whom, or off; its
 * conditions with the Pro plan) and the webhooks that will get its responses, if any.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { getGlobals, type Entitlements } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import { behaviorGate, emailLogicGate } from '../settings/gates';
import {
	devicesLabel,
	displayLengthLabel,
	effectiveDevices,
	questionCountLabel,
	resetInactiveFeatures,
	runTimeLabel,
	targetingLabel,
	timingLabel,
} from '../survey';
import {
	cooldownLabel,
	emailNotificationsLabel,
	partialResponsesLabel,
	priorityLabel,
	responseLimitLabel,
	samplingLabel,
	webhooksLabel,
} from './summary-labels';
import { useResponseWebhooks } from './use-response-webhooks';

interface SummaryCardProps {
	survey: Survey;
	entitlements: Entitlements;
}

export function SummaryCard( { survey, entitlements }: SummaryCardProps ) {
	const titleId = useId();
	const effective = resetInactiveFeatures( survey, entitlements );
	const { targeting, behavior } = effective.settings;
	const title = survey.title.trim();
	const webhooks = useResponseWebhooks( survey.id, entitlements );
	const { locale } = getGlobals();

	const rows: Array< [ string, string ] > = [
		[ __( 'Questions', 'userfeedback' ), questionCountLabel( survey ) ],
		[
			__( 'Devices', 'userfeedback' ),
			devicesLabel(
				effectiveDevices(
					survey.settings.targeting.devices,
					entitlements
				)
			),
		],
		[ __( 'Targeting', 'userfeedback' ), targetingLabel( targeting ) ],
		[ __( 'Timing', 'userfeedback' ), timingLabel( behavior ) ],
		[
			__( 'Display Length', 'userfeedback' ),
			displayLengthLabel( behavior ),
		],
		[ __( 'Run Time', 'userfeedback' ), runTimeLabel( behavior ) ],
	];
	if ( behaviorGate( entitlements ) === 'ok' ) {
		rows.push(
			[
				__( 'Partial Responses', 'userfeedback' ),
				partialResponsesLabel(
					behavior,
					effective.notifications.include_partial
				),
			],
			[
				__( 'Survey Priority', 'userfeedback' ),
				priorityLabel( behavior ),
			],
			[ __( 'Sampling', 'userfeedback' ), samplingLabel( behavior ) ],
			[
				__( 'Survey Cooldown', 'userfeedback' ),
				cooldownLabel( behavior ),
			],
			[
				__( 'Response Limit', 'userfeedback' ),
				responseLimitLabel( behavior, locale ),
			]
		);
	}
	rows.push( [
		__( 'Email Notifications', 'userfeedback' ),
		emailNotificationsLabel(
			effective.notifications,
			emailLogicGate( entitlements ) === 'ok'
		),
	] );
	if ( webhooks.length > 0 ) {
		rows.push( [
			__( 'Webhooks', 'userfeedback' ),
			webhooksLabel( webhooks ),
		] );
	}

	return (
		<section
			className="uf-builder-publish__card uf-builder-summary"
			aria-labelledby={ titleId }
		>
			<h2 id={ titleId } className="uf-builder-publish__card-title">
				{ __( 'Survey Summary', 'userfeedback' ) }
			</h2>
			<dl className="uf-builder-summary__list">
				<div className="uf-builder-summary__row">
					<dt>{ __( 'Title', 'userfeedback' ) }</dt>
					<dd>
						{ title !== '' ? (
							title
						) : (
							<span className="uf-builder-summary__missing">
								{ __( 'No title yet', 'userfeedback' ) }
							</span>
						) }
					</dd>
				</div>
				{ rows.map( ( [ term, value ] ) => (
					<div key={ term } className="uf-builder-summary__row">
						<dt>{ term }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</dl>
		</section>
	);
}
