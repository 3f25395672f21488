/**
 * The compare view's arithmetic and texts (issue 24): "42 → 51 (+9)", and whether an NPS change
 * is larger than its margin of error (NpsMath::change: significant when |change| > √(m1² + m2²)).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CompareMode } from './model';

/**
 * "+9", "−3", "0" (one decimal at most).
 *
 * @param change The change.
 */
export function signed( change: number ): string {
	const rounded = Math.round( change * 10 ) / 10;
	if ( rounded > 0 ) {
		return `+${ rounded }`;
	}
	if ( rounded < 0 ) {
		return `−${ Math.abs( rounded ) }`;
	}
	return '0';
}

/**
 * "42 → 51 (+9)": the comparison's value, then the view's, and the change from the first.
 *
 * @param base   The value compared with (previous period, or the first filter).
 * @param value  The value (this period, or the second filter).
 * @param format Shows a value ("51", "51%").
 */
export function changeText(
	base: number,
	value: number,
	format: ( value: number ) => string = String
): string {
	return sprintf(
		/* translators: 1: earlier value. 2: value now. 3: change (+9). */
		__( '%1$s → %2$s (%3$s)', 'userfeedback' ),
		format( base ),
		format( value ),
		signed( value - base )
	);
}

/**
 * Whether an NPS change is larger than the margin of error of the two scores.
 *
 * @param change  The change in points.
 * @param margin1 The one score's margin (null: unknown).
 * @param margin2 The other's.
 */
export function isSignificant(
	change: number,
	margin1: number | null | undefined,
	margin2: number | null | undefined
): boolean | null {
	if (
		typeof margin1 !== 'number' ||
		typeof margin2 !== 'number' ||
		! Number.isFinite( margin1 ) ||
		! Number.isFinite( margin2 )
	) {
		return null;
	}
	return Math.abs( change ) > Math.sqrt( margin1 ** 2 + margin2 ** 2 );
}

/**
 * "+9, within the margin of error" / "+9, significant" / "+9" when a margin is unknown.
 *
 * @param change  The change in points.
 * @param margin1 The one score's margin.
 * @param margin2 The other's.
 */
export function npsChangeText(
	change: number,
	margin1: number | null | undefined,
	margin2: number | null | undefined
): string {
	const significant = isSignificant( change, margin1, margin2 );
	if ( significant === null ) {
		return signed( change );
	}
	return significant
		? sprintf(
				/* translators: %s: a change in points (+9). */
				__( '%s, significant', 'userfeedback' ),
				signed( change )
			)
		: sprintf(
				/* translators: %s: a change in points (+9). */
				__( '%s, within the margin of error', 'userfeedback' ),
				signed( change )
			);
}

/**
 * "±12", or '' when unknown.
 *
 * @param margin The margin in points.
 */
export function marginText( margin: number | null | undefined ): string {
	return typeof margin === 'number' && Number.isFinite( margin )
		? `±${ Math.round( margin ) }`
		: '';
}

/**
 * What the two datasets are called.
 *
 * @param mode The compare mode.
 */
export function compareNames( mode: CompareMode ): {
	base: string;
	value: string;
} {
	return mode === 'previous'
		? {
				base: __( 'Previous period', 'userfeedback' ),
				value: __( 'This period', 'userfeedback' ),
			}
		: {
				base: __( 'Filter', 'userfeedback' ),
				value: __( 'Second filter', 'userfeedback' ),
			};
}
