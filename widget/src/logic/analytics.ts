/**
 * Survey events for the page's Google Analytics 4 (`gtag`) or Google Tag Manager (`dataLayer`),
 * when the site opted in (the bootstrap's `analytics`, docs/analytics-events.md): the survey's id
 * and title, the question's type and an NPS answer's bucket; never an answer, e-mail or hidden
 * field. With the WP Consent API, only with statistics consent (consent.ts).
 */
import type { Answer, PageSurvey, Question, WidgetBootstrap } from '../types';
import { consents } from './consent';

type Params = Record< string, string | number >;

declare global {
	interface Window {
		gtag?: ( ...args: unknown[] ) => void;
		dataLayer?: unknown[];
	}
}

/**
 * An NPS answer's bucket (reporting's NpsMath: 9–10, 7–8, the rest).
 *
 * @param value The answer, as the widget keeps it.
 */
export const npsBucket = ( value: unknown ): string =>
	// eslint-disable-next-line no-nested-ternary -- the three buckets read best in one line.
	+( value as string ) > 8
		? 'promoter'
		: +( value as string ) > 6
			? 'passive'
			: 'detractor';

/**
 * Sends `userfeedback_{name}`: to gtag when the page has it, else to dataLayer, else nowhere. The
 * callers send each event once: shown per display, answered per question, completed per response.
 *
 * @param win       The window.
 * @param bootstrap The page's widget data.
 * @param survey    The survey.
 * @param name      'survey_shown', 'question_answered' or 'survey_completed'.
 * @param question  The question answered, for question_answered.
 * @param value     Its answer: read only for an NPS question, whose bucket is sent.
 */
export function track(
	win: Window,
	bootstrap: WidgetBootstrap,
	survey: PageSurvey,
	name: string,
	question?: Question,
	value?: Answer[ 'value' ]
): void {
	if ( ! bootstrap.analytics || ! consents( win, 'statistics' ) ) {
		return;
	}
	const params: Params = {
		survey_id: survey.id,
		survey_title: survey.title,
	};
	if ( question ) {
		params.question_type = question.type;
		if ( question.type === 'nps' ) {
			params.nps_bucket = npsBucket( value );
		}
	}
	name = 'userfeedback_' + name;
	if ( win.gtag ) {
		win.gtag( 'event', name, params );
	} else {
		win.dataLayer?.push( { event: name, ...params } );
	}
}
