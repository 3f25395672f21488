/**
 * The block's icon: the widget's own default toggle icon (widget/src/toggle-icons.ts, plain data),
 * stroked as the widget draws it. An SVG, not a Dashicon: the editor's iframe has no icon font.
 */
import { TOGGLE_ICONS } from '../../../widget/src/toggle-icons';

export const icon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path
			d={ TOGGLE_ICONS[ 'field-userfeedback' ] }
			fill="none"
			stroke="currentColor"
			strokeWidth="1.5"
			strokeLinecap="round"
			strokeLinejoin="round"
		/>
	</svg>
);
