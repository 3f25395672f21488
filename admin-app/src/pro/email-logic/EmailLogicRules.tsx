/**
 * The conditions of conditional e-mail logic (Pro with a pro or elite licence; configuration.md §3
 * notifications.email.logic, §5): send the notification only when every condition on the
 * survey's answers holds. Loaded from its own chunk by
 * features/surveys/builder/settings/EmailLogic once the logic is on.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { LogicCondition, Question } from '../../data/survey-types';
import {
	answersAreLists,
	conditionValueLabel,
	conditionValues,
	newCondition,
	sourceComparators,
} from '../../features/surveys/builder/questions';
import {
	ConditionComparisonSelect,
	ConditionQuestionSelect,
} from '../../features/surveys/builder/shared/ConditionFields';
import { ConditionValueField } from '../../features/surveys/builder/shared/ConditionValueField';
import { FieldError } from '../../features/surveys/builder/shared/FieldError';
import { TrashButton } from '../../features/surveys/builder/shared/TrashButton';

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

interface EmailLogicRulesProps {
	/** The prefix of the fields' ids. */
	id: string;
	/** The sentence above the conditions (the e-mail's when absent). */
	intro?: string;
	conditions: LogicCondition[];
	/** The questions a condition may use. */
	sources: Question[];
	/** Every question of the survey (the question select names them in order). */
	questions: Question[];
	/** Whether the e-mail notification is on (the fields are disabled otherwise). */
	emailActive: boolean;
	onChange: ( conditions: LogicCondition[] ) => void;
}

export function EmailLogicRules( {
	id,
	intro,
	conditions,
	sources,
	questions,
	emailActive,
	onChange: setConditions,
}: EmailLogicRulesProps ) {
	return (
		<div className="uf-builder-email-logic__rules">
			<p>
				{ intro ??
					__(
						'Send the email if all of these conditions are met:',
						'userfeedback'
					) }
			</p>
			<ol className="uf-builder-email-logic__conditions">
				{ conditions.map( ( condition, at ) => (
					<li key={ at }>
						<ConditionRow
							id={ `${ id }-c${ at }` }
							number={ at + 1 }
							condition={ condition }
							sources={ sources }
							questions={ questions }
							disabled={ ! emailActive }
							onChange={ ( next ) =>
								setConditions(
									conditions.map( ( c, i ) =>
										i === at ? next : c
									)
								)
							}
							onRemove={ () =>
								setConditions(
									conditions.filter( ( _, i ) => i !== at )
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
					disabled={ sources.length === 0 || ! emailActive }
					onClick={ () =>
						setConditions( [
							...conditions,
							newCondition( sources[ 0 ] ),
						] )
					}
				>
					{ __( 'Add Condition', 'userfeedback' ) }
				</button>
			</p>
		</div>
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
					comparators={ sourceComparators(
						source,
						condition.compare
					) }
					onChange={ onChange }
				/>
			) }
			{ source && (
				<ConditionValueField
					id={ id }
					condition={ condition }
					multiple={ answersAreLists( source ) }
					values={ values }
					label={ ( value ) => conditionValueLabel( source, value ) }
					className="uf-builder-email-logic__field"
					answersClassName="uf-builder-email-logic__answers"
					answerClassName="uf-builder-email-logic__answer"
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
