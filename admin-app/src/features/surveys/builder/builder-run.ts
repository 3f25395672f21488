/**
 * What the builder keeps for this browser tab in sessionStorage, which a reload keeps:
 *
 * - The surveys created in the current builder run. A new survey gets its id on its first save
 *   and the builder moves to `/edit/{id}/…`; the spec's "a new survey … opens the publish step
 *   with status preset to publish" must still hold there, after any number of draft saves and
 *   after a reload. The builder forgets an id when the run ends inside the app (Close,
 *   publishing, leaving for the list).
 * - The edits it has not stored yet, per survey ('new' for one without an id): a published
 *   survey is saved only when its owner says so, and a draft's autosave waits a moment, so a
 *   reload would lose them; the builder offers them back when the survey is opened again.
 */
import type { Survey } from '../../../data/survey-types';

const KEY = 'userfeedback-builder-created';
const UNSAVED_PREFIX = 'userfeedback-builder-unsaved-';

function read(): number[] {
	try {
		const value: unknown = JSON.parse(
			window.sessionStorage.getItem( KEY ) ?? '[]'
		);
		return Array.isArray( value )
			? value.filter( ( id ): id is number => Number.isInteger( id ) )
			: [];
	} catch {
		// Storage blocked or corrupt: the run is simply not remembered across reloads.
		return [];
	}
}

function write( ids: number[] ): void {
	try {
		window.sessionStorage.setItem( KEY, JSON.stringify( ids ) );
	} catch {
		// Storage blocked or full: as above.
	}
}

/**
 * Remembers that this run created a survey.
 *
 * @param id The new survey's id.
 */
export function rememberCreated( id: number ): void {
	const ids = read();
	if ( ! ids.includes( id ) ) {
		write( [ ...ids, id ] );
	}
}

/**
 * Whether this tab's builder run created a survey.
 *
 * @param id The survey's id.
 */
export function wasCreatedInRun( id: number ): boolean {
	return read().includes( id );
}

/**
 * Ends the run for a survey: opened later, it is an existing survey.
 *
 * @param id The survey's id.
 */
export function forgetCreated( id: number ): void {
	write( read().filter( ( known ) => known !== id ) );
}

/** Which survey's edits: its id, or 'new' before its first save. */
export type UnsavedKey = number | 'new';

/** Edits the builder had not stored when the page went away. */
export interface UnsavedEdits {
	/** The draft as the owner left it. */
	draft: Survey;
	/** The survey as stored when the edits were kept; null before its first save. */
	base: Survey | null;
	/** The first save was on its way: the survey may be stored already, without its id known. */
	creating: boolean;
}

function isSurveyLike( value: unknown ): value is Survey {
	return (
		typeof value === 'object' &&
		value !== null &&
		Array.isArray( ( value as Survey ).questions ) &&
		typeof ( value as Survey ).settings === 'object' &&
		typeof ( value as Survey ).notifications === 'object'
	);
}

/**
 * Keeps a survey's unsaved edits for the tab.
 *
 * @param key   The survey's id, or 'new'.
 * @param edits The edits.
 */
export function keepUnsaved( key: UnsavedKey, edits: UnsavedEdits ): void {
	try {
		window.sessionStorage.setItem(
			UNSAVED_PREFIX + key,
			JSON.stringify( edits )
		);
	} catch {
		// Storage blocked or full: the leave warning still asks before a reload.
	}
}

/**
 * A survey's unsaved edits kept in this tab, or null.
 *
 * @param key The survey's id, or 'new'.
 */
export function unsavedEdits( key: UnsavedKey ): UnsavedEdits | null {
	try {
		const value: unknown = JSON.parse(
			window.sessionStorage.getItem( UNSAVED_PREFIX + key ) ?? 'null'
		);
		if (
			typeof value !== 'object' ||
			value === null ||
			! isSurveyLike( ( value as UnsavedEdits ).draft )
		) {
			return null;
		}
		const { draft, base, creating } = value as UnsavedEdits;
		return {
			draft,
			base: isSurveyLike( base ) ? base : null,
			creating: creating === true,
		};
	} catch {
		return null;
	}
}

/**
 * Forgets a survey's unsaved edits (stored, restored or discarded).
 *
 * @param key The survey's id, or 'new'.
 */
export function forgetUnsaved( key: UnsavedKey ): void {
	try {
		window.sessionStorage.removeItem( UNSAVED_PREFIX + key );
	} catch {
		// Storage blocked: nothing was kept.
	}
}
