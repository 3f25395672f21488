/**
 * A question's conditional logic (configuration.md §3 "Question", §5 "Conditional logic"): a
 * toggle, the action (show or hide this question) and the conditions, all of which must hold.
 * Conditions may only use earlier choice, rating and consent questions (LOGIC_SOURCE_TYPES:
 * multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley, consent);
 * with none before this question the toggle is disabled with a notice. The comparisons offered
 * follow the source (sourceComparators(): the ratings compare as numbers — is, is not, lower
 * than, greater than; checkboxes and an image choice of several: is, is not, includes; a consent:
 * is (given); the others: is, is not).
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { LogicCondition, Question } from '../../../../data/survey-types';
import {
	answersAreLists,
	conditionValueLabel,
	conditionValues,
	logicSources,
	newCondition,
	sourceComparators,
} from '../questions';
import {
	ConditionComparisonSelect,
	ConditionQuestionSelect,
} from '../shared/ConditionFields';
import { ConditionValueField } from '../shared/ConditionValueField';
import { TrashButton } from '../shared/TrashButton';

interface LogicEditorProps {
	question: Question;
	/** The question's position. */
	index: number;
	questions: Question[];
	onChange: ( logic: Question[ 'logic' ] ) => void;
}

export function LogicEditor( {
	question,
	index,
	questions,
	onChange,
}: LogicEditorProps ) {
	const id = useId();
	const sources = logicSources( questions, index );
	const { logic } = question;
	const available = sources.length > 0;
	const noticeId = `${ id }-notice`;

	const setConditions = ( conditions: LogicCondition[] ) =>
		onChange( {
			...logic,
			conditions,
			// A logic block left empty is disabled (spec §4).
			enabled: conditions.length > 0 ? logic.enabled : false,
		} );

	const setCondition = ( at: number, next: LogicCondition ) =>
		setConditions(
			logic.conditions.map( ( c, i ) => ( i === at ? next : c ) )
		);

	const toggle = ( enabled: boolean ) => {
		if ( enabled && logic.conditions.length === 0 ) {
			// Start with one condition on the nearest earlier source.
			onChange( {
				...logic,
				enabled: true,
				conditions: [ newCondition( sources[ sources.length - 1 ] ) ],
			} );
			return;
		}
		onChange( { ...logic, enabled } );
	};

	return (
		<div className="uf-builder-logic">
			<p className="uf-builder-logic__toggle">
				<input
					id={ `${ id }-enabled` }
					type="checkbox"
					checked={ logic.enabled }
					disabled={ ! available && ! logic.enabled }
					aria-describedby={ available ? undefined : noticeId }
					onChange={ ( event ) => toggle( event.target.checked ) }
				/>
				<label htmlFor={ `${ id }-enabled` }>
					{ __( 'Conditional logic', 'userfeedback' ) }
				</label>
			</p>
			{ ! available && (
				<p
					id={ noticeId }
					className="description uf-builder-logic__notice"
				>
					{ __(
						'Conditional logic needs an earlier choice, rating or consent question: Multiple Choice, Checkboxes, Dropdown, Image Choice, Star Rating, NPS, Scale, Smiley Faces or Consent.',
						'userfeedback'
					) }
				</p>
			) }
			{ logic.enabled && (
				<fieldset className="uf-builder-logic__rules">
					<legend className="screen-reader-text">
						{ __( 'Conditional logic rules', 'userfeedback' ) }
					</legend>
					<p className="uf-builder-logic__action">
						<label htmlFor={ `${ id }-action` }>
							{ __( 'Action', 'userfeedback' ) }
						</label>
						<select
							id={ `${ id }-action` }
							value={ logic.action }
							onChange={ ( event ) =>
								onChange( {
									...logic,
									action: event.target.value as
										'show' | 'hide',
								} )
							}
						>
							<option value="show">
								{ __( 'Show this question', 'userfeedback' ) }
							</option>
							<option value="hide">
								{ __( 'Hide this question', 'userfeedback' ) }
							</option>
						</select>
						<span>
							{ __(
								'if all of these conditions are met:',
								'userfeedback'
							) }
						</span>
					</p>
					<ol className="uf-builder-logic__conditions">
						{ logic.conditions.map( ( condition, at ) => (
							<li key={ at }>
								<ConditionRow
									id={ `${ id }-c${ at }` }
									number={ at + 1 }
									condition={ condition }
									sources={ sources }
									questions={ questions }
									onChange={ ( next ) =>
										setCondition( at, next )
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
							disabled={ ! available }
							onClick={ () =>
								setConditions( [
									...logic.conditions,
									newCondition(
										sources[ sources.length - 1 ]
									),
								] )
							}
						>
							{ __( 'Add Condition', 'userfeedback' ) }
						</button>
					</p>
				</fieldset>
			) }
		</div>
	);
}

interface ConditionRowProps {
	id: string;
	number: number;
	condition: LogicCondition;
	sources: Question[];
	questions: Question[];
	onChange: ( condition: LogicCondition ) => void;
	onRemove: () => void;
}

function ConditionRow( {
	id,
	number,
	condition,
	sources,
	questions,
	onChange,
	onRemove,
}: ConditionRowProps ) {
	const source = sources.find( ( q ) => q.id === condition.question_id );
	const values = source ? conditionValues( source ) : [];

	return (
		<fieldset className="uf-builder-logic__condition">
			<legend className="screen-reader-text">
				{ sprintf(
					/* translators: %d: condition number. */
					__( 'Condition %d', 'userfeedback' ),
					number
				) }
			</legend>
			<ConditionQuestionSelect
				id={ id }
				className="uf-builder-logic__field"
				condition={ condition }
				sources={ sources }
				questions={ questions }
				onChange={ onChange }
			/>
			{ source && (
				<ConditionComparisonSelect
					id={ id }
					className="uf-builder-logic__field"
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
					values={
						answersAreLists( source )
							? values
							: values.filter( ( value ) => value !== '' )
					}
					label={ ( value ) => conditionValueLabel( source, value ) }
					className="uf-builder-logic__field"
					answersClassName="uf-builder-logic__answers"
					onChange={ onChange }
				/>
			) }
			<TrashButton
				className="button-link uf-builder-logic__remove"
				label={ sprintf(
					/* translators: %d: condition number. */
					__( 'Remove condition %d', 'userfeedback' ),
					number
				) }
				onClick={ onRemove }
			/>
		</fieldset>
	);
}
