/**
 * The fields of a question's own settings, by type (docs/decisions.md "Every question a site
 * owner asks"): a scale's preset, range and end labels; a smiley's faces; a date's earliest and
 * latest day; a consent's text. An empty label or text shows, as its placeholder, the words the
 * widget uses instead (previewTexts(), the widget's own texts). Each error shows under its field.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Question } from '../../../../data/survey-types';
import type { QuestionErrors } from '../questions';
import { FieldError } from '../shared/FieldError';
import {
	SCALE_MAXES,
	SCALE_MINS,
	SMILEY_FACES,
	facesLabel,
	scaleRange,
	withScalePreset,
	type QuestionSettings,
	type ScaleMax,
	type ScaleMin,
	type ScalePreset,
	type SmileyFaces,
} from '../type-settings';
import { previewTexts } from './preview-survey';

interface TypeFieldsProps {
	question: Question;
	idPrefix: string;
	/** The errors to show (none until the card has been worked on). */
	errors: QuestionErrors;
	onChange: ( settings: QuestionSettings ) => void;
}

/**
 * The preset names, with the range each fixes.
 * @param preset
 */
function presetLabel( preset: ScalePreset ): string {
	switch ( preset ) {
		case 'numeric':
			return __( 'Numeric', 'userfeedback' );
		case 'csat':
			return __( 'CSAT (satisfaction, 1–5)', 'userfeedback' );
		case 'ces':
			return __( 'Effort (CES, 1–7)', 'userfeedback' );
	}
}

const PRESETS: readonly ScalePreset[] = [ 'numeric', 'csat', 'ces' ];

/**
 * The words the widget shows at a scale's ends when the labels are empty: the preset's, none
 * for a numeric scale.
 *
 * @param preset The scale's preset.
 */
function endWords( preset: ScalePreset ): [ string, string ] {
	const texts = previewTexts();
	switch ( preset ) {
		case 'csat':
			return [ texts.csatLow ?? '', texts.csatHigh ?? '' ];
		case 'ces':
			return [ texts.cesLow ?? '', texts.cesHigh ?? '' ];
		default:
			return [ '', '' ];
	}
}

export function TypeFields( {
	question,
	idPrefix,
	errors,
	onChange,
}: TypeFieldsProps ) {
	const { settings } = question;
	const set = ( changes: Partial< QuestionSettings > ) =>
		onChange( { ...settings, ...changes } );

	switch ( question.type ) {
		case 'scale':
			return (
				<ScaleFields
					settings={ settings }
					idPrefix={ idPrefix }
					errors={ errors }
					onChange={ onChange }
				/>
			);
		case 'smiley':
			return (
				<p className="uf-builder-type-fields">
					<span className="uf-builder-type-fields__field">
						<label htmlFor={ `${ idPrefix }-faces` }>
							{ __( 'Faces', 'userfeedback' ) }
						</label>
						<select
							id={ `${ idPrefix }-faces` }
							value={ settings.faces ?? 5 }
							onChange={ ( event ) =>
								set( {
									faces: Number(
										event.target.value
									) as SmileyFaces,
								} )
							}
						>
							{ SMILEY_FACES.map( ( faces ) => (
								<option key={ faces } value={ faces }>
									{ facesLabel( faces ) }
								</option>
							) ) }
						</select>
					</span>
				</p>
			);
		case 'date':
			return (
				<DateFields
					settings={ settings }
					idPrefix={ idPrefix }
					errors={ errors }
					onChange={ set }
				/>
			);
		case 'consent':
			return (
				<div className="uf-builder-type-fields">
					<TextField
						id={ `${ idPrefix }-consent-label` }
						label={ __( 'Consent text', 'userfeedback' ) }
						value={ settings.consent_label ?? '' }
						placeholder={ previewTexts().agree ?? '' }
						error={ errors.consent_label }
						onChange={ ( consentLabel ) =>
							set( { consent_label: consentLabel } )
						}
					/>
				</div>
			);
		default:
			return null;
	}
}

interface FieldsProps {
	settings: QuestionSettings;
	idPrefix: string;
	errors: QuestionErrors;
}

