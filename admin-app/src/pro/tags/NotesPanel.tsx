/**
 * The single response's notes (Pro): who wrote each and when, oldest first; a form to
 * add one; Edit and Delete on one's own notes (an administrator's on all). Notes are plain text,
 * shown as text (React escapes it) with their line breaks. Each change is announced; a failure
 * shows the server's message.
 */
import { useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { getGlobals } from '../../data/globals';
import { formatDateTime } from '../../features/surveys/format-date';
import {
	NOTE_MAX_LENGTH,
	useNoteChange,
	useResponseNotes,
	type NoteChange,
	type ResponseNote,
} from './data';

import './tags.scss';

export interface NotesPanelProps {
	surveyId: number;
	responseId: number;
}

type Feedback =
	| { kind: 'done'; message: string }
	| { kind: 'error'; error: unknown; title: string };

export function NotesPanel( { surveyId, responseId }: NotesPanelProps ) {
	const ids = useId();
	const notes = useResponseNotes( surveyId, responseId );
	const change = useNoteChange( surveyId, responseId );
	const [ draft, setDraft ] = useState( '' );
	const [ feedback, setFeedback ] = useState< Feedback | null >( null );
	const [ editing, setEditing ] = useState< number | null >( null );
	const [ confirming, setConfirming ] = useState< number | null >( null );
	const addRef = useRef< HTMLTextAreaElement >( null );
	const feedbackRef = useRef< HTMLDivElement >( null );

	const run = async ( next: NoteChange, done: string, failed: string ) => {
		setFeedback( null );
		try {
			await change.mutateAsync( next );
			setFeedback( { kind: 'done', message: done } );
			return true;
		} catch ( error ) {
			setFeedback( { kind: 'error', error, title: failed } );
			return false;
		}
	};

	const addNote = async () => {
		const note = draft.trim();
		if ( note === '' ) {
			setFeedback( {
				kind: 'error',
				error: new Error( __( 'Write a note first.', 'userfeedback' ) ),
				title: __( 'The note could not be added.', 'userfeedback' ),
			} );
			addRef.current?.focus();
			return;
		}
		const added = await run(
			{ kind: 'add', note },
			__( 'Note added.', 'userfeedback' ),
			__( 'The note could not be added.', 'userfeedback' )
		);
		if ( added ) {
			setDraft( '' );
		}
		addRef.current?.focus();
	};

	const heading = `${ ids }-heading`;
	const addId = `${ ids }-add`;
	const countId = `${ ids }-count`;

	let list: JSX.Element;
	if ( notes.isPending ) {
		list = (
			<p className="uf-notes__loading" role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading notes…', 'userfeedback' ) }
			</p>
		);
	} else if ( notes.error ) {
		list = (
			<div className="uf-notes__error">
				<ErrorNotice
					error={ notes.error }
					title={ __( 'Could not load the notes.', 'userfeedback' ) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void notes.refetch() }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</div>
		);
	} else if ( notes.data.length === 0 ) {
		list = (
			<p className="uf-notes__empty">
				{ __( 'No notes yet.', 'userfeedback' ) }
			</p>
		);
	} else {
		list = (
			<ol className="uf-notes__list">
				{ notes.data.map( ( note ) => (
					<NoteItem
						key={ note.id }
						note={ note }
						busy={ change.isPending }
						editing={ editing === note.id }
						confirming={ confirming === note.id }
						onEdit={ () => {
							setConfirming( null );
							setEditing( note.id );
						} }
						onCancel={ () => {
							setEditing( null );
							setConfirming( null );
						} }
						onSave={ async ( text ) => {
							if (
								await run(
									{ kind: 'edit', id: note.id, note: text },
									__( 'Note saved.', 'userfeedback' ),
									__(
										'The note could not be saved.',
										'userfeedback'
									)
								)
							) {
								setEditing( null );
							}
						} }
						onDelete={ () => {
							setEditing( null );
							setConfirming( note.id );
						} }
						onConfirmDelete={ async () => {
							await run(
								{ kind: 'delete', id: note.id },
								__( 'Note deleted.', 'userfeedback' ),
								__(
									'The note could not be deleted.',
									'userfeedback'
								)
							);
							setConfirming( null );
							// The note's buttons are gone: the outcome has the focus.
							feedbackRef.current?.focus();
						} }
					/>
				) ) }
			</ol>
		);
	}

	return (
		<section className="uf-notes" aria-labelledby={ heading }>
			<h2 id={ heading }>{ __( 'Notes', 'userfeedback' ) }</h2>
			{ list }
			<div
				ref={ feedbackRef }
				tabIndex={ -1 }
				className="uf-notes__feedback"
			>
				{ feedback?.kind === 'done' && (
					<Notice status="success">
						<p>{ feedback.message }</p>
					</Notice>
				) }
				{ feedback?.kind === 'error' && (
					<ErrorNotice
						error={ feedback.error }
						title={ feedback.title }
					/>
				) }
			</div>
			<form
				className="uf-notes__add"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! change.isPending ) {
						void addNote();
					}
				} }
			>
				<label htmlFor={ addId }>
					{ __( 'Add a note', 'userfeedback' ) }
				</label>
				<textarea
					ref={ addRef }
					id={ addId }
					className="large-text"
					rows={ 3 }
					value={ draft }
					maxLength={ NOTE_MAX_LENGTH }
					aria-describedby={ countId }
					onChange={ ( event ) => setDraft( event.target.value ) }
				/>
				<p id={ countId } className="description">
					{ sprintf(
						/* translators: 1: characters typed. 2: most characters a note may have. */
						__( '%1$d of %2$d characters', 'userfeedback' ),
						[ ...draft ].length,
						NOTE_MAX_LENGTH
					) }
				</p>
				<p>
					<button
						type="submit"
						className="button"
						disabled={ change.isPending }
					>
						{ __( 'Add note', 'userfeedback' ) }
					</button>
				</p>
			</form>
		</section>
	);
}

