/**
 * A survey's texts in one language as a translator's XLIFF file, and that file back
 * (GET/POST surveys/{id}/translations/{locale}/xliff). An upload saves the survey on the server:
 * the builder's query takes the saved survey, and the surveys lists are refreshed, as after a save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SurveyXliff, SurveyXliffImport } from '@userfeedback/contract';
import { ApiError, request } from './api';
import { queryKeys } from './query-keys';
import type { SavedSurvey } from './survey-types';
import { SURVEYS_PATH } from './use-surveys';

export interface XliffTarget {
	id: number;
	locale: string;
}

/** What an upload did, with the saved survey as the builder holds it. */
export type XliffImported = Omit< SurveyXliffImport, 'survey' > & {
	survey: SavedSurvey;
};

const path = ( { id, locale }: XliffTarget ) =>
	`${ SURVEYS_PATH }/${ id }/translations/${ encodeURIComponent(
		locale
	) }/xliff`;

/** Fetches a language's file, for the browser to download. */
export function useDownloadXliff() {
	return useMutation< SurveyXliff, ApiError, XliffTarget >( {
		mutationFn: ( target ) =>
			request< SurveyXliff >( { path: path( target ) } ),
	} );
}

/** Uploads a translated file into a language. */
export function useUploadXliff() {
	const client = useQueryClient();
	return useMutation<
		XliffImported,
		ApiError,
		XliffTarget & { content: string }
	>( {
		mutationFn: ( { content, ...target } ) =>
			request< XliffImported >( {
				path: path( target ),
				method: 'POST',
				data: { content },
			} ),
		onSuccess: ( result ) => {
			client.setQueryData(
				queryKeys.survey( result.survey.id ),
				result.survey
			);
			return client.invalidateQueries( {
				queryKey: queryKeys.surveys,
				predicate: ( query ) => query.queryKey[ 2 ] !== 'one',
			} );
		},
	} );
}
