/**
 * The AI summary (docs/rest-api.md "AI summary"): the cached summary
 * (`GET preload-ai-summary/{id}`, never calls a provider), a new one (`POST ai-summary/{id}`,
 * replaces the cache), the upsell's per-user dismissal (`GET ai-summary/upsell`,
 * `POST ai-summary/upsell/dismiss`) and the provider settings (`GET/POST ai-settings`, the key is
 * never sent back).
 *
 * The server decides the gate; a 403 `userfeedback_upgrade_required` is kept as an error so the
 * screen can show the upsell instead.
 */
import {
	useMutation,
	useQuery,
	useQueryClient,
	type UseMutationResult,
	type UseQueryResult,
} from '@tanstack/react-query';
import { __, sprintf } from '@wordpress/i18n';

import { ApiError, request } from './api';
import type {
	AiSettings as AiSettingsAnswer,
	AiSummary as AiSummaryAnswer,
	AiUpsell,
} from '@userfeedback/contract';
import { queryKeys } from './query-keys';

const BASE = '/userfeedback/v1';

// ---------------------------------------------------------------------------------------------
// Shapes: the server's schemas (pro/src/Ai/Rest/AiSummaryResponse.php, AiSettingsController.php).

/** The spec's AI summary object (reporting.md §3): `{ success, summary, error }`. */
export type AiSummaryResult = AiSummaryAnswer;

/**
 * A summary: plain text (paragraphs separated by a blank line), the themes with their quotes,
 * the sentiment and the change between two periods (on site), and what a remote model was sent
 * (counts, never text).
 */
export type AiSummary = NonNullable< AiSummaryResult[ 'summary' ] >;

export type AiTheme = AiSummary[ 'themes' ][ number ];

export type AiQuote = AiTheme[ 'quotes' ][ number ];

/** Whole percentages of responses; they add up to 100. */
export type SentimentSplit = AiTheme[ 'sentiment' ];

export type AiAnalysed = AiSummary[ 'analysed' ];

export type AiChanges = NonNullable< AiSummary[ 'changes' ] >;

export type AiPeriod = AiChanges[ 'current' ];

/** What a remote model was sent: counts, never text. */
export type AiSent = NonNullable< AiSummary[ 'sent' ] >;

export type AiUpsellState = AiUpsell;

/**
 * The provider settings: the key itself never leaves the server (`api_key_set`), and a key set
 * in wp-config.php (`api_key_from_constant`) cannot be changed here.
 */
export type AiSettings = AiSettingsAnswer;

export type AiProvider = AiSettings[ 'provider' ];

/**
 * What `POST ai-settings` takes; every field optional. `api_key`: absent keeps the stored key,
 * `''` removes it.
 */
export type AiSettingsChanges = Partial<
	Pick< AiSettings, 'provider' | 'base_url' | 'model' | 'timeout' >
> & { api_key?: string };

// ---------------------------------------------------------------------------------------------
// Errors

/** Why a summary could not be shown, as the spec's texts (reporting.md §8). */
export class AiSummaryError extends Error {
	readonly code: string;

	readonly status: number;

	constructor( message: string, code = '', status = 0 ) {
		super( message );
		this.name = 'AiSummaryError';
		this.code = code;
		this.status = status;
	}
}

export function unavailableText(): string {
	return __( 'AI Summary is unavailable at this moment.', 'userfeedback' );
}

export function fetchFailedText(): string {
	return __(
		'An error occurred while fetching the AI summary.',
		'userfeedback'
	);
}

/**
 * The server's message, or null when the failure carried none (ApiError's own fallback text
 * does not count: the spec has a text for that case).
 *
 * @param error The ApiError.
 */
function serverMessage( error: ApiError ): string | null {
	const fallback = ApiError.from( {} ).message;
	const message = error.message.trim();
	return message && message !== fallback ? message : null;
}

/**
 * Turns any failure of a summary call into an AiSummaryError whose message is the text shown
 * after 'Error: ', or the spec's 'An error occurred while fetching the AI summary.'.
 *
 * @param error What the request threw.
 */
