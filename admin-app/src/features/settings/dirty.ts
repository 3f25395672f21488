/**
 * Whether the settings draft differs from what the server holds: the settings area warns before
 * the page is left with such changes (as the survey builder does). Values are compared by content,
 * objects key by key, so a font picked again ({ weight, family } built in another order) or a
 * list rebuilt with the same entries is not a change.
 */
import type { Settings } from '../../data/use-settings';

/**
 * Deep equality for JSON-like values.
 *
 * @param a One value.
 * @param b The other.
 */
export function sameValue( a: unknown, b: unknown ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( Array.isArray( a ) || Array.isArray( b ) ) {
		return (
			Array.isArray( a ) &&
			Array.isArray( b ) &&
			a.length === b.length &&
			a.every( ( item, index ) => sameValue( item, b[ index ] ) )
		);
	}
	if (
		typeof a !== 'object' ||
		typeof b !== 'object' ||
		a === null ||
		b === null
	) {
		return false;
	}
	const left = a as Record< string, unknown >;
	const right = b as Record< string, unknown >;
	const keys = new Set( [ ...Object.keys( left ), ...Object.keys( right ) ] );
	return [ ...keys ].every( ( key ) =>
		sameValue( left[ key ], right[ key ] )
	);
}

/**
 * Whether the admin changed something not yet saved. An unset automatic_updates that the Misc tab
 * filled with its default ('none', spec §4) is not the admin's change.
 *
 * @param draft The screen's values.
 * @param saved The server's values.
 */
export function settingsChanged( draft: Settings, saved: Settings ): boolean {
	const keys = new Set( [
		...Object.keys( draft ),
		...Object.keys( saved ),
	] ) as Set< keyof Settings >;
	return [ ...keys ].some( ( key ) => {
		if (
			key === 'automatic_updates' &&
			saved.automatic_updates === '' &&
			draft.automatic_updates === 'none'
		) {
			return false;
		}
		return ! sameValue( draft[ key ], saved[ key ] );
	} );
}
