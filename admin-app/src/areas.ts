/**
 * The admin areas: one WordPress admin page (`admin.php?page=userfeedback_{area}`) each, in menu
 * order, with the capability PHP requires to open it (src/Admin/AdminPages.php).
 */
import { __ } from '@wordpress/i18n';

import type { UserCapabilities } from './data/globals';

export const AREAS = [
	'surveys',
	'results',
	'settings',
	'addons',
	'about',
] as const;

export type Area = ( typeof AREAS )[ number ];

export function isArea( value: unknown ): value is Area {
	return (
		typeof value === 'string' &&
		( AREAS as readonly string[] ).includes( value )
	);
}

export const AREA_CAPABILITY: Record< Area, keyof UserCapabilities > = {
	surveys: 'create_edit_surveys',
	results: 'view_results',
	settings: 'manage_settings',
	addons: 'manage_settings',
	about: 'create_edit_surveys',
};

export function areaLabel( area: Area ): string {
	switch ( area ) {
		case 'surveys':
			return __( 'Surveys', 'userfeedback' );
		case 'results':
			return __( 'Results', 'userfeedback' );
		case 'settings':
			return __( 'Settings', 'userfeedback' );
		case 'addons':
			return __( 'Add-ons', 'userfeedback' );
		case 'about':
			return __( 'About', 'userfeedback' );
	}
}
