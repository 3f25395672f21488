/**
 * Recall in question titles, on the builder's side: what the picker offers, the placeholder it
 * writes, the problems a typed one has (the server's RecallValidator, in the same words) and the
 * placeholders a structural change leaves pointing nowhere.
 *
 * The syntax (src/Surveys/Recall.php): `{{answer:QUESTION_ID}}` or `{{field:NAME}}`, with an
 * optional fallback after a bar, `{{answer:q1|your score}}`.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	MAX_RECALL_FALLBACK,
	RECALL_SOURCE_TYPES,
} from '@userfeedback/contract';

import { RECALL_PATTERN } from '../../../../data/recall-titles';
import type { Question, Survey } from '../../../../data/survey-types';

/** Recall.php's PATTERN: 1 kind, 2 reference, 3 fallback. */
const PATTERN = RECALL_PATTERN;
/** Where a recall starts: more starts than recalls means a broken one. */
const START = /\{\{\s*(?:answer|field)\s*:/g;

export interface RecallChoice {
	/** `answer:ID` or `field:NAME`. */
	value: string;
	label: string;
}

/**
 * The names of a survey's hidden fields (settings.hidden_fields).
 *
 * @param settings The survey's settings.
 */
export function hiddenFieldNames( settings: Survey[ 'settings' ] ): string[] {
	const fields = ( settings as { hidden_fields?: unknown } ).hidden_fields;
	return Array.isArray( fields )
		? fields
				.map( ( f ) => ( f as { name?: unknown } )?.name )
				.filter(
					( n ): n is string => typeof n === 'string' && n !== ''
				)
		: [];
}

/**
 * Whether a question's answer can be recalled (not a matrix's or a consent's).
 *
 * @param question The question.
 */
export function isRecallable( question: Question ): boolean {
	return ( RECALL_SOURCE_TYPES as readonly string[] ).includes(
		question.type
	);
}

/**
 * What the picker beside question `index`'s title offers: the earlier questions whose answer can
 * be recalled, then the hidden fields.
 *
 * @param questions The survey's questions.
 * @param index     The question being edited.
 * @param fields    The survey's hidden field names.
 */
export function recallChoices(
	questions: readonly Question[],
	index: number,
	fields: readonly string[]
): RecallChoice[] {
	return [
		...questions
			.slice( 0, index )
			.map( ( q, i ) => ( { q, i } ) )
			.filter( ( { q } ) => isRecallable( q ) )
			.map( ( { q, i } ) => ( {
				value: `answer:${ q.id }`,
				label: sprintf(
					/* translators: 1: question number, 2: its title. */
					__( 'Question %1$d: %2$s', 'userfeedback' ),
					i + 1,
					q.title.trim() || __( '(no title)', 'userfeedback' )
				),
			} ) ),
		...fields.map( ( name ) => ( {
			value: `field:${ name }`,
			label: sprintf(
				/* translators: %s: a hidden field's name. */
				__( 'Hidden field: %s', 'userfeedback' ),
				name
			),
		} ) ),
	];
}

/**
 * The placeholder for a choice and a fallback (braces and bars taken out of it, as the syntax
 * cannot hold them).
 *
 * @param choice   `answer:ID` or `field:NAME`.
 * @param fallback What the visitor reads when it is empty.
 */
export function recallToken( choice: string, fallback = '' ): string {
	const text = fallback
		.replace( /[{}|]/g, '' )
		.trim()
		.slice( 0, MAX_RECALL_FALLBACK )
		.trim();
	return `{{${ choice }${ text ? `|${ text }` : '' }}}`;
}

/**
 * What is wrong with a title's recalls (null: nothing), in the server's words.
 *
 * @param title     The title.
 * @param index     Its question's position.
 * @param questions The survey's questions.
 * @param fields    The survey's hidden field names.
 */
export function recallProblem(
	title: string,
	index: number,
	questions: readonly Question[],
	fields: readonly string[]
): string | null {
	if ( ! title.includes( '{{' ) ) {
		return null;
	}
	const recalls = [ ...title.matchAll( PATTERN ) ];
	if ( ( title.match( START ) ?? [] ).length > recalls.length ) {
		return __(
			'Write a recall as {{answer:QUESTION_ID}} or {{field:NAME}}, with an optional fallback after a bar: {{answer:q1|your score}}.',
			'userfeedback'
		);
	}
	for ( const [ , kind, ref, fallback = '' ] of recalls ) {
		if ( fallback.trim().length > MAX_RECALL_FALLBACK ) {
			return sprintf(
				/* translators: %d: maximum number of characters. */
				__(
					'A recall’s fallback text can be at most %d characters long.',
					'userfeedback'
				),
				MAX_RECALL_FALLBACK
			);
		}
		if ( kind === 'field' ) {
			if ( ! fields.includes( ref ) ) {
				return sprintf(
					/* translators: %s: the name given. */
					__(
						'“%s” is not one of the survey’s hidden fields.',
						'userfeedback'
					),
					ref
				);
			}
			continue;
		}
		const source = questions
			.slice( 0, index )
			.find( ( q ) => q.id === ref );
		if ( ! source ) {
			return sprintf(
				/* translators: %s: the question id given. */
				__(
					'“%s” is not an earlier question: a question can only recall the answer to a question before it.',
					'userfeedback'
				),
				ref
			);
		}
		if ( ! isRecallable( source ) ) {
			return sprintf(
				/* translators: %s: the question id given. */
				__(
					'The answer to “%s” cannot be recalled: a matrix or consent answer has no short form.',
					'userfeedback'
				),
				ref
			);
		}
	}
	return null;
}

/**
 * A title with the answer recalls that no longer point to an earlier recallable question, and the
 * recalls of a hidden field just removed, replaced by their fallback, as a move drops conditions
 * that would point forward.
 *
 * @param title   The title.
 * @param earlier The questions before it.
 * @param removed A hidden field's name just removed, if any.
 */
function settleTitle(
	title: string,
	earlier: readonly Question[],
	removed?: string
): string {
	return title.includes( '{{' )
		? title.replace(
				PATTERN,
				( token, kind: string, ref: string, fallback = '' ) =>
					( kind === 'answer' &&
						! earlier.some(
							( q ) => q.id === ref && isRecallable( q )
						) ) ||
					( kind === 'field' && ref === removed )
						? fallback.trim()
						: token
			)
		: title;
}

/**
 * The survey with every question title, and each of its translations, passed through `change`.
 *
 * @param survey The survey.
 * @param change A title and the questions before its question → the new title.
 */
function mapTitles(
	survey: Survey,
	change: ( title: string, earlier: readonly Question[] ) => string
): Survey {
	const questions = survey.questions.map( ( q, i ) => {
		const title = change( q.title, survey.questions.slice( 0, i ) );
		return title === q.title ? q : { ...q, title };
	} );
	const translations = Object.fromEntries(
		Object.entries( survey.translations ?? {} ).map(
			( [ locale, texts ] ) => {
				const titles = { ...texts.questions };
				survey.questions.forEach( ( q, i ) => {
					const entry = titles[ q.id ];
					if ( entry?.title ) {
						titles[ q.id ] = {
							...entry,
							title: change(
								entry.title,
								survey.questions.slice( 0, i )
							),
						};
					}
				} );
				return [ locale, { ...texts, questions: titles } ];
			}
		)
	);
	return {
		...survey,
		questions,
		...( survey.translations ? { translations } : {} ),
	};
}

/**
 * The survey after a question was deleted, moved or changed type, or a hidden field was removed:
 * recalls of a question that is gone, now later or no longer recallable, and of the removed
 * field, read as their fallback text, in the titles and their translations (the server would
 * refuse them).
 *
 * @param survey  The survey.
 * @param removed The name of a hidden field just removed, if any.
 */
export function settleRecalls( survey: Survey, removed?: string ): Survey {
	return mapTitles( survey, ( title, earlier ) =>
		settleTitle( title, earlier, removed )
	);
}

/**
 * The survey after a hidden field was renamed: its recalls, fallbacks kept, read the new name in
 * the titles and their translations.
 *
 * @param survey The survey.
 * @param from   The field's name its recalls use.
 * @param to     Its new name.
 */
export function renameFieldRecalls(
	survey: Survey,
	from: string,
	to: string
): Survey {
	return mapTitles( survey, ( title ) =>
		title.includes( '{{' )
			? title.replace(
					PATTERN,
					( token, kind: string, ref: string, fallback?: string ) =>
						kind === 'field' && ref === from
							? recallToken( `field:${ to }`, fallback ?? '' )
							: token
				)
			: title
	);
}
