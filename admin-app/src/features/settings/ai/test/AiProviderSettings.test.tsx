/**
 * Settings → Misc → AI Summary, rendered in the settings area: the form, what a save sends, and
 * that the tab's one Save Settings saves it with the settings (review item 4), keeps its draft
 * across tabs and warns before leaving with it unsaved (item 9).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../test-utils';
import type { AiSettings } from '../../../../data/use-ai';
import { SETTINGS_DEFAULTS } from '../../../../data/use-settings';
import { ApiError } from '../../../../data/api';
import { changesFrom, draftFrom, fieldErrorsFrom } from '../AiProviderSettings';
import { aiDraftChanged } from '../ai-section';

const LIMITS = {
	onsite_answers: 10000,
	remote_answers: 300,
	remote_characters: 20000,
	answer_characters: 500,
};

function settings( overrides: Partial< AiSettings > = {} ): AiSettings {
	return {
		provider: 'onsite',
		base_url: '',
		model: '',
		timeout: 30,
		api_key_set: false,
		api_key_from_constant: false,
		limits: LIMITS,
		...overrides,
	};
}

interface Call {
	method: string;
	path: string;
	data: unknown;
}

const AI_PATH = '/userfeedback/v1/ai-settings';
const SETTINGS_PATH = '/userfeedback/v1/settings';

type SettingsPost = ( data: Record< string, unknown > ) => unknown;

/**
 * Serves the plugin settings (GET, and POST echoing what was sent unless `onSettingsPost` says
 * otherwise) and GET and POST ai-settings: GET answers `stored`; POST answers `onPost( data )`.
 *
 * @param stored         The saved AI settings.
 * @param onPost         The AI POST's answer (throw to fail).
 * @param onSettingsPost The settings POST's answer (throw to fail).
 */
function serve(
	stored: AiSettings,
	onPost: ( data: Record< string, unknown > ) => unknown = ( data ) => ( {
		...stored,
		...data,
		api_key_set:
			'api_key' in data ? data.api_key !== '' : stored.api_key_set,
	} ),
	onSettingsPost: SettingsPost = ( data ) => ( {
		settings: ( data as { settings: unknown } ).settings,
		locked: {},
		locked_values: {},
	} )
): Call[] {
	const calls: Call[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = String( options.path ).split( '?' )[ 0 ];
		const method = options.method ?? 'GET';
		calls.push( { method, path, data: options.data } );
		if ( path === SETTINGS_PATH ) {
			return method === 'GET'
				? {
						settings: {
							...SETTINGS_DEFAULTS,
							automatic_updates: 'none',
						},
						locked: {},
						locked_values: {},
					}
				: onSettingsPost( options.data as Record< string, unknown > );
		}
		if ( path !== AI_PATH ) {
			throw new Error( `Unexpected ${ method } ${ path }` );
		}
		return method === 'GET'
			? stored
			: onPost( options.data as Record< string, unknown > );
	} );
	return calls;
}

/**
 * The AI settings POSTs.
 *
 * @param calls Every call.
 */
function posts( calls: Call[] ) {
	return calls.filter(
		( call ) => call.method === 'POST' && call.path === AI_PATH
	);
}

function renderSettings( globals = PRO_ELITE ) {
	return renderApp( 'settings', { hash: '/misc', globals } );
}

async function chooseRemote() {
	fireEvent.click(
		await screen.findByRole( 'radio', { name: 'Your own AI model' } )
	);
}

function save() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Save Settings' } ) );
}

/**
 * Whether leaving the page now would ask first.
 */
function leavingWarns(): boolean {
	const event = new Event( 'beforeunload', { cancelable: true } );
	window.dispatchEvent( event );
	return event.defaultPrevented;
}

beforeEach( () => {
	resetFetchHandler();
} );
afterEach( () => clearGlobals() );

