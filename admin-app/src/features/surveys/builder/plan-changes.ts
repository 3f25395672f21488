/**
 * What the next save will change in a stored survey because this site's plan or add-ons lack a
 * feature it uses (configuration.md §4 "Before sending, features whose add-on is inactive are
 * reset to defaults"; the devices forced to desktop on the plus plan, visitor.md §6). A survey
 * saved on Elite and opened on plus would otherwise lose its tablet and phone targeting on the
 * next save without a word; the builder lists these changes before it happens.
 *
 * Pure: compares the stored survey with what forSave() would send.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { Entitlements } from '../../../data/globals';
import type { Survey } from '../../../data/survey-types';
import { behaviorRules, type BehaviorRules } from './settings/behavior-rules';
import { FEATURES } from './settings/gates';
import { devicesLabel, forSave } from './survey';
import type { QuestionToggle } from './questions';

type QuestionSetting = QuestionToggle;

function same( a: unknown, b: unknown ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}

function behaviorChanges( before: Survey, after: Survey ): string[] {
	const was = before.settings.behavior;
	const now = after.settings.behavior;
	const names: string[] = [];
	if ( was.timing !== now.timing || was.timing_delay !== now.timing_delay ) {
		names.push( FEATURES.displayTiming() );
	}
	if ( was.display_length !== now.display_length ) {
		names.push( FEATURES.displayLength() );
	}
	if (
		was.run_time !== now.run_time ||
		! same( was.expire_at, now.expire_at )
	) {
		names.push( FEATURES.surveyRunTime() );
	}
	if ( was.start_minimized !== now.start_minimized ) {
		names.push( FEATURES.minimizedSurvey() );
	}
	// Partial saving and the display rules, read with their defaults (a survey stored before them has none).
	const rulesWas = behaviorRules( was );
	const rulesNow = behaviorRules( now );
	const rules: Array< [ keyof BehaviorRules, () => string ] > = [
		[ 'save_partial', FEATURES.partialResponses ],
		[ 'priority', FEATURES.surveyPriority ],
		[ 'ignore_cooldown', FEATURES.surveyCooldown ],
		[ 'sample_percent', FEATURES.sampling ],
		[ 'response_limit', FEATURES.responseLimit ],
	];
	for ( const [ field, name ] of rules ) {
		if ( rulesWas[ field ] !== rulesNow[ field ] ) {
			names.push( name() );
		}
	}
	if ( names.length === 0 ) {
		return [];
	}
	return [
		sprintf(
			/* translators: %s: list of behaviour settings, e.g. "Display Timing, Survey Run Time". */
			__( '%s will go back to the default.', 'userfeedback' ),
			names.join( ', ' )
		),
	];
}

function thankYouChanges( before: Survey, after: Survey ): string[] {
	const was = before.settings.thank_you;
	const now = after.settings.thank_you;
	if ( was.type === 'redirect' && now.type !== 'redirect' ) {
		return [
			__(
				'The redirect after the last question will be replaced by the thank-you message.',
				'userfeedback'
			),
		];
	}
	if ( was.message !== now.message ) {
		return [
			sprintf(
				/* translators: %s: the default thank-you message. */
				__(
					'The thank-you message will go back to "%s".',
					'userfeedback'
				),
				now.message
			),
		];
	}
	return [];
}

function questionChanges( before: Survey, after: Survey ): string[] {
	const labels: Record< QuestionSetting, ( n: number ) => string > = {
		required: ( n ) =>
			sprintf(
				/* translators: %d: number of questions. */
				_n(
					'Required will be turned off on %d question.',
					'Required will be turned off on %d questions.',
					n,
					'userfeedback'
				),
				n
			),
		randomize: ( n ) =>
			sprintf(
				/* translators: %d: number of questions. */
				_n(
					'Randomized answers will be turned off on %d question.',
					'Randomized answers will be turned off on %d questions.',
					n,
					'userfeedback'
				),
				n
			),
		comment_box: ( n ) =>
			sprintf(
				/* translators: %d: number of questions. */
				_n(
					'The comment box will be removed from %d question.',
					'The comment box will be removed from %d questions.',
					n,
					'userfeedback'
				),
				n
			),
	};
	const jumpsDropped = before.questions.filter(
		( q, i ) =>
			( q.jumps?.length ?? 0 ) > 0 &&
			( after.questions[ i ]?.jumps?.length ?? 0 ) === 0
	).length;
	const jumps =
		jumpsDropped > 0
			? [
					sprintf(
						/* translators: %d: number of questions. */
						_n(
							'Jump logic will be removed from %d question.',
							'Jump logic will be removed from %d questions.',
							jumpsDropped,
							'userfeedback'
						),
						jumpsDropped
					),
				]
			: [];
	return ( Object.keys( labels ) as QuestionSetting[] )
		.flatMap( ( setting ) => {
			const n = before.questions.filter(
				( q, i ) =>
					q.settings[ setting ] &&
					! after.questions[ i ]?.settings[ setting ]
			).length;
			return n > 0 ? [ labels[ setting ]( n ) ] : [];
		} )
		.concat( jumps );
}

/**
 * Sentences naming each change the next save makes to a stored survey because of the plan;
 * none when the save keeps everything.
 *
 * @param stored The survey as stored on the server.
 * @param ent    The site's entitlements.
 */
export function planChangesOnSave(
	stored: Survey,
	ent: Entitlements
): string[] {
	const after = forSave( stored, ent );
	const changes: string[] = [];
	const was = stored.settings.targeting;
	const now = after.settings.targeting;
	if ( ! same( [ ...was.devices ].sort(), [ ...now.devices ].sort() ) ) {
		changes.push(
			sprintf(
				/* translators: 1: devices now, e.g. "Desktop, Mobile". 2: devices after saving. */
				__( 'Devices: %1$s will become %2$s.', 'userfeedback' ),
				devicesLabel( was.devices ),
				devicesLabel( now.devices )
			)
		);
	}
	if ( was.pages !== 'all' && now.pages === 'all' ) {
		changes.push(
			__(
				'Pages: the page rules will be removed and the survey shown on all pages.',
				'userfeedback'
			)
		);
	}
	if (
		( stored.settings.hidden_fields ?? [] ).length > 0 &&
		after.settings.hidden_fields.length === 0
	) {
		changes.push(
			__(
				'Hidden fields will be removed: new responses will carry none.',
				'userfeedback'
			)
		);
	}
	changes.push(
		...behaviorChanges( stored, after ),
		...thankYouChanges( stored, after )
	);
	if ( stored.settings.theming !== null && after.settings.theming === null ) {
		changes.push(
			__(
				"The survey's own widget look will be dropped: it will use the site's widget settings.",
				'userfeedback'
			)
		);
	}
	if (
		stored.notifications.email.logic.enable &&
		! after.notifications.email.logic.enable
	) {
		changes.push(
			__(
				'Conditional e-mail logic will be turned off: every response will be e-mailed.',
				'userfeedback'
			)
		);
	}
	changes.push( ...questionChanges( stored, after ) );
	return changes;
}
