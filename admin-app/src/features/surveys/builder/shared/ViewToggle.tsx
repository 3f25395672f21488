/**
 * Two or more views of a step as pressed buttons in a group named "View" (the Questions step's
 * Build | Preview, a translation's Texts | Preview).
 */
import { __ } from '@wordpress/i18n';

interface ViewToggleProps< V extends string > {
	views: ReadonlyArray< { value: V; label: string } >;
	value: V;
	onChange: ( view: V ) => void;
	className?: string;
}

export function ViewToggle< V extends string >( {
	views,
	value,
	onChange,
	className = '',
}: ViewToggleProps< V > ) {
	return (
		<div
			className={ `uf-builder-view-toggle${ className ? ` ${ className }` : '' }` }
			role="group"
			aria-label={ __( 'View', 'userfeedback' ) }
		>
			{ views.map( ( view ) => (
				<button
					key={ view.value }
					type="button"
					className={ `button${ value === view.value ? ' is-pressed' : '' }` }
					aria-pressed={ value === view.value }
					onClick={ () => onChange( view.value ) }
				>
					{ view.label }
				</button>
			) ) }
		</div>
	);
}
