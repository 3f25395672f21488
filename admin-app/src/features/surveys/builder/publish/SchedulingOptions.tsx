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
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import { addonActive } from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';
import {
	TIME_OPTIONS,
	isDateBeforeToday,
	isValidDate,
	schedulingVisible,
	timeLabel,
} from '../scheduling';
import { GateNotice } from '../shared/GateNotice';
import { behaviorNotices } from '../shared/gates';

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
		date: useId(),
		dateError: useId(),
		dateHelp: useId(),
		time: useId(),
		zone: useId(),
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
	const tooEarly = scheduling && isDateBeforeToday( date, today );
	const missingDate = scheduling && ! isValidDate( date );
	// A saved time off the half-hour grid stays choosable.
	const options = TIME_OPTIONS.some( ( o ) => o.value === time )
		? TIME_OPTIONS
		: [ ...TIME_OPTIONS, { value: time, label: timeLabel( time ) } ];

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
				<fieldset className="uf-builder-scheduling__when">
					<legend className="screen-reader-text">
						{ __( 'When the survey goes live', 'userfeedback' ) }
					</legend>
					<p className="uf-builder-scheduling__field">
						<label htmlFor={ ids.date }>
							{ __( 'Date', 'userfeedback' ) }
						</label>
						<input
							id={ ids.date }
							type="date"
							className="regular-text"
							min={ today }
							value={ date }
							required
							disabled={ disabled }
							aria-invalid={ tooEarly || undefined }
							aria-describedby={
								tooEarly ? ids.dateError : ids.dateHelp
							}
							onChange={ ( event ) =>
								onDate( event.target.value )
							}
						/>
					</p>
					{ tooEarly && (
						<p
							id={ ids.dateError }
							className="uf-builder-scheduling__error"
						>
							{ __(
								'The date cannot be earlier than today.',
								'userfeedback'
							) }
						</p>
					) }
					{ ! tooEarly && (
						<p id={ ids.dateHelp } className="description">
							{ missingDate
								? __(
										'Choose the date the survey goes live.',
										'userfeedback'
									)
								: __(
										'The survey goes live on this date.',
										'userfeedback'
									) }
						</p>
					) }
					<p className="uf-builder-scheduling__field">
						<label htmlFor={ ids.time }>
							{ __( 'Time', 'userfeedback' ) }
						</label>
						<select
							id={ ids.time }
							value={ time }
							disabled={ disabled }
							aria-describedby={ ids.zone }
							onChange={ ( event ) =>
								onTime( event.target.value )
							}
						>
							{ options.map( ( option ) => (
								<option
									key={ option.value }
									value={ option.value }
								>
									{ option.label }
								</option>
							) ) }
						</select>
					</p>
					<p id={ ids.zone } className="description">
						{ sprintf(
							/* translators: %s: the site's time zone, e.g. Europe/Paris or +02:00. */
							__( 'Site time zone: %s', 'userfeedback' ),
							timeZone || 'UTC'
						) }
					</p>
				</fieldset>
			) }
		</div>
	);
}
