import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	entitlementsOf,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepValid } from '../../steps';
import { SettingsStep } from '../../steps/SettingsStep';
import { fieldProblems, withSource } from '../hidden-fields';
import { renderStep, survey } from './harness';

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'fieldProblems: the server’s words', () => {
	const field = ( name: string, source = 'query', key = 'k' ) =>
		( { name, source, key } ) as Parameters<
			typeof fieldProblems
		>[ 0 ][ number ];
	it.each( [
		[ 'valid', [ field( 'utm_source' ) ], 0, {} ],
		[
			'no name',
			[ field( '' ) ],
			0,
			{ name: 'Every hidden field needs a name.' },
		],
		[
			'a space',
			[ field( 'utm source' ) ],
			0,
			{
				name: 'A hidden field’s name starts with a letter and holds only letters, digits and underscores (at most 40).',
			},
		],
		[
			'the same name in another case',
			[ field( 'plan' ), field( 'Plan' ) ],
			1,
			{ name: 'Two hidden fields cannot have the same name.' },
		],
		[
			'a cookie without its name',
			[ field( 'ab', 'cookie', '' ) ],
			0,
			{ key: 'Enter the name of the cookie to read.' },
		],
		[
			'a key with "="',
			[ field( 'ab', 'js', 'a=b' ) ],
			0,
			{
				key: 'The key can be at most 100 characters long, without spaces, “;” or “=”.',
			},
		],
		[
			'a user field: its key from the list',
			[ field( 'who', 'user', 'role' ) ],
			0,
			{},
		],
	] )( '%s', ( _name, fields, index, expected ) => {
		expect( fieldProblems( fields, index ) ).toEqual( expected );
	} );

	it( 'switching the source picks a listed key or keeps typed text', () => {
		const typed = field( 'plan', 'query', 'plan' );
		expect( withSource( typed, 'user' ).key ).toBe( 'id' );
		expect( withSource( typed, 'cookie' ).key ).toBe( 'plan' );
		expect( withSource( withSource( typed, 'page' ), 'js' ).key ).toBe(
			''
		);
	} );
} );

describe( 'Hidden fields card', () => {
	it( 'adds a field, says what is missing once touched, and blocks Next until it is valid', () => {
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add hidden field' } )
		);
		expect( draft().settings.hidden_fields ).toEqual( [
			{ name: '', source: 'query', key: '' },
		] );
		// A new row waits for the admin before showing errors.
		expect(
			screen.queryByText( 'Every hidden field needs a name.' )
		).toBeNull();
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );

		const name = screen.getByLabelText( 'Field 1 name' );
		fireEvent.change( name, { target: { value: 'utm source' } } );
		expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			screen.getByText( /starts with a letter/ ).closest( 'p' )?.id
		).toBe( name.getAttribute( 'aria-describedby' ) );

		fireEvent.change( name, { target: { value: 'utm_source' } } );
		fireEvent.change( screen.getByLabelText( 'Key' ), {
			target: { value: 'utm_source' },
		} );
		expect( draft().settings.hidden_fields ).toEqual( [
			{ name: 'utm_source', source: 'query', key: 'utm_source' },
		] );
		expect( stepValid( 'settings', draft(), true ) ).toBe( true );

		fireEvent.change( screen.getByLabelText( 'Value from' ), {
			target: { value: 'user' },
		} );
		expect( draft().settings.hidden_fields[ 0 ].key ).toBe( 'id' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove field 1' } )
		);
		expect( draft().settings.hidden_fields ).toEqual( [] );
	} );

	it( 'a renamed field takes the titles’ recalls along, never to a name another field has', () => {
		const { draft } = renderStep(
			SettingsStep,
			survey( {
				questions: [
					{
						...survey().questions[ 0 ],
						title: 'Which {{field:plan|plan}}? {{field:utm}}',
					},
				],
				settings: {
					...survey().settings,
					hidden_fields: [
						{ name: 'plan', source: 'js', key: 'plan' },
						{ name: 'utm', source: 'query', key: 'utm' },
					],
				},
			} ),
			PRO_ELITE
		);
		const title = () => draft().questions[ 0 ].title;
		const name = screen.getByLabelText( 'Field 1 name' );
		fireEvent.focus( name );

		fireEvent.change( name, { target: { value: 'pla' } } );
		expect( title() ).toBe( 'Which {{field:pla|plan}}? {{field:utm}}' );
		// Invalid, then another field's name: the recalls wait at the last good name.
		fireEvent.change( name, { target: { value: 'pl a' } } );
		fireEvent.change( name, { target: { value: 'UTM' } } );
		expect( title() ).toBe( 'Which {{field:pla|plan}}? {{field:utm}}' );
		fireEvent.change( name, { target: { value: 'tier' } } );
		expect( title() ).toBe( 'Which {{field:tier|plan}}? {{field:utm}}' );
		expect( draft().settings.hidden_fields[ 0 ].name ).toBe( 'tier' );
		expect( stepValid( 'questions', draft(), true ) ).toBe( true );
	} );

	it.each( [
		[ 'Lite', LITE, null ],
		[
			'Pro without the targeting add-on',
			entitlementsOf( 'elite', { targeting: false } ),
			'Please activate the Targeting addon to access this feature',
		],
	] )( '%s: locked', ( _name, ent, notice ) => {
		renderStep( SettingsStep, survey(), ent );
		const card = screen
			.getByRole( 'heading', { name: 'Hidden fields' } )
			.closest( 'section' )!;
		const add = card.querySelector( 'button' )!;
		expect( add.textContent ).toBe( 'Add hidden field' );
		expect( ( add as HTMLButtonElement ).disabled ).toBe( true );
		if ( notice ) {
			expect( card.textContent ).toContain( notice );
		}
	} );
} );
