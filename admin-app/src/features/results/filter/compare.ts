/**
 * The compare view's arithmetic and texts: "42 → 51 (+9)", and whether an NPS change
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
 * Whether the change between two counts (responses, impressions) is larger than chance: each
 * count's 95 % margin is 1.96 √n (Poisson), so the difference's is 1.96 √(n1 + n2).
 *
 * @param base  The count compared with.
 * @param value The count.
 */
export function isCountChangeSignificant(
	base: number,
	value: number
): boolean {
	return Math.abs( value - base ) > 1.96 * Math.sqrt( base + value );
}

/**
 * Whether the change between two shares (a bucket's percentage of its answers) is larger than
 * chance: the two-proportion z-test at 95 %. Null when a side has no answers.
 *
 * @param base       The share compared with, in percent.
 * @param baseTotal  Its answers.
 * @param value      The share, in percent.
 * @param valueTotal Its answers.
 */
export function isShareChangeSignificant(
	base: number,
	baseTotal: number,
	value: number,
	valueTotal: number
): boolean | null {
	if ( baseTotal <= 0 || valueTotal <= 0 ) {
		return null;
	}
	const p1 = base / 100;
	const p2 = value / 100;
	const pooled =
		( p1 * baseTotal + p2 * valueTotal ) / ( baseTotal + valueTotal );
	const error = Math.sqrt(
		pooled * ( 1 - pooled ) * ( 1 / baseTotal + 1 / valueTotal )
	);
	return error === 0 ? p1 !== p2 : Math.abs( p2 - p1 ) > 1.96 * error;
}

/**
 * "+9, significant" / "+9, within the margin of error" / "+9" when it cannot be told / "0".
 *
 * @param change      The change.
 * @param significant Whether it is larger than chance (null: unknown).
 */
export function verdictText(
	change: number,
	significant: boolean | null
): string {
	if ( significant === null || signed( change ) === '0' ) {
		return signed( change );
	}
	return significant
		? sprintf(
				/* translators: %s: a change (+9). */
				__( '%s, significant', 'userfeedback' ),
				signed( change )
			)
		: sprintf(
				/* translators: %s: a change (+9). */
				__( '%s, within the margin of error', 'userfeedback' ),
				signed( change )
			);
}

/**
 * "12 → 30 (+18, significant)": both figures and the change with its verdict.
 *
 * @param base        The value compared with.
 * @param value       The value.
 * @param significant Whether the change is larger than chance (null: unknown).
 * @param format      Shows a value.
 */
export function changeWithVerdict(
	base: number,
	value: number,
	significant: boolean | null,
	format: ( value: number ) => string = String
): string {
	return sprintf(
		/* translators: 1: earlier value. 2: value now. 3: change and its verdict (+9, significant). */
		__( '%1$s → %2$s (%3$s)', 'userfeedback' ),
		format( base ),
		format( value ),
		verdictText( value - base, significant )
	);
}

/**
 * Two counts compared (responses, impressions), with the verdict.
 *
 * @param base   The count compared with.
 * @param value  The count.
 * @param format Shows a count.
 */
export function countChangeText(
	base: number,
	value: number,
	format: ( value: number ) => string = String
): string {
	return changeWithVerdict(
		base,
		value,
		isCountChangeSignificant( base, value ),
		format
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
	return verdictText( change, isSignificant( change, margin1, margin2 ) );
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
