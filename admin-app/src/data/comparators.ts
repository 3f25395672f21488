/**
 * The comparators each question type allows and their names (spec §5; SurveyDefaults'
 * COMPARATORS_BY_TYPE): one place for the builder's logic and the results' filter, which the
 * server checks by the same table.
 */
import { __ } from '@wordpress/i18n';

import type { Comparator, QuestionType } from './survey-types';

/**
 * The comparators a question type allows.
 *
 * @param type The question's type.
 */
export function comparatorsFor( type: QuestionType ): Comparator[] {
	switch ( type ) {
		case 'star-rating':
		case 'nps':
			return [ '==', '!=', '<', '>' ];
		case 'checkbox':
			return [ '==', '!=', 'includes' ];
		default:
			return [ '==', '!=' ];
	}
}

/**
 * A comparator's name.
 *
 * @param c The comparator.
 */
export function comparatorLabel( c: Comparator ): string {
	switch ( c ) {
		case '==':
			return __( 'is', 'userfeedback' );
		case '!=':
			return __( 'is not', 'userfeedback' );
		case '<':
			return __( 'lower than', 'userfeedback' );
		case '>':
			return __( 'greater than', 'userfeedback' );
		case 'includes':
			return __( 'includes', 'userfeedback' );
	}
}
