/**
 * The responses list's second row of views: "Completion: All (12) | Completed (10) |
 * Partial (2)", counted by the server for the current status view. Buttons like the status
 * views (the view lives in the hash route's query string); the current one is marked
 * `aria-current`. A group named "Filter by completion", so its "All" is not taken for the
 * status views' "All".
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import type {
	CompletionCount,
	ResponseCompletionFilter,
} from '../../../data/use-responses';
import { ViewButtons } from '../../../components/admin-table/ViewButtons';
import { completionFilterLabel } from './labels';
import { RESPONSE_COMPLETION_FILTERS } from './responses-view';

interface CompletionFiltersProps {
	current: ResponseCompletionFilter;
	/** The server's counts; a view without one shows no count. */
	counts: readonly CompletionCount[];
	onChange: ( filter: ResponseCompletionFilter ) => void;
	disabled?: boolean;
}

export function CompletionFilters( {
	current,
	counts,
	onChange,
	disabled = false,
}: CompletionFiltersProps ) {
	const labelId = useId();
	const countOf = new Map(
		counts.map( ( entry ) => [ entry.completion, entry.count ] )
	);
	return (
		<div
			className="uf-results-completion-filters"
			role="group"
			aria-labelledby={ labelId }
		>
			<span
				id={ labelId }
				className="uf-results-completion-filters__label"
			>
				<span className="screen-reader-text">
					{ __( 'Filter by completion', 'userfeedback' ) }
				</span>
				<span aria-hidden="true">
					{ __( 'Completion:', 'userfeedback' ) }
				</span>
			</span>
			<ViewButtons
				className="uf-results-completion-filters__list"
				disabled={ disabled }
				views={ RESPONSE_COMPLETION_FILTERS.map( ( filter ) => ( {
					key: filter,
					label: completionFilterLabel( filter ),
					count: countOf.get( filter ),
					current: filter === current,
					className: `is-${ filter }`,
				} ) ) }
				onSelect={ ( key ) =>
					onChange( key as ResponseCompletionFilter )
				}
			/>
		</div>
	);
}
