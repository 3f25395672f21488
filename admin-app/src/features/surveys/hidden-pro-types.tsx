/**
 * Surveys visitors never see: without the question-types add-on (Pro, a licence and the add-on;
 * the server's `addons['question-types'].active`), a survey holding a Pro question type (NPS,
 * Star Rating, Scale, Matrix…) is left off every page (src/Frontend/SurveyEligibility.php). The spec shows nothing for this;
 * the surveys list and the builder say so (docs/decisions.md "Builder polish (review)").
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	PRO_QUESTION_TYPES,
	type ProQuestionType,
} from '@userfeedback/contract';

import { Notice } from '../../components/Notice';
import { addonActive } from '../../data/entitlements';
import type { Entitlements } from '../../data/globals';
import { questionTypeLabel } from './question-type-names';

/**
 * The Pro question types among the given types that keep the survey from visitors on this site;
 * empty when the site may use them.
 *
 * @param types Question types of one survey (duplicates and other types allowed).
 * @param ent   The site's entitlements.
 */
export function hiddenProTypes(
	types: readonly string[] | undefined,
	ent: Pick< Entitlements, 'addons' >
): ProQuestionType[] {
	if ( ! types || addonActive( ent, 'question-types' ) ) {
		return [];
	}
	// SurveyDefaults::PRO_QUESTION_TYPES, in its order (the order they are named in).
	return PRO_QUESTION_TYPES.filter( ( type ) => types.includes( type ) );
}

/**
 * The types' names as one phrase: "NPS", "NPS and Star Rating", "NPS, Scale and Matrix".
 *
 * @param types The types (at least one).
 */
function namesOf( types: readonly ProQuestionType[] ) {
	const names = types.map( questionTypeLabel );
	const last = names[ names.length - 1 ];
	if ( names.length === 1 ) {
		return last;
	}
	const first = names.slice( 0, -1 ).reduce( ( list, name ) =>
		sprintf(
			/* translators: 1: a list of question types, 2: one more question type. */
			__( '%1$s, %2$s', 'userfeedback' ),
			list,
			name
		)
	);
	return sprintf(
		/* translators: 1: a question type (or a list of them), 2: another question type. */
		__( '%1$s and %2$s', 'userfeedback' ),
		first,
		last
	);
}

function needs( ent: Pick< Entitlements, 'is_pro' > ): string {
	return ent.is_pro
		? __( 'a valid license and the Question Types addon', 'userfeedback' )
		: __( 'UserFeedback PRO', 'userfeedback' );
}

/**
 * The surveys list's short note, or null.
 *
 * @param types Question types the survey uses.
 * @param ent   The site's entitlements.
 */
export function hiddenFromVisitorsNote(
	types: readonly string[] | undefined,
	ent: Pick< Entitlements, 'addons' | 'is_pro' >
): string | null {
	const hidden = hiddenProTypes( types, ent );
	if ( hidden.length === 0 ) {
		return null;
	}
	return sprintf(
		/* translators: 1: question types, e.g. "NPS and Star Rating", 2: what they need, e.g. "UserFeedback PRO". */
		__(
			'Not shown to visitors: %1$s questions need %2$s.',
			'userfeedback'
		),
		namesOf( hidden ),
		needs( ent )
	);
}

interface HiddenSurveyNoticeProps {
	types: readonly string[];
	entitlements: Entitlements;
}

/**
 * The builder's warning (Questions and Publish steps), or nothing.
 * @param root0              The props.
 * @param root0.types        Question types of the survey.
 * @param root0.entitlements The site's entitlements.
 */
export function HiddenSurveyNotice( {
	types,
	entitlements,
}: HiddenSurveyNoticeProps ) {
	const hidden = hiddenProTypes( types, entitlements );
	if ( hidden.length === 0 ) {
		return null;
	}
	return (
		<div className="uf-builder-hidden-notice">
			<Notice status="warning">
				<p>
					{ sprintf(
						/* translators: 1: question types, e.g. "NPS and Star Rating", 2: what they need, e.g. "UserFeedback PRO". */
						__(
							'Visitors will not see this survey: its %1$s questions need %2$s.',
							'userfeedback'
						),
						namesOf( hidden ),
						needs( entitlements )
					) }
				</p>
			</Notice>
		</div>
	);
}
