/**
 * The Settings and Workflow steps' edition gates (configuration.md §5, §6, §8; visitor.md §6; see
 * shared/gates.ts for what each state means).
 */
import { __ } from '@wordpress/i18n';

import {
	addonActive,
	canTargetDevices,
	canTargetPages,
	hasProPlan,
} from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';
import type { Gate } from '../shared/gates';

/**
 * Device types (visitor.md §6): without a Pro licence, and on the plus plan, only desktop — the
 * other devices open the upgrade modal ('Custom Device Type'); pro and elite plans need the
 * targeting add-on (configuration.md §5), else a notice. Allowed or not is the server's
 * can_target_devices; the plan only picks the modal or the notice.
 *
 * @param ent The site's entitlements.
 */
export function devicesGate( ent: Entitlements ): Gate {
	if ( canTargetDevices( ent ) ) {
		return 'ok';
	}
	return hasProPlan( ent ) ? 'notice' : 'upgrade';
}

/**
 * Page targeting (visitor.md §6): disabled without a Pro licence (the upgrade modal,
 * 'Conditional Display'); from the plus plan up it needs the targeting add-on, else a notice.
 * Allowed or not is the server's can_target_pages; the plan only picks the modal or the notice.
 *
 * @param ent The site's entitlements.
 */
export function pagesGate( ent: Entitlements ): Gate {
	if ( canTargetPages( ent ) ) {
		return 'ok';
	}
	// license_type is 'lite' whenever the site is not licensed (Entitlements::license_type()).
	return ent.is_licensed && ent.license_type !== 'lite'
		? 'notice'
		: 'upgrade';
}

/**
 * Behaviour settings (configuration.md §6): licensed Pro plus the behavior add-on. Lite gets the
 * upgrade modal; Pro without either gets a notice.
 *
 * @param ent The site's entitlements.
 */
export function behaviorGate( ent: Entitlements ): Gate {
	if ( ! ent.is_pro ) {
		return 'upgrade';
	}
	return addonActive( ent, 'behavior' ) ? 'ok' : 'notice';
}

/**
 * Conditional e-mail logic (configuration.md §5): Pro with a pro or elite licence; otherwise the
 * upgrade modal ('Enhanced Notifications').
 *
 * @param ent The site's entitlements.
 */
export function emailLogicGate( ent: Entitlements ): Gate {
	return hasProPlan( ent ) ? 'ok' : 'upgrade';
}

/** The notice for Pro sites without the targeting add-on (configuration.md §8). */
export function targetingAddonNotice(): string {
	return __(
		'Please activate the Targeting addon to access this feature',
		'userfeedback'
	);
}

/**
 * The upgrade modal's feature names (configuration.md §2.9 "Feature names seen").
 */
export const FEATURES = {
	customDeviceType: () => __( 'Custom Device Type', 'userfeedback' ),
	conditionalDisplay: () => __( 'Conditional Display', 'userfeedback' ),
	displayTiming: () => __( 'Display Timing', 'userfeedback' ),
	displayLength: () => __( 'Display Length', 'userfeedback' ),
	surveyRunTime: () => __( 'Survey Run Time', 'userfeedback' ),
	minimizedSurvey: () => __( 'Minimized Survey', 'userfeedback' ),
	// Not in the spec's list (additions of the behavior add-on).
	partialResponses: () => __( 'Partial Responses', 'userfeedback' ),
	surveyPriority: () => __( 'Survey Priority', 'userfeedback' ),
	surveyCooldown: () => __( 'Survey Cooldown', 'userfeedback' ),
	sampling: () => __( 'Sampling', 'userfeedback' ),
	responseLimit: () => __( 'Response Limit', 'userfeedback' ),
	recontact: () => __( 'Recontact', 'userfeedback' ),
	recurringSurvey: () => __( 'Recurring Survey', 'userfeedback' ),
	oneAnswerPerPerson: () => __( 'One Answer per Person', 'userfeedback' ),
	liveResults: () => __( 'Live Results', 'userfeedback' ),
	responseCeiling: () => __( 'Response Ceiling', 'userfeedback' ),
	// Not in the spec's list: the Lite vs Pro comparison row calls it "enhanced notifications".
	enhancedNotifications: () => __( 'Enhanced Notifications', 'userfeedback' ),
};
