/**
 * The Hidden fields card's rules, without React: a new field, each field's problems in the
 * server's words (Surveys\HiddenFields::errors(), which decides on save), and the card's gate.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	HIDDEN_FIELD_KEY_MAX,
	HIDDEN_FIELD_NAME_PATTERN,
	HIDDEN_FIELD_PAGE_KEYS,
	HIDDEN_FIELD_USER_KEYS,
	MAX_HIDDEN_FIELDS,
	type HiddenField,
} from '@userfeedback/contract';
import { addonActive } from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';
import type { Gate } from '../shared/gates';

export type { HiddenField };
export const MAX_FIELDS = MAX_HIDDEN_FIELDS;

const NAME = new RegExp( HIDDEN_FIELD_NAME_PATTERN );

/**
 * The keys a source offers as a list (the others take text).
 *
 * @param source The source.
 */
export function keysOf( source: HiddenField[ 'source' ] ): readonly string[] {
	if ( source === 'user' ) {
		return HIDDEN_FIELD_USER_KEYS;
	}
	return source === 'page' ? HIDDEN_FIELD_PAGE_KEYS : [];
}

/** A new field: a URL parameter, as most sites start with utm_source. */
export function blankField(): HiddenField {
	return { name: '', source: 'query', key: '' };
}

/**
 * A field with another source: its key kept when the new source takes text, else the source's
 * first key.
 *
 * @param field  The field.
 * @param source The new source.
 */
export function withSource(
	field: HiddenField,
	source: HiddenField[ 'source' ]
): HiddenField {
	const keys = keysOf( source );
	const kept = keysOf( field.source ).length === 0 ? field.key : '';
	return { ...field, source, key: keys.length ? keys[ 0 ] : kept };
}

/**
 * What is wrong with a field (as the server says it), by part.
 *
 * @param fields The survey's fields.
 * @param index  The field's place.
 */
export function fieldProblems(
	fields: readonly HiddenField[],
	index: number
): { name?: string; key?: string } {
	const field = fields[ index ];
	const problems: { name?: string; key?: string } = {};
	const name = field.name.trim();
	if ( name === '' ) {
		problems.name = __(
			'Every hidden field needs a name.',
			'userfeedback'
		);
	} else if ( ! NAME.test( name ) ) {
		problems.name = __(
			'A hidden field’s name starts with a letter and holds only letters, digits and underscores (at most 40).',
			'userfeedback'
		);
	} else if (
		fields
			.slice( 0, index )
			.some(
				( other ) =>
					other.name.trim().toLowerCase() === name.toLowerCase()
			)
	) {
		problems.name = __(
			'Two hidden fields cannot have the same name.',
			'userfeedback'
		);
	}
	if ( keysOf( field.source ).length > 0 ) {
		return problems;
	}
	const key = field.key.trim();
	const missing: Record< string, string > = {
		query: __(
			'Enter the name of the URL parameter to read.',
			'userfeedback'
		),
		cookie: __( 'Enter the name of the cookie to read.', 'userfeedback' ),
		js: __(
			'Enter the name of the attribute the site’s code sets.',
			'userfeedback'
		),
	};
	if ( key === '' ) {
		problems.key = missing[ field.source ];
	} else if (
		key.length > HIDDEN_FIELD_KEY_MAX ||
		// eslint-disable-next-line no-control-regex -- control characters are what it refuses.
		/[\u0000-\u0020\u007f;=]/.test( key )
	) {
		problems.key = sprintf(
			/* translators: %d: most characters. */
			__(
				'The key can be at most %d characters long, without spaces, “;” or “=”.',
				'userfeedback'
			),
			HIDDEN_FIELD_KEY_MAX
		);
	}
	return problems;
}

/**
 * Whether every field is valid (the Settings step's Next).
 *
 * @param fields The survey's fields.
 */
export function fieldsValid( fields: readonly HiddenField[] ): boolean {
	return (
		fields.length <= MAX_FIELDS &&
		fields.every(
			( _field, index ) =>
				Object.keys( fieldProblems( fields, index ) ).length === 0
		)
	);
}

/**
 * Hidden fields (Entitlements::can_use_hidden_fields()): the targeting add-on on a licensed Pro
 * site; Lite and Pro without a licence get the PRO mark, a licensed site without it the add-on
 * notice.
 *
 * @param ent The site's entitlements.
 */
export function hiddenFieldsGate( ent: Entitlements ): Gate {
	if ( addonActive( ent, 'targeting' ) ) {
		return 'ok';
	}
	// Without a licence the add-on cannot help: the PRO mark, as the Targeting card's pages.
	return ent.is_licensed ? 'notice' : 'upgrade';
}
