/**
 * Conditional e-mail logic (configuration.md §3 notifications.email.logic, §5): send the
 * notification only when every condition on the survey's answers holds. The same editor serves
 * the Slack notification's conditions (`channel` 'slack': notifications.slack.logic), which the
 * server decides with the same rule. Conditions may use any
 * choice, rating or consent question of the survey (LOGIC_SOURCE_TYPES, the server's rule for
 * e-mail logic; SurveyValidator::notification_errors()), with the comparisons its type allows.
 *
 * Needs Pro with a pro or elite licence. Otherwise the toggle looks locked and activating it opens
 * the upgrade modal ('Enhanced Notifications'); the save resets the logic there anyway. The
 * conditions' editor is a Pro module (pro/email-logic, chunk pro-email-logic, not in the Lite zip).
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { proModule } from '../../../../components/ProModule';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type {
	LogicCondition,
	SurveyNotifications,
} from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import { LOGIC_SOURCE_TYPES, newCondition } from '../questions';
import { ProBadge } from '../shared/GateNotice';
import { defaultEmailLogic } from '../survey';
import { FEATURES, emailLogicGate } from './gates';

const EmailLogicRules = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-email-logic" */ '../../../../pro/email-logic/EmailLogicRules'
		),
	( module ) => module.EmailLogicRules
);

type EmailLogicSettings = SurveyNotifications[ 'email' ][ 'logic' ];

/** Which notification's conditions: the e-mail's or the Slack messages'. */
export type LogicChannel = 'email' | 'slack';

interface EmailLogicProps {
	/** Whether the notification is on (the logic means nothing otherwise). */
	emailActive: boolean;
	/** Whose conditions (the e-mail's when absent). */
	channel?: LogicChannel;
}

function toggleLabel( channel: LogicChannel ): string {
	return channel === 'slack'
		? __( 'Post to Slack only when conditions are met', 'userfeedback' )
		: __( 'Send the email only when conditions are met', 'userfeedback' );
}

function rulesIntro( channel: LogicChannel ): string {
	return channel === 'slack'
		? __(
				'Post to Slack if all of these conditions are met:',
				'userfeedback'
			)
		: __(
				'Send the email if all of these conditions are met:',
				'userfeedback'
			);
}

export function EmailLogic( {
	emailActive,
	channel = 'email',
}: EmailLogicProps ) {
	const { survey, update, entitlements } = useBuilder();
	const upgrade = useUpgradeModal();
	const id = useId();
	const gate = emailLogicGate( entitlements );
	const locked = gate !== 'ok';
	// Without the plan the save resets the logic: show it off.
	const logic: EmailLogicSettings = locked
		? defaultEmailLogic()
		: survey.notifications[ channel ].logic;
	const sources = survey.questions.filter( ( q ) =>
		LOGIC_SOURCE_TYPES.includes( q.type )
	);
	const available = sources.length > 0;
	const noticeId = `${ id }-notice`;
	const lockId = `${ id }-lock`;

	const setLogic = ( next: EmailLogicSettings ) =>
		update( ( s ) => ( {
			...s,
			notifications: {
				...s.notifications,
				[ channel ]: { ...s.notifications[ channel ], logic: next },
			},
		} ) );

	const setConditions = ( conditions: LogicCondition[] ) =>
		setLogic( {
			...logic,
			conditions,
			enable: conditions.length > 0 ? logic.enable : false,
		} );

	const toggle = ( enable: boolean ) => {
		if ( enable && logic.conditions.length === 0 && available ) {
			setLogic( {
				...logic,
				enable: true,
				conditions: [ newCondition( sources[ 0 ] ) ],
			} );
			return;
		}
		setLogic( { ...logic, enable } );
	};

	const describedBy =
		[
			locked ? lockId : undefined,
			! locked && ! available ? noticeId : undefined,
		]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	return (
		<fieldset className="uf-builder-email-logic">
			<legend className="uf-builder-settings__legend">
				{ __( 'Conditional Logic', 'userfeedback' ) }
				{ locked && <ProBadge /> }
			</legend>
			{ locked && (
				<span id={ lockId } className="screen-reader-text">
					{ sprintf(
						/* translators: %s: feature name. */
						__( '%s is a PRO feature', 'userfeedback' ),
						FEATURES.enhancedNotifications()
					) }
				</span>
			) }
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-enable` }
					type="checkbox"
					checked={ logic.enable }
					disabled={
						! locked &&
						( ! emailActive || ( ! available && ! logic.enable ) )
					}
					aria-disabled={ locked ? true : undefined }
					aria-describedby={ describedBy }
					onClick={ () => {
						if ( locked ) {
							upgrade( FEATURES.enhancedNotifications() );
						}
					} }
					onChange={ ( event ) =>
						! locked && toggle( event.target.checked )
					}
				/>
				<label htmlFor={ `${ id }-enable` }>
					{ toggleLabel( channel ) }
				</label>
			</p>
			{ ! locked && ! available && (
				<p id={ noticeId } className="description">
					{ __(
						'Conditional logic needs a choice, rating or consent question: Multiple Choice, Checkboxes, Dropdown, Image Choice, Star Rating, NPS, Scale, Smiley Faces or Consent.',
						'userfeedback'
					) }
				</p>
			) }
			{ ! locked && logic.enable && (
				<EmailLogicRules
					id={ id }
					intro={ rulesIntro( channel ) }
					conditions={ logic.conditions }
					sources={ sources }
					questions={ survey.questions }
					emailActive={ emailActive }
					onChange={ setConditions }
				/>
			) }
		</fieldset>
	);
}
