/**
 * A wp-admin list table for server-paged lists (spec §2.2): quick filters, sortable columns,
 * pagination, bulk actions over selected rows, row actions under the row title, and honest
 * loading, error and empty states. It owns only the row selection and the chosen bulk action;
 * everything else (filter, sort, page) is the caller's, typically kept in the URL.
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice } from '../Notice';
import { BulkActions } from './BulkActions';
import { Pagination } from './Pagination';
import { QuickFilters } from './QuickFilters';
import { RowActions } from './RowActions';
import {
	ariaSort,
	nextSort,
	pruneSelection,
	selectionState,
	toggleAll,
	toggleRow,
	withPaginationFallback,
} from './table-state';
import type {
	BulkAction,
	Column,
	QuickFilter,
	RowAction,
	RowId,
	SortState,
	TablePagination,
} from './types';

export interface AdminTableProps< T > {
	/** The table's accessible name (its caption), e.g. "Surveys". */
	label: string;
	columns: Column< T >[];
	items: readonly T[];
	getRowId: ( item: T ) => RowId;
	/** Names a row in labels such as "Select Website Experience". */
	getRowLabel: ( item: T ) => string;
	rowActions?: RowAction< T >[];

	quickFilters?: QuickFilter[];
	currentFilter?: Pick< QuickFilter, 'attribute' | 'value' >;
	onFilterChange?: ( filter: QuickFilter ) => void;

	sort?: SortState | null;
	onSortChange?: ( sort: SortState ) => void;

	/** The server's pagination; the spec's fallback is used where it is missing. */
	pagination?: Partial< TablePagination > | null;
	/** Shows the pagination controls. */
	onPageChange?: ( page: number ) => void;

	/** The actions for the current view; none hides the checkboxes too. */
	bulkActions?: BulkAction[];
	/**
	 * Runs a bulk action. Resolve `true` when it ran (the selection is cleared), `false` when it
	 * did not (e.g. the user cancelled a confirmation; the selection stays).
	 */
	onBulkAction?: (
		action: string,
		ids: RowId[]
	) => boolean | Promise< boolean >;

	/** No rows yet: a loading row shows. */
	isLoading?: boolean;
	/** Rows are being reloaded: the table is marked busy and the rows dimmed. */
	isFetching?: boolean;
	/** A failed load. Without rows, the notice replaces the table. */
	error?: unknown;
	errorTitle?: string;
	onRetry?: () => void;
	/** Shown in the table when there are no rows. */
	emptyState?: ReactNode;
	className?: string;
}

function columnName< T >( column: Column< T > ): string {
	return column.key ?? column.name;
}