describe( 'AiProviderSettings', () => {
	it( 'starts on the saved provider; the model fields show for a remote model only', async () => {
		serve( settings() );
		renderSettings();
		const onsite = ( await screen.findByRole( 'radio', {
			name: 'On this site (built-in summarizer)',
		} ) ) as HTMLInputElement;
		expect( onsite.checked ).toBe( true );
		expect( onsite.getAttribute( 'aria-describedby' ) ).toBeTruthy();
		expect(
			document.getElementById(
				onsite.getAttribute( 'aria-describedby' ) ?? ''
			)?.textContent
		).toContain( 'No answers leave your site' );
		expect( screen.queryByLabelText( 'Base URL' ) ).toBeNull();

		await chooseRemote();
		expect( screen.getByLabelText( 'Base URL' ) ).toBeTruthy();
		expect( screen.getByLabelText( 'Model' ) ).toBeTruthy();
		expect( screen.getByLabelText( 'API key' ) ).toBeTruthy();
		expect(
			( screen.getByLabelText( 'Timeout' ) as HTMLInputElement ).value
		).toBe( '30' );
		expect( document.body.textContent ).toContain(
			'at most 300 of the newest answers and 20,000 characters, each answer cut to 500 characters'
		);
	} );

	it( 'saves a remote model; no key typed means no api_key sent', async () => {
		const calls = serve( settings() );
		renderSettings();
		await chooseRemote();
		fireEvent.change( screen.getByLabelText( 'Base URL' ), {
			target: { value: ' http://localhost:11434/v1 ' },
		} );
		fireEvent.change( screen.getByLabelText( 'Model' ), {
			target: { value: 'llama3.1' },
		} );
		fireEvent.change( screen.getByLabelText( 'Timeout' ), {
			target: { value: '60' },
		} );
		save();
		expect(
			( await screen.findByText( 'Settings saved.' ) ).closest(
				'[role="status"]'
			)
		).toBeTruthy();
		expect( posts( calls ).map( ( call ) => call.data ) ).toEqual( [
			{
				provider: 'remote',
				base_url: 'http://localhost:11434/v1',
				model: 'llama3.1',
				timeout: 60,
			},
		] );
	} );

	it( 'choosing the on-site summariser sends only the provider', async () => {
		const calls = serve(
			settings( {
				provider: 'remote',
				base_url: 'https://api.openai.com/v1',
				model: 'gpt-4o-mini',
				api_key_set: true,
			} )
		);
		renderSettings();
		fireEvent.click(
			await screen.findByRole( 'radio', {
				name: 'On this site (built-in summarizer)',
			} )
		);
		save();
		await screen.findByText( 'Settings saved.' );
		expect( posts( calls )[ 0 ].data ).toEqual( { provider: 'onsite' } );
	} );

	it( 'never shows a saved key; Replace sends the new one, Remove sends an empty key', async () => {
		const stored = settings( {
			provider: 'remote',
			base_url: 'https://api.openai.com/v1',
			model: 'gpt-4o-mini',
			api_key_set: true,
		} );
		const calls = serve( stored );
		renderSettings();
		expect(
			await screen.findByText(
				'A key is saved. For your security it is never shown.'
			)
		).toBeTruthy();
		expect( screen.queryByLabelText( 'API key' ) ).toBeNull();

		// Saving without touching the section sends nothing to it.
		save();
		await screen.findByText( 'Settings saved.' );
		expect( posts( calls ) ).toHaveLength( 0 );
		// A changed model alone keeps the key (no api_key sent).
		fireEvent.change( screen.getByLabelText( 'Model' ), {
			target: { value: 'gpt-4o' },
		} );
		save();
		await waitFor( () => expect( posts( calls ) ).toHaveLength( 1 ) );
		expect( posts( calls )[ 0 ].data ).not.toHaveProperty( 'api_key' );
		await waitFor( () =>
			expect(
				screen.queryByText(
					'Unsaved changes: use Save Settings to keep them.'
				)
			).toBeNull()
		);

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Replace key' } )
		);
		const input = screen.getByLabelText( 'API key' ) as HTMLInputElement;
		expect( input.type ).toBe( 'password' );
		expect( input.value ).toBe( '' );
		fireEvent.change( input, { target: { value: 'sk-new-key' } } );
		save();
		await waitFor( () => expect( posts( calls ) ).toHaveLength( 2 ) );
		expect( posts( calls )[ 1 ].data ).toMatchObject( {
			api_key: 'sk-new-key',
		} );
		// After the save the key is gone from the form again.
		expect(
			await screen.findByText(
				'A key is saved. For your security it is never shown.'
			)
		).toBeTruthy();
		expect( document.body.innerHTML ).not.toContain( 'sk-new-key' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Remove key' } ) );
		expect(
			screen.getByText( 'The saved key will be removed when you save.' )
		).toBeTruthy();
		save();
		await waitFor( () => expect( posts( calls ) ).toHaveLength( 3 ) );
		expect( posts( calls )[ 2 ].data ).toMatchObject( { api_key: '' } );
	} );

	it( 'a key set in wp-config.php cannot be changed here', async () => {
		const calls = serve(
			settings( {
				provider: 'remote',
				base_url: 'https://api.openai.com/v1',
				model: 'gpt-4o-mini',
				api_key_set: true,
				api_key_from_constant: true,
			} )
		);
		renderSettings();
		expect(
			await screen.findByText(
				'Set in wp-config.php (USERFEEDBACK_AI_API_KEY). Change it there.'
			)
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Replace key' } )
		).toBeNull();
		fireEvent.change( screen.getByLabelText( 'Model' ), {
			target: { value: 'gpt-4o' },
		} );
		save();
		await screen.findByText( 'Settings saved.' );
		expect( posts( calls )[ 0 ].data ).not.toHaveProperty( 'api_key' );
	} );

	it( 'shows the server’s field errors next to their fields', async () => {
		serve( settings(), () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): base_url, model',
				data: {
					status: 400,
					params: {
						base_url:
							'Use https:// for an AI provider outside your own network.',
						model: 'Enter the name of the model to use.',
					},
				},
			};
		} );
		renderSettings();
		await chooseRemote();
		fireEvent.change( screen.getByLabelText( 'Base URL' ), {
			target: { value: 'http://api.example.com/v1' },
		} );
		save();
		expect(
			(
				await screen.findByText( 'Please fix errors on this page.' )
			).closest( '[role="alert"]' )
		).toBeTruthy();
		const url = screen.getByLabelText( 'Base URL' );
		expect( url.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			url
				.getAttribute( 'aria-describedby' )
				?.split( ' ' )
				.map( ( id ) => document.getElementById( id )?.textContent )
		).toContain(
			'Use https:// for an AI provider outside your own network.'
		);
		const model = screen.getByLabelText( 'Model' );
		expect( model.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		await waitFor( () =>
			expect( url.ownerDocument.activeElement ).toBe( url )
		);
		expect( screen.queryByText( 'Settings saved.' ) ).toBeNull();
	} );

	it( 'other failures say "Could Not Save Changes" with the reason', async () => {
		serve( settings(), () => {
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			};
		} );
		renderSettings();
		await chooseRemote();
		save();
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could Not Save Changes' );
		expect( alert.textContent ).toContain(
			'Sorry, you are not allowed to do that.'
		);
	} );

	it( 'without the plan shows the upgrade prompt and asks nothing', async () => {
		const calls = serve( settings() );
		renderSettings( LITE );
		expect(
			await screen.findByRole( 'link', {
				name: /Upgrade to Pro to unlock this feature/,
			} )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'radio', { name: 'Your own AI model' } )
		).toBeNull();
		await new Promise( ( done ) => setTimeout( done, 10 ) );
		expect(
			calls.filter( ( call ) => call.path === AI_PATH )
		).toHaveLength( 0 );
	} );
} );

