/**
 * The one filter of the results screens (docs/decisions.md "Analysis …"),
 * without React: what it holds, how it lives in the hash route's query string (so a filtered view
 * is a link: `#/survey/5?where=[…]&device=mobile`), what it sends to the server (the same names on
 * results, responses, a response's prev/next, the cross-tab, answers and the export link), which
 * comparators each question type allows (as the server's SurveyDefaults says) and the chips'
 * readable texts.
 *
 * The compare view's second filter lives beside it under the `vs_` prefix (`vs_device=desktop`),
 * and `compare=previous|filter` says which comparison is on.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	comparatorLabel,
	comparatorsFor as sharedComparatorsFor,
} from '../../../data/comparators';
import { LOCALE_CODE, languageName } from '../../../data/languages';
import { deviceLabel } from '../responses/labels';

import type {
	Comparator,
	Question,
	QuestionType,
} from '../../../data/survey-types';
import {
	COMPARATORS,
	FILTER_DEVICES as DEVICES,
	HIDDEN_FIELD_NAME_PATTERN,
	HIDDEN_FIELD_VALUE_MAX,
	MAX_FILTER_CONDITIONS,
	MAX_HIDDEN_FIELDS,
	NPS_BUCKETS as BUCKET_SCORES,
	QUESTION_TYPES,
	type FilterDevice,
	type NpsBucket,
} from '@userfeedback/contract';
import {
	parsePair,
	typedConditionLabel,
	valueProblem,
	type FilterQuestion,
} from './type-values';

export type { Comparator, FilterDevice, NpsBucket };
export { comparatorLabel, deviceLabel };

export interface WhereCondition {
	question_id: string;
	compare: Comparator;
	/**
	 * A number for scores (star, NPS, scale, smiley); otherwise text: an option, a typed
	 * answer, a day, a consent's CONSENT_VALUE, a matrix cell's or a ranking place's stored pair
	 * (type-values.ts).
	 */
	value: string | number;
}

export type FilterCompletion = 'completed' | 'partial';

export type FilterSentiment = 'positive' | 'neutral' | 'negative';

export interface ResultsFilter {
	where: WhereCondition[];
	nps_bucket?: NpsBucket;
	device?: FilterDevice;
	/** The page URL contains this text. */
	page_url?: string;
	completion?: FilterCompletion;
	tag?: string;
	/** Pro (insights): the responses with an open answer read as this sentiment. */
	sentiment?: FilterSentiment;
	/** Pro (insights): the responses with an open answer about this theme (its id, as text). */
	theme?: string;
	/** A locale: the responses answered in that language. */
	language?: string;
	/** Hidden fields: name → exact value (the server's `fields`, a JSON object). */
	fields?: Record< string, string >;
	/** `YYYY-MM-DD`. */
	from?: string;
	to?: string;
}

/** One part of a filter, as a chip shows and removes it. */
export type FilterPart =
	| { kind: 'where'; index: number }
	| { kind: 'nps_bucket' }
	| { kind: 'device' }
	| { kind: 'page_url' }
	| { kind: 'completion' }
	| { kind: 'tag' }
	| { kind: 'sentiment' }
	| { kind: 'theme' }
	| { kind: 'language' }
	| { kind: 'field'; name: string }
	| { kind: 'range' };

export type CompareMode = 'previous' | 'filter';

export const EMPTY_FILTER: Readonly< ResultsFilter > = Object.freeze( {
	where: [],
} );

/** The server refuses more (ResponseFilter::MAX_CONDITIONS, through the contract). */
export const MAX_CONDITIONS = MAX_FILTER_CONDITIONS;