export function AdminTable< T >( {
	label,
	columns,
	items,
	getRowId,
	getRowLabel,
	rowActions = [],
	quickFilters = [],
	currentFilter,
	onFilterChange,
	sort,
	onSortChange,
	pagination,
	onPageChange,
	bulkActions = [],
	onBulkAction,
	isLoading = false,
	isFetching = false,
	error,
	errorTitle,
	onRetry,
	emptyState,
	className,
}: AdminTableProps< T > ) {
	const id = useId();
	const [ selected, setSelected ] = useState< RowId[] >( [] );
	const [ expanded, setExpanded ] = useState< RowId[] >( [] );
	const [ bulkAction, setBulkAction ] = useState( '' );
	const [ isApplying, setIsApplying ] = useState( false );
	const selectAllRef = useRef< HTMLInputElement >( null );

	const pageIds = useMemo( () => items.map( getRowId ), [ items, getRowId ] );
	const pageKey = pageIds.join( ',' );
	// Rows that left the page (reload, page or filter change) leave the selection.
	useEffect( () => {
		setSelected( ( current ) => pruneSelection( current, pageIds ) );
		setExpanded( ( current ) => pruneSelection( current, pageIds ) );
		// pageKey stands for pageIds, whose identity changes on every render of a new array.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pageKey ] );

	const selectedOnPage = pruneSelection( selected, pageIds );
	const allState = selectionState( selectedOnPage, pageIds );
	const isSelectable = bulkActions.length > 0 && onBulkAction !== undefined;
	const chosenAction = bulkActions.some(
		( action ) => action.value === bulkAction
	)
		? bulkAction
		: '';

	useEffect( () => {
		if ( selectAllRef.current ) {
			selectAllRef.current.indeterminate = allState === 'some';
		}
	}, [ allState ] );

	const applyBulkAction = async () => {
		if ( ! onBulkAction || chosenAction === '' ) {
			return;
		}
		setIsApplying( true );
		try {
			const done = await onBulkAction( chosenAction, selectedOnPage );
			if ( done ) {
				setSelected( [] );
				setBulkAction( '' );
			}
		} catch {
			// The caller reports the failure; the selection stays for a retry.
		} finally {
			setIsApplying( false );
		}
	};

	// Rows on screen while another page or view loads are stale: they can't be selected.
	const isLocked = isApplying || isFetching;

	const primaryIndex = Math.max(
		0,
		columns.findIndex( ( column ) => column.isRowTitle )
	);
	const columnCount = columns.length + ( isSelectable ? 1 : 0 );
	const shownPagination = withPaginationFallback( pagination );
	const hasRows = items.length > 0;

	const renderHeader = ( column: Column< T >, index: number ) => {
		const name = columnName( column );
		const isPrimary = index === primaryIndex;
		const classes = [ 'manage-column', `column-${ name }` ];
		if ( isPrimary ) {
			classes.push( 'column-primary' );
		}
		const sortKey =
			column.sortable && onSortChange ? column.key : undefined;
		if ( sortKey === undefined ) {
			return (
				<th
					key={ name }
					scope="col"
					className={ classes.join( ' ' ) }
					style={ column.width ? { width: column.width } : undefined }
				>
					{ column.title }
				</th>
			);
		}
		const initialOrder = column.key ? column.initialOrder : undefined;
		const next = nextSort( sort, sortKey, initialOrder );
		const isSorted = sort?.orderby === sortKey;
		// wp-admin's classes: `sorted asc|desc` on the sorted column, `sortable <next>` elsewhere.
		classes.push(
			isSorted ? `sorted ${ sort.order }` : `sortable ${ next.order }`
		);
		return (
			<th
				key={ name }
				scope="col"
				className={ classes.join( ' ' ) }
				aria-sort={ ariaSort( sort, sortKey ) }
				style={ column.width ? { width: column.width } : undefined }
			>
				<button
					type="button"
					className="uf-admin-table__sort"
					onClick={ () => onSortChange?.( next ) }
				>
					<span>{ column.title }</span>
					<span className="sorting-indicators" aria-hidden="true">
						<span className="sorting-indicator asc" />
						<span className="sorting-indicator desc" />
					</span>
					<span className="screen-reader-text">
						{ next.order === 'asc'
							? __( 'Sort ascending.', 'userfeedback' )
							: __( 'Sort descending.', 'userfeedback' ) }
					</span>
				</button>
			</th>
		);
	};

	const renderRow = ( item: T, rowIndex: number ) => {
		const rowId = pageIds[ rowIndex ];
		const isSelected = selectedOnPage.includes( rowId );
		const isExpanded = expanded.includes( rowId );
		const checkboxId = `${ id }-select-${ rowIndex }`;
		const rowClasses = [
			isSelected ? 'is-selected' : '',
			isExpanded ? 'is-expanded' : '',
		]
			.filter( Boolean )
			.join( ' ' );
		return (
			<tr key={ String( rowId ) } className={ rowClasses || undefined }>
				{ isSelectable && (
					<th scope="row" className="check-column">
						<label
							className="label-covers-full-cell"
							htmlFor={ checkboxId }
						>
							<span className="screen-reader-text">
								{ sprintf(
									/* translators: %s: the row's title, e.g. a survey title. */
									__( 'Select %s', 'userfeedback' ),
									getRowLabel( item )
								) }
							</span>
						</label>
						<input
							id={ checkboxId }
							type="checkbox"
							checked={ isSelected }
							disabled={ isLocked }
							onChange={ () =>
								setSelected( ( current ) =>
									toggleRow( current, rowId )
								)
							}
						/>
					</th>
				) }
				{ columns.map( ( column, index ) => {
					const name = columnName( column );
					const isPrimary = index === primaryIndex;
					return (
						<td
							key={ name }
							className={
								isPrimary
									? `column-${ name } has-row-actions column-primary`
									: `column-${ name }`
							}
							data-colname={ column.title }
						>
							{ column.render( item ) }
							{ isPrimary && (
								<>
									<RowActions
										item={ item }
										actions={ rowActions }
									/>
									{ columns.length > 1 && (
										<button
											type="button"
											className="toggle-row"
											aria-expanded={ isExpanded }
											onClick={ () =>
												setExpanded( ( current ) =>
													toggleRow( current, rowId )
												)
											}
										>
											<span className="screen-reader-text">
												{ __(
													'Show more details',
													'userfeedback'
												) }
											</span>
										</button>
									) }
								</>
							) }
						</td>
					);
				} ) }
			</tr>
		);
	};

	const renderMessageRow = ( content: ReactNode, modifier: string ) => (
		<tr className={ `no-items uf-admin-table__message is-${ modifier }` }>
			<td className="colspanchange" colSpan={ columnCount }>
				{ content }
			</td>
		</tr>
	);

	let body: ReactNode;
	if ( hasRows ) {
		body = items.map( renderRow );
	} else if ( isLoading ) {
		body = renderMessageRow(
			<>
				<span
					className="spinner is-active uf-admin-table__spinner"
					aria-hidden="true"
				/>
				{ __( 'Loading…', 'userfeedback' ) }
			</>,
			'loading'
		);
	} else {
		body = renderMessageRow(
			emptyState ?? __( 'No items found.', 'userfeedback' ),
			'empty'
		);
	}

	const showTable = hasRows || ! error;
	const classes = [ 'uf-admin-table', className ]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div className={ classes }>
			{ quickFilters.length > 0 && onFilterChange && (
				<QuickFilters
					filters={ quickFilters }
					current={ currentFilter }
					onChange={ onFilterChange }
				/>
			) }
			{ error !== undefined && error !== null && (
				<div className="uf-admin-table__error">
					<ErrorNotice error={ error } title={ errorTitle } />
					{ onRetry && (
						<p>
							<button
								type="button"
								className="button"
								onClick={ onRetry }
								disabled={ isFetching }
							>
								{ __( 'Retry', 'userfeedback' ) }
							</button>
						</p>
					) }
				</div>
			) }
			{ showTable && (
				<>
					<div className="tablenav top">
						{ isSelectable && (
							<BulkActions
								actions={ bulkActions }
								value={ chosenAction }
								onChange={ setBulkAction }
								selectedCount={ selectedOnPage.length }
								isApplying={ isApplying }
								isDisabled={ isFetching }
								onApply={ applyBulkAction }
							/>
						) }
						{ onPageChange && (
							<Pagination
								pagination={ shownPagination }
								onPageChange={ onPageChange }
								disabled={ isLoading }
							/>
						) }
						<br className="clear" />
					</div>
					<table
						className={ `wp-list-table widefat fixed striped uf-admin-table__table${
							isFetching && hasRows ? ' is-fetching' : ''
						}` }
						aria-busy={ isLoading || isFetching }
					>
						<caption className="screen-reader-text">
							{ label }
						</caption>
						<thead>
							<tr>
								{ isSelectable && (
									<td className="manage-column column-cb check-column">
										<input
											ref={ selectAllRef }
											id={ `${ id }-select-all` }
											type="checkbox"
											checked={ allState === 'all' }
											disabled={ ! hasRows || isLocked }
											onChange={ ( event ) =>
												setSelected(
													toggleAll(
														pageIds,
														event.target.checked
													)
												)
											}
										/>
										<label htmlFor={ `${ id }-select-all` }>
											<span className="screen-reader-text">
												{ __(
													'Select All',
													'userfeedback'
												) }
											</span>
										</label>
									</td>
								) }
								{ columns.map( renderHeader ) }
							</tr>
						</thead>
						<tbody>{ body }</tbody>
					</table>
				</>
			) }
		</div>
	);
}
