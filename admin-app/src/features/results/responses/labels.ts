/**
 * The responses screens' words: row titles, status, completion and view names, empty views, what
 * an action reports, the delete confirmation and the detail panel's values.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type {
	ResponseCompletionFilter,
	ResponseStatus,
	ResponseStatusFilter,
	ResponsesActionName,
} from '../../../data/use-responses';

/**
 * 'Response #12' (spec §2).
 *
 * @param id The response id.
 */
export function responseTitle( id: number ): string {
	return sprintf(
		/* translators: %d: response id. */
		__( 'Response #%d', 'userfeedback' ),
		id
	);
}

export function responseStatusLabel( status: ResponseStatus ): string {
	return status === 'trash'
		? __( 'Trash', 'userfeedback' )
		: __( 'Published', 'userfeedback' );
}

export function responseFilterLabel( filter: ResponseStatusFilter ): string {
	switch ( filter ) {
		case 'all':
			return __( 'All', 'userfeedback' );
		case 'publish':
			return __( 'Published', 'userfeedback' );
		case 'trash':
			return __( 'Trash', 'userfeedback' );
	}
}

/**
 * The completion filter's names.
 *
 * @param filter The completion view.
 */
export function completionFilterLabel(
	filter: ResponseCompletionFilter
): string {
	switch ( filter ) {
		case 'all':
			return __( 'All', 'userfeedback' );
		case 'completed':
			return __( 'Completed', 'userfeedback' );
		case 'partial':
			return __( 'Partial', 'userfeedback' );
	}
}

/** The badge of a partial response in the list (the visitor left before the end). */
export function partialBadgeLabel(): string {
	return __( 'Partial', 'userfeedback' );
}

/**
 * What an empty view of completed or partial responses says.
 *
 * @param filter     The status view.
 * @param page       The current page.
 * @param completion 'completed' or 'partial'.
 */
function emptyCompletionMessage(
	filter: ResponseStatusFilter,
	page: number,
	completion: Exclude< ResponseCompletionFilter, 'all' >
): string {
	if ( filter === 'trash' ) {
		return completion === 'partial'
			? __( 'No partial responses in the Trash.', 'userfeedback' )
			: __( 'No completed responses in the Trash.', 'userfeedback' );
	}
	if ( page > 1 ) {
		return __( 'No responses on this page.', 'userfeedback' );
	}
	return completion === 'partial'
		? __( 'No partial responses.', 'userfeedback' )
		: __( 'No completed responses.', 'userfeedback' );
}

/**
 * What an empty view says.
 *
 * @param filter     The current view.
 * @param page       The current page (past page 1 the survey has responses, just not here).
 * @param completion The completion view.
 */
export function emptyResponsesMessage(
	filter: ResponseStatusFilter,
	page: number,
	completion: ResponseCompletionFilter = 'all'
): string {
	if ( completion !== 'all' ) {
		return emptyCompletionMessage( filter, page, completion );
	}
	if ( filter === 'trash' ) {
		return __( 'No responses in the Trash.', 'userfeedback' );
	}
	if ( page > 1 ) {
		return __( 'No responses on this page.', 'userfeedback' );
	}
	return filter === 'publish'
		? __( 'No published responses.', 'userfeedback' )
		: __( 'No responses yet.', 'userfeedback' );
}

/**
 * The outcome of an action, e.g. "2 responses moved to the Trash.", plus how many of those asked
 * for were left unchanged (already changed elsewhere, or not in a state the action applies to).
 *
 * @param action    The action that ran.
 * @param changed   How many responses it changed.
 * @param requested How many it was asked to change.
 */
export function responsesActionMessage(
	action: ResponsesActionName,
	changed: number,
	requested: number
): string {
	let done: string;
	switch ( action ) {
		case 'trash':
			done = sprintf(
				/* translators: %d: number of responses. */
				_n(
					'%d response moved to the Trash.',
					'%d responses moved to the Trash.',
					changed,
					'userfeedback'
				),
				changed
			);
			break;
		case 'restore':
			done = sprintf(
				/* translators: %d: number of responses. */
				_n(
					'%d response restored from the Trash.',
					'%d responses restored from the Trash.',
					changed,
					'userfeedback'
				),
				changed
			);
			break;
		case 'delete':
			done = sprintf(
				/* translators: %d: number of responses. */
				_n(
					'%d response permanently deleted.',
					'%d responses permanently deleted.',
					changed,
					'userfeedback'
				),
				changed
			);
			break;
	}
	const unchanged = requested - changed;
	if ( unchanged <= 0 ) {
		return done;
	}
	return `${ done } ${ sprintf(
		/* translators: %d: number of responses. */
		_n(
			'%d response was not changed; the list has been reloaded.',
			'%d responses were not changed; the list has been reloaded.',
			unchanged,
			'userfeedback'
		),
		unchanged
	) }`;
}

/**
 * The question before a permanent delete.
 *
 * @param ids The responses to delete.
 */
export function deleteResponsesConfirmation( ids: readonly number[] ): string {
	if ( ids.length === 1 ) {
		return sprintf(
			/* translators: %s: response title, e.g. Response #12. */
			__(
				'Delete %s permanently? Its answers are deleted too. This cannot be undone.',
				'userfeedback'
			),
			responseTitle( ids[ 0 ] )
		);
	}
	return sprintf(
		/* translators: %d: number of responses. */
		_n(
			'Delete %d response permanently? Its answers are deleted too. This cannot be undone.',
			'Delete %d responses permanently? Their answers are deleted too. This cannot be undone.',
			ids.length,
			'userfeedback'
		),
		ids.length
	);
}

/**
 * The device a response came from, as the server stores it (desktop, tablet, mobile).
 *
 * @param device The stored device.
 */
export function deviceLabel( device: string ): string {
	switch ( device ) {
		case 'desktop':
			return __( 'Desktop', 'userfeedback' );
		case 'tablet':
			return __( 'Tablet', 'userfeedback' );
		case 'mobile':
			return __( 'Mobile', 'userfeedback' );
		default:
			return device;
	}
}

/** A detail the server did not record. */
export function unknownLabel(): string {
	return __( 'Unknown', 'userfeedback' );
}
