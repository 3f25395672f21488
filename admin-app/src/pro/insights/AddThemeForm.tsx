/**
 * "Add a theme": a label and example phrases answers about it contain (one per line or comma
 * separated). New answers and, in the background, the survey's earlier ones are matched on them.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useToasts } from '../../components/Toast';
import { useThemeChange } from './data';
import {
	MAX_LABEL,
	examplesProblem,
	labelProblem,
	parseExamples,
	type PanelTheme,
} from './model';

export interface AddThemeFormProps {
	surveyId: number;
	themes: readonly PanelTheme[];
}

export function AddThemeForm( { surveyId, themes }: AddThemeFormProps ) {
	const ids = useId();
	const toasts = useToasts();
	const change = useThemeChange( surveyId );
	const [ open, setOpen ] = useState( false );
	const [ label, setLabel ] = useState( '' );
	const [ examples, setExamples ] = useState( '' );
	const [ problem, setProblem ] = useState< string | null >( null );
	const openRef = useRef< HTMLButtonElement >( null );
	const labelRef = useRef< HTMLInputElement >( null );

	const close = () => {
		setOpen( false );
		setProblem( null );
		window.requestAnimationFrame( () => openRef.current?.focus() );
	};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const text = label.trim();
		const phrases = parseExamples( examples );
		const why =
			labelProblem( text, themes ) ?? examplesProblem( phrases, false );
		if ( why ) {
			setProblem( why );
			labelRef.current?.focus();
			return;
		}
		setProblem( null );
		toasts.show( __( 'Saving…', 'userfeedback' ) );
		try {
			await change.mutateAsync( {
				kind: 'create',
				label: text,
				examples: phrases,
			} );
			toasts.saved(
				sprintf(
					/* translators: %s: a theme. */
					__(
						'Theme %s added. Answers are being matched.',
						'userfeedback'
					),
					text
				)
			);
			setLabel( '' );
			setExamples( '' );
			close();
		} catch ( error ) {
			const message =
				error instanceof Error
					? error.message
					: __( 'The theme could not be added.', 'userfeedback' );
			setProblem( message );
			toasts.failed( message );
		}
	};

	if ( ! open ) {
		return (
			<p className="uf-insights-add">
				<button
					ref={ openRef }
					type="button"
					className="button"
					aria-expanded={ false }
					onClick={ () => {
						setOpen( true );
						window.requestAnimationFrame( () =>
							labelRef.current?.focus()
						);
					} }
				>
					{ __( 'Add a theme', 'userfeedback' ) }
				</button>
			</p>
		);
	}
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the form.
		<form
			className="uf-insights-form uf-insights-form--stacked uf-insights-add"
			onSubmit={ ( event ) => void submit( event ) }
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' ) {
					close();
				}
			} }
			aria-labelledby={ `${ ids }-title` }
		>
			<h4 id={ `${ ids }-title` }>
				{ __( 'Add a theme', 'userfeedback' ) }
			</h4>
			<label htmlFor={ `${ ids }-label` }>
				{ __( 'Label', 'userfeedback' ) }
			</label>
			<input
				id={ `${ ids }-label` }
				ref={ labelRef }
				type="text"
				value={ label }
				maxLength={ MAX_LABEL }
				onChange={ ( event ) => setLabel( event.target.value ) }
				aria-invalid={ !! problem }
				aria-describedby={ problem ? `${ ids }-problem` : undefined }
				disabled={ change.isPending }
			/>
			<label htmlFor={ `${ ids }-examples` }>
				{ __( 'Example phrases (one per line)', 'userfeedback' ) }
			</label>
			<textarea
				id={ `${ ids }-examples` }
				rows={ 3 }
				value={ examples }
				onChange={ ( event ) => setExamples( event.target.value ) }
				aria-describedby={ `${ ids }-help` }
				disabled={ change.isPending }
			/>
			<p id={ `${ ids }-help` } className="uf-insights-form__help">
				{ __(
					'Answers containing one of these phrases get this theme.',
					'userfeedback'
				) }
			</p>
			<div className="uf-insights-form__buttons">
				<button
					type="submit"
					className="button button-primary"
					disabled={ change.isPending }
				>
					{ __( 'Add theme', 'userfeedback' ) }
				</button>
				<button type="button" className="button" onClick={ close }>
					{ __( 'Cancel', 'userfeedback' ) }
				</button>
			</div>
			{ problem && (
				<p
					id={ `${ ids }-problem` }
					className="uf-insights-theme__problem"
					role="alert"
				>
					{ problem }
				</p>
			) }
		</form>
	);
}
