/**
 * "Insert an earlier answer" beside a question's title: a disclosure with the earlier questions
 * whose answer can be recalled and the survey's hidden fields, an optional text for when the
 * answer is empty, and Insert, which hands the placeholder to the card (written at the title's
 * caret). Shown only where there is something to recall.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';

import { recallToken, type RecallChoice } from './recall';

interface RecallPickerProps {
	idPrefix: string;
	choices: RecallChoice[];
	onInsert: ( token: string ) => void;
}

export function RecallPicker( {
	idPrefix,
	choices,
	onInsert,
}: RecallPickerProps ) {
	const [ open, setOpen ] = useState( false );
	const [ choice, setChoice ] = useState( '' );
	const [ fallback, setFallback ] = useState( '' );
	if ( choices.length === 0 ) {
		return null;
	}
	const panelId = `${ idPrefix }-recall`;
	const picked = choices.some( ( c ) => c.value === choice )
		? choice
		: choices[ 0 ].value;

	return (
		<div className="uf-recall-picker">
			<button
				type="button"
				className="button-link uf-recall-picker__toggle"
				aria-expanded={ open }
				aria-controls={ panelId }
				onClick={ () => setOpen( ! open ) }
			>
				{ __( 'Insert an earlier answer', 'userfeedback' ) }
			</button>
			{ open && (
				<div
					id={ panelId }
					className="uf-recall-picker__panel"
					role="group"
					aria-label={ __(
						'Insert an earlier answer',
						'userfeedback'
					) }
				>
					<div>
						<label htmlFor={ `${ panelId }-choice` }>
							{ __( 'Answer or hidden field', 'userfeedback' ) }
						</label>
						<select
							id={ `${ panelId }-choice` }
							value={ picked }
							onChange={ ( event ) =>
								setChoice( event.target.value )
							}
						>
							{ choices.map( ( c ) => (
								<option key={ c.value } value={ c.value }>
									{ c.label }
								</option>
							) ) }
						</select>
					</div>
					<div>
						<label htmlFor={ `${ panelId }-fallback` }>
							{ __(
								'Text when it is empty (optional)',
								'userfeedback'
							) }
						</label>
						<input
							id={ `${ panelId }-fallback` }
							type="text"
							value={ fallback }
							maxLength={ 100 }
							onChange={ ( event ) =>
								setFallback( event.target.value )
							}
						/>
					</div>
					<button
						type="button"
						className="button"
						onClick={ () => {
							onInsert( recallToken( picked, fallback ) );
							setOpen( false );
							setFallback( '' );
						} }
					>
						{ __( 'Insert', 'userfeedback' ) }
					</button>
				</div>
			) }
		</div>
	);
}
