/**
 * The survey block's data: its attribute, the survey objects it reads through REST
 * (docs/rest-api.md) and the page data PHP prints before its script (src/Blocks/SurveyBlock.php).
 * The widget's shapes are the widget's own (type-only import: nothing of the widget is bundled).
 */
import type { DisplayReason, SurveyStatus } from '@userfeedback/contract';

import type { PageSurvey, WidgetBootstrap } from '../../../widget/src/types';

export type { PageSurvey, WidgetBootstrap, SurveyStatus };

/** The block's attributes (block.json). */
export interface BlockAttributes {
	surveyId?: number;
	/** A locale the survey shows in here (as the shortcode's `lang`); the page's when absent. */
	lang?: string;
}

/** A survey as the picker lists it (`GET surveys` items). */
export interface SurveyOption {
	id: number;
	title: string;
	status: SurveyStatus;
	/** Published with a publish time still to come. */
	is_scheduled: boolean;
}

/** One page of the picker's search. */
export interface SurveyResults {
	items: SurveyOption[];
	/** Surveys matching the search (the list shows at most PER_PAGE of them). */
	total: number;
	/** Surveys on the site, the Trash left out: 0 means there is nothing to choose yet. */
	siteTotal: number;
}

/** Whether visitors see the survey placed inline, and if not why (REST `display`). */
export interface SurveyDisplay {
	shown: boolean;
	reason: DisplayReason | null;
	/** The server's words for the reason, translated. */
	message: string | null;
}

/** The chosen survey (`GET surveys/{id}?context=edit`, the fields the block asks for). */
export interface BlockSurvey extends SurveyOption {
	display: SurveyDisplay;
	/** The survey's own language ('' for the site's). */
	language: string;
	/** Its texts in other languages, by locale: the block offers these languages. */
	translations: Record< string, unknown >;
	/** The survey as the widget renders it inline on this site, for the preview. */
	page_survey: PageSurvey;
}

/** What PHP prints before the editor script as `window.userfeedbackSurveyBlock`. */
export interface EditorData {
	/** The widget's page data without surveys: entitlements, texts, logo (for the preview). */
	bootstrap: WidgetBootstrap;
	/** The admin's surveys screen (`…admin.php?page=userfeedback_surveys`). */
	surveysUrl: string;
	/** Whether this user may create and edit surveys. */
	canCreate: boolean;
}

declare global {
	interface Window {
		userfeedbackSurveyBlock?: EditorData;
	}
}
