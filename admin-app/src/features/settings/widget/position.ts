/**
 * The position picker's rule (visitor.md §2, §4 "Position picker"): four choices; clicking one
 * always emits the event, but a middle position is accepted only in the Pro edition — in Lite
 * the value stays as it was (and the screen opens the upgrade modal on the event).
 */
import { __ } from '@wordpress/i18n';

import type { WidgetPosition } from '../../../data/use-settings';

export const POSITIONS: readonly WidgetPosition[] = [
	'bottom_left',
	'bottom_right',
	'middle_left',
	'middle_right',
];

export function isMiddle( position: WidgetPosition ): boolean {
	return position === 'middle_left' || position === 'middle_right';
}

export interface PositionChange {
	/** The value after the click. */
	value: WidgetPosition;
	/** The event emitted: always the clicked choice. */
	emitted: WidgetPosition;
	accepted: boolean;
}

/**
 * @param current   The current position.
 * @param requested The clicked choice.
 * @param isPro     Whether the edition is Pro.
 */
export function positionChange(
	current: WidgetPosition,
	requested: WidgetPosition,
	isPro: boolean
): PositionChange {
	const accepted = isPro || ! isMiddle( requested );
	return {
		value: accepted ? requested : current,
		emitted: requested,
		accepted,
	};
}

/**
 * The position visitors get, as src/Frontend/WidgetTheming.php resolves it for the site's look:
 * a stored position this site may not choose (a middle one without Pro: GET settings'
 * `locked_values.widget_position`, decided by the same server gate) gives way to bottom_right.
 *
 * @param position The stored (or draft) position.
 * @param locked   The positions this site may not choose, with their feature names.
 */
export function positionInEffect(
	position: WidgetPosition,
	locked: Partial< Record< WidgetPosition, string > > | undefined
): WidgetPosition {
	return locked?.[ position ] ? 'bottom_right' : position;
}

export function positionLabel( position: WidgetPosition ): string {
	switch ( position ) {
		case 'bottom_left':
			return __( 'Bottom Left', 'userfeedback' );
		case 'bottom_right':
			return __( 'Bottom Right', 'userfeedback' );
		case 'middle_left':
			return __( 'Middle Left', 'userfeedback' );
		case 'middle_right':
			return __( 'Middle Right', 'userfeedback' );
	}
	return position;
}
