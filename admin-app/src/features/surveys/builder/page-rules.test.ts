import { describe, expect, it } from 'vitest';

import type { PageRule, PageRuleType } from '../../../data/survey-types';
import {
	RULE_TYPES,
	addRule,
	canRemoveRule,
	changeRuleType,
	defaultRule,
	initialRules,
	isValidRegex,
	isValidUrl,
	offeredOperators,
	removeRule,
	ruleError,
	ruleKind,
	ruleLookup,
	rulePlaceholder,
	ruleTypeLabel,
	rulesValid,
} from './page-rules';
import { deepFreeze } from './test/deep-freeze';

function rule(
	logic: PageRuleType,
	data: PageRule[ 'data' ] = null,
	operator: PageRule[ 'operator' ] = '&&'
): PageRule {
	return { logic, operator, data };
}

describe( 'RULE_TYPES (visitor §5 "Rule types offered: User Status, User Role, Type of Page, Page or Post is / is Not, …")', () => {
	// [ value, label, kind, lookup, placeholder ]
	const table: Array<
		[ PageRuleType, string, string, string | null, string ]
	> = [
		[ 'user_logged_in', 'User Status', 'select', 'user_logged_in', '' ],
		[ 'wp_user_roles', 'User Role', 'select', 'wp_user_roles', '' ],
		[ 'page_type', 'Type of Page', 'select', 'wp_page_type', '' ],
		[ 'page_is', 'Page or Post is', 'select', 'search', '' ],
		[ 'page_is_not', 'Page or Post is Not', 'select', 'search', '' ],
		[ 'post_type_is', 'Post Type is', 'select', 'post_type', '' ],
		[ 'post_type_is_not', 'Post Type is Not', 'select', 'post_type', '' ],
		[ 'taxonomy_is', 'Taxonomy Page is', 'select', 'taxonomy', '' ],
		[ 'taxonomy_is_not', 'Taxonomy Page is Not', 'select', 'taxonomy', '' ],
		[
			'taxonomy_term_is',
			'Taxonomy Term is',
			'select',
			'taxonomy_term',
			'',
		],
		[
			'taxonomy_term_is_not',
			'Taxonomy Term is Not',
			'select',
			'taxonomy_term',
			'',
		],
		[ 'referrer', 'Referrer is', 'url', null, 'https://' ],
		[
			'query_parameter_contains',
			'Query Parameter Contains',
			'text',
			null,
			'Enter Query Parameter',
		],
		[
			'query_parameter_not_contains',
			'Query Parameter Does Not Contain',
			'text',
			null,
			'Enter Query Parameter',
		],
		[
			'query_parameter_regex',
			'Query Parameter RegEx',
			'text',
			null,
			'Enter RegEx',
		],
		[ 'cookie_exist', 'Cookie Exists', 'text', null, 'Enter Cookie Name' ],
		[
			'cookie_not_exist',
			'Cookie Does Not Exist',
			'text',
			null,
			'Enter Cookie Name',
		],
		[ 'page_url_is', 'Page URL is', 'url', null, 'https://' ],
		[ 'page_url_is_not', 'Page URL is Not', 'url', null, 'https://' ],
		[
			'page_url_contains',
			'Page URL Contains',
			'text',
			null,
			'Type a String',
		],
		[
			'page_url_not_contains',
			'Page URL Does Not Contain',
			'text',
			null,
			'Type a String',
		],
	];
	it( 'lists the 21 types in the spec\u2019s order', () => {
		expect( RULE_TYPES.map( ( t ) => t.value ) ).toEqual(
			table.map( ( row ) => row[ 0 ] )
		);
	} );
	it.each( table )(
		'%s: "%s", %s, lookup %s, placeholder %j',
		( value, label, kind, lookup, placeholder ) => {
			expect( ruleTypeLabel( value ) ).toBe( label );
			expect( ruleKind( value ) ).toBe( kind );
			expect( ruleLookup( value ) ).toBe( lookup );
			expect( rulePlaceholder( value ) ).toBe( placeholder );
		}
	);
} );