function ScaleFields( {
	settings,
	idPrefix,
	errors,
	onChange,
}: FieldsProps & { onChange: ( settings: QuestionSettings ) => void } ) {
	const preset = settings.preset ?? 'numeric';
	const [ min, max ] = scaleRange( settings );
	const [ low, high ] = endWords( preset );
	const noLabel = __( 'No label', 'userfeedback' );
	const rangeId = `${ idPrefix }-scale-range`;
	return (
		<div className="uf-builder-type-fields">
			<p className="uf-builder-type-fields__row">
				<span className="uf-builder-type-fields__field">
					<label htmlFor={ `${ idPrefix }-preset` }>
						{ __( 'Scale', 'userfeedback' ) }
					</label>
					<select
						id={ `${ idPrefix }-preset` }
						value={ preset }
						aria-describedby={
							preset === 'numeric' ? undefined : rangeId
						}
						onChange={ ( event ) =>
							onChange(
								withScalePreset(
									settings,
									event.target.value as ScalePreset
								)
							)
						}
					>
						{ PRESETS.map( ( p ) => (
							<option key={ p } value={ p }>
								{ presetLabel( p ) }
							</option>
						) ) }
					</select>
				</span>
				{ preset === 'numeric' ? (
					<>
						<span className="uf-builder-type-fields__field">
							<label htmlFor={ `${ idPrefix }-scale-min` }>
								{ __( 'From', 'userfeedback' ) }
							</label>
							<select
								id={ `${ idPrefix }-scale-min` }
								value={ min }
								onChange={ ( event ) =>
									onChange( {
										...settings,
										scale_min: Number(
											event.target.value
										) as ScaleMin,
									} )
								}
							>
								{ SCALE_MINS.map( ( n ) => (
									<option key={ n } value={ n }>
										{ n }
									</option>
								) ) }
							</select>
						</span>
						<span className="uf-builder-type-fields__field">
							<label htmlFor={ `${ idPrefix }-scale-max` }>
								{ __( 'To', 'userfeedback' ) }
							</label>
							<select
								id={ `${ idPrefix }-scale-max` }
								value={ max }
								onChange={ ( event ) =>
									onChange( {
										...settings,
										scale_max: Number(
											event.target.value
										) as ScaleMax,
									} )
								}
							>
								{ SCALE_MAXES.map( ( n ) => (
									<option key={ n } value={ n }>
										{ n }
									</option>
								) ) }
							</select>
						</span>
					</>
				) : (
					<span id={ rangeId } className="description">
						{ sprintf(
							/* translators: 1: lowest number, 2: highest number. */
							__(
								'From %1$d to %2$d, as the preset says.',
								'userfeedback'
							),
							min,
							max
						) }
					</span>
				) }
			</p>
			<div className="uf-builder-type-fields__row">
				<TextField
					id={ `${ idPrefix }-min-label` }
					label={ sprintf(
						/* translators: %d: the lowest number of the scale. */
						__( 'Label at %d', 'userfeedback' ),
						min
					) }
					value={ settings.min_label ?? '' }
					placeholder={ low || noLabel }
					error={ errors.min_label }
					onChange={ ( label ) =>
						onChange( { ...settings, min_label: label } )
					}
				/>
				<TextField
					id={ `${ idPrefix }-max-label` }
					label={ sprintf(
						/* translators: %d: the highest number of the scale. */
						__( 'Label at %d', 'userfeedback' ),
						max
					) }
					value={ settings.max_label ?? '' }
					placeholder={ high || noLabel }
					error={ errors.max_label }
					onChange={ ( label ) =>
						onChange( { ...settings, max_label: label } )
					}
				/>
			</div>
		</div>
	);
}

function DateFields( {
	settings,
	idPrefix,
	errors,
	onChange,
}: FieldsProps & {
	onChange: ( changes: Partial< QuestionSettings > ) => void;
} ) {
	const errorId = `${ idPrefix }-max-date-error`;
	return (
		<div className="uf-builder-type-fields">
			<p className="uf-builder-type-fields__row">
				<span className="uf-builder-type-fields__field">
					<label htmlFor={ `${ idPrefix }-min-date` }>
						{ __( 'Earliest date (optional)', 'userfeedback' ) }
					</label>
					<input
						id={ `${ idPrefix }-min-date` }
						type="date"
						value={ settings.min_date ?? '' }
						max={ settings.max_date || undefined }
						onChange={ ( event ) =>
							onChange( { min_date: event.target.value } )
						}
					/>
				</span>
				<span className="uf-builder-type-fields__field">
					<label htmlFor={ `${ idPrefix }-max-date` }>
						{ __( 'Latest date (optional)', 'userfeedback' ) }
					</label>
					<input
						id={ `${ idPrefix }-max-date` }
						type="date"
						value={ settings.max_date ?? '' }
						min={ settings.min_date || undefined }
						aria-invalid={ errors.max_date ? true : undefined }
						aria-describedby={
							errors.max_date ? errorId : undefined
						}
						onChange={ ( event ) =>
							onChange( { max_date: event.target.value } )
						}
					/>
				</span>
			</p>
			{ errors.max_date && (
				<FieldError id={ errorId }>{ errors.max_date }</FieldError>
			) }
		</div>
	);
}

interface TextFieldProps {
	id: string;
	label: string;
	value: string;
	placeholder: string;
	error?: string;
	onChange: ( value: string ) => void;
}

/**
 * A one-line text with its label, and its error under it.
 * @param root0
 * @param root0.id
 * @param root0.label
 * @param root0.value
 * @param root0.placeholder
 * @param root0.error
 * @param root0.onChange
 */
export function TextField( {
	id,
	label,
	value,
	placeholder,
	error,
	onChange,
}: TextFieldProps ) {
	const errorId = `${ id }-error`;
	return (
		<div className="uf-builder-type-fields__field uf-builder-type-fields__field--text">
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="text"
				className="regular-text"
				value={ value }
				placeholder={ placeholder }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? errorId : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ error && <FieldError id={ errorId }>{ error }</FieldError> }
		</div>
	);
}
