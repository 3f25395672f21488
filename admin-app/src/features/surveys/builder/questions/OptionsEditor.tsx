/**
 * The option creator (configuration.md §5 "Option counts"): one input per option, removal only
 * above the minimum, adding only below the maximum (-1: unlimited), each option trimmed when its
 * input is left. Defaults are the spec's generic ones (at least 2, no maximum); a question card
 * passes its type's limits (checkbox 1–5, radio-button 2–5, dropdown 2–200…). The same editor
 * lists a matrix's rows and columns, with their own words (`texts`).
 *
 * Enter in an option adds the next one (when allowed); focus follows added and removed options.
 * With `bulk`, "Paste one per line" adds a whole list at once (a dropdown's countries, say).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { FieldError } from '../shared/FieldError';

/** What the editor calls its items. */
export interface OptionsEditorTexts {
	legend: string;
	/** An item's label, e.g. "Option 2". */
	item: ( n: number ) => string;
	/** Its remove button's label, e.g. "Remove option 2". */
	remove: ( n: number ) => string;
	add: string;
	/** The allowed count, e.g. "From 2 to 5 options." */
	range: ( min: number, max: number ) => string;
}

function optionTexts(): OptionsEditorTexts {
	return {
		legend: __( 'Options', 'userfeedback' ),
		item: ( n ) =>
			sprintf(
				/* translators: %d: option number. */
				__( 'Option %d', 'userfeedback' ),
				n
			),
		remove: ( n ) =>
			sprintf(
				/* translators: %d: option number. */
				__( 'Remove option %d', 'userfeedback' ),
				n
			),
		add: __( 'Add Option', 'userfeedback' ),
		range: ( min, max ) =>
			sprintf(
				/* translators: 1: fewest options, 2: most options. */
				__( 'From %1$d to %2$d options.', 'userfeedback' ),
				min,
				max
			),
	};
}

/**
 * The options with pasted lines added: each non-empty line, trimmed, fills the empty options first
 * and then goes at the end, up to the maximum (-1: none).
 *
 * @param options The options.
 * @param text    The pasted text, one option per line.
 * @param max     The most options allowed; -1 for no limit.
 * @return The new options and how many lines did not fit.
 */
export function addLines(
	options: readonly string[],
	text: string,
	max: number
): { options: string[]; left: number } {
	const lines = text
		.split( /\r?\n/ )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' );
	const next = options.filter( ( option ) => option.trim() !== '' );
	const room = max === -1 ? lines.length : Math.max( 0, max - next.length );
	const added = lines.slice( 0, room );
	const result = [ ...next, ...added ];
	// Keep the empty inputs the admin still sees when nothing was pasted.
	return {
		options: added.length === 0 ? [ ...options ] : result,
		left: lines.length - added.length,
	};
}

interface OptionsEditorProps {
	options: string[];
	onChange: ( options: string[] ) => void;
	/** Fewest options (removal stops here). */
	min?: number;
	/** Most options; -1 for no limit. */
	max?: number;
	/** Prefix for the inputs' ids (unique per question). */
	idPrefix: string;
	/** The options error, shown under the list. */
	error?: string;
	errorId?: string;
	/** What the editor calls its items (default: options). */
	texts?: OptionsEditorTexts;
	/** Offer "Paste one per line". */
	bulk?: boolean;
}

/**
 * Whether another option may be added.
 *
 * @param count How many options there are.
 * @param max   The most allowed; -1 for no limit.
 */
export function canAdd( count: number, max: number ): boolean {
	return max === -1 || count < max;
}

/**
 * Whether an option may be removed.
 *
 * @param count How many options there are.
 * @param min   The fewest allowed.
 */
export function canRemove( count: number, min: number ): boolean {
	return count > min;
}