/** The server's NPS buckets (ResponseFilter::BUCKETS), highest scores first. */
const BUCKETS = Object.keys( BUCKET_SCORES ) as NpsBucket[];
export const NPS_BUCKETS: readonly NpsBucket[] = BUCKETS.sort(
	( a, b ) => BUCKET_SCORES[ b ][ 0 ] - BUCKET_SCORES[ a ][ 0 ]
);
/** The server's devices (ResponseFilter::DEVICES). */
export const FILTER_DEVICES: readonly FilterDevice[] = DEVICES;
export const FILTER_COMPLETIONS: readonly FilterCompletion[] = [
	'completed',
	'partial',
];
export const FILTER_SENTIMENTS: readonly FilterSentiment[] = [
	'positive',
	'neutral',
	'negative',
];

/** The URL keys of the filter's simple parts (also the server's parameter names). */
const SIMPLE_KEYS = [
	'nps_bucket',
	'device',
	'page_url',
	'completion',
	'tag',
	'sentiment',
	'theme',
	'language',
	'from',
	'to',
] as const;

/** The URL keys the compare view's second filter uses. */
export const COMPARE_PREFIX = 'vs_';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A hidden field's name (SurveyDefaults::HIDDEN_FIELD_NAME_PATTERN). */
const FIELD_NAME = new RegExp( HIDDEN_FIELD_NAME_PATTERN );
const TAG = /^[\p{L}\p{N} _-]{1,40}$/u;
/** A theme id. */
const THEME_ID = /^[1-9]\d{0,18}$/;

// ---------------------------------------------------------------------------------------------
// Comparators per question type (SurveyDefaults::COMPARATORS_BY_TYPE: checkbox and image choice
// == != includes; star, NPS, scale and smiley == != < >; the others == !=).

/**
 * The comparators a question type allows in `where` (the builder's logic's, data/comparators.ts);
 * none for an unknown type.
 *
 * @param type The question type.
 */
export function comparatorsFor( type: string ): Comparator[] {
	return ( QUESTION_TYPES as readonly string[] ).includes( type )
		? sharedComparatorsFor( type as QuestionType )
		: [];
}

/**
 * Why a condition cannot be sent, or null when it is fine: an unknown question, a comparator
 * its type does not allow, a value its type does not take (type-values.ts: a score out of the
 * question's range, a matrix or ranking value that is no pair, a date that is no day, nothing).
 *
 * @param condition The condition.
 * @param questions The survey's questions.
 */
export function conditionProblem(
	condition: WhereCondition,
	questions: readonly FilterQuestion[]
): string | null {
	const question = questions.find(
		( entry ) => entry.id === condition.question_id
	);
	if ( ! question ) {
		return __(
			'This question is no longer in the survey.',
			'userfeedback'
		);
	}
	if ( ! comparatorsFor( question.type ).includes( condition.compare ) ) {
		return __(
			'This comparison is not available for this question type.',
			'userfeedback'
		);
	}
	return valueProblem( question, condition.value );
}

// ---------------------------------------------------------------------------------------------
// The hash route's query string

function toCondition( value: unknown ): WhereCondition | null {
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	const record = value as Record< string, unknown >;
	const id = record.question_id;
	const compare = record.compare;
	const raw = record.value;
	if (
		( typeof id !== 'string' && typeof id !== 'number' ) ||
		String( id ) === '' ||
		! ( COMPARATORS as readonly unknown[] ).includes( compare ) ||
		( typeof raw !== 'string' &&
			! ( typeof raw === 'number' && Number.isFinite( raw ) ) )
	) {
		return null;
	}
	return {
		question_id: String( id ),
		compare: compare as Comparator,
		value: raw,
	};
}

/**
 * The `where` conditions from their JSON text; anything malformed is dropped (a hand-edited link
 * reads as the conditions that make sense).
 *
 * @param text The `where` parameter.
 */
export function parseWhere( text: string | null ): WhereCondition[] {
	if ( ! text ) {
		return [];
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( text );
	} catch {
		return [];
	}
	if ( ! Array.isArray( parsed ) ) {
		return [];
	}
	return parsed
		.map( toCondition )
		.filter( ( condition ): condition is WhereCondition => !! condition )
		.slice( 0, MAX_CONDITIONS );
}

