/**
 * The surveys created in the current builder run of this browser tab. A new survey gets its id on
 * its first save and the builder moves to `/edit/{id}/…`; the spec's "a new survey … opens the
 * publish step with status preset to publish" must still hold there, after any number of draft
 * saves and after a reload. sessionStorage keeps the ids for the tab (a reload keeps them); the
 * builder forgets an id when the run ends inside the app (Close, publishing, leaving for the list).
 */
const KEY = 'userfeedback-builder-created';

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