export function OptionsEditor( {
	options,
	onChange,
	min = 2,
	max = -1,
	idPrefix,
	error,
	errorId,
	texts = optionTexts(),
	bulk = false,
}: OptionsEditorProps ) {
	const inputs = useRef< Array< HTMLInputElement | null > >( [] );
	const addButton = useRef< HTMLButtonElement >( null );
	const [ focusIndex, setFocusIndex ] = useState< number | null >( null );

	useEffect( () => {
		if ( focusIndex === null ) {
			return;
		}
		( inputs.current[ focusIndex ] ?? addButton.current )?.focus();
		setFocusIndex( null );
	}, [ focusIndex ] );

	const set = ( index: number, value: string ) =>
		onChange( options.map( ( o, i ) => ( i === index ? value : o ) ) );

	const add = ( after = options.length - 1 ) => {
		if ( ! canAdd( options.length, max ) ) {
			return;
		}
		const next = [ ...options ];
		next.splice( after + 1, 0, '' );
		onChange( next );
		setFocusIndex( after + 1 );
	};

	const remove = ( index: number ) => {
		if ( ! canRemove( options.length, min ) ) {
			return;
		}
		onChange( options.filter( ( _, i ) => i !== index ) );
		setFocusIndex( Math.max( 0, index - 1 ) );
	};

	const addAllowed = canAdd( options.length, max );
	const removeAllowed = canRemove( options.length, min );

	return (
		<fieldset
			className="uf-builder-options"
			aria-describedby={ error ? errorId : undefined }
		>
			<legend className="uf-builder-options__legend">
				{ texts.legend }
			</legend>
			<ol className="uf-builder-options__list">
				{ options.map( ( option, index ) => {
					const id = `${ idPrefix }-option-${ index }`;
					const label = texts.item( index + 1 );
					return (
						<li key={ index } className="uf-builder-options__item">
							<label
								htmlFor={ id }
								className="screen-reader-text"
							>
								{ label }
							</label>
							<input
								ref={ ( el ) => {
									inputs.current[ index ] = el;
								} }
								id={ id }
								type="text"
								className="regular-text"
								placeholder={ label }
								value={ option }
								aria-invalid={
									error && option.trim() === ''
										? true
										: undefined
								}
								onChange={ ( event ) =>
									set( index, event.target.value )
								}
								onBlur={ () => {
									const trimmed = option.trim();
									if ( trimmed !== option ) {
										set( index, trimmed );
									}
								} }
								onKeyDown={ ( event ) => {
									if ( event.key === 'Enter' ) {
										event.preventDefault();
										add( index );
									}
								} }
							/>
							<button
								type="button"
								className="button-link uf-builder-options__remove"
								disabled={ ! removeAllowed }
								aria-label={ texts.remove( index + 1 ) }
								onClick={ () => remove( index ) }
							>
								<span
									className="dashicons dashicons-minus"
									aria-hidden="true"
								/>
							</button>
						</li>
					);
				} ) }
			</ol>
			{ error && errorId && (
				<FieldError id={ errorId }>{ error }</FieldError>
			) }
			<p className="uf-builder-options__footer">
				<button
					ref={ addButton }
					type="button"
					className="button"
					disabled={ ! addAllowed }
					onClick={ () => add() }
				>
					{ texts.add }
				</button>
				{ max !== -1 && (
					<span className="description">
						{ texts.range( min, max ) }
					</span>
				) }
			</p>
			{ bulk && (
				<BulkAdd
					options={ options }
					max={ max }
					onChange={ onChange }
				/>
			) }
		</fieldset>
	);
}

interface BulkAddProps {
	options: string[];
	max: number;
	onChange: ( options: string[] ) => void;
}

/**
 * "Paste one per line": a text area whose lines become options (addLines()), with a note when
 * some did not fit under the maximum.
 * @param root0
 * @param root0.options
 * @param root0.max
 * @param root0.onChange
 */
function BulkAdd( { options, max, onChange }: BulkAddProps ) {
	const id = useId();
	const [ open, setOpen ] = useState( false );
	const [ text, setText ] = useState( '' );
	const [ left, setLeft ] = useState( 0 );
	const area = useRef< HTMLTextAreaElement >( null );

	useEffect( () => {
		if ( open ) {
			area.current?.focus();
		}
	}, [ open ] );

	if ( ! open ) {
		return (
			<p className="uf-builder-options__bulk">
				<button
					type="button"
					className="button-link"
					aria-expanded={ false }
					onClick={ () => {
						setLeft( 0 );
						setOpen( true );
					} }
				>
					{ __( 'Paste one per line', 'userfeedback' ) }
				</button>
				{ left > 0 && (
					<span className="description" role="status">
						{ ' ' }
						{ sprintf(
							/* translators: 1: lines left out, 2: most options. */
							_n(
								'%1$d line was left out: at most %2$d options.',
								'%1$d lines were left out: at most %2$d options.',
								left,
								'userfeedback'
							),
							left,
							max
						) }
					</span>
				) }
			</p>
		);
	}
	return (
		<div className="uf-builder-options__bulk">
			<label htmlFor={ `${ id }-lines` }>
				{ __( 'Options to add, one per line', 'userfeedback' ) }
			</label>
			<textarea
				ref={ area }
				id={ `${ id }-lines` }
				className="large-text"
				rows={ 6 }
				value={ text }
				onChange={ ( event ) => setText( event.target.value ) }
			/>
			<p>
				<button
					type="button"
					className="button"
					onClick={ () => {
						const result = addLines( options, text, max );
						onChange( result.options );
						setLeft( result.left );
						setText( '' );
						setOpen( false );
					} }
				>
					{ __( 'Add these options', 'userfeedback' ) }
				</button>{ ' ' }
				<button
					type="button"
					className="button-link"
					onClick={ () => {
						setText( '' );
						setOpen( false );
					} }
				>
					{ __( 'Cancel', 'userfeedback' ) }
				</button>
			</p>
		</div>
	);
}
