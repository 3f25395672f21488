/**
 * A title as an owner reads it outside the builder: each recall of an earlier answer or a hidden
 * field (`{{answer:q1|your score}}`, `{{field:plan}}`) as its fallback in braces, or without one
 * as what it recalls — the twin of the server's `Recall::readable()`.
 */
import { __, sprintf } from '@wordpress/i18n';

/** A recall in a title: its kind, what it names, its fallback. */
export const RECALL_PATTERN =
	/\{\{\s*(answer|field):([\w-]{1,64})\s*(?:\|([^{}]*))?\}\}/g;

/**
 * The title with its recalls readable.
 *
 * @param title     The title as written.
 * @param questions The survey's questions, in order (for "Question N").
 */
export function readableTitle(
	title: string,
	questions: ReadonlyArray< { id: string } >
): string {
	if ( ! title.includes( '{{' ) ) {
		return title;
	}
	return title.replace(
		RECALL_PATTERN,
		( _match, kind: string, name: string, fallback?: string ) => {
			const text = ( fallback ?? '' ).trim();
			if ( text ) {
				return `{${ text }}`;
			}
			const at = questions.findIndex(
				( question ) => question.id === name
			);
			return kind === 'field' || at < 0
				? `{${ name }}`
				: `{${ sprintf(
						/* translators: %d: question number. */
						__( 'Question %d', 'userfeedback' ),
						at + 1
					) }}`;
		}
	);
}
