import { describe, expect, it } from 'vitest';

import {
	evaluateClientRule,
	evaluatePageRules,
	type PageContext,
} from './page-rules';
import type { PageRule } from '../types';

const PAGE = 'https://example.com/pricing/?utm_source=news&ref=abc#plans';

function ctx( over: Partial< PageContext > = {} ): PageContext {
	const cookies = [ 'wp_lang', 'visited' ];
	return {
		url: PAGE,
		referrer: 'https://www.google.com/',
		hasCookie: ( name ) => cookies.includes( name ),
		...over,
	};
}

function rule(
	logic: PageRule[ 'logic' ],
	data: string | null,
	operator: '&&' | '||' = '&&'
): PageRule {
	return { logic, operator, data };
}

// [ sentence, logic, data, context, expected ]
// The logic is a plain string here: the table also holds types no server sends.
const RULES: Array<
	[ string, string, string | null, Partial< PageContext >, boolean ]
> = [
	// page_url_is / page_url_is_not: normalised URLs.
	[
		'URL is: the same URL',
		'page_url_is',
		'https://example.com/pricing/',
		{},
		true,
	],
	[
		'URL is: no trailing slash',
		'page_url_is',
		'https://example.com/pricing',
		{},
		true,
	],
	[
		'URL is: scheme ignored',
		'page_url_is',
		'http://example.com/pricing/',
		{},
		true,
	],
	[
		'URL is: www. ignored',
		'page_url_is',
		'https://www.example.com/pricing/',
		{},
		true,
	],
	[
		'URL is: host case ignored',
		'page_url_is',
		'https://EXAMPLE.com/pricing/',
		{},
		true,
	],
	[
		'URL is: fragment ignored',
		'page_url_is',
		'https://example.com/pricing/#faq',
		{},
		true,
	],
	[
		'URL is: a relative path names a page on this site',
		'page_url_is',
		'/pricing/',
		{},
		true,
	],
	[
		"URL is: the rule's query must match, in any order",
		'page_url_is',
		'https://example.com/pricing/?ref=abc&utm_source=news',
		{},
		true,
	],
	[
		'URL is: a different query in the rule',
		'page_url_is',
		'https://example.com/pricing/?ref=xyz',
		{},
		false,
	],
	[
		'URL is: another page',
		'page_url_is',
		'https://example.com/pricing/team/',
		{},
		false,
	],
	[
		'URL is: another host',
		'page_url_is',
		'https://example.org/pricing/',
		{},
		false,
	],
	[
		'URL is: path case matters',
		'page_url_is',
		'https://example.com/Pricing/',
		{},
		false,
	],
	[
		'URL is: the site root',
		'page_url_is',
		'https://example.com/',
		{ url: 'https://example.com' },
		true,
	],
	[
		'URL is not: the same URL',
		'page_url_is_not',
		'https://example.com/pricing',
		{},
		false,
	],
	[
		'URL is not: another page',
		'page_url_is_not',
		'https://example.com/about/',
		{},
		true,
	],
	[
		'URL is: an invalid URL is in error',
		'page_url_is',
		'http://',
		{},
		false,
	],
	[
		'URL is not: an invalid URL is in error',
		'page_url_is_not',
		'http://',
		{},
		false,
	],
	[
		'Referrer is: an invalid URL is in error',
		'referrer',
		'https://',
		{},
		false,
	],
	// page_url_contains / not_contains: substring of the full URL, case-insensitive.
	[ 'URL contains: a path part', 'page_url_contains', 'pricing', {}, true ],
	[
		'URL contains: case-insensitive',
		'page_url_contains',
		'PRICING',
		{},
		true,
	],
	[
		'URL contains: the query is part of the URL',
		'page_url_contains',
		'utm_source=news',
		{},
		true,
	],
	[
		'URL contains: decoded text',
		'page_url_contains',
		'café',
		{ url: 'https://example.com/caf%C3%A9/' },
		true,
	],
	[ 'URL contains: absent text', 'page_url_contains', 'blog', {}, false ],
	[
		'URL does not contain: absent text',
		'page_url_not_contains',
		'blog',
		{},
		true,
	],
	[
		'URL does not contain: present text',
		'page_url_not_contains',
		'Pricing',
		{},
		false,
	],
	// referrer: same normalisation, matching at path boundaries.
	[
		'Referrer is: the same origin, www. ignored',
		'referrer',
		'https://google.com/',
		{},
		true,
	],
	[
		'Referrer is: a page under the rule URL',
		'referrer',
		'https://example.com/blog/',
		{ referrer: 'https://example.com/blog/post-1/' },
		true,
	],
	[
		'Referrer is: the same page',
		'referrer',
		'https://example.com/blog/post-1',
		{ referrer: 'https://example.com/blog/post-1/' },
		true,
	],
	[
		'Referrer is: not a path-segment prefix',
		'referrer',
		'https://example.com/blog',
		{ referrer: 'https://example.com/blog-news/' },
		false,
	],
	[
		'Referrer is: another host that starts the same',
		'referrer',
		'https://google.com/',
		{ referrer: 'https://google.com.evil.test/' },
		false,
	],
	[
		'Referrer is: no referrer',
		'referrer',
		'https://google.com/',
		{ referrer: '' },
		false,
	],
	// query_parameter_*: the query string without "?", decoded.
	[
		'Query contains: name=value',
		'query_parameter_contains',
		'utm_source=news',
		{},
		true,
	],
	[ 'Query contains: a name', 'query_parameter_contains', 'ref', {}, true ],
	[
		'Query contains: case-insensitive',
		'query_parameter_contains',
		'UTM_SOURCE',
		{},
		true,
	],
	[
		'Query contains: decoded',
		'query_parameter_contains',
		'q=a b',
		{ url: 'https://example.com/?q=a%20b' },
		true,
	],
	[
		'Query contains: "+" is a space',
		'query_parameter_contains',
		'q=a b',
		{ url: 'https://example.com/?q=a+b' },
		true,
	],
	[
		'Query contains: as typed, encoded',
		'query_parameter_contains',
		'q=a%20b',
		{ url: 'https://example.com/?q=a%20b' },
		true,
	],
	[
		'Query contains: the path is not the query',
		'query_parameter_contains',
		'pricing',
		{},
		false,
	],
	[
		'Query contains: the fragment is not the query',
		'query_parameter_contains',
		'plans',
		{},
		false,
	],
	[
		'Query contains: no query',
		'query_parameter_contains',
		'ref',
		{ url: 'https://example.com/' },
		false,
	],
	[
		'Query does not contain: absent',
		'query_parameter_not_contains',
		'gclid',
		{},
		true,
	],
	[
		'Query does not contain: present',
		'query_parameter_not_contains',
		'ref=abc',
		{},
		false,
	],
	[
		'Query does not contain: no query',
		'query_parameter_not_contains',
		'ref',
		{ url: 'https://example.com/' },
		true,
	],
	[
		'Query RegEx: matches',
		'query_parameter_regex',
		'^utm_source=(news|mail)',
		{},
		true,
	],
	[ 'Query RegEx: no match', 'query_parameter_regex', '^ref=', {}, false ],
	[
		'Query RegEx: case-sensitive as written',
		'query_parameter_regex',
		'UTM',
		{},
		false,
	],
	[
		'Query RegEx: /pattern/flags',
		'query_parameter_regex',
		'/UTM_SOURCE=NEWS/i',
		{},
		true,
	],
	[
		'Query RegEx: the g flag keeps no state',
		'query_parameter_regex',
		'/ref/g',
		{},
		true,
	],
	[
		'Query RegEx: an invalid pattern does not match',
		'query_parameter_regex',
		'([a-z',
		{},
		false,
	],
	[
		'Query RegEx: decoded query',
		'query_parameter_regex',
		'q=a b$',
		{ url: 'https://example.com/?q=a%20b' },
		true,
	],
	// cookie_exist / cookie_not_exist: by name.
	[ 'Cookie exists: set', 'cookie_exist', 'wp_lang', {}, true ],
	[ 'Cookie exists: trimmed name', 'cookie_exist', ' wp_lang ', {}, true ],
	[ 'Cookie exists: not set', 'cookie_exist', 'cart', {}, false ],
	[ 'Cookie does not exist: not set', 'cookie_not_exist', 'cart', {}, true ],
	[ 'Cookie does not exist: set', 'cookie_not_exist', 'visited', {}, false ],
	// Empty text: in error in the editor, never true.
	...[
		'page_url_is',
		'page_url_is_not',
		'page_url_contains',
		'page_url_not_contains',
		'referrer',
		'query_parameter_contains',
		'query_parameter_not_contains',
		'query_parameter_regex',
		'cookie_exist',
		'cookie_not_exist',
	].flatMap(
		(
			logic
		): Array<
			[ string, string, string | null, Partial< PageContext >, boolean ]
		> => [
			[ `${ logic } with empty text is in error`, logic, '', {}, false ],
			[
				`${ logic } with blank text is in error`,
				logic,
				'  ',
				{},
				false,
			],
			[ `${ logic } with no data is in error`, logic, null, {}, false ],
		]
	),
	// Unknown types without a result from PHP.
	[ 'an unknown type is false', 'page_is_magic', 'x', {}, false ],
	[
		'a WordPress-only type without a result is false',
		'user_logged_in',
		'logged_in',
		{},
		false,
	],
];

