/**
 * The Behavior card's triggers beyond the spec (scroll depth, click with its CSS selector, the
 * site's code, exit intent on phones) and recontact (show again, recurring): the draft, the
 * messages beside the fields and in the step's problems, and the gates.
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
import { triggerProblems } from '../trigger-rules';
import { defaultBehavior } from '../../survey';
import { renderStep, survey } from './harness';

const card = () => screen.getByRole( 'region', { name: 'Behavior' } );
const radio = ( name: string | RegExp ) =>
	within( card() ).getByRole( 'radio', { name } ) as HTMLInputElement;
const input = ( role: string, name: string | RegExp ) =>
	within( card() ).getByRole( role, { name } ) as HTMLInputElement;

function errorOf( el: HTMLElement ): string | null {
	const ids = ( el.getAttribute( 'aria-describedby' ) ?? '' ).split( ' ' );
	return (
		ids
			.map( ( id ) => document.getElementById( id ) )
			.find( ( e ) =>
				e?.classList.contains( 'uf-builder-settings__error' )
			)?.textContent ?? null
	);
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'triggerProblems (the server’s rules plus a valid selector)', () => {
	it.each( [
		[ 'the default', {}, [] ],
		[
			'click with a selector',
			{ timing: 'click', click_selector: '#buy > a' },
			[],
		],
		[
			'click without',
			{ timing: 'click', click_selector: ' ' },
			[ 'Enter the CSS selector' ],
		],
		[
			'click with invalid CSS',
			{ timing: 'click', click_selector: '#buy[' },
			[ 'not a valid CSS selector' ],
		],
		[
			'invalid CSS while another timing is chosen',
			{ click_selector: '#buy[' },
			[],
		],
		[
			'too long, whatever the timing',
			{ click_selector: '#' + 'a'.repeat( 200 ) },
			[ 'at most 200 characters' ],
		],
		[ 'scroll 10', { timing: 'scroll', scroll_percent: 10 }, [] ],
		[
			'scroll 9',
			{ timing: 'scroll', scroll_percent: 9 },
			[ 'from 10% to 100%' ],
		],
		[
			'scroll 100.5',
			{ timing: 'scroll', scroll_percent: 100.5 },
			[ 'from 10% to 100%' ],
		],
		[
			'scroll empty',
			{ timing: 'scroll', scroll_percent: NaN },
			[ 'from 10% to 100%' ],
		],
	] as Array< [ string, object, string[] ] > )(
		'%s',
		( _name, over, expected ) => {
			const problems = triggerProblems( {
				...defaultBehavior(),
				...over,
			} );
			expect( problems ).toHaveLength( expected.length );
			expected.forEach( ( text, i ) =>
				expect( problems[ i ] ).toContain( text )
			);
		}
	);
} );

describe( 'Behavior: triggers and recontact', () => {
	it( 'with the add-on: each trigger and its setting go into the draft', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const selector = input( 'textbox', 'CSS selector' );
		expect( selector.disabled ).toBe( true );
		fireEvent.click( radio( 'When the visitor clicks an element' ) );
		expect( draft().settings.behavior.timing ).toBe( 'click' );
		expect( selector.disabled ).toBe( false );
		expect( errorOf( selector ) ).toContain( 'Enter the CSS selector' );
		expect(
			stepProblems( 'settings', draft(), true ).join( ' ' )
		).toContain( 'Enter the CSS selector' );
		fireEvent.change( selector, { target: { value: '.buy[' } } );
		expect( errorOf( selector ) ).toContain( 'not a valid CSS selector' );
		fireEvent.change( selector, { target: { value: '#help .button' } } );
		expect( errorOf( selector ) ).toBeNull();
		expect( draft().settings.behavior.click_selector ).toBe(
			'#help .button'
		);

		fireEvent.click(
			radio( 'After the visitor scrolls part of the page' )
		);
		const depth = input( 'spinbutton', 'Scroll depth in percent' );
		expect( depth.value ).toBe( '75' );
		fireEvent.change( depth, { target: { value: '5' } } );
		expect( errorOf( depth ) ).toContain( 'from 10% to 100%' );
		fireEvent.change( depth, { target: { value: '90' } } );
		expect( draft().settings.behavior ).toMatchObject( {
			timing: 'scroll',
			scroll_percent: 90,
		} );

		fireEvent.click( radio( /Before the visitor leaves/ ) );
		fireEvent.click( input( 'checkbox', /Also on phones and tablets/ ) );
		expect( draft().settings.behavior.abandon_on_touch ).toBe( true );

		fireEvent.click( radio( 'Only when the site’s code asks' ) );
		expect( draft().settings.behavior.timing ).toBe( 'api' );
		expect(
			within( card() ).getByText( /window\.userfeedback\.show\(/ )
		).toBeTruthy();
		expect( stepProblems( 'settings', draft(), true ) ).toEqual( [] );
	} );

	it( 'recontact: show again and ask again, 0 to 365 days', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		const again = input( 'spinbutton', 'Show again after' );
		const every = input( 'spinbutton', 'Ask again every' );
		expect( [ again.value, every.value ] ).toEqual( [ '0', '0' ] );
		fireEvent.change( again, { target: { value: '7' } } );
		fireEvent.change( every, { target: { value: '30' } } );
		expect( draft().settings.behavior ).toMatchObject( {
			recontact_days: 7,
			repeat_days: 30,
		} );
		fireEvent.change( every, { target: { value: '366' } } );
		expect( errorOf( every ) ).toContain(
			'Ask again after 0 (never) to 365 days.'
		);
		expect( stepProblems( 'settings', draft(), true ) ).toContain(
			'Ask again after 0 (never) to 365 days.'
		);
	} );

	it.each( [
		[ 'Pro without a licence: disabled', PRO_UNLICENSED ],
		[ 'Lite: locked', LITE ],
	] )( '%s', ( _name, ent ) => {
		const { draft } = renderStep( SettingsStep, survey(), ent );
		fireEvent.click( radio( 'When the visitor clicks an element' ) );
		expect( draft().settings.behavior.timing ).toBe( 'immediate' );
		expect( input( 'textbox', 'CSS selector' ).disabled ).toBe( true );
		const again = input( 'spinbutton', 'Show again after' );
		fireEvent.change( again, { target: { value: '7' } } );
		expect( draft().settings.behavior.recontact_days ).toBe( 0 );
	} );
} );
