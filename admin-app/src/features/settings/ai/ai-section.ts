/**
 * The AI provider settings as a section of the settings form (Settings → Misc → AI Summary).
 * They live behind their own route (`GET/POST ai-settings`), but the admin sees one tab with one
 * Save Settings: the settings form holds this section's draft (so switching tabs keeps it) and
 * its Save also sends this section when it has changes (review item 4: a provider chosen and
 * then "Save Settings" used to be lost silently).
 *
 * The settings are fetched only once the section is shown (`activate()`), and only on a site
 * with the plan (Pro with a pro or elite licence); without it nothing is ever dirty.
 */
import { useCallback, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

import type { ApiError } from '../../../data/api';
import { hasProPlan } from '../../../data/entitlements';
import {
	useAiSettings,
	useSaveAiSettings,
	type AiSettings,
} from '../../../data/use-ai';
import { useEntitlements } from '../../../data/use-entitlements';
import {
	changesFrom,
	draftFrom,
	fieldErrorsFrom,
	type AiSettingsDraft,
	type FieldErrors,
} from './ai-form';

/** What saving the section did: nothing to save, saved, or refused with field messages. */
export type AiSaveResult = 'none' | 'saved' | 'invalid';

export interface AiSection {
	/** Whether the site has the plan (otherwise the section shows the upgrade prompt). */
	allowed: boolean;
	query: UseQueryResult< AiSettings, ApiError >;
	/** The form's values; null until the saved settings are loaded. */
	draft: AiSettingsDraft | null;
	errors: FieldErrors;
	/** Whether the draft holds a change not yet saved. */
	isDirty: boolean;
	isSaving: boolean;
	/** Loads the saved settings (the section is on screen). */
	activate: () => void;
	update: ( changes: Partial< AiSettingsDraft > ) => void;
	/**
	 * Sends the draft's changes, if any. Rejects (with the ApiError) on a failure other than the
	 * fields; field messages are kept in `errors`.
	 */
	save: () => Promise< AiSaveResult >;
}

/**
 * Whether a draft would change the saved settings (what `changesFrom()` sends differs).
 *
 * @param draft    The form.
 * @param settings The saved settings.
 */
export function aiDraftChanged(
	draft: AiSettingsDraft,
	settings: AiSettings
): boolean {
	const changes = changesFrom( draft, settings );
	if ( 'api_key' in changes ) {
		return true;
	}
	return (
		Object.keys( changes ) as Array<
			Exclude< keyof typeof changes, 'api_key' >
		>
	 ).some( ( key ) => changes[ key ] !== settings[ key ] );
}

export function useAiSection(): AiSection {
	const { data: entitlements } = useEntitlements();
	const allowed = hasProPlan( entitlements );
	const [ active, setActive ] = useState( false );
	const query = useAiSettings( allowed && active );
	const mutation = useSaveAiSettings();
	const [ edited, setEdited ] = useState< AiSettingsDraft | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const settings = query.data;
	const draft = edited ?? ( settings ? draftFrom( settings ) : null );
	const isDirty = Boolean(
		allowed && settings && edited && aiDraftChanged( edited, settings )
	);

	const activate = useCallback( () => setActive( true ), [] );

	const update = useCallback(
		( changes: Partial< AiSettingsDraft > ) => {
			if ( ! settings ) {
				return;
			}
			setEdited( ( current ) => ( {
				...( current ?? draftFrom( settings ) ),
				...changes,
			} ) );
			// An edited field's message goes away; the others stay until the next save.
			setErrors( ( old ) => {
				const keys = Object.keys( changes ).filter(
					( key ) => key in old
				);
				if ( keys.length === 0 ) {
					return old;
				}
				const next = { ...old };
				keys.forEach(
					( key ) => delete next[ key as keyof FieldErrors ]
				);
				return next;
			} );
		},
		[ settings ]
	);

	const { mutateAsync } = mutation;
	const save = useCallback( async (): Promise< AiSaveResult > => {
		if ( ! isDirty || ! settings || ! edited ) {
			return 'none';
		}
		try {
			await mutateAsync( changesFrom( edited, settings ) );
		} catch ( error ) {
			const fields = fieldErrorsFrom( error );
			setErrors( fields );
			if ( Object.keys( fields ).length > 0 ) {
				return 'invalid';
			}
			throw error;
		}
		// The saved settings (the query's data now) are the form's values again.
		setEdited( null );
		setErrors( {} );
		return 'saved';
	}, [ isDirty, settings, edited, mutateAsync ] );

	const isSaving = mutation.isPending;
	return useMemo(
		() => ( {
			allowed,
			query,
			draft,
			errors,
			isDirty,
			isSaving,
			activate,
			update,
			save,
		} ),
		[
			allowed,
			query,
			draft,
			errors,
			isDirty,
			isSaving,
			activate,
			update,
			save,
		]
	);
}
