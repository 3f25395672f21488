import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { PageRule } from '../../../../../data/survey-types';
import {
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepValid } from '../../steps';
import { SettingsStep } from '../../steps/SettingsStep';
import { PRO_PLUS, renderStep, serve, survey } from './harness';

const OPTIONS: Record<
	string,
	Array< { id: string | number; label: string } >
> = {
	user_logged_in: [
		{ id: 'logged_in', label: 'Logged In' },
		{ id: 'logged_out', label: 'Logged Out' },
	],
	wp_page_type: [
		{ id: 'front_page', label: 'Front Page' },
		{ id: 'home', label: 'Blog Home' },
		{ id: 'single', label: 'Single Post' },
	],
	taxonomy_term: [
		{ id: 12, label: 'News' },
		{ id: 13, label: 'Newsletters' },
		{ id: 14, label: 'Events' },
	],
};

/** Serves logic-type options (filtered by the search) and the page search. */
function serveLookups() {
	return serve( {
		'/userfeedback/v1/logic-type': ( params ) => {
			const search = ( params.get( 'search' ) ?? '' ).toLowerCase();
			return {
				items: (
					OPTIONS[ params.get( 'logic_type' ) ?? '' ] ?? []
				).filter( ( item ) =>
					item.label.toLowerCase().includes( search )
				),
			};
		},
		'/userfeedback/v1/search': ( params ) => ( {
			items: [ { id: 42, title: `${ params.get( 'title' ) } Us` } ],
		} ),
	} );
}

function typeSelect( n: number ) {
	return screen.getByRole( 'combobox', {
		name: `Rule ${ n } type`,
	} ) as HTMLSelectElement;
}

function valueInput( n: number ) {
	return screen.getByLabelText( `Rule ${ n } value` ) as HTMLInputElement;
}

function addButtons() {
	return within( screen.getByRole( 'group', { name: 'Add another rule' } ) )
		.queryAllByRole( 'button' )
		.map( ( b ) => b.textContent );
}

