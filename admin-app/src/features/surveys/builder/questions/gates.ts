/**
 * The Questions step's edition gates (see shared/gates.ts for what each state means): Lite gets
 * the upgrade modal, Pro without what a feature needs gets a notice.
 */
import { __ } from '@wordpress/i18n';

import { addonActive } from '../../../../data/entitlements';
import type { Entitlements } from '../../../../data/globals';
import type { Gate } from '../shared/gates';

function gate( ent: Entitlements, allowed: boolean ): Gate {
	if ( allowed ) {
		return 'ok';
	}
	return ent.is_pro ? 'notice' : 'upgrade';
}

/**
 * The Pro question types (star rating, NPS and the types beyond the spec: PRO_QUESTION_TYPES):
 * Pro, a licence and the question-types add-on (the add-on's flag from the server already means
 * all three).
 *
 * @param ent The site's entitlements.
 */
export function proTypesGate( ent: Entitlements ): Gate {
	return gate( ent, addonActive( ent, 'question-types' ) );
}

/**
 * The Required, Randomize and Comment Box toggles and jump logic: Pro with the question-types
 * add-on (and so a licence, as the widget only honours them then).
 *
 * @param ent The site's entitlements.
 */
export function togglesGate( ent: Entitlements ): Gate {
	return gate( ent, addonActive( ent, 'question-types' ) );
}

/**
 * A custom thank-you message: Pro (SurveyGate::reset() keeps it for any Pro site).
 *
 * @param ent The site's entitlements.
 */
export function thankYouMessageGate( ent: Entitlements ): Gate {
	return gate( ent, ent.is_pro );
}

/**
 * Redirecting after the last answer: the behavior add-on (Pro).
 *
 * @param ent The site's entitlements.
 */
export function redirectGate( ent: Entitlements ): Gate {
	return gate( ent, addonActive( ent, 'behavior' ) );
}

/** The notice for Pro sites without the question-types add-on (spec §8). */
export function questionTypesAddonNotice(): string {
	return __(
		'Please activate the Question Types addon to access this feature',
		'userfeedback'
	);
}

/**
 * Why the Pro question types cannot be added on a Pro site: no licence (the server's words), or
 * the add-on is off.
 *
 * @param ent The site's entitlements.
 */
export function proTypesNotice( ent: Entitlements ): string {
	return ent.is_licensed
		? questionTypesAddonNotice()
		: __(
				'Please enter a valid license key to use the PRO question types.',
				'userfeedback'
			);
}

/**
 * The upgrade modal's feature names (configuration.md §2.9 '{feature} is a PRO feature'); a Pro
 * question type is named by its own name (questionTypeLabel()).
 */
export const FEATURES = {
	required: () => __( 'Required Questions', 'userfeedback' ),
	randomize: () => __( 'Randomize Answers', 'userfeedback' ),
	commentBox: () => __( 'Comment Box', 'userfeedback' ),
	jumpLogic: () => __( 'Jump Logic', 'userfeedback' ),
	thankYouMessage: () => __( 'Custom Thank You Message', 'userfeedback' ),
	redirect: () => __( 'Thank You Page Redirect', 'userfeedback' ),
};
