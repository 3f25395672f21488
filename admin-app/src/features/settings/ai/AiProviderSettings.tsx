/**
 * Settings → Misc → AI Summary: who writes the AI summaries (issue 10). The on-site summariser
 * (default; no answers leave the site) or the site owner's own model behind any OpenAI-compatible
 * chat-completions API (base URL, model, API key, timeout). Stored through `POST ai-settings` (not
 * the plugin settings), but saved by the tab's one Save Settings with the rest of the tab: the
 * draft lives in the settings form (ai-section.ts), so it survives a tab switch and is never lost
 * to the other button; until saved, the section says it holds unsaved changes.
 *
 * The API key is write-only: the server only says whether one is saved (or set in wp-config.php),
 * so the form offers "Replace" and "Remove", and sends `api_key` only when the admin typed a new
 * key (or `''` to remove it). Field errors come from the server (`data.params`) and are shown
 * next to their fields. Without the plan (Pro with a pro or elite licence) the section shows the
 * upgrade prompt instead: summaries could not be made anyway.
 */
import { useEffect, useId, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../../components/Notice';
import { UPGRADE_URL } from '../../../components/upgrade-modal';
import { getGlobals } from '../../../data/globals';
import type { AiSettings } from '../../../data/use-ai';
import { formatNumber } from '../../results/DataCards';
import { upgradeFeatureText } from '../../results/gates';
import { useSettingsForm } from '../form';
import type { AiSettingsDraft, FieldErrors } from './ai-form';

import './ai-settings.scss';

export {
	changesFrom,
	draftFrom,
	fieldErrorsFrom,
	type AiSettingsDraft,
	type FieldErrors,
	type KeyAction,
} from './ai-form';

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

interface AiSettingsFormProps {
	settings: AiSettings;
	draft: AiSettingsDraft;
	errors: FieldErrors;
	update: ( changes: Partial< AiSettingsDraft > ) => void;
	/** Enter in a field saves, as Save Settings does. */
	onSubmit: () => void;
}

function AiSettingsForm( {
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

function Locked() {
	return (
		<Notice status="info">
			<p>
				{ __(
					'AI summaries of open-text feedback come with UserFeedback Pro and a Pro or Elite license.',
					'userfeedback'
				) }
			</p>
			<p>
				<a
					className="button button-primary"
					href={ UPGRADE_URL }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ upgradeFeatureText() }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'userfeedback' ) }
					</span>
				</a>
			</p>
		</Notice>
	);
}

export function AiProviderSettings(): JSX.Element {
	const titleId = useId();
	const { ai, save } = useSettingsForm();
	const { allowed, query, activate } = ai;

	useEffect( () => {
		activate();
	}, [ activate ] );

	let body: JSX.Element;
	if ( ! allowed ) {
		body = <Locked />;
	} else if ( query.isError ) {
		body = (
			<>
				<ErrorNotice
					error={ query.error }
					title={ __(
						'The AI settings could not be loaded.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void query.refetch() }
						disabled={ query.isFetching }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</>
		);
	} else if ( ! query.data || ! ai.draft ) {
		body = (
			<p className="uf-ai-settings__loading" role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading AI settings…', 'userfeedback' ) }
			</p>
		);
	} else {
		body = (
			<AiSettingsForm
				settings={ query.data }
				draft={ ai.draft }
				errors={ ai.errors }
				update={ ai.update }
				onSubmit={ save }
			/>
		);
	}

	return (
		<section className="uf-ai-settings" aria-labelledby={ titleId }>
			<h3 id={ titleId } className="uf-ai-settings__title">
				{ __( 'AI Summary', 'userfeedback' ) }
			</h3>
			<p className="uf-ai-settings__intro">
				{ allowed
					? __(
							'Choose who writes the AI summaries shown on each survey’s results. Save Settings below saves this choice with the rest of the tab.',
							'userfeedback'
						)
					: __(
							'Choose who writes the AI summaries shown on each survey’s results.',
							'userfeedback'
						) }
			</p>
			{ ai.isDirty && (
				<p className="uf-ai-settings__unsaved">
					<span
						className="dashicons dashicons-warning"
						aria-hidden="true"
					/>
					{ __(
						'Unsaved changes: use Save Settings to keep them.',
						'userfeedback'
					) }
				</p>
			) }
			{ body }
		</section>
	);
}
