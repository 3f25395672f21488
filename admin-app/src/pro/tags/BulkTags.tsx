/**
 * The responses list's bulk tagging (Pro): add a tag to, or remove it from, the
 * selected responses (`POST surveys/{id}/responses/tags`, all or nothing). The survey's tags are
 * offered as suggestions. The outcome is announced; `onDone` runs after a change (the list clears
 * its selection; its queries are refetched already).
 */
import { useId, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { normaliseTag, tagError, useBulkTags, useSurveyTags } from './data';

import './tags.scss';

export interface BulkTagsProps {
	surveyId: number;
	responseIds: number[];
	onDone: () => void;
}

type Mode = 'add' | 'remove';

export function BulkTags( { surveyId, responseIds, onDone }: BulkTagsProps ) {
	const ids = useId();
	const bulk = useBulkTags();
	const suggestions = useSurveyTags( surveyId );
	const [ mode, setMode ] = useState< Mode >( 'add' );
	const [ draft, setDraft ] = useState( '' );
	const [ invalid, setInvalid ] = useState< string | null >( null );
	const [ done, setDone ] = useState< string | null >( null );

	const count = responseIds.length;
	const apply = async () => {
		setDone( null );
		const tag = normaliseTag( draft );
		const problem =
			count === 0
				? __( 'Select responses first.', 'userfeedback' )
				: tagError( tag );
		if ( problem ) {
			setInvalid( problem );
			return;
		}
		setInvalid( null );
		try {
			const changed = await bulk.mutateAsync( {
				surveyId,
				responseIds,
				add: mode === 'add' ? [ tag ] : [],
				remove: mode === 'remove' ? [ tag ] : [],
			} );
			setDone(
				mode === 'add'
					? sprintf(
							/* translators: 1: a response tag. 2: number of responses. */
							_n(
								'Tag %1$s added to %2$d response.',
								'Tag %1$s added to %2$d responses.',
								changed.length,
								'userfeedback'
							),
							tag,
							changed.length
						)
					: sprintf(
							/* translators: 1: a response tag. 2: number of responses. */
							_n(
								'Tag %1$s removed from %2$d response.',
								'Tag %1$s removed from %2$d responses.',
								changed.length,
								'userfeedback'
							),
							tag,
							changed.length
						)
			);
			setDraft( '' );
			onDone();
		} catch {
			// Shown below from bulk.error.
		}
	};

	const inputId = `${ ids }-tag`;
	const modeId = `${ ids }-mode`;
	const listId = `${ ids }-suggestions`;
	const errorId = `${ ids }-error`;
	const tags = suggestions.data ?? [];

	return (
		<div className="uf-bulk-tags">
			<form
				className="uf-bulk-tags__form"
				aria-label={ __(
					'Tag the selected responses',
					'userfeedback'
				) }
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! bulk.isPending ) {
						void apply();
					}
				} }
			>
				<label htmlFor={ modeId } className="screen-reader-text">
					{ __( 'Tag action', 'userfeedback' ) }
				</label>
				<select
					id={ modeId }
					value={ mode }
					onChange={ ( event ) =>
						setMode(
							event.target.value === 'remove' ? 'remove' : 'add'
						)
					}
				>
					<option value="add">
						{ __( 'Add tag', 'userfeedback' ) }
					</option>
					<option value="remove">
						{ __( 'Remove tag', 'userfeedback' ) }
					</option>
				</select>
				<label htmlFor={ inputId } className="screen-reader-text">
					{ __( 'Tag', 'userfeedback' ) }
				</label>
				<input
					id={ inputId }
					type="text"
					className="uf-bulk-tags__input"
					placeholder={ __( 'Tag', 'userfeedback' ) }
					value={ draft }
					list={ tags.length > 0 ? listId : undefined }
					maxLength={ 60 }
					autoComplete="off"
					aria-invalid={ invalid !== null }
					aria-describedby={ invalid !== null ? errorId : undefined }
					onChange={ ( event ) => {
						setDraft( event.target.value );
						setInvalid( null );
					} }
				/>
				{ tags.length > 0 && (
					<datalist id={ listId }>
						{ tags.map( ( entry ) => (
							<option key={ entry.tag } value={ entry.tag } />
						) ) }
					</datalist>
				) }
				<button
					type="submit"
					className="button"
					disabled={ bulk.isPending }
				>
					{ sprintf(
						/* translators: %d: number of selected responses. */
						_n(
							'Apply to %d response',
							'Apply to %d responses',
							count,
							'userfeedback'
						),
						count
					) }
				</button>
				{ bulk.isPending && (
					<span className="spinner is-active" aria-hidden="true" />
				) }
			</form>
			{ invalid !== null && (
				<p id={ errorId } className="uf-tags__invalid" role="alert">
					{ invalid }
				</p>
			) }
			{ bulk.error && (
				<ErrorNotice
					error={ bulk.error }
					title={ __(
						'The tags could not be changed.',
						'userfeedback'
					) }
				/>
			) }
			{ done && (
				<Notice status="success">
					<p>{ done }</p>
				</Notice>
			) }
		</div>
	);
}
