/**
 * The publish step's summary (configuration.md §2.3, §9): title, question count, devices ('All
 * Device Types' when all three), targeting, timing, display length and run time — as the survey
 * will work on this site: features the site lacks show their defaults (the save resets them, see
 * resetInactiveFeatures()), and devices are desktop only where they are locked.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import type { Entitlements } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
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

interface SummaryCardProps {
	survey: Survey;
	entitlements: Entitlements;
}

export function SummaryCard( { survey, entitlements }: SummaryCardProps ) {
	const titleId = useId();
	const effective = resetInactiveFeatures( survey, entitlements );
	const { targeting, behavior } = effective.settings;
	const title = survey.title.trim();

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
