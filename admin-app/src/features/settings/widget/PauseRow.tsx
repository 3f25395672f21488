/**
 * Settings → Widget, "Pause After a Response" (docs/decisions.md "One survey at a time"): after a
 * visitor finished a survey (completed it, or closed it after answering), no other floating
 * survey is shown to them for this many minutes of their browser session. A checkbox turns it on
 * (at the new installs' default) or off (0); the minutes follow while it is on. Saved with the
 * rest of the form; the minutes are checked before saving (validation.ts) and again by the server.
 *
 * Every edition: it keeps the widget from pestering visitors whatever the plan, where the
 * cooldown (days, CooldownRow) is an owner's display rule of the behavior add-on. A field the
 * server locks (`locked`) is locked as the others are.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';

import {
	DEFAULT_PAUSE_MINUTES,
	MAX_PAUSE_MINUTES,
} from '@userfeedback/contract';
import { FieldRow, Locked, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { NumberUnitField } from './NumberUnitField';

const FIELD = 'widget_pause_after_response';

export function PauseRow() {
	const toggleId = useId();
	const minutesId = useId();
	const { draft, set } = useSettingsForm();
	const feature = useLock( FIELD );
	// What is typed, so an emptied field stays empty; null until the visitor types.
	const [ text, setText ] = useState< string | null >( null );
	const minutes = draft[ FIELD ];

	return (
		<FieldRow
			label={ __( 'Pause After a Response', 'userfeedback' ) }
			field={ FIELD }
			description={ __(
				'After a visitor finishes a survey (or closes it after answering), no other survey pops up for them for this many minutes, as long as their browser stays open. Surveys placed in your content are not affected.',
				'userfeedback'
			) }
		>
			<Locked feature={ feature }>
				<label htmlFor={ toggleId }>
					<input
						id={ toggleId }
						type="checkbox"
						checked={ minutes !== 0 }
						disabled={ Boolean( feature ) }
						onChange={ ( event ) => {
							const next = event.target.checked
								? DEFAULT_PAUSE_MINUTES
								: 0;
							setText( null );
							set( FIELD, next );
						} }
					/>
					{ __(
						'Give visitors a pause after they answer a survey',
						'userfeedback'
					) }
				</label>
				{ minutes !== 0 && (
					<p>
						<NumberUnitField
							id={ minutesId }
							field={ FIELD }
							min={ 1 }
							max={ MAX_PAUSE_MINUTES }
							value={ text ?? String( minutes ) }
							disabled={ Boolean( feature ) }
							unit={ __( 'Minutes', 'userfeedback' ) }
							unitAs="label"
							onChange={ ( typed ) => {
								setText( typed );
								// The checkbox turns it off: an empty field or 0 here is a
								// number still to type (-1, refused before saving).
								const next = Number( typed );
								set(
									FIELD,
									typed.trim() === '' || next === 0
										? -1
										: next
								);
							} }
						/>
					</p>
				) }
			</Locked>
		</FieldRow>
	);
}