function oneOf< T extends string >(
	value: string | null,
	allowed: readonly T[]
): T | undefined {
	return value !== null && ( allowed as readonly string[] ).includes( value )
		? ( value as T )
		: undefined;
}

/**
 * The filter in a query string (its own keys, or the compare filter's `vs_` keys); unknown or
 * malformed values are left out.
 *
 * @param search The hash route's query string.
 * @param prefix '' for the filter, COMPARE_PREFIX for the compare view's second filter.
 */
export function filterFromSearch(
	search: URLSearchParams,
	prefix = ''
): ResultsFilter {
	const get = ( key: string ) => search.get( `${ prefix }${ key }` );
	const filter: ResultsFilter = { where: parseWhere( get( 'where' ) ) };
	const bucket = oneOf( get( 'nps_bucket' ), NPS_BUCKETS );
	const device = oneOf( get( 'device' ), FILTER_DEVICES );
	const completion = oneOf( get( 'completion' ), FILTER_COMPLETIONS );
	const pageUrl = get( 'page_url' )?.trim();
	const tag = get( 'tag' )?.trim().toLowerCase();
	const from = get( 'from' );
	const to = get( 'to' );
	if ( bucket ) {
		filter.nps_bucket = bucket;
	}
	if ( device ) {
		filter.device = device;
	}
	if ( pageUrl ) {
		filter.page_url = pageUrl;
	}
	if ( completion ) {
		filter.completion = completion;
	}
	if ( tag && TAG.test( tag ) ) {
		filter.tag = tag;
	}
	const sentiment = oneOf( get( 'sentiment' ), FILTER_SENTIMENTS );
	if ( sentiment ) {
		filter.sentiment = sentiment;
	}
	const theme = get( 'theme' );
	if ( theme && THEME_ID.test( theme ) ) {
		filter.theme = theme;
	}
	const language = get( 'language' );
	if ( language && LOCALE_CODE.test( language ) ) {
		filter.language = language;
	}
	if ( from && to && DAY.test( from ) && DAY.test( to ) && from <= to ) {
		filter.from = from;
		filter.to = to;
	}
	const fields = parseFields( get( 'fields' ) );
	if ( fields ) {
		filter.fields = fields;
	}
	return filter;
}

/**
 * Whether a hidden field's value is one the server takes (1–200 characters once trimmed).
 *
 * @param value The value.
 */
export function isValidFieldValue( value: string ): boolean {
	const text = value.trim();
	return text !== '' && Array.from( text ).length <= HIDDEN_FIELD_VALUE_MAX;
}

/**
 * The `fields` parameter read back (a JSON object of name → value); malformed entries left out.
 *
 * @param text The parameter.
 */
function parseFields( text: string | null ): Record< string, string > | null {
	if ( ! text ) {
		return null;
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( text );
	} catch {
		return null;
	}
	if ( ! parsed || typeof parsed !== 'object' || Array.isArray( parsed ) ) {
		return null;
	}
	const fields: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( parsed ).slice(
		0,
		MAX_HIDDEN_FIELDS
	) ) {
		if (
			FIELD_NAME.test( name ) &&
			typeof value === 'string' &&
			isValidFieldValue( value )
		) {
			fields[ name ] = value.trim();
		}
	}
	return Object.keys( fields ).length > 0 ? fields : null;
}

/**
 * The hidden fields' names a survey offers to the filter bar.
 *
 * @param survey The survey, while loading undefined.
 */
export function fieldNamesOf(
	survey?: { settings?: { hidden_fields?: Array< { name: string } > } } | null
): string[] {
	return ( survey?.settings?.hidden_fields ?? [] ).map(
		( field ) => field.name
	);
}

/**
 * The filter with a hidden field's value set (replacing the same field's).
 *
 * @param filter The filter.
 * @param name   The field's name.
 * @param value  The exact value.
 */
export function withField(
	filter: ResultsFilter,
	name: string,
	value: string
): ResultsFilter {
	return {
		...filter,
		fields: { ...filter.fields, [ name ]: value.trim() },
	};
}

