/**
 * The AI provider form (Pro; Settings → Misc → AI Summary), loaded from its own chunk by
 * features/settings/ai/AiProviderSettings when the site has the plan: the on-site summariser or
 * the site owner's own chat-completions model (base URL, model, write-only API key: replace /
 * remove, timeout). Field errors come from the server and sit next to their fields; Enter in a
 * field saves like the tab's Save Settings.
 */
import { useId, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { getGlobals } from '../../data/globals';
import type { AiSettings } from '../../data/use-ai';
import { formatNumber } from '../../features/results/DataCards';
import type {
	AiSettingsDraft,
	FieldErrors,
} from '../../features/settings/ai/ai-form';

interface FieldProps {
	id: string;
	label: string;
	help?: string;
	error?: string;
	children: ( describedBy: string | undefined ) => JSX.Element;
}

function Field( { id, label, help, error, children }: FieldProps ) {
	const helpId = help ? `${ id }-help` : '';
	const errorId = error ? `${ id }-error` : '';
	const describedBy = [ errorId, helpId ].filter( Boolean ).join( ' ' );
	return (
		<tr>
			<th scope="row">
				<label htmlFor={ id }>{ label }</label>
			</th>
			<td>
				{ children( describedBy || undefined ) }
				{ error && (
					<p id={ errorId } className="uf-ai-settings__error">
						<span
							className="dashicons dashicons-warning"
							aria-hidden="true"
						/>
						{ error }
					</p>
				) }
				{ help && (
					<p id={ helpId } className="description">
						{ help }
					</p>
				) }
			</td>
		</tr>
	);
}

interface ApiKeyFieldProps {
	id: string;
	settings: AiSettings;
	draft: AiSettingsDraft;
	error?: string;
	onChange: ( changes: Partial< AiSettingsDraft > ) => void;
}

function ApiKeyField( {
	id,
	settings,
	draft,
	error,
	onChange,
}: ApiKeyFieldProps ) {
	const label = __( 'API key', 'userfeedback' );
	if ( settings.api_key_from_constant ) {
		return (
			<tr>
				<th scope="row">{ label }</th>
				<td>
					<p className="uf-ai-settings__key-state">
						<span
							className="dashicons dashicons-lock"
							aria-hidden="true"
						/>
						{ __(
							'Set in wp-config.php (USERFEEDBACK_AI_API_KEY). Change it there.',
							'userfeedback'
						) }
					</p>
				</td>
			</tr>
		);
	}
	if ( settings.api_key_set && draft.keyAction !== 'replace' ) {
		const removing = draft.keyAction === 'remove';
		return (
			<tr>
				<th scope="row">{ label }</th>
				<td>
					<p className="uf-ai-settings__key-state" role="status">
						<span
							className={ `dashicons ${
								removing
									? 'dashicons-trash'
									: 'dashicons-yes-alt'
							}` }
							aria-hidden="true"
						/>
						{ removing
							? __(
									'The saved key will be removed when you save.',
									'userfeedback'
								)
							: __(
									'A key is saved. For your security it is never shown.',
									'userfeedback'
								) }
					</p>
					<p className="uf-ai-settings__key-actions">
						{ removing ? (
							<button
								type="button"
								className="button"
								onClick={ () =>
									onChange( { keyAction: 'keep' } )
								}
							>
								{ __( 'Keep the saved key', 'userfeedback' ) }
							</button>
						) : (
							<>
								<button
									type="button"
									className="button"
									onClick={ () =>
										onChange( {
											keyAction: 'replace',
											api_key: '',
										} )
									}
								>
									{ __( 'Replace key', 'userfeedback' ) }
								</button>
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () =>
										onChange( { keyAction: 'remove' } )
									}
								>
									{ __( 'Remove key', 'userfeedback' ) }
								</button>
							</>
						) }
					</p>
					{ error && (
						<p className="uf-ai-settings__error">
							<span
								className="dashicons dashicons-warning"
								aria-hidden="true"
							/>
							{ error }
						</p>
					) }
				</td>
			</tr>
		);
	}
	return (
		<Field
			id={ id }
			label={ label }
			error={ error }
			help={
				settings.api_key_set
					? __(
							'The new key replaces the saved one when you save. Stored on your server and never shown again.',
							'userfeedback'
						)
					: __(
							'Stored on your server and never shown again. Leave empty for a local model that needs none.',
							'userfeedback'
						)
			}
		>
			{ ( describedBy ) => (
				<span className="uf-ai-settings__key-input">
					<input
						id={ id }
						type="password"
						className="regular-text"
						autoComplete="new-password"
						spellCheck={ false }
						value={ draft.api_key }
						aria-invalid={ error ? true : undefined }
						aria-describedby={ describedBy }
						onChange={ ( event ) =>
							onChange( { api_key: event.target.value } )
						}
					/>
					{ settings.api_key_set && (
						<button
							type="button"
							className="button"
							onClick={ () =>
								onChange( { keyAction: 'keep', api_key: '' } )
							}
						>
							{ __( 'Cancel', 'userfeedback' ) }
						</button>
					) }
				</span>
			) }
		</Field>
	);
}

export interface AiSettingsFormProps {
	settings: AiSettings;
	draft: AiSettingsDraft;
	errors: FieldErrors;
	update: ( changes: Partial< AiSettingsDraft > ) => void;
	/** Enter in a field saves, as Save Settings does. */
	onSubmit: () => void;
}

