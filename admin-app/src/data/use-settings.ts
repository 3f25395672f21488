/**
 * The plugin settings object (configuration.md §3 "Plugin settings", fetched and saved as a
 * whole: GET / POST `userfeedback/v1/settings`), the e-mail summary test, and the licence
 * admin-ajax actions of Settings → General (spec §7: get_license, verify_license,
 * deactivate_license, validate_license, connect_url, all prefixed `userfeedback_`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, request } from './api';
import {
	MAX_COOLDOWN_DAYS,
	MAX_RETENTION_DAYS,
	SETTINGS_DEFAULTS as SERVER_DEFAULTS,
	type RestAnswers,
} from '@userfeedback/contract';
import { getGlobals } from './globals';
import { queryKeys } from './query-keys';
import { adminAjax, type AjaxError } from './use-plugins';

export const SETTINGS_PATH = '/userfeedback/v1/settings';
export const SUMMARY_TEST_PATH = '/userfeedback/v1/email-summaries/test';

/** GET / POST settings: `{ settings, locked, locked_values }` (src/Settings/SettingsController.php). */
type SettingsAnswer = RestAnswers[ 'GET /settings' ];

type StoredSettings = SettingsAnswer[ 'settings' ];

export type WidgetPosition = StoredSettings[ 'widget_position' ];
export type LogoType = StoredSettings[ 'logo_type' ];
export type AutomaticUpdates = StoredSettings[ 'automatic_updates' ];
export type IpStorage = StoredSettings[ 'ip_storage' ];
export type PrivacyErasure = StoredSettings[ 'privacy_erasure' ];
export type CaptchaProvider = StoredSettings[ 'captcha_provider' ];

export { MAX_COOLDOWN_DAYS, MAX_RETENTION_DAYS };

export type WidgetFont = StoredSettings[ 'widget_font' ];

/**
 * The settings as the form holds them: the server's, except that `automatic_updates` may be ''
 * — unset until the Misc tab's 300 ms default applies (spec §4).
 */
export type Settings = Omit< StoredSettings, 'automatic_updates' > & {
	automatic_updates: AutomaticUpdates | '';
};

export type SettingsField = keyof Settings;

export interface SettingsData {
	settings: Settings;
	/**
	 * Fields this site may not change, each with the feature name the upgrade modal shows.
	 * Decided by the server (entitlements); the screen only reflects it.
	 */
	locked: Partial< Record< SettingsField, string > >;
	/**
	 * Values this site may not choose in fields that are otherwise free (middle positions, the
	 * custom logo type): field → value → feature name.
	 */
	lockedValues: Partial< Record< SettingsField, Record< string, string > > >;
	/**
	 * Write-only settings (the captcha secret key): the last four characters of the stored value,
	 * '' when none is stored. The setting itself always comes back ''; saving '' keeps it.
	 */
	secretHints: SettingsAnswer[ 'secret_hints' ];
}

/**
 * The defaults of src/Settings/SettingsSchema.php (the contract's SETTINGS_DEFAULTS), as an
 * editable copy with automatic_updates unset (the tests' fixtures start from them).
 */
export const SETTINGS_DEFAULTS: Settings = {
	...( JSON.parse( JSON.stringify( SERVER_DEFAULTS ) ) as StoredSettings ),
	automatic_updates: '',
};

/**
 * For bodies no route's schema describes: an error's `data`, admin-ajax replies, the globals.
 *
 * @param value Anything.
 */
function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * The screen's names for the answer's parts.
 *
 * @param body The GET / POST answer.
 */
export function toSettingsData( body: SettingsAnswer ): SettingsData {
	return {
		settings: body.settings,
		locked: body.locked,
		lockedValues: body.locked_values,
		// A page served by an older server has none.
		secretHints: body.secret_hints ?? { captcha_secret_key: '' },
	};
}

export function useSettings() {
	return useQuery< SettingsData, ApiError >( {
		queryKey: queryKeys.settings,
		queryFn: async ( { signal } ) =>
			toSettingsData(
				await request< SettingsAnswer >( {
					path: SETTINGS_PATH,
					signal,
				} )
			),
		// The form owns the draft once loaded: no refetch behind the admin's back.
		staleTime: Infinity,
		refetchOnWindowFocus: false,
	} );
}

/**
 * The field messages of a refused save: 400 `rest_invalid_param` lists them in `data.params`;
 * 403 `userfeedback_pro_feature` names one field in `data.field`.
 *
 * @param error What the save rejected with.
 */