describe( 'defaultRule and changeRuleType (visitor §4 "A list starts with one default rule of type page_type with operator AND. Switching a rule\u2019s type resets its data (empty text for referrer, page_url_is and page_url_is_not; otherwise null)")', () => {
	it( 'starts as page_type with AND and no data', () => {
		expect( defaultRule() ).toEqual( {
			logic: 'page_type',
			operator: '&&',
			data: null,
		} );
	} );
	it.each( [
		[ 'referrer', '' ],
		[ 'page_url_is', '' ],
		[ 'page_url_is_not', '' ],
		[ 'page_url_contains', null ],
		[ 'cookie_exist', null ],
		[ 'query_parameter_regex', null ],
		[ 'page_is', null ],
		[ 'user_logged_in', null ],
	] as const )( 'switching to %s resets data to %j', ( logic, data ) => {
		const from = deepFreeze(
			rule( 'page_type', { id: 'front_page', label: 'Front Page' }, '||' )
		);
		expect( changeRuleType( from, logic ) ).toEqual( {
			logic,
			operator: '||',
			data,
		} );
	} );
	it( 'choosing the same type keeps the data', () => {
		const from = deepFreeze( rule( 'cookie_exist', 'seen' ) );
		expect( changeRuleType( from, 'cookie_exist' ) ).toEqual( from );
	} );
	it( 'initialRules gives one default rule for an empty list', () => {
		expect( initialRules( [] ) ).toEqual( [ defaultRule() ] );
		expect( initialRules( [ rule( 'cookie_exist', 'x' ) ] ) ).toEqual( [
			rule( 'cookie_exist', 'x' ),
		] );
	} );
} );

describe( 'isValidUrl', () => {
	it.each( [
		[ 'https://example.com', true ],
		[ 'http://example.com/path?x=1#y', true ],
		[ '  https://example.com/  ', true ],
		[ 'https://', false ],
		[ 'example.com', false ],
		[ '/relative/path', false ],
		[ 'ftp://example.com', false ],
		[ 'javascript:alert(1)', false ],
		[ 'https://exa mple.com', false ],
		[ '', false ],
	] )( '%j → %s', ( text, valid ) => {
		expect( isValidUrl( text ) ).toBe( valid );
	} );
} );

describe( 'isValidRegex', () => {
	it.each( [
		[ 'utm_source=news', true ],
		[ '^ref=(a|b)$', true ],
		[ '/ref=a/i', true ],
		[ '/ref=a/gi', true ],
		[ '(unclosed', false ],
		[ '/x/q', false ],
	] )( '%j → %s', ( text, valid ) => {
		expect( isValidRegex( text ) ).toBe( valid );
	} );
} );

describe( 'ruleError (visitor §5 "Targeting")', () => {
	it.each( [
		// "Rules of type referrer, page_url_is and page_url_is_not need a valid URL"
		[ rule( 'referrer', '' ), true ],
		[ rule( 'referrer', 'https://google.com' ), false ],
		[ rule( 'page_url_is', 'not a url' ), true ],
		[ rule( 'page_url_is', 'https://example.com/about' ), false ],
		[ rule( 'page_url_is_not', null ), true ],
		// "page_url_contains, … cookie_not_exist are in error when empty"
		[ rule( 'page_url_contains', null ), true ],
		[ rule( 'page_url_contains', '  ' ), true ],
		[ rule( 'page_url_contains', '/blog' ), false ],
		[ rule( 'page_url_not_contains', '' ), true ],
		[ rule( 'query_parameter_contains', 'utm' ), false ],
		[ rule( 'query_parameter_not_contains', '' ), true ],
		[ rule( 'query_parameter_regex', '' ), true ],
		[ rule( 'query_parameter_regex', '^utm_' ), false ],
		[ rule( 'query_parameter_regex', '(broken' ), true ],
		[ rule( 'cookie_exist', 'seen' ), false ],
		[ rule( 'cookie_not_exist', null ), true ],
		// "Select-type rules … are in error when enabled with no selection"
		[ rule( 'page_type', null ), true ],
		[
			rule( 'page_type', { id: 'front_page', label: 'Front Page' } ),
			false,
		],
		[ rule( 'page_is', { id: 12, label: 'About' } ), false ],
		[ rule( 'page_is', { id: 0, label: 'Zero' } ), false ],
		[ rule( 'page_is', { id: '', label: '' } ), true ],
		[ rule( 'wp_user_roles', 'editor' ), false ],
		[ rule( 'taxonomy_term_is', '' ), true ],
	] )( '%j → error %s', ( r, error ) => {
		expect( ruleError( r ) ).toBe( error );
	} );

	it.each( [
		[ 'no rules', [], false ],
		[ 'one valid', [ rule( 'cookie_exist', 'a' ) ], true ],
		[
			'one invalid',
			[ rule( 'cookie_exist', 'a' ), rule( 'page_type' ) ],
			false,
		],
	] )( 'rulesValid: %s → %s', ( _name, rules, valid ) => {
		expect( rulesValid( rules ) ).toBe( valid );
	} );
} );

