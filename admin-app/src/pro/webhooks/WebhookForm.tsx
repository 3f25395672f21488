/**
 * Adding or changing a webhook: its URL, its events and its surveys (all, or some). Field errors
 * come from the server (`data.params`) and sit next to their fields; nothing typed is lost on an
 * error.
 */
import { useId, useState, type FormEvent } from 'react';
import { __ } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import { ApiError } from '../../data/api';
import { useSurveyList } from '../../data/use-surveys';
import { eventLabel } from './labels';
import {
	WEBHOOK_EVENTS,
	type Webhook,
	type WebhookEvent,
	type WebhookFields,
} from './use-webhooks';

interface WebhookFormProps {
	/** The webhook being changed; absent when adding one. */
	webhook?: Webhook;
	saving: boolean;
	error: ApiError | null;
	onSave: ( fields: WebhookFields ) => void;
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

export function WebhookForm( {
	webhook,
	saving,
	error,
	onSave,
	onCancel,
}: WebhookFormProps ) {
	const id = useId();
	const [ url, setUrl ] = useState( webhook?.url ?? '' );
	const [ events, setEvents ] = useState< WebhookEvent[] >(
		webhook?.events ?? [ 'response.submitted' ]
	);
	const [ some, setSome ] = useState(
		( webhook?.survey_ids.length ?? 0 ) > 0
	);
	const [ surveyIds, setSurveyIds ] = useState< number[] >(
		webhook?.survey_ids ?? []
	);
	const surveys = useSurveyList( {
		per_page: 100,
		orderby: 'title',
		order: 'asc',
	} );
	const urlError = fieldError( error, 'url' );
	const surveysError = fieldError( error, 'survey_ids' );
	const noEvents = events.length === 0;

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( noEvents ) {
			return;
		}
		onSave( {
			url: url.trim(),
			events,
			survey_ids: some ? surveyIds : [],
		} );
	};

	const toggle = < T, >( list: T[], value: T, on: boolean ): T[] =>
		on ? [ ...list, value ] : list.filter( ( item ) => item !== value );

	return (
		<form className="uf-webhooks__form" onSubmit={ submit } noValidate>
			<h3>
				{ webhook
					? __( 'Edit Webhook', 'userfeedback' )
					: __( 'Add Webhook', 'userfeedback' ) }
			</h3>
			{ error && ! urlError && ! surveysError && (
				<ErrorNotice
					error={ error }
					title={ __(
						'The webhook could not be saved.',
						'userfeedback'
					) }
				/>
			) }
			<table className="form-table" role="presentation">
				<tbody>
					<tr>
						<th scope="row">
							<label htmlFor={ `${ id }-url` }>
								{ __( 'Endpoint URL', 'userfeedback' ) }
							</label>
						</th>
						<td>
							<input
								id={ `${ id }-url` }
								type="url"
								className="regular-text code"
								value={ url }
								required
								placeholder="https://"
								aria-invalid={ urlError ? true : undefined }
								aria-describedby={ `${ id }-url-help${ urlError ? ` ${ id }-url-error` : '' }` }
								onChange={ ( event ) =>
									setUrl( event.target.value )
								}
							/>
							{ urlError && (
								<p
									id={ `${ id }-url-error` }
									className="uf-webhooks__error"
								>
									{ urlError }
								</p>
							) }
							<p
								id={ `${ id }-url-help` }
								className="description"
							>
								{ __(
									'Each delivery is a POST of JSON to this address, for example a Zapier, Make or n8n webhook URL.',
									'userfeedback'
								) }
							</p>
						</td>
					</tr>
					<tr>
						<th scope="row">{ __( 'Events', 'userfeedback' ) }</th>
						<td>
							<fieldset
								aria-describedby={
									noEvents
										? `${ id }-events-error`
										: undefined
								}
							>
								<legend className="screen-reader-text">
									{ __( 'Events', 'userfeedback' ) }
								</legend>
								{ WEBHOOK_EVENTS.map( ( name ) => (
									<label
										key={ name }
										className="uf-webhooks__choice"
										htmlFor={ `${ id }-event-${ name }` }
									>
										<input
											id={ `${ id }-event-${ name }` }
											type="checkbox"
											checked={ events.includes( name ) }
											onChange={ ( event ) =>
												setEvents(
													toggle(
														events,
														name,
														event.target.checked
													)
												)
											}
										/>
										{ eventLabel( name ) }{ ' ' }
										<code>{ name }</code>
									</label>
								) ) }
							</fieldset>
							{ noEvents && (
								<p
									id={ `${ id }-events-error` }
									className="uf-webhooks__error"
								>
									{ __(
										'Choose at least one event.',
										'userfeedback'
									) }
								</p>
							) }
						</td>
					</tr>
					<tr>
						<th scope="row">{ __( 'Surveys', 'userfeedback' ) }</th>
						<td>
							<fieldset>
								<legend className="screen-reader-text">
									{ __( 'Surveys', 'userfeedback' ) }
								</legend>
								<label
									className="uf-webhooks__choice"
									htmlFor={ `${ id }-all` }
								>
									<input
										id={ `${ id }-all` }
										type="radio"
										name={ `${ id }-scope` }
										checked={ ! some }
										onChange={ () => setSome( false ) }
									/>
									{ __( 'All surveys', 'userfeedback' ) }
								</label>
								<label
									className="uf-webhooks__choice"
									htmlFor={ `${ id }-some` }
								>
									<input
										id={ `${ id }-some` }
										type="radio"
										name={ `${ id }-scope` }
										checked={ some }
										onChange={ () => setSome( true ) }
									/>
									{ __(
										'Only these surveys',
										'userfeedback'
									) }
								</label>
								{ some && (
									<div className="uf-webhooks__surveys">
										{ surveys.isPending && (
											<p role="status">
												<span
													className="spinner is-active"
													aria-hidden="true"
												/>
												{ __(
													'Loading surveys…',
													'userfeedback'
												) }
											</p>
										) }
										{ surveys.isError && (
											<ErrorNotice
												error={ surveys.error }
												title={ __(
													'The surveys could not be loaded.',
													'userfeedback'
												) }
											/>
										) }
										{ surveys.data?.items.map(
											( survey ) => (
												<label
													key={ survey.id }
													htmlFor={ `${ id }-survey-${ survey.id }` }
													className="uf-webhooks__choice"
												>
													<input
														id={ `${ id }-survey-${ survey.id }` }
														type="checkbox"
														checked={ surveyIds.includes(
															survey.id
														) }
														onChange={ ( event ) =>
															setSurveyIds(
																toggle(
																	surveyIds,
																	survey.id,
																	event.target
																		.checked
																)
															)
														}
													/>
													{ survey.title }
												</label>
											)
										) }
									</div>
								) }
							</fieldset>
							{ surveysError && (
								<p className="uf-webhooks__error">
									{ surveysError }
								</p>
							) }
						</td>
					</tr>
				</tbody>
			</table>
			<p className="submit">
				<button
					type="submit"
					className="button button-primary"
					disabled={
						saving || noEvents || ( some && surveyIds.length === 0 )
					}
				>
					{ saving
						? __( 'Saving…', 'userfeedback' )
						: __( 'Save Webhook', 'userfeedback' ) }
				</button>{ ' ' }
				<button
					type="button"
					className="button"
					onClick={ onCancel }
					disabled={ saving }
				>
					{ __( 'Cancel', 'userfeedback' ) }
				</button>
			</p>
		</form>
	);
}
