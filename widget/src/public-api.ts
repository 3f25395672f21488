/**
 * The page's JavaScript API, `window.userfeedback` (docs/hooks.md "JavaScript API"): the site's
 * own code calls its methods, before or after the widget has loaded. Before, the documented
 * snippet makes each method push `[ name, ...args ]` onto `window.userfeedback.q`; when the
 * loader runs, each module installs its method here and the calls queued for it are replayed in
 * order. Calls for a method no module installed stay queued. In the loader: tiny, and what it
 * answers to (a trigger, the visitor's attributes) must work before a survey shows.
 */

/** What the page may hold at `window.userfeedback`. */
type Host = { userfeedback?: Record< string, unknown > & { q?: unknown[][] } };

/**
 * Installs `window.userfeedback[ name ]` and runs the calls queued for it, in their order; calls
 * for other methods stay queued. A queue the page mangled is left alone rather than breaking
 * the widget.
 *
 * @param win  The window.
 * @param name The method's name, e.g. 'show'.
 * @param fn   The method.
 */
export function exposeMethod(
	win: Window,
	name: string,
	fn: ( ...args: unknown[] ) => void
): void {
	const api = ( ( win as unknown as Host ).userfeedback ||= {} );
	api[ name ] = fn;
	try {
		// A call of this method runs (`void` makes it falsy) and leaves the queue.
		api.q = ( api.q ?? [] ).filter(
			( call ) => call[ 0 ] !== name || void fn( ...call.slice( 1 ) )
		);
	} catch {}
}
