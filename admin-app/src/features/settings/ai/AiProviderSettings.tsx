/**
 * Settings → Misc → AI Summary: who writes the AI summaries (issue 10). The on-site summariser
 * (default; no answers leave the site) or the site owner's own model behind any OpenAI-compatible
 * chat-completions API (base URL, model, API key, timeout). Its own Save, to `POST ai-settings`
 * (not the plugin settings), with the settings area's messages: 'Settings saved.' for 5 seconds,
 * 'Please fix errors on this page.', or 'Could Not Save Changes' with the server's reason.
 *
 * The API key is write-only: the server only says whether one is saved (or set in wp-config.php),
 * so the form offers "Replace" and "Remove", and sends `api_key` only when the admin typed a new
 * key (or `''` to remove it). Field errors come from the server (`data.params`) and are shown
 * next to their fields. Without the plan (Pro with a pro or elite licence) the section shows the
 * upgrade prompt instead: summaries could not be made anyway.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../../components/Notice';
import { UPGRADE_URL } from '../../../components/upgrade-modal';
import { ApiError } from '../../../data/api';
import { hasProPlan } from '../../../data/entitlements';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import {
	useAiSettings,
	useSaveAiSettings,
	type AiProvider,
	type AiSettings,
	type AiSettingsChanges,
} from '../../../data/use-ai';
import { formatNumber } from '../../results/DataCards';
import { upgradeFeatureText } from '../../results/gates';

import './ai-settings.scss';

/** What the admin does with the saved key. */
export type KeyAction = 'keep' | 'replace' | 'remove';

export interface AiSettingsDraft {
	provider: AiProvider;
	base_url: string;
	model: string;
	/** As typed; checked by the server. */
	timeout: string;
	/** A new key, typed (never the saved one, which the browser never gets). */
	api_key: string;
	keyAction: KeyAction;
}

export type FieldErrors = Partial<
	Record< 'provider' | 'base_url' | 'model' | 'timeout' | 'api_key', string >
>;

/**
 * The form's starting values from the saved settings.
 *
 * @param settings The saved settings.
 */
export function draftFrom( settings: AiSettings ): AiSettingsDraft {
	return {
		provider: settings.provider,
		base_url: settings.base_url,
		model: settings.model,
		timeout: String( settings.timeout ),
		api_key: '',
		keyAction: settings.api_key_set ? 'keep' : 'replace',
	};
}

/**
 * What to send. The on-site provider sends only itself (the remote fields are hidden and keep
 * their saved values). The key goes only when a new one was typed, or as `''` to remove it.
 *
 * @param draft    The form.
 * @param settings The saved settings.
 */
export function changesFrom(
	draft: AiSettingsDraft,
	settings: AiSettings
): AiSettingsChanges {
	if ( draft.provider === 'onsite' ) {
		return { provider: 'onsite' };
	}
	const changes: AiSettingsChanges = {
		provider: 'remote',
		base_url: draft.base_url.trim(),
		model: draft.model.trim(),
	};
	const timeout = Number( draft.timeout );
	changes.timeout =
		draft.timeout.trim() !== '' && Number.isFinite( timeout )
			? timeout
			: settings.timeout;
	if ( ! settings.api_key_from_constant ) {
		if ( draft.keyAction === 'remove' ) {
			changes.api_key = '';
		} else if (
			draft.keyAction === 'replace' &&
			draft.api_key.trim() !== ''
		) {
			changes.api_key = draft.api_key.trim();
		}
	}
	return changes;
}

/**
 * The server's per-field messages of a 400 (`data.params`), if any.
 *
 * @param error The save's error.
 */
export function fieldErrorsFrom( error: unknown ): FieldErrors {
	if (
		! ( error instanceof ApiError ) ||
		error.code !== 'rest_invalid_param'
	) {
		return {};
	}
	const params = ( error.data as { params?: unknown } | undefined )?.params;
	if ( ! params || typeof params !== 'object' ) {
		return {};
	}
	const errors: FieldErrors = {};
	for ( const [ field, message ] of Object.entries( params ) ) {
		if (
			typeof message === 'string' &&
			[ 'provider', 'base_url', 'model', 'timeout', 'api_key' ].includes(
				field
			)
		) {
			errors[ field as keyof FieldErrors ] = message;
		}
	}
	return errors;
}

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

/** How long 'Settings saved.' stays (configuration.md: 5 seconds). */
export const SAVED_NOTICE_MS = 5000;

type SaveOutcome =
	| { kind: 'none' }
	| { kind: 'saved' }
	| { kind: 'invalid' }
	| { kind: 'failed'; error: unknown };

