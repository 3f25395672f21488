/**
 * Preview mode for the admin (survey builder, widget customiser): a separate bundle,
 * build/widget-preview.js, that sets `window.userfeedbackPreview`. The admin renders the real
 * widget with it — forced active and open, live updates on every call, nothing saved.
 */
import { render } from 'preact';

import { renderSurvey } from './mount';
import type { PageSurvey, WidgetBootstrap } from './types';

export interface PreviewHandle {
	/** Re-renders with a changed survey or settings (live updates). */
	update: ( survey: PageSurvey, bootstrap: WidgetBootstrap ) => void;
	unmount: () => void;
}

export function mountPreview(
	host: HTMLElement,
	survey: PageSurvey,
	bootstrap: WidgetBootstrap
): PreviewHandle {
	const win = host.ownerDocument.defaultView ?? window;
	const root = renderSurvey( host, survey, bootstrap, 'preview', win );
	return {
		update: ( next, nextBootstrap ) =>
			renderSurvey( host, next, nextBootstrap, 'preview', win ),
		unmount: () => render( null, root.lastChild as HTMLElement ),
	};
}

declare global {
	interface Window {
		userfeedbackPreview?: { mount: typeof mountPreview };
	}
}

window.userfeedbackPreview = { mount: mountPreview };
