/**
 * One question card (configuration.md §2.3, §3 "Question", §5): title, type, the options of
 * choice questions (a dropdown's with "Paste one per line", a matrix's rows and columns, an image
 * choice's images), the e-mail question's name field, the type's own settings (TypeFields), the
 * toggles, the conditional logic and, on choice and rating questions, the jump logic, with an
 * error icon and messages once the card has been worked on. The drag handle comes from the sortable list; the card itself only edits its
 * question.
 */
import {
	useEffect,
	useRef,
	type CSSProperties,
	type ReactNode,
	type Ref,
} from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { Question, QuestionType } from '../../../../data/survey-types';
import {
	OPTION_TYPES,
	PRO_QUESTION_TYPES,
	QUESTION_TYPES,
	optionLimits,
	questionErrors,
	questionTypeLabel,
} from '../questions';
import { FieldError } from '../shared/FieldError';
import type { Gate } from '../shared/gates';
import { TrashButton } from '../shared/TrashButton';
import { MAX_MATRIX_ROWS, MIN_MATRIX_ROWS } from '../type-settings';
import { ImageChoiceEditor } from './ImageChoiceEditor';
import { JumpEditor } from './JumpEditor';
import { canHaveJumps } from './jumps';
import { LogicEditor } from './LogicEditor';
import { OptionsEditor, type OptionsEditorTexts } from './OptionsEditor';
import { QuestionToggles } from './QuestionToggles';
import { recallChoices, recallProblem } from './recall';
import { RecallPicker } from './RecallPicker';
import { TypeFields } from './TypeFields';

/** A matrix's rows, in the option creator. */
function rowTexts(): OptionsEditorTexts {
	return {
		legend: __( 'Rows', 'userfeedback' ),
		item: ( n ) =>
			sprintf(
				/* translators: %d: row number. */
				__( 'Row %d', 'userfeedback' ),
				n
			),
		remove: ( n ) =>
			sprintf(
				/* translators: %d: row number. */
				__( 'Remove row %d', 'userfeedback' ),
				n
			),
		add: __( 'Add Row', 'userfeedback' ),
		range: ( min, max ) =>
			sprintf(
				/* translators: 1: fewest rows, 2: most rows. */
				__( 'From %1$d to %2$d rows.', 'userfeedback' ),
				min,
				max
			),
	};
}

/** A matrix's columns: the scale every row is answered on. */
function columnTexts(): OptionsEditorTexts {
	return {
		legend: __( 'Columns (the scale for every row)', 'userfeedback' ),
		item: ( n ) =>
			sprintf(
				/* translators: %d: column number. */
				__( 'Column %d', 'userfeedback' ),
				n
			),
		remove: ( n ) =>
			sprintf(
				/* translators: %d: column number. */
				__( 'Remove column %d', 'userfeedback' ),
				n
			),
		add: __( 'Add Column', 'userfeedback' ),
		range: ( min, max ) =>
			sprintf(
				/* translators: 1: fewest columns, 2: most columns. */
				__( 'From %1$d to %2$d columns.', 'userfeedback' ),
				min,
				max
			),
	};
}

export type CardFocus = 'title' | 'heading';

export interface QuestionCardProps {
	question: Question;
	/** Its position in the survey. */
	index: number;
	questions: Question[];
	/** The survey's hidden field names, which a title can recall. */
	hiddenFields?: string[];
	proTypesGate: Gate;
	togglesGate: Gate;
	/** False in NPS surveys (spec §5): no delete control. */
	canDelete: boolean;
	/** The type cannot change (the NPS question of an NPS survey). */
	typeLocked: boolean;
	/** Show the error icon and messages. */
	showErrors: boolean;
	/** Move focus into the card once mounted or updated (after adding or deleting). */
	focus?: CardFocus | null;
	onFocused?: () => void;
	onChange: ( question: Question ) => void;
	onChangeType: ( type: QuestionType ) => void;
	onDelete: () => void;
	/** Focus left the card: from now on its errors show. */
	onTouched: () => void;
	onUpgrade: ( feature: string ) => void;
	/** The drag handle (from the sortable list). */
	handle?: ReactNode;
	cardRef?: Ref< HTMLLIElement >;
	style?: CSSProperties;
	isDragging?: boolean;
}

