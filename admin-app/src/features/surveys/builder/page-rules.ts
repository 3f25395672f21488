/**
 * The page-rule editor's logic, without React (spec visitor §2 "Page-rule builder", §4 "Page
 * rules", §5 "Targeting"). Every function is pure: it returns new objects and never changes its
 * inputs.
 */
import { __ } from '@wordpress/i18n';

import type { PageRule, PageRuleType } from '../../../data/survey-types';

/** How a rule's value is entered. */
export type RuleKind = 'select' | 'url' | 'text';

/**
 * Where a select rule's choices come from: a logic_type of GET userfeedback/v1/logic-type, or
 * 'search' for GET userfeedback/v1/search (pages and posts).
 */
export type RuleLookup =
	| 'user_logged_in'
	| 'wp_user_roles'
	| 'wp_page_type'
	| 'post_type'
	| 'taxonomy'
	| 'taxonomy_term'
	| 'search';

export type RuleOperator = PageRule[ 'operator' ];

export interface RuleTypeInfo {
	value: PageRuleType;
	kind: RuleKind;
	/** Select rules only. */
	lookup: RuleLookup | null;
}

/** The rule types in the spec's order ("Rule types offered", visitor §5). */
export const RULE_TYPES: readonly RuleTypeInfo[] = [
	{ value: 'user_logged_in', kind: 'select', lookup: 'user_logged_in' },
	{ value: 'wp_user_roles', kind: 'select', lookup: 'wp_user_roles' },
	{ value: 'page_type', kind: 'select', lookup: 'wp_page_type' },
	{ value: 'page_is', kind: 'select', lookup: 'search' },
	{ value: 'page_is_not', kind: 'select', lookup: 'search' },
	{ value: 'post_type_is', kind: 'select', lookup: 'post_type' },
	{ value: 'post_type_is_not', kind: 'select', lookup: 'post_type' },
	{ value: 'taxonomy_is', kind: 'select', lookup: 'taxonomy' },
	{ value: 'taxonomy_is_not', kind: 'select', lookup: 'taxonomy' },
	{ value: 'taxonomy_term_is', kind: 'select', lookup: 'taxonomy_term' },
	{ value: 'taxonomy_term_is_not', kind: 'select', lookup: 'taxonomy_term' },
	{ value: 'referrer', kind: 'url', lookup: null },
	{ value: 'query_parameter_contains', kind: 'text', lookup: null },
	{ value: 'query_parameter_not_contains', kind: 'text', lookup: null },
	{ value: 'query_parameter_regex', kind: 'text', lookup: null },
	{ value: 'cookie_exist', kind: 'text', lookup: null },
	{ value: 'cookie_not_exist', kind: 'text', lookup: null },
	{ value: 'page_url_is', kind: 'url', lookup: null },
	{ value: 'page_url_is_not', kind: 'url', lookup: null },
	{ value: 'page_url_contains', kind: 'text', lookup: null },
	{ value: 'page_url_not_contains', kind: 'text', lookup: null },
];

function info( logic: PageRuleType ): RuleTypeInfo | undefined {
	return RULE_TYPES.find( ( t ) => t.value === logic );
}

/**
 * A rule type's name in the rule-type dropdown.
 *
 * @param logic The rule type.
 */
export function ruleTypeLabel( logic: PageRuleType ): string {
	switch ( logic ) {
		case 'user_logged_in':
			return __( 'User Status', 'userfeedback' );
		case 'wp_user_roles':
			return __( 'User Role', 'userfeedback' );
		case 'page_type':
			return __( 'Type of Page', 'userfeedback' );
		case 'page_is':
			return __( 'Page or Post is', 'userfeedback' );
		case 'page_is_not':
			return __( 'Page or Post is Not', 'userfeedback' );
		case 'post_type_is':
			return __( 'Post Type is', 'userfeedback' );
		case 'post_type_is_not':
			return __( 'Post Type is Not', 'userfeedback' );
		case 'taxonomy_is':
			return __( 'Taxonomy Page is', 'userfeedback' );
		case 'taxonomy_is_not':
			return __( 'Taxonomy Page is Not', 'userfeedback' );
		case 'taxonomy_term_is':
			return __( 'Taxonomy Term is', 'userfeedback' );
		case 'taxonomy_term_is_not':
			return __( 'Taxonomy Term is Not', 'userfeedback' );
		case 'referrer':
			return __( 'Referrer is', 'userfeedback' );
		case 'query_parameter_contains':
			return __( 'Query Parameter Contains', 'userfeedback' );
		case 'query_parameter_not_contains':
			return __( 'Query Parameter Does Not Contain', 'userfeedback' );
		case 'query_parameter_regex':
			return __( 'Query Parameter RegEx', 'userfeedback' );
		case 'cookie_exist':
			return __( 'Cookie Exists', 'userfeedback' );
		case 'cookie_not_exist':
			return __( 'Cookie Does Not Exist', 'userfeedback' );
		case 'page_url_is':
			return __( 'Page URL is', 'userfeedback' );
		case 'page_url_is_not':
			return __( 'Page URL is Not', 'userfeedback' );
		case 'page_url_contains':
			return __( 'Page URL Contains', 'userfeedback' );
		case 'page_url_not_contains':
			return __( 'Page URL Does Not Contain', 'userfeedback' );
	}
}

/**
 * How a rule type's value is entered; an unknown type (from old data) is a text rule.
 *
 * @param logic The rule type.
 */
export function ruleKind( logic: PageRuleType ): RuleKind {
	return info( logic )?.kind ?? 'text';
}

/**
 * Where a select rule's choices come from (null for text and URL rules).
 *
 * @param logic The rule type.
 */
export function ruleLookup( logic: PageRuleType ): RuleLookup | null {
	return info( logic )?.lookup ?? null;
}

