/**
 * Settings → Integrations → Analytics events: the opt-in for the widget's survey events to the
 * page's Google Analytics 4 or Google Tag Manager (docs/analytics-events.md). A pro or elite plan:
 * elsewhere the server locks it (`locked` of GET settings) and the control opens the upgrade modal.
 * Part of the settings draft, saved by the tab's Save Settings.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { FieldRow, FormTable, Locked, useFieldAria, useLock } from '../fields';
import { useSettingsForm } from '../form';

const EVENTS = [
	'userfeedback_survey_shown',
	'userfeedback_question_answered',
	'userfeedback_survey_completed',
];

export function AnalyticsEventsSection() {
	const { draft, set } = useSettingsForm();
	const id = useId();
	const feature = useLock( 'analytics_events' );
	const aria = useFieldAria( 'analytics_events', true );

	return (
		<section
			className="uf-settings-section uf-analytics-events"
			aria-labelledby="uf-analytics-events-title"
		>
			<h2 id="uf-analytics-events-title" className="title">
				{ __( 'Analytics events', 'userfeedback' ) }
			</h2>
			<p>
				{ __(
					'See surveys in the analytics you already use: when a survey is shown, when a question is answered and when a survey is completed, the widget sends an event to Google Analytics 4 (gtag.js) or Google Tag Manager on the page. Pages without either send nothing.',
					'userfeedback'
				) }
			</p>
			<FormTable>
				<FieldRow
					label={ __( 'Send Events', 'userfeedback' ) }
					field="analytics_events"
					description={
						<>
							{ __(
								'Each event carries the survey’s number and title, the question type and, for an NPS question, whether the visitor is a promoter, passive or detractor. Answers, e-mail addresses and other personal data are never sent. With the WP Consent API active, events wait for the visitor’s consent to statistics.',
								'userfeedback'
							) }{ ' ' }
							{ __( 'Event names:', 'userfeedback' ) }{ ' ' }
							{ EVENTS.map( ( name, i ) => (
								<span key={ name }>
									{ i > 0 && ', ' }
									<code>{ name }</code>
								</span>
							) ) }
						</>
					}
				>
					<Locked feature={ feature }>
						<label htmlFor={ id }>
							<input
								id={ id }
								type="checkbox"
								checked={ draft.analytics_events }
								disabled={ Boolean( feature ) }
								{ ...aria }
								onChange={ ( event ) =>
									set(
										'analytics_events',
										event.target.checked
									)
								}
							/>
							{ __(
								'Send survey events to Google Analytics or Tag Manager',
								'userfeedback'
							) }
						</label>
					</Locked>
				</FieldRow>
			</FormTable>
		</section>
	);
}
