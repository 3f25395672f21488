/**
 * Builds the client-side eligibility context from the page (visitor.md §5) and logs the
 * not-shown reasons for admins debugging (bootstrap.debug, set by PHP under WP_DEBUG).
 */
import { hasCookie, readSurveyCookie } from './logic/cookies';
import { currentDevice } from './logic/device';
import { readCooldown, sampleDraw } from './logic/display-rules';
import { type EligibilityContext, firstEligible } from './logic/eligibility';
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
		drawFor: ( survey ) => sampleDraw( doc, survey.cookie_name ),
	};
}

/**
 * The surveys to show: the first eligible floating one and every eligible inline one.
 * @param bootstrap The page's widget data.
 * @param win       The window to read and mount into.
 */
export function surveysToShow(
	bootstrap: WidgetBootstrap,
	win: Window
): { floating: PageSurvey | null; inline: PageSurvey[] } {
	const floating = firstEligible(
		bootstrap.surveys ?? [],
		pageContext( bootstrap, win, false )
	);
	const reasons = { ...floating.reasons };
	const inlineContext = pageContext( bootstrap, win, true );
	const inline = ( bootstrap.inline ?? [] ).filter( ( survey ) => {
		const result = firstEligible( [ survey ], inlineContext );
		Object.assign( reasons, result.reasons );
		return result.survey !== null;
	} );
	if ( bootstrap.debug && Object.keys( reasons ).length ) {
		// eslint-disable-next-line no-console
		console.info( 'UserFeedback: surveys not shown', reasons );
	}
	return { floating: floating.survey, inline };
}
