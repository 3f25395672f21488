import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { AdminTable, type AdminTableProps } from '../AdminTable';
import type { Column, QuickFilter, RowAction } from '../types';

interface Row {
	id: number;
	title: string;
	status: string;
}

const ROWS: Row[] = [
	{ id: 1, title: 'Website Experience', status: 'publish' },
	{ id: 2, title: 'Pricing Page Poll', status: 'draft' },
	{ id: 3, title: 'Old Survey', status: 'trash' },
];

const COLUMNS: Column< Row >[] = [
	{
		key: 'title',
		title: 'Title',
		sortable: true,
		isRowTitle: true,
		render: ( row ) => <strong>{ row.title }</strong>,
	},
	{
		key: 'status',
		title: 'Status',
		sortable: true,
		render: ( row ) => row.status,
	},
	{ name: 'note', title: 'Note', render: () => 'n/a' },
];

const FILTERS: QuickFilter[] = [
	{ label: 'All', attribute: 'status', value: 'all', count: 5 },
	{ label: 'Draft', attribute: 'status', value: 'draft', count: 1 },
	{ label: 'Trash', attribute: 'status', value: 'trash', count: 0 },
];

function renderTable( props: Partial< AdminTableProps< Row > > = {} ) {
	return render(
		<AdminTable< Row >
			label="Surveys"
			columns={ COLUMNS }
			items={ ROWS }
			getRowId={ ( row ) => row.id }
			getRowLabel={ ( row ) => row.title }
			{ ...props }
		/>
	);
}

function table() {
	return screen.getByRole( 'table', { name: 'Surveys' } );
}

