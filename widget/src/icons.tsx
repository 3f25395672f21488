/**
 * The few glyphs the widget draws. The toggle's icon is not among them: the page carries the
 * chosen one's path (theming.widget_toggle_path, from the server's ToggleIcons), and only the
 * preview bundle holds all nine (toggle-icons.ts), so visitors never download the other eight.
 */

/** The star of star ratings (the same path as the toggle's 'field-star'; a test holds them equal). */
export const STAR =
	'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';
export const CHEVRON = 'M6 9l6 6 6-6';

/**
 * The default toggle icon ('field-userfeedback'), for a page cached before the server sent
 * widget_toggle_path: after an update such a page still shows an icon, not an empty button.
 */
export const DEFAULT_TOGGLE =
	'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8.5 11.5a4 4 0 0 0 7 0';

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
