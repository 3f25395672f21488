import { describe, expect, it } from 'vitest';

import type { Survey } from '../../../data/survey-types';
import { LITE, PRO_ELITE, entitlementsOf } from '../../../test-utils';
import { planChangesOnSave } from './plan-changes';
import { defaultFollowUp, defaultSlackNotifications } from './survey';
import { question, survey, theming } from './test/harness';

/** A survey saved on Elite with every add-on: every Pro setting in use. */
function eliteSurvey(): Survey {
	const base = survey( {
		questions: [
			question( 'a', 'radio-button', {
				settings: {
					required: true,
					randomize: true,
					comment_box: true,
				},
			} ),
			question( 'b', 'text', {
				settings: {
					required: true,
					randomize: false,
					comment_box: false,
				},
			} ),
		],
	} );
	return {
		...base,
		settings: {
			...base.settings,
			thank_you: {
				type: 'message',
				message: 'Merci !',
				redirect_to: null,
			},
			targeting: {
				devices: [ 'desktop', 'tablet', 'mobile' ],
				pages: 'advanced',
				page_rules: [
					{
						logic: 'page_url_contains',
						operator: '&&',
						data: 'shop',
					},
				],
			},
			behavior: {
				...base.settings.behavior,
				timing: 'delay',
				timing_delay: 5,
				run_time: 'expire',
				expire_at: { month: 12, day: 31 },
			},
			theming: theming( {
				color_scheme: 'dark',
				widget_color: '#333333',
				text_color: '#ffffff',
			} ),
		},
		notifications: {
			include_partial: false,
			slack: defaultSlackNotifications(),
			follow_up: defaultFollowUp(),
			email: {
				active: true,
				addresses: 'a@example.test',
				logic: {
					enable: true,
					action: 'send',
					conditions: [
						{ question_id: 'a', compare: '==', value: 'Yes' },
					],
				},
			},
		},
	};
}

describe( 'planChangesOnSave: the step says what will change on save before it happens', () => {
	it( 'says nothing where the plan keeps everything', () => {
		expect( planChangesOnSave( eliteSurvey(), PRO_ELITE ) ).toEqual( [] );
	} );

	it( 'plus: devices forced to desktop, e-mail logic off; page rules, behaviour and look kept', () => {
		expect(
			planChangesOnSave( eliteSurvey(), entitlementsOf( 'plus' ) )
		).toEqual( [
			'Devices: All Device Types will become Desktop.',
			'Conditional e-mail logic will be turned off: every response will be e-mailed.',
		] );
	} );

	it( 'an add-on switched off: its settings named', () => {
		expect(
			planChangesOnSave(
				eliteSurvey(),
				entitlementsOf( 'elite', { behavior: false, branding: false } )
			)
		).toEqual( [
			'Display Timing, Survey Run Time will go back to the default.',
			"The survey's own widget look will be dropped: it will use the site's widget settings.",
		] );
	} );

	it( 'Lite: everything a Pro plan added, one sentence each', () => {
		expect( planChangesOnSave( eliteSurvey(), LITE ) ).toEqual( [
			'Pages: the page rules will be removed and the survey shown on all pages.',
			'Display Timing, Survey Run Time will go back to the default.',
			'The thank-you message will go back to "Thanks for your feedback!".',
			"The survey's own widget look will be dropped: it will use the site's widget settings.",
			'Conditional e-mail logic will be turned off: every response will be e-mailed.',
			'Required will be turned off on 2 questions.',
			'Randomized answers will be turned off on 1 question.',
			'The comment box will be removed from 1 question.',
		] );
	} );

	it( 'jump logic: kept on any Pro plan, even without question-types; named when Lite drops it', () => {
		const stored = eliteSurvey();
		stored.questions[ 0 ] = {
			...stored.questions[ 0 ],
			jumps: [ { compare: '==', value: 'Yes', to: 'end' } ],
		};
		expect(
			planChangesOnSave(
				stored,
				entitlementsOf( 'elite', { 'question-types': false } )
			)
		).not.toContain( 'Jump logic will be removed from 1 question.' );
		expect( planChangesOnSave( stored, LITE ) ).toContain(
			'Jump logic will be removed from 1 question.'
		);
	} );

	it( 'a redirect that the plan cannot keep', () => {
		const stored = eliteSurvey();
		stored.settings.thank_you = {
			type: 'redirect',
			message: 'Thanks for your feedback!',
			redirect_to: { id: 4, label: 'Thanks page' },
		};
		expect(
			planChangesOnSave(
				stored,
				entitlementsOf( 'elite', { behavior: false } )
			)
		).toContain(
			'The redirect after the last question will be replaced by the thank-you message.'
		);
	} );
} );
