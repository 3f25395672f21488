/**
 * The follow-up e-mail to the respondent (`notifications.follow_up`, Pro with a pro or elite
 * plan): the builder's side of the server's rules (SurveyValidator::follow_up_errors() and
 * follow_up_recall_errors(), in the same words), shared by the Workflow step's gate
 * (steps.ts) and the card (pro/follow-up).
 *
 * When on, it needs an e-mail question of the survey to take the address from, a subject and a
 * message; their recalls may name any question of the survey (the e-mail goes once every answer
 * is in) or a hidden field. Off, nothing is checked but the lengths, which the inputs enforce.
 */
import { __ } from '@wordpress/i18n';

import type { Question, Survey } from '../../../../data/survey-types';
import { hiddenFieldNames, recallProblem } from '../questions/recall';

/** A field of the follow-up and what is wrong with it. */
export interface FollowUpProblem {
	field: 'question_id' | 'subject' | 'body';
	message: string;
}

/**
 * The survey's e-mail questions, with their position (for "Question N").
 *
 * @param survey The survey.
 */
export function emailQuestions(
	survey: Pick< Survey, 'questions' >
): Array< { question: Question; number: number } > {
	return survey.questions
		.map( ( question, i ) => ( { question, number: i + 1 } ) )
		.filter( ( { question } ) => question.type === 'email' );
}

/**
 * What keeps the follow-up from being saved, by field (none when it is off).
 *
 * @param survey The survey, as a save would send it.
 */
export function followUpProblems( survey: Survey ): FollowUpProblem[] {
	const followUp = survey.notifications.follow_up;
	if ( ! followUp?.active ) {
		return [];
	}
	const problems: FollowUpProblem[] = [];
	const emails = emailQuestions( survey );
	if (
		! emails.some(
			( { question } ) => question.id === followUp.question_id
		)
	) {
		problems.push( {
			field: 'question_id',
			message:
				emails.length === 0
					? __(
							'Add an e-mail question to send a follow-up e-mail: it is sent to the address the respondent gives there.',
							'userfeedback'
						)
					: __(
							'Choose the e-mail question whose address gets the follow-up e-mail.',
							'userfeedback'
						),
		} );
	}
	const fields = hiddenFieldNames( survey.settings );
	const all = survey.questions.length;
	const subject =
		followUp.subject.trim() === ''
			? __( 'The follow-up e-mail needs a subject.', 'userfeedback' )
			: recallProblem( followUp.subject, all, survey.questions, fields );
	if ( subject ) {
		problems.push( { field: 'subject', message: subject } );
	}
	const body =
		followUp.body.trim() === ''
			? __( 'The follow-up e-mail needs a message.', 'userfeedback' )
			: recallProblem( followUp.body, all, survey.questions, fields );
	if ( body ) {
		problems.push( { field: 'body', message: body } );
	}
	return problems;
}
