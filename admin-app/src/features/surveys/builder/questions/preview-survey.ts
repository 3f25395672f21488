/**
 * The draft survey in the shape the real widget renders (widget/src/types.ts PageSurvey and
 * WidgetBootstrap), for the builder's Preview. Pure: the same draft always gives the same preview.
 *
 * - The draft first goes through resetInactiveFeatures(), so the preview shows what saving would
 *   store on this site (no Pro toggles in Lite, the default thank-you message in Lite, …).
 * - Theming: the site's widget look (Settings → Widget) as the server resolves it for visitors
 *   (the globals' `widget_theming`, from src/Frontend/WidgetTheming.php; the spec defaults when
 *   absent); a survey's own theming replaces it only with a licence and the branding add-on,
 *   with the same fallbacks as the server.
 * - Each question's settings travel whole, its type's own included (WidgetBootstrap sends them).
 * - Jump logic travels as the page gets it: only with the question-types add-on.
 * - The types are the widget's own (type-only import: nothing of the widget is bundled).
 */
import { __ } from '@wordpress/i18n';

import type {
	PageSurvey,
	Theming,
	WidgetBootstrap,
} from '../../../../../../widget/src/types';
import { addonActive } from '../../../../data/entitlements';
import type {
	Entitlements,
	SiteGlobals,
	SiteWidgetTheming,
} from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import { isRtl } from '../../../../data/languages';
import { defaultThankYouMessage, resetInactiveFeatures } from '../survey';
import { surveyInLanguage } from '../translations/survey-in-language';
import { jumpsOf } from './jumps';

export type { PageSurvey, WidgetBootstrap };

/** The spec's colour presets (configuration.md §3 "Theme presets"). */
const PRESETS = {
	light: {
		widget_color: '#ffffff',
		text_color: '#23282D',
		button_color: '#2D87F1',
	},
	dark: {
		widget_color: '#333333',
		text_color: '#ffffff',
		button_color: '#2D87F1',
	},
} as const;

const POSITIONS: readonly Theming[ 'position' ][] = [
	'bottom_left',
	'bottom_right',
	'middle_left',
	'middle_right',
];

/** The cookie name of the preview (never written: preview mode saves nothing). */
export const PREVIEW_COOKIE = 'userfeedback-preview';

