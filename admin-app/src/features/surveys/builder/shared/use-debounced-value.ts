/**
 * A value that follows another after it has stopped changing for `delay` milliseconds (the
 * search debounce of configuration.md §9 is 300 ms).
 */
import { useEffect, useState } from 'react';

/** The search debounce (configuration.md §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The value, delayed until it has been still for `delay` ms.
 *
 * @param value The changing value.
 * @param delay How long it must stay unchanged, in milliseconds.
 */
export function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = window.setTimeout( () => setSettled( value ), delay );
		return () => window.clearTimeout( timer );
	}, [ value, delay ] );
	return settled;
}
