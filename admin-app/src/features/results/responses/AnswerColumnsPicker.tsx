/**
 * The responses list's "Columns" control: the survey's questions as checkboxes, the ticked ones
 * shown as answer columns (at most five; the others are disabled once five are ticked). The
 * choice is the user's, kept per survey on the server; a failed save is said here, and the
 * columns still change for this visit.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { ApiError } from '../../../data/api';
import type { Question } from '../../../data/survey-types';
import { MAX_ANSWER_COLUMNS } from '../../../data/use-responses';
import { questionLabel, toggleColumn } from './list-answers';

interface AnswerColumnsPickerProps {
	questions: readonly Question[];
	/** The questions shown as columns now. */
	selected: readonly string[];
	onChange: ( columns: string[] ) => void;
	/** Why the last choice could not be kept, if it could not. */
	error?: ApiError | null;
}

export function AnswerColumnsPicker( {
	questions,
	selected,
	onChange,
	error,
}: AnswerColumnsPickerProps ) {
	const [ open, setOpen ] = useState( false );
	const panelId = useId();
	const full = selected.length >= MAX_ANSWER_COLUMNS;

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' && open ) {
			event.stopPropagation();
			setOpen( false );
			event.currentTarget
				.querySelector< HTMLButtonElement >( 'button[aria-expanded]' )
				?.focus();
		}
	};

	return (
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the panel from any of its checkboxes; the button is the control.
		<div className="uf-results-columns" onKeyDown={ onKeyDown }>
			<button
				type="button"
				className="button"
				aria-expanded={ open }
				aria-controls={ panelId }
				onClick={ () => setOpen( ! open ) }
			>
				{ __( 'Columns', 'userfeedback' ) }
			</button>
			{ open && (
				<fieldset id={ panelId } className="uf-results-columns__panel">
					<legend>
						{ sprintf(
							/* translators: %d: most answer columns. */
							__(
								'Answers shown in the list (up to %d questions)',
								'userfeedback'
							),
							MAX_ANSWER_COLUMNS
						) }
					</legend>
					<ul className="uf-results-columns__list">
						{ questions.map( ( question, index ) => {
							const checked = selected.includes( question.id );
							return (
								<li key={ question.id }>
									<input
										type="checkbox"
										id={ `${ panelId }-${ index }` }
										checked={ checked }
										disabled={ ! checked && full }
										onChange={ ( event ) =>
											onChange(
												toggleColumn(
													selected,
													question.id,
													event.target.checked,
													questions
												)
											)
										}
									/>{ ' ' }
									<label
										htmlFor={ `${ panelId }-${ index }` }
									>
										{ questionLabel( question, index ) }
									</label>
								</li>
							);
						} ) }
					</ul>
					{ full && (
						<p className="uf-results-columns__hint">
							{ sprintf(
								/* translators: %d: most answer columns. */
								__(
									'%d questions are shown: untick one to choose another.',
									'userfeedback'
								),
								MAX_ANSWER_COLUMNS
							) }
						</p>
					) }
				</fieldset>
			) }
			{ error && (
				<p className="uf-results-columns__error" role="alert">
					{ sprintf(
						/* translators: %s: the server's error message. */
						__(
							'Your choice of columns could not be saved: %s',
							'userfeedback'
						),
						error.message
					) }
				</p>
			) }
		</div>
	);
}
