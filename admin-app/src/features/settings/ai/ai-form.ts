/**
 * The AI provider form's pure parts: the draft, what a save sends, the server's field messages.
 */
import { ApiError } from '../../../data/api';
import type {
	AiSettings,
	AiSettingsChanges,
	AiProvider,
} from '../../../data/use-ai';

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
