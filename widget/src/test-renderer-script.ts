/**
 * What a browser does with the renderer's script tag, for tests through the loader: jsdom loads
 * no scripts, so this runs renderer-entry.ts (the renderer's real entry, which sets
 * `window.userfeedbackRenderer`) and fires the tag's load event, as the browser would.
 */
export function serveRendererScripts(): () => void {
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				if (
					node instanceof HTMLScriptElement &&
					node.src.includes( 'widget-renderer.' )
				) {
					void import( './renderer-entry' ).then( () =>
						node.dispatchEvent( new Event( 'load' ) )
					);
				}
			} );
		}
	} );
	observer.observe( document.head, { childList: true } );
	return () => observer.disconnect();
}
