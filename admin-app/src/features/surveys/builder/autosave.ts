/**
 * When the builder stores a survey by itself, without React (BuilderContext runs it):
 *
 * - a new survey is stored as a draft after its first edit; choosing a template is not one (the
 *   setup step never saves, so browsing templates leaves nothing behind);
 * - a draft's later edits are stored a moment after the owner stops (AUTOSAVE_DELAY_MS);
 * - a published survey, live or scheduled, is never autosaved: what visitors see changes only
 *   when its owner saves. Its unsaved edits are kept for the tab instead (builder-run.ts).
 *
 * Saves go one after another (SaveQueue): an edit or a Save that comes while the first save of a
 * new survey is on its way waits for it and then updates the survey it created, never a second.
 */
import type { Survey } from '../../../data/survey-types';
import { stepProblems } from './steps';

/** How long after the last edit a draft is stored. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Whether the builder autosaves a survey: one not stored yet, or a stored draft.
 *
 * @param stored The survey as last loaded or saved; null before its first save.
 */
export function autosaves( stored: Survey | null ): boolean {
	return stored === null || stored.status === 'draft';
}

/**
 * What keeps the draft from being stored as it is: what the server refuses in any save (a title,
 * settings and e-mail addresses within their rules), never what only blocks publishing (a draft
 * may hold questions still being written). Empty when it can be stored.
 *
 * @param effective The draft as a save would send it (forSave()).
 */
export function autosaveBlockers( effective: Survey ): string[] {
	return [
		...new Set( [
			...stepProblems( 'settings', effective, true ),
			...stepProblems( 'notifications', effective, true ),
		] ),
	];
}

export interface AutosaveFacts {
	/** This builder autosaves at all (the app's builder does; isolated steps in tests do not). */
	enabled: boolean;
	/** On the setup step: choosing a template is not saved. */
	paused: boolean;
	draft: Survey;
	/** The draft as a save would send it. */
	effective: Survey;
	stored: Survey | null;
	/** The JSON of the survey as last loaded or saved (the draft is unsaved when it differs). */
	baseline: string;
	/** The JSON of a new survey before its first edit (after its template was applied). */
	pristine: string;
}

/**
 * Whether the draft is to be autosaved now.
 *
 * @param facts What the builder knows.
 */
export function wantsAutosave( facts: AutosaveFacts ): boolean {
	if ( ! facts.enabled || facts.paused || ! autosaves( facts.stored ) ) {
		return false;
	}
	const json = JSON.stringify( facts.draft );
	if ( json === facts.baseline ) {
		return false;
	}
	if ( facts.stored === null && json === facts.pristine ) {
		return false;
	}
	return autosaveBlockers( facts.effective ).length === 0;
}

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * What the draft becomes once a save is answered: the stored survey, except where the owner
 * changed something while the save was on its way (those edits are kept, and stay unsaved).
 * Compared field by field, so an edit of one setting does not carry the rest of the draft's old
 * values over what the server stored (a priority Display Order changed meanwhile, say).
 *
 * @param stored  What the server stored.
 * @param sent    The draft the save was made from.
 * @param current The draft now.
 */
export function keepEdits< T >( stored: T, sent: T, current: T ): T {
	if ( JSON.stringify( current ) === JSON.stringify( sent ) ) {
		return stored;
	}
	if (
		isPlainObject( stored ) &&
		isPlainObject( sent ) &&
		isPlainObject( current )
	) {
		const merged: Record< string, unknown > = { ...stored };
		for ( const key of Object.keys( current ) ) {
			merged[ key ] = keepEdits(
				stored[ key ],
				sent[ key ],
				current[ key ]
			);
		}
		return merged as T;
	}
	return current;
}

/** Runs saves one after another, each once every save queued before it has settled. */
export class SaveQueue {
	private tail: Promise< unknown > = Promise.resolve();

	/**
	 * @param job The save; it reads the draft and the survey's id when its turn comes.
	 */
	run< T >( job: () => Promise< T > ): Promise< T > {
		const result = this.tail.then( job, job );
		this.tail = result.catch( () => undefined );
		return result;
	}
}
