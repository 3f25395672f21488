/**
 * The chosen survey, with the server's `display` decision and its `page_survey` for the preview.
 * Read again when the editor's window regains focus (the survey may have been published or
 * edited in another tab); an unchanged answer keeps the same object, so the preview is not
 * re-rendered for nothing.
 */
import { useCallback, useEffect, useState } from 'react';

import { ApiError } from '../../../admin-app/src/data/api';
import { fetchSurvey } from './api';
import type { BlockSurvey } from './types';

export type BlockSurveyState =
	| { status: 'idle' | 'loading'; survey?: undefined; error?: undefined }
	| { status: 'ready'; survey: BlockSurvey; error?: undefined }
	| { status: 'error'; survey?: undefined; error: ApiError };

/**
 * Whether an error means the survey is gone (deleted for good).
 *
 * @param error The request's error.
 */
export function isNotFound( error: ApiError ): boolean {
	return (
		error.status === 404 || error.code === 'userfeedback_survey_not_found'
	);
}

/**
 * @param id   The chosen survey's id; undefined when none is chosen.
 * @param lang The language the block shows it in; '' for the page's.
 * @param win  The window whose focus refreshes the survey.
 */
export function useBlockSurvey(
	id: number | undefined,
	lang = '',
	win: Window = window
): BlockSurveyState & { retry: () => void } {
	const [ state, setState ] = useState< BlockSurveyState >( {
		status: id === undefined ? 'idle' : 'loading',
	} );
	const [ attempt, setAttempt ] = useState( 0 );
	const retry = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );

	useEffect( () => {
		if ( id === undefined ) {
			setState( { status: 'idle' } );
			return undefined;
		}
		const controller = new AbortController();
		// Another survey shows a spinner; a refresh of the same one keeps it on screen.
		setState( ( previous ) =>
			previous.status === 'ready' && previous.survey.id === id
				? previous
				: { status: 'loading' }
		);
		fetchSurvey( id, lang, controller.signal ).then(
			( survey ) => {
				if ( controller.signal.aborted ) {
					return;
				}
				setState( ( previous ) =>
					previous.status === 'ready' &&
					JSON.stringify( previous.survey ) ===
						JSON.stringify( survey )
						? previous
						: { status: 'ready', survey }
				);
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
		return () => controller.abort();
	}, [ id, lang, attempt ] );

	useEffect( () => {
		win.addEventListener( 'focus', retry );
		return () => win.removeEventListener( 'focus', retry );
	}, [ win, retry ] );

	// Until the effect has run for a newly chosen id, the previous survey is not this one.
	if ( state.status === 'ready' && state.survey.id !== id ) {
		return { status: id === undefined ? 'idle' : 'loading', retry };
	}
	return { ...state, retry };
}
