/**
 * A choice, star-rating or NPS question's jump logic, under its conditional logic: rows of "If
 * answer [comparison] [answer] go to [later question | End of survey]", tried in order after the
 * question is answered; the first that matches wins, none: the next question as display logic
 * decides. The "go to" list holds only later questions and the end, so no cycle can be built; a
 * jump that a reorder or a deletion left pointing elsewhere keeps its target, shows it as needing
 * a new one and is named in the step's "To continue" list (jumps.ts).
 *
 * Gated as the question toggles are (Pro with the question-types add-on): in Lite "Add Jump"
 * stays focusable and opens the upgrade modal; on Pro without the add-on the rows are disabled
 * with the add-on notice (the jumps stay stored, not applied). Removing a jump is always allowed,
 * so a jump left invalid can be cleared on any site.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import type {
	Comparator,
	Question,
	QuestionJump,
} from '../../../../data/survey-types';
import {
	answersAreLists,
	comparatorLabel,
	conditionValueLabel,
	conditionValues,
	sourceComparators,
} from '../questions';
import { ConditionValueField } from '../shared/ConditionValueField';
import { FieldError } from '../shared/FieldError';
import type { Gate } from '../shared/gates';
import { TrashButton } from '../shared/TrashButton';
import { FEATURES, questionTypesAddonNotice } from './gates';
import {
	JUMP_END,
	MAX_JUMPS,
	jumpProblems,
	jumpTargets,
	jumpsOf,
	newJump,
	type JumpProblem,
} from './jumps';

interface JumpEditorProps {
	question: Question;
	/** The question's position. */
	index: number;
	questions: Question[];
	gate: Gate;
	idPrefix: string;
	onChange: ( jumps: QuestionJump[] ) => void;
	onUpgrade: ( feature: string ) => void;
}

/**
 * How a question is named in the "go to" list: its number and title.
 *
 * @param q         The question.
 * @param questions All questions, which give the number.
 */
function targetLabel( q: Question, questions: readonly Question[] ): string {
	return sprintf(
		/* translators: 1: question number, 2: question title. */
		__( 'Question %1$d: %2$s', 'userfeedback' ),
		questions.findIndex( ( other ) => other.id === q.id ) + 1,
		q.title.trim() || __( '(no title)', 'userfeedback' )
	);
}

export function JumpEditor( {
	question,
	index,
	questions,
	gate,
	idPrefix,
	onChange,
	onUpgrade,
}: JumpEditorProps ) {
	const id = `${ idPrefix }-jumps`;
	const jumps = jumpsOf( question );
	const problems = jumpProblems( questions ).filter(
		( p ) => p.question === index
	);
	const locked = gate !== 'ok';
	const full = jumps.length >= MAX_JUMPS;
	const addButton = useRef< HTMLButtonElement >( null );
	const list = useRef< HTMLOListElement >( null );
	// After adding, focus the new row; after removing, the Add button (keyboard users stay put).
	const [ focus, setFocus ] = useState< 'new' | 'add' | null >( null );

	useEffect( () => {
		if ( focus === 'new' ) {
			list.current
				?.querySelector< HTMLSelectElement >( 'li:last-child select' )
				?.focus();
		} else if ( focus === 'add' ) {
			addButton.current?.focus();
		}
		if ( focus ) {
			setFocus( null );
		}
	}, [ focus ] );

	const setJump = ( at: number, next: QuestionJump ) =>
		onChange( jumps.map( ( j, i ) => ( i === at ? next : j ) ) );

	const noticeId = `${ id }-notice`;
	const fullId = `${ id }-full`;

	return (
		<fieldset className="uf-builder-jumps">
			<legend className="uf-builder-jumps__title">
				{ __( 'Jump logic', 'userfeedback' ) }
			</legend>
			<p className="description uf-builder-jumps__help">
				{ __(
					'After this question is answered, the first jump that matches the answer sends the visitor on; otherwise the next question follows.',
					'userfeedback'
				) }
			</p>
			{ gate === 'notice' && (
				<p
					id={ noticeId }
					className="description uf-builder-jumps__notice"
				>
					{ questionTypesAddonNotice() }
				</p>
			) }
			{ jumps.length > 0 && (
				<ol ref={ list } className="uf-builder-jumps__list">
					{ jumps.map( ( jump, at ) => (
						<li key={ at }>
							<JumpRow
								id={ `${ id }-${ at }` }
								number={ at + 1 }
								jump={ jump }
								question={ question }
								index={ index }
								questions={ questions }
								locked={ locked }
								noticeId={
									gate === 'notice' ? noticeId : undefined
								}
								problems={ problems.filter(
									( p ) => p.jump === at
								) }
								onChange={ ( next ) => setJump( at, next ) }
								onRemove={ () => {
									onChange(
										jumps.filter( ( _, i ) => i !== at )
									);
									setFocus( 'add' );
								} }
							/>
						</li>
					) ) }
				</ol>
			) }
			<p className="uf-builder-jumps__add">
				{ gate === 'upgrade' ? (
					<button
						ref={ addButton }
						type="button"
						className="button is-locked"
						aria-disabled="true"
						onClick={ () => onUpgrade( FEATURES.jumpLogic() ) }
					>
						{ __( 'Add Jump', 'userfeedback' ) } <ProBadge />
					</button>
				) : (
					<button
						ref={ addButton }
						type="button"
						className="button"
						disabled={ locked || full }
						aria-describedby={
							[
								gate === 'notice' ? noticeId : '',
								full && ! locked ? fullId : '',
							]
								.filter( Boolean )
								.join( ' ' ) || undefined
						}
						onClick={ () => {
							onChange( [
								...jumps,
								newJump( questions, index ),
							] );
							setFocus( 'new' );
						} }
					>
						{ __( 'Add Jump', 'userfeedback' ) }
					</button>
				) }
				{ full && ! locked && (
					<span id={ fullId } className="description">
						{ sprintf(
							/* translators: %d: maximum number of jumps. */
							__(
								'A question can have at most %d jumps.',
								'userfeedback'
							),
							MAX_JUMPS
						) }
					</span>
				) }
			</p>
		</fieldset>
	);
}

