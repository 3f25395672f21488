/**
 * The builder's flow, without React (spec configuration §4 "Builder flow", §5 "Step gating"),
 * on top of the step lists in ../builder-steps. Every function is pure.
 *
 * Indexes are positions in the full five-step order (setup, questions, settings, notifications,
 * publish), for new and existing surveys alike; an existing survey simply has no setup step, so it
 * starts at index 1.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Survey } from '../../../data/survey-types';
import { MAX_RETENTION_DAYS } from '../../../data/use-settings';
import { NEW_SURVEY_STEPS, type SurveyStep } from '../builder-steps';
import { rulesValid } from './page-rules';
import { CHOICE_TYPES, questionErrors, questionsValid } from './questions';
import { jumpProblemSentences } from './questions/jumps';
import { rulesProblems } from './settings/behavior-rules';
import { triggerProblems } from './settings/trigger-rules';
import { fieldsValid } from './settings/hidden-fields';
import { followUpProblems } from './settings/follow-up';
import { MAX_DELAY } from './survey';

/**
 * A step's position in the full order.
 *
 * @param step The step.
 */
export function stepIndex( step: SurveyStep ): number {
	return NEW_SURVEY_STEPS.indexOf( step );
}

/**
 * Whether Back is allowed (spec §4): from index above 0 for a new survey, above 1 for an existing
 * one (whose first step, questions, is index 1).
 *
 * @param isNew Whether the survey is new (its flow has the setup step).
 * @param index The current step's index in the full order.
 */
export function canGoBack( isNew: boolean, index: number ): boolean {
	return index > ( isNew ? 0 : 1 ) && index < NEW_SURVEY_STEPS.length;
}

/**
 * The step Back goes to, or null where Back is not allowed. For a new survey the step before
 * questions is setup ("the previous step of the first real step goes to new-survey-setup").
 *
 * @param isNew Whether the survey is new.
 * @param step  The current step.
 */
export function previousStep(
	isNew: boolean,
	step: SurveyStep
): SurveyStep | null {
	const index = stepIndex( step );
	return canGoBack( isNew, index ) ? NEW_SURVEY_STEPS[ index - 1 ] : null;
}

/**
 * The step Next goes to, or null on the last step.
 *
 * @param step The current step.
 */
export function nextStep( step: SurveyStep ): SurveyStep | null {
	return NEW_SURVEY_STEPS[ stepIndex( step ) + 1 ] ?? null;
}

/**
 * Whether text is an e-mail address as WordPress's is_email() reads it (the server checks
 * notification addresses with it): at least 6 characters, a local part of letters, digits and
 * !#$%&'*+/=?^_`{|}~.- , and a domain of two or more dot-separated labels of letters, digits and
 * inner hyphens.
 *
 * @param text The address.
 */
