/**
 * Adding or changing a Slack destination: its name and its incoming-webhook URL. When changing
 * one, the URL field is empty (the saved address is never sent back) and left empty keeps it.
 * Field errors come from the server (`data.params`) and sit next to their fields; nothing typed
 * is lost on an error.
 */
import { useId, useState, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import { ApiError } from '../../data/api';
import type { SlackDestination, SlackFields } from './use-slack';

interface SlackFormProps {
	/** The destination being changed; absent when adding one. */
	destination?: SlackDestination;
	saving: boolean;
	error: ApiError | null;
	onSave: ( fields: SlackFields ) => void;
	onCancel: () => void;
}

/**
 * The server's message for one field, if it named it.
 *
 * @param error The save's error.
 * @param field The field.
 */
function fieldError( error: ApiError | null, field: string ): string | null {
	const params = ( error?.data as { params?: Record< string, unknown > } )
		?.params;
	const message = params?.[ field ];
	return typeof message === 'string' ? message : null;
}

export function SlackForm( {
	destination,
	saving,
	error,
	onSave,
	onCancel,
}: SlackFormProps ) {
	const id = useId();
	const [ name, setName ] = useState( destination?.name ?? '' );
	const [ url, setUrl ] = useState( '' );
	const nameError = fieldError( error, 'name' );
	const urlError = fieldError( error, 'url' );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const fields: SlackFields = { name: name.trim() };
		if ( ! destination || url.trim() !== '' ) {
			fields.url = url.trim();
		}
		onSave( fields );
	};

	return (
		<form className="uf-slack__form" onSubmit={ submit } noValidate>
			<h3>
				{ destination
					? __( 'Edit Slack Destination', 'userfeedback' )
					: __( 'Add Slack Destination', 'userfeedback' ) }
			</h3>
			{ error && ! nameError && ! urlError && (
				<ErrorNotice
					error={ error }
					title={ __(
						'The Slack destination could not be saved.',
						'userfeedback'
					) }
				/>
			) }
			<table className="form-table" role="presentation">
				<tbody>
					<tr>
						<th scope="row">
							<label htmlFor={ `${ id }-name` }>
								{ __( 'Name', 'userfeedback' ) }
							</label>
						</th>
						<td>
							<input
								id={ `${ id }-name` }
								type="text"
								className="regular-text"
								value={ name }
								maxLength={ 100 }
								required
								placeholder="#feedback"
								aria-invalid={ nameError ? true : undefined }
								aria-describedby={ `${ id }-name-help${ nameError ? ` ${ id }-name-error` : '' }` }
								onChange={ ( event ) =>
									setName( event.target.value )
								}
							/>
							{ nameError && (
								<p
									id={ `${ id }-name-error` }
									className="uf-slack__error"
								>
									{ nameError }
								</p>
							) }
							<p
								id={ `${ id }-name-help` }
								className="description"
							>
								{ __(
									'What you call it here and in the Notifications step, such as the channel it posts to.',
									'userfeedback'
								) }
							</p>
						</td>
					</tr>
					<tr>
						<th scope="row">
							<label htmlFor={ `${ id }-url` }>
								{ __( 'Webhook URL', 'userfeedback' ) }
							</label>
						</th>
						<td>
							<input
								id={ `${ id }-url` }
								type="url"
								className="large-text code"
								value={ url }
								required={ ! destination }
								autoComplete="off"
								spellCheck={ false }
								placeholder="https://hooks.slack.com/services/…"
								aria-invalid={ urlError ? true : undefined }
								aria-describedby={ `${ id }-url-help${ urlError ? ` ${ id }-url-error` : '' }` }
								onChange={ ( event ) =>
									setUrl( event.target.value )
								}
							/>
							{ urlError && (
								<p
									id={ `${ id }-url-error` }
									className="uf-slack__error"
								>
									{ urlError }
								</p>
							) }
							<p
								id={ `${ id }-url-help` }
								className="description"
							>
								{ destination
									? sprintf(
											/* translators: %s: the saved address's host and last characters. */
											__(
												'Saved: %s. Leave empty to keep it. The address is kept secret: anyone who has it can post to the channel.',
												'userfeedback'
											),
											destination.url_hint
										)
									: __(
											'In Slack: Apps → Incoming Webhooks → Add to Slack, choose the channel, then copy the Webhook URL. It is kept secret once saved: anyone who has it can post to the channel.',
											'userfeedback'
										) }
							</p>
						</td>
					</tr>
				</tbody>
			</table>
			<p>
				<button
					type="submit"
					className="button button-primary"
					disabled={ saving }
				>
					{ saving
						? __( 'Saving…', 'userfeedback' )
						: __( 'Save Destination', 'userfeedback' ) }
				</button>{ ' ' }
				<button type="button" className="button" onClick={ onCancel }>
					{ __( 'Cancel', 'userfeedback' ) }
				</button>
			</p>
		</form>
	);
}
