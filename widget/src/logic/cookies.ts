/**
 * The widget's cookies (visitor.md §3 "Cookie content", §4 "Visitor flow on init", "Open and
 * closed"). Values are JSON, URI-encoded so any JSON text is a valid cookie value.
 */
import { consents } from './consent';

/** What the cookie helpers need of a document; a real `Document` fits. */
export interface CookieDocument {
	cookie: string;
	location?: { protocol: string } | null;
	/** Its window: with the WP Consent API, the visitor's functional consent (consent.ts). */
	defaultView?: Window | null;
}

/** Cookie content: "submitted (boolean), last_response_id". */
export interface SurveyCookie {
	submitted: boolean;
	last_response_id?: number;
}

const MINIMIZED_SUFFIX = '-minimized';

/**
 * Percent-decoded text, or the text as it is when it is not valid percent-encoding.
 *
 * @param s The text.
 */
export function decode( s: string ): string {
	try {
		return decodeURIComponent( s );
	} catch {
		return s;
	}
}

// The raw (still encoded) value of the first cookie with that name, or null.
function rawCookie( doc: CookieDocument, name: string ): string | null {
	for ( const pair of doc.cookie.split( ';' ) ) {
		const eq = pair.indexOf( '=' );
		// A pair without "=" is a cookie with an empty name (RFC 6265 §5.2), not a name.
		if ( eq >= 0 && decode( pair.slice( 0, eq ).trim() ) === name ) {
			return pair.slice( eq + 1 ).trim();
		}
	}
	return null;
}

/**
 * A cookie's text, percent-decoded, or null when it is not set (a hidden field's `cookie` source).
 *
 * @param doc  The document whose cookies are read.
 * @param name The cookie name, as set.
 */
export function cookieText( doc: CookieDocument, name: string ): string | null {
	const raw = rawCookie( doc, name );
	return raw === null ? null : decode( raw );
}

/**
 * Whether a cookie of that name is set (any value).
 *
 * @param doc  The document whose cookies are read.
 * @param name The cookie name, as set.
 */
export function hasCookie( doc: CookieDocument, name: string ): boolean {
	return rawCookie( doc, name ) !== null;
}

/**
 * A cookie's JSON value. "A cookie that cannot be parsed is ignored": missing and unparsable
 * both give null.
 *
 * @param doc  The document whose cookies are read.
 * @param name The cookie name.
 */
export function readJsonCookie(
	doc: CookieDocument,
	name: string
): unknown | null {
	const raw = rawCookie( doc, name );
	if ( raw === null ) {
		return null;
	}
	try {
		return JSON.parse( decodeURIComponent( raw ) );
	} catch {
		return null;
	}
}

/**
 * "Cookie lifetime: session-long unless days are given; path /." SameSite=Lax as the cookie is
 * only read by the page itself; Secure on https pages. Nothing is written without the visitor's
 * functional consent where the WP Consent API is active (consent.ts).
 *
 * @param doc   The document to set the cookie on.
 * @param name  The cookie name.
 * @param value Any JSON-serialisable value.
 * @param days  Lifetime in days; a session cookie when omitted.
 */
export function writeJsonCookie(
	doc: CookieDocument,
	name: string,
	value: unknown,
	days?: number
): void {
	const win = doc.defaultView;
	if ( win && ! consents( win, 'functional' ) ) {
		return;
	}
	let cookie = `${ encodeURIComponent( name ) }=${ encodeURIComponent(
		JSON.stringify( value ) ?? 'null'
	) }; path=/; SameSite=Lax`;
	if ( days !== undefined ) {
		cookie += `; expires=${ new Date(
			Date.now() + days * 864e5
		).toUTCString() }`;
	}
	if ( doc.location?.protocol === 'https:' ) {
		cookie += '; Secure';
	}
	doc.cookie = cookie;
}

/**
 * The survey cookie, or null when missing or not of the expected shape. `submitted` decides
 * whether the survey shows again, so it must be a boolean; a `last_response_id` that is not a
 * number is dropped rather than voiding the cookie, so a visitor who submitted is not asked
 * again.
 *
 * @param doc  The document whose cookies are read.
 * @param name The survey's cookie name.
 */
export function readSurveyCookie(
	doc: CookieDocument,
	name: string
): SurveyCookie | null {
	const v = readJsonCookie( doc, name );
	if (
		typeof v !== 'object' ||
		v === null ||
		typeof ( v as SurveyCookie ).submitted !== 'boolean'
	) {
		return null;
	}
	const { submitted, last_response_id: id } = v as SurveyCookie;
	return typeof id === 'number' && Number.isFinite( id )
		? { submitted, last_response_id: id }
		: { submitted };
}

/**
 * "Named from the survey's cookie name plus a minimised suffix."
 *
 * @param cookieName The survey's cookie name.
 */
export function minimizedCookieName( cookieName: string ): string {
	return cookieName + MINIMIZED_SUFFIX;
}

/**
 * The remembered open/closed state, or null when none is stored (use the settings' default).
 *
 * @param doc        The document whose cookies are read.
 * @param cookieName The survey's cookie name (the suffix is added here).
 */
export function readMinimized(
	doc: CookieDocument,
	cookieName: string
): boolean | null {
	const v = readJsonCookie( doc, minimizedCookieName( cookieName ) );
	return typeof v === 'boolean' ? v : null;
}

/**
 * Remembers the open/closed state for the session.
 *
 * @param doc        The document to set the cookie on.
 * @param cookieName The survey's cookie name (the suffix is added here).
 * @param minimized  True when the panel is closed.
 */
export function writeMinimized(
	doc: CookieDocument,
	cookieName: string,
	minimized: boolean
): void {
	writeJsonCookie( doc, minimizedCookieName( cookieName ), minimized );
}

/** The survey fields that name its cookie. */
export interface CookieNamed {
	id: number;
	cookie_name?: string;
}

/**
 * "cookie_name (defaults to the text userfeedback- plus the id)".
 *
 * @param survey The survey; an empty cookie_name counts as unset.
 */
export function cookieNameFor( survey: CookieNamed ): string {
	return survey.cookie_name || `userfeedback-${ survey.id }`;
}
