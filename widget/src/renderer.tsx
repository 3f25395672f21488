/**
 * The renderer: the chunk the loader (loader.ts) fetches once a survey is about to show. Draws
 * the surveys it is handed — the floating one in a host element at the end of <body>, each inline
 * one into its shortcode or block placeholder — every one inside its own open shadow root holding
 * the widget's CSS, so theme CSS and widget CSS cannot clash. Which surveys, and when, the loader
 * has already decided.
 */
import { render } from 'preact';

import { SurveyApp } from './components/SurveyApp';
import { addStyles } from './styles';
import { loadFont } from './theme';
import type { PageSurvey, WidgetBootstrap } from './types';
import type { Mode } from './use-survey-flow';

export const HOST_ID = 'userfeedback-widget-root';
export const INLINE_SELECTOR = '.userfeedback-inline[data-survey-id]';

/**
 * Renders one survey into a new shadow root on `host`.
 *
 * @param host            The element that gets the shadow root.
 * @param survey          The survey.
 * @param bootstrap       The page's widget data.
 * @param mode            Floating, inline or preview.
 * @param win             The window to read and mount into.
 * @param countImpression False for a further placeholder of the same survey.
 * @param startedAt       When a floating survey's timing fired (Date.now()), if earlier.
 * @return The shadow root.
 */
export function renderSurvey(
	host: HTMLElement,
	survey: PageSurvey,
	bootstrap: WidgetBootstrap,
	mode: Mode,
	win: Window,
	countImpression = true,
	startedAt?: number
): ShadowRoot {
	const root = host.shadowRoot ?? host.attachShadow( { mode: 'open' } );
	if ( ! root.firstChild ) {
		addStyles( root, bootstrap.csp_nonce );
		root.appendChild( root.ownerDocument.createElement( 'div' ) );
	}
	loadFont(
		win.document,
		survey.settings.theming.font_url,
		bootstrap.csp_nonce
	);
	render(
		<SurveyApp
			survey={ survey }
			bootstrap={ bootstrap }
			mode={ mode }
			win={ win }
			countImpression={ countImpression }
			startedAt={ startedAt }
		/>,
		root.lastChild as HTMLElement
	);
	return root;
}

/**
 * Draws the inline surveys into every placeholder for each (one impression per survey).
 *
 * @param surveys   The eligible inline surveys.
 * @param bootstrap The page's widget data.
 * @param win       The window to mount into.
 */
export function mountInline(
	surveys: PageSurvey[],
	bootstrap: WidgetBootstrap,
	win: Window
): void {
	for ( const survey of surveys ) {
		let first = true;
		win.document
			.querySelectorAll< HTMLElement >( INLINE_SELECTOR )
			.forEach( ( el ) => {
				if ( el.dataset.surveyId === String( survey.id ) ) {
					renderSurvey(
						el,
						survey,
						bootstrap,
						// Its editors' look at a survey visitors cannot answer: stores nothing.
						survey.preview ? 'inline-preview' : 'inline',
						win,
						first
					);
					first = false;
				}
			} );
	}
}

/**
 * Shows the floating survey, now: its timing has fired.
 *
 * @param survey    The survey.
 * @param bootstrap The page's widget data.
 * @param win       The window to mount into.
 * @param startedAt When its timing fired (Date.now()).
 * @return Its shadow root (the existing one on a second call), or null without a <body>.
 */
export function mountFloating(
	survey: PageSurvey,
	bootstrap: WidgetBootstrap,
	win: Window,
	startedAt?: number
): ShadowRoot | null {
	const doc = win.document;
	const existing = doc.getElementById( HOST_ID );
	if ( existing || ! doc.body ) {
		return existing?.shadowRoot ?? null;
	}
	const host = doc.createElement( 'div' );
	host.id = HOST_ID;
	doc.body.appendChild( host );
	return renderSurvey(
		host,
		survey,
		bootstrap,
		'floating',
		win,
		true,
		startedAt
	);
}
