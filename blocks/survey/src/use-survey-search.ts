/**
 * The picker's search: the newest surveys whose title contains the text, fetched once the user
 * pauses typing (the first page at once), earlier requests cancelled. Fetched again when the
 * editor's window regains focus, so a survey made in another tab (Create New) shows up.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../../admin-app/src/data/api';
import { fetchSurveys } from './api';
import type { SurveyResults } from './types';

/** Milliseconds to wait after the last keystroke. */
export const SEARCH_DELAY = 300;

export type SearchState =
	| { status: 'loading'; results?: undefined; error?: undefined }
	| { status: 'ready'; results: SurveyResults; error?: undefined }
	| { status: 'error'; results?: undefined; error: ApiError };

/**
 * @param search What the user typed.
 * @param win    The window whose focus refreshes the list.
 */
export function useSurveySearch(
	search: string,
	win: Window = window
): SearchState & { retry: () => void } {
	const [ state, setState ] = useState< SearchState >( {
		status: 'loading',
	} );
	const [ attempt, setAttempt ] = useState( 0 );
	const retry = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );
	const searched = useRef< string | null >( null );

	useEffect( () => {
		const controller = new AbortController();
		const text = search.trim();
		const refresh = searched.current === text;
		searched.current = text;
		// A refresh (focus, retry) keeps the list on screen; a new search shows it is loading.
		setState( ( previous ) =>
			refresh && previous.status === 'ready'
				? previous
				: { status: 'loading' }
		);
		const timer = setTimeout(
			() => {
				fetchSurveys( text, controller.signal ).then(
					( results ) => {
						if ( ! controller.signal.aborted ) {
							setState( { status: 'ready', results } );
						}
					},
					( error: unknown ) => {
						if ( ! controller.signal.aborted ) {
							setState( {
								status: 'error',
								error: ApiError.from( error ),
							} );
						}
					}
				);
			},
			text === '' ? 0 : SEARCH_DELAY
		);
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ search, attempt ] );

	useEffect( () => {
		win.addEventListener( 'focus', retry );
		return () => win.removeEventListener( 'focus', retry );
	}, [ win, retry ] );

	return { ...state, retry };
}