describe( 'one Save Settings for the Misc tab (review items 4 and 9)', () => {
	it( 'saves the chosen provider with the settings, with one message', async () => {
		const calls = serve( settings() );
		renderSettings();
		await chooseRemote();
		expect(
			screen.getByText(
				'Unsaved changes: use Save Settings to keep them.'
			)
		).toBeTruthy();
		fireEvent.change( screen.getByLabelText( 'Base URL' ), {
			target: { value: 'http://localhost:11434/v1' },
		} );
		fireEvent.change( screen.getByLabelText( 'Model' ), {
			target: { value: 'llama3.1' },
		} );
		// One Save button on the tab.
		expect(
			screen.getAllByRole( 'button', { name: /^Save/ } )
		).toHaveLength( 1 );
		save();
		expect( await screen.findAllByText( 'Settings saved.' ) ).toHaveLength(
			1
		);
		const order = calls
			.filter( ( call ) => call.method === 'POST' )
			.map( ( call ) => call.path );
		expect( order ).toEqual( [ SETTINGS_PATH, AI_PATH ] );
		expect( posts( calls )[ 0 ].data ).toEqual( {
			provider: 'remote',
			base_url: 'http://localhost:11434/v1',
			model: 'llama3.1',
			timeout: 30,
		} );
		expect(
			screen.queryByText(
				'Unsaved changes: use Save Settings to keep them.'
			)
		).toBeNull();
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Your own AI model',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'keeps the AI draft across tabs and saves it from another tab', async () => {
		const calls = serve( settings() );
		renderSettings();
		await chooseRemote();
		fireEvent.change( screen.getByLabelText( 'Model' ), {
			target: { value: 'llama3.1' },
		} );
		fireEvent.click( screen.getByRole( 'link', { name: 'Email' } ) );
		await screen.findByRole( 'textbox', { name: 'Email Recipients' } );
		fireEvent.click( screen.getByRole( 'link', { name: 'Misc' } ) );
		expect(
			( ( await screen.findByLabelText( 'Model' ) ) as HTMLInputElement )
				.value
		).toBe( 'llama3.1' );
		fireEvent.click( screen.getByRole( 'link', { name: 'Email' } ) );
		await screen.findByRole( 'textbox', { name: 'Email Recipients' } );
		save();
		await screen.findByText( 'Settings saved.' );
		expect( posts( calls ) ).toHaveLength( 1 );
		expect( posts( calls )[ 0 ].data ).toMatchObject( {
			provider: 'remote',
			model: 'llama3.1',
		} );
	} );

	it( 'sends nothing to the AI route when the settings are refused', async () => {
		const calls = serve( settings(), undefined, () => {
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			};
		} );
		renderSettings();
		await chooseRemote();
		save();
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could Not Save Changes' );
		expect( posts( calls ) ).toHaveLength( 0 );
		// Still unsaved, and still said so.
		expect(
			screen.getByText(
				'Unsaved changes: use Save Settings to keep them.'
			)
		).toBeTruthy();
		expect( leavingWarns() ).toBe( true );
	} );

	it( 'warns before leaving with unsaved changes, not after a save', async () => {
		serve( settings() );
		renderSettings();
		await chooseRemote();
		expect( leavingWarns() ).toBe( true );
		save();
		await screen.findByText( 'Settings saved.' );
		expect( leavingWarns() ).toBe( false );
	} );

	it( 'shows AI field errors saved from another tab with a link to Misc', async () => {
		serve( settings(), () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): model',
				data: {
					status: 400,
					params: { model: 'Enter the name of the model to use.' },
				},
			};
		} );
		renderSettings();
		await chooseRemote();
		fireEvent.click( screen.getByRole( 'link', { name: 'Email' } ) );
		await screen.findByRole( 'textbox', { name: 'Email Recipients' } );
		save();
		expect(
			await screen.findByText( 'Please fix errors on this page.' )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'link', {
				name: 'See the AI Summary settings on the Misc tab.',
			} )
		);
		expect(
			await screen.findByText( 'Enter the name of the model to use.' )
		).toBeTruthy();
	} );
} );

