/**
 * wp-admin's "views" above a list table (`All (5) | Published (3) | …`). Buttons, since a view
 * change is handled by the caller (usually by updating the URL's query string).
 */
import { __ } from '@wordpress/i18n';

import type { QuickFilter } from './types';
import { ViewButtons } from './ViewButtons';

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
	const key = ( filter: QuickFilter ) =>
		`${ filter.attribute }:${ filter.value }`;
	return (
		<>
			<h2 className="screen-reader-text">
				{ __( 'Filter list', 'userfeedback' ) }
			</h2>
			<ViewButtons
				className="uf-admin-table__views"
				views={ filters.map( ( filter ) => ( {
					key: key( filter ),
					label: filter.label,
					count: filter.count,
					current: isCurrentFilter( filter, current ),
					className: `uf-admin-table__view ${ filter.value }`,
				} ) ) }
				onSelect={ ( selected ) => {
					const filter = filters.find(
						( candidate ) => key( candidate ) === selected
					);
					if ( filter ) {
						onChange( filter );
					}
				} }
			/>
		</>
	);
}
