import { describe, expect, it } from 'vitest';

import type { Survey } from '../../../../../data/survey-types';
import { WIDGET_TEXTS, type SurveyTheming } from '@userfeedback/contract';
import { LITE, PRO_ELITE, PRO_UNLICENSED } from '../../../../../test-utils';
import { newSurvey } from '../../survey';
import {
	PREVIEW_COOKIE,
	defaultTheming,
	previewBootstrap,
	previewTexts,
	previewTheming,
	toPreviewSurvey,
} from '../preview-survey';
import { question } from './harness';

function draft( extra: Partial< Survey > = {} ): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		title: 'Checkout',
		questions: [
			question( 'a', 'checkbox', {
				settings: {
					required: true,
					randomize: true,
					comment_box: true,
				},
			} ),
			question( 'b', 'text', {
				logic: {
					enabled: true,
					action: 'show',
					conditions: [
						{
							question_id: 'a',
							compare: 'includes',
							value: [ 'Yes' ],
						},
					],
				},
			} ),
		],
		...extra,
	};
}

const SITE_DEFAULTS = {
	color_scheme: 'light',
	widget_color: '#ffffff',
	text_color: '#23282D',
	button_color: '#2D87F1',
	font: { family: '', weight: '' },
	position: 'bottom_right',
	widget_toggle_text: '',
	widget_toggle_icon: 'field-userfeedback',
	widget_toggle_color: '#23282D',
	logo_type: 'none',
	custom_logo: '',
	start_minimized: false,
	skip_text: 'Skip',
	next_text: 'Next',
};

describe( 'toPreviewSurvey', () => {
	it( 'gives the widget a PageSurvey of the draft', () => {
		const page = toPreviewSurvey( draft(), PRO_ELITE );
		expect( page ).toEqual( {
			id: 0,
			title: 'Checkout',
			type: '',
			cookie_name: PREVIEW_COOKIE,
			nonce: '',
			language: '',
			questions: draft().questions,
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
				behavior: newSurvey( '' ).settings.behavior,
				theming: SITE_DEFAULTS,
			},
		} );
	} );

	it( 'shows what Lite would store: no Pro toggles, the default thank-you message', () => {
		const page = toPreviewSurvey(
			draft( {
				id: 4,
				type: 'nps',
				settings: {
					...newSurvey( '' ).settings,
					thank_you: {
						type: 'message',
						message: 'Merci',
						redirect_to: null,
					},
				},
			} ),
			LITE
		);
		expect( page.id ).toBe( 4 );
		expect( page.type ).toBe( 'nps' );
		expect( page.questions[ 0 ].settings ).toEqual( {
			required: false,
			randomize: false,
			comment_box: false,
		} );
		expect( page.settings.thank_you.message ).toBe(
			'Thanks for your feedback!'
		);
	} );

	it( 'keeps a Pro message, filling in an empty one', () => {
		const withMessage = ( message: string ) =>
			toPreviewSurvey(
				draft( {
					settings: {
						...newSurvey( '' ).settings,
						thank_you: {
							type: 'message',
							message,
							redirect_to: null,
						},
					},
				} ),
				PRO_UNLICENSED
			).settings.thank_you.message;
		expect( withMessage( 'Merci' ) ).toBe( 'Merci' );
		expect( withMessage( '  ' ) ).toBe( 'Thanks for your feedback!' );
	} );

	it( 'passes a typed redirect URL, not a page id, and only with the behavior add-on', () => {
		const redirect = ( id: number | string ) =>
			draft( {
				settings: {
					...newSurvey( '' ).settings,
					thank_you: {
						type: 'redirect',
						message: '',
						redirect_to: { id, label: 'Thanks' },
					},
				},
			} );
		expect(
			toPreviewSurvey( redirect( 'https://example.com/t' ), PRO_ELITE )
				.settings.thank_you
		).toEqual( {
			type: 'redirect',
			message: 'Thanks for your feedback!',
			redirect_url: 'https://example.com/t',
		} );
		expect(
			toPreviewSurvey( redirect( 12 ), PRO_ELITE ).settings.thank_you
				.redirect_url
		).toBe( '' );
		expect(
			toPreviewSurvey(
				redirect( 'https://example.com/t' ),
				PRO_UNLICENSED
			).settings.thank_you
		).toMatchObject( { type: 'message', redirect_url: '' } );
	} );

	it( 'does not change the draft', () => {
		const input = draft();
		const copy = structuredClone( input );
		const page = toPreviewSurvey( input, LITE );
		page.questions[ 0 ].config.options.push( 'Changed' );
		expect( input ).toEqual( copy );
	} );
} );

