/**
 * The plumbing a list page built on the admin table shares (spec §2.2, reporting §4): the view
 * kept in the hash route's query string, the move to the last page when the view points past
 * it, the focused outcome of an action, and the filter reset after an action that changed every
 * row of the page.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type RefObject,
} from 'react';
import type { SetURLSearchParams } from 'react-router-dom';

import { viewAfterBulkAction, type ListView } from './table-state';
import type { RowId } from './types';

export interface ListPageOptions< V extends ListView > {
	/** The view read from the query string. */
	view: V;
	/** The query string for a view. */
	toSearch: ( view: V ) => URLSearchParams;
	/** The router's query string setter (`useSearchParams()[ 1 ]`). */
	setSearchParams: SetURLSearchParams;
	/** The loaded list's pagination, or null while unknown. */
	pagination: { pages: number } | null;
	/** Whether the list shows the previous view's data while the new one loads. */
	isPlaceholderData: boolean;
	/** The filter that shows every row, which an action that changed the whole page resets to. */
	allFilter: V[ 'filter' ];
	/** Whether a page past the end moves to the last page (false where the URL is ignored). */
	clampPage?: boolean;
}

export interface ListPage< V extends ListView, F > {
	/** Moves to a view (`replace` replaces the history entry). */
	setView: ( next: V, replace?: boolean ) => void;
	/** After an action on `affectedIds`: resets the filter if it changed the whole page. */
	afterAction: (
		pageIds: readonly RowId[],
		affectedIds: readonly RowId[]
	) => void;
	/** The outcome of the last action, or null. */
	feedback: F | null;
	setFeedback: ( feedback: F | null ) => void;
	/** The element that takes focus when there is new feedback. */
	feedbackRef: RefObject< HTMLDivElement >;
}

/**
 * The counts of a list's status views, by status.
 *
 * @param filters The list's status filters.
 */
export function statusCounts< S extends string >(
	filters: readonly { status: S; count: number }[] | undefined
): Map< S, number > {
	return new Map(
		( filters ?? [] ).map( ( entry ) => [ entry.status, entry.count ] )
	);
}

export function useListPage< V extends ListView, F >( {
	view,
	toSearch,
	setSearchParams,
	pagination,
	isPlaceholderData,
	allFilter,
	clampPage = true,
}: ListPageOptions< V > ): ListPage< V, F > {
	const [ feedback, setFeedback ] = useState< F | null >( null );
	const feedbackRef = useRef< HTMLDivElement >( null );

	const setView = useCallback(
		( next: V, replace = false ) =>
			setSearchParams( toSearch( next ), { replace } ),
		[ setSearchParams, toSearch ]
	);

	// A page past the end (after deletions, or an old link) moves to the last page.
	useEffect( () => {
		if (
			clampPage &&
			! isPlaceholderData &&
			pagination &&
			view.page > pagination.pages
		) {
			setView( { ...view, page: Math.max( 1, pagination.pages ) }, true );
		}
	}, [ clampPage, isPlaceholderData, pagination, view, setView ] );

	// Focus moves to the outcome of an action, so keyboard and screen reader users hear it even
	// though the row they acted on may be gone.
	useEffect( () => {
		if ( feedback ) {
			feedbackRef.current?.focus();
		}
	}, [ feedback ] );

	const afterAction = (
		pageIds: readonly RowId[],
		affectedIds: readonly RowId[]
	) => {
		const next = viewAfterBulkAction(
			view,
			pageIds,
			affectedIds,
			allFilter
		);
		if ( next !== view ) {
			setView( next );
		}
	};

	return { setView, afterAction, feedback, setFeedback, feedbackRef };
}
