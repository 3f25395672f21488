/**
 * Conditional e-mail logic (configuration.md §3 notifications.email.logic, §5): send the
 * notification only when every condition on the survey's answers holds. Conditions may use any
 * multiple choice, checkbox, NPS or star-rating question of the survey (the server's rule for
 * e-mail logic; SurveyValidator::notification_errors()), with the comparisons its type allows.
 *
 * Needs Pro with a pro or elite licence. Otherwise the toggle looks locked and activating it opens
 * the upgrade modal ('Enhanced Notifications'); the save resets the logic there anyway.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type {
	LogicCondition,
	Question,
	SurveyNotifications,
} from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import {
	LOGIC_SOURCE_TYPES,
	comparatorsFor,
	conditionValues,
	newCondition,
} from '../questions';
import {
	ConditionAnswerSelect,
	ConditionComparisonSelect,
	ConditionQuestionSelect,
} from '../shared/ConditionFields';
import { FieldError } from '../shared/FieldError';
import { ProBadge } from '../shared/GateNotice';
import { TrashButton } from '../shared/TrashButton';
import { defaultEmailLogic } from '../survey';
import { FEATURES, emailLogicGate } from './gates';

type EmailLogicSettings = SurveyNotifications[ 'email' ][ 'logic' ];

/**
 * Whether a condition still needs its answer.
 *
 * @param condition The condition.
 */
export function conditionIncomplete( condition: LogicCondition ): boolean {
	return Array.isArray( condition.value )
		? condition.value.length === 0
		: condition.value.trim() === '';
}

interface EmailLogicProps {
	/** Whether the e-mail notification is on (the logic means nothing otherwise). */
	emailActive: boolean;
}

export function EmailLogic( { emailActive }: EmailLogicProps ) {
	const { survey, update, entitlements } = useBuilder();
	const upgrade = useUpgradeModal();
	const id = useId();
	const gate = emailLogicGate( entitlements );
	const locked = gate !== 'ok';
	// Without the plan the save resets the logic: show it off.
	const logic: EmailLogicSettings = locked
		? defaultEmailLogic()
		: survey.notifications.email.logic;
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
				email: { ...s.notifications.email, logic: next },
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
					{ __(
						'Send the email only when conditions are met',
						'userfeedback'
					) }
				</label>
			</p>
			{ ! locked && ! available && (
				<p id={ noticeId } className="description">
					{ __(
						'Conditional logic needs a Multiple Choice, Checkboxes, Star Rating or NPS question.',
						'userfeedback'
					) }
				</p>
			) }
			{ ! locked && logic.enable && (
				<div className="uf-builder-email-logic__rules">
					<p>
						{ __(
							'Send the email if all of these conditions are met:',
							'userfeedback'
						) }
					</p>
					<ol className="uf-builder-email-logic__conditions">
						{ logic.conditions.map( ( condition, at ) => (
							<li key={ at }>
								<ConditionRow
									id={ `${ id }-c${ at }` }
									number={ at + 1 }
									condition={ condition }
									sources={ sources }
									questions={ survey.questions }
									disabled={ ! emailActive }
									onChange={ ( next ) =>
										setConditions(
											logic.conditions.map( ( c, i ) =>
												i === at ? next : c
											)
										)
									}
									onRemove={ () =>
										setConditions(
											logic.conditions.filter(
												( _, i ) => i !== at
											)
										)
									}
								/>
							</li>
						) ) }
					</ol>
					<p>
						<button
							type="button"
							className="button"
							disabled={ ! available || ! emailActive }
							onClick={ () =>
								setConditions( [
									...logic.conditions,
									newCondition( sources[ 0 ] ),
								] )
							}
						>
							{ __( 'Add Condition', 'userfeedback' ) }
						</button>
					</p>
				</div>
			) }
		</fieldset>
	);
}

interface ConditionRowProps {
	id: string;
	number: number;
	condition: LogicCondition;
	sources: Question[];
	questions: Question[];
	disabled: boolean;
	onChange: ( condition: LogicCondition ) => void;
	onRemove: () => void;
}

function ConditionRow( {
	id,
	number,
	condition,
	sources,
	questions,
	disabled,
	onChange,
	onRemove,
}: ConditionRowProps ) {
	const source = sources.find( ( q ) => q.id === condition.question_id );
	const values = source
		? conditionValues( source ).filter( ( v ) => v.trim() !== '' )
		: [];
	const incomplete = !! source && conditionIncomplete( condition );
	const errorId = `${ id }-error`;

	return (
		<fieldset
			className="uf-builder-email-logic__condition"
			disabled={ disabled }
		>
			<legend className="screen-reader-text">
				{ sprintf(
					/* translators: %d: condition number. */
					__( 'Condition %d', 'userfeedback' ),
					number
				) }
			</legend>
			<ConditionQuestionSelect
				id={ id }
				className="uf-builder-email-logic__field"
				condition={ condition }
				sources={ sources }
				questions={ questions }
				onChange={ onChange }
			/>
			{ source && (
				<ConditionComparisonSelect
					id={ id }
					className="uf-builder-email-logic__field"
					condition={ condition }
					comparators={ comparatorsFor( source.type ) }
					onChange={ onChange }
				/>
			) }
			{ source && source.type === 'checkbox' && (
				<fieldset
					className="uf-builder-email-logic__field uf-builder-email-logic__answers"
					aria-describedby={ incomplete ? errorId : undefined }
				>
					<legend>{ __( 'Answers', 'userfeedback' ) }</legend>
					{ values.length === 0 && (
						<span className="description">
							{ __(
								'The question has no options yet.',
								'userfeedback'
							) }
						</span>
					) }
					{ values.map( ( value, v ) => {
						const chosen = ( [] as string[] ).concat(
							condition.value
						);
						return (
							<span
								key={ v }
								className="uf-builder-email-logic__answer"
							>
								<input
									id={ `${ id }-v${ v }` }
									type="checkbox"
									checked={ chosen.includes( value ) }
									onChange={ ( event ) =>
										onChange( {
											...condition,
											value: event.target.checked
												? [ ...chosen, value ]
												: chosen.filter(
														( c ) => c !== value
													),
										} )
									}
								/>
								<label htmlFor={ `${ id }-v${ v }` }>
									{ value }
								</label>
							</span>
						);
					} ) }
				</fieldset>
			) }
			{ source && source.type !== 'checkbox' && (
				<ConditionAnswerSelect
					id={ id }
					className="uf-builder-email-logic__field"
					condition={ condition }
					values={ values }
					errorId={ incomplete ? errorId : undefined }
					onChange={ onChange }
				/>
			) }
			<TrashButton
				className="button-link button-link-delete uf-builder-email-logic__remove"
				label={ sprintf(
					/* translators: %d: condition number. */
					__( 'Remove condition %d', 'userfeedback' ),
					number
				) }
				onClick={ onRemove }
			/>
			{ incomplete && (
				<FieldError
					id={ errorId }
					className="uf-builder-settings__error"
				>
					{ __( 'Choose an answer.', 'userfeedback' ) }
				</FieldError>
			) }
		</fieldset>
	);
}
