/**
 * One page rule (visitor.md §2 "Page-rule builder", §5 "Targeting"): the operator joining it to the
 * rule before (from the second rule on), a rule-type dropdown, a value input — text or URL with
 * the spec's placeholders, or a list for select-type rules — and a remove button (not on the first
 * rule). An invalid value is marked (aria-invalid) and explained under the row — once the row was
 * touched (its value changed or left, its type changed) or a save failed, so choosing "Advanced"
 * does not greet the admin with an error for the empty rule it adds.
 */
import { useState, type Ref } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type {
	PageRule,
	PageRuleType,
	PickedItem,
} from '../../../../data/survey-types';
import {
	RULE_TYPES,
	changeRuleType,
	canRemoveRule,
	isValidRegex,
	ruleError,
	ruleKind,
	ruleLookup,
	rulePlaceholder,
	ruleTypeLabel,
} from '../page-rules';
import { FieldError } from '../shared/FieldError';
import { TrashButton } from '../shared/TrashButton';
import { RuleValueSelect } from './RuleValueSelect';

interface PageRuleRowProps {
	rule: PageRule;
	index: number;
	/** A stable prefix for the row's ids. */
	idPrefix: string;
	onChange: ( rule: PageRule ) => void;
	onRemove: () => void;
	typeRef?: Ref< HTMLSelectElement >;
	/** Show the error even if the row was not touched (e.g. after a failed save). */
	showErrors?: boolean;
}

/**
 * The operator's name as shown between rules.
 *
 * @param operator && or ||.
 */
export function operatorLabel( operator: PageRule[ 'operator' ] ): string {
	return operator === '||'
		? __( 'OR', 'userfeedback' )
		: __( 'AND', 'userfeedback' );
}

/**
 * Why a rule's value is in error ('' when it is not).
 *
 * @param rule The rule.
 */
export function ruleErrorMessage( rule: PageRule ): string {
	if ( ! ruleError( rule ) ) {
		return '';
	}
	switch ( ruleKind( rule.logic ) ) {
		case 'url':
			return __(
				'Enter a valid URL, starting with https:// or http://.',
				'userfeedback'
			);
		case 'select':
			return __( 'Choose an option.', 'userfeedback' );
		case 'text':
			return typeof rule.data === 'string' &&
				rule.data.trim() !== '' &&
				! isValidRegex( rule.data.trim() )
				? __( 'Enter a valid regular expression.', 'userfeedback' )
				: __( 'Enter a value.', 'userfeedback' );
	}
}

export function PageRuleRow( {
	rule,
	index,
	idPrefix,
	onChange,
	onRemove,
	typeRef,
	showErrors = false,
}: PageRuleRowProps ) {
	const number = index + 1;
	const kind = ruleKind( rule.logic );
	const lookup = ruleLookup( rule.logic );
	// A row that starts invalid (a new, empty rule) waits for the admin before showing it.
	const [ touched, setTouched ] = useState(
		() => ruleErrorMessage( rule ) === ''
	);
	const error = touched || showErrors ? ruleErrorMessage( rule ) : '';
	const change = ( next: PageRule ) => {
		setTouched( true );
		onChange( next );
	};
	const typeId = `${ idPrefix }-type`;
	const valueId = `${ idPrefix }-value`;
	const errorId = `${ idPrefix }-error`;

	return (
		<li className="uf-builder-rule">
			{ index > 0 && (
				<span className="uf-builder-rule__operator">
					{ operatorLabel( rule.operator ) }
				</span>
			) }
			<div className="uf-builder-rule__fields">
				<span className="uf-builder-rule__field">
					<label htmlFor={ typeId } className="screen-reader-text">
						{ sprintf(
							/* translators: %d: rule number. */
							__( 'Rule %d type', 'userfeedback' ),
							number
						) }
					</label>
					<select
						id={ typeId }
						ref={ typeRef }
						className="uf-builder-rule__type"
						value={ rule.logic }
						onChange={ ( event ) =>
							change(
								changeRuleType(
									rule,
									event.target.value as PageRuleType
								)
							)
						}
					>
						{ RULE_TYPES.map( ( type ) => (
							<option key={ type.value } value={ type.value }>
								{ ruleTypeLabel( type.value ) }
							</option>
						) ) }
					</select>
				</span>
				<span
					className="uf-builder-rule__field uf-builder-rule__field--value"
					onBlur={ () => setTouched( true ) }
				>
					<label htmlFor={ valueId } className="screen-reader-text">
						{ sprintf(
							/* translators: %d: rule number. */
							__( 'Rule %d value', 'userfeedback' ),
							number
						) }
					</label>
					{ kind === 'select' && lookup ? (
						<RuleValueSelect
							// A new list for a new rule type: no search text carried over.
							key={ rule.logic }
							id={ valueId }
							lookup={ lookup }
							value={ rule.data }
							invalid={ error !== '' }
							describedBy={ error ? errorId : undefined }
							onChange={ ( picked: PickedItem | null ) =>
								change( { ...rule, data: picked } )
							}
						/>
					) : (
						<input
							id={ valueId }
							type={ kind === 'url' ? 'url' : 'text' }
							className="uf-builder-rule__value regular-text"
							placeholder={ rulePlaceholder( rule.logic ) }
							value={
								typeof rule.data === 'string' ? rule.data : ''
							}
							aria-invalid={ error ? true : undefined }
							aria-describedby={ error ? errorId : undefined }
							spellCheck={ false }
							onChange={ ( event ) =>
								change( {
									...rule,
									data: event.target.value,
								} )
							}
						/>
					) }
				</span>
				{ canRemoveRule( index ) && (
					<TrashButton
						className="button-link button-link-delete uf-builder-rule__remove"
						label={ sprintf(
							/* translators: %d: rule number. */
							__( 'Remove rule %d', 'userfeedback' ),
							number
						) }
						onClick={ onRemove }
					/>
				) }
			</div>
			{ error && (
				<FieldError
					id={ errorId }
					className="uf-builder-settings__error"
				>
					{ error }
				</FieldError>
			) }
		</li>
	);
}