export function AiSettingsForm( {
	settings,
	draft,
	errors,
	update,
	onSubmit,
}: AiSettingsFormProps ) {
	const ids = useId();

	const limits = settings.limits;
	const { locale } = getGlobals();
	const count = ( value: number ) => formatNumber( value, locale );
	const remote = draft.provider === 'remote';

	return (
		<form
			className="uf-ai-settings__form"
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				onSubmit();
			} }
			noValidate
		>
			<fieldset className="uf-ai-settings__providers">
				<legend className="screen-reader-text">
					{ __( 'Who writes the summaries', 'userfeedback' ) }
				</legend>
				<div className="uf-ai-settings__provider">
					<input
						id={ `${ ids }-onsite` }
						type="radio"
						name={ `${ ids }-provider` }
						value="onsite"
						checked={ draft.provider === 'onsite' }
						onChange={ () => update( { provider: 'onsite' } ) }
						aria-describedby={ `${ ids }-onsite-help` }
					/>
					<div>
						<label htmlFor={ `${ ids }-onsite` }>
							<strong>
								{ __(
									'On this site (built-in summarizer)',
									'userfeedback'
								) }
							</strong>
						</label>
						<span
							id={ `${ ids }-onsite-help` }
							className="description"
						>
							{ sprintf(
								/* translators: %s: number of answers, e.g. 10,000. */
								__(
									'No answers leave your site. Finds the main themes with quotes, the sentiment and what changed in the last 30 days, from up to %s of the newest answers.',
									'userfeedback'
								),
								count( limits.onsite_answers )
							) }
						</span>
					</div>
				</div>
				<div className="uf-ai-settings__provider">
					<input
						id={ `${ ids }-remote` }
						type="radio"
						name={ `${ ids }-provider` }
						value="remote"
						checked={ remote }
						onChange={ () => update( { provider: 'remote' } ) }
						aria-describedby={ `${ ids }-remote-help` }
					/>
					<div>
						<label htmlFor={ `${ ids }-remote` }>
							<strong>
								{ __( 'Your own AI model', 'userfeedback' ) }
							</strong>
						</label>
						<span
							id={ `${ ids }-remote-help` }
							className="description"
						>
							{ __(
								'Any OpenAI-compatible chat-completions API: OpenAI, Azure OpenAI, or a model on your own server (Ollama, vLLM).',
								'userfeedback'
							) }
						</span>
					</div>
				</div>
			</fieldset>

			{ remote && (
				<>
					<table className="form-table" role="presentation">
						<tbody>
							<Field
								id={ `${ ids }-base-url` }
								label={ __( 'Base URL', 'userfeedback' ) }
								error={ errors.base_url }
								help={ __(
									'For example https://api.openai.com/v1, or http://localhost:11434/v1 for Ollama. Plain http:// only for your own machine or network.',
									'userfeedback'
								) }
							>
								{ ( describedBy ) => (
									<input
										id={ `${ ids }-base-url` }
										type="url"
										className="regular-text code"
										value={ draft.base_url }
										spellCheck={ false }
										aria-invalid={
											errors.base_url ? true : undefined
										}
										aria-describedby={ describedBy }
										onChange={ ( event ) =>
											update( {
												base_url: event.target.value,
											} )
										}
									/>
								) }
							</Field>
							<Field
								id={ `${ ids }-model` }
								label={ __( 'Model', 'userfeedback' ) }
								error={ errors.model }
								help={ __(
									'The model’s name as the API knows it, e.g. gpt-4o-mini or llama3.1.',
									'userfeedback'
								) }
							>
								{ ( describedBy ) => (
									<input
										id={ `${ ids }-model` }
										type="text"
										className="regular-text code"
										value={ draft.model }
										spellCheck={ false }
										aria-invalid={
											errors.model ? true : undefined
										}
										aria-describedby={ describedBy }
										onChange={ ( event ) =>
											update( {
												model: event.target.value,
											} )
										}
									/>
								) }
							</Field>
							<ApiKeyField
								id={ `${ ids }-api-key` }
								settings={ settings }
								draft={ draft }
								error={ errors.api_key }
								onChange={ update }
							/>
							<Field
								id={ `${ ids }-timeout` }
								label={ __( 'Timeout', 'userfeedback' ) }
								error={ errors.timeout }
								help={ __(
									'Seconds to wait for the model, 1 to 120.',
									'userfeedback'
								) }
							>
								{ ( describedBy ) => (
									<input
										id={ `${ ids }-timeout` }
										type="number"
										className="small-text"
										min={ 1 }
										max={ 120 }
										step={ 1 }
										value={ draft.timeout }
										aria-invalid={
											errors.timeout ? true : undefined
										}
										aria-describedby={ describedBy }
										onChange={ ( event ) =>
											update( {
												timeout: event.target.value,
											} )
										}
									/>
								) }
							</Field>
						</tbody>
					</table>
					<Notice status="info">
						<p>
							{ sprintf(
								/* translators: 1: number of answers. 2: number of characters. 3: characters per answer. */
								__(
									'What is sent: at most %1$s of the newest answers and %2$s characters, each answer cut to %3$s characters. Email addresses, phone numbers, IP addresses and the names given in email questions are removed first. Each summary says how much was sent.',
									'userfeedback'
								),
								count( limits.remote_answers ),
								count( limits.remote_characters ),
								count( limits.answer_characters )
							) }
						</p>
					</Notice>
				</>
			) }
		</form>
	);
}
