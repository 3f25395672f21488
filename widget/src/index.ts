/**
 * Widget entry (build/widget.js, the loader), loaded deferred on pages with a live survey after
 * PHP's inline `window.userfeedbackWidget`. Exposes nothing to the page.
 */
import { start } from './loader';

if ( window.userfeedbackWidget ) {
	start( window.userfeedbackWidget );
}
