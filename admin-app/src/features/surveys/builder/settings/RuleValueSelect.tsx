/**
 * The value of a select-type page rule (visitor.md §2, §5, §7), from the server's lists:
 * - user status, role and page type come complete from GET logic-type with an empty search, so a
 *   plain <select> lists them;
 * - post types, taxonomies and terms (GET logic-type) and pages or posts (GET search) can be many:
 *   an editable combobox (ARIA 1.2 pattern) searches as the admin types, 300 ms after the last
 *   key (configuration.md §9), and lists the matches in a popup listbox. Arrow keys move through
 *   the matches, Enter picks one, Esc closes the list; leaving an emptied field clears the value.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { LookupItem, PickedItem } from '../../../../data/survey-types';
import {
	useLogicTypeOptions,
	usePageSearch,
	type LogicType,
} from '../../../../data/use-survey';
import type { RuleLookup } from '../page-rules';
import {
	SEARCH_DEBOUNCE_MS,
	useDebouncedValue,
} from '../shared/use-debounced-value';

/** Lists short enough to come whole with an empty search. */
const FIXED_LISTS: readonly RuleLookup[] = [
	'user_logged_in',
	'wp_user_roles',
	'wp_page_type',
];

interface RuleValueSelectProps {
	/** The control's id (its label's htmlFor). */
	id: string;
	lookup: RuleLookup;
	/** The picked item; a bare id from old data is shown as its own label. */
	value: PickedItem | string | null;
	onChange: ( value: PickedItem | null ) => void;
	invalid: boolean;
	describedBy?: string;
	disabled?: boolean;
}

/**
 * The picked item of a rule's data, or null.
 *
 * @param value The rule's data.
 */
export function pickedItem(
	value: PickedItem | string | null
): PickedItem | null {
	if ( value && typeof value === 'object' ) {
		return value;
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		return { id: value, label: value };
	}
	return null;
}

export function RuleValueSelect( props: RuleValueSelectProps ) {
	return FIXED_LISTS.includes( props.lookup ) ? (
		<FixedSelect { ...props } lookup={ props.lookup as LogicType } />
	) : (
		<SearchCombobox { ...props } />
	);
}

function FixedSelect( {
	id,
	lookup,
	value,
	onChange,
	invalid,
	describedBy,
	disabled,
}: RuleValueSelectProps & { lookup: LogicType } ) {
	const query = useLogicTypeOptions( lookup, '', true );
	const picked = pickedItem( value );
	const items: LookupItem[] = query.data ?? [];
	const known = picked
		? items.some( ( item ) => String( item.id ) === String( picked.id ) )
		: true;
	const statusId = `${ id }-status`;

	return (
		<>
			<select
				id={ id }
				className="uf-builder-rule__value"
				value={ picked ? String( picked.id ) : '' }
				disabled={ disabled }
				aria-invalid={ invalid ? true : undefined }
				aria-describedby={
					[ describedBy, query.isError ? statusId : undefined ]
						.filter( Boolean )
						.join( ' ' ) || undefined
				}
				aria-busy={ query.isPending ? true : undefined }
				onChange={ ( event ) => {
					const chosen = items.find(
						( item ) => String( item.id ) === event.target.value
					);
					onChange(
						chosen ? { id: chosen.id, label: chosen.label } : null
					);
				} }
			>
				<option value="">
					{ query.isPending
						? __( 'Loading…', 'userfeedback' )
						: __( 'Select…', 'userfeedback' ) }
				</option>
				{ picked && ! known && (
					<option value={ String( picked.id ) }>
						{ picked.label }
					</option>
				) }
				{ items.map( ( item ) => (
					<option
						key={ String( item.id ) }
						value={ String( item.id ) }
					>
						{ item.label }
					</option>
				) ) }
			</select>
			{ query.isError && (
				<span id={ statusId } className="uf-builder-settings__error">
					{ __( 'The options could not be loaded.', 'userfeedback' ) }{ ' ' }
					<button
						type="button"
						className="button-link"
						onClick={ () => void query.refetch() }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</span>
			) }
		</>
	);
}

