/**
 * The position picker (visitor.md §2, §4): Bottom Left, Bottom Right, Middle Left, Middle Right.
 * Every click emits `onSelect`; the value changes only when positionChange() accepts it (middle
 * positions need Pro), so in Lite a middle choice leaves the value and opens the upgrade modal.
 *
 * The selected choice is where visitors get the widget (`inEffect`), not merely what is stored: a
 * middle position kept from a Pro install shows Bottom Right selected in Lite, as the widget does,
 * with a note that the stored choice applies once Pro is active. Choosing the selected one then
 * stores it. The choices picture the screen as a left-to-right page has it; a note says that a
 * right-to-left page mirrors the side, as the widget does.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../../components/ProBadge';
import type { WidgetPosition } from '../../../data/use-settings';
import { POSITIONS, isMiddle, positionChange, positionLabel } from './position';

interface PositionPickerProps {
	value: WidgetPosition;
	/** Where visitors get the widget (positionInEffect()); the value when absent. */
	inEffect?: WidgetPosition;
	isPro: boolean;
	onChange: ( position: WidgetPosition ) => void;
	/** The emitted event: every click, accepted or not. */
	onSelect?: ( requested: WidgetPosition, accepted: boolean ) => void;
	disabled?: boolean;
}

export function PositionPicker( {
	value,
	inEffect = value,
	isPro,
	onChange,
	onSelect,
	disabled = false,
}: PositionPickerProps ) {
	const name = useId();
	const noteId = `${ name }-note`;
	const rtlId = `${ name }-rtl`;
	const overridden = inEffect !== value;
	const choose = ( requested: WidgetPosition ) => {
		const change = positionChange( value, requested, isPro );
		if ( change.accepted && change.value !== value ) {
			onChange( change.value );
		}
		onSelect?.( change.emitted, change.accepted );
	};
	return (
		<fieldset
			className="uf-position-picker"
			aria-describedby={ overridden ? `${ rtlId } ${ noteId }` : rtlId }
		>
			<legend className="screen-reader-text">
				{ __( 'Widget position', 'userfeedback' ) }
			</legend>
			{ POSITIONS.map( ( position ) => {
				const locked = ! isPro && isMiddle( position );
				const selected = inEffect === position;
				return (
					<label
						key={ position }
						htmlFor={ `${ name }-${ position }` }
						className={ `uf-position-picker__choice uf-position-picker__choice--${ position }${
							selected ? ' is-selected' : ''
						}${ locked ? ' is-locked' : '' }` }
					>
						<input
							id={ `${ name }-${ position }` }
							type="radio"
							name={ name }
							value={ position }
							checked={ selected }
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
								} else if ( selected ) {
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
								// Inline, so the RTL stylesheet leaves it alone: the picture is the
								// left-to-right screen the choices are named after (the note says
								// how a right-to-left page mirrors it).
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
			<p id={ rtlId } className="description uf-position-picker__rtl">
				{ __(
					'On pages in a right-to-left language, such as Arabic or Hebrew, the widget takes the mirrored side: Bottom Right shows at the bottom left.',
					'userfeedback'
				) }
			</p>
			{ overridden && (
				<p
					id={ noteId }
					className="description uf-position-picker__note"
				>
					{ sprintf(
						/* translators: 1: the position visitors get, e.g. Bottom Right. 2: the stored position, e.g. Middle Left. */
						__(
							'Visitors see the widget at %1$s. Your saved position, %2$s, is a PRO feature: it applies once UserFeedback Pro is active.',
							'userfeedback'
						),
						positionLabel( inEffect ),
						positionLabel( value )
					) }
				</p>
			) }
		</fieldset>
	);
}
