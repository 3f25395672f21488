/**
 * Mounts the widget once per page: a host element at the end of <body> with an open shadow root
 * holding the widget's CSS and the Preact tree, so theme CSS and widget CSS cannot clash.
 */
import { render } from 'preact';

import css from './widget.css';
import type { WidgetBootstrap } from './types';
import { Widget } from './Widget';

export const HOST_ID = 'userfeedback-widget-root';

function hasSurveys( bootstrap: WidgetBootstrap | null | undefined ): boolean {
	return (
		!! bootstrap &&
		Array.isArray( bootstrap.survey_ids ) &&
		bootstrap.survey_ids.length > 0
	);
}

/**
 * @param bootstrap The page's widget data.
 * @param doc       The document to mount into.
 * @return The widget's shadow root (the existing one on a second call), or null when there is
 *         no survey to show.
 */
export function mount(
	bootstrap: WidgetBootstrap,
	doc: Document
): ShadowRoot | null {
	if ( ! hasSurveys( bootstrap ) || ! doc.body ) {
		return null;
	}

	const existing = doc.getElementById( HOST_ID );
	if ( existing ) {
		return existing.shadowRoot;
	}

	const host = doc.createElement( 'div' );
	host.id = HOST_ID;
	const root = host.attachShadow( { mode: 'open' } );

	const style = doc.createElement( 'style' );
	style.textContent = css;
	root.appendChild( style );

	const container = doc.createElement( 'div' );
	root.appendChild( container );

	doc.body.appendChild( host );
	render( <Widget bootstrap={ bootstrap } />, container );
	return root;
}