function SearchCombobox( {
	id,
	lookup,
	value,
	onChange,
	invalid,
	describedBy,
	disabled,
}: RuleValueSelectProps ) {
	const picked = pickedItem( value );
	const pickedLabel = picked?.label ?? '';
	const isPages = lookup === 'search';
	const [ text, setText ] = useState( pickedLabel );
	const [ search, setSearch ] = useState( '' );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const debounced = useDebouncedValue( search.trim(), SEARCH_DEBOUNCE_MS );

	// Nothing is fetched until the typing has settled (no request for the text before it).
	const settled = debounced === search.trim();
	const pages = usePageSearch( isPages && open && settled ? debounced : '' );
	const options = useLogicTypeOptions(
		isPages ? 'post_type' : ( lookup as LogicType ),
		debounced,
		! isPages && open && settled
	);
	const query = isPages ? pages : options;
	const waitingForText = isPages && debounced === '';
	const items: LookupItem[] =
		open && ! waitingForText ? ( query.data ?? [] ) : [];
	const searching =
		open && ! waitingForText && ( query.isFetching || ! settled );

	// The picked item changed from outside (a save, or another control): show its label.
	useEffect( () => {
		if ( ! open ) {
			setText( pickedLabel );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pickedLabel ] );

	// New matches: nothing highlighted until the admin moves into the list.
	useEffect( () => setActive( -1 ), [ query.data, debounced ] );

	const listId = `${ id }-list`;
	const optionId = ( index: number ) => `${ id }-option-${ index }`;

	const close = () => {
		setOpen( false );
		setActive( -1 );
	};

	const pick = ( item: LookupItem ) => {
		onChange( { id: item.id, label: item.label } );
		setText( item.label );
		setSearch( '' );
		close();
	};

	const openList = () => {
		if ( ! open ) {
			// Opened without typing: list the first options (logic types) or ask for text (pages).
			setSearch( text === pickedLabel ? '' : text );
			setOpen( true );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				if ( ! open ) {
					openList();
				} else if ( items.length > 0 ) {
					setActive( ( a ) => ( a + 1 ) % items.length );
				}
				break;
			case 'ArrowUp':
				event.preventDefault();
				if ( open && items.length > 0 ) {
					setActive( ( a ) => ( a <= 0 ? items.length - 1 : a - 1 ) );
				}
				break;
			case 'Enter':
				if ( open && active >= 0 && items[ active ] ) {
					event.preventDefault();
					pick( items[ active ] );
				}
				break;
			case 'Escape':
				if ( open ) {
					event.preventDefault();
					// Keep Esc from closing anything around the field (a dialog).
					event.stopPropagation();
					setText( pickedLabel );
					setSearch( '' );
					close();
				}
				break;
		}
	};

	let message = '';
	if ( open ) {
		if ( waitingForText ) {
			message = __( 'Type to search pages and posts.', 'userfeedback' );
		} else if ( query.isError ) {
			message = __( 'The search failed. Try again.', 'userfeedback' );
		} else if ( searching && items.length === 0 ) {
			message = __( 'Searching…', 'userfeedback' );
		} else if ( ! searching && items.length === 0 ) {
			message = __( 'No results found.', 'userfeedback' );
		}
	}
	// Announced only: how many matches the list holds.
	const count =
		open && ! message && ! searching && items.length > 0
			? sprintf(
					/* translators: %d: number of matches. */
					_n(
						'%d result available.',
						'%d results available.',
						items.length,
						'userfeedback'
					),
					items.length
				)
			: '';

	return (
		<span className="uf-builder-combobox">
			<input
				id={ id }
				type="text"
				className="uf-builder-rule__value regular-text"
				role="combobox"
				autoComplete="off"
				placeholder={
					isPages
						? __( 'Search pages and posts', 'userfeedback' )
						: __( 'Search…', 'userfeedback' )
				}
				value={ text }
				disabled={ disabled }
				aria-autocomplete="list"
				aria-expanded={ open }
				aria-controls={ listId }
				aria-activedescendant={
					open && active >= 0 ? optionId( active ) : undefined
				}
				aria-invalid={ invalid ? true : undefined }
				aria-describedby={ describedBy }
				onChange={ ( event ) => {
					setText( event.target.value );
					setSearch( event.target.value );
					setOpen( true );
				} }
				onClick={ openList }
				onKeyDown={ onKeyDown }
				onBlur={ () => {
					if ( text.trim() === '' ) {
						if ( picked ) {
							onChange( null );
						}
						setText( '' );
					} else {
						setText( pickedLabel );
					}
					setSearch( '' );
					close();
				} }
			/>
			<ul
				id={ listId }
				role="listbox"
				className="uf-builder-combobox__list"
				hidden={ ! open || items.length === 0 }
				aria-label={ __( 'Matches', 'userfeedback' ) }
			>
				{ items.map( ( item, index ) => (
					// The keyboard works from the combobox input (aria-activedescendant).
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={ String( item.id ) }
						id={ optionId( index ) }
						role="option"
						aria-selected={ index === active }
						className={ `uf-builder-combobox__option${
							index === active ? ' is-active' : ''
						}` }
						// Keep focus in the input so its blur does not undo the pick.
						onMouseDown={ ( event ) => event.preventDefault() }
						onClick={ () => pick( item ) }
					>
						{ item.label }
					</li>
				) ) }
			</ul>
			<span
				className={
					message
						? 'uf-builder-combobox__message'
						: 'screen-reader-text'
				}
				role="status"
			>
				{ message || count }
			</span>
		</span>
	);
}
