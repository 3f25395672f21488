/**
 * The number input of a setting counted in a unit, shared by Settings → Widget's pause after a
 * response (minutes, PauseRow) and cooldown between surveys (days, CooldownRow): a whole number,
 * described by the row's description and the field's message as the other fields are
 * (useFieldAria). Where the row's heading names a group (the pause: a checkbox, then the
 * minutes), the unit is the input's label, before it; where the heading labels the input (the
 * cooldown), the unit follows it as a description.
 */
import type { SettingsField } from '../../../data/use-settings';
import { useFieldAria } from '../fields';

interface NumberUnitFieldProps {
	id: string;
	/** The setting; its row has a description. */
	field: SettingsField;
	min: number;
	max: number;
	/** What the input shows. */
	value: string;
	disabled: boolean;
	/** The unit, as the admin reads it ("Minutes", "days (0 = off)"). */
	unit: string;
	/** Whether the unit labels the input (before it) or describes it (after it, id `${ id }-unit`). */
	unitAs: 'label' | 'description';
	/** The ids of further descriptions: a message beside the field, a notice. */
	describedBy?: string[];
	/** Whether the value is invalid for a reason the field's message does not hold. */
	invalid?: boolean;
	onChange: ( typed: string ) => void;
}

export function NumberUnitField( {
	id,
	field,
	min,
	max,
	value,
	disabled,
	unit,
	unitAs,
	describedBy = [],
	invalid = false,
	onChange,
}: NumberUnitFieldProps ) {
	const aria = useFieldAria( field, true );
	const unitId = `${ id }-unit`;
	const input = (
		<input
			id={ id }
			type="number"
			className="small-text"
			min={ min }
			max={ max }
			step={ 1 }
			inputMode="numeric"
			value={ value }
			disabled={ disabled }
			aria-invalid={
				aria[ 'aria-invalid' ] || invalid ? true : undefined
			}
			aria-describedby={
				[
					unitAs === 'description' ? unitId : '',
					aria[ 'aria-describedby' ],
					...describedBy,
				]
					.filter( Boolean )
					.join( ' ' ) || undefined
			}
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);

	if ( unitAs === 'label' ) {
		return (
			<>
				<label htmlFor={ id }>{ unit } </label>
				{ input }
			</>
		);
	}
	return (
		<>
			{ input } <span id={ unitId }>{ unit }</span>
		</>
	);
}
