import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	resetFetchHandler,
} from '../../../../../test-utils';
import { SettingsStep } from '../../steps/SettingsStep';
import { stepValid } from '../../steps';
import { forSave } from '../../survey';
import {
	PRO_PLUS,
	PRO_PRO,
	closeUpgrade,
	renderStep,
	survey,
	upgradeTitle,
} from './harness';

function card( name: string ) {
	return screen.getByRole( 'region', { name } );
}

function device( name: string ) {
	return within( card( 'Targeting' ) ).getByRole( 'checkbox', {
		name,
	} ) as HTMLInputElement;
}

function pagesOption( name: string ) {
	return within( card( 'Targeting' ) ).getByRole( 'radio', {
		name,
	} ) as HTMLInputElement;
}

function behaviorRadio( group: string, name: string | RegExp ) {
	return within(
		within( card( 'Behavior' ) ).getByRole( 'group', { name: group } )
	).getByRole( 'radio', { name } ) as HTMLInputElement;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'SettingsStep', () => {
	it( 'shows the Tracking, Targeting, Hidden fields, Behavior, Privacy, Languages and Share cards', () => {
		renderStep( SettingsStep, survey(), PRO_ELITE );
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( h ) => h.textContent )
		).toEqual( [
			'Tracking',
			'Targeting',
			'Hidden fields',
			'Behavior',
			'Privacy',
			'Languages',
			'Share',
		] );
	} );

	it( 'privacy: the site’s setting by default, keep, or a number of days', () => {
		const { draft } = renderStep( SettingsStep, survey(), LITE );
		const privacy = within(
			screen.getByRole( 'region', { name: 'Privacy' } )
		);
		expect(
			(
				privacy.getByRole( 'radio', {
					name: /^As the site’s setting/,
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect( draft().settings.retention_days ).toBeNull();

		fireEvent.click(
			privacy.getByRole( 'radio', {
				name: 'Keep them until I delete them',
			} )
		);
		expect( draft().settings.retention_days ).toBe( 0 );

		fireEvent.click(
			privacy.getByRole( 'radio', {
				name: 'Delete them after a number of days',
			} )
		);
		expect( draft().settings.retention_days ).toBe( 365 );
		const days = privacy.getByRole( 'spinbutton', { name: 'Days' } );
		fireEvent.change( days, { target: { value: '0' } } );
		fireEvent.blur( days );
		expect(
			privacy.getByText( 'Enter a whole number of days from 1 to 3650.' )
		).toBeTruthy();
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );
		expect(
			(
				privacy.getByRole( 'radio', {
					name: 'Delete them after a number of days',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		fireEvent.change( days, { target: { value: '' } } );
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );
		fireEvent.change( days, { target: { value: '30' } } );
		expect( draft().settings.retention_days ).toBe( 30 );
		expect( stepValid( 'settings', draft(), true ) ).toBe( true );
	} );

	it( 'shows tracking as the analytics plugin sets it, read-only', () => {
		const tracked = survey();
		tracked.settings = { ...tracked.settings, enable_tracking: true };
		renderStep( SettingsStep, tracked, PRO_ELITE );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Enable tracking',
		} ) as HTMLInputElement;
		expect( toggle.checked ).toBe( true );
		expect( toggle.disabled ).toBe( true );
		expect(
			screen.getByText(
				/sent to Google Analytics through MonsterInsights/
			)
		).toBeTruthy();
	} );

	it( 'offers to activate the analytics plugin to admins, then reloads', async () => {
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockImplementation( async ( _url, init ) => {
				const body = String( init?.body );
				const plugin = {
					slug: 'google-analytics-for-wordpress',
					basename:
						'google-analytics-for-wordpress/googleanalytics.php',
					name: 'MonsterInsights',
					installed: true,
					is_installed: true,
					active: body.includes( 'activate_plugin' ),
					is_active: body.includes( 'activate_plugin' ),
				};
				return new Response(
					JSON.stringify( {
						success: true,
						data: body.includes( 'get_plugins' )
							? { plugins: { [ plugin.slug ]: plugin } }
							: { message: '', plugin },
					} )
				);
			} );
		const reload = vi.fn();
		vi.spyOn( window, 'location', 'get' ).mockReturnValue( {
			...window.location,
			reload,
		} );
		renderStep( SettingsStep, survey(), LITE );
		expect(
			(
				screen.getByRole( 'checkbox', {
					name: 'Enable tracking',
				} ) as HTMLInputElement
			 ).checked
		).toBe( false );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate MonsterInsights',
			} )
		);
		expect(
			await screen.findByText( 'MonsterInsights is active. Reloading…' )
		).toBeTruthy();
		expect(
			fetch.mock.calls.some( ( call ) =>
				String( call[ 1 ]?.body ).includes(
					'userfeedback_activate_plugin'
				)
			)
		).toBe( true );
		await waitFor( () => expect( reload ).toHaveBeenCalled(), {
			timeout: 2000,
		} );
		vi.restoreAllMocks();
	} );

	it( 'keeps the offer’s row while the plugins list loads (no layout shift)', async () => {
		let answer: ( value: Response ) => void = () => undefined;
		vi.spyOn( window, 'fetch' ).mockImplementation(
			() => new Promise< Response >( ( resolve ) => ( answer = resolve ) )
		);
		renderStep( SettingsStep, survey(), LITE );
		const checking = screen.getByRole( 'button', {
			name: 'Checking MonsterInsights…',
		} ) as HTMLButtonElement;
		expect( checking.disabled ).toBe( true );
		answer(
			new Response(
				JSON.stringify( { success: true, data: { plugins: {} } } )
			)
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Install and activate MonsterInsights',
			} )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: /Checking/ } )
		).toBeNull();
		vi.restoreAllMocks();
	} );

	it( 'does not ask for the plugins list for users who cannot manage plugins', () => {
		const fetch = vi.spyOn( window, 'fetch' );
		renderStep( SettingsStep, survey(), LITE, {
			capabilities: {
				create_edit_surveys: true,
				view_results: true,
				delete_surveys: false,
				manage_settings: false,
				activate_plugins: false,
			},
		} );
		expect(
			screen.getByText( /an administrator can install and activate it/ )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: /MonsterInsights/ } )
		).toBeNull();
		expect( fetch ).not.toHaveBeenCalled();
		vi.restoreAllMocks();
	} );
} );

