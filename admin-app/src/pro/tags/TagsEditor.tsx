/**
 * The single response's tags (Pro): the tags as chips, each with a labelled × to remove
 * it, and a field to add one (Enter or the Add button) with the survey's tags as suggestions.
 * Every change is saved at once (the response's whole set, `POST …/responses/{id}/tags`); while it
 * saves the controls wait, then the outcome is announced. A refused change puts the tags back as
 * they were and says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import {
	TAGS_PER_RESPONSE,
	normaliseTag,
	tagError,
	useSaveTags,
	useSurveyTags,
} from './data';

import './tags.scss';

export interface TagsEditorProps {
	surveyId: number;
	responseId: number;
	/** The tags the response has (from the server). */
	tags: string[];
}

export function TagsEditor( { surveyId, responseId, tags }: TagsEditorProps ) {
	const ids = useId();
	const save = useSaveTags();
	const suggestions = useSurveyTags( surveyId );
	const [ current, setCurrent ] = useState< string[] >( tags );
	const [ draft, setDraft ] = useState( '' );
	const [ invalid, setInvalid ] = useState< string | null >( null );
	const [ status, setStatus ] = useState( '' );
	const inputRef = useRef< HTMLInputElement >( null );

	// The server's set wins whenever it changes (a refetch, another tab), unless a save is on.
	const serverKey = tags.join( '\n' );
	useEffect( () => {
		if ( ! save.isPending ) {
			setCurrent( tags );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the list.
	}, [ serverKey ] );

	const commit = async ( next: string[], done: string ) => {
		const before = current;
		setCurrent( next );
		setStatus( __( 'Saving tags…', 'userfeedback' ) );
		save.reset();
		try {
			const stored = await save.mutateAsync( {
				surveyId,
				responseId,
				tags: next,
			} );
			setCurrent( stored );
			setStatus( done );
			return true;
		} catch {
			setCurrent( before );
			setStatus( '' );
			return false;
		}
	};

	const add = async () => {
		const tag = normaliseTag( draft );
		const problem = tagError( tag );
		if ( problem ) {
			setInvalid( problem );
			inputRef.current?.focus();
			return;
		}
		if ( current.includes( tag ) ) {
			setInvalid(
				sprintf(
					/* translators: %s: a response tag. */
					__( 'This response is already tagged %s.', 'userfeedback' ),
					tag
				)
			);
			return;
		}
		if ( current.length >= TAGS_PER_RESPONSE ) {
			setInvalid(
				sprintf(
					/* translators: %d: most tags a response may have. */
					__(
						'A response can have at most %d tags.',
						'userfeedback'
					),
					TAGS_PER_RESPONSE
				)
			);
			return;
		}
		setInvalid( null );
		const saved = await commit(
			[ ...current, tag ],
			sprintf(
				/* translators: %s: a response tag. */
				__( 'Tag %s added.', 'userfeedback' ),
				tag
			)
		);
		if ( saved ) {
			setDraft( '' );
		}
		inputRef.current?.focus();
	};

	const remove = async ( tag: string ) => {
		setInvalid( null );
		await commit(
			current.filter( ( entry ) => entry !== tag ),
			sprintf(
				/* translators: %s: a response tag. */
				__( 'Tag %s removed.', 'userfeedback' ),
				tag
			)
		);
		// The chip's button is gone: keep focus in the editor.
		inputRef.current?.focus();
	};

	const heading = `${ ids }-heading`;
	const inputId = `${ ids }-input`;
	const listId = `${ ids }-suggestions`;
	const errorId = `${ ids }-error`;
	const helpId = `${ ids }-help`;
	const offered = ( suggestions.data ?? [] ).filter(
		( entry ) => ! current.includes( entry.tag )
	);

	return (
		<section
			className="uf-tags"
			aria-labelledby={ heading }
			aria-busy={ save.isPending }
		>
			<h2 id={ heading }>{ __( 'Tags', 'userfeedback' ) }</h2>
			{ current.length === 0 ? (
				<p className="uf-tags__empty">
					{ __( 'No tags yet.', 'userfeedback' ) }
				</p>
			) : (
				<ul className="uf-tags__list">
					{ current.map( ( tag ) => (
						<li
							key={ tag }
							className="uf-tag-chip uf-tag-chip--removable"
						>
							<span>{ tag }</span>
							<button
								type="button"
								className="uf-tag-chip__remove"
								onClick={ () => void remove( tag ) }
								disabled={ save.isPending }
								aria-label={ sprintf(
									/* translators: %s: a response tag. */
									__( 'Remove tag %s', 'userfeedback' ),
									tag
								) }
							>
								<span aria-hidden="true">×</span>
							</button>
						</li>
					) ) }
				</ul>
			) }
			<form
				className="uf-tags__add"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! save.isPending ) {
						void add();
					}
				} }
			>
				<label htmlFor={ inputId }>
					{ __( 'Add a tag', 'userfeedback' ) }
				</label>
				<div className="uf-tags__row">
					<input
						ref={ inputRef }
						id={ inputId }
						type="text"
						className="regular-text uf-tags__input"
						value={ draft }
						list={ offered.length > 0 ? listId : undefined }
						maxLength={ 60 }
						autoComplete="off"
						aria-invalid={ invalid !== null }
						aria-describedby={
							invalid !== null
								? `${ errorId } ${ helpId }`
								: helpId
						}
						onChange={ ( event ) => {
							setDraft( event.target.value );
							setInvalid( null );
						} }
					/>
					<button
						type="submit"
						className="button"
						disabled={ save.isPending }
					>
						{ __( 'Add', 'userfeedback' ) }
					</button>
				</div>
				{ offered.length > 0 && (
					<datalist id={ listId }>
						{ offered.map( ( entry ) => (
							<option key={ entry.tag } value={ entry.tag } />
						) ) }
					</datalist>
				) }
				<p id={ helpId } className="description">
					{ __(
						'Press Enter to add. Letters, digits, spaces, hyphens and underscores; up to 40 characters.',
						'userfeedback'
					) }
				</p>
				{ invalid !== null && (
					<p id={ errorId } className="uf-tags__invalid" role="alert">
						{ invalid }
					</p>
				) }
			</form>
			{ save.error && (
				<ErrorNotice
					error={ save.error }
					title={ __(
						'The tags could not be saved.',
						'userfeedback'
					) }
				/>
			) }
			<p className="uf-tags__status" role="status" aria-live="polite">
				{ save.isPending && (
					<span
						className="spinner is-active uf-tags__spinner"
						aria-hidden="true"
					/>
				) }
				{ status }
			</p>
		</section>
	);
}
