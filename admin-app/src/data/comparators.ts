/**
 * The comparators each question type allows and their names (spec §5): the table is the
 * server's (SurveyDefaults::COMPARATORS_BY_TYPE, through the generated contract), used by the
 * builder's logic and the results' filter alike.
 */
import { __ } from '@wordpress/i18n';

import { COMPARATORS_BY_TYPE } from '@userfeedback/contract';
import type { Comparator, QuestionType } from './survey-types';

/**
 * The comparators a question type allows.
 *
 * @param type The question's type.
 */
export function comparatorsFor( type: QuestionType ): Comparator[] {
	// The types the table leaves out compare by equality, as the server falls back.
	const byType: Partial< Record< QuestionType, readonly Comparator[] > > =
		COMPARATORS_BY_TYPE;
	return [ ...( byType[ type ] ?? [ '==', '!=' ] ) ];
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
