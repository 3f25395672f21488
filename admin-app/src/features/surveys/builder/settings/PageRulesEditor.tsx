/**
 * The page-rule builder (visitor.md §2, §4 "Page rules", §5): a list of rules and the buttons that
 * add one joined by AND or OR. Both buttons are offered while there is one rule; once the second
 * rule has an operator, only that operator's button is (offeredOperators()). The first rule cannot
 * be removed. Focus follows: an added rule's type dropdown, or after a removal the rule before.
 * At most 20 rules (the server's SurveyDefaults::MAX_PAGE_RULES).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { PageRule } from '../../../../data/survey-types';
import {
	addRule,
	offeredOperators,
	removeRule,
	type RuleOperator,
} from '../page-rules';
import { useBuilder } from '../BuilderContext';
import { PageRuleRow, operatorLabel } from './PageRuleRow';
import { MAX_PAGE_RULES } from '@userfeedback/contract';

export { MAX_PAGE_RULES };

interface PageRulesEditorProps {
	rules: PageRule[];
	onChange: ( rules: PageRule[] ) => void;
}

export function PageRulesEditor( { rules, onChange }: PageRulesEditorProps ) {
	const id = useId();
	// After a refused save, a blocked Next or "Show what is missing", every rule shows what is
	// wrong with it, touched or not.
	const builder = useBuilder();
	const showErrors = Boolean( builder.saveError ) || builder.reveal.count > 0;
	// Stable keys for the rows, so a removal does not hand one row's typed text to the next.
	const keys = useRef< number[] >( [] );
	const nextKey = useRef( 0 );
	while ( keys.current.length < rules.length ) {
		keys.current.push( nextKey.current++ );
	}
	keys.current.length = rules.length;

	const typeSelects = useRef< Array< HTMLSelectElement | null > >( [] );
	const addGroup = useRef< HTMLDivElement >( null );
	const [ focusIndex, setFocusIndex ] = useState< number | null >( null );

	useEffect( () => {
		if ( focusIndex === null ) {
			return;
		}
		const target =
			typeSelects.current[ focusIndex ] ??
			addGroup.current?.querySelector( 'button' );
		target?.focus();
		setFocusIndex( null );
	}, [ focusIndex ] );

	const add = ( operator: RuleOperator ) => {
		onChange( addRule( rules, operator ) );
		setFocusIndex( rules.length );
	};

	const remove = ( index: number ) => {
		keys.current.splice( index, 1 );
		onChange( removeRule( rules, index ) );
		setFocusIndex( index - 1 );
	};

	const full = rules.length >= MAX_PAGE_RULES;

	return (
		<div className="uf-builder-rules">
			<ol className="uf-builder-rules__list">
				{ rules.map( ( rule, index ) => (
					<PageRuleRow
						key={ keys.current[ index ] }
						idPrefix={ `${ id }-rule${ keys.current[ index ] }` }
						rule={ rule }
						index={ index }
						typeRef={ ( element ) => {
							typeSelects.current[ index ] = element;
						} }
						onChange={ ( next ) =>
							onChange(
								rules.map( ( r, i ) =>
									i === index ? next : r
								)
							)
						}
						onRemove={ () => remove( index ) }
						showErrors={ showErrors }
					/>
				) ) }
			</ol>
			<div
				ref={ addGroup }
				className="uf-builder-rules__add"
				role="group"
				aria-label={ __( 'Add another rule', 'userfeedback' ) }
			>
				{ full ? (
					<p className="description">
						{ sprintf(
							/* translators: %d: maximum number of page rules. */
							__(
								'A survey can have at most %d page rules.',
								'userfeedback'
							),
							MAX_PAGE_RULES
						) }
					</p>
				) : (
					offeredOperators( rules ).map( ( operator ) => (
						<button
							key={ operator }
							type="button"
							className="button"
							onClick={ () => add( operator ) }
						>
							<span
								className="dashicons dashicons-plus-alt2"
								aria-hidden="true"
							/>
							{ operatorLabel( operator ) }
						</button>
					) )
				) }
			</div>
		</div>
	);
}
