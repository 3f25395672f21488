/**
 * The plugin settings object (configuration.md §3 "Plugin settings", fetched and saved as a
 * whole: GET / POST `userfeedback/v1/settings`), the e-mail summary test, and the licence
 * admin-ajax actions of Settings → General (spec §7: get_license, verify_license,
 * deactivate_license, validate_license, connect_url, all prefixed `userfeedback_`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, request } from './api';
import { getGlobals } from './globals';
import { queryKeys } from './query-keys';
import { adminAjax, type AjaxError } from './use-plugins';

export const SETTINGS_PATH = '/userfeedback/v1/settings';
export const SUMMARY_TEST_PATH = '/userfeedback/v1/email-summaries/test';

export type WidgetPosition =
	'bottom_left' | 'bottom_right' | 'middle_left' | 'middle_right';
export type LogoType = 'userfeedback' | 'custom' | 'none';
export type AutomaticUpdates = 'all' | 'minor' | 'none';
export type IpStorage = 'anonymised' | 'full' | 'none';
export type PrivacyErasure = 'delete' | 'anonymise';

/** SettingsSchema::MAX_RETENTION_DAYS. */
export const MAX_RETENTION_DAYS = 3650;

/** SettingsSchema::MAX_COOLDOWN_DAYS. */
export const MAX_COOLDOWN_DAYS = 365;

export interface WidgetFont {
	family: string;
	weight: string;
}

export interface Settings {
	widget_button_color: string;
	widget_toggle_icon: string;
	widget_toggle_color: string;
	widget_toggle_text: string;
	widget_font: WidgetFont;
	widget_position: WidgetPosition;
	widget_theme: 'light' | 'dark';
	widget_color: string;
	widget_text_color: string;
	widget_start_minimized: boolean;
	widget_custom_logo: string;
	widget_show_logo: boolean;
	logo_type: LogoType;
	widget_skip_text: string;
	widget_next_text: string;
	/**
	 * Days after a visitor was shown a survey during which no other survey is shown to them; 0 is
	 * off (issue 23; counts only with the behavior add-on).
	 */
	widget_cooldown_days: number;
	notifications_recipients: string;
	summaries_html_template: boolean;
	notifications_header_image: string;
	create_edit_surveys: string[];
	view_results: string[];
	delete_surveys: string[];
	allow_usage_tracking: boolean;
	summaries_disabled: boolean;
	/** Empty until the screen's 300 ms default applies (spec §4), when the server sent none. */
	automatic_updates: AutomaticUpdates | '';
	ip_storage: IpStorage;
	trusted_proxies: string[];
	/** Days after which responses are deleted; 0 keeps them (issue 19). */
	retention_days: number;
	/** What "Erase Personal Data" does to a person's responses. */
	privacy_erasure: PrivacyErasure;
	delete_data_on_uninstall: boolean;
}

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
}

/** The defaults of src/Settings/SettingsStore.php, for fields a reply leaves out. */
export const SETTINGS_DEFAULTS: Settings = {
	widget_button_color: '#2D87F1',
	widget_toggle_icon: 'field-userfeedback',
	widget_toggle_color: '#23282D',
	widget_toggle_text: '',
	widget_font: { family: '', weight: '' },
	widget_position: 'bottom_right',
	widget_theme: 'light',
	widget_color: '#FFFFFF',
	widget_text_color: '#23282D',
	widget_start_minimized: false,
	widget_custom_logo: '',
	widget_show_logo: false,
	logo_type: 'none',
	widget_skip_text: 'Skip',
	widget_next_text: 'Next',
	widget_cooldown_days: 0,
	notifications_recipients: '',
	summaries_html_template: true,
	notifications_header_image: '',
	create_edit_surveys: [ 'administrator', 'editor' ],
	view_results: [ 'administrator', 'editor' ],
	delete_surveys: [ 'administrator', 'editor' ],
	allow_usage_tracking: false,
	summaries_disabled: false,
	automatic_updates: '',
	ip_storage: 'anonymised',
	trusted_proxies: [],
	retention_days: 0,
	privacy_erasure: 'delete',
	delete_data_on_uninstall: false,
};

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Fills what a reply leaves out with the defaults and drops values of the wrong type, so the form
 * never renders `undefined` (a proxy, a filter or an older server may send less).
 *
 * @param value The reply's `settings`.
 */
