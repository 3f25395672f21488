/**
 * The names of the question types, and the one line the Add Question menu says about each: one
 * place for the builder and the surveys list (which names the types that keep a survey from
 * visitors), small enough for the list's chunk.
 */
import { __ } from '@wordpress/i18n';

import type { QuestionType } from '../../data/survey-types';

/**
 * The name of a question type.
 *
 * @param type The question type.
 */
export function questionTypeLabel( type: QuestionType ): string {
	switch ( type ) {
		case 'radio-button':
			return __( 'Multiple Choice', 'userfeedback' );
		case 'checkbox':
			return __( 'Checkboxes', 'userfeedback' );
		case 'star-rating':
			return __( 'Star Rating', 'userfeedback' );
		case 'nps':
			return __( 'NPS', 'userfeedback' );
		case 'text':
			return __( 'Single Line Text', 'userfeedback' );
		case 'long-text':
			return __( 'Long Text', 'userfeedback' );
		case 'email':
			return __( 'Email', 'userfeedback' );
		case 'scale':
			return __( 'Scale', 'userfeedback' );
		case 'smiley':
			return __( 'Smiley Faces', 'userfeedback' );
		case 'dropdown':
			return __( 'Dropdown', 'userfeedback' );
		case 'matrix':
			return __( 'Matrix', 'userfeedback' );
		case 'ranking':
			return __( 'Ranking', 'userfeedback' );
		case 'image-choice':
			return __( 'Image Choice', 'userfeedback' );
		case 'date':
			return __( 'Date', 'userfeedback' );
		case 'consent':
			return __( 'Consent', 'userfeedback' );
	}
}

/**
 * What a question type asks, in one line.
 *
 * @param type The question type.
 */
export function questionTypeDescription( type: QuestionType ): string {
	switch ( type ) {
		case 'radio-button':
			return __( 'One answer from a short list', 'userfeedback' );
		case 'checkbox':
			return __( 'Several answers from a short list', 'userfeedback' );
		case 'star-rating':
			return __( 'A rating from 1 to 5 stars', 'userfeedback' );
		case 'nps':
			return __( 'How likely to recommend, 1 to 10', 'userfeedback' );
		case 'text':
			return __( 'A short written answer', 'userfeedback' );
		case 'long-text':
			return __( 'A longer written answer', 'userfeedback' );
		case 'email':
			return __(
				'An e-mail address, and a name if you like',
				'userfeedback'
			);
		case 'scale':
			return __(
				'CSAT 1–5, effort (CES) 1–7 or numeric 0–10',
				'userfeedback'
			);
		case 'smiley':
			return __(
				'Three or five faces, unhappy to happy',
				'userfeedback'
			);
		case 'dropdown':
			return __(
				'One answer from a long list, with search',
				'userfeedback'
			);
		case 'matrix':
			return __(
				'Several rows rated on one shared scale',
				'userfeedback'
			);
		case 'ranking':
			return __( 'Put up to 10 options in order', 'userfeedback' );
		case 'image-choice':
			return __( 'Pick one or several images', 'userfeedback' );
		case 'date':
			return __( 'A day, within a range if you set one', 'userfeedback' );
		case 'consent':
			return __( 'A checkbox to agree to your terms', 'userfeedback' );
	}
}
