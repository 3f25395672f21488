/**
 * The surveys list's words: status labels (Scheduled is a published survey with a future
 * publish_at), view names, empty-view messages and what a bulk action reports.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type {
	SurveyBulkActionName,
	SurveyListItem,
} from '../../data/use-surveys';
import type { SurveyFilter } from './list-view';

export function statusLabel(
	item: Pick< SurveyListItem, 'status' | 'is_scheduled' >
): string {
	switch ( item.status ) {
		case 'publish':
			return item.is_scheduled
				? __( 'Scheduled', 'userfeedback' )
				: __( 'Published', 'userfeedback' );
		case 'draft':
			return __( 'Draft', 'userfeedback' );
		case 'trash':
			return __( 'Trash', 'userfeedback' );
	}
}

/**
 * Beside the status of a survey whose completed responses reached its response limit:
 * pages no longer show it and it takes no new responses.
 */
export function limitReachedLabel(): string {
	return __( 'Closed: limit reached', 'userfeedback' );
}

export function filterLabel( filter: SurveyFilter ): string {
	switch ( filter ) {
		case 'all':
			return __( 'All', 'userfeedback' );
		case 'publish':
			return __( 'Published', 'userfeedback' );
		case 'scheduled':
			return __( 'Scheduled', 'userfeedback' );
		case 'draft':
			return __( 'Draft', 'userfeedback' );
		case 'trash':
			return __( 'Trash', 'userfeedback' );
	}
}

/**
 * What an empty filtered view says (the unfiltered list has its own "No Surveys" state).
 *
 * @param filter The current view.
 */
export function emptyViewMessage( filter: SurveyFilter ): string {
	switch ( filter ) {
		case 'all':
			return __( 'No surveys on this page.', 'userfeedback' );
		case 'publish':
			return __( 'No published surveys.', 'userfeedback' );
		case 'scheduled':
			return __( 'No scheduled surveys.', 'userfeedback' );
		case 'draft':
			return __( 'No draft surveys.', 'userfeedback' );
		case 'trash':
			return __( 'No surveys in Trash.', 'userfeedback' );
	}
}

export function surveyTitle( item: Pick< SurveyListItem, 'title' > ): string {
	return item.title.trim() || __( '(no title)', 'userfeedback' );
}

/**
 * The success message of a bulk or row action, e.g. "2 surveys moved to the Trash."
 *
 * @param action The action that ran.
 * @param count  How many surveys it changed.
 */
export function actionDoneMessage(
	action: SurveyBulkActionName,
	count: number
): string {
	switch ( action ) {
		case 'publish':
			return sprintf(
				/* translators: %d: number of surveys. */
				_n(
					'%d survey published.',
					'%d surveys published.',
					count,
					'userfeedback'
				),
				count
			);
		case 'draft':
			return sprintf(
				/* translators: %d: number of surveys. */
				_n(
					'%d survey changed to draft.',
					'%d surveys changed to draft.',
					count,
					'userfeedback'
				),
				count
			);
		case 'trash':
			return sprintf(
				/* translators: %d: number of surveys. */
				_n(
					'%d survey moved to the Trash.',
					'%d surveys moved to the Trash.',
					count,
					'userfeedback'
				),
				count
			);
		case 'restore':
			return sprintf(
				/* translators: %d: number of surveys. */
				_n(
					'%d survey restored from the Trash as a draft.',
					'%d surveys restored from the Trash as drafts.',
					count,
					'userfeedback'
				),
				count
			);
		case 'delete':
			return sprintf(
				/* translators: %d: number of surveys. */
				_n(
					'%d survey permanently deleted.',
					'%d surveys permanently deleted.',
					count,
					'userfeedback'
				),
				count
			);
	}
}

/**
 * The question asked before deleting permanently.
 *
 * @param titles The titles of the surveys to delete.
 */
export function deleteConfirmation( titles: string[] ): string {
	if ( titles.length === 1 ) {
		return sprintf(
			/* translators: %s: survey title. */
			__(
				'Delete “%s” permanently? Its responses are deleted with it. This cannot be undone.',
				'userfeedback'
			),
			titles[ 0 ]
		);
	}
	return sprintf(
		/* translators: %d: number of surveys (more than one). */
		_n(
			'Delete %d survey permanently? Their responses are deleted with them. This cannot be undone.',
			'Delete %d surveys permanently? Their responses are deleted with them. This cannot be undone.',
			titles.length,
			'userfeedback'
		),
		titles.length
	);
}
