import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type {
	Question,
	SurveyTemplate,
} from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	resetFetchHandler,
} from '../../../../../test-utils';
import { SetupStep } from '../../steps/SetupStep';
import { newSurvey } from '../../survey';
import { probe, renderStep, serve } from '../../test/routed-harness';

function question(
	id: string,
	title: string,
	type: Question[ 'type' ]
): Question {
	return {
		id,
		title,
		type,
		config: { options: type === 'radio-button' ? [ 'Yes', 'No' ] : [] },
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
	};
}

function template( overrides: Partial< SurveyTemplate > ): SurveyTemplate {
	return {
		key: 'blank',
		name: 'Blank Template',
		description: 'Start from scratch.',
		type: '',
		is_pro: false,
		is_available: true,
		required_addons: [],
		errors: [],
		disabled: false,
		config: { questions: [] },
		...overrides,
	};
}

const BLANK = template( {} );
const WEBSITE = template( {
	key: 'website-experience',
	name: 'Website Experience',
	description: 'How was your visit?',
	config: {
		questions: [
			question(
				'q1',
				'Did you find what you were looking for?',
				'radio-button'
			),
			question( 'q2', 'What could we improve?', 'long-text' ),
		],
	},
} );

function npsTemplate( overrides: Partial< SurveyTemplate > ) {
	return template( {
		key: 'nps-survey',
		name: 'NPS Survey',
		description: 'Measure loyalty.',
		type: 'nps',
		is_pro: true,
		required_addons: [ 'templates', 'question-types' ],
		config: { questions: [ question( 'q1', 'How likely…', 'nps' ) ] },
		...overrides,
	} );
}

function serveTemplates( templates: SurveyTemplate[] ) {
	return serve( {
		'GET /userfeedback/v1/survey-templates': () => templates,
	} );
}

