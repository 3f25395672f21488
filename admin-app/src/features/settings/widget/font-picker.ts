/**
 * The font picker's rules (visitor.md §2 "Font picker", §4 "Font picker"), pure so they are
 * tested from the spec's table:
 * - it starts as theme when there is no saved family and weight, otherwise custom;
 * - switching to theme clears family and weight and reports the change;
 * - a font (family) change is reported only once a family is set;
 * - a weight change is reported only when both family and weight are set;
 * - the weights offered exclude italic variants.
 */
import type { WidgetFont } from '../../../data/use-settings';

export type FontMode = 'theme' | 'custom';

export interface FontPickerState {
	mode: FontMode;
	family: string;
	weight: string;
}

export type FontPickerEvent =
	| { type: 'mode'; mode: FontMode }
	| { type: 'family'; family: string; weights: string[] }
	| { type: 'weight'; weight: string };

export interface FontPickerResult {
	state: FontPickerState;
	/** The value to report (save in the draft), or null when nothing is reported. */
	report: WidgetFont | null;
}

/**
 * @param font The saved font.
 */
export function initialFontState( font: WidgetFont ): FontPickerState {
	const custom = font.family !== '' || font.weight !== '';
	return {
		mode: custom ? 'custom' : 'theme',
		family: font.family,
		weight: font.weight,
	};
}

/**
 * The next state and what to report.
 *
 * @param state The picker's state.
 * @param event What the admin did.
 */
export function fontPickerChange(
	state: FontPickerState,
	event: FontPickerEvent
): FontPickerResult {
	switch ( event.type ) {
		case 'mode':
			if ( event.mode === 'theme' ) {
				return {
					state: { mode: 'theme', family: '', weight: '' },
					report: { family: '', weight: '' },
				};
			}
			return { state: { ...state, mode: 'custom' }, report: null };
		case 'family': {
			// A weight the new family lacks is dropped; its regular weight is not guessed.
			const weight = event.weights.includes( state.weight )
				? state.weight
				: '';
			const next = {
				mode: 'custom' as const,
				family: event.family,
				weight,
			};
			return {
				state: next,
				report: event.family ? { family: event.family, weight } : null,
			};
		}
		case 'weight': {
			const next = { ...state, weight: event.weight };
			return {
				state: next,
				report:
					next.family && next.weight
						? { family: next.family, weight: next.weight }
						: null,
			};
		}
	}
	return { state, report: null };
}

/**
 * The weights of a catalogue entry's variants (visitor.md §3: regular, italic, 100–900 and
 * weight-plus-italic forms), without the italic ones; `regular` is 400.
 *
 * @param variants A catalogue entry's variants.
 */
export function nonItalicWeights( variants: string[] ): string[] {
	const weights = variants
		.filter( ( variant ) => ! /italic$/i.test( variant ) )
		.map( ( variant ) => ( variant === 'regular' ? '400' : variant ) )
		.filter( ( variant ) => /^\d{3}$/.test( variant ) );
	return [ ...new Set( weights ) ].sort(
		( a, b ) => Number( a ) - Number( b )
	);
}
