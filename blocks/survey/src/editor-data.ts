/**
 * The page data PHP prints before the block's script, and the admin routes built from it.
 */
import type { EditorData } from './types';

/**
 * The block's page data, or null when it is missing (a script loaded without its PHP).
 *
 * @param win The window the script runs in.
 */
export function editorData( win: Window = window ): EditorData | null {
	const data = win.userfeedbackSurveyBlock;
	return data &&
		typeof data === 'object' &&
		typeof data.surveysUrl === 'string'
		? data
		: null;
}

/**
 * The admin's new-survey route (the surveys area's `#/new`).
 *
 * @param data The block's page data.
 */
export function newSurveyUrl( data: EditorData ): string {
	return `${ data.surveysUrl }#/new`;
}

/**
 * The admin's route that edits one survey.
 *
 * @param data The block's page data.
 * @param id   Survey id.
 */
export function editSurveyUrl( data: EditorData, id: number ): string {
	return `${ data.surveysUrl }#/edit/${ id }`;
}