interface JumpRowProps {
	id: string;
	number: number;
	jump: QuestionJump;
	question: Question;
	index: number;
	questions: Question[];
	locked: boolean;
	/** The add-on notice's id, when the rows are disabled for want of it. */
	noticeId?: string;
	problems: JumpProblem[];
	onChange: ( jump: QuestionJump ) => void;
	onRemove: () => void;
}

function JumpRow( {
	id,
	number,
	jump,
	question,
	index,
	questions,
	locked,
	noticeId,
	problems,
	onChange,
	onRemove,
}: JumpRowProps ) {
	const comparators = sourceComparators( question, jump.compare );
	const values = conditionValues( question ).filter( ( v ) => v !== '' );
	const targets = jumpTargets( questions, index );
	const toProblem = problems.find( ( p ) => p.field === 'to' );
	const compareProblem = problems.find( ( p ) => p.field === 'compare' );
	const toErrorId = `${ id }-to-error`;
	const compareErrorId = `${ id }-compare-error`;
	const describedBy = ( errorId?: string ) =>
		[ errorId, noticeId ].filter( Boolean ).join( ' ' ) || undefined;

	return (
		<fieldset className="uf-builder-jumps__jump">
			<legend className="screen-reader-text">
				{ sprintf(
					/* translators: %d: jump number. */
					__( 'Jump %d', 'userfeedback' ),
					number
				) }
			</legend>
			<span className="uf-builder-jumps__field">
				<label htmlFor={ `${ id }-compare` }>
					{ __( 'If answer', 'userfeedback' ) }
				</label>
				<select
					id={ `${ id }-compare` }
					value={ jump.compare }
					disabled={ locked }
					aria-invalid={ compareProblem ? true : undefined }
					aria-describedby={ describedBy(
						compareProblem ? compareErrorId : undefined
					) }
					onChange={ ( event ) =>
						onChange( {
							...jump,
							compare: event.target.value as Comparator,
						} )
					}
				>
					{ compareProblem && (
						<option value={ jump.compare } disabled>
							{ __( 'Choose a comparison', 'userfeedback' ) }
						</option>
					) }
					{ comparators.map( ( c ) => (
						<option key={ c } value={ c }>
							{ comparatorLabel( c ) }
						</option>
					) ) }
				</select>
			</span>
			<ConditionValueField
				id={ id }
				condition={ jump }
				multiple={ answersAreLists( question ) }
				values={ values }
				label={ ( value ) => conditionValueLabel( question, value ) }
				className="uf-builder-jumps__field"
				answersClassName="uf-builder-jumps__answers"
				disabled={ locked }
				noticeId={ noticeId }
				onChange={ onChange }
			/>
			<span className="uf-builder-jumps__field">
				<label htmlFor={ `${ id }-to` }>
					{ __( 'go to', 'userfeedback' ) }
				</label>
				<select
					id={ `${ id }-to` }
					value={ jump.to }
					disabled={ locked }
					aria-invalid={ toProblem ? true : undefined }
					aria-describedby={ describedBy(
						toProblem ? toErrorId : undefined
					) }
					onChange={ ( event ) =>
						onChange( { ...jump, to: event.target.value } )
					}
				>
					{ toProblem && (
						<option value={ jump.to } disabled>
							{ __( 'Choose where it goes', 'userfeedback' ) }
						</option>
					) }
					{ targets.map( ( q ) => (
						<option key={ q.id } value={ q.id }>
							{ targetLabel( q, questions ) }
						</option>
					) ) }
					<option value={ JUMP_END }>
						{ __( 'End of survey', 'userfeedback' ) }
					</option>
				</select>
			</span>
			<TrashButton
				className="button-link uf-builder-jumps__remove"
				label={ sprintf(
					/* translators: %d: jump number. */
					__( 'Remove jump %d', 'userfeedback' ),
					number
				) }
				onClick={ onRemove }
			/>
			{ compareProblem && (
				<FieldError id={ compareErrorId }>
					{ compareProblem.message }
				</FieldError>
			) }
			{ toProblem && (
				<FieldError id={ toErrorId }>{ toProblem.message }</FieldError>
			) }
		</fieldset>
	);
}
