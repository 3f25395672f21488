/**
 * The links and buttons under a row's title (wp-admin's `.row-actions`): hidden until the row is
 * hovered or something in it has keyboard focus, separated by " | ".
 */
import type { RowAction } from './types';

interface RowActionsProps< T > {
	item: T;
	actions: RowAction< T >[];
}

export function RowActions< T >( { item, actions }: RowActionsProps< T > ) {
	const visible = actions.filter(
		( action ) => action.isVisible?.( item ) ?? true
	);
	if ( visible.length === 0 ) {
		return null;
	}

	return (
		<div className="row-actions uf-admin-table__row-actions">
			{ visible.map( ( action, index ) => {
				const ariaLabel = action.ariaLabel?.( item );
				const className = action.isDestructive
					? 'uf-admin-table__row-action is-destructive'
					: 'uf-admin-table__row-action';
				const href = action.href?.( item );
				return (
					<span key={ action.name } className={ action.name }>
						{ href !== undefined ? (
							<a
								className={ className }
								href={ href }
								aria-label={ ariaLabel }
							>
								{ action.label }
							</a>
						) : (
							<button
								type="button"
								className={ `button-link ${ className }` }
								aria-label={ ariaLabel }
								onClick={ () => action.onClick?.( item ) }
							>
								{ action.label }
							</button>
						) }
						{ index < visible.length - 1 && (
							<span aria-hidden="true">{ ' | ' }</span>
						) }
					</span>
				);
			} ) }
		</div>
	);
}
