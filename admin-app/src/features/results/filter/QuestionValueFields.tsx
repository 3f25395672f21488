/**
 * The value of a question's condition in the Add filter form, as its type takes it
 * (type-values.ts valueField): one select (scores — a smiley's by its faces —, options, a
 * consent given), two labelled selects (a matrix's row and column, a ranking's option and place),
 * a native date input within the question's own range, or text. Each control has its own label.
 */
import { __ } from '@wordpress/i18n';

import type { FieldOption, ValueField } from './type-values';

interface QuestionValueFieldsProps {
	field: ValueField;
	/** The first control's id (the form's "Value"). */
	valueId: string;
	/** The second control's id (a column, a place). */
	secondId: string;
	value: string;
	second: string;
	onValue: ( next: string ) => void;
	onSecond: ( next: string ) => void;
	/** The form's error, when there is one. */
	describedBy?: string;
}

function Select( {
	id,
	options,
	value,
	onChange,
	describedBy,
}: {
	id: string;
	options: readonly FieldOption[];
	value: string;
	onChange: ( next: string ) => void;
	describedBy?: string;
} ) {
	return (
		<select
			id={ id }
			value={ value }
			aria-describedby={ describedBy }
			onChange={ ( event ) => onChange( event.target.value ) }
		>
			{ /* One possible value (a consent given) is chosen already. */ }
			{ options.length !== 1 && (
				<option value="">{ __( 'Choose…', 'userfeedback' ) }</option>
			) }
			{ options.map( ( option ) => (
				<option key={ option.value } value={ option.value }>
					{ option.label }
				</option>
			) ) }
		</select>
	);
}

export function QuestionValueFields( {
	field,
	valueId,
	secondId,
	value,
	second,
	onValue,
	onSecond,
	describedBy,
}: QuestionValueFieldsProps ) {
	if ( field.kind === 'pair' ) {
		return (
			<>
				<div className="uf-filter-add__field">
					<label htmlFor={ valueId }>{ field.first.label }</label>
					<Select
						id={ valueId }
						options={ field.first.options }
						value={ value }
						onChange={ onValue }
						describedBy={ describedBy }
					/>
				</div>
				<div className="uf-filter-add__field">
					<label htmlFor={ secondId }>{ field.second.label }</label>
					<Select
						id={ secondId }
						options={ field.second.options }
						value={ second }
						onChange={ onSecond }
						describedBy={ describedBy }
					/>
				</div>
			</>
		);
	}
	let control;
	if ( field.kind === 'choice' ) {
		control = (
			<Select
				id={ valueId }
				options={ field.options }
				value={ value }
				onChange={ onValue }
				describedBy={ describedBy }
			/>
		);
	} else {
		control = (
			<input
				id={ valueId }
				type={ field.kind === 'date' ? 'date' : 'text' }
				min={
					field.kind === 'date' ? field.min || undefined : undefined
				}
				max={
					field.kind === 'date' ? field.max || undefined : undefined
				}
				value={ value }
				aria-describedby={ describedBy }
				onChange={ ( event ) => onValue( event.target.value ) }
			/>
		);
	}
	return (
		<div className="uf-filter-add__field">
			<label htmlFor={ valueId }>
				{ field.kind === 'date'
					? __( 'Date', 'userfeedback' )
					: __( 'Value', 'userfeedback' ) }
			</label>
			{ control }
		</div>
	);
}
