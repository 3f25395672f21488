/**
 * The settings a question has because of its type — a scale's range and end labels, a smiley's
 * faces, a matrix's rows, an image choice's images, a date's range, a consent's label — without
 * React (docs/decisions.md "Every question a site owner asks", the table of shapes). The server
 * gives the same defaults and limits (src/Surveys/TypeSettings.php, SurveyDefaults); the messages
 * are the validator's. Every function is pure.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	MAX_MATRIX_ROWS,
	SCALE_MAXES,
	SCALE_MINS,
	SCALE_PRESETS,
	SMILEY_FACES,
} from '@userfeedback/contract';

import type { Question, QuestionType } from '../../../data/survey-types';

export type QuestionSettings = Question[ 'settings' ];
export type ScalePreset = NonNullable< QuestionSettings[ 'preset' ] >;
export type ScaleMin = NonNullable< QuestionSettings[ 'scale_min' ] >;
export type ScaleMax = NonNullable< QuestionSettings[ 'scale_max' ] >;
export type SmileyFaces = NonNullable< QuestionSettings[ 'faces' ] >;
export type ImageOption = NonNullable< QuestionSettings[ 'images' ] >[ number ];

export {
	MAX_MATRIX_ROWS,
	SCALE_MAXES,
	SCALE_MINS,
	SCALE_PRESETS,
	SMILEY_FACES,
};

/**
 * TypeSettings::MAX_LABEL, MAX_ROW and MAX_ALT: the longest end label or consent text, matrix row
 * and alt text the server stores (not in the generated contract).
 */
export const MAX_LABEL = 200;
export const MAX_ROW = 500;
export const MAX_ALT = 500;

/** The ranges the CSAT and CES presets fix (TypeSettings::scale()). */
const PRESET_RANGES: Readonly<
	Record< Exclude< ScalePreset, 'numeric' >, [ ScaleMin, ScaleMax ] >
> = {
	csat: [ 1, 5 ],
	ces: [ 1, 7 ],
};

/** A matrix has at least one row (its columns are options: OPTION_LIMITS). */
export const MIN_MATRIX_ROWS = 1;

/** An option without an image (TypeSettings::images(): id 0, no url). */
export function noImage(): ImageOption {
	return { id: 0, url: '', alt: '' };
}

/**
 * An option's image once one is picked from the media library: the attachment's id and address,
 * and alt text that describes it. Text typed for the same image stays (the library's fills it
 * when empty), as does text typed before there was any image; a different image takes the
 * library's alt text, since what was typed described the image it replaces — when the library
 * has none, the field is left empty for the owner to fill in (an image needs its alt text).
 *
 * @param current The option's image now.
 * @param picked  The attachment chosen in the media library.
 */
export function withPickedImage(
	current: ImageOption,
	picked: ImageOption
): ImageOption {
	const keepTyped =
		current.url === '' || ( current.id > 0 && current.id === picked.id );
	return {
		id: picked.id,
		url: picked.url,
		alt: keepTyped && current.alt.trim() !== '' ? current.alt : picked.alt,
	};
}

/**
 * A matrix's default columns, the agreement scale the server also gives a matrix saved without
 * columns (TypeSettings::matrix_columns()).
 */
export function matrixColumns(): string[] {
	return [
		__( 'Strongly disagree', 'userfeedback' ),
		__( 'Disagree', 'userfeedback' ),
		__( 'Neutral', 'userfeedback' ),
		__( 'Agree', 'userfeedback' ),
		__( 'Strongly agree', 'userfeedback' ),
	];
}

/**
 * A new question's own settings, the contract's defaults (TypeSettings::normalize() of nothing):
 * a numeric 0–10 scale with the widget's end labels, five faces, one row to fill in, single image
 * choice with no images yet, no date range, the widget's consent text. Types without settings of
 * their own get none.
 *
 * @param type    The question type.
 * @param options How many options it starts with (an image choice has one image per option).
 */
