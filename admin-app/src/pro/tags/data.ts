/**
 * Tags and notes on responses (Pro; docs/decisions.md "Tags and notes"): the survey's
 * tags with their counts, replacing one response's tags, adding or removing tags on many, and a
 * response's notes. Tag changes invalidate the reporting queries (lists and responses carry
 * `tags`, results count them); note changes only the response's notes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { __, sprintf } from '@wordpress/i18n';

import { request, type ApiError } from '../../data/api';
import {
	NOTE_MAX_LENGTH,
	TAG_MAX_LENGTH,
	TAGS_PER_RESPONSE,
	type ResponseNote as ResponseNoteAnswer,
	type RestAnswers,
	type SurveyTags,
} from '@userfeedback/contract';
import { queryKeys } from '../../data/query-keys';
import { SURVEYS_PATH } from '../../data/use-surveys';

// The server's limits (pro/src/Tags: TagRules, NotesController), through the contract.
export { NOTE_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_PER_RESPONSE };

export type TagCount = SurveyTags[ number ];

/**
 * A note: plain text (render it as text, never as HTML), its dates ISO 8601 with the site's
 * offset (or null), and whether the current user may edit or delete it (its author, or an
 * administrator).
 */
export type ResponseNote = ResponseNoteAnswer;

export type NoteAuthor = ResponseNote[ 'author' ];

/*
 * Keys under `reporting`, so anything that changes counts (trash, restore, delete) refetches the
 * survey's tags too.
 */
export const tagKeys = {
	surveyTags: ( surveyId: number ) =>
		[ ...queryKeys.reporting, 'tags', surveyId ] as const,
	notes: ( surveyId: number, responseId: number ) =>
		[ ...queryKeys.reporting, 'notes', surveyId, responseId ] as const,
};

/**
 * A tag as the server stores it: trimmed, inner white space made one space, lower case.
 *
 * @param tag As typed.
 */
export function normaliseTag( tag: string ): string {
	return tag.trim().replace( /\s+/gu, ' ' ).toLowerCase();
}

/**
 * Why a normalised tag would be refused, or null when it is fine (the server decides in the end).
 *
 * @param tag Normalised tag.
 */
export function tagError( tag: string ): string | null {
	if ( tag === '' ) {
		return __( 'Type a tag first.', 'userfeedback' );
	}
	if ( [ ...tag ].length > TAG_MAX_LENGTH ) {
		return sprintf(
			/* translators: %d: most characters a tag may have. */
			__( 'A tag can have at most %d characters.', 'userfeedback' ),
			TAG_MAX_LENGTH
		);
	}
	if ( ! /^[\p{L}\p{M}\p{N} _-]+$/u.test( tag ) ) {
		return __(
			'Use only letters, digits, spaces, hyphens and underscores.',
			'userfeedback'
		);
	}
	return null;
}

const base = ( surveyId: number ) => `${ SURVEYS_PATH }/${ surveyId }`;

/**
 * The survey's tags, most used first (suggestions, the list's tag filter).
 *
 * @param surveyId        The survey.
 * @param options         Query options.
 * @param options.enabled False to fetch nothing.
 */
export function useSurveyTags(
	surveyId: number,
	{ enabled = true }: { enabled?: boolean } = {}
) {
	return useQuery< TagCount[], ApiError >( {
		queryKey: tagKeys.surveyTags( surveyId ),
		queryFn: ( { signal } ) =>
			request< SurveyTags >( {
				path: `${ base( surveyId ) }/tags`,
				signal,
			} ),
		enabled,
		staleTime: 30_000,
	} );
}

function useInvalidateReporting() {
	const queryClient = useQueryClient();
	return () =>
		queryClient.invalidateQueries( { queryKey: queryKeys.reporting } );
}

export interface SaveTagsVariables {
	surveyId: number;
	responseId: number;
	tags: string[];
}

/** Replaces one response's tags; resolves with the stored set. */
export function useSaveTags() {
	const invalidate = useInvalidateReporting();
	return useMutation< string[], ApiError, SaveTagsVariables >( {
		mutationFn: async ( { surveyId, responseId, tags } ) => {
			const saved = await request<
				RestAnswers[ 'POST /surveys/{id}/responses/{response_id}/tags' ]
			>( {
				path: `${ base( surveyId ) }/responses/${ responseId }/tags`,
				method: 'POST',
				data: { tags },
			} );
			return saved.tags;
		},
		onSettled: invalidate,
	} );
}

export interface BulkTagsVariables {
	surveyId: number;
	responseIds: number[];
	add: string[];
	remove: string[];
}

/** Adds and removes tags on many responses, all or nothing; resolves with the ids changed. */
export function useBulkTags() {
	const invalidate = useInvalidateReporting();
	return useMutation< number[], ApiError, BulkTagsVariables >( {
		mutationFn: async ( { surveyId, responseIds, add, remove } ) => {
			const changed = await request<
				RestAnswers[ 'POST /surveys/{id}/responses/tags' ]
			>( {
				path: `${ base( surveyId ) }/responses/tags`,
				method: 'POST',
				data: { response_ids: responseIds, add, remove },
			} );
			return changed.response_ids;
		},
		onSettled: invalidate,
	} );
}

/**
 * A response's notes, oldest first.
 *
 * @param surveyId   The survey.
 * @param responseId The response.
 */
export function useResponseNotes( surveyId: number, responseId: number ) {
	return useQuery< ResponseNote[], ApiError >( {
		queryKey: tagKeys.notes( surveyId, responseId ),
		queryFn: ( { signal } ) =>
			request<
				RestAnswers[ 'GET /surveys/{id}/responses/{response_id}/notes' ]
			>( {
				path: `${ base( surveyId ) }/responses/${ responseId }/notes`,
				signal,
			} ),
	} );
}

/** The note added or edited, or the deleted one as `previous`. */
type NoteChangeAnswer =
	| RestAnswers[ 'POST /surveys/{id}/responses/{response_id}/notes' ]
	| RestAnswers[ 'DELETE /surveys/{id}/responses/{response_id}/notes/{note_id}' ];

export type NoteChange =
	| { kind: 'add'; note: string }
	| { kind: 'edit'; id: number; note: string }
	| { kind: 'delete'; id: number };

/**
 * Adds, edits or deletes a note of the response, then refetches its notes.
 *
 * @param surveyId   The survey.
 * @param responseId The response.
 */
export function useNoteChange( surveyId: number, responseId: number ) {
	const queryClient = useQueryClient();
	const path = `${ base( surveyId ) }/responses/${ responseId }/notes`;
	return useMutation< NoteChangeAnswer, ApiError, NoteChange >( {
		mutationFn: ( change ) => {
			if ( change.kind === 'add' ) {
				return request< NoteChangeAnswer >( {
					path,
					method: 'POST',
					data: { note: change.note },
				} );
			}
			if ( change.kind === 'edit' ) {
				return request< NoteChangeAnswer >( {
					path: `${ path }/${ change.id }`,
					method: 'PUT',
					data: { note: change.note },
				} );
			}
			return request< NoteChangeAnswer >( {
				path: `${ path }/${ change.id }`,
				method: 'DELETE',
			} );
		},
		onSettled: () =>
			queryClient.invalidateQueries( {
				queryKey: tagKeys.notes( surveyId, responseId ),
			} ),
	} );
}