describe( 'rule list (visitor §4 "The first rule cannot be removed. Once the second rule has an operator, only that operator\u2019s add button is offered.")', () => {
	it.each( [
		[ 0, false ],
		[ 1, true ],
		[ 5, true ],
	] )( 'rule %d removable: %s', ( index, removable ) => {
		expect( canRemoveRule( index ) ).toBe( removable );
	} );

	it.each( [
		[ 'no rules', [], [ '&&', '||' ] ],
		[ 'one rule', [ rule( 'page_type' ) ], [ '&&', '||' ] ],
		[
			'one rule with OR (first operator ignored)',
			[ rule( 'page_type', null, '||' ) ],
			[ '&&', '||' ],
		],
		[
			'second rule AND',
			[ rule( 'page_type' ), rule( 'page_is', null, '&&' ) ],
			[ '&&' ],
		],
		[
			'second rule OR',
			[ rule( 'page_type' ), rule( 'page_is', null, '||' ) ],
			[ '||' ],
		],
		[
			'third differs: the second decides',
			[
				rule( 'page_type' ),
				rule( 'page_is', null, '||' ),
				rule( 'referrer', '', '&&' ),
			],
			[ '||' ],
		],
	] as const )( 'offeredOperators: %s → %j', ( _name, rules, operators ) => {
		expect( offeredOperators( rules ) ).toEqual( operators );
	} );

	it.each( [
		[ 'AND to one rule', [ defaultRule() ], '&&', 2 ],
		[ 'OR to one rule', [ defaultRule() ], '||', 2 ],
		[
			'OR when the second is AND: not offered, nothing added',
			[ defaultRule(), rule( 'page_is', null, '&&' ) ],
			'||',
			2,
		],
		[
			'AND when the second is AND',
			[ defaultRule(), rule( 'page_is', null, '&&' ) ],
			'&&',
			3,
		],
	] as const )( 'addRule: %s', ( _name, rules, operator, length ) => {
		const result = addRule( deepFreeze( [ ...rules ] ), operator );
		expect( result ).toHaveLength( length );
		if ( length > rules.length ) {
			expect( result[ length - 1 ] ).toEqual( {
				logic: 'page_type',
				operator,
				data: null,
			} );
		}
	} );

	it.each( [
		[ 0, [ 'page_type', 'page_is', 'referrer' ] ],
		[ 1, [ 'page_type', 'referrer' ] ],
		[ 2, [ 'page_type', 'page_is' ] ],
	] as const )( 'removeRule %d → %j', ( index, logics ) => {
		const rules = deepFreeze( [
			defaultRule(),
			rule( 'page_is' ),
			rule( 'referrer', '' ),
		] );
		expect( removeRule( rules, index ).map( ( r ) => r.logic ) ).toEqual(
			logics
		);
	} );
} );

describe( 'purity', () => {
	it( 'never changes its inputs', () => {
		const rules = deepFreeze( [
			rule( 'page_is', { id: 1, label: 'Home' } ),
			rule( 'cookie_exist', 'x', '||' ),
		] );
		const before = structuredClone( rules );
		const added = addRule( rules, '||' );
		( added[ 0 ].data as { label: string } ).label = 'changed';
		removeRule( rules, 1 );
		changeRuleType( rules[ 0 ], 'referrer' );
		initialRules( rules ).pop();
		expect( rules ).toEqual( before );
	} );
} );