export function toAiSummaryError( error: unknown ): AiSummaryError {
	if ( error instanceof AiSummaryError ) {
		return error;
	}
	const apiError = ApiError.from( error );
	// The failure body is also the AI summary object: prefer its `error`.
	const body = error as { error?: unknown } | null;
	const text =
		body && typeof body === 'object' && typeof body.error === 'string'
			? body.error.trim()
			: '';
	return new AiSummaryError(
		text || serverMessage( apiError ) || '',
		apiError.code,
		apiError.status
	);
}

/**
 * The summary in a successful answer, or the failure it stands for: `success: false` with its
 * `error`, or 'AI Summary is unavailable at this moment.' when no summary came back.
 *
 * @param  result     The AI summary object.
 * @param  allowEmpty Whether no summary is fine (preload: nothing cached yet).
 * @throws {AiSummaryError} When the answer holds no summary.
 */
export function summaryFrom(
	result: AiSummaryResult,
	allowEmpty: boolean
): AiSummary | null {
	if ( ! result.success ) {
		throw new AiSummaryError( result.error?.trim() ?? '' );
	}
	if ( result.summary ) {
		return result.summary;
	}
	if ( allowEmpty ) {
		return null;
	}
	throw new AiSummaryError( unavailableText(), 'userfeedback_ai_empty' );
}

/**
 * The text the error state shows: 'Error: {message}', or the spec's text for a failure without
 * one (an empty answer has its own, shown as is).
 *
 * @param error The summary error.
 */
export function aiErrorText( error: AiSummaryError ): string {
	if ( error.code === 'userfeedback_ai_empty' ) {
		return error.message;
	}
	if ( ! error.message ) {
		return fetchFailedText();
	}
	/* translators: %s: the error message from the server. */
	return sprintf( __( 'Error: %s', 'userfeedback' ), error.message );
}

export function isUpgradeRequired( error: unknown ): boolean {
	return (
		( error instanceof AiSummaryError || error instanceof ApiError ) &&
		error.code === 'userfeedback_upgrade_required'
	);
}

// ---------------------------------------------------------------------------------------------
// Paths and fetchers

export function preloadAiSummaryPath( id: number ): string {
	return `${ BASE }/preload-ai-summary/${ id }`;
}

export function aiSummaryPath( id: number ): string {
	return `${ BASE }/ai-summary/${ id }`;
}

export const AI_UPSELL_PATH = `${ BASE }/ai-summary/upsell`;
export const AI_UPSELL_DISMISS_PATH = `${ BASE }/ai-summary/upsell/dismiss`;
export const AI_SETTINGS_PATH = `${ BASE }/ai-settings`;

async function summaryRequest(
	path: string,
	method: 'GET' | 'POST',
	allowEmpty: boolean,
	signal?: AbortSignal
): Promise< AiSummary | null > {
	let result: AiSummaryResult;
	try {
		result = await request< AiSummaryResult >( {
			path,
			method,
			...( signal ? { signal } : {} ),
		} );
	} catch ( error ) {
		throw toAiSummaryError( error );
	}
	return summaryFrom( result, allowEmpty );
}

/**
 * The cached summary of a survey, or null when none is current.
 *
 * @param id     Survey id.
 * @param signal Abort signal.
 */
export function fetchCachedAiSummary(
	id: number,
	signal?: AbortSignal
): Promise< AiSummary | null > {
	return summaryRequest( preloadAiSummaryPath( id ), 'GET', true, signal );
}

/**
 * Makes a new summary (the server replaces its cache). POST: it writes.
 *
 * @param id Survey id.
 */
export async function generateAiSummary( id: number ): Promise< AiSummary > {
	const summary = await summaryRequest( aiSummaryPath( id ), 'POST', false );
	if ( ! summary ) {
		throw new AiSummaryError( unavailableText(), 'userfeedback_ai_empty' );
	}
	return summary;
}

// ---------------------------------------------------------------------------------------------
// Hooks

/**
 * The survey's cached summary: fetched on load and whenever the survey changes (its own key).
 * Under the reporting key, so anything that changes counts (trash, restore, delete) refetches
 * it too. Not retried: a 403 means the upsell, and a provider is never called here.
 *
 * @param id      Survey id.
 * @param enabled False when the site has no access (nothing is fetched).
 */