export function isEmail( text: string ): boolean {
	if ( text.length < 6 ) {
		return false;
	}
	const at = text.indexOf( '@' );
	if ( at < 1 ) {
		return false;
	}
	const local = text.slice( 0, at );
	if ( ! /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test( local ) ) {
		return false;
	}
	const domain = text.slice( at + 1 );
	if ( /\.{2,}/.test( domain ) || /^\.|\.$/.test( domain ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	return (
		labels.length >= 2 &&
		labels.every(
			( label ) =>
				/^[a-z0-9-]+$/i.test( label ) &&
				! label.startsWith( '-' ) &&
				! label.endsWith( '-' )
		)
	);
}

/**
 * Whether a comma-separated address list is valid (spec §5 "E-mail list"): each trimmed address is
 * an e-mail address; an empty list is allowed, and so are empty items (the server drops them,
 * SurveyNormalizer::address_list()).
 *
 * @param text The list.
 */
export function isValidEmailList( text: string ): boolean {
	return text
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( ( part ) => part !== '' )
		.every( isEmail );
}

function thankYouValid( survey: Survey ): boolean {
	const { type, redirect_to: target } = survey.settings.thank_you;
	return (
		type !== 'redirect' ||
		( !! target && String( target.id ).trim() !== '' )
	);
}

function expiryValid( at: Survey[ 'settings' ][ 'behavior' ][ 'expire_at' ] ) {
	if (
		! at ||
		! Number.isInteger( at.month ) ||
		! Number.isInteger( at.day )
	) {
		return false;
	}
	// Any year: 29 February is allowed (SurveyValidator::is_month_day()).
	const day = new Date( Date.UTC( 2024, at.month - 1, at.day ) );
	return day.getUTCMonth() === at.month - 1 && day.getUTCDate() === at.day;
}

function questionsProblems( survey: Survey ): string[] {
	const problems: string[] = [];
	if ( survey.questions.length === 0 ) {
		problems.push( __( 'Add at least one question.', 'userfeedback' ) );
	} else if ( ! questionsValid( survey.questions ) ) {
		const fields = survey.questions.flatMap( ( q ) =>
			Object.keys( questionErrors( q ) ).map( ( field ) =>
				field === 'options' && CHOICE_TYPES.includes( q.type )
					? 'choice'
					: field
			)
		);
		// The spec's sentence while it says it all; the types beyond the spec have more to fill in.
		problems.push(
			fields.every( ( field ) => field === 'title' || field === 'choice' )
				? __(
						'Every question needs a title, and Multiple Choice and Checkboxes questions need their options filled in.',
						'userfeedback'
					)
				: __(
						'Fill in what is marked under the questions: every question needs a title, and each type what it asks for.',
						'userfeedback'
					)
		);
	}
	if ( ! thankYouValid( survey ) ) {
		problems.push(
			__( 'Choose the page to redirect to.', 'userfeedback' )
		);
	}
	// Jumps a reorder or a deletion left without a later target, named one by one.
	return [ ...problems, ...jumpProblemSentences( survey.questions ) ];
}

function settingsProblems( survey: Survey ): string[] {
	const { targeting, behavior } = survey.settings;
	const problems: string[] = [];
	if ( targeting.devices.length === 0 ) {
		problems.push(
			__( 'Choose at least one device type.', 'userfeedback' )
		);
	}
	if ( targeting.pages !== 'all' && ! rulesValid( targeting.page_rules ) ) {
		problems.push(
			__(
				'Fill in every page rule, or show the survey on all pages.',
				'userfeedback'
			)
		);
	}
	const delay = behavior.timing_delay;
	if ( ! Number.isInteger( delay ) || delay < 0 || delay > MAX_DELAY ) {
		problems.push(
			sprintf(
				/* translators: %d: maximum delay in seconds. */
				__(
					'The delay must be between 0 and %d seconds.',
					'userfeedback'
				),
				MAX_DELAY
			)
		);
	}
	if ( ! fieldsValid( survey.settings.hidden_fields ?? [] ) ) {
		problems.push(
			__(
				'Give every hidden field a valid name and key, or remove it.',
				'userfeedback'
			)
		);
	}
	const retention = survey.settings.retention_days ?? null;
	if (
		retention !== null &&
		( ! Number.isInteger( retention ) ||
			retention < 0 ||
			retention > MAX_RETENTION_DAYS )
	) {
		problems.push(
			sprintf(
				/* translators: %d: largest number of days. */
				__( 'Keep responses for 0 to %d days.', 'userfeedback' ),
				MAX_RETENTION_DAYS
			)
		);
	}
	if (
		behavior.run_time === 'expire' &&
		! expiryValid( behavior.expire_at )
	) {
		problems.push(
			__( 'Choose the month and day the survey expires.', 'userfeedback' )
		);
	}
	return [
		...problems,
		...triggerProblems( behavior ),
		...rulesProblems( behavior ),
	];
}

function notificationsProblems( survey: Survey ): string[] {
	const { active, addresses } = survey.notifications.email;
	const followUp = followUpProblems( survey ).map(
		( problem ) => problem.message
	);
	return ! active || isValidEmailList( addresses )
		? followUp
		: [
				__(
					'Fix the notification e-mail addresses: each one must be a valid address, separated by commas.',
					'userfeedback'
				),
				...followUp,
			];
}

/**
 * What keeps Next from continuing from a step (spec §5 "Step gating"), as sentences for the
 * frame's "To continue" list; none means the step is valid:
 * - setup: a template is chosen;
 * - questions: at least one question, all valid; a redirect thank-you has a target (an empty
 *   message is fine: normalizeThankYou() fills it in); every jump goes to a later question or
 *   the end, with a comparison its question's type allows;
 * - settings: at least one device; when pages is not 'all', at least one rule and every rule
 *   filled in validly; a delay of 0–60 whole seconds; an expiry with a real month and day; a
 *   priority, sampling percentage and response limit within their ranges;
 * - notifications: when e-mail is active, every address valid; when the follow-up e-mail is on,
 *   an e-mail question chosen, a subject and a message with valid recalls (settings/follow-up.ts);
 * - publish: a title.
 * Every step after setup also needs a title, since Next saves and the server refuses any save
 * without one (SurveyValidator::errors()).
 *
 * Pass what a save would send (forSave()), so values of hidden, disabled or locked controls,
 * which the save resets, never block a step.
 *
 * @param step           The step.
 * @param survey         The survey, as a save would send it.
 * @param templateChosen Whether a template was chosen on the setup step.
 */
export function stepProblems(
	step: SurveyStep,
	survey: Survey,
	templateChosen: boolean
): string[] {
	if ( step === 'setup' ) {
		return templateChosen
			? []
			: [ __( 'Choose a template.', 'userfeedback' ) ];
	}
	const problems =
		survey.title.trim() === ''
			? [ __( 'Give the survey a title.', 'userfeedback' ) ]
			: [];
	switch ( step ) {
		case 'questions':
			return [ ...problems, ...questionsProblems( survey ) ];
		case 'settings':
			return [ ...problems, ...settingsProblems( survey ) ];
		case 'notifications':
			return [ ...problems, ...notificationsProblems( survey ) ];
		case 'publish':
			return problems;
	}
}

/**
 * Whether Next may continue from a step: stepProblems() finds nothing.
 *
 * @param step           The step.
 * @param survey         The survey, as a save would send it.
 * @param templateChosen Whether a template was chosen on the setup step.
 */
export function stepValid(
	step: SurveyStep,
	survey: Survey,
	templateChosen: boolean
): boolean {
	return stepProblems( step, survey, templateChosen ).length === 0;
}

/**
 * Whether a step can be reached from the header: every step before it in the survey's flow is
 * valid (an existing survey's flow has no setup step).
 *
 * @param step           The step to go to.
 * @param isNew          Whether the survey is new.
 * @param survey         The survey.
 * @param templateChosen Whether a template was chosen.
 */
export function stepReachable(
	step: SurveyStep,
	isNew: boolean,
	survey: Survey,
	templateChosen: boolean
): boolean {
	const first = isNew ? 0 : 1;
	const index = stepIndex( step );
	if ( index < first ) {
		return false;
	}
	return NEW_SURVEY_STEPS.slice( first, index ).every( ( s ) =>
		stepValid( s, survey, templateChosen )
	);
}
