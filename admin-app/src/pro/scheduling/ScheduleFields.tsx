/**
 * When a scheduled survey goes live (Pro with the Behavior add-on; configuration.md §4
 * "Scheduling"): a date, not before today in the site's time zone, and a time in half-hour steps.
 * Loaded from its own chunk by features/surveys/builder/publish/SchedulingOptions once "Schedule
 * this survey" is on.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import {
	TIME_OPTIONS,
	isDateBeforeToday,
	isValidDate,
	timeLabel,
} from '../../features/surveys/builder/scheduling';

interface ScheduleFieldsProps {
	/** The site's time zone (shown beside the time). */
	timeZone: string;
	/** Today in the site's time zone, 'YYYY-MM-DD'. */
	today: string;
	date: string;
	time: string;
	disabled?: boolean;
	onDate: ( date: string ) => void;
	onTime: ( time: string ) => void;
}

export function ScheduleFields( {
	timeZone,
	today,
	date,
	time,
	disabled,
	onDate,
	onTime,
}: ScheduleFieldsProps ) {
	const ids = {
		date: useId(),
		dateError: useId(),
		dateHelp: useId(),
		time: useId(),
		zone: useId(),
	};
	const tooEarly = isDateBeforeToday( date, today );
	const missingDate = ! isValidDate( date );
	// A saved time off the half-hour grid stays choosable.
	const options = TIME_OPTIONS.some( ( o ) => o.value === time )
		? TIME_OPTIONS
		: [ ...TIME_OPTIONS, { value: time, label: timeLabel( time ) } ];

	return (
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
					aria-describedby={ tooEarly ? ids.dateError : ids.dateHelp }
					onChange={ ( event ) => onDate( event.target.value ) }
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
					onChange={ ( event ) => onTime( event.target.value ) }
				>
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
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
	);
}
