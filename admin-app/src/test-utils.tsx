/**
 * Test helpers: site globals for each edition, a quiet query client, and a renderer that puts
 * the page URL (query string and hash route) in place before the app's HashRouter reads it.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider, QueryClient } from '@tanstack/react-query';
import {
	act,
	render,
	waitFor,
	type RenderResult,
} from '@testing-library/react';
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

import { App } from './App';
import type { Area } from './areas';
import {
	resetGlobals,
	type AddonKey,
	type Entitlements,
	type LicenseType,
	type SiteGlobals,
} from './data/globals';

/**
 * The app's chunks (components/LazyModule.tsx, ProModule.tsx), imported once before a test file's
 * tests run. Vitest compiles a module on its first import, which under a parallel run can take
 * longer than a findBy's one second, where a browser loads a built chunk in milliseconds. The
 * lazy components still suspend on their first render in each file, so tests still wait as a
 * user would (findBy…, chunksLoaded()); they just do not wait for the compiler.
 */
await Promise.all( [
	import( './features/about' ),
	import( './features/addons' ),
	import( './features/results' ),
	import( './features/results/charts' ),
	import( './features/settings' ),
	import( './features/settings/widget/WidgetTab' ),
	import( './features/surveys' ),
	import( './features/surveys/builder/SurveyBuilder' ),
	import( './pro/ai-settings/AiSettingsForm' ),
	import( './pro/ai-summary/AiSummaryPanel' ),
	import( './pro/email-logic/EmailLogicRules' ),
	import( './pro/responses/ResponseScreen' ),
	import( './pro/scheduling/ScheduleFields' ),
	import( './pro/webhooks/WebhooksPanel' ),
] );

export const ADMIN_URL = 'https://example.test/wp-admin/';

const ADDON_KEYS: readonly AddonKey[] = [
	'question-types',
	'targeting',
	'branding',
	'behavior',
	'templates',
];

/**
 * The tiers of `npm run uf -- tier …`, plus 'pro-lite-key': Pro with a valid licence of type lite.
 */
export type Tier =
	'lite' | 'pro-unlicensed' | 'pro-lite-key' | 'plus' | 'pro' | 'elite';

/**
 * The entitlements of a tier, built the way the server builds them. This mirrors
 * Entitlements::to_array() (src/Entitlements/Entitlements.php) FOR TESTS ONLY, where PHPUnit pins
 * the rules (EntitlementsTest); the app never re-derives these facts, it reads them
 * (data/entitlements.ts). Use it instead of spreading a fixture with another licence type
 * (`{ ...PRO_ELITE, license_type: 'plus' }`), which would carry the wrong composite facts.
 *
 * @param tier    The tier.
 * @param plugins Add-on plugins switched on (installed and active in WordPress) or off. By
 *                default all on for licensed tiers and all off otherwise, as `npm run uf -- tier`
 *                leaves them. A plugin on without Pro and a licence stays inactive, as the
 *                server's flag says.
 */
export function entitlementsOf(
	tier: Tier,
	plugins: Partial< Record< AddonKey, boolean > > = {}
): Entitlements {
	const isPro = tier !== 'lite';
	const isLicensed = isPro && tier !== 'pro-unlicensed';
	const licenseType: LicenseType =
		tier === 'plus' || tier === 'pro' || tier === 'elite' ? tier : 'lite';
	const addons = Object.fromEntries(
		ADDON_KEYS.map( ( key ) => {
			const on = plugins[ key ] ?? isLicensed;
			return [ key, { active: isLicensed && on, installed: on } ];
		} )
	) as Entitlements[ 'addons' ];
	const hasProPlan =
		isLicensed && ( licenseType === 'pro' || licenseType === 'elite' );
	const targeting = addons.targeting.active;
	return {
		edition: isPro ? 'pro' : 'lite',
		is_pro: isPro,
		is_licensed: isLicensed,
		license_type: licenseType,
		has_pro_plan: hasProPlan,
		can_target_devices: hasProPlan && targeting,
		can_target_pages: targeting && licenseType !== 'lite',
		can_translate: isLicensed,
		addons,
	};
}

export const LITE: Entitlements = entitlementsOf( 'lite' );

export const PRO_ELITE: Entitlements = entitlementsOf( 'elite' );

export const PRO_UNLICENSED: Entitlements = entitlementsOf( 'pro-unlicensed' );

export function makeGlobals(
	overrides: Partial< SiteGlobals > = {}
): SiteGlobals {
	return {
		...LITE,
		plugin_version: '0.1.0',
		assets: 'https://example.test/wp-content/plugins/userfeedback/assets/',
		admin_url: ADMIN_URL,
		admin_email: 'admin@example.test',
		rest_url: 'https://example.test/wp-json/userfeedback/v1/',
		nonce: 'rest-nonce',
		install_nonce: 'install-nonce',
		export_nonce: 'export-nonce',
		affiliate_id: '',
		affiliate_url: '',
		current_page: {
			link: `${ ADMIN_URL }admin.php?page=userfeedback_surveys`,
			title: 'Surveys',
		},
		roles: [
			{ key: 'administrator', name: 'Administrator' },
			{ key: 'editor', name: 'Editor' },
		],
		roles_manage_options: [ 'administrator' ],
		capabilities: {
			create_edit_surveys: true,
			view_results: true,
			delete_surveys: true,
			manage_settings: true,
		},
		notifications_key: 'userfeedback_notifications',
		timezone: 'Europe/Paris',
		locale: 'en_US',
		...overrides,
	};
}

