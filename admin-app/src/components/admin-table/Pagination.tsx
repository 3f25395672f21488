/**
 * wp-admin's `.tablenav-pages`: "N items", first/previous, the current page box "x of y",
 * next/last. Previous is disabled on page 1 and next on the last page.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { pageNavigation, parsePageInput } from './table-state';
import type { TablePagination } from './types';

interface PaginationProps {
	pagination: TablePagination;
	onPageChange: ( page: number ) => void;
	/** Disables the controls, e.g. while a page loads. */
	disabled?: boolean;
}

interface NavButtonProps {
	className: string;
	label: string;
	symbol: string;
	disabled: boolean;
	onClick: () => void;
}

function NavButton( {
	className,
	label,
	symbol,
	disabled,
	onClick,
}: NavButtonProps ) {
	return (
		<button
			type="button"
			className={ `button ${ className }` }
			disabled={ disabled }
			onClick={ onClick }
		>
			<span className="screen-reader-text">{ label }</span>
			<span aria-hidden="true">{ symbol }</span>
		</button>
	);
}

export function Pagination( {
	pagination,
	onPageChange,
	disabled = false,
}: PaginationProps ) {
	const { page, pages, total } = pagination;
	const { hasPrevious, hasNext } = pageNavigation( pagination );
	const [ text, setText ] = useState( String( page ) );
	const id = useId();
	const inputId = `${ id }-current-page`;
	const pagingTextId = `${ id }-paging-text`;

	// The box follows the page when it changes from elsewhere (buttons, URL, reload).
	useEffect( () => setText( String( page ) ), [ page ] );

	const goTo = ( target: number ) => {
		if ( target !== page ) {
			onPageChange( target );
		}
	};

	const commit = () => {
		const target = parsePageInput( text, pages );
		if ( target === null ) {
			setText( String( page ) );
			return;
		}
		setText( String( target ) );
		goTo( target );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			commit();
		}
	};

	return (
		<div
			className={ `tablenav-pages uf-admin-table__pages${
				pages <= 1 ? ' one-page' : ''
			}` }
		>
			<span className="displaying-num">
				{ sprintf(
					/* translators: %s: number of items in the list. */
					_n( '%s item', '%s items', total, 'userfeedback' ),
					total.toLocaleString()
				) }
			</span>
			<span className="pagination-links">
				<NavButton
					className="first-page"
					label={ __( 'First page', 'userfeedback' ) }
					symbol="«"
					disabled={ disabled || ! hasPrevious }
					onClick={ () => goTo( 1 ) }
				/>{ ' ' }
				<NavButton
					className="prev-page"
					label={ __( 'Previous page', 'userfeedback' ) }
					symbol="‹"
					disabled={ disabled || ! hasPrevious }
					onClick={ () => goTo( page - 1 ) }
				/>{ ' ' }
				<span className="paging-input">
					<label htmlFor={ inputId } className="screen-reader-text">
						{ __( 'Current Page', 'userfeedback' ) }
					</label>
					<input
						id={ inputId }
						className="current-page"
						type="text"
						inputMode="numeric"
						size={ Math.max( 1, String( pages ).length ) }
						value={ text }
						disabled={ disabled || pages <= 1 }
						aria-describedby={ pagingTextId }
						onChange={ ( event ) => setText( event.target.value ) }
						onKeyDown={ onKeyDown }
						onBlur={ commit }
					/>{ ' ' }
					<span id={ pagingTextId } className="tablenav-paging-text">
						{ sprintf(
							/* translators: %s: total number of pages; follows the current page box ("2 of 5"). */
							__( 'of %s', 'userfeedback' ),
							pages.toLocaleString()
						) }
					</span>
				</span>{ ' ' }
				<NavButton
					className="next-page"
					label={ __( 'Next page', 'userfeedback' ) }
					symbol="›"
					disabled={ disabled || ! hasNext }
					onClick={ () => goTo( page + 1 ) }
				/>{ ' ' }
				<NavButton
					className="last-page"
					label={ __( 'Last page', 'userfeedback' ) }
					symbol="»"
					disabled={ disabled || ! hasNext }
					onClick={ () => goTo( pages ) }
				/>
			</span>
		</div>
	);
}
