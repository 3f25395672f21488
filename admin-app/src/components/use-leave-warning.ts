/**
 * Asks before the page is left (reload, a wp-admin menu link, closing the tab) while there are
 * unsaved changes: the builder and the settings area share it. The browser shows its own
 * wording; returnValue is set for the browsers that still need it.
 */
import { useEffect } from 'react';

/**
 * @param dirty Whether there are unsaved changes.
 */
export function useLeaveWarning( dirty: boolean ): void {
	useEffect( () => {
		if ( ! dirty ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ dirty ] );
}
