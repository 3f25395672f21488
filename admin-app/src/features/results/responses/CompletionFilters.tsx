/**
 * The responses list's second row of views (issue 23): "Completion: All (12) | Completed (10) |
 * Partial (2)", counted by the server for the current status view. Buttons like the status
 * views (the view lives in the hash route's query string); the current one is marked
 * `aria-current`. A group named "Filter by completion", so its "All" is not taken for the
 * status views' "All".
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type {
	CompletionCount,
	ResponseCompletionFilter,
} from '../../../data/use-responses';
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
			<ul className="subsubsub uf-results-completion-filters__list">
				{ RESPONSE_COMPLETION_FILTERS.map( ( filter, index ) => {
					const isCurrent = filter === current;
					const count = countOf.get( filter );
					return (
						<li key={ filter } className={ `is-${ filter }` }>
							<button
								type="button"
								className={ `button-link uf-admin-table__view-button${
									isCurrent ? ' current' : ''
								}` }
								aria-current={ isCurrent ? 'page' : undefined }
								disabled={ disabled }
								onClick={ () => onChange( filter ) }
							>
								{ completionFilterLabel( filter ) }
								{ count !== undefined && (
									<>
										{ ' ' }
										<span className="count">
											{ sprintf(
												/* translators: %d: number of responses in the view. */
												__( '(%d)', 'userfeedback' ),
												count
											) }
										</span>
									</>
								) }
							</button>
							{ index <
								RESPONSE_COMPLETION_FILTERS.length - 1 && (
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
		</div>
	);
}