describe( 'form helpers', () => {
	const stored = settings( {
		provider: 'remote',
		base_url: 'https://x.test/v1',
		model: 'm',
		api_key_set: true,
	} );

	it.each( [
		[ 'keep', '', undefined ],
		[ 'replace', '  sk-1 ', 'sk-1' ],
		[ 'replace', '   ', undefined ],
		[ 'remove', '', '' ],
	] as const )(
		'key action %s with "%s" sends api_key %s',
		( keyAction, typed, expected ) => {
			const changes = changesFrom(
				{ ...draftFrom( stored ), keyAction, api_key: typed },
				stored
			);
			expect( changes.api_key ).toBe( expected );
		}
	);

	it( 'tells a real change from the saved values', () => {
		const saved = settings( {
			provider: 'remote',
			base_url: 'https://api.openai.com/v1',
			model: 'gpt-4o-mini',
			api_key_set: true,
		} );
		const draft = draftFrom( saved );
		expect( aiDraftChanged( draft, saved ) ).toBe( false );
		expect(
			aiDraftChanged( { ...draft, model: ' gpt-4o-mini ' }, saved )
		).toBe( false );
		expect( aiDraftChanged( { ...draft, model: 'gpt-4o' }, saved ) ).toBe(
			true
		);
		expect(
			aiDraftChanged( { ...draft, keyAction: 'remove' }, saved )
		).toBe( true );
		expect(
			aiDraftChanged( { ...draft, provider: 'onsite' }, saved )
		).toBe( true );
		// Hidden remote fields of the on-site provider are not a change.
		const onsite = settings();
		expect(
			aiDraftChanged( { ...draftFrom( onsite ), model: 'x' }, onsite )
		).toBe( false );
	} );

	it( 'keeps the saved timeout when the field is empty', () => {
		expect(
			changesFrom( { ...draftFrom( stored ), timeout: '' }, stored )
				.timeout
		).toBe( 30 );
	} );

	it( 'reads field errors from a rest_invalid_param error only', () => {
		expect(
			fieldErrorsFrom(
				new ApiError( 'rest_invalid_param', 'x', 400, {
					params: { model: 'Bad model.', other: 'ignored' },
				} )
			)
		).toEqual( { model: 'Bad model.' } );
		expect(
			fieldErrorsFrom( new ApiError( 'rest_forbidden', 'x', 403 ) )
		).toEqual( {} );
	} );
} );