beforeEach( () => {
	resetFetchHandler();
	vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

function renderSetup( entitlements = PRO_ELITE ) {
	return renderStep( {
		path: '/new/setup',
		step: <SetupStep />,
		entitlements,
	} );
}

async function card( name: string ) {
	return screen.findByRole( 'button', { name: new RegExp( `^${ name }` ) } );
}

describe( 'SetupStep', () => {
	it( 'shows the heading and a busy message while the templates load', () => {
		serve( {
			'GET /userfeedback/v1/survey-templates': () =>
				new Promise( () => undefined ),
		} );
		renderSetup();

		expect(
			screen.getByRole( 'heading', {
				level: 2,
				name: 'Select a Template',
			} )
		).toBeTruthy();
		expect( screen.getByText( 'Loading templates…' ) ).toBeTruthy();
	} );

	it( 'shows the error with a Retry that loads the templates again', async () => {
		let fail = true;
		serve( {
			'GET /userfeedback/v1/survey-templates': () => {
				if ( fail ) {
					throw {
						code: 'rest_forbidden',
						message: 'Sorry, you are not allowed.',
						data: { status: 403 },
					};
				}
				return [ BLANK ];
			},
		} );
		renderSetup();

		expect(
			await screen.findByText( 'The templates could not be loaded.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Sorry, you are not allowed.' )
		).toBeTruthy();
		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await card( 'Blank Template' ) ).toBeTruthy();
	} );

	it( 'applies a template, names the survey after it and moves on to the questions step without saving', async () => {
		const calls = serveTemplates( [ BLANK, WEBSITE ] );
		renderSetup();

		const button = await card( 'Website Experience' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		fireEvent.click( button );

		await screen.findByText( 'Another step' );
		const draft = probe();
		expect( draft.path ).toBe( '/new/questions' );
		expect( draft.templateChosen ).toBe( true );
		expect( draft.template ).toBe( 'website-experience' );
		expect( draft.title ).toBe( 'Website Experience' );
		expect( draft.questions ).toEqual( [
			'Did you find what you were looking for?',
			'What could we improve?',
		] );
		expect( window.scrollTo ).toHaveBeenCalledWith( 0, 0 );
		expect( calls.filter( ( c ) => c.method === 'POST' ) ).toEqual( [] );
	} );

	it( 'keeps the title when the blank template is chosen', async () => {
		serveTemplates( [ BLANK, WEBSITE ] );
		renderStep( {
			path: '/new/setup',
			step: <SetupStep />,
			entitlements: PRO_ELITE,
			survey: {
				...newSurvey( 'a@b.test' ),
				title: 'My own survey',
				status: 'draft',
			},
		} );

		fireEvent.click( await card( 'Blank Template' ) );

		await screen.findByText( 'Another step' );
		expect( probe().title ).toBe( 'My own survey' );
		expect( probe().template ).toBe( 'blank' );
		expect( probe().questions ).toHaveLength( 1 );
	} );

	it( 'marks the chosen template when the admin comes back to setup', async () => {
		serveTemplates( [ BLANK, WEBSITE ] );
		renderStep( {
			path: '/new/setup',
			step: <SetupStep />,
			entitlements: PRO_ELITE,
			// An existing draft: the template was chosen before.
			survey: {
				...newSurvey( 'a@b.test' ),
				id: 3,
				template: 'website-experience',
			},
			startedNew: false,
		} );

		const chosen = await card( 'Website Experience' );
		expect( chosen.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect(
			( await card( 'Blank Template' ) ).getAttribute( 'aria-pressed' )
		).toBe( 'false' );
	} );

	it( 'in Lite, locks Pro templates behind the upgrade modal naming the template', async () => {
		serveTemplates( [
			BLANK,
			npsTemplate( { is_available: false, disabled: true } ),
		] );
		renderSetup( LITE );

		const locked = await card( 'NPS Survey' );
		expect( locked.getAttribute( 'aria-disabled' ) ).toBeNull();
		const described = document.getElementById(
			locked.getAttribute( 'aria-describedby' ) ?? ''
		);
		expect( described?.textContent ).toBe(
			'Upgrade to PRO to use this template.'
		);

		fireEvent.click( locked );

		expect(
			await screen.findByText( 'NPS Survey is a PRO feature' )
		).toBeTruthy();
		expect( probe().path ).toBe( '/new/setup' );
		expect( probe().template ).toBe( '' );
		expect( probe().templateChosen ).toBe( false );
	} );

	it( 'in Pro without a licence, shows the licence message and a link to the key; choosing does nothing', async () => {
		serveTemplates( [
			BLANK,
			npsTemplate( {
				is_available: false,
				disabled: true,
				errors: [
					'Please enter a valid license key to enable Pro templates.',
				],
			} ),
		] );
		renderSetup( PRO_UNLICENSED );

		const locked = await card( 'NPS Survey' );
		expect( locked.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		const item = locked.closest( 'li' ) as HTMLElement;
		expect(
			within( item ).getByText(
				'Please enter a valid license key to enable Pro templates.'
			)
		).toBeTruthy();
		expect(
			within( item )
				.getByRole( 'link', { name: 'Enter your license key' } )
				.getAttribute( 'href' )
		).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_settings#/general'
		);

		fireEvent.click( locked );

		expect( screen.queryByText( /is a PRO feature/ ) ).toBeNull();
		expect( probe().path ).toBe( '/new/setup' );
		expect( probe().templateChosen ).toBe( false );
	} );

	it( 'in licensed Pro, names each missing add-on and links to the Add-ons page', async () => {
		serveTemplates( [
			BLANK,
			npsTemplate( {
				disabled: true,
				errors: [
					'Requires Templates addon',
					'Requires Question Types addon',
				],
			} ),
		] );
		renderSetup(
			entitlementsOf( 'elite', {
				templates: false,
				'question-types': false,
			} )
		);

		const item = ( await card( 'NPS Survey' ) ).closest(
			'li'
		) as HTMLElement;
		expect(
			within( item ).getByText( 'Requires Templates addon' )
		).toBeTruthy();
		expect(
			within( item ).getByText( 'Requires Question Types addon' )
		).toBeTruthy();
		expect(
			within( item )
				.getByRole( 'link', { name: 'Go to Add-ons' } )
				.getAttribute( 'href' )
		).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_addons'
		);
	} );

	it( 'lets licensed Pro with the add-ons choose a Pro template (an NPS survey)', async () => {
		serveTemplates( [ BLANK, npsTemplate( {} ) ] );
		renderSetup( PRO_ELITE );

		const button = await card( 'NPS Survey' );
		expect( button.getAttribute( 'aria-disabled' ) ).toBeNull();
		fireEvent.click( button );

		await waitFor( () => expect( probe().path ).toBe( '/new/questions' ) );
		expect( probe().type ).toBe( 'nps' );
		expect( probe().title ).toBe( 'NPS Survey' );
	} );

	it( 'is operable from the keyboard: every card is a button', async () => {
		serveTemplates( [ BLANK, WEBSITE ] );
		renderSetup();

		const button = await card( 'Website Experience' );
		expect( button.tagName ).toBe( 'BUTTON' );
		expect( button.getAttribute( 'type' ) ).toBe( 'button' );
		expect( button.textContent ).toContain( 'How was your visit?' );
	} );
} );
