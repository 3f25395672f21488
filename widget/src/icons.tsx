/* @jsxImportSource ./jsx */
/**
 * The few glyphs the widget draws, beside the toggle's nine icons (toggle-icons.ts).
 */
import { TOGGLE_ICONS } from './toggle-icons';

export { TOGGLE_ICONS };

export const STAR = TOGGLE_ICONS[ 'field-star' ];
export const CHEVRON = 'M6 9l6 6 6-6';

/**
 * A decorative icon: the control that holds it carries the accessible name. Its size is the
 * stylesheet's (every svg has one in widget.css), and no browser the widget runs in makes an svg
 * focusable (IE's focusable="false" is not needed).
 * @param root0
 * @param root0.d The path.
 */
export function Icon( { d }: { d: string } ) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden="true">
			<path d={ d } />
		</svg>
	);
}