function advanced( rules: PageRule[] ) {
	const initial = survey();
	initial.settings.targeting.pages = 'advanced';
	initial.settings.targeting.page_rules = rules;
	return initial;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Page-rule builder', () => {
	it( 'starts with one page_type rule that cannot be removed, offering AND and OR', async () => {
		serveLookups();
		const { draft } = renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.click( screen.getByRole( 'radio', { name: 'Advanced' } ) );

		expect( draft().settings.targeting.page_rules ).toEqual( [
			{ logic: 'page_type', operator: '&&', data: null },
		] );
		expect( typeSelect( 1 ).value ).toBe( 'page_type' );
		expect(
			screen.queryByRole( 'button', { name: 'Remove rule 1' } )
		).toBeNull();
		expect( addButtons() ).toEqual( [ 'AND', 'OR' ] );
		// Nothing was touched yet: no error is shown for the empty default rule.
		expect( valueInput( 1 ).getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( screen.queryByText( 'Choose an option.' ) ).toBeNull();
		// Going back to all pages and again to advanced keeps the rules.
		fireEvent.click( screen.getByRole( 'radio', { name: 'All pages' } ) );
		fireEvent.click( screen.getByRole( 'radio', { name: 'Advanced' } ) );
		expect( draft().settings.targeting.page_rules ).toHaveLength( 1 );
		// Options of the default rule come from the logic-type route.
		await screen.findByRole( 'option', { name: 'Blog Home' } );
	} );

	it( 'lists every rule type of the spec, in order', () => {
		serveLookups();
		renderStep( SettingsStep, advanced( [] ), PRO_PLUS );
		fireEvent.click( screen.getByRole( 'button', { name: 'AND' } ) );
		expect(
			Array.from( typeSelect( 1 ).options ).map( ( o ) => o.textContent )
		).toEqual( [
			'User Status',
			'User Role',
			'Type of Page',
			'Page or Post is',
			'Page or Post is Not',
			'Post Type is',
			'Post Type is Not',
			'Taxonomy Page is',
			'Taxonomy Page is Not',
			'Taxonomy Term is',
			'Taxonomy Term is Not',
			'Referrer is',
			'Query Parameter Contains',
			'Query Parameter Does Not Contain',
			'Query Parameter RegEx',
			'Cookie Exists',
			'Cookie Does Not Exist',
			'Page URL is',
			'Page URL is Not',
			'Page URL Contains',
			'Page URL Does Not Contain',
		] );
	} );

	it( 'fills a select rule from the logic-type route and marks it, once left, until chosen', async () => {
		const calls = serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [ { logic: 'page_type', operator: '&&', data: null } ] ),
			PRO_ELITE
		);
		const select = valueInput( 1 ) as unknown as HTMLSelectElement;
		// Nothing touched yet: no error, though Next stays disabled.
		expect( select.getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( screen.queryByText( 'Choose an option.' ) ).toBeNull();
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );
		fireEvent.blur( select );
		expect( select.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( screen.getByText( 'Choose an option.' ) ).toBeTruthy();
		await within( select ).findByRole( 'option', { name: 'Blog Home' } );
		expect( calls ).toContain(
			'/userfeedback/v1/logic-type?logic_type=wp_page_type&search='
		);

		fireEvent.change( select, { target: { value: 'home' } } );
		expect( draft().settings.targeting.page_rules[ 0 ].data ).toEqual( {
			id: 'home',
			label: 'Blog Home',
		} );
		expect( select.getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( screen.queryByText( 'Choose an option.' ) ).toBeNull();
		expect( stepValid( 'settings', draft(), true ) ).toBe( true );
	} );

	it( 'keeps a saved selection visible, even before the options load', () => {
		serve( {
			'/userfeedback/v1/logic-type': () => new Promise( () => undefined ),
		} );
		renderStep(
			SettingsStep,
			advanced( [
				{
					logic: 'user_logged_in',
					operator: '&&',
					data: { id: 'logged_in', label: 'Logged In' },
				},
			] ),
			PRO_ELITE
		);
		const select = valueInput( 1 ) as unknown as HTMLSelectElement;
		expect( select.value ).toBe( 'logged_in' );
		expect( select.selectedOptions[ 0 ].textContent ).toBe( 'Logged In' );
	} );

	it( 'adds rules with AND or OR; once the second has one, only that operator is offered', () => {
		serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [
				{ logic: 'cookie_exist', operator: '&&', data: 'seen' },
			] ),
			PRO_ELITE
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'OR' } ) );
		expect( draft().settings.targeting.page_rules[ 1 ] ).toEqual( {
			logic: 'page_type',
			operator: '||',
			data: null,
		} );
		expect( addButtons() ).toEqual( [ 'OR' ] );
		// The new rule's type dropdown has focus.
		expect( typeSelect( 2 ).ownerDocument.activeElement ).toBe(
			typeSelect( 2 )
		);

		fireEvent.click( screen.getByRole( 'button', { name: 'OR' } ) );
		expect(
			draft().settings.targeting.page_rules.map( ( r ) => r.operator )
		).toEqual( [ '&&', '||', '||' ] );
		expect(
			screen.getByRole( 'button', { name: 'Remove rule 2' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Remove rule 3' } )
		).toBeTruthy();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove rule 3' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove rule 2' } )
		);
		expect( draft().settings.targeting.page_rules ).toEqual( [
			{ logic: 'cookie_exist', operator: '&&', data: 'seen' },
		] );
		expect( addButtons() ).toEqual( [ 'AND', 'OR' ] );
		expect( typeSelect( 1 ).ownerDocument.activeElement ).toBe(
			typeSelect( 1 )
		);
	} );

	it( 'resets the value when the type changes, with the spec placeholders', () => {
		serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [
				{ logic: 'cookie_exist', operator: '&&', data: 'seen' },
			] ),
			PRO_ELITE
		);
		const cases: Array< [ string, string, string | null ] > = [
			[ 'referrer', 'https://', '' ],
			[ 'page_url_is', 'https://', '' ],
			[ 'page_url_is_not', 'https://', '' ],
			[ 'page_url_contains', 'Type a String', null ],
			[ 'page_url_not_contains', 'Type a String', null ],
			[ 'query_parameter_contains', 'Enter Query Parameter', null ],
			[ 'query_parameter_not_contains', 'Enter Query Parameter', null ],
			[ 'query_parameter_regex', 'Enter RegEx', null ],
			[ 'cookie_exist', 'Enter Cookie Name', null ],
			[ 'cookie_not_exist', 'Enter Cookie Name', null ],
		];
		for ( const [ logic, placeholder, data ] of cases ) {
			fireEvent.change( valueInput( 1 ), { target: { value: 'x' } } );
			fireEvent.change( typeSelect( 1 ), { target: { value: logic } } );
			expect( draft().settings.targeting.page_rules[ 0 ] ).toEqual( {
				logic,
				operator: '&&',
				data,
			} );
			expect( valueInput( 1 ).placeholder ).toBe( placeholder );
			expect( valueInput( 1 ).value ).toBe( '' );
			expect( valueInput( 1 ).getAttribute( 'aria-invalid' ) ).toBe(
				'true'
			);
		}
	} );

	it( 'validates URLs, text and regular expressions', () => {
		serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [
				{ logic: 'page_url_is', operator: '&&', data: '' },
				{ logic: 'page_url_contains', operator: '&&', data: null },
				{ logic: 'query_parameter_regex', operator: '&&', data: null },
			] ),
			PRO_ELITE
		);
		expect( stepValid( 'settings', draft(), true ) ).toBe( false );

		fireEvent.change( valueInput( 1 ), {
			target: { value: 'example.com/shop' },
		} );
		expect( valueInput( 1 ).getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			screen.getByText(
				'Enter a valid URL, starting with https:// or http://.'
			)
		).toBeTruthy();
		fireEvent.change( valueInput( 1 ), {
			target: { value: 'https://example.com/shop' },
		} );
		expect( valueInput( 1 ).getAttribute( 'aria-invalid' ) ).toBeNull();

		// Untouched empty rules wait until they are left.
		expect( screen.queryAllByText( 'Enter a value.' ) ).toHaveLength( 0 );
		fireEvent.blur( valueInput( 2 ) );
		fireEvent.blur( valueInput( 3 ) );
		expect( screen.getAllByText( 'Enter a value.' ) ).toHaveLength( 2 );
		fireEvent.change( valueInput( 2 ), { target: { value: 'sale' } } );
		expect( valueInput( 2 ).getAttribute( 'aria-invalid' ) ).toBeNull();

		fireEvent.change( valueInput( 3 ), { target: { value: '(unclosed' } } );
		expect(
			screen.getByText( 'Enter a valid regular expression.' )
		).toBeTruthy();
		fireEvent.change( valueInput( 3 ), { target: { value: '^utm_.*$' } } );
		expect( valueInput( 3 ).getAttribute( 'aria-invalid' ) ).toBeNull();
		// The error is tied to its input.
		expect( stepValid( 'settings', draft(), true ) ).toBe( true );
	} );

	it( 'searches terms 300 ms after typing and picks one with the keyboard', async () => {
		const calls = serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [
				{ logic: 'taxonomy_term_is', operator: '&&', data: null },
			] ),
			PRO_ELITE
		);
		const input = screen.getByRole( 'combobox', { name: 'Rule 1 value' } );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		fireEvent.change( input, { target: { value: 'n' } } );
		fireEvent.change( input, { target: { value: 'ne' } } );
		fireEvent.change( input, { target: { value: 'new' } } );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );

		await screen.findByRole( 'option', { name: 'Newsletters' } );
		const searches = calls.filter( ( c ) => c.includes( 'taxonomy_term' ) );
		expect( searches ).toEqual( [
			'/userfeedback/v1/logic-type?logic_type=taxonomy_term&search=new',
		] );
		expect(
			within( screen.getByRole( 'listbox', { name: 'Matches' } ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'News', 'Newsletters' ] );

		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		const active = input.getAttribute( 'aria-activedescendant' );
		expect( document.getElementById( String( active ) )?.textContent ).toBe(
			'Newsletters'
		);
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( draft().settings.targeting.page_rules[ 0 ].data ).toEqual( {
			id: 13,
			label: 'Newsletters',
		} );
		expect( ( input as HTMLInputElement ).value ).toBe( 'Newsletters' );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( input.getAttribute( 'aria-invalid' ) ).toBeNull();

		// Emptying the field and leaving it clears the choice.
		fireEvent.change( input, { target: { value: '' } } );
		fireEvent.blur( input );
		expect( draft().settings.targeting.page_rules[ 0 ].data ).toBeNull();
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	} );

	it( 'Esc closes the list and keeps the choice', async () => {
		serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [
				{
					logic: 'taxonomy_term_is_not',
					operator: '&&',
					data: { id: 14, label: 'Events' },
				},
			] ),
			PRO_ELITE
		);
		const input = screen.getByRole( 'combobox', {
			name: 'Rule 1 value',
		} ) as HTMLInputElement;
		expect( input.value ).toBe( 'Events' );
		fireEvent.change( input, { target: { value: 'News' } } );
		await screen.findByRole( 'option', { name: 'News' } );
		fireEvent.keyDown( input, { key: 'Escape' } );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( input.value ).toBe( 'Events' );
		expect( draft().settings.targeting.page_rules[ 0 ].data ).toEqual( {
			id: 14,
			label: 'Events',
		} );
	} );

	it( 'searches pages and posts for "Page or Post is"', async () => {
		const calls = serveLookups();
		const { draft } = renderStep(
			SettingsStep,
			advanced( [ { logic: 'page_is', operator: '&&', data: null } ] ),
			PRO_ELITE
		);
		const input = screen.getByRole( 'combobox', { name: 'Rule 1 value' } );
		fireEvent.click( input );
		expect(
			await screen.findByText( 'Type to search pages and posts.' )
		).toBeTruthy();
		fireEvent.change( input, { target: { value: 'About' } } );
		fireEvent.click(
			await screen.findByRole( 'option', { name: 'About Us' } )
		);
		expect( calls ).toContain( '/userfeedback/v1/search?title=About' );
		expect( draft().settings.targeting.page_rules[ 0 ].data ).toEqual( {
			id: 42,
			label: 'About Us',
		} );
		await waitFor( () =>
			expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' )
		);
	} );

	it( 'says when nothing matches', async () => {
		serveLookups();
		renderStep(
			SettingsStep,
			advanced( [
				{ logic: 'taxonomy_term_is', operator: '&&', data: null },
			] ),
			PRO_ELITE
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Rule 1 value' } ),
			{
				target: { value: 'zzz' },
			}
		);
		expect( await screen.findByText( 'No results found.' ) ).toBeTruthy();
		expect(
			document.querySelectorAll( '[role="listbox"] [role="option"]' )
		).toHaveLength( 0 );
	} );
} );
