/**
 * Whether the widget shows a survey (visitor.md §5 "Display eligibility"). The server already
 * dropped surveys failing its own rules; these are the checks only the browser can make, plus
 * the add-on gates again in case an add-on went off after the survey was saved.
 */
import type {
	Device,
	DisplayLength,
	PageSurvey,
	WidgetBootstrap,
} from '../types';
import type { SurveyCookie } from './cookies';
import { type Cooldown, cooledDown, paused, sampledOut } from './display-rules';
import { addonActive } from './entitlements';
import { ANSWERED, oncePerPerson } from './once';
import { type Contact, heldByContact } from './recontact';
import { evaluatePageRules, type PageContext } from './page-rules';

export interface EligibilityContext {
	addons: WidgetBootstrap[ 'addons' ];
	device: Device;
	/** The survey's cookie: whether one is set, and its content when it parses. */
	cookieFor: ( survey: PageSurvey ) => {
		exists: boolean;
		value: SurveyCookie | null;
	};
	page: PageContext;
	today: Date;
	/**
	 * Shortcode surveys: placement is explicit, so device and page targeting, the pause, the
	 * cooldown and sampling do not apply.
	 */
	inline: boolean;
	/** The cooldown cookie (which floating survey was shown last, and when). */
	cooldown: Cooldown | null;
	/** The site's cooldown in days (0 or missing: none). */
	cooldownDays?: number;
	/** The pause cookie (which survey the visitor finished last in this session, and when). */
	pause?: Cooldown | null;
	/** The site's pause after a response in minutes (0 or missing: none). */
	pauseMinutes?: number;
	/** The visitor's draw for a survey (0–99), made and remembered when first asked. */
	drawFor: ( survey: PageSurvey ) => number;
	/** The survey's contact cookie (recontact.ts); missing: none. */
	contactFor?: ( survey: PageSurvey ) => Contact | null;
	/** Whether this browser's local key says it answered the survey (once.ts); missing: no. */
	answeredHere?: ( survey: PageSurvey ) => boolean;
}

/**
 * The display-length rows of §5: "until_response: hidden if the cookie says submitted. once:
 * hidden if a cookie exists and the behavior add-on is active. repeatedly: hidden if submitted
 * and the behavior add-on is not active." The add-on is the server's to apply: without it, it
 * sends until_response whatever is stored (WidgetBootstrap; §5 names no row for `once` without
 * the add-on, and the cookie rules need it, §1), so here once is "a cookie exists" and
 * repeatedly is never hidden.
 *
 * @param displayLength The survey's display length, as the server sends it.
 * @param cookie        The survey's cookie; null when there is none or it does not parse ("a
 *                      cookie that cannot be parsed is ignored").
 */
export function hiddenByCookie(
	displayLength: DisplayLength,
	cookie: SurveyCookie | null
): boolean {
	return displayLength === 'once'
		? cookie !== null
		: displayLength !== 'repeatedly' && cookie?.submitted === true;
}

/**
 * "Hidden after that month and day, compared to today with the year ignored": the expiry day
 * itself still shows. The visitor's local date is used.
 *
 * @param expireAt The survey's expire_at.
 * @param today    The current date.
 */
export function expiredOn(
	expireAt: NonNullable<
		PageSurvey[ 'settings' ][ 'behavior' ][ 'expire_at' ]
	>,
	today: Date
): boolean {
	const month = today.getMonth() + 1;
	return (
		month > expireAt.month ||
		( month === expireAt.month && today.getDate() > expireAt.day )
	);
}

/**
 * Why the survey is not shown, checked in the order §5 lists them; null when it is shown.
 *
 * @param survey A candidate survey.
 * @param ctx    The page, device, cookies and site entitlements.
 */
export function notShownReason(
	survey: PageSurvey,
	ctx: EligibilityContext
): string | null {
	if ( ! ctx.inline ) {
		if ( ! addonActive( ctx, 'targeting' ) && ctx.device !== 'desktop' ) {
			return 'Targeting addon missing';
		}
		if ( ! survey.settings.targeting.devices.includes( ctx.device ) ) {
			return `Current device '${ ctx.device }' not on Survey devices list.`;
		}
	}
	const { behavior, targeting } = survey.settings;
	const cookie = ctx.cookieFor( survey );
	// One answer per person outranks every display length and recontact rule.
	if (
		oncePerPerson( survey ) &&
		( cookie.value?.submitted || ctx.answeredHere?.( survey ) )
	) {
		return ANSWERED;
	}
	// Recontact, when the survey uses it, decides instead of the display length alone.
	if (
		behavior.recontact_days || behavior.repeat_days
			? heldByContact(
					behavior,
					ctx.contactFor?.( survey ) ?? null,
					cookie.exists,
					+ctx.today
				)
			: hiddenByCookie(
					behavior.display_length,
					cookie.exists ? cookie.value : null
				)
	) {
		return 'Cookie present';
	}
	// Run time is a behaviour setting: without the add-on the server sends indefinitely.
	if (
		behavior.run_time === 'expire' &&
		behavior.expire_at &&
		expiredOn( behavior.expire_at, ctx.today )
	) {
		return `Survey expired on ${ behavior.expire_at.month }/${ behavior.expire_at.day }`;
	}
	if ( ctx.inline ) {
		return null;
	}
	// Not in §5's list, so checked last; sampling last of all, so a visitor is drawn only for
	// a survey that would otherwise be shown.
	if (
		targeting.pages === 'advanced' &&
		! evaluatePageRules( targeting.page_rules, ctx.page )
	) {
		return 'Page rules not met';
	}
	if ( paused( survey, ctx.pause ?? null, ctx.pauseMinutes, +ctx.today ) ) {
		return 'Paused after a response';
	}
	if ( cooledDown( survey, ctx.cooldown, ctx.cooldownDays, +ctx.today ) ) {
		return 'Cooldown';
	}
	if ( sampledOut( behavior.sample_percent, () => ctx.drawFor( survey ) ) ) {
		return 'Sampled out';
	}
	return null;
}

/**
 * "Only the first eligible survey is used on a page." Surveys after it are not checked.
 *
 * @param surveys The candidates, in order.
 * @param ctx     The page, device, cookies and site entitlements.
 * @return The survey to show (or null) and, by survey id, why each one before it was passed over.
 */
export function firstEligible(
	surveys: PageSurvey[],
	ctx: EligibilityContext
): { survey: PageSurvey | null; reasons: Record< number, string > } {
	const reasons: Record< number, string > = {};
	for ( const survey of surveys ) {
		const reason = notShownReason( survey, ctx );
		if ( reason === null ) {
			return { survey, reasons };
		}
		reasons[ survey.id ] = reason;
	}
	return { survey: null, reasons };
}
