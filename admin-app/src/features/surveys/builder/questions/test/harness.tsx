/**
 * Renders the Questions step as the builder does, for one edition, and exposes the draft as it
 * changes.
 */
import type { Entitlements } from '../../../../../data/globals';
import type { Question, Survey } from '../../../../../data/survey-types';
import { LITE } from '../../../../../test-utils';
import { QuestionsStep } from '../../steps/QuestionsStep';
import {
	question,
	renderStep as renderBuilderStep,
	survey as savedSurvey,
} from '../../test/harness';

export { question };

/**
 * A saved survey with these questions.
 *
 * @param questions The survey's questions.
 * @param extra     Fields that override the defaults.
 */
export function survey(
	questions: Question[],
	extra: Partial< Survey > = {}
): Survey {
	return savedSurvey( { questions, ...extra } );
}

/**
 * Renders the step for a survey and an edition.
 *
 * @param initial The survey the builder starts from.
 * @param ent     The site's entitlements (default Lite).
 */
export function renderStep( initial: Survey, ent: Entitlements = LITE ) {
	return renderBuilderStep( QuestionsStep, initial, ent );
}
