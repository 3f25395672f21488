/**
 * Widget entry, loaded deferred on pages with an eligible survey after PHP's inline
 * `window.userfeedbackWidget`. Exposes nothing to the page.
 */
import { mount } from './mount';

if ( window.userfeedbackWidget ) {
	mount( window.userfeedbackWidget, window );
}
