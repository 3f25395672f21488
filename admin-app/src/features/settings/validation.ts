/**
 * Client-side checks before a save (configuration.md §5): the e-mail list and the custom logo; the
 * spam protection keys and score.
 * The server checks everything again; its 400 field messages are shown the same way.
 */
import { __, sprintf } from '@wordpress/i18n';

import { MAX_PAUSE_MINUTES } from '@userfeedback/contract';
import {
	MAX_RETENTION_DAYS,
	type Settings,
	type SettingsField,
} from '../../data/use-settings';

export type FieldErrors = Partial< Record< SettingsField, string > >;

// One address: a local part, @, a dotted domain with a 2+ letter TLD; no spaces.
const EMAIL =
	/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/**
 * The addresses of a comma-separated list, trimmed; empty entries (a trailing comma) dropped.
 *
 * @param list The list as typed.
 */
export function splitEmails( list: string ): string[] {
	return list
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( ( part ) => part !== '' );
}

/**
 * @param address One address.
 */
export function isValidEmail( address: string ): boolean {
	return address.length <= 254 && EMAIL.test( address );
}

/**
 * The spec's rule: comma-separated, each a standard e-mail; empty allowed.
 *
 * @param list The list as typed.
 */
export function invalidEmails( list: string ): string[] {
	return splitEmails( list ).filter(
		( address ) => ! isValidEmail( address )
	);
}

export function isValidEmailList( list: string ): boolean {
	return invalidEmails( list ).length === 0;
}

/**
 * The field errors of a draft, for the fields this site may change.
 *
 * @param settings    The draft.
 * @param locked      Fields the site may not change (not checked: their value is the server's).
 * @param secretHints The stored secrets' hints ('' for none stored).
 */
export function validateSettings(
	settings: Settings,
	locked: Partial< Record< SettingsField, string > > = {},
	secretHints: Partial< Record< SettingsField, string > > = {}
): FieldErrors {
	const errors: FieldErrors = {};
	// A spam protection provider needs both its keys; a stored secret is kept when left empty.
	if ( settings.captcha_provider ) {
		if ( settings.captcha_site_key.trim() === '' ) {
			errors.captcha_site_key = __(
				'Enter the site key your spam protection provider gave you.',
				'userfeedback'
			);
		}
		if (
			settings.captcha_secret_key.trim() === '' &&
			! secretHints.captcha_secret_key
		) {
			errors.captcha_secret_key = __(
				'Enter the secret key your spam protection provider gave you.',
				'userfeedback'
			);
		}
	}
	const score = settings.captcha_min_score;
	if ( ! ( Number.isFinite( score ) && score >= 0 && score <= 1 ) ) {
		errors.captcha_min_score = __(
			'Enter a score from 0.0 to 1.0.',
			'userfeedback'
		);
	}
	const bad = invalidEmails( settings.notifications_recipients );
	if ( bad.length > 0 ) {
		errors.notifications_recipients = sprintf(
			/* translators: %s: the invalid e-mail addresses, comma-separated. */
			__( 'Not a valid email address: %s', 'userfeedback' ),
			bad.join( ', ' )
		);
	}
	if (
		settings.logo_type === 'custom' &&
		settings.widget_custom_logo.trim() === '' &&
		! locked.logo_type &&
		! locked.widget_custom_logo
	) {
		errors.widget_custom_logo = __(
			'You must select a custom logo.',
			'userfeedback'
		);
	}
	// 0 is off (the checkbox); minutes typed while it is on are 1 or more.
	const pause = settings.widget_pause_after_response;
	if (
		! locked.widget_pause_after_response &&
		! (
			Number.isInteger( pause ) &&
			pause >= 0 &&
			pause <= MAX_PAUSE_MINUTES
		)
	) {
		errors.widget_pause_after_response = sprintf(
			/* translators: %d: largest number of minutes. */
			__(
				'Enter a whole number of minutes from 1 to %d.',
				'userfeedback'
			),
			MAX_PAUSE_MINUTES
		);
	}
	const days = settings.retention_days;
	if ( ! Number.isInteger( days ) || days < 0 || days > MAX_RETENTION_DAYS ) {
		errors.retention_days = sprintf(
			/* translators: %d: largest number of days. */
			__( 'Enter a whole number of days from 1 to %d.', 'userfeedback' ),
			MAX_RETENTION_DAYS
		);
	}
	return errors;
}