/** The site's default widget look (configuration.md §9 "Defaults"). */
export function defaultTheming(): Theming {
	return {
		color_scheme: 'light',
		...PRESETS.light,
		font: { family: '', weight: '' },
		position: 'bottom_right',
		widget_toggle_text: '',
		widget_toggle_icon: 'field-userfeedback',
		widget_toggle_color: '#23282D',
		logo_type: 'none',
		custom_logo: '',
		start_minimized: false,
		skip_text: __( 'Skip', 'userfeedback' ),
		next_text: __( 'Next', 'userfeedback' ),
	};
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function text( value: unknown ): string {
	return typeof value === 'string' ? value.trim() : '';
}

function color( value: unknown, fallback: string ): string {
	return typeof value === 'string' && HEX.test( value ) ? value : fallback;
}

/**
 * The widget look of a survey: its own theming with branding (licence and branding add-on), else
 * the site's look.
 *
 * @param theming The survey's theming (null: the site's).
 * @param ent     The site's entitlements.
 * @param site    The site's widget look as the server resolved it (default: the spec defaults).
 */
export function previewTheming(
	theming: Survey[ 'settings' ][ 'theming' ],
	ent: Entitlements,
	site?: SiteWidgetTheming
): Theming {
	const base = defaultTheming();
	if ( ! theming || ! addonActive( ent, 'branding' ) ) {
		return site
			? { ...site, font: { ...site.font }, start_minimized: false }
			: base;
	}
	const scheme = theming.color_scheme === 'dark' ? 'dark' : 'light';
	const preset = PRESETS[ scheme ];
	const position =
		POSITIONS.find( ( p ) => p === theming.position ) ?? 'bottom_right';
	const font = ( theming.font ?? {} ) as {
		family?: unknown;
		weight?: unknown;
	};
	const customLogo = text( theming.custom_logo );
	let logoType: Theming[ 'logo_type' ] =
		theming.logo_type === 'userfeedback' || theming.logo_type === 'custom'
			? theming.logo_type
			: 'none';
	if ( logoType === 'custom' && customLogo === '' ) {
		logoType = 'userfeedback';
	}
	return {
		color_scheme: scheme,
		widget_color: color( theming.widget_color, preset.widget_color ),
		text_color: color( theming.text_color, preset.text_color ),
		button_color: color( theming.button_color, preset.button_color ),
		font: { family: text( font.family ), weight: text( font.weight ) },
		position,
		widget_toggle_text: text( theming.widget_toggle_text ),
		widget_toggle_icon:
			text( theming.widget_toggle_icon ) || base.widget_toggle_icon,
		widget_toggle_color: color(
			theming.widget_toggle_color,
			base.widget_toggle_color
		),
		logo_type: logoType,
		custom_logo: logoType === 'custom' ? customLogo : '',
		start_minimized: theming.start_minimized === true,
		skip_text:
			text( theming.skip_text ) === '' ||
			text( theming.skip_text ) === 'Skip'
				? base.skip_text
				: text( theming.skip_text ),
		next_text:
			text( theming.next_text ) === '' ||
			text( theming.next_text ) === 'Next'
				? base.next_text
				: text( theming.next_text ),
	};
}

/**
 * The draft as the widget's PageSurvey.
 *
 * @param survey   The draft survey.
 * @param ent      The site's entitlements.
 * @param site     The site's widget look (SiteGlobals.widget_theming).
 * @param language One of its translations' languages to read it in (none: its own).
 */
export function toPreviewSurvey(
	survey: Survey,
	ent: Entitlements,
	site?: SiteWidgetTheming,
	language?: string
): PageSurvey {
	const translated = language
		? surveyInLanguage( resetInactiveFeatures( survey, ent ), language )
		: null;
	const gated = translated?.survey ?? resetInactiveFeatures( survey, ent );
	const { thank_you: thankYou, targeting, behavior } = gated.settings;
	const target = thankYou.redirect_to?.id;
	const withJumps = addonActive( ent, 'question-types' );
	return {
		id: gated.id ?? 0,
		title: gated.title,
		type: gated.type === 'nps' ? 'nps' : '',
		cookie_name: PREVIEW_COOKIE,
		nonce: '',
		// The survey's own texts are laid out as the admin page is (no `dir`: it inherits the
		// page's); a translation brings its own direction, as on a page in another language.
		language: language ?? gated.language,
		...( language ? { dir: isRtl( language ) ? 'rtl' : 'ltr' } : {} ),
		questions: gated.questions.map( ( q ) => ( {
			id: q.id,
			type: q.type,
			title: q.title,
			// Every setting, the type's own too (a scale's range, a matrix's rows, an image
			// choice's images…): the widget renders the question from them.
			settings: structuredClone( q.settings ),
			config: { ...q.config, options: [ ...q.config.options ] },
			logic: {
				...q.logic,
				conditions: q.logic.conditions.map( ( c ) => ( { ...c } ) ),
			},
			// As the page gets them (WidgetBootstrap::questions()): with the add-on, where
			// there are some. The widget's flow follows them once it uses
			// nextQuestionIndexWithJumps() (widget/src/logic/questions.ts).
			...( withJumps && jumpsOf( q ).length > 0
				? { jumps: jumpsOf( q ).map( ( j ) => ( { ...j } ) ) }
				: {} ),
		} ) ),
		settings: {
			thank_you: {
				type: thankYou.type,
				message: thankYou.message.trim() || defaultThankYouMessage(),
				// Preview mode never redirects; a typed URL is passed along as is.
				redirect_url: typeof target === 'string' ? target : '',
			},
			targeting: {
				devices: [ ...targeting.devices ],
				pages: targeting.pages,
				page_rules: [],
			},
			behavior: { ...behavior },
			theming: {
				...previewTheming( gated.settings.theming, ent, site ),
				...translated?.texts,
			},
		},
	};
}

/**
 * The widget's own words, translated here as PHP translates them for visitors
 * (WidgetBootstrap::texts()).
 */
export function previewTexts(): NonNullable< WidgetBootstrap[ 'texts' ] > {
	return {
		next: __( 'Next', 'userfeedback' ),
		skip: __( 'Skip', 'userfeedback' ),
		close: __( 'Close', 'userfeedback' ),
		thanks: __( 'Thanks for your feedback!', 'userfeedback' ),
		// The spec's exact visitor text (visitor.md §8), three dots, as PHP sends it.
		// eslint-disable-next-line @wordpress/i18n-ellipsis
		placeholder: __( 'Type your answer here...', 'userfeedback' ),
		email: __( 'Email Address', 'userfeedback' ),
		firstName: __( 'First Name', 'userfeedback' ),
		notLikely: __( 'Not Likely', 'userfeedback' ),
		extremelyLikely: __( 'Extremely Likely', 'userfeedback' ),
		comment: __( 'Add a comment (optional)', 'userfeedback' ),
		open: __( 'Open survey', 'userfeedback' ),
		minimize: __( 'Minimize survey', 'userfeedback' ),
		invalidEmail: __(
			'Please enter a valid email address.',
			'userfeedback'
		),
		required: __( 'Please answer this question.', 'userfeedback' ),
		/* translators: 1: question number, 2: number of questions. */
		progress: __( 'Question %1$s of %2$s', 'userfeedback' ),
		agree: __( 'I agree', 'userfeedback' ),
		csatLow: __( 'Very dissatisfied', 'userfeedback' ),
		csatHigh: __( 'Very satisfied', 'userfeedback' ),
		cesLow: __( 'Very difficult', 'userfeedback' ),
		cesHigh: __( 'Very easy', 'userfeedback' ),
		veryUnhappy: __( 'Very unhappy', 'userfeedback' ),
		unhappy: __( 'Unhappy', 'userfeedback' ),
		neutral: __( 'Neutral', 'userfeedback' ),
		happy: __( 'Happy', 'userfeedback' ),
		veryHappy: __( 'Very happy', 'userfeedback' ),
		search: __( 'Search options', 'userfeedback' ),
		choose: __( 'Choose an option', 'userfeedback' ),
		/* translators: %s: an option being ranked. */
		moveUp: __( 'Move %s up', 'userfeedback' ),
		/* translators: %s: an option being ranked. */
		moveDown: __( 'Move %s down', 'userfeedback' ),
		/* translators: 1: an option being ranked, 2: its new position, 3: number of options. */
		moved: __( '%1$s moved to position %2$d of %3$d', 'userfeedback' ),
		invalidDate: __(
			'Please choose a date in the allowed range.',
			'userfeedback'
		),
		answered: __(
			'You have already answered this survey.',
			'userfeedback'
		),
		results: __( 'Results so far', 'userfeedback' ),
		/* translators: %d: number of votes. */
		votes: __( 'Total votes: %d', 'userfeedback' ),
		/* translators: %d: number of votes. */
		resultsLater: __(
			'The results are shown once %d people have voted.',
			'userfeedback'
		),
		option: __( 'Option', 'userfeedback' ),
		share: __( 'Share of votes', 'userfeedback' ),
	};
}

/**
 * The page data the widget reads, for the preview: the site's entitlements (add-ons as active
 * flags, as PHP prints them) and no surveys of its own.
 *
 * @param ent     The site's entitlements.
 * @param globals The site globals (plugin version, REST and assets URLs).
 */
export function previewBootstrap(
	ent: Entitlements,
	globals: Pick< SiteGlobals, 'plugin_version' | 'rest_url' | 'assets' >
): WidgetBootstrap {
	// Every flag, as PHP prints them (the contract's type lists each add-on).
	const addons: WidgetBootstrap[ 'addons' ] = {
		'question-types': addonActive( ent, 'question-types' ),
		targeting: addonActive( ent, 'targeting' ),
		branding: addonActive( ent, 'branding' ),
		behavior: addonActive( ent, 'behavior' ),
		templates: addonActive( ent, 'templates' ),
	};
	const assets = globals.assets.endsWith( '/' )
		? globals.assets
		: `${ globals.assets }/`;
	return {
		is_pro: ent.is_pro,
		is_licensed: ent.is_licensed,
		license_type: ent.license_type,
		addons,
		plugin_version: globals.plugin_version,
		rest_url: globals.rest_url,
		logo_url: `${ assets }images/userfeedback-logo.svg`,
		texts: previewTexts(),
		surveys: [],
		inline: [],
	};
}
