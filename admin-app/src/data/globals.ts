/**
 * The site globals PHP prints before the admin script (`window.userfeedback`, see
 * src/Admin/SiteGlobals.php). Read once per page; entitlements should be read through
 * `useEntitlements()`, which starts from these values and can be refreshed.
 */
import type { Entitlements as EntitlementsAnswer } from '@userfeedback/contract';
import type { Theming } from '../../../widget/src/types';

/**
 * Entitlements::to_array(), as GET entitlements answers it and the globals carry it. The
 * composite facts (has_pro_plan: a pro or elite plan; can_target_devices / can_target_pages: the
 * plan with the targeting add-on) and each add-on's `active` (Pro, a valid licence and the add-on
 * plugin active) come computed by the server; read them through data/entitlements.ts rather than
 * re-deriving them from is_pro, is_licensed and license_type.
 */
export type Entitlements = EntitlementsAnswer;

export type Edition = Entitlements[ 'edition' ];
export type LicenseType = Entitlements[ 'license_type' ];
export type AddonKey = keyof Entitlements[ 'addons' ];
export type AddonState = Entitlements[ 'addons' ][ AddonKey ];

export interface Role {
	key: string;
	name: string;
}

export interface UserCapabilities {
	create_edit_surveys: boolean;
	view_results: boolean;
	delete_surveys: boolean;
	manage_settings: boolean;
	/**
	 * WordPress's activate_plugins: the plugins admin-ajax answers only these users. Absent in
	 * older fixtures, where it counts as allowed.
	 */
	activate_plugins?: boolean;
	/** WordPress's manage_options: webhooks are for site administrators. Absent: allowed. */
	manage_options?: boolean;
}

export interface SiteGlobals extends Entitlements {
	plugin_version: string;
	assets: string;
	admin_url: string;
	admin_email: string;
	rest_url: string;
	nonce: string;
	install_nonce: string;
	/** Nonce of the exports admin page (action userfeedback_export). */
	export_nonce: string;
	affiliate_id: string;
	affiliate_url: string;
	current_page: { link: string; title: string };
	roles: Role[];
	roles_manage_options: string[];
	capabilities: UserCapabilities;
	notifications_key: string;
	timezone: string;
	locale: string;
	/**
	 * The site's widget look as visitors get it (Frontend\WidgetTheming, no survey theming):
	 * the builder's preview starts from it. Absent in older fixtures (the spec defaults apply).
	 */
	widget_theming?: SiteWidgetTheming;
	/**
	 * Where the UserFeedback 1.x import stands, for site admins ('none' for everyone else and on
	 * sites without 1.x data). Absent in older fixtures.
	 */
	legacy_import?: 'none' | 'pending' | 'running' | 'done' | 'failed';
	/** The site's language (get_locale()): a survey's own when it names none. */
	site_language?: string;
	/** The languages WordPress has installed here (locales), offered first for translations. */
	installed_languages?: string[];
}

/**
 * The widget's Theming (widget/src/types.ts, one definition for both bundles; a type only, no
 * runtime import), as PHP resolves it for the site.
 */
export type SiteWidgetTheming = Theming;

declare global {
	interface Window {
		userfeedback?: SiteGlobals;
	}
}

/**
 * Thrown when the page carries no (usable) `window.userfeedback`, e.g. the script was enqueued
 * without its inline data. The boot file shows it as a notice instead of crashing.
 */
export class GlobalsError extends Error {
	constructor() {
		super( 'UserFeedback: window.userfeedback is missing or malformed.' );
		this.name = 'GlobalsError';
	}
}

let cached: SiteGlobals | null = null;

function isSiteGlobals( value: unknown ): value is SiteGlobals {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const candidate = value as Partial< SiteGlobals >;
	return (
		typeof candidate.admin_url === 'string' &&
		typeof candidate.is_pro === 'boolean' &&
		!! candidate.addons &&
		typeof candidate.addons === 'object' &&
		!! candidate.capabilities &&
		typeof candidate.capabilities === 'object'
	);
}

/**
 * The site globals, read from `window.userfeedback` on first use.
 *
 * @throws {GlobalsError} When the globals are missing or malformed.
 */
export function getGlobals(): SiteGlobals {
	if ( cached ) {
		return cached;
	}
	const value: unknown =
		typeof window === 'undefined' ? undefined : window.userfeedback;
	if ( ! isSiteGlobals( value ) ) {
		throw new GlobalsError();
	}
	cached = Object.freeze( { ...value } );
	return cached;
}

/**
 * Forgets the cached globals so the next `getGlobals()` reads `window.userfeedback` again.
 * For tests, which switch editions between cases.
 */
export function resetGlobals(): void {
	cached = null;
}

/**
 * The entitlement facts held in the globals (the same shape the entitlements endpoint returns).
 *
 * @param globals The site globals.
 */
export function entitlementsFrom( globals: SiteGlobals ): Entitlements {
	return {
		edition: globals.edition,
		is_pro: globals.is_pro,
		is_licensed: globals.is_licensed,
		license_type: globals.license_type,
		has_pro_plan: globals.has_pro_plan,
		can_target_devices: globals.can_target_devices,
		can_target_pages: globals.can_target_pages,
		can_translate: globals.can_translate,
		addons: globals.addons,
	};
}

/**
 * The URL of one admin page of the plugin, e.g. `…/wp-admin/admin.php?page=userfeedback_results`.
 *
 * @param adminUrl The admin URL from the globals (with or without a trailing slash).
 * @param area     The admin area.
 */
export function adminPageUrl( adminUrl: string, area: string ): string {
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	return `${ base }admin.php?page=userfeedback_${ encodeURIComponent(
		area
	) }`;
}