describe( 'AdminTable', () => {
	it( 'renders a wp-admin list table with its columns and rows', () => {
		renderTable();

		expect( table().className ).toContain(
			'wp-list-table widefat fixed striped'
		);
		const headers = within( table() ).getAllByRole( 'columnheader' );
		expect( headers.map( ( th ) => th.textContent ) ).toEqual( [
			'Title',
			'Status',
			'Note',
		] );
		expect( headers[ 0 ].className ).toContain( 'column-primary' );
		expect( headers[ 2 ].className ).toContain( 'column-note' );
		const rows = within( table() ).getAllByRole( 'row' );
		expect( rows ).toHaveLength( 4 );
		expect(
			within( rows[ 1 ] ).getByText( 'Website Experience' )
		).toBeTruthy();
		// Cells carry their column's title for the small-screen layout.
		expect(
			within( rows[ 1 ] )
				.getByText( 'n/a' )
				.getAttribute( 'data-colname' )
		).toBe( 'Note' );
	} );

	it( 'calls back with the next sort and marks the sorted column', () => {
		const onSortChange = vi.fn();
		const { rerender } = renderTable( { sort: null, onSortChange } );

		fireEvent.click( screen.getByRole( 'button', { name: /^Title/ } ) );
		expect( onSortChange ).toHaveBeenLastCalledWith( {
			orderby: 'title',
			order: 'asc',
		} );

		rerender(
			<AdminTable< Row >
				label="Surveys"
				columns={ COLUMNS }
				items={ ROWS }
				getRowId={ ( row ) => row.id }
				getRowLabel={ ( row ) => row.title }
				sort={ { orderby: 'title', order: 'asc' } }
				onSortChange={ onSortChange }
			/>
		);
		const title = within( table() ).getAllByRole( 'columnheader' )[ 0 ];
		expect( title.getAttribute( 'aria-sort' ) ).toBe( 'ascending' );
		expect( title.className ).toContain( 'sorted asc' );
		expect(
			within( table() )
				.getAllByRole( 'columnheader' )[ 1 ]
				.getAttribute( 'aria-sort' )
		).toBeNull();

		fireEvent.click( screen.getByRole( 'button', { name: /^Title/ } ) );
		expect( onSortChange ).toHaveBeenLastCalledWith( {
			orderby: 'title',
			order: 'desc',
		} );
		// Plain columns have no sort button.
		expect( screen.queryByRole( 'button', { name: /^Note/ } ) ).toBeNull();
	} );

	it( 'selects rows one by one and all at once, and enables Apply only with a selection and an action', () => {
		const onBulkAction = vi.fn( () => true );
		renderTable( {
			bulkActions: [ { value: 'trash', label: 'Trash' } ],
			onBulkAction,
		} );
		const apply = screen.getByRole( 'button', { name: 'Apply' } );
		const select = screen.getByRole( 'combobox', {
			name: 'Select bulk action',
		} );
		const selectAll = screen.getByRole( 'checkbox', {
			name: 'Select All',
		} );

		fireEvent.change( select, { target: { value: 'trash' } } );
		expect( apply ).toHaveProperty( 'disabled', true );

		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Select Website Experience',
			} )
		);
		expect( apply ).toHaveProperty( 'disabled', false );
		expect( selectAll ).toHaveProperty( 'indeterminate', true );

		fireEvent.click( selectAll );
		for ( const row of ROWS ) {
			expect(
				screen.getByRole( 'checkbox', {
					name: `Select ${ row.title }`,
				} )
			).toHaveProperty( 'checked', true );
		}
		expect( selectAll ).toHaveProperty( 'checked', true );

		fireEvent.click( selectAll );
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Pricing Page Poll' } )
		).toHaveProperty( 'checked', false );
		expect( apply ).toHaveProperty( 'disabled', true );
	} );

	it( 'runs the bulk action on the selected rows and clears the selection when it ran', async () => {
		const onBulkAction = vi.fn( async () => true );
		renderTable( {
			bulkActions: [
				{ value: 'publish', label: 'Publish' },
				{ value: 'trash', label: 'Trash' },
			],
			onBulkAction,
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{ target: { value: 'trash' } }
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select Old Survey' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Select Website Experience',
			} )
		);

		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );

		expect( onBulkAction ).toHaveBeenCalledWith( 'trash', [ 3, 1 ] );
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Old Survey' } )
		).toHaveProperty( 'checked', false );
	} );

	it( 'keeps the selection when the bulk action did not run', async () => {
		renderTable( {
			bulkActions: [ { value: 'delete', label: 'Delete Permanently' } ],
			onBulkAction: async () => false,
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Select bulk action' } ),
			{ target: { value: 'delete' } }
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select Old Survey' } )
		);

		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );

		expect(
			screen.getByRole( 'checkbox', { name: 'Select Old Survey' } )
		).toHaveProperty( 'checked', true );
	} );

	it( 'locks selection and Apply while the rows reload (they may be stale)', () => {
		renderTable( {
			bulkActions: [ { value: 'trash', label: 'Trash' } ],
			onBulkAction: () => true,
			isFetching: true,
		} );

		expect( table().getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Select All' } )
		).toHaveProperty( 'disabled', true );
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Old Survey' } )
		).toHaveProperty( 'disabled', true );
		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toHaveProperty( 'disabled', true );
	} );

	it( 'has no checkboxes without bulk actions', () => {
		renderTable();

		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Apply' } ) ).toBeNull();
	} );

	it( 'shows quick filters with counts and marks the current one', () => {
		const onFilterChange = vi.fn();
		renderTable( {
			quickFilters: FILTERS,
			currentFilter: { attribute: 'status', value: 'draft' },
			onFilterChange,
		} );

		const all = screen.getByRole( 'button', { name: 'All (5)' } );
		const draft = screen.getByRole( 'button', { name: 'Draft (1)' } );
		expect(
			screen.getByRole( 'button', { name: 'Trash (0)' } )
		).toBeTruthy();
		expect( draft.getAttribute( 'aria-current' ) ).toBe( 'page' );
		expect( draft.className ).toContain( 'current' );
		expect( all.getAttribute( 'aria-current' ) ).toBeNull();

		fireEvent.click( all );
		expect( onFilterChange ).toHaveBeenCalledWith( FILTERS[ 0 ] );
	} );

	it( 'shows row actions under the row title, only where they apply', () => {
		const onTrash = vi.fn();
		const actions: RowAction< Row >[] = [
			{
				name: 'edit',
				label: 'Edit',
				ariaLabel: ( row ) => `Edit “${ row.title }”`,
				href: ( row ) => `#/edit/${ row.id }`,
				isVisible: ( row ) => row.status !== 'trash',
			},
			{
				name: 'trash',
				label: 'Trash',
				ariaLabel: ( row ) => `Move “${ row.title }” to the Trash`,
				onClick: onTrash,
				isDestructive: true,
			},
		];
		renderTable( { rowActions: actions } );

		expect(
			screen
				.getByRole( 'link', { name: 'Edit “Website Experience”' } )
				.getAttribute( 'href' )
		).toBe( '#/edit/1' );
		expect(
			screen.queryByRole( 'link', { name: 'Edit “Old Survey”' } )
		).toBeNull();

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Move “Pricing Page Poll” to the Trash',
			} )
		);
		expect( onTrash ).toHaveBeenCalledWith( ROWS[ 1 ] );
		const cell = screen
			.getByRole( 'link', { name: 'Edit “Website Experience”' } )
			.closest( 'td' );
		expect( cell?.className ).toContain( 'column-primary' );
		expect( cell?.querySelector( '.row-actions' ) ).not.toBeNull();
	} );

	it( 'paginates with the spec fallback and disables previous on page 1 and next on the last page', () => {
		const onPageChange = vi.fn();
		const { rerender } = renderTable( { onPageChange } );

		// No pagination from the server: page 1 of 1, 1 item.
		expect( screen.getByText( '1 item' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Previous page' } )
		).toHaveProperty( 'disabled', true );
		expect(
			screen.getByRole( 'button', { name: 'Next page' } )
		).toHaveProperty( 'disabled', true );

		const props = {
			label: 'Surveys',
			columns: COLUMNS,
			items: ROWS,
			getRowId: ( row: Row ) => row.id,
			getRowLabel: ( row: Row ) => row.title,
			onPageChange,
		};
		rerender(
			<AdminTable< Row >
				{ ...props }
				pagination={ { page: 1, pages: 3, per_page: 3, total: 8 } }
			/>
		);
		expect( screen.getByText( '8 items' ) ).toBeTruthy();
		expect( screen.getByText( 'of 3' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'First page' } )
		).toHaveProperty( 'disabled', true );
		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect( onPageChange ).toHaveBeenLastCalledWith( 2 );
		fireEvent.click( screen.getByRole( 'button', { name: 'Last page' } ) );
		expect( onPageChange ).toHaveBeenLastCalledWith( 3 );

		rerender(
			<AdminTable< Row >
				{ ...props }
				pagination={ { page: 3, pages: 3, per_page: 3, total: 8 } }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Next page' } )
		).toHaveProperty( 'disabled', true );
		expect(
			screen.getByRole( 'button', { name: 'Last page' } )
		).toHaveProperty( 'disabled', true );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Previous page' } )
		);
		expect( onPageChange ).toHaveBeenLastCalledWith( 2 );

		const box = screen.getByRole( 'textbox', { name: 'Current Page' } );
		expect( box ).toHaveProperty( 'value', '3' );
		fireEvent.change( box, { target: { value: '1' } } );
		fireEvent.keyDown( box, { key: 'Enter' } );
		expect( onPageChange ).toHaveBeenLastCalledWith( 1 );
		fireEvent.change( box, { target: { value: 'x' } } );
		fireEvent.blur( box );
		expect( box ).toHaveProperty( 'value', '3' );
	} );

	it( 'shows a busy loading row before the first rows arrive', () => {
		renderTable( { items: [], isLoading: true } );

		expect( table().getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( within( table() ).getByText( 'Loading…' ) ).toBeTruthy();
	} );

	it( 'shows the empty state in the table', () => {
		renderTable( { items: [], emptyState: <p>No surveys in Trash.</p> } );

		expect( table().getAttribute( 'aria-busy' ) ).toBe( 'false' );
		expect(
			within( table() ).getByText( 'No surveys in Trash.' )
		).toBeTruthy();
	} );

	it( 'shows an error with Retry instead of an empty table', () => {
		const onRetry = vi.fn();
		renderTable( {
			items: [],
			error: {
				code: 'rest_forbidden',
				message: 'Not allowed.',
				data: { status: 403 },
			},
			errorTitle: 'Could not load the surveys.',
			onRetry,
		} );

		expect( screen.queryByRole( 'table' ) ).toBeNull();
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could not load the surveys.' );
		expect( alert.textContent ).toContain( 'Not allowed.' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( onRetry ).toHaveBeenCalled();
	} );
} );
