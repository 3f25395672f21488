/**
 * wp-admin's row of views (`All (5) | Published (3) | …`) as buttons: the list table's quick
 * filters and the responses list's completion views draw the same markup, so the same styles,
 * separators and announcements apply to both.
 */
import { __, sprintf } from '@wordpress/i18n';

export interface ViewButton {
	key: string;
	label: string;
	/** Shown as "(n)" after the label when known. */
	count?: number;
	current: boolean;
	/** The list item's class. */
	className: string;
}

interface ViewButtonsProps {
	views: readonly ViewButton[];
	onSelect: ( key: string ) => void;
	/** The list's class besides wp-admin's `subsubsub`. */
	className: string;
	disabled?: boolean;
}

export function ViewButtons( {
	views,
	onSelect,
	className,
	disabled = false,
}: ViewButtonsProps ) {
	return (
		<ul className={ `subsubsub ${ className }` }>
			{ views.map( ( view, index ) => (
				<li key={ view.key } className={ view.className }>
					<button
						type="button"
						className={ `button-link uf-admin-table__view-button${
							view.current ? ' current' : ''
						}` }
						aria-current={ view.current ? 'page' : undefined }
						disabled={ disabled }
						onClick={ () => onSelect( view.key ) }
					>
						{ view.label }
						{ view.count !== undefined && (
							<>
								{ ' ' }
								<span className="count">
									{ sprintf(
										/* translators: %d: number of items in the view. */
										__( '(%d)', 'userfeedback' ),
										view.count
									) }
								</span>
							</>
						) }
					</button>
					{ index < views.length - 1 && (
						<span
							className="uf-admin-table__view-separator"
							aria-hidden="true"
						>
							{ ' |' }
						</span>
					) }
				</li>
			) ) }
		</ul>
	);
}
