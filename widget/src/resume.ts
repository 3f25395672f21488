/**
 * A response to come back to (surveys with partial saves): the browser keeps, per survey, the
 * response's key and the answers its last save sent, so a visitor who leaves mid-way (another
 * page, a reload) continues the same response where they stopped. The server lets only this
 * browser continue it (its HttpOnly uf_continue_{id} cookie or the origin hash,
 * src/Visitors/ResponseOwnership.php), and that cookie lives a day after the last save: so does
 * what is kept here. Removed when the response completes; an older one is removed the next time
 * a survey shows on the site. localStorage, first-party; nothing here is sent anywhere but in
 * the response's own saves.
 */
import { consents } from './logic/consent';
import type { Answer } from './types';

/** What is kept per survey. */
export interface KeptResponse {
	/** The response's key (a random UUID made in this browser). */
	key: string;
	/** The answers its last save sent. */
	answers: Answer[];
	/** When that save was sent (ms since the epoch). */
	at: number;
}

/** The server's continue cookie lives this long after a save (ResponseOwnership::COOKIE_LIFETIME). */
export const KEEP_MS = 864e5;

const SUFFIX = '-resume';

/**
 * The page's localStorage, or null where the browser refuses it (storage blocked, a sandboxed
 * frame): the survey then simply starts over, as it always did.
 *
 * @param win The window.
 */
export function storageOf( win: Window ): Storage | null {
	try {
		return ( consents( win, 'functional' ) && win.localStorage ) || null;
	} catch {
		return null;
	}
}

/**
 * Removes every kept response older than KEEP_MS (or unreadable): its browser binding has
 * expired, and its answers should not stay in the browser longer than needed.
 *
 * @param storage The page's localStorage.
 * @param now     The time, ms since the epoch.
 */
export function sweepKept( storage: Storage, now: number ): void {
	const stale: string[] = [];
	for ( let i = 0; i < storage.length; i++ ) {
		const name = storage.key( i ) ?? '';
		if ( name.startsWith( 'userfeedback-' ) && name.endsWith( SUFFIX ) ) {
			const kept = parse( storage.getItem( name ) );
			if ( ! kept || now - kept.at >= KEEP_MS ) {
				stale.push( name );
			}
		}
	}
	stale.forEach( ( name ) => storage.removeItem( name ) );
}

function parse( text: string | null ): KeptResponse | null {
	try {
		const v = JSON.parse( text ?? '' ) as KeptResponse;
		return typeof v.key === 'string' &&
			Array.isArray( v.answers ) &&
			typeof v.at === 'number'
			? v
			: null;
	} catch {
		return null;
	}
}

/**
 * The response kept for a survey, if any and not expired (expired ones are removed first).
 *
 * @param storage    The page's localStorage, or null.
 * @param cookieName The survey's cookie name (the key's prefix).
 * @param now        The time, ms since the epoch.
 */
export function readKept(
	storage: Storage | null,
	cookieName: string,
	now: number
): KeptResponse | null {
	if ( ! storage ) {
		return null;
	}
	try {
		sweepKept( storage, now );
		return parse( storage.getItem( cookieName + SUFFIX ) );
	} catch {
		return null;
	}
}

/**
 * Keeps (or, with null, forgets) a survey's response. A full or refusing storage keeps nothing.
 *
 * @param storage    The page's localStorage, or null.
 * @param cookieName The survey's cookie name.
 * @param kept       What to keep; null removes it.
 */
export function writeKept(
	storage: Storage | null,
	cookieName: string,
	kept: KeptResponse | null
): void {
	try {
		if ( kept ) {
			storage?.setItem( cookieName + SUFFIX, JSON.stringify( kept ) );
		} else {
			storage?.removeItem( cookieName + SUFFIX );
		}
	} catch {
		// Quota or privacy settings: the survey simply cannot be resumed.
	}
}