export function typeSettingsDefaults(
	type: QuestionType,
	options = 0
): Partial< QuestionSettings > {
	switch ( type ) {
		case 'scale':
			return {
				preset: 'numeric',
				scale_min: 0,
				scale_max: 10,
				min_label: '',
				max_label: '',
			};
		case 'smiley':
			return { faces: 5 };
		case 'matrix':
			return { rows: [ '' ] };
		case 'image-choice':
			return {
				multiple: false,
				images: Array.from( { length: options }, noImage ),
			};
		case 'date':
			return { min_date: '', max_date: '' };
		case 'consent':
			return { consent_label: '' };
		default:
			return {};
	}
}

/**
 * The settings without those of other types (a type change leaves none behind), with the
 * type's own defaults where they are missing.
 *
 * @param type     The question type.
 * @param settings The question's settings.
 * @param options  How many options the question has.
 */
export function fitTypeSettings(
	type: QuestionType,
	settings: QuestionSettings,
	options: number
): QuestionSettings {
	const defaults = typeSettingsDefaults( type, options );
	const own: Partial< QuestionSettings > = {};
	for ( const key of Object.keys( defaults ) as Array<
		keyof QuestionSettings
	> ) {
		( own as Record< string, unknown > )[ key ] =
			settings[ key ] !== undefined ? settings[ key ] : defaults[ key ];
	}
	if ( type === 'image-choice' ) {
		own.images = fitImages( settings.images ?? [], options );
	}
	if ( type === 'scale' ) {
		Object.assign( own, scaleSettings( own as QuestionSettings ) );
	}
	return {
		required: settings.required,
		randomize: settings.randomize,
		comment_box: settings.comment_box,
		...own,
	};
}

/**
 * One image per option: missing ones added empty, extra ones dropped (as the server does).
 *
 * @param images  The images.
 * @param options How many options there are.
 */
export function fitImages(
	images: readonly ImageOption[],
	options: number
): ImageOption[] {
	return Array.from( { length: options }, ( _, i ) =>
		images[ i ] ? { ...images[ i ] } : noImage()
	);
}

/**
 * A scale's range: the preset's, or numeric's own (0 or 1 to 5, 7 or 10).
 *
 * @param settings The question's settings.
 */
export function scaleRange(
	settings: Pick< QuestionSettings, 'preset' | 'scale_min' | 'scale_max' >
): [ number, number ] {
	const preset = settings.preset ?? 'numeric';
	if ( preset !== 'numeric' ) {
		return [ ...PRESET_RANGES[ preset ] ];
	}
	const min = SCALE_MINS.find( ( m ) => m === settings.scale_min ) ?? 0;
	const max = SCALE_MAXES.find( ( m ) => m === settings.scale_max ) ?? 10;
	return [ min, max ];
}

/**
 * The scale part of the settings with the range its preset fixes.
 *
 * @param settings The question's settings.
 */
function scaleSettings(
	settings: QuestionSettings
): Pick< QuestionSettings, 'preset' | 'scale_min' | 'scale_max' > {
	const [ min, max ] = scaleRange( settings );
	return {
		preset: settings.preset ?? 'numeric',
		scale_min: min as ScaleMin,
		scale_max: max as ScaleMax,
	};
}

/**
 * The settings with another preset: CSAT and CES fix their range; numeric starts from 0–10.
 * The end labels stay (empty ones show the widget's words for the new preset).
 *
 * @param settings The question's settings.
 * @param preset   The new preset.
 */
export function withScalePreset(
	settings: QuestionSettings,
	preset: ScalePreset
): QuestionSettings {
	const range =
		preset === 'numeric'
			? ( [ 0, 10 ] as [ ScaleMin, ScaleMax ] )
			: PRESET_RANGES[ preset ];
	return {
		...settings,
		preset,
		scale_min: range[ 0 ],
		scale_max: range[ 1 ],
	};
}

