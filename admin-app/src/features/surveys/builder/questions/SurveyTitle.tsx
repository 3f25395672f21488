/**
 * The survey's editable title (configuration.md §2.3 "Editable text pieces"): a heading with an
 * edit button; editing shows an input where Enter saves, Esc cancels, and saving empty text keeps
 * the previous title. Leaving the input (blur) saves too, so a click elsewhere loses nothing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';

interface SurveyTitleProps {
	title: string;
	onChange: ( title: string ) => void;
}

export function SurveyTitle( { title, onChange }: SurveyTitleProps ) {
	const [ editing, setEditing ] = useState( false );
	const [ text, setText ] = useState( title );
	const input = useRef< HTMLInputElement >( null );
	const editButton = useRef< HTMLButtonElement >( null );
	// Set once editing ends by a key, so the blur that follows does not save a second time.
	const done = useRef( false );
	const refocus = useRef( false );
	const inputId = useId();

	useEffect( () => {
		if ( editing ) {
			input.current?.focus();
			input.current?.select();
		} else if ( refocus.current ) {
			refocus.current = false;
			editButton.current?.focus();
		}
	}, [ editing ] );

	const start = () => {
		done.current = false;
		setText( title );
		setEditing( true );
	};

	const finish = ( save: boolean, returnFocus: boolean ) => {
		if ( done.current ) {
			return;
		}
		done.current = true;
		const trimmed = text.trim();
		if ( save && trimmed !== '' && trimmed !== title ) {
			onChange( trimmed );
		}
		refocus.current = returnFocus;
		setEditing( false );
	};

	if ( editing ) {
		return (
			<div className="uf-builder-title is-editing">
				<label htmlFor={ inputId } className="screen-reader-text">
					{ __( 'Survey title', 'userfeedback' ) }
				</label>
				<input
					ref={ input }
					id={ inputId }
					type="text"
					className="regular-text uf-builder-title__input"
					value={ text }
					onChange={ ( event ) => setText( event.target.value ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'Enter' ) {
							event.preventDefault();
							finish( true, true );
						} else if ( event.key === 'Escape' ) {
							event.preventDefault();
							event.stopPropagation();
							finish( false, true );
						}
					} }
					onBlur={ () => finish( true, false ) }
				/>
				<p className="description uf-builder-title__hint">
					{ __(
						'Press Enter to save or Escape to cancel.',
						'userfeedback'
					) }
				</p>
			</div>
		);
	}

	return (
		<div className="uf-builder-title">
			<h2 className="uf-builder-title__text">
				{ title.trim() !== '' ? (
					title
				) : (
					<span className="uf-builder-title__empty">
						{ __( 'Untitled survey', 'userfeedback' ) }
					</span>
				) }
			</h2>
			<button
				ref={ editButton }
				type="button"
				className="button-link uf-builder-title__edit"
				aria-label={ __( 'Edit title', 'userfeedback' ) }
				onClick={ start }
			>
				<span className="dashicons dashicons-edit" aria-hidden="true" />
			</button>
		</div>
	);
}
