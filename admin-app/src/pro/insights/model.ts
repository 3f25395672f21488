/**
 * The theme panel's arithmetic and texts, without React: sentiment shares, the trend's
 * "42% → 51% (+9)" lines (the change and its flag are the server's: flagged only when larger than
 * its 95 % margin), theme counts joined with the filtered results' and the trend's, the examples
 * typed as text, a label's problems and the pages of a theme's answers.
 */
import { __, sprintf } from '@wordpress/i18n';

import { signed } from '../../features/results/filter/compare';
import {
	sentimentLabel,
	type FilterSentiment,
} from '../../features/results/filter/model';

export { sentimentLabel };

export type Sentiment = FilterSentiment;

export const SENTIMENTS: readonly Sentiment[] = [
	'positive',
	'neutral',
	'negative',
];

export type SentimentCounts = Record< Sentiment, number >;

/** Longest theme label and example (ThemeStore::MAX_LABEL, MAX_EXAMPLE), most examples. */
export const MAX_LABEL = 120;
export const MAX_EXAMPLE = 200;
export const MAX_EXAMPLES = 20;

/** Answers per page of a theme's comments. */
export const ANSWERS_PER_PAGE = 10;

/**
 * Each sentiment's whole-percent share of the responses counted, rounded as the trend's shares
 * are (so the same figures read the same; they may add up to 99 or 101).
 *
 * @param counts Responses per sentiment.
 */
export function sentimentShares( counts: SentimentCounts ): {
	total: number;
	shares: SentimentCounts;
} {
	const total = SENTIMENTS.reduce( ( sum, key ) => sum + counts[ key ], 0 );
	return {
		total,
		shares: {
			positive: share( counts.positive, total ) ?? 0,
			neutral: share( counts.neutral, total ) ?? 0,
			negative: share( counts.negative, total ) ?? 0,
		},
	};
}

/**
 * A share in percent, rounded to a whole number; null when nothing was counted.
 *
 * @param count Responses with it.
 * @param total Responses counted.
 */
export function share( count: number, total: number ): number | null {
	return total > 0 ? Math.round( ( count * 100 ) / total ) : null;
}

export interface TrendLine {
	/** "42% → 51% (+9)", "– → 51%" when the earlier period had nothing. */
	text: string;
	/** The server's verdict: larger than its margin. */
	flagged: boolean;
}

/**
 * One share's trend line.
 *
 * @param previous  Responses with it in the earlier period.
 * @param prevTotal Responses counted in the earlier period.
 * @param current   Responses with it now.
 * @param curTotal  Responses counted now.
 * @param change    The server's change of the share, in points (null: a side had none).
 * @param flagged   The server's flag (null: a side had none).
 */
export function trendLine(
	previous: number,
	prevTotal: number,
	current: number,
	curTotal: number,
	change: number | null,
	flagged: boolean | null
): TrendLine {
	const before = share( previous, prevTotal );
	const now = share( current, curTotal );
	const percent = ( value: number | null ) =>
		value === null ? '–' : `${ value }%`;
	if ( before === null || now === null || change === null ) {
		return {
			text: sprintf(
				/* translators: 1: earlier share (42%). 2: share now (51%). */
				__( '%1$s → %2$s', 'userfeedback' ),
				percent( before ),
				percent( now )
			),
			flagged: false,
		};
	}
	return {
		text: sprintf(
			/* translators: 1: earlier share (42%). 2: share now (51%). 3: change in points (+9). */
			__( '%1$s → %2$s (%3$s)', 'userfeedback' ),
			percent( before ),
			percent( now ),
			signed( change )
		),
		flagged: flagged === true,
	};
}

export interface PanelTheme {
	id: number;
	label: string;
	examples: string[];
	origin: 'suggested' | 'owner';
	/** Responses with it: in the results' range and filter when known, else all. */
	count: number;
	trend: {
		previous: number;
		current: number;
		change: number | null;
		flagged: boolean | null;
	} | null;
}

/**
 * The survey's themes for the panel, most responses first (then oldest first): the counts of the
 * filtered results when they are known, else every published response's, with the trend's figures.
 *
 * @param themes   The survey's themes (GET themes).
 * @param filtered The results' `themes` (range and filter), when known.
 * @param trend    The trend's themes, when known.
 */