/** The errors of a question's own settings, by field; each message shows under its field. */
export interface TypeErrors {
	rows?: string;
	min_label?: string;
	max_label?: string;
	consent_label?: string;
	max_date?: string;
	/** Alt text problems by option index. */
	alt?: Record< number, string >;
}

function labelTooLong( label: string | undefined ): string | undefined {
	return ( label ?? '' ).length > MAX_LABEL
		? sprintf(
				/* translators: %d: maximum number of characters. */
				__(
					'This label can be at most %d characters long.',
					'userfeedback'
				),
				MAX_LABEL
			)
		: undefined;
}

function rowsError( rows: readonly string[] ): string | undefined {
	const trimmed = rows.map( ( row ) => row.trim() );
	if ( trimmed.length === 0 || trimmed.includes( '' ) ) {
		return __( 'Rows are required', 'userfeedback' );
	}
	if ( trimmed.length > MAX_MATRIX_ROWS ) {
		return sprintf(
			/* translators: %d: maximum number of rows. */
			__( 'A matrix can have at most %d rows.', 'userfeedback' ),
			MAX_MATRIX_ROWS
		);
	}
	if ( new Set( trimmed ).size !== trimmed.length ) {
		return __( 'Two rows have the same text.', 'userfeedback' );
	}
	if ( trimmed.some( ( row ) => row.length > MAX_ROW ) ) {
		return sprintf(
			/* translators: %d: maximum number of characters. */
			__( 'A row can be at most %d characters long.', 'userfeedback' ),
			MAX_ROW
		);
	}
	return undefined;
}

function altErrors(
	images: readonly ImageOption[]
): Record< number, string > | undefined {
	const errors: Record< number, string > = {};
	images.forEach( ( image, i ) => {
		const alt = image.alt.trim();
		if ( image.url !== '' && alt === '' ) {
			errors[ i ] = __( 'Alt text is required', 'userfeedback' );
		} else if ( alt.length > MAX_ALT ) {
			errors[ i ] = sprintf(
				/* translators: %d: maximum number of characters. */
				__(
					'Alt text can be at most %d characters long.',
					'userfeedback'
				),
				MAX_ALT
			);
		}
	} );
	return Object.keys( errors ).length > 0 ? errors : undefined;
}

/**
 * What the server would refuse or not publish in a question's own settings
 * (TypeSettings::errors() and blocking()): a matrix needs 1 to 20 different rows, all filled in;
 * an image needs its alt text; the latest date may not come before the earliest; labels have a
 * length limit. Texts are judged trimmed, as the server stores them.
 *
 * @param q The question.
 */
export function typeErrors( q: Question ): TypeErrors {
	const s = q.settings;
	const errors: TypeErrors = {};
	switch ( q.type ) {
		case 'scale':
			errors.min_label = labelTooLong( s.min_label?.trim() );
			errors.max_label = labelTooLong( s.max_label?.trim() );
			break;
		case 'consent':
			errors.consent_label = labelTooLong( s.consent_label?.trim() );
			break;
		case 'matrix':
			errors.rows = rowsError( s.rows ?? [] );
			break;
		case 'image-choice':
			errors.alt = altErrors( s.images ?? [] );
			break;
		case 'date':
			if (
				s.min_date &&
				s.max_date &&
				s.min_date !== '' &&
				s.max_date !== '' &&
				s.max_date < s.min_date
			) {
				errors.max_date = __(
					'The latest date must not be before the earliest.',
					'userfeedback'
				);
			}
			break;
	}
	for ( const key of Object.keys( errors ) as Array< keyof TypeErrors > ) {
		if ( errors[ key ] === undefined ) {
			delete errors[ key ];
		}
	}
	return errors;
}

/**
 * The number of faces as words for the builder's select, e.g. "5 faces".
 *
 * @param faces The number of faces.
 */
export function facesLabel( faces: number ): string {
	return sprintf(
		/* translators: %d: number of faces. */
		_n( '%d face', '%d faces', faces, 'userfeedback' ),
		faces
	);
}
