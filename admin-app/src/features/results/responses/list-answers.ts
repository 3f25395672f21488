/**
 * The responses list's answer columns without React: which questions they are (the server's
 * `columns`, named by the survey's questions) and how an answer reads in a cell — on one line,
 * text cut to about 80 characters with an ellipsis (the full text goes in the cell's title),
 * checkbox ticks joined, star and NPS scores as numbers.
 */
import { readableTitle } from '../../../data/recall-titles';
import { __, sprintf } from '@wordpress/i18n';

import { answerText } from '../../../data/answer-values';
import type { Question } from '../../../data/survey-types';
import {
	MAX_ANSWER_COLUMNS,
	type ListAnswerValue,
} from '../../../data/use-responses';

/** Characters of an answer a cell shows, ellipsis included. */
export const ANSWER_PREVIEW_LENGTH = 80;

export interface AnswerPreview {
	/** What the cell shows. */
	text: string;
	/** The whole answer, when `text` is cut. */
	full?: string;
}

/**
 * An answer as a cell shows it; null when the response has none.
 *
 * @param value The answer: text, a score or a checkbox's ticks.
 * @param max   Most characters shown (ellipsis included).
 */
export function answerPreview(
	value: ListAnswerValue | undefined,
	max: number = ANSWER_PREVIEW_LENGTH
): AnswerPreview | null {
	if ( value === undefined ) {
		return null;
	}
	const whole = answerText( value );
	// One line per cell: a long answer's line breaks read as spaces.
	const line = whole.replace( /\s+/g, ' ' ).trim();
	if ( line === '' ) {
		return null;
	}
	// Code points, so an emoji or a letter outside the BMP is never cut in half.
	const characters = Array.from( line );
	if ( characters.length <= max ) {
		return { text: line };
	}
	return {
		text:
			characters
				.slice( 0, max - 1 )
				.join( '' )
				.trimEnd() + '…',
		full: whole,
	};
}

export interface AnswerColumn {
	id: string;
	title: string;
}

/**
 * The answer columns to show: the server's `columns`, in its order, titled by the survey's
 * questions ("Question N" for one without a title). A question the survey no longer has is left
 * out.
 *
 * @param ids       The question ids the rows carry answers for.
 * @param questions The survey's questions.
 */
export function answerColumns(
	ids: readonly string[],
	questions: readonly Question[]
): AnswerColumn[] {
	return ids.flatMap( ( id ) => {
		const index = questions.findIndex( ( question ) => question.id === id );
		if ( index < 0 ) {
			return [];
		}
		return [
			{
				id,
				title: questionLabel( questions[ index ], index, questions ),
			},
		];
	} );
}

/**
 * A question's title, or "Question N" when it has none.
 *
 * @param question  The question.
 * @param index     Its position in the survey, from 0.
 * @param questions The survey's questions: a recall in the title reads as `{your score}`.
 */
export function questionLabel(
	question: Question,
	index: number,
	questions: readonly Question[] = []
): string {
	const title = readableTitle( question.title, questions ).trim();
	return title !== ''
		? title
		: sprintf(
				/* translators: %d: the question's position in the survey. */
				__( 'Question %d', 'userfeedback' ),
				index + 1
			);
}

/**
 * The choice after ticking or unticking a question: in the survey's order, at most
 * MAX_ANSWER_COLUMNS (a tick past the limit changes nothing).
 *
 * @param current   The questions chosen now.
 * @param id        The question ticked or unticked.
 * @param checked   Whether it was ticked.
 * @param questions The survey's questions.
 */
export function toggleColumn(
	current: readonly string[],
	id: string,
	checked: boolean,
	questions: readonly Question[]
): string[] {
	const chosen = new Set( current );
	if ( checked ) {
		if ( ! chosen.has( id ) && chosen.size >= MAX_ANSWER_COLUMNS ) {
			return [ ...current ];
		}
		chosen.add( id );
	} else {
		chosen.delete( id );
	}
	return questions
		.map( ( question ) => question.id )
		.filter( ( questionId ) => chosen.has( questionId ) );
}