/**
 * The filter's parameters by name, as the server and the URL both take them; empty parts left
 * out, `where` only with conditions.
 *
 * @param filter The filter.
 */
export function filterParams(
	filter: ResultsFilter
): Record< string, string > {
	const params: Record< string, string > = {};
	if ( filter.where.length > 0 ) {
		params.where = JSON.stringify(
			filter.where.map( ( condition ) => ( {
				question_id: condition.question_id,
				compare: condition.compare,
				value: condition.value,
			} ) )
		);
	}
	for ( const key of SIMPLE_KEYS ) {
		const value = filter[ key ];
		if ( value ) {
			params[ key ] = value;
		}
	}
	if ( filter.fields && Object.keys( filter.fields ).length > 0 ) {
		params.fields = JSON.stringify( filter.fields );
	}
	if ( ! params.from || ! params.to ) {
		delete params.from;
		delete params.to;
	}
	return params;
}

/**
 * Writes a filter into a query string, replacing its previous keys (under the prefix) and
 * keeping every other key (the status view, the range picker's `range`…).
 *
 * @param search The current query string (not changed).
 * @param filter The filter.
 * @param prefix '' or COMPARE_PREFIX.
 */
export function searchWithFilter(
	search: URLSearchParams,
	filter: ResultsFilter,
	prefix = ''
): URLSearchParams {
	const next = new URLSearchParams( search );
	for ( const key of [ 'where', 'fields', ...SIMPLE_KEYS ] ) {
		next.delete( `${ prefix }${ key }` );
	}
	for ( const [ key, value ] of Object.entries( filterParams( filter ) ) ) {
		next.set( `${ prefix }${ key }`, value );
	}
	return next;
}

/**
 * The compare mode in the query string, or null.
 *
 * @param search The hash route's query string.
 */
export function compareFromSearch(
	search: URLSearchParams
): CompareMode | null {
	return (
		oneOf< CompareMode >( search.get( 'compare' ), [
			'previous',
			'filter',
		] ) ?? null
	);
}

/**
 * Whether a filter narrows anything (its date range aside when `withRange` is false).
 *
 * @param filter    The filter.
 * @param withRange Whether the range counts.
 */
export function isFiltered( filter: ResultsFilter, withRange = true ): boolean {
	const params = filterParams( filter );
	if ( ! withRange ) {
		delete params.from;
		delete params.to;
	}
	return Object.keys( params ).length > 0;
}

/**
 * The filter without one part.
 *
 * @param filter The filter.
 * @param part   What to remove.
 */
export function withoutPart(
	filter: ResultsFilter,
	part: FilterPart
): ResultsFilter {
	const next: ResultsFilter = { ...filter, where: [ ...filter.where ] };
	switch ( part.kind ) {
		case 'where':
			next.where.splice( part.index, 1 );
			break;
		case 'range':
			delete next.from;
			delete next.to;
			break;
		case 'field': {
			const fields = { ...next.fields };
			delete fields[ part.name ];
			if ( Object.keys( fields ).length > 0 ) {
				next.fields = fields;
			} else {
				delete next.fields;
			}
			break;
		}
		default:
			delete next[ part.kind ];
	}
	return next;
}

/**
 * The filter with a condition added; a condition on the same question with the same comparator
 * is replaced (clicking another bar of the same chart moves the filter, not stacks it). A matrix
 * cell replaces only one of the same row, a ranking place one of the same option: each row of a
 * heat table is a chart of its own, so "Speed is Great" and "Price is Good" hold together.
 *
 * @param filter    The filter.
 * @param condition The condition.
 */
export function withCondition(
	filter: ResultsFilter,
	condition: WhereCondition
): ResultsFilter {
	const pair = parsePair( condition.value );
	const where = filter.where.filter(
		( entry ) =>
			! (
				entry.question_id === condition.question_id &&
				entry.compare === condition.compare &&
				( pair === null ||
					parsePair( entry.value )?.[ 0 ] === pair[ 0 ] )
			)
	);
	return {
		...filter,
		where: [ ...where, condition ].slice( -MAX_CONDITIONS ),
	};
}