export function toSettings( value: unknown ): Settings {
	const input = isRecord( value ) ? value : {};
	const out: Record< string, unknown > = {};
	( Object.keys( SETTINGS_DEFAULTS ) as SettingsField[] ).forEach(
		( key ) => {
			const fallback = SETTINGS_DEFAULTS[ key ];
			const given = input[ key ];
			if ( Array.isArray( fallback ) ) {
				out[ key ] = Array.isArray( given )
					? given.filter( ( v ) => typeof v === 'string' )
					: [ ...fallback ];
			} else if ( key === 'widget_font' ) {
				const font = isRecord( given ) ? given : {};
				out[ key ] = {
					family: typeof font.family === 'string' ? font.family : '',
					weight:
						typeof font.weight === 'string' ||
						typeof font.weight === 'number'
							? String( font.weight )
							: '',
				};
			} else {
				out[ key ] =
					typeof given === typeof fallback ? given : fallback;
			}
		}
	);
	return out as unknown as Settings;
}

/**
 * @param body The GET / POST reply: `{ settings, locked?, locked_values? }`.
 */
export function toSettingsData( body: unknown ): SettingsData {
	const record = isRecord( body ) ? body : {};
	const locked: SettingsData[ 'locked' ] = {};
	if ( isRecord( record.locked ) ) {
		Object.entries( record.locked ).forEach( ( [ key, label ] ) => {
			if ( key in SETTINGS_DEFAULTS && typeof label === 'string' ) {
				locked[ key as SettingsField ] = label;
			}
		} );
	}
	const lockedValues: SettingsData[ 'lockedValues' ] = {};
	if ( isRecord( record.locked_values ) ) {
		Object.entries( record.locked_values ).forEach( ( [ key, values ] ) => {
			if ( key in SETTINGS_DEFAULTS && isRecord( values ) ) {
				const labels: Record< string, string > = {};
				Object.entries( values ).forEach( ( [ value, label ] ) => {
					if ( typeof label === 'string' ) {
						labels[ value ] = label;
					}
				} );
				lockedValues[ key as SettingsField ] = labels;
			}
		} );
	}
	return { settings: toSettings( record.settings ), locked, lockedValues };
}

export function useSettings() {
	return useQuery< SettingsData, ApiError >( {
		queryKey: queryKeys.settings,
		queryFn: async ( { signal } ) =>
			toSettingsData(
				await request< unknown >( { path: SETTINGS_PATH, signal } )
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
			const reply = await request< unknown >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: { settings: body },
			} );
			const data = toSettingsData( reply );
			// A POST reply may omit `locked`: keep what the GET said.
			const previous = client.getQueryData< SettingsData >(
				queryKeys.settings
			);
			return isRecord( ( reply as { locked?: unknown } )?.locked )
				? data
				: {
						...data,
						locked: previous?.locked ?? {},
						lockedValues: previous?.lockedValues ?? {},
					};
		},
		onSuccess: ( data ) => {
			client.setQueryData( queryKeys.settings, data );
		},
	} );
}

export interface SummaryTestResult {
	sent: boolean;
	recipients: string[];
}

export function useSendSummaryTest() {
	return useMutation< SummaryTestResult, ApiError, void >( {
		mutationFn: () =>
			request< SummaryTestResult >( {
				path: SUMMARY_TEST_PATH,
				method: 'POST',
			} ),
	} );
}

// Licence (admin-ajax). The licence issue builds the server side; until then every action may
// answer "not available", which the screen shows as an error, never a crash.

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
