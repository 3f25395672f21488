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
	// One survey, as the builder edits it.
	survey: ( id: number ) => [ 'userfeedback', 'surveys', 'one', id ] as const,
	surveyTemplates: [ 'userfeedback', 'survey-templates' ] as const,
	pageSearch: ( title: string ) =>
		[ 'userfeedback', 'search', title ] as const,
	logicType: ( logicType: string, search: string ) =>
		[ 'userfeedback', 'logic-type', logicType, search ] as const,
} as const;