/**
 * The range right before a range, of the same length (the compare view's previous period).
 *
 * @param from `YYYY-MM-DD`.
 * @param to   `YYYY-MM-DD`.
 */
export function previousPeriod(
	from: string,
	to: string
): { from: string; to: string } {
	const start = Date.parse( `${ from }T00:00:00Z` );
	const end = Date.parse( `${ to }T00:00:00Z` );
	const dayMs = 86400000;
	const days = Math.round( ( end - start ) / dayMs ) + 1;
	const day = ( ms: number ) => new Date( ms ).toISOString().slice( 0, 10 );
	return {
		from: day( start - days * dayMs ),
		to: day( start - dayMs ),
	};
}

// ---------------------------------------------------------------------------------------------
// Texts

export function npsBucketLabel( bucket: NpsBucket ): string {
	switch ( bucket ) {
		case 'promoter':
			return __( 'Promoters', 'userfeedback' );
		case 'passive':
			return __( 'Passives', 'userfeedback' );
		case 'detractor':
			return __( 'Detractors', 'userfeedback' );
	}
}

export function sentimentLabel( sentiment: FilterSentiment ): string {
	switch ( sentiment ) {
		case 'positive':
			return __( 'Positive', 'userfeedback' );
		case 'negative':
			return __( 'Negative', 'userfeedback' );
		default:
			return __( 'Neutral', 'userfeedback' );
	}
}

export function completionLabel( completion: FilterCompletion ): string {
	return completion === 'completed'
		? __( 'Completed', 'userfeedback' )
		: __( 'Partial', 'userfeedback' );
}

/** Long titles are cut in chips, at a word: "How likely are you to…". */
const TITLE_CHARS = 30;

function shortTitle( title: string ): string {
	const text = title.trim() || __( '(untitled question)', 'userfeedback' );
	if ( text.length <= TITLE_CHARS ) {
		return text;
	}
	const cut = text.slice( 0, TITLE_CHARS );
	const space = cut.lastIndexOf( ' ' );
	return `${ ( space > TITLE_CHARS / 2 ? cut.slice( 0, space ) : cut ).trimEnd() }…`;
}

/** What a chip needs of a question: its title, and its type's words when known. */
export type ChipQuestion = Pick< Question, 'id' | 'title' > &
	Partial< Pick< FilterQuestion, 'type' | 'settings' > >;

/**
 * "Q2 How likely are you to… greater than 8", "Q5 Rate our service: Speed is Great".
 *
 * @param condition The condition.
 * @param questions The survey's questions, in order.
 * @param formatDay Shows a day (`YYYY-MM-DD`, a date question's value) to people.
 */
export function conditionLabel(
	condition: WhereCondition,
	questions: readonly ChipQuestion[],
	formatDay: ( day: string ) => string = ( day ) => day
): string {
	const index = questions.findIndex(
		( question ) => question.id === condition.question_id
	);
	const question =
		index < 0
			? sprintf(
					/* translators: %s: a question id. */
					__( 'Question %s', 'userfeedback' ),
					condition.question_id
				)
			: sprintf(
					/* translators: 1: question number. 2: question title. */
					__( 'Q%1$d %2$s', 'userfeedback' ),
					index + 1,
					shortTitle( questions[ index ].title )
				);
	const typed =
		index >= 0 && questions[ index ].type
			? typedConditionLabel(
					question,
					condition,
					{
						type: questions[ index ].type ?? 'text',
						settings: questions[ index ].settings,
					},
					formatDay
				)
			: null;
	return (
		typed ??
		sprintf(
			/* translators: 1: the question. 2: a comparison ("greater than"). 3: a value. */
			__( '%1$s %2$s %3$s', 'userfeedback' ),
			question,
			comparatorLabel( condition.compare ),
			String( condition.value )
		)
	);
}