export function fieldErrorsOf(
	error: unknown
): Partial< Record< SettingsField, string > > {
	const apiError = ApiError.from( error );
	const data = isRecord( apiError.data ) ? apiError.data : {};
	const out: Partial< Record< SettingsField, string > > = {};
	if ( isRecord( data.params ) ) {
		Object.entries( data.params ).forEach( ( [ key, message ] ) => {
			out[ key as SettingsField ] =
				typeof message === 'string' ? message : apiError.message;
		} );
	}
	if ( typeof data.field === 'string' ) {
		out[ data.field as SettingsField ] = apiError.message;
	}
	return out;
}

export function useSaveSettings() {
	const client = useQueryClient();
	return useMutation< SettingsData, ApiError, Settings >( {
		mutationFn: async ( settings ) => {
			// An unset automatic_updates is not a value the server accepts: leave it out.
			const { automatic_updates: updates, ...rest } = settings;
			const body = updates
				? { ...rest, automatic_updates: updates }
				: rest;
			return toSettingsData(
				await request< RestAnswers[ 'POST /settings' ] >( {
					path: SETTINGS_PATH,
					method: 'POST',
					data: { settings: body },
				} )
			);
		},
		onSuccess: ( data ) => {
			client.setQueryData( queryKeys.settings, data );
		},
	} );
}

export type SummaryTestResult = RestAnswers[ 'POST /email-summaries/test' ];

export function useSendSummaryTest() {
	return useMutation< SummaryTestResult, ApiError, void >( {
		mutationFn: () =>
			request< SummaryTestResult >( {
				path: SUMMARY_TEST_PATH,
				method: 'POST',
			} ),
	} );
}

// Licence (admin-ajax). Any action may answer "not available", which the screen shows as an
// error, never a crash.

export interface LicenseInfo {
	key: string;
	type: string;
	is_expired: boolean;
	is_disabled: boolean;
	is_invalid: boolean;
}

export interface LicenseReply {
	message?: string;
	error?: string;
	url?: string;
	reload?: boolean;
	license?: unknown;
}

/**
 * The nonce of one licence action: the licence service prints one per action
 * (`license_nonces`, for users who may manage options); else the install nonce, which the
 * server then refuses with a clear message.
 *
 * @param action The action without its prefix, e.g. verify_license.
 */
function licenseNonce( action: string ): string {
	const globals = getGlobals() as ReturnType< typeof getGlobals > & {
		license_nonces?: unknown;
	};
	const nonces = isRecord( globals.license_nonces )
		? globals.license_nonces
		: {};
	const nonce = nonces[ action ];
	return typeof nonce === 'string' ? nonce : globals.install_nonce;
}

/**
 * @param value A `get_license` reply (the licence itself, or `{ license }`).
 */
export function toLicense( value: unknown ): LicenseInfo {
	const outer = isRecord( value ) ? value : {};
	const inner = isRecord( outer.license ) ? outer.license : outer;
	return {
		key: typeof inner.key === 'string' ? inner.key : '',
		type: typeof inner.type === 'string' ? inner.type : '',
		is_expired: inner.is_expired === true,
		is_disabled: inner.is_disabled === true,
		is_invalid: inner.is_invalid === true,
	};
}

export function useLicense( enabled: boolean ) {
	return useQuery< LicenseInfo, AjaxError >( {
		queryKey: queryKeys.license,
		queryFn: async () =>
			toLicense(
				await adminAjax< unknown >( 'userfeedback_get_license', {
					nonce: licenseNonce( 'get_license' ),
				} )
			),
		enabled,
		retry: false,
		staleTime: Infinity,
		refetchOnWindowFocus: false,
	} );
}

export type LicenseAction =
	| 'verify_license'
	| 'deactivate_license'
	| 'validate_license'
	| 'connect_url';

export function useLicenseAction() {
	const client = useQueryClient();
	return useMutation<
		LicenseReply,
		AjaxError,
		{ action: LicenseAction; key?: string }
	>( {
		mutationFn: async ( { action, key } ) => {
			const params: Record< string, string > = {
				nonce: licenseNonce( action ),
			};
			if ( key !== undefined ) {
				// The spec names the field `license`; connect_url takes `key`.
				params[ action === 'connect_url' ? 'key' : 'license' ] = key;
			}
			const data = await adminAjax< unknown >(
				`userfeedback_${ action }`,
				params
			);
			return ( isRecord( data ) ? data : {} ) as LicenseReply;
		},
		onSuccess: () =>
			Promise.all( [
				client.invalidateQueries( { queryKey: queryKeys.license } ),
				client.invalidateQueries( {
					queryKey: queryKeys.entitlements,
				} ),
			] ),
	} );
}
