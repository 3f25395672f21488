/**
 * Builds the client-side eligibility context from the page (visitor.md §5) and logs the
 * not-shown reasons for admins debugging (bootstrap.debug, set by PHP under WP_DEBUG).
 */
import { hasCookie, readJsonCookie, readSurveyCookie } from './logic/cookies';
import { currentDevice } from './logic/device';
import { PAUSE_COOKIE, readCooldown, sampleDraw } from './logic/display-rules';
import { type EligibilityContext, firstEligible } from './logic/eligibility';
import { ANSWERED, answeredHere } from './logic/once';
import { type Contact, contactCookie } from './logic/recontact';
import type { PageSurvey, WidgetBootstrap } from './types';

export function pageContext(
	bootstrap: WidgetBootstrap,
	win: Window,
	inline: boolean
): EligibilityContext {
	const doc = win.document;
	return {
		addons: bootstrap.addons,
		device: currentDevice( win.navigator ),
		cookieFor: ( survey ) => ( {
			exists: hasCookie( doc, survey.cookie_name ),
			value: readSurveyCookie( doc, survey.cookie_name ),
		} ),
		page: {
			url: win.location.href,
			referrer: doc.referrer,
			hasCookie: ( name ) => hasCookie( doc, name ),
		},
		today: new Date(),
		inline,
		cooldown: readCooldown( doc ),
		cooldownDays: bootstrap.cooldown_days,
		pause: readCooldown( doc, PAUSE_COOKIE ),
		pauseMinutes: bootstrap.pause_minutes,
		drawFor: ( survey ) => sampleDraw( doc, survey.cookie_name ),
		contactFor: ( survey ) =>
			readJsonCookie( doc, contactCookie( survey ) ) as Contact | null,
		answeredHere: ( survey ) => answeredHere( survey, win ),
	};
}

/**
 * The surveys to show: every eligible inline one, or else the first eligible floating one. One
 * survey at a time: a survey the owner placed in the content wins over a floating one, which on
 * a phone would cover it. The floating candidates are then not checked at all, so none is
 * sampled or starts a cooldown for a view that cannot show it.
 * @param bootstrap The page's widget data.
 * @param win       The window to read and mount into.
 */
export function surveysToShow(
	bootstrap: WidgetBootstrap,
	win: Window
): { floating: PageSurvey | null; inline: PageSurvey[] } {
	const reasons: Record< number, string > = {};
	const inlineContext = pageContext( bootstrap, win, true );
	// An inline survey this visitor may not answer again says so in its place: the server's
	// `closed` (once per user), or this browser's answer (once per browser).
	const inline = ( bootstrap.inline ?? [] ).flatMap( ( survey ) => {
		if ( survey.closed || survey.preview ) {
			return [ survey ];
		}
		const result = firstEligible( [ survey ], inlineContext );
		Object.assign( reasons, result.reasons );
		if ( result.reasons[ survey.id ] === ANSWERED ) {
			return [ { ...survey, closed: bootstrap.texts?.answered } ];
		}
		return result.survey ? [ survey ] : [];
	} );
	let floating: PageSurvey | null = null;
	if ( inline.length ) {
		for ( const survey of bootstrap.surveys ?? [] ) {
			reasons[ survey.id ] = 'A survey in the content is shown';
		}
	} else {
		const first = firstEligible(
			bootstrap.surveys ?? [],
			pageContext( bootstrap, win, false )
		);
		Object.assign( reasons, first.reasons );
		floating = first.survey;
	}
	if ( bootstrap.debug && Object.keys( reasons ).length ) {
		// eslint-disable-next-line no-console
		console.info( 'UserFeedback: surveys not shown', reasons );
	}
	return { floating, inline };
}
