/**
 * The Behavior card's One Answer per Person group: the choice in the draft, the conflict with
 * asking again beside the group and in the step's problems, and the gates.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepProblems } from '../../steps';
import { SettingsStep } from '../../steps/SettingsStep';
import { defaultBehavior } from '../../survey';
import { closeUpgrade, renderStep, survey, upgradeTitle } from './harness';

const CONFLICT =
	'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.';

const group = () =>
	within( screen.getByRole( 'region', { name: 'Behavior' } ) ).getByRole(
		'group',
		{ name: /One Answer per Person/ }
	);
const radio = ( name: string ) =>
	within( group() ).getByRole( 'radio', { name } ) as HTMLInputElement;

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'One Answer per Person', () => {
	it( 'offers none, per browser and per logged-in user, none chosen at first', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		expect(
			within( group() )
				.getAllByRole( 'radio' )
				.map( ( r ) => [
					( r as HTMLInputElement ).labels?.[ 0 ]?.textContent,
					( r as HTMLInputElement ).checked,
				] )
		).toEqual( [
			[ 'As the display rules allow', true ],
			[ 'Once per browser', false ],
			[ 'Once per logged-in user', false ],
		] );
		fireEvent.click( radio( 'Once per logged-in user' ) );
		expect( draft().settings.behavior.once_per ).toBe( 'user' );
	} );

	it( 'with asking again set, says why beside the group and in the step’s problems until either is undone', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.change(
			within(
				screen.getByRole( 'region', { name: 'Behavior' } )
			).getByRole( 'spinbutton', { name: 'Ask again every' } ),
			{ target: { value: '30' } }
		);
		fireEvent.click( radio( 'Once per browser' ) );

		const described = ( group().getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.map( ( id ) => document.getElementById( id )?.textContent );
		expect( described ).toContain( CONFLICT );
		expect( stepProblems( 'settings', draft(), true ) ).toContain(
			CONFLICT
		);

		fireEvent.click( radio( 'As the display rules allow' ) );
		expect( within( group() ).queryByText( CONFLICT ) ).toBeNull();
		expect( stepProblems( 'settings', draft(), true ) ).toEqual( [] );
	} );

	it( 'Lite: a choice opens the upgrade modal with the group’s name and changes nothing', () => {
		const { draft } = renderStep( SettingsStep, survey(), LITE );
		const browser = radio( 'Once per browser' );
		expect( browser.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( browser );
		expect( upgradeTitle( 'One Answer per Person' ) ).toBeTruthy();
		closeUpgrade();
		expect( draft().settings.behavior ).toEqual( defaultBehavior() );
	} );

	it( 'Pro without a licence: disabled', () => {
		renderStep( SettingsStep, survey(), PRO_UNLICENSED );
		expect( radio( 'Once per browser' ).disabled ).toBe( true );
	} );
} );