describe( 'previewTheming', () => {
	const own: SurveyTheming = {
		color_scheme: 'dark',
		widget_color: '#101010',
		text_color: 'not a colour',
		button_color: '#ff0000',
		widget_toggle_text: '',
		font: { family: '', weight: '' },
		position: 'middle_left',
		widget_toggle_icon: '',
		widget_toggle_color: '',
		show_logo: false,
		logo_type: 'custom',
		custom_logo: '',
		start_minimized: false,
		skip_text: 'Skip',
		next_text: 'Continue',
	};

	it( 'uses the site defaults without branding', () => {
		expect( previewTheming( own, PRO_UNLICENSED ) ).toEqual(
			defaultTheming()
		);
		expect( previewTheming( null, PRO_ELITE ) ).toEqual( SITE_DEFAULTS );
	} );

	it( 'shows the site’s saved widget look, as the server resolved it', () => {
		const site = {
			...SITE_DEFAULTS,
			color_scheme: 'light' as const,
			position: 'bottom_left' as const,
			logo_type: 'userfeedback' as const,
			widget_toggle_text: 'Feedback',
			widget_toggle_icon: 'star',
			widget_toggle_color: '#aa0000',
			font: { family: 'Lora', weight: '700' },
			skip_text: 'Not now',
		};
		const page = toPreviewSurvey( draft(), LITE, site );
		expect( page.settings.theming ).toEqual( site );
		// A survey's own look wins only with branding.
		expect( previewTheming( own, PRO_UNLICENSED, site ) ).toEqual( site );
		expect( previewTheming( own, PRO_ELITE, site ).widget_color ).toBe(
			'#101010'
		);
		// The preview always opens, even when the site starts minimized.
		expect(
			previewTheming( null, LITE, { ...site, start_minimized: true } )
				.start_minimized
		).toBe( false );
	} );

	it( 'applies a survey’s own theming with branding, with the server’s fallbacks', () => {
		expect( previewTheming( own, PRO_ELITE ) ).toMatchObject( {
			color_scheme: 'dark',
			widget_color: '#101010',
			text_color: '#ffffff',
			button_color: '#ff0000',
			position: 'middle_left',
			logo_type: 'userfeedback',
			custom_logo: '',
			skip_text: 'Skip',
			next_text: 'Continue',
		} );
	} );
} );

describe( 'previewBootstrap', () => {
	const globals = {
		plugin_version: '1.2.3',
		rest_url: 'https://example.test/wp-json/userfeedback/v1/',
		assets: 'https://example.test/wp-content/plugins/userfeedback/assets/',
	};

	it( 'carries the entitlements with add-ons as active flags, and no surveys', () => {
		const boot = previewBootstrap( PRO_ELITE, globals );
		expect( boot ).toMatchObject( {
			is_pro: true,
			is_licensed: true,
			license_type: 'elite',
			plugin_version: '1.2.3',
			rest_url: globals.rest_url,
			logo_url: `${ globals.assets }images/userfeedback-logo.svg`,
			surveys: [],
			inline: [],
		} );
		expect( boot.addons ).toEqual( {
			'question-types': true,
			targeting: true,
			branding: true,
			behavior: true,
			templates: true,
		} );
		expect( boot.texts?.thanks ).toBe( 'Thanks for your feedback!' );
		expect( previewBootstrap( LITE, globals ).addons.behavior ).toBe(
			false
		);
	} );
} );

describe( 'previewTexts', () => {
	// The admin translates the widget's words itself (its strings must be literals for the
	// translation tools); untranslated they are exactly the words PHP sends visitors.
	it( 'are WidgetBootstrap::texts(), word for word', () => {
		expect( previewTexts() ).toEqual( WIDGET_TEXTS );
	} );
} );