interface NoteItemProps {
	note: ResponseNote;
	busy: boolean;
	editing: boolean;
	confirming: boolean;
	onEdit: () => void;
	onCancel: () => void;
	onSave: ( text: string ) => Promise< void >;
	onDelete: () => void;
	onConfirmDelete: () => Promise< void >;
}

function NoteItem( {
	note,
	busy,
	editing,
	confirming,
	onEdit,
	onCancel,
	onSave,
	onDelete,
	onConfirmDelete,
}: NoteItemProps ) {
	const ids = useId();
	const globals = getGlobals();
	const [ text, setText ] = useState( note.note );
	const metaId = `${ ids }-meta`;
	const editId = `${ ids }-edit`;
	const author = note.author.name || __( 'Unknown user', 'userfeedback' );
	const edited =
		note.updated_at !== null && note.updated_at !== note.created_at;

	return (
		<li className="uf-note">
			<p className="uf-note__meta" id={ metaId }>
				<strong className="uf-note__author">{ author }</strong>
				{ note.created_at && (
					<>
						{ ' · ' }
						<time dateTime={ note.created_at }>
							{ formatDateTime(
								note.created_at,
								globals.locale,
								globals.timezone
							) }
						</time>
					</>
				) }
				{ edited && (
					<span className="uf-note__edited">
						{ ' ' }
						{ __( '(edited)', 'userfeedback' ) }
					</span>
				) }
			</p>
			{ editing ? (
				<form
					className="uf-note__edit"
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( ! busy ) {
							void onSave( text.trim() );
						}
					} }
				>
					<label htmlFor={ editId } className="screen-reader-text">
						{ __( 'Edit note', 'userfeedback' ) }
					</label>
					<textarea
						id={ editId }
						className="large-text"
						rows={ 3 }
						value={ text }
						maxLength={ NOTE_MAX_LENGTH }
						// eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this note.
						autoFocus
						onChange={ ( event ) => setText( event.target.value ) }
					/>
					<p className="uf-note__actions">
						<button
							type="submit"
							className="button button-primary"
							disabled={ busy }
						>
							{ __( 'Save note', 'userfeedback' ) }
						</button>{ ' ' }
						<button
							type="button"
							className="button"
							onClick={ () => {
								setText( note.note );
								onCancel();
							} }
						>
							{ __( 'Cancel', 'userfeedback' ) }
						</button>
					</p>
				</form>
			) : (
				<p className="uf-note__text">{ note.note }</p>
			) }
			{ confirming && (
				<div
					className="uf-note__confirm"
					role="group"
					aria-labelledby={ `${ ids }-confirm` }
				>
					<p id={ `${ ids }-confirm` }>
						{ __( 'Delete this note for good?', 'userfeedback' ) }
					</p>
					<p className="uf-note__actions">
						<button
							type="button"
							className="button button-link-delete"
							onClick={ () => void onConfirmDelete() }
							disabled={ busy }
							// eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to delete this note.
							autoFocus
						>
							{ __( 'Delete note', 'userfeedback' ) }
						</button>{ ' ' }
						<button
							type="button"
							className="button"
							onClick={ onCancel }
						>
							{ __( 'Cancel', 'userfeedback' ) }
						</button>
					</p>
				</div>
			) }
			{ note.can_edit && ! editing && ! confirming && (
				<p className="uf-note__actions">
					<button
						type="button"
						className="button-link"
						onClick={ () => {
							setText( note.note );
							onEdit();
						} }
						aria-describedby={ metaId }
					>
						{ __( 'Edit', 'userfeedback' ) }
					</button>
					{ ' | ' }
					<button
						type="button"
						className="button-link button-link-delete"
						onClick={ onDelete }
						aria-describedby={ metaId }
					>
						{ __( 'Delete', 'userfeedback' ) }
					</button>
				</p>
			) }
		</li>
	);
}
