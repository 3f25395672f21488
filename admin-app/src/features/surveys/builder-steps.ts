/**
 * The builder's steps (spec §2.1, §4 "Builder flow"): a new survey starts at setup (choosing a
 * template); an existing one has the same steps without setup.
 */
import { __ } from '@wordpress/i18n';

export const NEW_SURVEY_STEPS = [
	'setup',
	'questions',
	'settings',
	'notifications',
	'publish',
] as const;

export type SurveyStep = ( typeof NEW_SURVEY_STEPS )[ number ];

export const EDIT_SURVEY_STEPS: readonly SurveyStep[] = NEW_SURVEY_STEPS.filter(
	( step ) => step !== 'setup'
);

export function isStepOf(
	steps: readonly SurveyStep[],
	value: string | undefined
): value is SurveyStep {
	return ( steps as readonly ( string | undefined )[] ).includes( value );
}

export function stepLabel( step: SurveyStep ): string {
	switch ( step ) {
		case 'setup':
			return __( 'Setup', 'userfeedback' );
		case 'questions':
			return __( 'Questions', 'userfeedback' );
		case 'settings':
			return __( 'Settings', 'userfeedback' );
		case 'notifications':
			return __( 'Workflow', 'userfeedback' );
		case 'publish':
			return __( 'Publish', 'userfeedback' );
	}
}

/**
 * A survey id from a route parameter: digits only, above 0; anything else is null (not found).
 *
 * @param param The `:id` route parameter.
 */
export function surveyIdFrom( param: string | undefined ): number | null {
	return param && /^[1-9]\d*$/.test( param ) ? Number( param ) : null;
}
