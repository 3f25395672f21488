/**
 * Preview mode for the admin (survey builder, widget customiser, the survey block's editor): a
 * separate bundle, build/widget-preview.js, that sets `window.userfeedbackPreview`. The admin
 * renders the real widget with it — forced active and open, live updates on every call, nothing
 * saved. With `{ inline: true }` it has the look of a survey placed in the content (no toggle,
 * no minimise, no Close), as the block shows it where visitors will answer it.
 */
import { render } from 'preact';

import { readableOn } from './contrast';
import { DEFAULT_FONTS_URL, fontUrl } from './font-url';
import { gatedQuestion } from './logic/questions';
import { renderSurvey } from './renderer';
import { type Texts, texts } from './texts';
import { TOGGLE_ICONS } from './toggle-icons';
import type { PageSurvey, WidgetBootstrap } from './types';

/**
 * What the server decides for a visitor's page, from the survey as the admin has it: the toggle
 * icon's path, the text colours on the button and the toggle, the font's stylesheet, the default
 * texts of empty labels, and the question settings the question-types add-on gates
 * (WidgetBootstrap, WidgetTheming).
 * @param survey    The survey as the admin has it.
 * @param bootstrap The admin's bootstrap, its texts complete.
 */
function asServerSends(
	survey: PageSurvey,
	bootstrap: WidgetBootstrap & { texts: Texts }
): PageSurvey {
	const { theming, thank_you: thankYou } = survey.settings;
	const { font } = theming;
	const t = bootstrap.texts;
	return {
		...survey,
		questions: survey.questions.map( ( q ) =>
			gatedQuestion( q, bootstrap )
		),
		settings: {
			...survey.settings,
			theming: {
				...theming,
				widget_toggle_path:
					TOGGLE_ICONS[ theming.widget_toggle_icon ] ??
					TOGGLE_ICONS[ 'field-userfeedback' ],
				button_text_color: readableOn( theming.button_color ),
				toggle_text_color: readableOn( theming.widget_toggle_color ),
				font_url: fontUrl(
					bootstrap.fonts_url ?? DEFAULT_FONTS_URL,
					font.family,
					font.weight
				),
				skip_text: theming.skip_text || t.skip,
				next_text: theming.next_text || t.next,
			},
			thank_you: {
				...thankYou,
				message: thankYou.message || t.thanks,
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
	const show = ( next: PageSurvey, nextBootstrap: WidgetBootstrap ) => {
		const full = {
			...nextBootstrap,
			texts: texts( nextBootstrap.texts ),
		};
		return renderSurvey(
			host,
			asServerSends( next, full ),
			full,
			mode,
			win
		);
	};
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