export function panelThemes(
	themes: ReadonlyArray< {
		id: number;
		label: string;
		examples: string[];
		origin: 'suggested' | 'owner';
		count: number;
	} >,
	filtered?: ReadonlyArray< { id: number; count: number } > | null,
	trend?: ReadonlyArray< {
		id: number;
		previous: number;
		current: number;
		change: number | null;
		flagged: boolean | null;
	} > | null
): PanelTheme[] {
	const counts = filtered
		? new Map( filtered.map( ( entry ) => [ entry.id, entry.count ] ) )
		: null;
	const trends = new Map(
		( trend ?? [] ).map( ( entry ) => [ entry.id, entry ] )
	);
	return themes
		.map( ( theme, index ) => {
			const figures = trends.get( theme.id );
			return {
				index,
				theme: {
					id: theme.id,
					label: theme.label,
					examples: theme.examples,
					origin: theme.origin,
					count: counts
						? ( counts.get( theme.id ) ?? 0 )
						: theme.count,
					trend: figures
						? {
								previous: figures.previous,
								current: figures.current,
								change: figures.change,
								flagged: figures.flagged,
							}
						: null,
				},
			};
		} )
		.sort( ( a, b ) => b.theme.count - a.theme.count || a.index - b.index )
		.map( ( entry ) => entry.theme );
}

/**
 * Example phrases as typed: one per line or separated by commas, trimmed, empty ones and
 * repeats (ignoring case) left out.
 *
 * @param text What was typed.
 */
export function parseExamples( text: string ): string[] {
	const seen = new Set< string >();
	const out: string[] = [];
	for ( const raw of text.split( /[\n,]/ ) ) {
		const phrase = raw.trim().replace( /\s+/g, ' ' );
		const key = phrase.toLowerCase();
		if ( phrase !== '' && ! seen.has( key ) ) {
			seen.add( key );
			out.push( phrase );
		}
	}
	return out;
}

/**
 * Why a label would be refused, or null (the server decides in the end).
 *
 * @param label  The label as typed.
 * @param themes The survey's themes.
 * @param except The theme being renamed, if any.
 */
export function labelProblem(
	label: string,
	themes: ReadonlyArray< { id: number; label: string } >,
	except: number | null = null
): string | null {
	const text = label.trim();
	if ( text === '' ) {
		return __( 'Give the theme a label.', 'userfeedback' );
	}
	if ( [ ...text ].length > MAX_LABEL ) {
		return sprintf(
			/* translators: %d: most characters a label may have. */
			__( 'A label can have at most %d characters.', 'userfeedback' ),
			MAX_LABEL
		);
	}
	const lower = text.toLowerCase();
	if (
		themes.some(
			( theme ) =>
				theme.id !== except && theme.label.toLowerCase() === lower
		)
	) {
		return __(
			'This survey already has a theme with this label.',
			'userfeedback'
		);
	}
	return null;
}

/**
 * Why examples would be refused, or null.
 *
 * @param examples The phrases (parsed).
 * @param required Whether at least one is needed (a split).
 */
export function examplesProblem(
	examples: readonly string[],
	required: boolean
): string | null {
	if ( required && examples.length === 0 ) {
		return __(
			'Give the new theme at least one example phrase.',
			'userfeedback'
		);
	}
	if ( examples.length > MAX_EXAMPLES ) {
		return sprintf(
			/* translators: %d: most example phrases a theme may have. */
			__(
				'A theme can have at most %d example phrases.',
				'userfeedback'
			),
			MAX_EXAMPLES
		);
	}
	if ( examples.some( ( phrase ) => [ ...phrase ].length > MAX_EXAMPLE ) ) {
		return sprintf(
			/* translators: %d: most characters an example phrase may have. */
			__(
				'An example phrase can have at most %d characters.',
				'userfeedback'
			),
			MAX_EXAMPLE
		);
	}
	return null;
}

/**
 * How many pages a list has.
 *
 * @param total   Items.
 * @param perPage Items per page.
 */
export function pageCount( total: number, perPage: number ): number {
	return Math.max( 1, Math.ceil( total / Math.max( 1, perPage ) ) );
}

/**
 * "Showing 11–20 of 42".
 *
 * @param page    The page, from 1.
 * @param perPage Items per page.
 * @param total   Items.
 */
export function pageRangeText(
	page: number,
	perPage: number,
	total: number
): string {
	if ( total <= 0 ) {
		return __( 'No comments.', 'userfeedback' );
	}
	const first = ( page - 1 ) * perPage + 1;
	const last = Math.min( total, page * perPage );
	return sprintf(
		/* translators: 1: first item shown. 2: last item shown. 3: all items. */
		__( 'Showing %1$d–%2$d of %3$d', 'userfeedback' ),
		first,
		last,
		total
	);
}