interface AiSettingsFormProps {
	settings: AiSettings;
}

function AiSettingsForm( { settings }: AiSettingsFormProps ) {
	const ids = useId();
	const form = useRef< HTMLFormElement >( null );
	const save = useSaveAiSettings();
	const [ draft, setDraft ] = useState( () => draftFrom( settings ) );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ outcome, setOutcome ] = useState< SaveOutcome >( { kind: 'none' } );

	// 'Settings saved.' shows for 5 seconds, as the settings area's Save does.
	useEffect( () => {
		if ( outcome.kind !== 'saved' ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setOutcome( { kind: 'none' } ),
			SAVED_NOTICE_MS
		);
		return () => window.clearTimeout( timer );
	}, [ outcome ] );

	// An invalid field gets the focus, so its message is read out.
	useEffect( () => {
		if ( outcome.kind === 'invalid' ) {
			form.current
				?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
				?.focus();
		}
	}, [ outcome ] );

	const update = ( changes: Partial< AiSettingsDraft > ) =>
		setDraft( ( current ) => ( { ...current, ...changes } ) );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		setOutcome( { kind: 'none' } );
		save.mutate( changesFrom( draft, settings ), {
			onSuccess: ( saved ) => {
				setErrors( {} );
				setDraft( draftFrom( saved ) );
				setOutcome( { kind: 'saved' } );
			},
			onError: ( error ) => {
				const fieldErrors = fieldErrorsFrom( error );
				setErrors( fieldErrors );
				setOutcome(
					Object.keys( fieldErrors ).length > 0
						? { kind: 'invalid' }
						: { kind: 'failed', error }
				);
			},
		} );
	};

	const limits = settings.limits;
	const { locale } = getGlobals();
	const count = ( value: number ) => formatNumber( value, locale );
	const remote = draft.provider === 'remote';

	return (
		<form
			ref={ form }
			className="uf-ai-settings__form"
			onSubmit={ onSubmit }
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
									'On this site (built-in summariser)',
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
									'What is sent: at most %1$s of the newest answers and %2$s characters, each answer cut to %3$s characters. E-mail addresses, phone numbers, IP addresses and the names given in e-mail questions are removed first. Each summary says how much was sent.',
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

			<div className="uf-settings-save">
				{ outcome.kind === 'saved' && (
					<Notice status="success">
						<p>{ __( 'Settings saved.', 'userfeedback' ) }</p>
					</Notice>
				) }
				{ outcome.kind === 'invalid' && (
					<Notice status="error">
						<p>
							{ __(
								'Please fix errors on this page.',
								'userfeedback'
							) }
						</p>
					</Notice>
				) }
				{ outcome.kind === 'failed' && (
					<ErrorNotice
						error={ outcome.error }
						title={ __( 'Could Not Save Changes', 'userfeedback' ) }
					/>
				) }
				<p className="submit">
					<button
						type="submit"
						className="button button-primary"
						disabled={ save.isPending }
					>
						{ save.isPending
							? __( 'Saving…', 'userfeedback' )
							: __( 'Save AI Settings', 'userfeedback' ) }
					</button>
					{ save.isPending && (
						<span className="spinner is-active uf-ai-settings__spinner" />
					) }
				</p>
			</div>
		</form>
	);
}

function Locked() {
	return (
		<Notice status="info">
			<p>
				{ __(
					'AI summaries of open-text feedback come with UserFeedback Pro and a Pro or Elite licence.',
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
	const { data: entitlements } = useEntitlements();
	const allowed = hasProPlan( entitlements );
	const settings = useAiSettings( allowed );

	let body: JSX.Element;
	if ( ! allowed ) {
		body = <Locked />;
	} else if ( settings.isPending ) {
		body = (
			<p className="uf-ai-settings__loading" role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading AI settings…', 'userfeedback' ) }
			</p>
		);
	} else if ( settings.isError ) {
		body = (
			<>
				<ErrorNotice
					error={ settings.error }
					title={ __(
						'The AI settings could not be loaded.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void settings.refetch() }
						disabled={ settings.isFetching }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</>
		);
	} else {
		body = <AiSettingsForm settings={ settings.data } />;
	}

	return (
		<section className="uf-ai-settings" aria-labelledby={ titleId }>
			<h3 id={ titleId } className="uf-ai-settings__title">
				{ __( 'AI Summary', 'userfeedback' ) }
			</h3>
			<p className="uf-ai-settings__intro">
				{ __(
					'Choose who writes the AI summaries shown on each survey’s results.',
					'userfeedback'
				) }
			</p>
			{ body }
		</section>
	);
}
