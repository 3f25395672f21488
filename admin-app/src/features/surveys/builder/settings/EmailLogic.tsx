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
	Comparator,
	LogicCondition,
	Question,
	SurveyNotifications,
} from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import {
	LOGIC_SOURCE_TYPES,
	comparatorLabel,
	comparatorsFor,
	conditionValues,
	newCondition,
} from '../questions';
import { defaultEmailLogic } from '../survey';
import { ProBadge } from './GateNotice';
import { FEATURES, emailLogicGate } from './gates';

type EmailLogicSettings = SurveyNotifications[ 'email' ][ 'logic' ];

/**
 * How a question is named in a condition: its number and title.
 *
 * @param q         The question.
 * @param questions All questions (for the number).
 */
function questionName( q: Question, questions: readonly Question[] ): string {
	return sprintf(
		/* translators: 1: question number, 2: question title. */
		__( '%1$d. %2$s', 'userfeedback' ),
		questions.findIndex( ( other ) => other.id === q.id ) + 1,
		q.title.trim() || __( '(no title)', 'userfeedback' )
	);
}

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
			// Logic left without conditions is turned off.
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
	const comparators = source ? comparatorsFor( source.type ) : [];
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
			<span className="uf-builder-email-logic__field">
				<label htmlFor={ `${ id }-question` }>
					{ __( 'Question', 'userfeedback' ) }
				</label>
				<select
					id={ `${ id }-question` }
					value={ source ? source.id : '' }
					onChange={ ( event ) => {
						const next = sources.find(
							( q ) => q.id === event.target.value
						);
						if ( next ) {
							onChange( newCondition( next ) );
						}
					} }
				>
					{ ! source && (
						<option value="">
							{ __( 'Choose a question', 'userfeedback' ) }
						</option>
					) }
					{ sources.map( ( q ) => (
						<option key={ q.id } value={ q.id }>
							{ questionName( q, questions ) }
						</option>
					) ) }
				</select>
			</span>
			{ source && (
				<span className="uf-builder-email-logic__field">
					<label htmlFor={ `${ id }-compare` }>
						{ __( 'Comparison', 'userfeedback' ) }
					</label>
					<select
						id={ `${ id }-compare` }
						value={ condition.compare }
						onChange={ ( event ) =>
							onChange( {
								...condition,
								compare: event.target.value as Comparator,
							} )
						}
					>
						{ comparators.map( ( c ) => (
							<option key={ c } value={ c }>
								{ comparatorLabel( c ) }
							</option>
						) ) }
					</select>
				</span>
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
				<span className="uf-builder-email-logic__field">
					<label htmlFor={ `${ id }-value` }>
						{ __( 'Answer', 'userfeedback' ) }
					</label>
					<select
						id={ `${ id }-value` }
						value={ String( condition.value ) }
						aria-invalid={ incomplete ? true : undefined }
						aria-describedby={ incomplete ? errorId : undefined }
						onChange={ ( event ) =>
							onChange( {
								...condition,
								value: event.target.value,
							} )
						}
					>
						<option value="">
							{ __( 'Choose an answer', 'userfeedback' ) }
						</option>
						{ values.map( ( value, v ) => (
							<option key={ v } value={ value }>
								{ value }
							</option>
						) ) }
						{ typeof condition.value === 'string' &&
							condition.value !== '' &&
							! values.includes( condition.value ) && (
								<option value={ condition.value }>
									{ sprintf(
										/* translators: %s: an answer no longer among the question's options. */
										__(
											'%s (no longer an option)',
											'userfeedback'
										),
										condition.value
									) }
								</option>
							) }
					</select>
				</span>
			) }
			<button
				type="button"
				className="button-link button-link-delete uf-builder-email-logic__remove"
				aria-label={ sprintf(
					/* translators: %d: condition number. */
					__( 'Remove condition %d', 'userfeedback' ),
					number
				) }
				onClick={ onRemove }
			>
				<span
					className="dashicons dashicons-trash"
					aria-hidden="true"
				/>
			</button>
			{ incomplete && (
				<p id={ errorId } className="uf-builder-settings__error">
					<span
						className="dashicons dashicons-warning"
						aria-hidden="true"
					/>
					{ __( 'Choose an answer.', 'userfeedback' ) }
				</p>
			) }
		</fieldset>
	);
}
