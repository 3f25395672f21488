/**
 * The admin table's rules as pure functions (no React): row selection, sorting, pagination and
 * what a list shows after a bulk action. Table-driven tests in test/table-state.test.ts.
 */
import type { RowId, SortOrder, SortState, TablePagination } from './types';

// Selection

/**
 * Adds the row to the selection, or removes it if it was selected.
 *
 * @param selected The selected row ids.
 * @param id       The row clicked.
 */
export function toggleRow( selected: readonly RowId[], id: RowId ): RowId[] {
	return selected.includes( id )
		? selected.filter( ( other ) => other !== id )
		: [ ...selected, id ];
}

/**
 * "Select all": every row of the page when `checked`, none otherwise.
 *
 * @param pageIds The ids of the rows on the current page, in order.
 * @param checked The state the header checkbox was set to.
 */
export function toggleAll(
	pageIds: readonly RowId[],
	checked: boolean
): RowId[] {
	return checked ? [ ...pageIds ] : [];
}

export type SelectionState = 'none' | 'some' | 'all';

/**
 * What the header checkbox shows: checked when every row of the page is selected, mixed when
 * some are.
 *
 * @param selected The selected row ids.
 * @param pageIds  The ids of the rows on the current page.
 */
export function selectionState(
	selected: readonly RowId[],
	pageIds: readonly RowId[]
): SelectionState {
	const count = pageIds.filter( ( id ) => selected.includes( id ) ).length;
	if ( count === 0 ) {
		return 'none';
	}
	return count === pageIds.length ? 'all' : 'some';
}

/**
 * Drops selected ids that are no longer on the page (after a reload, a page change or a filter
 * change), so a bulk action never touches rows the user cannot see.
 *
 * @param selected The selected row ids.
 * @param pageIds  The ids of the rows now on the page.
 */
export function pruneSelection(
	selected: readonly RowId[],
	pageIds: readonly RowId[]
): RowId[] {
	return selected.filter( ( id ) => pageIds.includes( id ) );
}

// Sorting

/**
 * The sort after a click on a column header: the other direction when the column is already
 * sorted, otherwise the column's first direction.
 *
 * @param current      The current sort, if any.
 * @param key          The clicked column's key.
 * @param initialOrder The direction of a first click on that column.
 */
export function nextSort(
	current: SortState | null | undefined,
	key: string,
	initialOrder: SortOrder = 'asc'
): SortState {
	if ( current?.orderby === key ) {
		return {
			orderby: key,
			order: current.order === 'asc' ? 'desc' : 'asc',
		};
	}
	return { orderby: key, order: initialOrder };
}

/**
 * The `aria-sort` of a column header: set only on the sorted column.
 *
 * @param current The current sort, if any.
 * @param key     The column's key.
 */
export function ariaSort(
	current: SortState | null | undefined,
	key: string
): 'ascending' | 'descending' | undefined {
	if ( current?.orderby !== key ) {
		return undefined;
	}
	return current.order === 'asc' ? 'ascending' : 'descending';
}

// Pagination

/** Spec §2.2: what the table assumes when the server reports no pagination. */
export const FALLBACK_PAGINATION: Readonly< TablePagination > = Object.freeze( {
	page: 1,
	pages: 1,
	per_page: 10,
	total: 1,
} );

function positiveInteger( value: unknown, fallback: number ): number {
	return typeof value === 'number' && Number.isInteger( value ) && value >= 1
		? value
		: fallback;
}

/**
 * The pagination to show: the server's where it gave a usable value, the spec's fallback
 * elsewhere. `total` may be 0 (an empty list); pages is never below 1 and page never above pages.
 *
 * @param pagination What the server sent, if anything.
 */
export function withPaginationFallback(
	pagination: Partial< TablePagination > | null | undefined
): TablePagination {
	if ( ! pagination ) {
		return { ...FALLBACK_PAGINATION };
	}
	const pages = positiveInteger(
		pagination.pages,
		FALLBACK_PAGINATION.pages
	);
	const total =
		typeof pagination.total === 'number' &&
		Number.isInteger( pagination.total ) &&
		pagination.total >= 0
			? pagination.total
			: FALLBACK_PAGINATION.total;
	return {
		page: clampPage(
			positiveInteger( pagination.page, FALLBACK_PAGINATION.page ),
			pages
		),
		pages,
		per_page: positiveInteger(
			pagination.per_page,
			FALLBACK_PAGINATION.per_page
		),
		total,
	};
}

/**
 * A page number within 1…pages (a whole number; anything unusable becomes 1).
 *
 * @param page  The wanted page.
 * @param pages How many pages there are.
 */
export function clampPage( page: number, pages: number ): number {
	const last = Number.isFinite( pages )
		? Math.max( 1, Math.floor( pages ) )
		: 1;
	if ( ! Number.isFinite( page ) ) {
		return 1;
	}
	return Math.min( last, Math.max( 1, Math.floor( page ) ) );
}

/**
 * Reads what was typed in the current-page box: a page within range, or null when it is not a
 * number (the box then goes back to the current page).
 *
 * @param text  The box's text.
 * @param pages How many pages there are.
 */
export function parsePageInput( text: string, pages: number ): number | null {
	const trimmed = text.trim();
	if ( ! /^\d+$/.test( trimmed ) ) {
		return null;
	}
	return clampPage( Number( trimmed ), pages );
}

export interface PageNavigation {
	hasPrevious: boolean;
	hasNext: boolean;
}

/**
 * Spec: previous is disabled on page 1, next on the last page.
 *
 * @param pagination The shown pagination.
 */
export function pageNavigation(
	pagination: Pick< TablePagination, 'page' | 'pages' >
): PageNavigation {
	return {
		hasPrevious: pagination.page > 1,
		hasNext: pagination.page < pagination.pages,
	};
}

// Bulk actions

/**
 * Whether Apply can run: an action is chosen and at least one row is selected.
 *
 * @param action        The chosen bulk action ('' when none).
 * @param selectedCount How many rows are selected.
 */
export function canApplyBulkAction(
	action: string,
	selectedCount: number
): boolean {
	return action !== '' && selectedCount > 0;
}

/**
 * Whether an action changed every row of the page (so the page will be empty or different).
 *
 * @param pageIds     The ids of the rows on the page when the action ran.
 * @param affectedIds The ids the server reports as changed.
 */
export function affectsWholePage(
	pageIds: readonly RowId[],
	affectedIds: readonly RowId[]
): boolean {
	return (
		pageIds.length > 0 &&
		pageIds.every( ( id ) => affectedIds.includes( id ) )
	);
}

/** The part of a list's view a bulk action may reset. */
export interface ListView< F extends string = string > {
	filter: F;
	page: number;
}

/**
 * Spec (reporting §4): after a bulk action the list reloads; if every item on the page was
 * affected, the filter resets to all and the list goes back to page 1. Otherwise the view stays
 * (the page is clamped once the reloaded pagination is known).
 *
 * @param view        The current view (other fields, such as the sort, are kept).
 * @param pageIds     The ids of the rows on the page when the action ran.
 * @param affectedIds The ids the server reports as changed.
 * @param allFilter   The filter value meaning "all".
 */
export function viewAfterBulkAction< V extends ListView >(
	view: V,
	pageIds: readonly RowId[],
	affectedIds: readonly RowId[],
	allFilter: V[ 'filter' ]
): V {
	if ( ! affectsWholePage( pageIds, affectedIds ) ) {
		return view;
	}
	return { ...view, filter: allFilter, page: 1 };
}
