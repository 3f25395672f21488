/**
 * The widget toggle's nine icons for the icon picker: the widget's own object
 * (widget/src/toggle-icons.ts, plain data), so the picker cannot drift from what visitors see.
 */
import { __ } from '@wordpress/i18n';

import { TOGGLE_ICONS } from '../../../../../widget/src/toggle-icons';

export const TOGGLE_ICON_PATHS: Readonly< Record< string, string > > =
	TOGGLE_ICONS;

/**
 * The icon's accessible name in the picker.
 *
 * @param name An icon key, e.g. field-chat.
 */
export function toggleIconLabel( name: string ): string {
	switch ( name ) {
		case 'field-userfeedback':
			return __( 'Speech bubble with smile', 'userfeedback' );
		case 'field-chat':
			return __( 'Chat', 'userfeedback' );
		case 'field-comment':
			return __( 'Comment', 'userfeedback' );
		case 'field-star':
			return __( 'Star', 'userfeedback' );
		case 'field-heart':
			return __( 'Heart', 'userfeedback' );
		case 'field-thumbs-up':
			return __( 'Thumbs up', 'userfeedback' );
		case 'field-smile':
			return __( 'Smile', 'userfeedback' );
		case 'field-question':
			return __( 'Question mark', 'userfeedback' );
		case 'field-megaphone':
			return __( 'Megaphone', 'userfeedback' );
		default:
			return name;
	}
}
