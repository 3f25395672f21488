/**
 * Builders for widget tests: a bootstrap and a survey shaped like PHP prints them.
 */
import { DEFAULT_TEXTS } from './texts';
import type { AddonKey, PageSurvey, Question, WidgetBootstrap } from './types';

/**
 * The add-on flags as PHP prints them (every key), with some active.
 *
 * @param active The add-ons that differ from inactive.
 */
export function addonsFixture(
	active: Partial< Record< AddonKey, boolean > > = {}
): WidgetBootstrap[ 'addons' ] {
	return {
		'question-types': false,
		targeting: false,
		branding: false,
		behavior: false,
		templates: false,
		...active,
	};
}

export function bootstrapFixture(
	overrides: Partial< WidgetBootstrap > = {}
): WidgetBootstrap {
	return {
		is_pro: false,
		is_licensed: false,
		license_type: 'lite',
		addons: addonsFixture(),
		plugin_version: '0.1.0',
		rest_url: 'https://example.test/wp-json/userfeedback/v1/',
		logo_url: 'https://example.test/logo.svg',
		surveys: [],
		inline: [],
		// As PHP prints them: every text (WidgetBootstrap::texts()).
		texts: DEFAULT_TEXTS,
		...overrides,
	};
}

export function question(
	id: string,
	type: Question[ 'type' ],
	overrides: Partial< Question > = {}
): Question {
	return {
		id,
		type,
		title: `Question ${ id }?`,
		settings: { required: false, comment_box: false, randomize: false },
		config: {
			options:
				type === 'radio-button' || type === 'checkbox'
					? [ 'Yes', 'No', 'Maybe' ]
					: [],
		},
		logic: { enabled: false, action: 'show', conditions: [] },
		...overrides,
	};
}

export function surveyFixture(
	id: number,
	questions: Question[],
	overrides: Partial< PageSurvey > = {}
): PageSurvey {
	return {
		id,
		title: `Survey ${ id }`,
		type: '',
		cookie_name: `userfeedback-${ id }`,
		nonce: `token-${ id }`,
		language: 'en_US',
		questions,
		settings: {
			thank_you: {
				type: 'message',
				message: 'Thanks for your feedback!',
				redirect_url: '',
			},
			targeting: {
				devices: [ 'desktop', 'tablet', 'mobile' ],
				pages: 'all',
				page_rules: [],
			},
			behavior: {
				timing: 'immediate',
				timing_delay: 20,
				display_length: 'until_response',
				run_time: 'indefinitely',
				expire_at: null,
				start_minimized: false,
				save_partial: false,
				ignore_cooldown: false,
				sample_percent: 100,
			},
			theming: {
				color_scheme: 'light',
				widget_color: '#ffffff',
				text_color: '#23282D',
				button_color: '#2D87F1',
				button_text_color: '#ffffff',
				font: { family: '', weight: '' },
				font_url: '',
				position: 'bottom_right',
				widget_toggle_text: '',
				widget_toggle_icon: 'field-userfeedback',
				// As the server sends it (Frontend/ToggleIcons.php).
				widget_toggle_path:
					'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8.5 11.5a4 4 0 0 0 7 0',
				widget_toggle_color: '#23282D',
				toggle_text_color: '#ffffff',
				logo_type: 'none',
				custom_logo: '',
				start_minimized: false,
				// As the server sends them: the translated defaults (WidgetTheming).
				skip_text: 'Skip',
				next_text: 'Next',
			},
		},
		...overrides,
	};
}

/**
 * Removes every cookie jsdom holds for the page.
 * @param doc The page.
 */
export function clearCookies( doc: Document ): void {
	for ( const part of doc.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			doc.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

/**
 * A one-question survey that takes one answer per browser, as the server sends it.
 *
 * @param id        The survey id.
 * @param overrides Fields over it (e.g. the server's `closed`).
 */
export function oncePerBrowserSurvey(
	id: number,
	overrides: Partial< PageSurvey > = {}
): PageSurvey {
	const base = surveyFixture( id, [ question( 'a', 'radio-button' ) ] );
	return {
		...base,
		settings: {
			...base.settings,
			behavior: { ...base.settings.behavior, once_per: 'browser' },
		},
		...overrides,
	};
}