export function QuestionCard( {
	question,
	index,
	questions,
	hiddenFields = [],
	proTypesGate,
	togglesGate,
	canDelete,
	typeLocked,
	showErrors,
	focus = null,
	onFocused,
	onChange,
	onChangeType,
	onDelete,
	onTouched,
	onUpgrade,
	handle,
	cardRef,
	style,
	isDragging = false,
}: QuestionCardProps ) {
	const idPrefix = `uf-question-${ question.id }`;
	const number = index + 1;
	const recallError = recallProblem(
		question.title,
		index,
		questions,
		hiddenFields
	);
	const errors = {
		...( recallError ? { title: recallError } : {} ),
		...questionErrors( question ),
	};
	const hasErrors = Object.keys( errors ).length > 0;
	const visibleErrors = showErrors ? errors : {};
	const titleInput = useRef< HTMLInputElement >( null );
	const heading = useRef< HTMLHeadingElement >( null );

	useEffect( () => {
		if ( ! focus ) {
			return;
		}
		( focus === 'title' ? titleInput : heading ).current?.focus();
		onFocused?.();
	}, [ focus, onFocused ] );

	const isMatrix = question.type === 'matrix';
	const isImageChoice = question.type === 'image-choice';
	// Image choice edits its options beside their images.
	const hasOptions =
		OPTION_TYPES.includes( question.type ) && ! isImageChoice;
	const limits = optionLimits( question.type );
	const titleErrorId = `${ idPrefix }-title-error`;
	// Written at the title's caret (or its end), the caret then after it.
	const insertRecall = ( token: string ) => {
		const input = titleInput.current;
		const at = input?.selectionStart ?? question.title.length;
		const end = input?.selectionEnd ?? at;
		onChange( {
			...question,
			title:
				question.title.slice( 0, at ) +
				token +
				question.title.slice( end ),
		} );
		window.setTimeout( () => {
			input?.focus();
			input?.setSelectionRange( at + token.length, at + token.length );
		} );
	};
	const optionsErrorId = `${ idPrefix }-options-error`;
	const rowsErrorId = `${ idPrefix }-rows-error`;

	return (
		<li
			ref={ cardRef }
			style={ style }
			className={ [
				'uf-builder-card',
				showErrors && hasErrors ? 'has-errors' : '',
				isDragging ? 'is-dragging' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			onBlur={ ( event ) => {
				if (
					! event.currentTarget.contains(
						event.relatedTarget as Node | null
					)
				) {
					onTouched();
				}
			} }
		>
			<div className="uf-builder-card__header">
				{ handle }
				<h3
					ref={ heading }
					id={ `${ idPrefix }-heading` }
					className="uf-builder-card__heading"
					tabIndex={ -1 }
				>
					{ sprintf(
						/* translators: %d: question number. */
						__( 'Question %d', 'userfeedback' ),
						number
					) }
					<span className="uf-builder-card__type">
						{ questionTypeLabel( question.type ) }
					</span>
				</h3>
				{ showErrors && hasErrors && (
					<span
						className="uf-builder-card__error-icon dashicons dashicons-warning"
						role="img"
						aria-label={ __(
							'This question has errors',
							'userfeedback'
						) }
						title={ __(
							'This question has errors',
							'userfeedback'
						) }
					/>
				) }
				{ canDelete && (
					<TrashButton
						className="button-link button-link-delete uf-builder-card__delete"
						label={ sprintf(
							/* translators: %d: question number. */
							__( 'Delete question %d', 'userfeedback' ),
							number
						) }
						onClick={ onDelete }
					/>
				) }
			</div>

			<div className="uf-builder-card__body">
				<div className="uf-builder-card__row">
					<div className="uf-builder-card__field uf-builder-card__field--title">
						<label htmlFor={ `${ idPrefix }-title` }>
							{ __( 'Question title', 'userfeedback' ) }
						</label>
						<input
							ref={ titleInput }
							id={ `${ idPrefix }-title` }
							type="text"
							className="widefat"
							value={ question.title }
							aria-invalid={
								visibleErrors.title ? true : undefined
							}
							aria-describedby={
								visibleErrors.title ? titleErrorId : undefined
							}
							onChange={ ( event ) =>
								onChange( {
									...question,
									title: event.target.value,
								} )
							}
						/>
						{ visibleErrors.title && (
							<FieldError id={ titleErrorId }>
								{ visibleErrors.title }
							</FieldError>
						) }
						<RecallPicker
							idPrefix={ idPrefix }
							choices={ recallChoices(
								questions,
								index,
								hiddenFields
							) }
							onInsert={ insertRecall }
						/>
					</div>
					<div className="uf-builder-card__field uf-builder-card__field--type">
						<label htmlFor={ `${ idPrefix }-type` }>
							{ __( 'Question type', 'userfeedback' ) }
						</label>
						<select
							id={ `${ idPrefix }-type` }
							value={ question.type }
							disabled={ typeLocked }
							onChange={ ( event ) =>
								onChangeType(
									event.target.value as QuestionType
								)
							}
						>
							{ QUESTION_TYPES.map( ( type ) => {
								const locked =
									proTypesGate !== 'ok' &&
									PRO_QUESTION_TYPES.includes( type ) &&
									type !== question.type;
								return (
									<option
										key={ type }
										value={ type }
										disabled={ locked }
									>
										{ locked
											? sprintf(
													/* translators: %s: question type name. */
													__(
														'%s (PRO)',
														'userfeedback'
													),
													questionTypeLabel( type )
												)
											: questionTypeLabel( type ) }
									</option>
								);
							} ) }
						</select>
					</div>
				</div>

				{ isMatrix && (
					<OptionsEditor
						options={ question.settings.rows ?? [] }
						min={ MIN_MATRIX_ROWS }
						max={ MAX_MATRIX_ROWS }
						idPrefix={ `${ idPrefix }-row` }
						error={ visibleErrors.rows }
						errorId={ rowsErrorId }
						texts={ rowTexts() }
						onChange={ ( rows ) =>
							onChange( {
								...question,
								settings: { ...question.settings, rows },
							} )
						}
					/>
				) }
				{ hasOptions && (
					<OptionsEditor
						options={ question.config.options }
						min={ limits.min }
						max={ limits.max }
						idPrefix={ idPrefix }
						error={ visibleErrors.options }
						errorId={ optionsErrorId }
						texts={ isMatrix ? columnTexts() : undefined }
						bulk={ question.type === 'dropdown' }
						onChange={ ( options ) =>
							onChange( {
								...question,
								config: { ...question.config, options },
							} )
						}
					/>
				) }
				{ isImageChoice && (
					<ImageChoiceEditor
						question={ question }
						idPrefix={ idPrefix }
						errors={ visibleErrors }
						onChange={ onChange }
					/>
				) }
				{ ! hasOptions && ! isImageChoice && visibleErrors.options && (
					<FieldError id={ optionsErrorId }>
						{ visibleErrors.options }
					</FieldError>
				) }

				{ question.type === 'email' && (
					<p className="uf-builder-card__include-name">
						<input
							id={ `${ idPrefix }-include-name` }
							type="checkbox"
							checked={ !! question.config.include_name }
							onChange={ ( event ) =>
								onChange( {
									...question,
									config: {
										...question.config,
										include_name: event.target.checked,
									},
								} )
							}
						/>
						<label htmlFor={ `${ idPrefix }-include-name` }>
							{ __(
								'Also ask for the visitor’s name',
								'userfeedback'
							) }
						</label>
					</p>
				) }

				<TypeFields
					question={ question }
					idPrefix={ idPrefix }
					errors={ visibleErrors }
					onChange={ ( settings ) =>
						onChange( { ...question, settings } )
					}
				/>

				<QuestionToggles
					question={ question }
					gate={ togglesGate }
					idPrefix={ idPrefix }
					onUpgrade={ onUpgrade }
					onChange={ ( settings ) =>
						onChange( { ...question, settings } )
					}
				/>

				<LogicEditor
					question={ question }
					index={ index }
					questions={ questions }
					onChange={ ( logic ) => onChange( { ...question, logic } ) }
				/>

				{ canHaveJumps( question.type ) && (
					<JumpEditor
						question={ question }
						index={ index }
						questions={ questions }
						// The toggles' gate: both need the question-types add-on.
						gate={ togglesGate }
						idPrefix={ idPrefix }
						onUpgrade={ onUpgrade }
						onChange={ ( jumps ) =>
							onChange( { ...question, jumps } )
						}
					/>
				) }
			</div>
		</li>
	);
}
