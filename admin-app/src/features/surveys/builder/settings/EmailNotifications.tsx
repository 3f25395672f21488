/**
 * The Workflow step's e-mail notification settings (configuration.md §3 notifications.email, §5
 * "E-mail list"): whether an e-mail is sent for each response, to which addresses
 * (comma-separated, each checked as WordPress's is_email() does; an empty list is allowed), and
 * the conditional logic deciding when (Pro with a pro or elite licence); and whether a response
 * still partial 30 minutes after it started is notified too (`notifications.include_partial`:
 * e-mail and webhooks alike; by default only completed responses are).
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { SurveyNotifications } from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import { isEmail } from '../steps';
import { FieldError } from '../shared/FieldError';
import { EmailLogic } from './EmailLogic';
import { SettingsCard } from './SettingsCard';

type Email = SurveyNotifications[ 'email' ];

/**
 * The addresses of a comma-separated list that are not e-mail addresses (empty items are
 * ignored, as the server drops them).
 *
 * @param text The list.
 */
export function invalidAddresses( text: string ): string[] {
	return text
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( ( part ) => part !== '' && ! isEmail( part ) );
}

export function EmailNotifications() {
	const { survey, update } = useBuilder();
	const id = useId();
	const email = survey.notifications.email;
	const invalid = email.active ? invalidAddresses( email.addresses ) : [];
	const errorId = `${ id }-addresses-error`;

	const setEmail = ( patch: Partial< Email > ) =>
		update( ( s ) => ( {
			...s,
			notifications: {
				...s.notifications,
				email: { ...s.notifications.email, ...patch },
			},
		} ) );

	return (
		<SettingsCard
			title={ __( 'Email Notifications', 'userfeedback' ) }
			name="email"
		>
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-active` }
					type="checkbox"
					checked={ email.active }
					onChange={ ( event ) =>
						setEmail( { active: event.target.checked } )
					}
				/>
				<label htmlFor={ `${ id }-active` }>
					{ __(
						'Send an email notification for each new response',
						'userfeedback'
					) }
				</label>
			</p>
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-partial` }
					type="checkbox"
					checked={ survey.notifications.include_partial }
					aria-describedby={ `${ id }-partial-help` }
					onChange={ ( event ) => {
						const includePartial = event.target.checked;
						update( ( s ) => ( {
							...s,
							notifications: {
								...s.notifications,
								include_partial: includePartial,
							},
						} ) );
					} }
				/>
				<label htmlFor={ `${ id }-partial` }>
					{ __(
						'Also notify about partial responses after 30 minutes',
						'userfeedback'
					) }
				</label>
			</p>
			<p id={ `${ id }-partial-help` } className="description">
				{ __(
					'A response the visitor left unfinished is also notified once it is 30 minutes old; otherwise only completed responses are. It applies when the survey saves partial responses (Settings step, Behavior).',
					'userfeedback'
				) }
			</p>
			<div className="uf-builder-email__addresses">
				<label htmlFor={ `${ id }-addresses` }>
					{ __( 'Send To', 'userfeedback' ) }
				</label>
				<input
					id={ `${ id }-addresses` }
					type="text"
					className="regular-text"
					inputMode="email"
					autoComplete="off"
					spellCheck={ false }
					value={ email.addresses }
					disabled={ ! email.active }
					aria-invalid={ invalid.length > 0 ? true : undefined }
					aria-describedby={ [
						`${ id }-addresses-help`,
						invalid.length > 0 ? errorId : undefined,
					]
						.filter( Boolean )
						.join( ' ' ) }
					onChange={ ( event ) =>
						setEmail( { addresses: event.target.value } )
					}
				/>
				<p id={ `${ id }-addresses-help` } className="description">
					{ __(
						'Separate multiple email addresses with commas.',
						'userfeedback'
					) }
				</p>
				{ invalid.length > 0 && (
					<FieldError
						id={ errorId }
						className="uf-builder-settings__error"
					>
						{ sprintf(
							/* translators: %s: the invalid addresses, comma-separated. */
							__(
								'Not a valid e-mail address: %s',
								'userfeedback'
							),
							invalid.join( ', ' )
						) }
					</FieldError>
				) }
			</div>
			<EmailLogic emailActive={ email.active } />
		</SettingsCard>
	);
}
