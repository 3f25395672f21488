/**
 * The option creator (configuration.md §5 "Option counts"): one input per option, removal only
 * above the minimum, adding only below the maximum (-1: unlimited), each option trimmed when its
 * input is left. Defaults are the spec's generic ones (at least 2, no maximum); a question card
 * passes its type's limits (checkbox 1–5, radio-button 2–5).
 *
 * Enter in an option adds the next one (when allowed); focus follows added and removed options.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { FieldError } from '../shared/FieldError';

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
				{ __( 'Options', 'userfeedback' ) }
			</legend>
			<ol className="uf-builder-options__list">
				{ options.map( ( option, index ) => {
					const id = `${ idPrefix }-option-${ index }`;
					const label = sprintf(
						/* translators: %d: option number. */
						__( 'Option %d', 'userfeedback' ),
						index + 1
					);
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
								aria-label={ sprintf(
									/* translators: %d: option number. */
									__( 'Remove option %d', 'userfeedback' ),
									index + 1
								) }
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
					{ __( 'Add Option', 'userfeedback' ) }
				</button>
				{ max !== -1 && (
					<span className="description">
						{ sprintf(
							/* translators: 1: fewest options, 2: most options. */
							__( 'From %1$d to %2$d options.', 'userfeedback' ),
							min,
							max
						) }
					</span>
				) }
			</p>
		</fieldset>
	);
}
