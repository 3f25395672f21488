/**
 * Every react-query key the admin app uses, in one place, so invalidation stays consistent.
 */
import type { SurveyListParams } from './use-surveys';

export const queryKeys = {
	all: [ 'userfeedback' ] as const,
	entitlements: [ 'userfeedback', 'entitlements' ] as const,
	/** Every surveys query: invalidate this after any change to surveys. */
	surveys: [ 'userfeedback', 'surveys' ] as const,
	surveyList: ( params: SurveyListParams ) =>
		[ 'userfeedback', 'surveys', 'list', params ] as const,
} as const;
