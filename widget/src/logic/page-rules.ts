/**
 * Advanced page targeting (visitor.md §5 "Targeting"). PHP decides the rules only WordPress knows
 * and sends their `result`; the widget decides the rules about the URL, referrer and cookies.
 */
import type { PageRule } from '../types';
import { decode } from './cookies';

export interface PageContext {
	/** The page's full URL (location.href). */
	url: string;
	/** document.referrer: '' when the browser sends none. */
	referrer: string;
	hasCookie: ( name: string ) => boolean;
}

// Relative text ("/pricing/") resolves against the page, so it names a page on this site.
function parse( text: string, base?: string ): URL | null {
	try {
		return new URL( text, base );
	} catch {
		return null;
	}
}

// Host and path identify the page. The scheme is ignored (a site answers on http and https
// alike), so are "www." (sites redirect one to the other), a trailing slash (WordPress redirects
// to its canonical form) and the fragment (never sent to the server, it is not another page).
function hostPath( u: URL ): string {
	return u.host.replace( /^www\./, '' ) + u.pathname.replace( /\/+$/, '' );
}

function sortedQuery( u: URL ): string {
	const q = new URLSearchParams( u.search );
	q.sort();
	return q.toString();
}

// A rule URL with a query must match it too (in any parameter order); one without a query
// matches the page whatever its query, since the query-parameter rules are there for that.
// A referrer matches at path-segment boundaries: a cross-origin referrer is usually cut to its
// origin by the browser's referrer policy, and "https://example.com/blog/" should match any post
// under it; "https://example.com/blog" does not match "/blog-news".
// Null when either URL does not parse: then neither "is" nor "is not" holds.
function urlMatches(
	ruleUrl: string,
	actual: string,
	prefix: boolean
): boolean | null {
	const a = parse( actual );
	const r = a && parse( ruleUrl, a.href );
	if ( ! a || ! r ) {
		return null;
	}
	const rp = hostPath( r );
	const ap = hostPath( a );
	return (
		( ap === rp || ( prefix && ap.startsWith( rp + '/' ) ) ) &&
		( ! r.search || sortedQuery( r ) === sortedQuery( a ) )
	);
}

// Case-insensitive, on the text as sent and decoded, so "café" matches "caf%C3%A9" and an
// encoded "%3D" in the rule's text matches as typed.
function containsText( haystack: string, needle: string ): boolean {
	const n = needle.toLowerCase();
	return [ haystack, decode( haystack.replace( /\+/g, ' ' ) ) ].some( ( h ) =>
		h.toLowerCase().includes( n )
	);
}

function query( url: string ): string {
	return parse( url )?.search.slice( 1 ) ?? '';
}

// "/pattern/flags" is accepted as well as a bare pattern (admins used to PHP write delimiters);
// g and y are dropped as they make test() stateful. An invalid pattern never matches.
function regexMatches( text: string, q: string ): boolean {
	const m = /^\/(.+)\/([a-z]*)$/.exec( text );
	try {
		const re = m
			? new RegExp( m[ 1 ], m[ 2 ].replace( /[gy]/g, '' ) )
			: new RegExp( text );
		return re.test( q ) || re.test( decode( q.replace( /\+/g, ' ' ) ) );
	} catch {
		return false;
	}
}

/**
 * One rule. A `result` from PHP wins; otherwise only the client rule types are known (any other
 * is false), and a rule with no text is false (the editor flags it as an error, and a broken
 * rule must not widen targeting). Text is trimmed: stray spaces are never meant.
 *
 * @param rule The rule.
 * @param ctx  The page's URL, referrer and cookies.
 */
export function evaluateClientRule(
	rule: PageRule,
	ctx: PageContext
): boolean {
	if ( typeof rule.result === 'boolean' ) {
		return rule.result;
	}
	const text = ( rule.data ?? '' ).trim();
	if ( ! text ) {
		return false;
	}
	switch ( rule.logic ) {
		case 'page_url_is':
			return urlMatches( text, ctx.url, false ) === true;
		case 'page_url_is_not':
			return urlMatches( text, ctx.url, false ) === false;
		case 'page_url_contains':
			return containsText( ctx.url, text );
		case 'page_url_not_contains':
			return ! containsText( ctx.url, text );
		case 'referrer':
			return urlMatches( text, ctx.referrer, true ) === true;
		case 'query_parameter_contains':
			return containsText( query( ctx.url ), text );
		case 'query_parameter_not_contains':
			return ! containsText( query( ctx.url ), text );
		case 'query_parameter_regex':
			return regexMatches( text, query( ctx.url ) );
		case 'cookie_exist':
			return ctx.hasCookie( text );
		case 'cookie_not_exist':
			return ! ctx.hasCookie( text );
	}
	return false;
}

/**
 * A rule's operator joins it to the rule before (the first one's is ignored). && binds tighter
 * than ||, as in the expression the builder shows: the list is OR-groups of AND-ed rules. With
 * only && operators this is "shows only if all conditions are met". No rules: no restriction.
 *
 * @param rules The survey's page rules.
 * @param ctx   The page's URL, referrer and cookies.
 */
export function evaluatePageRules(
	rules: PageRule[],
	ctx: PageContext
): boolean {
	let anyGroup = false;
	let group = true;
	rules.forEach( ( rule, i ) => {
		if ( i > 0 && rule.operator === '||' ) {
			anyGroup = anyGroup || group;
			group = true;
		}
		group = group && evaluateClientRule( rule, ctx );
	} );
	return rules.length === 0 || anyGroup || group;
}
