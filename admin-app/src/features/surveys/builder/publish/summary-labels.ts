/**
 * The publish summary's words for what a survey does once live beyond the spec's rows: the
 * behaviour rules of the behavior add-on (partial responses, priority, sampling, the site's
 * cooldown, the response limit), its e-mail notification and the webhooks that get its responses.
 * Pure: SummaryCard decides which rows the site's plan lets the survey use.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { Survey, SurveySettings } from '../../../../data/survey-types';
import { toIntlLocale } from '../../format-date';
import type { Webhook } from '@userfeedback/contract';

type Behavior = SurveySettings[ 'behavior' ];

/**
 * Whether unfinished responses are kept, and notified (notifications.include_partial).
 *
 * @param behavior       The survey's behaviour.
 * @param includePartial Whether partial responses are notified after 30 minutes.
 */
export function partialResponsesLabel(
	behavior: Behavior,
	includePartial: boolean
): string {
	if ( ! behavior.save_partial ) {
		return __( 'Off: only finished responses are saved', 'userfeedback' );
	}
	return includePartial
		? __(
				'Saved as visitors answer; unfinished ones are notified after 30 minutes',
				'userfeedback'
			)
		: __( 'Saved as visitors answer', 'userfeedback' );
}

/**
 * The survey's priority among those a page could show.
 *
 * @param behavior The survey's behaviour.
 */
export function priorityLabel( behavior: Behavior ): string {
	return sprintf(
		/* translators: %d: the survey's priority, 0 to 1000. */
		__( '%d (a higher number shows first)', 'userfeedback' ),
		behavior.priority
	);
}

/**
 * Which share of visitors may get the survey.
 *
 * @param behavior The survey's behaviour.
 */
export function samplingLabel( behavior: Behavior ): string {
	return behavior.sample_percent >= 100
		? __( 'Every visitor', 'userfeedback' )
		: sprintf(
				/* translators: %d: a percentage of visitors, 1 to 99. */
				__( '%d%% of visitors', 'userfeedback' ),
				behavior.sample_percent
			);
}

/**
 * Whether the survey waits for the site's cooldown between surveys (Settings → Widget).
 *
 * @param behavior The survey's behaviour.
 */
export function cooldownLabel( behavior: Behavior ): string {
	return behavior.ignore_cooldown
		? __(
				'Shown even during the site’s cooldown between surveys',
				'userfeedback'
			)
		: __( 'Follows the site’s cooldown between surveys', 'userfeedback' );
}

/**
 * When the survey stops taking responses.
 *
 * @param behavior The survey's behaviour.
 * @param locale   The WordPress locale, for the number.
 */
export function responseLimitLabel(
	behavior: Behavior,
	locale: string
): string {
	const limit = behavior.response_limit;
	if ( limit <= 0 ) {
		return __( 'None', 'userfeedback' );
	}
	return sprintf(
		/* translators: %s: a number of completed responses. */
		_n(
			'Closes after %s completed response',
			'Closes after %s completed responses',
			limit,
			'userfeedback'
		),
		new Intl.NumberFormat( toIntlLocale( locale ) ).format( limit )
	);
}

/**
 * Who gets the e-mail for each response: off, the survey's own addresses, or (none given) the
 * site's recipients, as src/Email/Recipients.php falls back; and whether conditions decide.
 *
 * @param notifications The survey's notifications.
 * @param withLogic     Whether the site's plan lets the survey's conditions count.
 */
export function emailNotificationsLabel(
	notifications: Survey[ 'notifications' ],
	withLogic: boolean
): string {
	const { email } = notifications;
	if ( ! email.active ) {
		return __( 'Off', 'userfeedback' );
	}
	const addresses = email.addresses
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( ( part ) => part !== '' );
	const to =
		addresses.length > 0
			? sprintf(
					/* translators: %s: e-mail addresses, comma-separated. */
					__( 'To %s', 'userfeedback' ),
					addresses.join( ', ' )
				)
			: __(
					'To the site’s notification recipients (Settings → Email)',
					'userfeedback'
				);
	const conditional =
		withLogic && email.logic.enable && email.logic.conditions.length > 0;
	return conditional
		? sprintf(
				/* translators: %s: who gets the e-mail, e.g. "To a@example.com". */
				__( '%s, only when its conditions match', 'userfeedback' ),
				to
			)
		: to;
}

/**
 * The webhook endpoints that get this survey's new responses: active, sent the
 * response.submitted event, for every survey or for this one (src/Webhooks matching()).
 *
 * @param webhooks The site's endpoints.
 * @param surveyId The survey's id; null before its first save (only endpoints for every survey).
 */
export function responseWebhooks(
	webhooks: readonly Webhook[],
	surveyId: number | null
): Webhook[] {
	return webhooks.filter(
		( hook ) =>
			hook.active &&
			hook.events.includes( 'response.submitted' ) &&
			( hook.survey_ids.length === 0 ||
				( surveyId !== null && hook.survey_ids.includes( surveyId ) ) )
	);
}

/**
 * Where the webhooks send new responses: their hosts.
 *
 * @param webhooks The endpoints that apply (responseWebhooks()).
 */
export function webhooksLabel( webhooks: readonly Webhook[] ): string {
	const hosts = Array.from(
		new Set(
			webhooks.map( ( hook ) => {
				try {
					return new URL( hook.url ).host;
				} catch {
					return hook.url;
				}
			} )
		)
	);
	return sprintf(
		/* translators: 1: number of webhook endpoints. 2: their hosts, comma-separated. */
		_n(
			'New responses are sent to %1$d endpoint: %2$s',
			'New responses are sent to %1$d endpoints: %2$s',
			webhooks.length,
			'userfeedback'
		),
		webhooks.length,
		hosts.join( ', ' )
	);
}