describe( 'Device targeting', () => {
	it( 'Lite: desktop only; any device opens "Custom Device Type"', () => {
		const { draft, dirty } = renderStep( SettingsStep, survey(), LITE );
		expect( device( 'Desktop' ).checked ).toBe( true );
		expect( device( 'Tablet' ).checked ).toBe( false );
		expect( device( 'Mobile' ).checked ).toBe( false );
		expect( device( 'Tablet' ).getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);

		fireEvent.click( device( 'Tablet' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeTruthy();
		expect( device( 'Tablet' ).checked ).toBe( false );
		// Not stored without the targeting add-on: the save resets targeting anyway.
		expect( draft().settings.targeting.devices ).toEqual( [
			'desktop',
			'tablet',
			'mobile',
		] );
		expect( dirty() ).toBe( false );
	} );

	it( 'Lite: advanced pages open "Conditional Display"; all pages stays chosen', () => {
		renderStep( SettingsStep, survey(), LITE );
		expect( pagesOption( 'All pages' ).checked ).toBe( true );
		fireEvent.click( pagesOption( 'Advanced' ) );
		expect( upgradeTitle( 'Conditional Display' ) ).toBeTruthy();
		expect( pagesOption( 'Advanced' ).checked ).toBe( false );
		expect(
			screen.queryByRole( 'combobox', { name: 'Rule 1 type' } )
		).toBeNull();
	} );

	it( 'Pro without a licence: the same locks and modals', () => {
		renderStep( SettingsStep, survey(), PRO_UNLICENSED );
		expect( device( 'Mobile' ).checked ).toBe( false );
		fireEvent.click( device( 'Mobile' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeTruthy();
		closeUpgrade();
		fireEvent.click( pagesOption( 'Advanced' ) );
		expect( upgradeTitle( 'Conditional Display' ) ).toBeTruthy();
		expect(
			screen.queryByText(
				'Please activate the Targeting addon to access this feature'
			)
		).toBeNull();
	} );

	it( 'plus: desktop shown and saved (not written into the draft on mount); devices open the modal; page rules work', () => {
		const { draft, dirty } = renderStep( SettingsStep, survey(), PRO_PLUS );
		expect( device( 'Desktop' ).checked ).toBe( true );
		expect( device( 'Tablet' ).checked ).toBe( false );
		expect( device( 'Mobile' ).checked ).toBe( false );
		// Opening a survey changes nothing; the save sends desktop only (forSave) and the frame
		// says so before it happens (plan-changes.test.ts).
		expect( dirty() ).toBe( false );
		expect(
			forSave( draft(), PRO_PLUS ).settings.targeting.devices
		).toEqual( [ 'desktop' ] );

		fireEvent.click( device( 'Tablet' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeTruthy();
		closeUpgrade();

		fireEvent.click( pagesOption( 'Advanced' ) );
		expect( upgradeTitle( 'Conditional Display' ) ).toBeNull();
		expect( draft().settings.targeting.pages ).toBe( 'advanced' );
		expect( draft().settings.targeting.page_rules ).toEqual( [
			{ logic: 'page_type', operator: '&&', data: null },
		] );
	} );

	it( 'plus: a survey already on desktop only is not marked changed', () => {
		const initial = survey();
		initial.settings.targeting.devices = [ 'desktop' ];
		const { dirty } = renderStep( SettingsStep, initial, PRO_PLUS );
		expect( dirty() ).toBe( false );
	} );

	it.each( [
		[ 'pro', PRO_PRO ],
		[ 'elite', PRO_ELITE ],
	] )( '%s: every device is available', ( _, ent ) => {
		const { draft, dirty } = renderStep( SettingsStep, survey(), ent );
		expect( dirty() ).toBe( false );
		expect( device( 'Tablet' ).checked ).toBe( true );
		fireEvent.click( device( 'Tablet' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeNull();
		expect( draft().settings.targeting.devices ).toEqual( [
			'desktop',
			'mobile',
		] );
	} );

	it( 'asks for at least one device', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.click( device( 'Desktop' ) );
		fireEvent.click( device( 'Tablet' ) );
		expect(
			screen.queryByText( 'Choose at least one device type.' )
		).toBeNull();
		fireEvent.click( device( 'Mobile' ) );
		expect( draft().settings.targeting.devices ).toEqual( [] );
		expect(
			screen.getByText( 'Choose at least one device type.' )
		).toBeTruthy();
		expect( device( 'Desktop' ).getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );
	} );

	it( 'Pro without the targeting add-on: disabled under a notice linking to the add-ons', () => {
		renderStep(
			SettingsStep,
			survey(),
			entitlementsOf( 'elite', { targeting: false } )
		);
		const notice = within( card( 'Targeting' ) ).getByRole( 'link', {
			name: 'Please activate the Targeting addon to access this feature',
		} );
		expect( notice.getAttribute( 'href' ) ).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_addons'
		);
		expect( device( 'Tablet' ).disabled ).toBe( true );
		expect( device( 'Desktop' ).checked ).toBe( true );
		expect( pagesOption( 'Advanced' ).disabled ).toBe( true );
		fireEvent.click( device( 'Tablet' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeNull();
	} );

	it( 'plus without the targeting add-on: devices still open the modal, pages are disabled', () => {
		renderStep(
			SettingsStep,
			survey(),
			entitlementsOf( 'plus', { targeting: false } )
		);
		expect(
			within( card( 'Targeting' ) ).getByText(
				'Please activate the Targeting addon to access this feature'
			)
		).toBeTruthy();
		expect( pagesOption( 'Advanced' ).disabled ).toBe( true );
		fireEvent.click( device( 'Mobile' ) );
		expect( upgradeTitle( 'Custom Device Type' ) ).toBeTruthy();
	} );
} );

describe( 'Behavior', () => {
	it( 'Lite: each group opens the upgrade modal with its name', () => {
		const { draft } = renderStep( SettingsStep, survey(), LITE );
		const cases: Array< [ HTMLInputElement, string ] > = [
			[
				behaviorRadio( 'Display Timing', 'After a delay' ),
				'Display Timing',
			],
			[
				behaviorRadio( 'Display Length', /Only once/ ),
				'Display Length',
			],
			[
				behaviorRadio( 'Survey Run Time', 'Until a date' ),
				'Survey Run Time',
			],
			[
				within( card( 'Behavior' ) ).getByRole( 'checkbox', {
					name: 'Start minimized',
				} ) as HTMLInputElement,
				'Minimized Survey',
			],
		];
		for ( const [ control, feature ] of cases ) {
			expect( upgradeTitle( feature ) ).toBeNull();
			fireEvent.click( control );
			expect( upgradeTitle( feature ) ).toBeTruthy();
			expect( control.checked ).toBe( false );
			closeUpgrade();
		}
		expect( draft().settings.behavior.timing ).toBe( 'immediate' );
		expect( behaviorRadio( 'Display Timing', 'Immediately' ).checked ).toBe(
			true
		);
	} );

	it( 'Pro without the behavior add-on: disabled with the add-on notice', () => {
		renderStep(
			SettingsStep,
			survey(),
			entitlementsOf( 'elite', { behavior: false } )
		);
		expect(
			within( card( 'Behavior' ) ).getByRole( 'link', {
				name: 'Please activate the Behavior addon to access this feature',
			} )
		).toBeTruthy();
		const delay = behaviorRadio( 'Display Timing', 'After a delay' );
		expect( delay.disabled ).toBe( true );
		expect(
			(
				within( card( 'Behavior' ) ).getByRole( 'checkbox', {
					name: 'Start minimized',
				} ) as HTMLInputElement
			 ).disabled
		).toBe( true );
		fireEvent.click( delay );
		expect( upgradeTitle( 'Display Timing' ) ).toBeNull();
	} );

	it( 'Pro without a licence: asks for the key and the add-on', () => {
		renderStep( SettingsStep, survey(), PRO_UNLICENSED );
		const behavior = card( 'Behavior' );
		expect(
			within( behavior ).getByText(
				'Please enter a valid license key to access this feature.'
			)
		).toBeTruthy();
		expect(
			within( behavior ).getByText(
				'Please activate the Behavior addon to access this feature'
			)
		).toBeTruthy();
		expect(
			behaviorRadio( 'Survey Run Time', 'Until a date' ).disabled
		).toBe( true );
	} );

	it( 'with the add-on: timing, display length and minimized change the draft', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.click(
			behaviorRadio( 'Display Timing', /exit intent, desktop only/ )
		);
		expect( draft().settings.behavior.timing ).toBe( 'before_abandon' );
		fireEvent.click( behaviorRadio( 'Display Length', /Repeatedly/ ) );
		expect( draft().settings.behavior.display_length ).toBe( 'repeatedly' );
		fireEvent.click(
			within( card( 'Behavior' ) ).getByRole( 'checkbox', {
				name: 'Start minimized',
			} )
		);
		expect( draft().settings.behavior.start_minimized ).toBe( true );
	} );

	it( 'delay: default 20, enabled only for delay, 0 to 60 seconds', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const input = screen.getByRole( 'spinbutton', {
			name: 'Delay in seconds',
		} ) as HTMLInputElement;
		expect( input.disabled ).toBe( true );
		expect( input.value ).toBe( '20' );

		fireEvent.click( behaviorRadio( 'Display Timing', 'After a delay' ) );
		expect( draft().settings.behavior.timing ).toBe( 'delay' );
		expect( input.disabled ).toBe( false );
		expect( input.min ).toBe( '0' );
		expect( input.max ).toBe( '60' );

		for ( const bad of [ '61', '-1', '2.5', '' ] ) {
			fireEvent.change( input, { target: { value: bad } } );
			expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
			expect(
				screen.getByText(
					'The delay must be between 0 and 60 seconds.'
				)
			).toBeTruthy();
			expect( stepValid( 'settings', draft(), true ) ).toBe( false );
		}
		for ( const good of [ '0', '60', '35' ] ) {
			fireEvent.change( input, { target: { value: good } } );
			expect( input.getAttribute( 'aria-invalid' ) ).toBeNull();
			expect( draft().settings.behavior.timing_delay ).toBe(
				Number( good )
			);
			expect( stepValid( 'settings', draft(), true ) ).toBe( true );
		}

		// A value left in the greyed-out field of another timing never blocks the
		// step; the save sends the default instead.
		fireEvent.change( input, { target: { value: '75' } } );
		fireEvent.click( behaviorRadio( 'Display Timing', 'Immediately' ) );
		expect( input.disabled ).toBe( true );
		expect(
			screen.queryByText( 'The delay must be between 0 and 60 seconds.' )
		).toBeNull();
		const sent = forSave( draft(), PRO_ELITE );
		expect( sent.settings.behavior.timing_delay ).toBe( 20 );
		expect( stepValid( 'settings', sent, true ) ).toBe( true );
	} );

	it( 'expiry month and day are enabled only when run time is expire', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const month = screen.getByRole( 'combobox', {
			name: 'Month',
		} ) as HTMLSelectElement;
		const day = screen.getByRole( 'combobox', {
			name: 'Day',
		} ) as HTMLSelectElement;
		expect( month.disabled ).toBe( true );
		expect( day.disabled ).toBe( true );
		// Twelve months and 31 days, after the "choose" option.
		expect( month.options ).toHaveLength( 13 );
		expect( month.options[ 1 ].textContent ).toBe( 'January' );
		expect( day.options ).toHaveLength( 32 );
		expect( day.options[ 31 ].textContent ).toBe( '31' );

		fireEvent.click( behaviorRadio( 'Survey Run Time', 'Until a date' ) );
		expect( month.disabled ).toBe( false );
		expect( day.disabled ).toBe( false );
		expect(
			screen.getByText( 'Choose the month and day the survey expires.' )
		).toBeTruthy();
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );

		fireEvent.change( month, { target: { value: '2' } } );
		fireEvent.change( day, { target: { value: '30' } } );
		expect( month.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		fireEvent.change( day, { target: { value: '29' } } );
		expect( draft().settings.behavior.expire_at ).toEqual( {
			month: 2,
			day: 29,
		} );
		expect( month.getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( stepValid( 'settings', draft(), true ) ).toBe( true );

		fireEvent.click( behaviorRadio( 'Survey Run Time', 'Indefinitely' ) );
		expect( month.disabled ).toBe( true );
		expect( draft().settings.behavior.run_time ).toBe( 'indefinitely' );
	} );
} );
