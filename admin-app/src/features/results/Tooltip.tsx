/**
 * An accessible tooltip for locked controls ('Upgrade to Pro to unlock Date Ranges'): shown on
 * hover and on keyboard focus, tied to its control with aria-describedby, dismissed with Escape
 * (WCAG 1.4.13). The control itself stays focusable (`aria-disabled`, not `disabled`), so
 * keyboard users reach it and hear why it is locked.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TooltipTriggerProps {
	'aria-describedby': string;
	onKeyDown: ( event: KeyboardEvent ) => void;
	onBlur: () => void;
}

interface TooltipProps {
	/** The tooltip's text. */
	text: string;
	/** Renders the control, spreading the given props onto it. */
	children: ( trigger: TooltipTriggerProps ) => ReactNode;
	className?: string;
}

export function Tooltip( { text, children, className }: TooltipProps ) {
	const id = useId();
	const [ isDismissed, setIsDismissed ] = useState( false );
	const classes = [
		'uf-results-tooltip',
		isDismissed ? 'is-dismissed' : '',
		className ?? '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<span
			className={ classes }
			onMouseLeave={ () => setIsDismissed( false ) }
		>
			{ children( {
				'aria-describedby': id,
				onKeyDown: ( event ) => {
					if ( event.key === 'Escape' ) {
						setIsDismissed( true );
					}
				},
				onBlur: () => setIsDismissed( false ),
			} ) }
			<span
				role="tooltip"
				id={ id }
				className="uf-results-tooltip__bubble"
			>
				{ text }
			</span>
		</span>
	);
}

interface LockedButtonProps {
	label: ReactNode;
	/** Why it is locked, e.g. 'Upgrade to Pro to unlock Export Results'. */
	tooltip: string;
	className?: string;
	/** wp-admin's pressed look, for a locked choice in a segmented group. */
	pressed?: boolean;
	/** The dashicon before the label: a lock (default) for upgrades, another for other reasons. */
	icon?: 'lock' | 'download';
}

/**
 * A button that does nothing but say why: focusable, `aria-disabled`, with its tooltip.
 *
 * @param props           The button's label, tooltip and class.
 * @param props.label     The visible label.
 * @param props.tooltip   The upgrade text.
 * @param props.className Extra classes (default `button`).
 * @param props.pressed   Sets aria-pressed when the button is part of a toggle group.
 * @param props.icon      The dashicon shown before the label.
 */
export function LockedButton( {
	label,
	tooltip,
	className = 'button',
	pressed,
	icon = 'lock',
}: LockedButtonProps ) {
	return (
		<Tooltip text={ tooltip }>
			{ ( trigger ) => (
				<button
					type="button"
					className={ `${ className } is-locked` }
					aria-disabled="true"
					aria-pressed={ pressed }
					{ ...trigger }
				>
					<span
						className={ `dashicons dashicons-${ icon }` }
						aria-hidden="true"
					/>
					{ label }
				</button>
			) }
		</Tooltip>
	);
}
