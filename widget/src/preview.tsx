/**
 * Preview mode for the admin (survey builder, widget customiser, the survey block's editor): a
 * separate bundle, build/widget-preview.js, that sets `window.userfeedbackPreview`. The admin
 * renders the real widget with it — forced active and open, live updates on every call, nothing
 * saved. With `{ inline: true }` it has the look of a survey placed in the content (no toggle,
 * no minimise, no Close), as the block shows it where visitors will answer it.
 */
import { render } from 'preact';

import { renderSurvey } from './mount';
import { texts } from './texts';
import { TOGGLE_ICONS } from './toggle-icons';
import type { PageSurvey, WidgetBootstrap } from './types';

/**
 * The admin's theming names the icon; the widget draws the path the server would send.
 * @param survey The survey as the admin has it.
 */
function withTogglePath( survey: PageSurvey ): PageSurvey {
	const { theming } = survey.settings;
	return {
		...survey,
		settings: {
			...survey.settings,
			theming: {
				...theming,
				widget_toggle_path:
					TOGGLE_ICONS[ theming.widget_toggle_icon ] ??
					TOGGLE_ICONS[ 'field-userfeedback' ],
			},
		},
	};
}

export interface PreviewHandle {
	/** Re-renders with a changed survey or settings (live updates). */
	update: ( survey: PageSurvey, bootstrap: WidgetBootstrap ) => void;
	unmount: () => void;
}

export interface PreviewOptions {
	/** The inline look (a shortcode or block survey) instead of the floating one. */
	inline?: boolean;
}

export function mountPreview(
	host: HTMLElement,
	survey: PageSurvey,
	bootstrap: WidgetBootstrap,
	options: PreviewOptions = {}
): PreviewHandle {
	const win = host.ownerDocument.defaultView ?? window;
	const mode = options.inline ? 'inline-preview' : 'preview';
	// The widget reads complete texts (SurveyApp); an admin screen's bootstrap may carry some.
	const show = ( next: PageSurvey, nextBootstrap: WidgetBootstrap ) =>
		renderSurvey(
			host,
			withTogglePath( next ),
			{ ...nextBootstrap, texts: texts( nextBootstrap.texts ) },
			mode,
			win
		);
	const root = show( survey, bootstrap );
	return {
		update: show,
		unmount: () => render( null, root.lastChild as HTMLElement ),
	};
}

declare global {
	interface Window {
		userfeedbackPreview?: { mount: typeof mountPreview };
	}
}

window.userfeedbackPreview = { mount: mountPreview };