describe( 'evaluateClientRule', () => {
	it.each( RULES )( '%s', ( _name, logic, data, over, expected ) => {
		expect(
			evaluateClientRule(
				rule( logic as PageRule[ 'logic' ], data ),
				ctx( over )
			)
		).toBe( expected );
	} );

	it.each( [
		[ 'user_logged_in', true ],
		[ 'wp_user_roles', false ],
		[ 'page_type', true ],
		[ 'post_type_is', false ],
		[ 'page_url_contains', false ],
	] as Array< [ PageRule[ 'logic' ], boolean ] > )(
		'a result decided by PHP wins: %s → %s',
		( logic, result ) => {
			expect(
				evaluateClientRule(
					{ logic, operator: '&&', data: 'pricing', result },
					ctx()
				)
			).toBe( result );
		}
	);
} );

const T: PageRule = {
	logic: 'page_type',
	operator: '&&',
	data: '1',
	result: true,
};
const F: PageRule = {
	logic: 'page_type',
	operator: '&&',
	data: '1',
	result: false,
};
const and = ( r: PageRule ): PageRule => ( { ...r, operator: '&&' } );
const or = ( r: PageRule ): PageRule => ( { ...r, operator: '||' } );

describe( 'evaluatePageRules: operators && (and), || (or); && binds tighter', () => {
	it.each( [
		[ 'no rules', [], true ],
		[ 'T', [ T ], true ],
		[ 'F', [ F ], false ],
		[ "the first rule's operator is ignored: ||F", [ or( F ) ], false ],
		[
			"the first rule's operator is ignored: ||T && F",
			[ or( T ), and( F ) ],
			false,
		],
		[ 'all conditions met: T && T && T', [ T, and( T ), and( T ) ], true ],
		[
			'one condition not met: T && F && T',
			[ T, and( F ), and( T ) ],
			false,
		],
		[ 'T || F', [ T, or( F ) ], true ],
		[ 'F || T', [ F, or( T ) ], true ],
		[ 'F || F', [ F, or( F ) ], false ],
		[ 'F && T || T = (F && T) || T', [ F, and( T ), or( T ) ], true ],
		[ 'T || T && F = T || (T && F)', [ T, or( T ), and( F ) ], true ],
		[ 'F || T && F = F || (T && F)', [ F, or( T ), and( F ) ], false ],
		[ 'T && F || F && T', [ T, and( F ), or( F ), and( T ) ], false ],
		[ 'T && F || T && T', [ T, and( F ), or( T ), and( T ) ], true ],
	] as Array< [ string, PageRule[], boolean ] > )(
		'%s → %s',
		( _name, rules, expected ) => {
			expect( evaluatePageRules( rules, ctx() ) ).toBe( expected );
		}
	);

	it( 'mixes client rules with rules PHP decided', () => {
		const rules: PageRule[] = [
			{
				logic: 'user_logged_in',
				operator: '&&',
				data: 'out',
				result: true,
			},
			rule( 'page_url_contains', 'pricing', '&&' ),
			rule( 'cookie_not_exist', 'visited', '&&' ),
			rule( 'query_parameter_contains', 'utm_source=news', '||' ),
		];
		expect( evaluatePageRules( rules, ctx() ) ).toBe( true );
		expect(
			evaluatePageRules(
				rules,
				ctx( { url: 'https://example.com/pricing/' } )
			)
		).toBe( false );
	} );
} );
