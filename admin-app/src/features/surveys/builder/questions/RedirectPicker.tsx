/**
 * The thank-you redirect target: a combobox searching the site's published pages and posts
 * (GET search, 300 ms after typing stops, configuration.md §7, §9). A typed absolute http(s) URL
 * is offered as a choice too (the server stores a page id or a URL). The choice is stored as
 * redirect_to {id, label}.
 */
import { useId, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { PickedItem } from '../../../../data/survey-types';
import { usePageSearch } from '../../../../data/use-survey';
import { FieldError } from '../shared/FieldError';
import {
	SEARCH_DEBOUNCE_MS,
	useDebouncedValue,
} from '../shared/use-debounced-value';

interface RedirectPickerProps {
	value: PickedItem | null;
	onChange: ( value: PickedItem | null ) => void;
	error?: string;
}

/**
 * The text as an absolute http(s) URL, or null.
 *
 * @param text What the admin typed.
 */
export function asUrl( text: string ): string | null {
	const trimmed = text.trim();
	if ( ! /^https?:\/\//i.test( trimmed ) ) {
		return null;
	}
	try {
		const url = new URL( trimmed );
		return url.hostname !== '' ? trimmed : null;
	} catch {
		return null;
	}
}

export function RedirectPicker( {
	value,
	onChange,
	error,
}: RedirectPickerProps ) {
	const id = useId();
	const [ text, setText ] = useState( '' );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const term = useDebouncedValue( text.trim(), SEARCH_DEBOUNCE_MS );
	const url = asUrl( text );
	const search = usePageSearch( url ? '' : term );
	const found = url ? [] : ( search.data ?? [] );
	const choices: PickedItem[] = url ? [ { id: url, label: url } ] : found;
	const listId = `${ id }-list`;
	const inputId = `${ id }-input`;
	const errorId = `${ id }-error`;
	const searching =
		! url &&
		text.trim() !== '' &&
		( term !== text.trim() || search.isFetching );
	const expanded = open && text.trim() !== '' && choices.length > 0;

	const pick = ( item: PickedItem ) => {
		onChange( { id: item.id, label: item.label } );
		setText( '' );
		setOpen( false );
		setActive( -1 );
	};

	let status = '';
	if ( text.trim() !== '' ) {
		if ( url ) {
			status = __( 'Press Enter to use this address.', 'userfeedback' );
		} else if ( searching ) {
			status = __( 'Searching…', 'userfeedback' );
		} else if ( search.isError ) {
			status = __( 'The search failed. Try again.', 'userfeedback' );
		} else if ( found.length === 0 ) {
			status = __( 'No pages found.', 'userfeedback' );
		} else {
			status = sprintf(
				/* translators: %d: number of pages found. */
				_n(
					'%d page found.',
					'%d pages found.',
					found.length,
					'userfeedback'
				),
				found.length
			);
		}
	}

	return (
		<div className="uf-builder-redirect">
			{ value && (
				<p className="uf-builder-redirect__current">
					<span>
						{ __( 'Redirects to:', 'userfeedback' ) }{ ' ' }
						<strong>{ value.label || String( value.id ) }</strong>
					</span>{ ' ' }
					<button
						type="button"
						className="button-link"
						onClick={ () => onChange( null ) }
					>
						{ __( 'Clear', 'userfeedback' ) }
					</button>
				</p>
			) }
			<label htmlFor={ inputId }>
				{ value
					? __( 'Choose another page', 'userfeedback' )
					: __( 'Page to redirect to', 'userfeedback' ) }
			</label>
			<div className="uf-builder-redirect__combo">
				<input
					id={ inputId }
					type="text"
					className="regular-text"
					role="combobox"
					autoComplete="off"
					aria-autocomplete="list"
					aria-expanded={ expanded }
					aria-controls={ listId }
					aria-activedescendant={
						expanded && active >= 0
							? `${ listId }-${ active }`
							: undefined
					}
					aria-invalid={ error ? true : undefined }
					aria-describedby={ error ? errorId : undefined }
					placeholder={ __(
						'Search pages, or type a URL',
						'userfeedback'
					) }
					value={ text }
					onChange={ ( event ) => {
						setText( event.target.value );
						setOpen( true );
						setActive( -1 );
					} }
					onBlur={ () => setOpen( false ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'ArrowDown' ) {
							event.preventDefault();
							setOpen( true );
							setActive( ( i ) =>
								choices.length === 0
									? -1
									: ( i + 1 ) % choices.length
							);
						} else if ( event.key === 'ArrowUp' ) {
							event.preventDefault();
							setActive( ( i ) =>
								choices.length === 0
									? -1
									: ( i - 1 + choices.length ) %
										choices.length
							);
						} else if ( event.key === 'Enter' ) {
							event.preventDefault();
							const chosen =
								choices[ active ] ??
								( url ? choices[ 0 ] : undefined );
							if ( chosen ) {
								pick( chosen );
							}
						} else if ( event.key === 'Escape' && open ) {
							event.preventDefault();
							event.stopPropagation();
							setOpen( false );
						}
					} }
				/>
				<ul
					id={ listId }
					role="listbox"
					className="uf-builder-redirect__list"
					aria-label={ __( 'Pages', 'userfeedback' ) }
					hidden={ ! expanded }
				>
					{ expanded &&
						choices.map( ( item, index ) => (
							<li
								key={ String( item.id ) }
								id={ `${ listId }-${ index }` }
								role="option"
								aria-selected={ index === active }
								className={
									index === active ? 'is-active' : undefined
								}
								// Chosen on mousedown, before the input's blur closes the list.
								onMouseDown={ ( event ) => {
									event.preventDefault();
									pick( item );
								} }
							>
								{ url
									? sprintf(
											/* translators: %s: the typed address. */
											__(
												'Use this URL: %s',
												'userfeedback'
											),
											item.label
										)
									: item.label }
							</li>
						) ) }
				</ul>
			</div>
			<p className="screen-reader-text" role="status" aria-live="polite">
				{ status }
			</p>
			{ status !== '' && ! expanded && (
				<p className="description" aria-hidden="true">
					{ status }
				</p>
			) }
			{ error && <FieldError id={ errorId }>{ error }</FieldError> }
		</div>
	);
}
