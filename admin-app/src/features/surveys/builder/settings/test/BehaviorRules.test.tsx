/**
 * The Behavior card's rule groups: partial saving, priority, cooldown, sampling and the
 * response limit — gates, the draft, range messages and the server's field messages.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../../test-utils';
import { useBuilder } from '../../BuilderContext';
import { planChangesOnSave } from '../../plan-changes';
import { stepProblems } from '../../steps';
import { NotificationsStep } from '../../steps/NotificationsStep';
import { SettingsStep } from '../../steps/SettingsStep';
import { defaultBehavior } from '../../survey';
import { closeUpgrade, renderStep, survey, upgradeTitle } from './harness';

function behaviorCard() {
	return screen.getByRole( 'region', { name: 'Behavior' } );
}

function checkbox( name: string ) {
	return within( behaviorCard() ).getByRole( 'checkbox', {
		name,
	} ) as HTMLInputElement;
}

function spin( name: string ) {
	return within( behaviorCard() ).getByRole( 'spinbutton', {
		name,
	} ) as HTMLInputElement;
}

function errorOf( input: HTMLElement ): string | null {
	const ids = ( input.getAttribute( 'aria-describedby' ) ?? '' ).split( ' ' );
	const error = ids
		.map( ( id ) => document.getElementById( id ) )
		.find( ( el ) =>
			el?.classList.contains( 'uf-builder-settings__error' )
		);
	return error?.textContent ?? null;
}

/** The settings step with a Save button, as the frame has. */
function SettingsWithSave() {
	const builder = useBuilder();
	return (
		<>
			<SettingsStep />
			<button type="button" onClick={ () => void builder.save() }>
				Save
			</button>
		</>
	);
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Behavior: partial responses and display rules', () => {
	it( 'with the add-on: each control changes the draft', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const partial = checkbox( 'Save partial responses' );
		expect( partial.checked ).toBe( false );
		expect(
			within( behaviorCard() ).getByText(
				'Answers are saved as the visitor goes, so you see where people stop.'
			)
		).toBeTruthy();
		fireEvent.click( partial );
		expect( draft().settings.behavior.save_partial ).toBe( true );

		fireEvent.click( checkbox( 'Ignore the cooldown between surveys' ) );
		expect( draft().settings.behavior.ignore_cooldown ).toBe( true );

		const priority = spin( 'Priority' );
		expect( priority.value ).toBe( '0' );
		expect( priority.min ).toBe( '0' );
		expect( priority.max ).toBe( '1000' );
		fireEvent.change( priority, { target: { value: '250' } } );
		expect( draft().settings.behavior.priority ).toBe( 250 );

		const sample = spin( 'Show to' );
		expect( sample.value ).toBe( '100' );
		expect( sample.getAttribute( 'aria-describedby' ) ).toContain(
			sample.id + '-unit'
		);
		fireEvent.change( sample, { target: { value: '25' } } );
		expect( draft().settings.behavior.sample_percent ).toBe( 25 );

		const limit = spin( 'Stop after' );
		expect( limit.value ).toBe( '0' );
		fireEvent.change( limit, { target: { value: '500' } } );
		expect( draft().settings.behavior.response_limit ).toBe( 500 );
		expect( stepProblems( 'settings', draft(), true ) ).toEqual( [] );
	} );

	it( 'out of range: said beside the field and in the step’s problems', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const cases: Array< [ string, string, string ] > = [
			[
				'Priority',
				'1001',
				'The priority must be a whole number from 0 to 1000.',
			],
			[ 'Show to', '0', 'Show the survey to 1% to 100% of visitors.' ],
			[ 'Stop after', '', 'The response limit must be a whole number' ],
		];
		for ( const [ name, value, message ] of cases ) {
			const input = spin( name );
			const before = input.value;
			fireEvent.change( input, { target: { value } } );
			expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
			expect( errorOf( input ) ).toContain( message );
			expect(
				stepProblems( 'settings', draft(), true ).join( ' ' )
			).toContain( message );
			fireEvent.change( input, { target: { value: before } } );
			expect( input.getAttribute( 'aria-invalid' ) ).toBeNull();
			expect( errorOf( input ) ).toBeNull();
		}
		expect( stepProblems( 'settings', draft(), true ) ).toEqual( [] );
	} );

	it( 'a message the server sent shows beside its field until the field changes', async () => {
		setFetchHandler( async () => {
			throw {
				code: 'rest_invalid_param',
				message:
					'Invalid parameter(s): settings.behavior.priority: Not allowed here.',
				data: {
					status: 400,
					params: {
						'settings.behavior.priority': 'Not allowed here.',
						'settings.behavior.save_partial': 'Refused.',
					},
				},
			};
		} );
		renderStep( SettingsWithSave, survey(), PRO_ELITE );
		const priority = spin( 'Priority' );
		fireEvent.change( priority, { target: { value: '7' } } );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		} );
		await waitFor( () =>
			expect( priority.getAttribute( 'aria-invalid' ) ).toBe( 'true' )
		);
		expect( errorOf( priority ) ).toBe( 'Not allowed here.' );
		const partial = checkbox( 'Save partial responses' );
		expect( errorOf( partial ) ).toBe( 'Refused.' );
		// Untouched fields the server did not name say nothing.
		expect( errorOf( spin( 'Show to' ) ) ).toBeNull();

		fireEvent.change( priority, { target: { value: '8' } } );
		expect( errorOf( priority ) ).toBeNull();
		expect( priority.getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( errorOf( partial ) ).toBe( 'Refused.' );
	} );

	it( 'Lite: each control opens the upgrade modal with its name and changes nothing', () => {
		const { draft } = renderStep( SettingsStep, survey(), LITE );
		const cases: Array< [ HTMLInputElement, string ] > = [
			[ checkbox( 'Save partial responses' ), 'Partial Responses' ],
			[ spin( 'Priority' ), 'Survey Priority' ],
			[
				checkbox( 'Ignore the cooldown between surveys' ),
				'Survey Cooldown',
			],
			[ spin( 'Show to' ), 'Sampling' ],
			[ spin( 'Stop after' ), 'Response Limit' ],
		];
		for ( const [ control, feature ] of cases ) {
			expect( control.disabled ).toBe( false );
			expect( control.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
			expect( upgradeTitle( feature ) ).toBeNull();
			fireEvent.click( control );
			expect( upgradeTitle( feature ) ).toBeTruthy();
			closeUpgrade();
		}
		// The keyboard opens it too from a number field.
		fireEvent.keyDown( spin( 'Priority' ), { key: 'Enter' } );
		expect( upgradeTitle( 'Survey Priority' ) ).toBeTruthy();
		closeUpgrade();
		expect( checkbox( 'Save partial responses' ).checked ).toBe( false );
		expect( spin( 'Priority' ).readOnly ).toBe( true );
		expect( draft().settings.behavior ).toEqual( defaultBehavior() );
	} );

	it( 'Pro without the add-on or the licence: disabled under the card’s notice', () => {
		for ( const ent of [
			entitlementsOf( 'elite', { behavior: false } ),
			PRO_UNLICENSED,
		] ) {
			const { unmount } = renderStep( SettingsStep, survey(), ent );
			const notice = within( behaviorCard() ).getByText(
				'Please activate the Behavior addon to access this feature'
			);
			expect( notice ).toBeTruthy();
			for ( const control of [
				checkbox( 'Save partial responses' ),
				spin( 'Priority' ),
				checkbox( 'Ignore the cooldown between surveys' ),
				spin( 'Show to' ),
				spin( 'Stop after' ),
			] ) {
				expect( control.disabled ).toBe( true );
			}
			unmount();
		}
	} );

	it( 'locked: shows the defaults; a stored value without the add-on is listed as going back', () => {
		const stored = survey( {
			settings: {
				...survey().settings,
				behavior: {
					...defaultBehavior(),
					priority: 40,
					save_partial: true,
				},
			},
		} );
		const ent = entitlementsOf( 'elite', { behavior: false } );
		renderStep( SettingsStep, stored, ent );
		expect( spin( 'Priority' ).value ).toBe( '0' );
		expect( checkbox( 'Save partial responses' ).checked ).toBe( false );
		expect( planChangesOnSave( stored, ent ).join( ' ' ) ).toContain(
			'Partial Responses, Survey Priority will go back to the default.'
		);
	} );
} );

