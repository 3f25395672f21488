/**
 * wp-admin's "views" above a list table (`All (5) | Published (3) | …`). Buttons, since a view
 * change is handled by the caller (usually by updating the URL's query string).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { QuickFilter } from './types';

interface QuickFiltersProps {
	filters: QuickFilter[];
	current: Pick< QuickFilter, 'attribute' | 'value' > | undefined;
	onChange: ( filter: QuickFilter ) => void;
}

export function isCurrentFilter(
	filter: QuickFilter,
	current: Pick< QuickFilter, 'attribute' | 'value' > | undefined
): boolean {
	return (
		current !== undefined &&
		filter.attribute === current.attribute &&
		filter.value === current.value
	);
}

export function QuickFilters( {
	filters,
	current,
	onChange,
}: QuickFiltersProps ) {
	return (
		<>
			<h2 className="screen-reader-text">
				{ __( 'Filter list', 'userfeedback' ) }
			</h2>
			<ul className="subsubsub uf-admin-table__views">
				{ filters.map( ( filter, index ) => {
					const isCurrent = isCurrentFilter( filter, current );
					return (
						<li
							key={ `${ filter.attribute }:${ filter.value }` }
							className={ `uf-admin-table__view ${ filter.value }` }
						>
							<button
								type="button"
								className={ `button-link uf-admin-table__view-button${
									isCurrent ? ' current' : ''
								}` }
								aria-current={ isCurrent ? 'page' : undefined }
								onClick={ () => onChange( filter ) }
							>
								{ filter.label }
								{ filter.count !== undefined && (
									<>
										{ ' ' }
										<span className="count">
											{ sprintf(
												/* translators: %d: number of items in the view. */
												__( '(%d)', 'userfeedback' ),
												filter.count
											) }
										</span>
									</>
								) }
							</button>
							{ index < filters.length - 1 && (
								<span
									className="uf-admin-table__view-separator"
									aria-hidden="true"
								>
									{ ' |' }
								</span>
							) }
						</li>
					);
				} ) }
			</ul>
		</>
	);
}
