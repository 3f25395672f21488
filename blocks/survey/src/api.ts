/**
 * The block's two REST reads, through the admin app's request helper (core's wp-api-fetch with
 * its nonce and root-URL middleware; every failure an ApiError).
 */
import { request } from '../../../admin-app/src/data/api';
import type { BlockSurvey, SurveyOption, SurveyResults } from './types';

/** Surveys the picker lists at once, newest first; typing narrows the list. */
export const PER_PAGE = 20;

/** The fields the block reads of the chosen survey. */
const SURVEY_FIELDS = [
	'id',
	'title',
	'status',
	'is_scheduled',
	'display',
	'page_survey',
	'language',
	'translations',
];

interface ListBody {
	items: Array< {
		id: number;
		title?: string;
		status?: SurveyOption[ 'status' ];
		is_scheduled: boolean;
	} >;
	pagination: { total: number };
	status_filters: Array< { status: string; count: number } >;
}

/**
 * The picker's request: the newest surveys whose title contains the search text.
 *
 * @param search What the user typed.
 */
export function surveysPath( search: string ): string {
	const query = new URLSearchParams( {
		per_page: String( PER_PAGE ),
		select: 'title,status',
	} );
	const text = search.trim();
	if ( text !== '' ) {
		query.set( 'search', text );
	}
	return `/userfeedback/v1/surveys?${ query.toString() }`;
}

/**
 * The chosen survey's request: edit context, for `page_survey`, in the language the block shows
 * it in (its `lang`), else the page's.
 *
 * @param id   Survey id.
 * @param lang The block's language; '' for the page's.
 */
export function surveyPath( id: number, lang = '' ): string {
	const language = lang ? `&lang=${ encodeURIComponent( lang ) }` : '';
	return `/userfeedback/v1/surveys/${ id }?context=edit${ language }&_fields=${ SURVEY_FIELDS.join(
		','
	) }`;
}

/**
 * Searches the surveys by title.
 *
 * @param search What the user typed.
 * @param signal Cancels the request.
 */
export async function fetchSurveys(
	search: string,
	signal?: AbortSignal
): Promise< SurveyResults > {
	const body = await request< ListBody >( {
		path: surveysPath( search ),
		signal,
	} );
	return {
		items: body.items.map( ( item ) => ( {
			id: item.id,
			title: item.title ?? '',
			status: item.status ?? 'publish',
			is_scheduled: item.is_scheduled,
		} ) ),
		total: body.pagination.total,
		siteTotal:
			body.status_filters.find( ( filter ) => filter.status === 'all' )
				?.count ?? 0,
	};
}

/**
 * Reads the chosen survey.
 *
 * @param id     Survey id.
 * @param lang   The block's language; '' for the page's.
 * @param signal Cancels the request.
 */
export function fetchSurvey(
	id: number,
	lang: string,
	signal?: AbortSignal
): Promise< BlockSurvey > {
	return request< BlockSurvey >( { path: surveyPath( id, lang ), signal } );
}
