/**
 * The position picker (visitor.md §2, §4): Bottom Left, Bottom Right, Middle Left, Middle Right.
 * Every click emits `onSelect`; the value changes only when positionChange() accepts it (middle
 * positions need Pro), so in Lite a middle choice leaves the value and opens the upgrade modal.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { ProBadge } from '../../../components/ProBadge';
import type { WidgetPosition } from '../../../data/use-settings';
import { POSITIONS, isMiddle, positionChange, positionLabel } from './position';

interface PositionPickerProps {
	value: WidgetPosition;
	isPro: boolean;
	onChange: ( position: WidgetPosition ) => void;
	/** The emitted event: every click, accepted or not. */
	onSelect?: ( requested: WidgetPosition, accepted: boolean ) => void;
	disabled?: boolean;
}

export function PositionPicker( {
	value,
	isPro,
	onChange,
	onSelect,
	disabled = false,
}: PositionPickerProps ) {
	const name = useId();
	const choose = ( requested: WidgetPosition ) => {
		const change = positionChange( value, requested, isPro );
		if ( change.accepted && change.value !== value ) {
			onChange( change.value );
		}
		onSelect?.( change.emitted, change.accepted );
	};
	return (
		<fieldset className="uf-position-picker">
			<legend className="screen-reader-text">
				{ __( 'Widget position', 'userfeedback' ) }
			</legend>
			{ POSITIONS.map( ( position ) => {
				const locked = ! isPro && isMiddle( position );
				return (
					<label
						key={ position }
						htmlFor={ `${ name }-${ position }` }
						className={ `uf-position-picker__choice uf-position-picker__choice--${ position }${
							value === position ? ' is-selected' : ''
						}${ locked ? ' is-locked' : '' }` }
					>
						<input
							id={ `${ name }-${ position }` }
							type="radio"
							name={ name }
							value={ position }
							checked={ value === position }
							disabled={ disabled }
							onChange={ () => {
								if ( ! locked ) {
									choose( position );
								}
							} }
							// A refused choice must not stay checked, and a click on the checked
							// one fires no change: both still emit the event.
							onClick={ ( event ) => {
								if ( locked ) {
									event.preventDefault();
									choose( position );
								} else if ( value === position ) {
									choose( position );
								}
							} }
						/>
						<span
							className="uf-position-picker__screen"
							aria-hidden="true"
						>
							<span
								className="uf-position-picker__dot"
								// Inline, so the RTL stylesheet leaves it alone: the widget's
								// positions are physical (bottom left stays on the left).
								style={
									position.endsWith( '_left' )
										? { left: 4 }
										: { right: 4 }
								}
							/>
						</span>
						<span className="uf-position-picker__label">
							{ positionLabel( position ) }
							{ locked && <ProBadge /> }
						</span>
					</label>
				);
			} ) }
		</fieldset>
	);
}
