/**
 * The publish card's scheduling options (configuration.md §4 "Scheduling"; reporting.md §4–§5):
 * a "Schedule this survey" checkbox revealing a date (not before today in the site's time zone)
 * and a time in half-hour steps (default 8:00 AM).
 *
 * Who sees what (schedulingVisible(); scheduling needs the behavior add-on's flag):
 * - licensed Pro with the behavior add-on: the options;
 * - Lite: the checkbox with a PRO badge; it stays off and opens the upgrade modal ('Scheduling'),
 *   since the server refuses a future publish_at there;
 * - Pro otherwise: no options, a notice naming what is missing (the licence key, the Behavior
 *   add-on), each linking to where it is fixed.
 * The date and time fields are a Pro module (pro/scheduling, chunk pro-scheduling, not in the
 * Lite zip).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import { proModule } from '../../../../components/ProModule';
import { addonActive } from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';
import { schedulingVisible } from '../scheduling';
import { GateNotice } from '../shared/GateNotice';
import { behaviorNotices } from '../shared/gates';

const ScheduleFields = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-scheduling" */ '../../../../pro/scheduling/ScheduleFields'
		),
	( module ) => module.ScheduleFields
);

interface SchedulingOptionsProps {
	entitlements: Entitlements;
	/** The site's time zone (shown beside the time). */
	timeZone: string;
	/** Today in the site's time zone, 'YYYY-MM-DD'. */
	today: string;
	scheduling: boolean;
	date: string;
	time: string;
	disabled?: boolean;
	onScheduling: ( on: boolean ) => void;
	onDate: ( date: string ) => void;
	onTime: ( time: string ) => void;
	/** Lite: the checkbox was clicked. */
	onUpgrade: () => void;
}

export function SchedulingOptions( {
	entitlements,
	timeZone,
	today,
	scheduling,
	date,
	time,
	disabled,
	onScheduling,
	onDate,
	onTime,
	onUpgrade,
}: SchedulingOptionsProps ) {
	const ids = {
		toggle: useId(),
		upsell: useId(),
	};

	if ( ! schedulingVisible( entitlements ) ) {
		return (
			<div className="uf-builder-scheduling">
				<GateNotice messages={ behaviorNotices( entitlements ) } />
			</div>
		);
	}

	// SurveyGate::can_schedule(): the add-on's flag already means Pro with a licence.
	const allowed = addonActive( entitlements, 'behavior' );

	return (
		<div className="uf-builder-scheduling">
			<p className="uf-builder-scheduling__toggle">
				<input
					id={ ids.toggle }
					type="checkbox"
					checked={ allowed && scheduling }
					disabled={ disabled }
					aria-describedby={ allowed ? undefined : ids.upsell }
					onChange={ ( event ) => {
						if ( ! allowed ) {
							onUpgrade();
							return;
						}
						onScheduling( event.target.checked );
					} }
				/>
				<label htmlFor={ ids.toggle }>
					{ __( 'Schedule this survey', 'userfeedback' ) }
				</label>
				{ ! allowed && <ProBadge decorative /> }
			</p>
			{ ! allowed && (
				<p id={ ids.upsell } className="description">
					{ __(
						'Upgrade to PRO to choose when a survey goes live.',
						'userfeedback'
					) }
				</p>
			) }
			{ allowed && scheduling && (
				<ScheduleFields
					timeZone={ timeZone }
					today={ today }
					date={ date }
					time={ time }
					disabled={ disabled }
					onDate={ onDate }
					onTime={ onTime }
				/>
			) }
		</div>
	);
}