/**
 * Every part of a filter in order, with its chip text.
 *
 * @param filter    The filter.
 * @param questions The survey's questions.
 * @param formatDay Shows a day (`YYYY-MM-DD`) to people.
 * @param themes    The survey's themes (a theme chip's label), when known.
 */
export function filterChips(
	filter: ResultsFilter,
	questions: readonly ChipQuestion[],
	formatDay: ( day: string ) => string = ( day ) => day,
	themes: ReadonlyArray< { id: number; label: string } > = []
): Array< { part: FilterPart; label: string } > {
	const chips: Array< { part: FilterPart; label: string } > =
		filter.where.map( ( condition, index ) => ( {
			part: { kind: 'where', index },
			label: conditionLabel( condition, questions, formatDay ),
		} ) );
	if ( filter.nps_bucket ) {
		chips.push( {
			part: { kind: 'nps_bucket' },
			label: npsBucketLabel( filter.nps_bucket ),
		} );
	}
	if ( filter.device ) {
		chips.push( {
			part: { kind: 'device' },
			label: sprintf(
				/* translators: %s: a device type (Mobile). */
				__( 'Device: %s', 'userfeedback' ),
				deviceLabel( filter.device )
			),
		} );
	}
	if ( filter.page_url ) {
		chips.push( {
			part: { kind: 'page_url' },
			label: sprintf(
				/* translators: %s: text in the page's URL (/pricing). */
				__( 'Page contains %s', 'userfeedback' ),
				filter.page_url
			),
		} );
	}
	if ( filter.completion ) {
		chips.push( {
			part: { kind: 'completion' },
			label: sprintf(
				/* translators: %s: Completed or Partial. */
				__( 'Responses: %s', 'userfeedback' ),
				completionLabel( filter.completion )
			),
		} );
	}
	if ( filter.tag ) {
		chips.push( {
			part: { kind: 'tag' },
			label: sprintf(
				/* translators: %s: a response tag. */
				__( 'Tag: %s', 'userfeedback' ),
				filter.tag
			),
		} );
	}
	if ( filter.sentiment ) {
		chips.push( {
			part: { kind: 'sentiment' },
			label: sprintf(
				/* translators: %s: Positive, Neutral or Negative. */
				__( 'Sentiment: %s', 'userfeedback' ),
				sentimentLabel( filter.sentiment )
			),
		} );
	}
	if ( filter.theme ) {
		const theme = themes.find(
			( entry ) => String( entry.id ) === filter.theme
		);
		chips.push( {
			part: { kind: 'theme' },
			label: theme
				? sprintf(
						/* translators: %s: a theme of the answers (Checkout is too slow). */
						__( 'Theme: %s', 'userfeedback' ),
						theme.label
					)
				: sprintf(
						/* translators: %s: a theme's number. */
						__( 'Theme #%s', 'userfeedback' ),
						filter.theme
					),
		} );
	}
	if ( filter.language ) {
		chips.push( {
			part: { kind: 'language' },
			label: sprintf(
				/* translators: %s: a language's name (French (France)). */
				__( 'Language: %s', 'userfeedback' ),
				languageName( filter.language )
			),
		} );
	}
	for ( const [ name, value ] of Object.entries( filter.fields ?? {} ) ) {
		chips.push( {
			part: { kind: 'field', name },
			label: sprintf(
				/* translators: 1: a hidden field's name (utm_source). 2: its value. */
				__( '%1$s: %2$s', 'userfeedback' ),
				name,
				value
			),
		} );
	}
	if ( filter.from && filter.to ) {
		chips.push( {
			part: { kind: 'range' },
			label: sprintf(
				/* translators: 1: first day. 2: last day. */
				__( 'Dates: %1$s – %2$s', 'userfeedback' ),
				formatDay( filter.from ),
				formatDay( filter.to )
			),
		} );
	}
	return chips;
}

/**
 * Whether a tag is one the server takes (1–40 letters, digits, space, - and _).
 *
 * @param tag The tag, lower-cased.
 */
export function isValidTag( tag: string ): boolean {
	return TAG.test( tag );
}