export function useCachedAiSummary(
	id: number,
	enabled = true
): UseQueryResult< AiSummary | null, AiSummaryError > {
	return useQuery< AiSummary | null, AiSummaryError >( {
		queryKey: queryKeys.aiSummary( id ),
		queryFn: ( { signal } ) => fetchCachedAiSummary( id, signal ),
		enabled,
		retry: false,
	} );
}

/**
 * 'Get AI Summary': a new summary, which then stands as the cached one.
 *
 * @param id Survey id.
 */
export function useGenerateAiSummary(
	id: number
): UseMutationResult< AiSummary, AiSummaryError, void > {
	const client = useQueryClient();
	return useMutation< AiSummary, AiSummaryError, void >( {
		mutationKey: [ ...queryKeys.aiSummary( id ), 'generate' ],
		mutationFn: () => generateAiSummary( id ),
		onSuccess: ( summary ) => {
			client.setQueryData( queryKeys.aiSummary( id ), summary );
		},
	} );
}

/**
 * Whether the current user dismissed the upsell (stored on the server, per user).
 *
 * @param enabled False when the site has access (no upsell to show).
 */
export function useAiUpsell(
	enabled = true
): UseQueryResult< AiUpsellState, ApiError > {
	return useQuery< AiUpsellState, ApiError >( {
		queryKey: queryKeys.aiUpsell,
		queryFn: ( { signal } ) =>
			request< AiUpsellState >( {
				path: AI_UPSELL_PATH,
				method: 'GET',
				...( signal ? { signal } : {} ),
			} ),
		enabled,
		staleTime: Infinity,
	} );
}

/**
 * Dismisses the upsell. Hidden at once; shown again if the server refused.
 */
export function useDismissAiUpsell(): UseMutationResult<
	AiUpsellState,
	ApiError,
	void,
	{ previous: AiUpsellState | undefined }
> {
	const client = useQueryClient();
	return useMutation<
		AiUpsellState,
		ApiError,
		void,
		{ previous: AiUpsellState | undefined }
	>( {
		mutationFn: () =>
			request< AiUpsellState >( {
				path: AI_UPSELL_DISMISS_PATH,
				method: 'POST',
			} ),
		onMutate: async () => {
			await client.cancelQueries( { queryKey: queryKeys.aiUpsell } );
			const previous = client.getQueryData< AiUpsellState >(
				queryKeys.aiUpsell
			);
			client.setQueryData< AiUpsellState >( queryKeys.aiUpsell, {
				upsell_dismissed: true,
			} );
			return { previous };
		},
		onError: ( _error, _vars, context ) => {
			client.setQueryData< AiUpsellState >( queryKeys.aiUpsell, {
				upsell_dismissed: context?.previous?.upsell_dismissed ?? false,
			} );
		},
		onSuccess: ( state ) => {
			client.setQueryData( queryKeys.aiUpsell, state );
		},
	} );
}

/**
 * The AI provider settings (administrators).
 *
 * @param enabled False when the site has no access (nothing is fetched).
 */
export function useAiSettings(
	enabled = true
): UseQueryResult< AiSettings, ApiError > {
	return useQuery< AiSettings, ApiError >( {
		queryKey: queryKeys.aiSettings,
		queryFn: ( { signal } ) =>
			request< AiSettings >( {
				path: AI_SETTINGS_PATH,
				method: 'GET',
				...( signal ? { signal } : {} ),
			} ),
		enabled,
	} );
}

/**
 * Saves AI provider settings. Another provider or model makes every cached summary stale, so
 * the cached summaries are refetched.
 */
export function useSaveAiSettings(): UseMutationResult<
	AiSettings,
	ApiError,
	AiSettingsChanges
> {
	const client = useQueryClient();
	return useMutation< AiSettings, ApiError, AiSettingsChanges >( {
		mutationFn: ( changes ) =>
			request< AiSettings >( {
				path: AI_SETTINGS_PATH,
				method: 'POST',
				data: changes,
			} ),
		onSuccess: ( settings ) => {
			client.setQueryData( queryKeys.aiSettings, settings );
			void client.invalidateQueries( {
				queryKey: queryKeys.aiSummaries,
			} );
		},
	} );
}
