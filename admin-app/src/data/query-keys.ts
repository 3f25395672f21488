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
	// Add-ons page (docs/rest-api.md "Add-ons"); a change also invalidates entitlements and templates.
	addons: [ 'userfeedback', 'addons' ] as const,
	// Settings area: the plugin settings object, the licence, the plugins catalogue (admin-ajax).
	settings: [ 'userfeedback', 'settings' ] as const,
	license: [ 'userfeedback', 'license' ] as const,
	plugins: [ 'userfeedback', 'plugins' ] as const,
	pageSearch: ( title: string ) =>
		[ 'userfeedback', 'search', title ] as const,
	logicType: ( logicType: string, search: string ) =>
		[ 'userfeedback', 'logic-type', logicType, search ] as const,
	// Reporting (docs/rest-api.md "Reporting"). Invalidate `reporting` after trashing, restoring
	// or deleting responses: every count may change.
	reporting: [ 'userfeedback', 'reporting' ] as const,
	resultsSummary: ( params: object ) =>
		[ 'userfeedback', 'reporting', 'summary', params ] as const,
	surveyResults: ( id: number, params: object ) =>
		[ 'userfeedback', 'reporting', 'results', id, params ] as const,
	surveyAnswers: ( id: number, params: object ) =>
		[ 'userfeedback', 'reporting', 'answers', id, params ] as const,
	crosstab: ( id: number, params: object ) =>
		[ 'userfeedback', 'reporting', 'crosstab', id, params ] as const,
	surveyResponses: ( id: number, params: object ) =>
		[ 'userfeedback', 'reporting', 'responses', id, params ] as const,
	surveyResponse: ( surveyId: number, id: number, params: object ) =>
		[
			'userfeedback',
			'reporting',
			'response',
			surveyId,
			id,
			params,
		] as const,
	// AI summary (docs/rest-api.md "AI summary"): cached summaries sit under `reporting`, so
	// changed counts refetch them; saved AI settings invalidate `aiSummaries`.
	aiSummaries: [ 'userfeedback', 'reporting', 'ai-summary' ] as const,
	aiSummary: ( id: number ) =>
		[ 'userfeedback', 'reporting', 'ai-summary', id ] as const,
	aiUpsell: [ 'userfeedback', 'ai-summary-upsell' ] as const,
	aiSettings: [ 'userfeedback', 'ai-settings' ] as const,
	// The UserFeedback 1.x import (docs/rest-api.md "UserFeedback 1.x import").
	legacyImport: [ 'userfeedback', 'legacy-import' ] as const,
	// The notifications drawer (docs/rest-api.md "Notifications").
	notifications: [ 'userfeedback', 'notifications' ] as const,
	// Webhook endpoints (docs/rest-api.md "Webhooks"): the Pro screen and the publish summary
	// share the list; an endpoint's delivery log sits under it.
	webhooks: [ 'userfeedback', 'webhooks' ] as const,
	webhookDeliveries: ( id: number, page: number ) =>
		[ 'userfeedback', 'webhooks', id, 'deliveries', page ] as const,
	// Slack destinations (docs/rest-api.md "Slack"): Settings → Integrations and the builder's
	// Notifications step share the list; a destination's delivery log sits under it.
	slackDestinations: [ 'userfeedback', 'slack-destinations' ] as const,
} as const;
