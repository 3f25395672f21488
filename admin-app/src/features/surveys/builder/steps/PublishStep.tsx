/**
 * The publish step (configuration.md §2.3, §4 "Builder flow"; reporting.md §4–§5): the summary
 * card, and the publish card with the status (Draft or Publish), the scheduling options and the
 * save button ('Save as Draft', 'Save and Schedule' or 'Save and Publish').
 *
 * The status and schedule chosen here stay local until the button saves them: a new survey is
 * built as a draft (SurveyBuilder.tsx) and the frame's own saves must not publish it. The choice
 * starts at Publish for a survey begun in this session ("opens the publish step with status
 * preset to publish"), otherwise at the survey's status; the schedule starts from a publish_at
 * still ahead (one already past means the survey is live, so scheduling starts off).
 *
 * After the save (which scrolls to the top):
 * - a refused publish (the answer carries `message`; the server saved a draft): that message
 *   as a warning for 5 seconds;
 * - published without scheduling: back to the surveys list, which says the survey is live;
 * - otherwise 'Your Survey was Saved!' (with View Surveys) or, for a draft, 'Your Survey was Saved
 *   as a Draft', for 5 seconds (the frame's banner).
 * A failed save shows the frame's error notice.
 */
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../../../components/Notice';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { addonActive } from '../../../../data/entitlements';
import { getGlobals } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import { formatDateTime } from '../../format-date';
import { useBuilder } from '../BuilderContext';
import { publishedState } from '../../published-notice';
import { saveOutcome } from '../publish/SaveBanner';
import { SchedulingOptions } from '../publish/SchedulingOptions';
import { StatusCard, type PublishChoice } from '../publish/StatusCard';
import { SummaryCard } from '../publish/SummaryCard';
import { HiddenSurveyNotice } from '../../hidden-pro-types';
import {
	DEFAULT_TIME,
	isDateBeforeToday,
	saveButtonLabel,
	saveDisabled,
	scheduleFromSurvey,
	schedulingAfterStatus,
	setScheduling,
	setStatus,
	todayIn,
	type ScheduleState,
} from '../scheduling';
import '../publish/publish.scss';

/**
 * The schedule a survey starts with on this step: its publish_at when still ahead, else off at
 * 8:00 AM with no date.
 *
 * @param survey   The survey.
 * @param timeZone The site's time zone.
 * @param now      The current moment.
 */
export function initialSchedule(
	survey: Survey,
	timeZone: string,
	now: Date = new Date()
): ScheduleState {
	const at = survey.publish_at ? new Date( survey.publish_at ) : null;
	if ( at && at.getTime() > now.getTime() ) {
		return scheduleFromSurvey( survey, timeZone );
	}
	return { scheduling: false, date: '', time: DEFAULT_TIME };
}

/**
 * The status a survey starts with on this step.
 *
 * @param survey     The survey.
 * @param startedNew Whether the builder session began with a new survey.
 */
export function initialStatus(
	survey: Survey,
	startedNew: boolean
): PublishChoice {
	if ( startedNew ) {
		return 'publish';
	}
	return survey.status === 'publish' ? 'publish' : 'draft';
}

