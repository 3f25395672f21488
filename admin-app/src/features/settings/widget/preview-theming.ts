/**
 * The widget look the site's settings give visitors (the Theming of widget/src/types.ts), for
 * the customiser's live Preview. Mirrors src/Frontend/WidgetTheming.php for a survey without its
 * own branding: fields the server locks for this site show what visitors get (the light preset
 * colours, the UserFeedback logo instead of a custom one), and middle positions need Pro.
 */
import type { Theming } from '../../../../../widget/src/types';
import type { SettingsData, Settings } from '../../../data/use-settings';
import { positionInEffect } from './position';

const LIGHT = {
	widget_color: '#ffffff',
	text_color: '#23282D',
	button_color: '#2D87F1',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function color( value: string, fallback: string ): string {
	return HEX.test( value ) ? value : fallback;
}

/**
 * @param settings     The draft.
 * @param locked       What this site may not change.
 * @param lockedValues Values this site may not choose (middle positions, the custom logo).
 * @param texts        The translated default Skip / Next texts.
 * @param texts.skip   Skip.
 * @param texts.next   Next.
 */
export function settingsTheming(
	settings: Settings,
	locked: SettingsData[ 'locked' ],
	lockedValues: SettingsData[ 'lockedValues' ],
	texts: { skip: string; next: string }
): Theming {
	const colorsLocked = Boolean(
		locked.widget_color ||
		locked.widget_text_color ||
		locked.widget_button_color
	);
	const scheme =
		! colorsLocked && settings.widget_theme === 'dark' ? 'dark' : 'light';
	const customLogo =
		locked.widget_custom_logo || lockedValues.logo_type?.custom
			? ''
			: settings.widget_custom_logo.trim();
	let logoType = settings.logo_type;
	if ( logoType === 'custom' && customLogo === '' ) {
		logoType = 'userfeedback';
	}
	const label = ( value: string, english: string, translated: string ) =>
		value.trim() === '' || value.trim() === english
			? translated
			: value.trim();
	return {
		color_scheme: scheme,
		widget_color: colorsLocked
			? LIGHT.widget_color
			: color( settings.widget_color, LIGHT.widget_color ),
		text_color: colorsLocked
			? LIGHT.text_color
			: color( settings.widget_text_color, LIGHT.text_color ),
		button_color: colorsLocked
			? LIGHT.button_color
			: color( settings.widget_button_color, LIGHT.button_color ),
		font: { ...settings.widget_font },
		position: positionInEffect(
			settings.widget_position,
			lockedValues.widget_position
		),
		widget_toggle_text: settings.widget_toggle_text.trim(),
		widget_toggle_icon: settings.widget_toggle_icon || 'field-userfeedback',
		widget_toggle_color: color( settings.widget_toggle_color, '#23282D' ),
		logo_type: logoType,
		custom_logo: logoType === 'custom' ? customLogo : '',
		start_minimized: settings.widget_start_minimized,
		skip_text: label( settings.widget_skip_text, 'Skip', texts.skip ),
		next_text: label( settings.widget_next_text, 'Next', texts.next ),
	};
}
