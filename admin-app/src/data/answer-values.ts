/**
 * An answer's value as the screens read it, whatever its question's type: one part per ticked
 * option (a checkbox, an image choice of several) or ranked option (in order), "row: column" per
 * answered row of a matrix (sent as an object), else the text or the score.
 */
export type AnswerValueShape =
	string | number | boolean | string[] | Record< string, string > | null;

/**
 * The value's parts, as text.
 *
 * @param value The answer's value (null: none).
 */
export function answerParts( value: AnswerValueShape | undefined ): string[] {
	if ( value === null || value === undefined ) {
		return [];
	}
	if ( Array.isArray( value ) ) {
		return value.map( String );
	}
	if ( typeof value === 'object' ) {
		return Object.entries( value ).map(
			( [ row, column ] ) => `${ row }: ${ column }`
		);
	}
	return [ String( value ) ];
}

/**
 * The value on one line: its parts joined.
 *
 * @param value The answer's value (null: none).
 */
export function answerText( value: AnswerValueShape | undefined ): string {
	return answerParts( value ).join( ', ' );
}
