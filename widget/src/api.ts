/**
 * The two visitor calls (visitor.md §7). A tiny fetch client that never throws: the visitor sees
 * no error either way (spec §8), so callers only learn whether it worked.
 */
import type { ResponseBody } from './types';

/** Browsers refuse keepalive requests whose bodies exceed 64 KiB in total. */
const KEEPALIVE_MAX = 60000;

function post( url: string, body?: unknown ): Promise< Response | null > {
	const json = body ? JSON.stringify( body ) : undefined;
	return fetch( url, {
		method: 'POST',
		// keepalive: the request still completes when a redirect or tab close follows at once;
		// a long survey's answers may exceed its limit and go as a plain request.
		keepalive: ! json || json.length < KEEPALIVE_MAX,
		credentials: 'same-origin',
		headers: json ? { 'Content-Type': 'application/json' } : undefined,
		body: json,
	} ).catch( () => null );
}

function endpoint( restUrl: string, surveyId: number, path: string ): string {
	return `${ restUrl.replace( /\/?$/, '/' ) }surveys/${ surveyId }/${ path }`;
}

/**
 * Counts today's impression; the answer is not used (spec §7).
 * @param restUrl  The userfeedback/v1 base URL.
 * @param surveyId The survey.
 * @param nonce    The survey's token.
 */
export function sendImpression(
	restUrl: string,
	surveyId: number,
	nonce: string
): void {
	const url = endpoint( restUrl, surveyId, 'impression' );
	void post(
		`${ url }${ url.includes( '?' ) ? '&' : '?' }nonce=${ encodeURIComponent(
			nonce
		) }`
	);
}

/**
 * What sendResponse() answers when the server says this person already answered a survey that
 * takes one answer each (409 userfeedback_already_answered), or used the personal link they
 * opened it with in another tab (409 userfeedback_link_used): no response id is 0.
 */
export const ANSWERED_BEFORE = 0;

/**
 * Stores a response, or one save of it: the server keeps every save with the same response_key
 * as one response, so the retry after a lost reply stores nothing twice. One retry after 2 s for
 * network failures and 5xx; a 4xx (stale page, rate limit) is final.
 *
 * @param restUrl    The userfeedback/v1 base URL.
 * @param surveyId   The survey.
 * @param body       Answers, page, token, key, shown questions and whether it is the last save.
 * @param retryDelay Milliseconds before the one retry.
 * @return The response id, ANSWERED_BEFORE, or null when it was not stored.
 */
export async function sendResponse(
	restUrl: string,
	surveyId: number,
	body: ResponseBody,
	retryDelay = 2000
): Promise< number | null > {
	const url = endpoint( restUrl, surveyId, 'responses' );
	for ( let attempt = 0; attempt < 2; attempt++ ) {
		const response = await post( url, body );
		if ( response && response.status < 500 ) {
			const data = ( await response.json().catch( () => null ) ) as {
				id?: unknown;
				code?: unknown;
			} | null;
			if (
				response.status === 409 &&
				/answered|link_used/.test( String( data?.code ) )
			) {
				return ANSWERED_BEFORE;
			}
			return response.ok && typeof data?.id === 'number' ? data.id : null;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, retryDelay ) );
	}
	return null;
}

/** A poll's current results (GET surveys/{id}/poll); counts null until min_votes voted. */
export interface PollResults {
	total: number;
	counts: number[] | null;
	min_votes: number;
}

/**
 * Reads a poll's current results (a few seconds old at most); null when they cannot be read.
 * Sent without cookies: the answer is the same for every visitor, so caches may keep it.
 *
 * @param restUrl  The userfeedback/v1 base URL.
 * @param surveyId The poll.
 * @param nonce    The survey's token.
 */
export async function fetchPoll(
	restUrl: string,
	surveyId: number,
	nonce: string
): Promise< PollResults | null > {
	const url = endpoint( restUrl, surveyId, 'poll' );
	const response = await fetch(
		`${ url }${ url.includes( '?' ) ? '&' : '?' }nonce=${ encodeURIComponent(
			nonce
		) }`,
		{ credentials: 'omit' }
	).catch( () => null );
	return response?.ok
		? ( ( await response
				.json()
				.catch( () => null ) ) as PollResults | null )
		: null;
}
