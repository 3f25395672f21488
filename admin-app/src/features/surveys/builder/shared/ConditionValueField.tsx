/**
 * The answer a condition compares with, shared by a question's conditional logic, its jump logic
 * and the e-mail notification's logic: checkboxes for a checkbox question (the condition holds a
 * set of options), a select for the other types. An answer that is no longer among the question's
 * options stays listed in the select, so the select shows what the condition holds until the
 * admin picks another.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { LogicCondition } from '../../../../data/survey-types';

type Answer = LogicCondition[ 'value' ];

interface ConditionValueFieldProps< T extends { value: Answer } > {
	/** The row's id: the select's is `${ id }-value`, the checkboxes' `${ id }-v0`, `${ id }-v1`… */
	id: string;
	/** A condition, or a jump (a condition on its own question's answer). */
	condition: T;
	/** Whether the source is a checkbox question: checkboxes rather than a select. */
	multiple: boolean;
	/** The options to offer. */
	values: readonly string[];
	/** How an option is named, when not by its own text (a consent's stored answer). */
	label?: ( value: string ) => string;
	/** The class of the span around the select and its label, and of the checkboxes' fieldset. */
	className: string;
	/** The class the checkboxes' fieldset adds. */
	answersClassName: string;
	/** The class of a span holding each checkbox beside its label; without it, each label wraps its checkbox. */
	answerClassName?: string;
	disabled?: boolean;
	/** The id of an error about the answer: it describes the field and marks the select invalid. */
	errorId?: string;
	/** The id of a notice that also describes the select (why it is disabled). */
	noticeId?: string;
	onChange: ( condition: T ) => void;
}

export function ConditionValueField< T extends { value: Answer } >( {
	id,
	condition,
	multiple,
	values,
	label = ( value ) => value,
	className,
	answersClassName,
	answerClassName,
	disabled,
	errorId,
	noticeId,
	onChange,
}: ConditionValueFieldProps< T > ) {
	if ( multiple ) {
		const chosen = ( [] as string[] ).concat( condition.value );
		return (
			<fieldset
				className={ `${ className } ${ answersClassName }` }
				disabled={ disabled }
				aria-describedby={ errorId }
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
					const checkbox = (
						<input
							id={ `${ id }-v${ v }` }
							type="checkbox"
							checked={ chosen.includes( value ) }
							onChange={ ( event ) =>
								onChange( {
									...condition,
									value: event.target.checked
										? [ ...chosen, value ]
										: chosen.filter( ( c ) => c !== value ),
								} )
							}
						/>
					);
					const text =
						label( value ) ||
						__( '(empty option)', 'userfeedback' );
					return answerClassName ? (
						<span key={ v } className={ answerClassName }>
							{ checkbox }
							<label htmlFor={ `${ id }-v${ v }` }>
								{ text }
							</label>
						</span>
					) : (
						<label key={ v } htmlFor={ `${ id }-v${ v }` }>
							{ checkbox }
							{ text }
						</label>
					);
				} ) }
			</fieldset>
		);
	}

	return (
		<span className={ className }>
			<label htmlFor={ `${ id }-value` }>
				{ __( 'Answer', 'userfeedback' ) }
			</label>
			<select
				id={ `${ id }-value` }
				value={ String( condition.value ) }
				disabled={ disabled }
				aria-invalid={ errorId ? true : undefined }
				aria-describedby={
					[ errorId, noticeId ].filter( Boolean ).join( ' ' ) ||
					undefined
				}
				onChange={ ( event ) =>
					onChange( { ...condition, value: event.target.value } )
				}
			>
				<option value="">
					{ __( 'Choose an answer', 'userfeedback' ) }
				</option>
				{ values.map( ( value, v ) => (
					<option key={ v } value={ value }>
						{ label( value ) }
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
	);
}
