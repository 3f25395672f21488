/* @jsxImportSource ./jsx */
/**
 * The few glyphs the widget draws, beside the toggle's nine icons (toggle-icons.ts).
 */
import { TOGGLE_ICONS } from './toggle-icons';

export { TOGGLE_ICONS };

export const STAR = TOGGLE_ICONS[ 'field-star' ];
export const CLOSE = 'M18 6 6 18M6 6l12 12';
export const CHEVRON = 'M6 9l6 6 6-6';

/**
 * A decorative icon: the control that holds it carries the accessible name.
 * @param root0
 * @param root0.d
 * @param root0.class
 */
export function Icon( { d, class: className }: { d: string; class?: string } ) {
	return (
		<svg
			class={ className }
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ d } />
		</svg>
	);
}