describe( 'Workflow: partial responses in notifications', () => {
	it( 'sets include_partial, off by default', () => {
		const { draft } = renderStep( NotificationsStep, survey(), LITE );
		const box = screen.getByRole( 'checkbox', {
			name: 'Also notify about partial responses after 30 minutes',
		} ) as HTMLInputElement;
		expect( box.checked ).toBe( false );
		expect( box.getAttribute( 'aria-describedby' ) ).toBeTruthy();
		fireEvent.click( box );
		expect( draft().notifications.include_partial ).toBe( true );
		fireEvent.click( box );
		expect( draft().notifications.include_partial ).toBe( false );
	} );

	it( 'says the place the priority gives in the display order, links to it, and takes a priority Display Order changed meanwhile', async () => {
		let order = [
			{ id: 3, title: 'Exit', priority: 10 },
			{ id: 7, title: 'Website feedback', priority: 4 },
			{ id: 5, title: 'Pricing', priority: 2 },
		];
		setFetchHandler( async ( options ) => {
			if (
				String( options.path ).startsWith(
					'/userfeedback/v1/surveys/priority'
				)
			) {
				return {
					items: order.map( ( item ) => ( {
						...item,
						is_scheduled: false,
						limit_reached: false,
					} ) ),
				};
			}
			throw {
				code: 'rest_no_route',
				message: 'x',
				data: { status: 404 },
			};
		} );
		const live = survey( { id: 7, status: 'publish' } );
		live.settings.behavior.priority = 4;
		const { draft, dirty } = renderStep( SettingsStep, live, PRO_ELITE );
		const priority = spin( 'Priority' );
		expect(
			await within( behaviorCard() ).findByText(
				'Place 2 of 3 in the display order.'
			)
		).toBeTruthy();
		expect( priority.getAttribute( 'aria-describedby' ) ).toContain(
			`${ priority.id }-more`
		);
		const link = within( behaviorCard() ).getByRole( 'link', {
			name: 'Open Display Order (opens in a new tab)',
		} );
		expect( link.getAttribute( 'href' ) ).toMatch(
			/admin\.php\?page=userfeedback_surveys#\/\?display-order=open$/
		);
		expect( link.getAttribute( 'target' ) ).toBe( '_blank' );

		fireEvent.change( priority, { target: { value: '11' } } );
		expect(
			within( behaviorCard() ).getByText(
				'Once saved: place 1 of 3 in the display order.'
			)
		).toBeTruthy();
		fireEvent.change( priority, { target: { value: '4' } } );

		// Display Order (another tab) moved it first: the builder shows the new number.
		order = [
			{ id: 7, title: 'Website feedback', priority: 11 },
			{ id: 3, title: 'Exit', priority: 10 },
			{ id: 5, title: 'Pricing', priority: 2 },
		];
		await act( async () => {
			await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
			window.dispatchEvent( new Event( 'visibilitychange' ) );
		} );
		await waitFor( () => expect( priority.value ).toBe( '11' ) );
		expect(
			within( behaviorCard() ).getByText(
				'Display Order changed this survey’s priority to 11 since it was opened.'
			)
		).toBeTruthy();
		expect(
			within( behaviorCard() ).getByText(
				'Place 1 of 3 in the display order.'
			)
		).toBeTruthy();
		expect( draft().settings.behavior.priority ).toBe( 11 );
		expect( dirty() ).toBe( false );
	} );

	it( 'a draft is placed as if published', async () => {
		setFetchHandler( async () => ( {
			items: [
				{
					id: 3,
					title: 'Exit',
					priority: 10,
					is_scheduled: false,
					limit_reached: false,
				},
			],
		} ) );
		renderStep( SettingsStep, survey( { id: 7 } ), PRO_ELITE );
		expect(
			await within( behaviorCard() ).findByText(
				'Once published: place 2 of 2 in the display order.'
			)
		).toBeTruthy();
	} );
} );
