/**
 * The selects a logic condition starts with, shared by a question's conditional logic and the
 * e-mail notification's: which question and how it compares (the answer is ConditionValueField).
 * Each renders its label and select inside a `<span>` with the caller's class.
 */
import { __, sprintf } from '@wordpress/i18n';

import type {
	Comparator,
	LogicCondition,
	Question,
} from '../../../../data/survey-types';
import { comparatorLabel, newCondition } from '../questions';

/**
 * How a question is named in a condition's question list: its number and title.
 *
 * @param q         The source question.
 * @param questions All of the survey's questions, which give the number.
 */
function sourceLabel( q: Question, questions: readonly Question[] ): string {
	return sprintf(
		/* translators: 1: question number, 2: question title. */
		__( '%1$d. %2$s', 'userfeedback' ),
		questions.findIndex( ( other ) => other.id === q.id ) + 1,
		q.title.trim() || __( '(no title)', 'userfeedback' )
	);
}

interface ConditionFieldProps {
	/** The condition row's id; each select's id is derived from it. */
	id: string;
	/** The class of the span around the label and select. */
	className: string;
	condition: LogicCondition;
	onChange: ( condition: LogicCondition ) => void;
}

/**
 * Choosing another question starts a fresh condition on it, as the old comparison and answer may
 * not apply. A condition whose question is no longer a source shows "Choose a question".
 */
interface QuestionSelectProps extends ConditionFieldProps {
	/** The questions a condition may use. */
	sources: readonly Question[];
	/** All of the survey's questions, which give the numbers. */
	questions: readonly Question[];
}

export function ConditionQuestionSelect( {
	id,
	className,
	condition,
	sources,
	questions,
	onChange,
}: QuestionSelectProps ) {
	const source = sources.find( ( q ) => q.id === condition.question_id );
	return (
		<span className={ className }>
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
						{ sourceLabel( q, questions ) }
					</option>
				) ) }
			</select>
		</span>
	);
}

interface ComparisonSelectProps extends ConditionFieldProps {
	/** The comparisons the source question's type allows. */
	comparators: readonly Comparator[];
}

export function ConditionComparisonSelect( {
	id,
	className,
	condition,
	comparators,
	onChange,
}: ComparisonSelectProps ) {
	return (
		<span className={ className }>
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
	);
}
