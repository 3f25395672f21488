/**
 * Recall: an earlier answer or a hidden field inside a question's title, filled in for the
 * visitor (src/Surveys/Recall.php has the syntax and refuses a broken one on save):
 * `{{answer:QUESTION_ID}}`, `{{field:NAME}}`, each with an optional fallback after a bar,
 * `{{answer:q1|your score}}`. An empty answer (skipped, or passed by a jump or logic), an
 * unknown reference and a question not before this one read as the fallback, or as nothing:
 * never as the placeholder. The result is plain text, rendered as a text node: an answer can
 * never become markup.
 *
 * How an answer reads: a choice as its label (the survey's options are already in the
 * visitor's language), ticked options joined with commas, a ranking as its top pick, a star,
 * NPS or scale answer as its number, a face as its name, text as typed (spaces collapsed, cut at
 * RECALL_MAX); a matrix or consent answer is not recalled (the server refuses it).
 */
import { FACES } from './components/ChoiceControl';
import type { Texts } from './texts';
import type { Answer, Question } from './types';

/** The longest recalled text; longer answers end in an ellipsis. */
export const RECALL_MAX = 80;

/** Recall.php's PATTERN: 1 kind, 2 reference, 3 fallback. */
const PATTERN = /\{\{\s*(answer|field):([\w-]{1,64})\s*(?:\|([^{}]*))?\}\}/g;

/**
 * An answer as it reads inside a sentence ('' for none).
 *
 * @param question The question answered.
 * @param value    Its answer.
 * @param texts    The widget's words (a face's name).
 */
export function answerText(
	question: Question,
	value: Answer[ 'value' ],
	texts: Texts
): string {
	if ( Array.isArray( value ) ) {
		return question.type === 'ranking'
			? ( value[ 0 ] ?? '' )
			: value.join( ', ' );
	}
	if ( question.type === 'smiley' && typeof value === 'number' ) {
		return (
			texts[
				FACES[ question.settings.faces === 3 ? value : value - 1 ]
			] ?? ''
		);
	}
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

/**
 * A title with its recalls filled in.
 *
 * @param text    The title.
 * @param earlier The questions before it.
 * @param answers The answers so far.
 * @param texts   The widget's words.
 * @param field   A hidden field's value by name (hidden-fields.ts).
 */
export function recall(
	text: string,
	earlier: Question[],
	answers: Answer[],
	texts: Texts,
	field: ( name: string ) => unknown = () => ''
): string {
	return text.replace(
		PATTERN,
		( _, kind: string, ref: string, fallback = '' ) => {
			const question = earlier.find( ( q ) => q.id === ref );
			const answer = answers.find( ( a ) => a.question_id === ref );
			let value = '';
			if ( kind === 'field' ) {
				// A name such as `__proto__` must not read an object's insides.
				const given = field( ref );
				value = typeof given === 'string' ? given : '';
			} else if ( question && answer ) {
				value = answerText( question, answer.value, texts );
			}
			value = value.replace( /\s+/g, ' ' ).trim();
			if ( value.length > RECALL_MAX ) {
				value = value.slice( 0, RECALL_MAX - 1 ).trim() + '…';
			}
			return value || fallback.trim();
		}
	);
}
