/**
 * What the block says about a survey's state: the status shown beside each survey in the picker,
 * and the notice over the preview when visitors would not see the chosen survey. Pure: the
 * server decides (`display`, SurveyEligibility); these only put it in words.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { BlockSurvey, SurveyOption } from './types';

/**
 * The survey's status as the surveys list names it.
 *
 * @param survey The survey.
 */
export function statusLabel(
	survey: Pick< SurveyOption, 'status' | 'is_scheduled' >
): string {
	switch ( survey.status ) {
		case 'trash':
			return __( 'Trash', 'userfeedback' );
		case 'draft':
			return __( 'Draft', 'userfeedback' );
		default:
			return survey.is_scheduled
				? __( 'Scheduled', 'userfeedback' )
				: __( 'Published', 'userfeedback' );
	}
}

/**
 * A class name for the status (`is-publish`, `is-scheduled`, `is-draft`, `is-trash`).
 *
 * @param survey The survey.
 */
export function statusClass(
	survey: Pick< SurveyOption, 'status' | 'is_scheduled' >
): string {
	return survey.status === 'publish' && survey.is_scheduled
		? 'is-scheduled'
		: `is-${ survey.status }`;
}

export interface DisplayNotice {
	status: 'error' | 'warning' | 'info';
	message: string;
}

/**
 * Why visitors will not see the chosen survey where the block is, or null when they will.
 *
 * @param survey The chosen survey with the server's `display` decision.
 */
export function displayNotice( survey: BlockSurvey ): DisplayNotice | null {
	if ( survey.display.shown ) {
		return null;
	}
	if ( survey.status === 'trash' ) {
		return {
			status: 'error',
			message: __(
				'This survey is in the Trash, so visitors will not see it. Restore it in UserFeedback, or choose another survey.',
				'userfeedback'
			),
		};
	}
	if ( survey.status === 'draft' ) {
		return {
			status: 'warning',
			message: __(
				'This survey is a draft, so visitors will not see it until it is published.',
				'userfeedback'
			),
		};
	}
	if ( survey.is_scheduled ) {
		return {
			status: 'info',
			message: __(
				'This survey is scheduled: visitors will see it here once it goes live.',
				'userfeedback'
			),
		};
	}
	const reason =
		survey.display.message ??
		__( 'Survey is not published', 'userfeedback' );
	if ( survey.display.reason === 'question_types' ) {
		return {
			status: 'warning',
			message: sprintf(
				/* translators: %s: why, e.g. "Question Types addon is missing". */
				__(
					'Visitors will not see this survey on this plan: %s. Its star rating or NPS questions need UserFeedback PRO with the Question Types addon.',
					'userfeedback'
				),
				reason
			),
		};
	}
	return {
		status: 'warning',
		message: sprintf(
			/* translators: %s: why, e.g. "Survey expired on 3/1". */
			__( 'Visitors will not see this survey: %s.', 'userfeedback' ),
			reason
		),
	};
}
