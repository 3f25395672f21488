/**
 * Freezes a value and everything in it, so a test fails if the code under test mutates its input.
 *
 * @param value The value to freeze (returned as is).
 */
export function deepFreeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( deepFreeze );
		Object.freeze( value );
	}
	return value;
}
