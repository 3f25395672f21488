/**
 * The configuration types of the generic admin table (spec §2.2: quick filters with an attribute
 * and a value, sorting, pagination, bulk actions, row selection). Generic over the row type, so
 * the surveys list and the responses list share one table.
 */
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export type RowId = string | number;

/** The sort the table shows: the `key` of the sorted column and its direction. */
export interface SortState {
	orderby: string;
	order: SortOrder;
}

/** One page of a server-paged list, as the REST API reports it. */
export interface TablePagination {
	page: number;
	pages: number;
	per_page: number;
	total: number;
}

interface ColumnBase< T > {
	/** Header text; also the cell's label when the table collapses on small screens. */
	title: string;
	/** The cell's content for one row. */
	render: ( item: T ) => ReactNode;
	/** CSS width of the column (the table uses `table-layout: fixed`), e.g. `15%`. */
	width?: string;
}

/**
 * A column with a `key`: required when the column is sortable (the key is what the server sorts
 * by) or is the row title (it carries the row actions).
 */
export interface KeyedColumn< T > extends ColumnBase< T > {
	key: string;
	sortable?: boolean;
	/** The direction of the first click on this column's header (default ascending). */
	initialOrder?: SortOrder;
	/** The primary column: row actions show under it, and it stays visible on small screens. */
	isRowTitle?: boolean;
}

/** A plain column: not sortable, not the row title; `name` gives its CSS class `column-{name}`. */
export interface PlainColumn< T > extends ColumnBase< T > {
	key?: undefined;
	name: string;
	sortable?: false;
	isRowTitle?: false;
}

export type Column< T > = KeyedColumn< T > | PlainColumn< T >;

/** A quick filter, e.g. `{ label: 'Trash', attribute: 'status', value: 'trash', count: 3 }`. */
export interface QuickFilter {
	label: string;
	attribute: string;
	value: string;
	/** Shown as `Label (count)` when known. */
	count?: number;
}

export interface BulkAction {
	value: string;
	label: string;
}

/**
 * A link or button under the row title. Give `href` for a link, `onClick` for a button.
 * `name` is the wp-admin class of its wrapper (`edit`, `trash`, `delete`…), which wp-admin colours.
 */
export interface RowAction< T > {
	name: string;
	label: string;
	/** Accessible name naming the row, e.g. `Move “Website Experience” to the Trash`. */
	ariaLabel?: ( item: T ) => string;
	/** Whether the action applies to this row (default: always). */
	isVisible?: ( item: T ) => boolean;
	href?: ( item: T ) => string;
	onClick?: ( item: T ) => void;
	/** Red, as wp-admin shows Trash and Delete Permanently. */
	isDestructive?: boolean;
}