export function PublishStep() {
	const builder = useBuilder();
	const navigate = useNavigate();
	const upgrade = useUpgradeModal();
	const { survey, entitlements, saving } = builder;
	const { timezone, locale } = getGlobals();
	const publishTitleId = useId();
	const titleHintId = useId();

	const [ status, setStatusChoice ] = useState< PublishChoice >( () =>
		initialStatus( survey, builder.startedNew )
	);
	const [ schedule, setSchedule ] = useState< ScheduleState >( () =>
		initialSchedule( survey, timezone )
	);

	// SurveyGate::can_schedule(): the add-on's flag already means Pro with a licence.
	const allowed = addonActive( entitlements, 'behavior' );
	const scheduling = allowed && schedule.scheduling;
	const today = todayIn( timezone );
	const titleMissing = survey.title.trim() === '';
	const disabled =
		saving ||
		titleMissing ||
		saveDisabled( scheduling, schedule.date, schedule.time ) ||
		( scheduling && isDateBeforeToday( schedule.date, today ) );
	const questionsPath =
		survey.id === null
			? '/new/questions'
			: `/edit/${ survey.id }/questions`;

	// A schedule the site can no longer honour (Pro without the add-on or licence).
	const lostSchedule =
		! allowed &&
		entitlements.is_pro &&
		status === 'publish' &&
		initialSchedule( survey, timezone ).scheduling;

	const changeStatus = ( next: PublishChoice ) => {
		setStatusChoice( next );
		setSchedule( ( s ) => ( {
			...s,
			scheduling: schedulingAfterStatus( next, s.scheduling ),
		} ) );
	};

	const changeScheduling = ( on: boolean ) => {
		setSchedule( ( s ) => ( { ...s, scheduling: on } ) );
		// "Turning scheduling on while status is draft sets it to publish."
		if ( on && status === 'draft' ) {
			setStatusChoice( 'publish' );
		}
	};

	const save = async () => {
		builder.hideBanner();
		const schedules = status === 'publish' && scheduling;
		const saved = await builder.save( ( s ) =>
			setScheduling(
				setStatus( s, status ),
				schedules,
				schedule.date,
				schedule.time
			)
		);
		window.scrollTo( 0, 0 );
		if ( ! saved ) {
			return;
		}
		const stored: PublishChoice =
			saved.status === 'publish' ? 'publish' : 'draft';
		setStatusChoice( stored );
		if ( stored === 'draft' ) {
			setSchedule( ( s ) => ( { ...s, scheduling: false } ) );
		}
		if ( ! saved.message && stored === 'publish' && ! schedules ) {
			// "Publishing without scheduling requests that redirect."
			navigate( '/', { state: publishedState( saved ) } );
			return;
		}
		builder.showBanner( saveOutcome( saved ) );
	};

	return (
		<div className="uf-builder-publish">
			<HiddenSurveyNotice
				types={ survey.questions.map( ( q ) => q.type ) }
				entitlements={ entitlements }
			/>
			<div className="uf-builder-publish__columns">
				<SummaryCard survey={ survey } entitlements={ entitlements } />

				<section
					className="uf-builder-publish__card uf-builder-publish__publish"
					aria-labelledby={ publishTitleId }
				>
					<h2
						id={ publishTitleId }
						className="uf-builder-publish__card-title"
					>
						{ __( 'Publish', 'userfeedback' ) }
					</h2>
					<StatusCard
						status={ status }
						disabled={ saving }
						onChange={ changeStatus }
					/>
					<SchedulingOptions
						entitlements={ entitlements }
						timeZone={ timezone }
						today={ today }
						scheduling={ scheduling }
						date={ schedule.date }
						time={ schedule.time }
						disabled={ saving }
						onScheduling={ changeScheduling }
						onDate={ ( date ) =>
							setSchedule( ( s ) => ( { ...s, date } ) )
						}
						onTime={ ( time ) =>
							setSchedule( ( s ) => ( { ...s, time } ) )
						}
						onUpgrade={ () =>
							upgrade( __( 'Scheduling', 'userfeedback' ) )
						}
					/>
					{ lostSchedule && survey.publish_at && (
						<Notice status="warning">
							<p>
								{ sprintf(
									/* translators: %s: date and time the survey was scheduled for. */
									__(
										'This survey is scheduled for %s. Saving it as published now makes it live at once.',
										'userfeedback'
									),
									formatDateTime(
										survey.publish_at,
										locale,
										timezone
									)
								) }
							</p>
						</Notice>
					) }
					{ titleMissing && (
						<p
							id={ titleHintId }
							className="uf-builder-publish__title-hint"
						>
							<span
								className="dashicons dashicons-warning"
								aria-hidden="true"
							/>{ ' ' }
							{ __(
								'A survey needs a title before it can be saved.',
								'userfeedback'
							) }{ ' ' }
							<Link to={ questionsPath }>
								{ __(
									'Add a title on the Questions step',
									'userfeedback'
								) }
							</Link>
						</p>
					) }
					<p className="uf-builder-publish__actions">
						<button
							type="button"
							className="button button-primary button-large"
							disabled={ disabled }
							aria-describedby={
								titleMissing ? titleHintId : undefined
							}
							onClick={ () => void save() }
						>
							{ saving
								? __( 'Saving…', 'userfeedback' )
								: saveButtonLabel( status, scheduling ) }
						</button>
					</p>
				</section>
			</div>
		</div>
	);
}