/**
 * The value input's placeholder (visitor §5 "Placeholders"); '' for select rules.
 *
 * @param logic The rule type.
 */
export function rulePlaceholder( logic: PageRuleType ): string {
	switch ( logic ) {
		case 'referrer':
		case 'page_url_is':
		case 'page_url_is_not':
			return __( 'https://', 'userfeedback' );
		case 'page_url_contains':
		case 'page_url_not_contains':
			return __( 'Type a String', 'userfeedback' );
		case 'query_parameter_contains':
		case 'query_parameter_not_contains':
			return __( 'Enter Query Parameter', 'userfeedback' );
		case 'query_parameter_regex':
			return __( 'Enter RegEx', 'userfeedback' );
		case 'cookie_exist':
		case 'cookie_not_exist':
			return __( 'Enter Cookie Name', 'userfeedback' );
		default:
			return '';
	}
}

/** "A list starts with one default rule of type page_type with operator AND." */
export function defaultRule(): PageRule {
	return { logic: 'page_type', operator: '&&', data: null };
}

/**
 * The rule with another type; its data is reset: empty text for referrer, page_url_is and
 * page_url_is_not, null otherwise (visitor §4). Choosing the type it already has changes nothing.
 *
 * @param rule  The rule.
 * @param logic The new type.
 */
export function changeRuleType(
	rule: PageRule,
	logic: PageRuleType
): PageRule {
	if ( rule.logic === logic ) {
		return copyRule( rule );
	}
	return {
		logic,
		operator: rule.operator,
		data: ruleKind( logic ) === 'url' ? '' : null,
	};
}

function copyRule( rule: PageRule ): PageRule {
	return {
		...rule,
		data:
			rule.data && typeof rule.data === 'object'
				? { ...rule.data }
				: rule.data,
	};
}

/**
 * Whether text is an absolute http or https URL with a host (the spec's "URL validity helper",
 * whose rule is not shown).
 *
 * @param text The text.
 */
export function isValidUrl( text: string ): boolean {
	const value = text.trim();
	if ( value === '' || /\s/.test( value ) ) {
		return false;
	}
	try {
		const url = new URL( value );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}

/**
 * Whether a RegEx rule's text is a pattern the widget can use: a bare pattern or /pattern/flags,
 * as the widget reads it (widget/src/logic/page-rules.ts); an invalid one never matches there.
 *
 * @param text The pattern.
 */
export function isValidRegex( text: string ): boolean {
	const m = /^\/(.+)\/([a-z]*)$/.exec( text );
	try {
		if ( m ) {
			// eslint-disable-next-line no-new
			new RegExp( m[ 1 ], m[ 2 ].replace( /[gy]/g, '' ) );
		} else {
			// eslint-disable-next-line no-new
			new RegExp( text );
		}
		return true;
	} catch {
		return false;
	}
}

function dataText( data: PageRule[ 'data' ] ): string {
	return typeof data === 'string' ? data.trim() : '';
}

/**
 * Whether a rule's input is marked as an error (visitor §5): URL rules need a valid URL; text rules
 * need text (and a RegEx rule a valid pattern); select rules need a selection (a picked item
 * with an id; the server also accepts a bare id).
 *
 * @param rule The rule.
 */
export function ruleError( rule: PageRule ): boolean {
	switch ( ruleKind( rule.logic ) ) {
		case 'url':
			return ! isValidUrl( dataText( rule.data ) );
		case 'text': {
			const text = dataText( rule.data );
			return (
				text === '' ||
				( rule.logic === 'query_parameter_regex' &&
					! isValidRegex( text ) )
			);
		}
		case 'select': {
			const { data } = rule;
			if ( data && typeof data === 'object' ) {
				return String( data.id ).trim() === '';
			}
			return dataText( data ) === '';
		}
	}
}

/**
 * Whether every rule is filled in correctly; an empty list is not (the server refuses advanced
 * targeting without rules).
 *
 * @param rules The rules.
 */
export function rulesValid( rules: readonly PageRule[] ): boolean {
	return rules.length > 0 && ! rules.some( ruleError );
}

/**
 * Whether the rule at a position shows a remove button: "The first rule cannot be removed."
 *
 * @param index The rule's position.
 */
export function canRemoveRule( index: number ): boolean {
	return index > 0;
}

/**
 * The add buttons offered: both while there is one rule (or none); "once the second rule has an
 * operator, only that operator's add button is offered".
 *
 * @param rules The rules.
 */
export function offeredOperators( rules: readonly PageRule[] ): RuleOperator[] {
	return rules.length < 2 ? [ '&&', '||' ] : [ rules[ 1 ].operator ];
}

/**
 * The rules with a new default-type rule joined by an operator. An operator that is not offered
 * adds nothing.
 *
 * @param rules    The rules.
 * @param operator AND (&&) or OR (||).
 */
export function addRule(
	rules: readonly PageRule[],
	operator: RuleOperator
): PageRule[] {
	const copy = rules.map( copyRule );
	if ( ! offeredOperators( rules ).includes( operator ) ) {
		return copy;
	}
	return [ ...copy, { ...defaultRule(), operator } ];
}

/**
 * The rules without the one at a position; the first is kept.
 *
 * @param rules The rules.
 * @param index The position to remove.
 */
export function removeRule(
	rules: readonly PageRule[],
	index: number
): PageRule[] {
	return rules
		.filter( ( _, i ) => ! canRemoveRule( index ) || i !== index )
		.map( copyRule );
}

/**
 * The rules to edit: the saved ones, or one default rule for an empty list.
 *
 * @param rules The saved rules.
 */
export function initialRules( rules: readonly PageRule[] ): PageRule[] {
	return rules.length > 0 ? rules.map( copyRule ) : [ defaultRule() ];
}
