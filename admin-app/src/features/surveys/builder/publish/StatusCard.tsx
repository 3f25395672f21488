/**
 * The survey status choice of the publish card (configuration.md §2.3): Draft or Publish, as a
 * radio group.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

/** The statuses the publish step offers (trash is the list's business). */
export type PublishChoice = 'draft' | 'publish';

interface StatusCardProps {
	status: PublishChoice;
	disabled?: boolean;
	onChange: ( status: PublishChoice ) => void;
}

export function StatusCard( { status, disabled, onChange }: StatusCardProps ) {
	const name = useId();
	const choices: Array< [ PublishChoice, string ] > = [
		[ 'draft', __( 'Draft', 'userfeedback' ) ],
		[ 'publish', __( 'Publish', 'userfeedback' ) ],
	];
	return (
		<fieldset className="uf-builder-status" disabled={ disabled }>
			<legend className="uf-builder-status__legend">
				{ __( 'Survey Status', 'userfeedback' ) }
			</legend>
			{ choices.map( ( [ value, label ] ) => (
				<span key={ value } className="uf-builder-status__choice">
					<input
						id={ `${ name }-${ value }` }
						type="radio"
						name={ name }
						value={ value }
						checked={ status === value }
						onChange={ () => onChange( value ) }
					/>
					<label htmlFor={ `${ name }-${ value }` }>{ label }</label>
				</span>
			) ) }
		</fieldset>
	);
}