/**
 * Sets `window.userfeedback` (and drops the cached copy so the app reads the new one).
 *
 * @param overrides Fields to change from the Lite defaults.
 */
export function setGlobals(
	overrides: Partial< SiteGlobals > = {}
): SiteGlobals {
	const globals = makeGlobals( overrides );
	window.userfeedback = globals;
	resetGlobals();
	return globals;
}

export function clearGlobals(): void {
	delete window.userfeedback;
	resetGlobals();
}

export function createTestQueryClient(): QueryClient {
	return new QueryClient( {
		defaultOptions: {
			queries: { retry: false, refetchOnWindowFocus: false },
		},
	} );
}

/**
 * Puts the browser on an admin page URL, e.g. `?page=userfeedback_settings&open=…#/widget`.
 *
 * @param area   The admin area.
 * @param hash   The hash route, e.g. `/general` (default `/`).
 * @param search Extra query string parameters.
 */
export function setLocation(
	area: Area,
	hash = '/',
	search: Record< string, string > = {}
): void {
	const params = new URLSearchParams( {
		page: `userfeedback_${ area }`,
		...search,
	} );
	window.history.replaceState(
		null,
		'',
		`/wp-admin/admin.php?${ params.toString() }#${ hash }`
	);
}

interface RenderAppOptions {
	hash?: string;
	search?: Record< string, string >;
	globals?: Partial< SiteGlobals >;
	queryClient?: QueryClient;
}

export function renderApp(
	area: Area,
	{
		hash = '/',
		search = {},
		globals = {},
		queryClient,
	}: RenderAppOptions = {}
): RenderResult & { queryClient: QueryClient } {
	setGlobals( globals );
	setLocation( area, hash, search );
	const client = queryClient ?? createTestQueryClient();
	const result = render( withQueryClient( <App area={ area } />, client ) );
	return { ...result, queryClient: client };
}

/**
 * Waits, as the admin does, until the spinners of the app's chunks are gone: an area, the survey
 * builder, a Pro screen (`.uf-chunk-loading`) and the results' charts. The first render of each
 * in a test file loads its chunk (components/LazyModule.tsx), which takes a moment in vitest
 * (the module is transformed on first import); later renders in the same file draw at once.
 */
export async function chunksLoaded(): Promise< void > {
	await waitFor(
		() => {
			if (
				document.querySelector(
					'.uf-chunk-loading, .uf-results-chart__loading'
				)
			) {
				throw new Error( 'A chunk is still loading.' );
			}
		},
		{ timeout: 10000 }
	);
	// What the loaded code does at once (a redirect in an effect) before the test looks.
	await act( async () => {} );
}

export function withQueryClient(
	ui: ReactElement,
	client: QueryClient
): ReactElement {
	return <QueryClientProvider client={ client }>{ ui }</QueryClientProvider>;
}

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

/**
 * Routes every apiFetch call to `handler` (no network). Call `resetFetchHandler()` after.
 *
 * @param handler Receives the final options (after apiFetch's middleware).
 */
export function setFetchHandler( handler: Handler ): void {
	apiFetch.setFetchHandler( handler );
}

/**
 * One request a test's fake server received: its real method (apiFetch sends DELETE as POST
 * with X-HTTP-Method-Override), its path with the query, its body.
 */
export interface RecordedCall {
	method: string;
	path: string;
	data: unknown;
}

/**
 * Answers every apiFetch call with `handler` and records it; the list is returned fresh for each
 * call of serveRecorded(). Call `resetFetchHandler()` after.
 *
 * @param handler What the fake server answers (throw a WP_Error body to refuse).
 */
export function serveRecorded(
	handler: ( call: RecordedCall ) => unknown
): RecordedCall[] {
	const calls: RecordedCall[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		const override = (
			options.headers as Record< string, string > | undefined
		 )?.[ 'X-HTTP-Method-Override' ];
		const call = {
			method: ( override ?? options.method ?? 'GET' ).toUpperCase(),
			path: options.path ?? '',
			data: options.data,
		};
		calls.push( call );
		return handler( call );
	} );
	return calls;
}

/** Makes any unexpected request fail loudly instead of reaching for the network. */
export function resetFetchHandler(): void {
	apiFetch.setFetchHandler( ( options ) =>
		Promise.reject(
			new Error(
				`Unexpected request in test: ${ options.path ?? options.url }`
			)
		)
	);
}
