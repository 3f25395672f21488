import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../../test-utils';
import { stepProblems } from '../../steps';
import { forSave, newSurvey } from '../../survey';
import { question, renderStep, survey } from './harness';

const STAR_TITLE = 'How would you rate your overall experience?';
const NPS_TITLE =
	'On a scale of 1-10, how likely would you recommend us to a friend or colleague?';

beforeEach( () => {
	resetFetchHandler();
} );

afterEach( () => {
	vi.restoreAllMocks();
	clearGlobals();
} );

function openAddMenu() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Add Question' } ) );
	return screen.getByRole( 'menu', { name: 'Question types' } );
}

function card( n: number ) {
	return screen
		.getByRole( 'heading', { name: new RegExp( `^Question ${ n }\\b` ) } )
		.closest( 'li' ) as HTMLElement;
}

function isFocused( el: Element ): boolean {
	return el.ownerDocument.activeElement === el;
}

/**
 * Presses a key on the focused drag handle, then lets dnd-kit's keyboard sensor attach its
 * listeners (it does so on a timeout).
 *
 * @param handle The drag handle.
 * @param code   The key code, e.g. Space.
 */
async function press( handle: HTMLElement, code: string ) {
	await act( async () => {
		fireEvent.keyDown( handle, {
			code,
			key: code === 'Space' ? ' ' : code,
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

function description( el: HTMLElement ): string {
	return ( el.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' )
		.trim();
}

function modalTitle() {
	return document.querySelector( '.uf-upgrade-modal__title' )?.textContent;
}

describe( 'surveys visitors never see', () => {
	const WARNING =
		/Visitors will not see this survey: its Star Rating questions need/;

	it( 'warns when the site cannot show a Star Rating or NPS question', () => {
		renderStep(
			survey( [
				question( 'a', 'text' ),
				question( 'b', 'star-rating' ),
			] ),
			LITE
		);
		expect( screen.getByText( WARNING ).textContent ).toBe(
			'Visitors will not see this survey: its Star Rating questions need UserFeedback PRO.'
		);
	} );

	it( 'names the licence and add-on on Pro, and says nothing once they are there', () => {
		const stars = survey( [ question( 'b', 'star-rating' ) ] );
		const { unmount } = renderStep( stars, PRO_UNLICENSED );
		expect( screen.getByText( WARNING ).textContent ).toContain(
			'a valid license and the Question Types addon'
		);
		unmount();
		renderStep( stars, PRO_ELITE );
		expect( screen.queryByText( WARNING ) ).toBeNull();
	} );
} );

describe( 'a new survey', () => {
	it( 'starts with one blank text question', () => {
		const { draft } = renderStep( {
			...newSurvey( 'admin@example.test' ),
			questions: [],
		} );
		expect( draft().questions ).toHaveLength( 1 );
		expect( draft().questions[ 0 ] ).toMatchObject( {
			type: 'text',
			title: '',
		} );
		expect( screen.getByLabelText( 'Question title' ) ).toHaveProperty(
			'value',
			''
		);
	} );
} );

describe( 'Add Question', () => {
	it( 'lists the fifteen types, each named and described, the Pro ones badged in Lite', () => {
		renderStep( survey( [ question( 'a' ) ] ) );
		const menu = openAddMenu();
		const items = within( menu ).getAllByRole( 'menuitem' );
		const names = items.map(
			( item ) =>
				document.getElementById(
					item.getAttribute( 'aria-labelledby' ) ?? ''
				)?.textContent ?? ''
		);
		expect( names.map( ( name ) => name.replace( /PRO$/, '' ) ) ).toEqual( [
			'Multiple Choice',
			'Checkboxes',
			'Star Rating',
			'NPS',
			'Single Line Text',
			'Long Text',
			'Email',
			'Scale',
			'Smiley Faces',
			'Dropdown',
			'Matrix',
			'Ranking',
			'Image Choice',
			'Date',
			'Consent',
		] );
		expect(
			names.filter( ( name ) => name.endsWith( 'PRO' ) )
		).toHaveLength( 10 );
		expect( description( items[ 7 ] ) ).toBe(
			'CSAT 1–5, effort (CES) 1–7 or numeric 0–10'
		);
		expect(
			isFocused( within( menu ).getAllByRole( 'menuitem' )[ 0 ] )
		).toBe( true );
	} );

	it( 'adds each free type in Lite, with its blank config', () => {
		const { draft } = renderStep( survey( [ question( 'a' ) ] ) );
		for ( const name of [
			'Multiple Choice',
			'Checkboxes',
			'Single Line Text',
			'Long Text',
			'Email',
		] ) {
			fireEvent.click(
				within( openAddMenu() ).getByRole( 'menuitem', { name } )
			);
		}
		const added = draft().questions.slice( 1 );
		expect( added.map( ( q ) => q.type ) ).toEqual( [
			'radio-button',
			'checkbox',
			'text',
			'long-text',
			'email',
		] );
		expect( added[ 0 ].config.options ).toEqual( [ '', '' ] );
		expect( added[ 1 ].config.options ).toEqual( [ '' ] );
		expect( added[ 4 ].config.include_name ).toBe( false );
		// Focus goes to the new question's title.
		expect(
			isFocused( screen.getAllByLabelText( 'Question title' )[ 5 ] )
		).toBe( true );
	} );

	it( 'opens the upgrade modal for Star Rating and NPS in Lite, adding nothing', () => {
		const { draft } = renderStep( survey( [ question( 'a' ) ] ) );
		fireEvent.click(
			within( openAddMenu() ).getByRole( 'menuitem', {
				name: /Star Rating/,
			} )
		);
		expect( modalTitle() ).toBe( 'Star Rating is a PRO feature' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		fireEvent.click(
			within( openAddMenu() ).getByRole( 'menuitem', { name: /NPS/ } )
		);
		expect( modalTitle() ).toBe( 'NPS is a PRO feature' );
		expect( draft().questions ).toHaveLength( 1 );
	} );

	it( 'adds Star Rating and NPS with their default titles on licensed Pro', () => {
		const { draft } = renderStep(
			survey( [ question( 'a' ) ] ),
			PRO_ELITE
		);
		const menu = openAddMenu();
		expect(
			within( menu )
				.getByRole( 'menuitem', { name: 'Star Rating' } )
				.hasAttribute( 'aria-disabled' )
		).toBe( false );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Star Rating' } )
		);
		fireEvent.click(
			within( openAddMenu() ).getByRole( 'menuitem', { name: 'NPS' } )
		);
		expect(
			draft()
				.questions.slice( 1 )
				.map( ( q ) => [ q.type, q.title ] )
		).toEqual( [
			[ 'star-rating', STAR_TITLE ],
			[ 'nps', NPS_TITLE ],
		] );
		expect( modalTitle() ).toBeUndefined();
	} );

	it( 'disables Star Rating and NPS on Pro without a licence, with the reason', () => {
		const { draft } = renderStep(
			survey( [ question( 'a' ) ] ),
			PRO_UNLICENSED
		);
		const menu = openAddMenu();
		const star = within( menu ).getByRole( 'menuitem', {
			name: 'Star Rating',
		} );
		expect( star.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( description( star ) ).toMatch(
			/Please enter a valid license key to use the PRO question types\./
		);
		fireEvent.click( star );
		expect( draft().questions ).toHaveLength( 1 );
		expect( modalTitle() ).toBeUndefined();
	} );

	it( 'moves through the menu with the arrow keys and closes on Escape', () => {
		renderStep( survey( [ question( 'a' ) ] ) );
		const menu = openAddMenu();
		const items = within( menu ).getAllByRole( 'menuitem' );
		fireEvent.keyDown( items[ 0 ], { key: 'ArrowDown' } );
		expect( isFocused( items[ 1 ] ) ).toBe( true );
		fireEvent.keyDown( items[ 1 ], { key: 'End' } );
		expect( isFocused( items[ 14 ] ) ).toBe( true );
		fireEvent.keyDown( items[ 14 ], { key: 'ArrowDown' } );
		expect( isFocused( items[ 0 ] ) ).toBe( true );
		fireEvent.keyDown( items[ 0 ], { key: 'Escape' } );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect(
			isFocused( screen.getByRole( 'button', { name: 'Add Question' } ) )
		).toBe( true );
	} );
} );

describe( 'NPS surveys', () => {
	it( 'disable Add Question and hide delete', () => {
		renderStep(
			survey(
				[
					question( 'n', 'nps', { title: NPS_TITLE } ),
					question( 't', 'long-text' ),
				],
				{ type: 'nps', template: 'nps' }
			),
			PRO_ELITE
		);
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Add Question',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
		expect(
			screen.getByText(
				'An NPS survey keeps its questions: no questions can be added.'
			)
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: /^Delete question/ } )
		).toBeNull();
	} );

	it( 'show delete in other surveys', () => {
		renderStep( survey( [ question( 'a' ), question( 'b' ) ] ) );
		expect(
			screen.getAllByRole( 'button', { name: /^Delete question/ } )
		).toHaveLength( 2 );
	} );
} );

describe( 'question type', () => {
	it( 'keeps the options between Multiple Choice and Checkboxes, clears them otherwise', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'radio-button', {
					config: { options: [ 'Red', 'Blue' ] },
				} ),
			] )
		);
		const type = screen.getByLabelText( 'Question type' );
		fireEvent.change( type, { target: { value: 'checkbox' } } );
		expect( draft().questions[ 0 ] ).toMatchObject( {
			type: 'checkbox',
			config: { options: [ 'Red', 'Blue' ] },
		} );
		fireEvent.change( type, { target: { value: 'email' } } );
		expect( draft().questions[ 0 ].config ).toEqual( {
			options: [],
			include_name: false,
		} );
		expect( screen.queryByRole( 'group', { name: 'Options' } ) ).toBeNull();
		fireEvent.change( type, { target: { value: 'radio-button' } } );
		expect( draft().questions[ 0 ].config.options ).toEqual( [ '', '' ] );
	} );

	it( 'offers Star Rating and NPS only where allowed', () => {
		renderStep( survey( [ question( 'a' ) ] ) );
		const options = within(
			screen.getByLabelText( 'Question type' )
		).getAllByRole( 'option' ) as HTMLOptionElement[];
		expect(
			options.filter( ( o ) => o.disabled ).map( ( o ) => o.value )
		).toEqual( [
			'star-rating',
			'nps',
			'scale',
			'smiley',
			'dropdown',
			'matrix',
			'ranking',
			'image-choice',
			'date',
			'consent',
		] );
	} );

	it( 'gives star-rating its default title when the title was empty', () => {
		const { draft } = renderStep(
			survey( [ question( 'a', 'text', { title: '' } ) ] ),
			PRO_ELITE
		);
		fireEvent.change( screen.getByLabelText( 'Question type' ), {
			target: { value: 'star-rating' },
		} );
		expect( draft().questions[ 0 ].title ).toBe( STAR_TITLE );
	} );

	it( 'toggles include_name on e-mail questions', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'email', {
					config: { options: [], include_name: false },
				} ),
			] )
		);
		fireEvent.click(
			screen.getByLabelText( 'Also ask for the visitor’s name' )
		);
		expect( draft().questions[ 0 ].config.include_name ).toBe( true );
	} );
} );

describe( 'options', () => {
	it( 'keeps Multiple Choice between 2 and 5 options and trims them', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'radio-button', {
					config: { options: [ 'A', 'B' ] },
				} ),
			] )
		);
		const group = screen.getByRole( 'group', { name: 'Options' } );
		const removeButtons = () =>
			within( group ).getAllByRole( 'button', {
				name: /^Remove option/,
			} );
		expect(
			removeButtons().every(
				( b ) => ( b as HTMLButtonElement ).disabled
			)
		).toBe( true );
		const add = within( group ).getByRole( 'button', {
			name: 'Add Option',
		} );
		fireEvent.click( add );
		expect(
			isFocused( within( group ).getByLabelText( 'Option 3' ) )
		).toBe( true );
		fireEvent.click( add );
		fireEvent.click( add );
		expect( draft().questions[ 0 ].config.options ).toHaveLength( 5 );
		expect( ( add as HTMLButtonElement ).disabled ).toBe( true );
		expect( ( removeButtons()[ 0 ] as HTMLButtonElement ).disabled ).toBe(
			false
		);

		const third = within( group ).getByLabelText( 'Option 3' );
		fireEvent.change( third, { target: { value: '  Maybe  ' } } );
		fireEvent.blur( third );
		expect( draft().questions[ 0 ].config.options[ 2 ] ).toBe( 'Maybe' );

		fireEvent.click( removeButtons()[ 2 ] );
		expect( draft().questions[ 0 ].config.options ).toEqual( [
			'A',
			'B',
			'',
			'',
		] );
	} );

	it( 'lets Checkboxes go down to one option', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'checkbox', {
					config: { options: [ 'A', 'B' ] },
				} ),
			] )
		);
		const group = screen.getByRole( 'group', { name: 'Options' } );
		fireEvent.click(
			within( group ).getByRole( 'button', { name: 'Remove option 2' } )
		);
		expect( draft().questions[ 0 ].config.options ).toEqual( [ 'A' ] );
		expect(
			(
				within( group ).getByRole( 'button', {
					name: 'Remove option 1',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
	} );

	it( 'adds an option with Enter', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'checkbox', { config: { options: [ 'A' ] } } ),
			] )
		);
		fireEvent.keyDown( screen.getByLabelText( 'Option 1' ), {
			key: 'Enter',
		} );
		expect( draft().questions[ 0 ].config.options ).toEqual( [ 'A', '' ] );
		expect( isFocused( screen.getByLabelText( 'Option 2' ) ) ).toBe( true );
	} );
} );

describe( 'toggles', () => {
	it( 'are locked in Lite and open the upgrade modal', () => {
		const { draft } = renderStep(
			survey( [ question( 'a', 'radio-button' ) ] )
		);
		const required = screen.getByLabelText( /^Required/ );
		expect( required.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( required );
		expect( modalTitle() ).toBe( 'Required Questions is a PRO feature' );
		fireEvent.click( screen.getByLabelText( /^Randomize answers/ ) );
		expect( modalTitle() ).toBe( 'Randomize Answers is a PRO feature' );
		fireEvent.click( screen.getByLabelText( /^Comment box/ ) );
		expect( modalTitle() ).toBe( 'Comment Box is a PRO feature' );
		expect( draft().questions[ 0 ].settings ).toEqual( {
			required: false,
			randomize: false,
			comment_box: false,
		} );
	} );

	it( 'are offered per type', () => {
		renderStep(
			survey( [
				question( 'a', 'text' ),
				question( 'b', 'checkbox' ),
				question( 'c', 'star-rating' ),
			] ),
			PRO_ELITE
		);
		const names = ( n: number ) =>
			within(
				within( card( n ) ).getByRole( 'group', {
					name: 'Question settings',
				} )
			)
				.getAllByRole( 'checkbox' )
				.map( ( box ) => box.id.split( '-' ).pop() );
		expect( names( 1 ) ).toEqual( [ 'required' ] );
		expect( names( 2 ) ).toEqual( [
			'required',
			'randomize',
			'comment_box',
		] );
		expect( names( 3 ) ).toEqual( [ 'required', 'comment_box' ] );
	} );

	it( 'are disabled with the add-on notice on Pro without the question-types add-on', () => {
		renderStep( survey( [ question( 'a', 'checkbox' ) ] ), PRO_UNLICENSED );
		const required = screen.getByLabelText( 'Required' );
		expect( ( required as HTMLButtonElement ).disabled ).toBe( true );
		expect( description( required ) ).toBe(
			'Please activate the Question Types addon to access this feature'
		);
		fireEvent.click( required );
		expect( modalTitle() ).toBeUndefined();
	} );

	it( 'change the question on licensed Pro', () => {
		const { draft } = renderStep(
			survey( [ question( 'a', 'checkbox' ) ] ),
			PRO_ELITE
		);
		fireEvent.click( screen.getByLabelText( 'Required' ) );
		fireEvent.click( screen.getByLabelText( 'Randomize answers' ) );
		expect( draft().questions[ 0 ].settings ).toEqual( {
			required: true,
			randomize: true,
			comment_box: false,
		} );
	} );
} );

describe( 'conditional logic', () => {
	it( 'is disabled with a notice without an earlier choice or rating question', () => {
		renderStep(
			survey( [
				question( 'a', 'radio-button' ),
				question( 'b', 'text' ),
				question( 'c' ),
			] )
		);
		const first = within( card( 1 ) ).getByLabelText( 'Conditional logic' );
		expect( ( first as HTMLButtonElement ).disabled ).toBe( true );
		expect( description( first ) ).toBe(
			'Conditional logic needs an earlier choice, rating or consent question: Multiple Choice, Checkboxes, Dropdown, Image Choice, Star Rating, NPS, Scale, Smiley Faces or Consent.'
		);
		expect(
			(
				within( card( 2 ) ).getByLabelText(
					'Conditional logic'
				) as HTMLButtonElement
			 ).disabled
		).toBe( false );
	} );

	it( 'ignores earlier free-text questions', () => {
		renderStep(
			survey( [ question( 'a', 'email' ), question( 'b', 'long-text' ) ] )
		);
		expect(
			(
				within( card( 2 ) ).getByLabelText(
					'Conditional logic'
				) as HTMLButtonElement
			 ).disabled
		).toBe( true );
	} );

	it( 'offers the comparisons of the source type, and show or hide', () => {
		const { draft } = renderStep(
			survey( [
				question( 'r', 'radio-button' ),
				question( 'c', 'checkbox', {
					config: { options: [ 'X', 'Y' ] },
				} ),
				question( 's', 'star-rating' ),
				question( 'n', 'nps' ),
				question( 't', 'text' ),
			] ),
			PRO_ELITE
		);
		const last = card( 5 );
		fireEvent.click( within( last ).getByLabelText( 'Conditional logic' ) );
		// Starts with one condition on the nearest earlier source (NPS).
		expect( draft().questions[ 4 ].logic ).toEqual( {
			enabled: true,
			action: 'show',
			conditions: [ { question_id: 'n', compare: '==', value: '' } ],
		} );
		const comparisons = () =>
			within( within( last ).getByLabelText( 'Comparison' ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent );
		const source = within( last ).getByLabelText( 'Question' );
		expect(
			within( source )
				.getAllByRole( 'option' )
				.map( ( o ) => ( o as HTMLOptionElement ).value )
		).toEqual( [ 'r', 'c', 's', 'n' ] );
		expect( comparisons() ).toEqual( [
			'is',
			'is not',
			'lower than',
			'greater than',
		] );
		expect(
			within( within( last ).getByLabelText( 'Answer' ) ).getAllByRole(
				'option'
			)
		).toHaveLength( 11 );

		fireEvent.change( source, { target: { value: 's' } } );
		expect( comparisons() ).toEqual( [
			'is',
			'is not',
			'lower than',
			'greater than',
		] );
		expect(
			within( within( last ).getByLabelText( 'Answer' ) ).getAllByRole(
				'option'
			)
		).toHaveLength( 6 );

		fireEvent.change( source, { target: { value: 'c' } } );
		expect( comparisons() ).toEqual( [ 'is', 'is not', 'includes' ] );
		fireEvent.change( within( last ).getByLabelText( 'Comparison' ), {
			target: { value: 'includes' },
		} );
		fireEvent.click( within( last ).getByLabelText( 'Y' ) );
		expect( draft().questions[ 4 ].logic.conditions ).toEqual( [
			{ question_id: 'c', compare: 'includes', value: [ 'Y' ] },
		] );

		fireEvent.change( source, { target: { value: 'r' } } );
		expect( comparisons() ).toEqual( [ 'is', 'is not' ] );
		fireEvent.change( within( last ).getByLabelText( 'Answer' ), {
			target: { value: 'No' },
		} );
		fireEvent.change( within( last ).getByLabelText( 'Action' ), {
			target: { value: 'hide' },
		} );
		expect( draft().questions[ 4 ].logic ).toEqual( {
			enabled: true,
			action: 'hide',
			conditions: [ { question_id: 'r', compare: '==', value: 'No' } ],
		} );
	} );

	it( 'takes a consent as its source: "is" "Given", picked from the start', () => {
		const { draft } = renderStep(
			survey( [
				question( 'ok', 'consent' ),
				question( 'img', 'image-choice', {
					config: { options: [ 'Light', 'Dark' ] },
				} ),
				question( 't', 'text' ),
			] ),
			PRO_ELITE
		);
		const last = card( 3 );
		fireEvent.click( within( last ).getByLabelText( 'Conditional logic' ) );
		const source = within( last ).getByLabelText( 'Question' );
		fireEvent.change( source, { target: { value: 'ok' } } );
		expect( draft().questions[ 2 ].logic.conditions ).toEqual( [
			{ question_id: 'ok', compare: '==', value: 'accepted' },
		] );
		const options = ( label: string ) =>
			within( within( last ).getByLabelText( label ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent );
		expect( options( 'Comparison' ) ).toEqual( [ 'is' ] );
		expect( options( 'Answer' ) ).toEqual( [
			'Choose an answer',
			'Given',
		] );
		expect(
			( within( last ).getByLabelText( 'Answer' ) as HTMLSelectElement )
				.value
		).toBe( 'accepted' );

		// An image choice of one answer compares as a choice: no "includes".
		fireEvent.change( source, { target: { value: 'img' } } );
		expect( options( 'Comparison' ) ).toEqual( [ 'is', 'is not' ] );
	} );

	it( 'turns off when its last condition is removed', () => {
		const { draft } = renderStep(
			survey( [
				question( 'r', 'radio-button' ),
				question( 't', 'text', {
					logic: {
						enabled: true,
						action: 'show',
						conditions: [
							{ question_id: 'r', compare: '==', value: 'Yes' },
						],
					},
				} ),
			] )
		);
		fireEvent.click(
			within( card( 2 ) ).getByRole( 'button', { name: 'Add Condition' } )
		);
		expect( draft().questions[ 1 ].logic.conditions ).toHaveLength( 2 );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove condition 2' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove condition 1' } )
		);
		expect( draft().questions[ 1 ].logic ).toEqual( {
			enabled: false,
			action: 'show',
			conditions: [],
		} );
	} );
} );

describe( 'deleting a question', () => {
	const questions = () => [
		question( 'a', 'radio-button' ),
		question( 'b', 'checkbox' ),
		question( 'c', 'text', {
			logic: {
				enabled: true,
				action: 'show',
				conditions: [
					{ question_id: 'a', compare: '==', value: 'Yes' },
				],
			},
		} ),
	];

	it( 'asks first and keeps the question when cancelled', () => {
		const confirm = vi.spyOn( window, 'confirm' ).mockReturnValue( false );
		const { draft } = renderStep( survey( questions() ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete question 1' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			'Delete question 1? Conditions that use it are removed too.'
		);
		expect( draft().questions ).toHaveLength( 3 );
	} );

	it( 'removes it, the conditions on it, and disables emptied logic', () => {
		vi.spyOn( window, 'confirm' ).mockReturnValue( true );
		const { draft } = renderStep( survey( questions() ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete question 1' } )
		);
		expect( draft().questions.map( ( q ) => q.id ) ).toEqual( [
			'b',
			'c',
		] );
		expect( draft().questions[ 1 ].logic ).toEqual( {
			enabled: false,
			action: 'show',
			conditions: [],
		} );
		// Focus moves to the card now in that place.
		expect(
			isFocused( screen.getByRole( 'heading', { name: /^Question 1/ } ) )
		).toBe( true );
	} );
} );

describe( 'reordering', () => {
	beforeEach( () => {
		// jsdom has no layout: give each card a 100px slot by its position in the list.
		vi.spyOn(
			Element.prototype,
			'getBoundingClientRect'
		).mockImplementation( function ( this: Element ) {
			const li = this.closest( '.uf-builder-card' );
			const index = li?.parentElement
				? Array.from( li.parentElement.children ).indexOf( li )
				: 0;
			const top = index * 100;
			return {
				x: 0,
				y: top,
				top,
				left: 0,
				right: 600,
				bottom: top + 90,
				width: 600,
				height: 90,
				toJSON: () => ( {} ),
			} as DOMRect;
		} );
	} );

	it( 'moves a question with the keyboard and drops conditions that now point forward', async () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'radio-button' ),
				question( 'b', 'text', {
					logic: {
						enabled: true,
						action: 'show',
						conditions: [
							{ question_id: 'a', compare: '==', value: 'Yes' },
						],
					},
				} ),
				question( 'c', 'text' ),
			] )
		);
		const handle = screen.getByRole( 'button', {
			name: 'Reorder question 1',
		} );
		expect( handle.getAttribute( 'aria-roledescription' ) ).toBe(
			'sortable'
		);
		handle.focus();
		await press( handle, 'Space' );
		expect( screen.getByText( 'Picked up question 1 of 3.' ) ).toBeTruthy();
		await press( handle, 'ArrowDown' );
		expect(
			screen.getByText( 'Question 1 moved to position 2 of 3.' )
		).toBeTruthy();
		await press( handle, 'Space' );
		expect(
			screen.getByText( 'Question 1 dropped at position 2 of 3.' )
		).toBeTruthy();
		await waitFor( () =>
			expect( draft().questions.map( ( q ) => q.id ) ).toEqual( [
				'b',
				'a',
				'c',
			] )
		);
		expect( draft().questions[ 0 ].logic ).toEqual( {
			enabled: false,
			action: 'show',
			conditions: [],
		} );
	} );

	it( 'leaves the order alone when the move is cancelled', async () => {
		const { draft } = renderStep(
			survey( [ question( 'a' ), question( 'b' ) ] )
		);
		const handle = screen.getByRole( 'button', {
			name: 'Reorder question 1',
		} );
		handle.focus();
		await press( handle, 'Space' );
		await press( handle, 'ArrowDown' );
		// The question is picked up…
		expect( handle.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		await press( handle, 'Escape' );
		expect( handle.getAttribute( 'aria-pressed' ) ).not.toBe( 'true' );
		expect( draft().questions.map( ( q ) => q.id ) ).toEqual( [
			'a',
			'b',
		] );
	} );
} );

describe( 'errors', () => {
	it( 'show on a card once focus leaves it', () => {
		renderStep(
			survey( [
				question( 'a', 'text', { title: '' } ),
				question( 'b' ),
			] )
		);
		expect( screen.queryByText( 'Title is required' ) ).toBeNull();
		const title = within( card( 1 ) ).getByLabelText( 'Question title' );
		fireEvent.focus( title );
		fireEvent.blur( title, {
			relatedTarget: within( card( 2 ) ).getByLabelText(
				'Question title'
			),
		} );
		expect( screen.getByText( 'Title is required' ) ).toBeTruthy();
		expect( title.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( description( title ) ).toBe( 'Title is required' );
		expect(
			within( card( 1 ) ).getByRole( 'img', {
				name: 'This question has errors',
			} )
		).toBeTruthy();
	} );

	/**
	 * Opens the builder on the questions step of a stored survey (the "To continue" list and
	 * Next live in the frame).
	 *
	 * @param stored The survey GET surveys/7 answers.
	 */
	async function inBuilder( stored: ReturnType< typeof survey > ) {
		setFetchHandler( async ( options ) => {
			const path = String( options.path );
			if ( path.startsWith( '/userfeedback/v1/surveys/7' ) ) {
				return stored;
			}
			throw new Error( `Unexpected ${ path }` );
		} );
		renderApp( 'surveys', { hash: '/edit/7/questions' } );
		await screen.findAllByLabelText( 'Question title' );
	}

	it( 'show on every card after "Show what is missing", which goes to the first', async () => {
		await inBuilder(
			survey( [
				question( 'a', 'text', { title: '' } ),
				question( 'b', 'radio-button', {
					config: { options: [ 'A', ' ' ] },
				} ),
			] )
		);
		expect(
			screen.getByText(
				'Every question needs a title, and Multiple Choice and Checkboxes questions need their options filled in.'
			)
		).toBeTruthy();
		expect( screen.queryByText( 'Title is required' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Show what is missing' } )
		);
		expect( screen.getByText( 'Title is required' ) ).toBeTruthy();
		expect( screen.getByText( 'Options are required' ) ).toBeTruthy();
		expect(
			isFocused( within( card( 1 ) ).getByLabelText( 'Question title' ) )
		).toBe( true );
	} );

	it( 'show after a blocked Next, but a card added afterwards is not born red', async () => {
		await inBuilder( survey( [ question( 'a', 'text', { title: '' } ) ] ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Next Step: Settings' } )
		);
		expect( screen.getByText( 'Title is required' ) ).toBeTruthy();

		fireEvent.click( openAddMenu().querySelector( '[role="menuitem"]' )! );
		expect(
			within( card( 2 ) ).queryByText( 'Title is required' )
		).toBeNull();
		expect(
			within( card( 1 ) ).getByText( 'Title is required' )
		).toBeTruthy();
	} );

	it( 'list nothing when the step can continue', async () => {
		await inBuilder( survey( [ question( 'a' ) ] ) );
		expect( screen.queryByText( 'To continue:' ) ).toBeNull();
		expect(
			screen
				.getByRole( 'button', { name: 'Next Step: Settings' } )
				.getAttribute( 'aria-disabled' )
		).toBeNull();
	} );
} );

describe( 'survey title', () => {
	it( 'saves with Enter, cancels with Escape, keeps the old title when emptied', () => {
		const { draft } = renderStep( survey( [ question( 'a' ) ] ) );
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe(
			'Website feedback'
		);
		const edit = () => screen.getByRole( 'button', { name: 'Edit title' } );

		fireEvent.click( edit() );
		let input = screen.getByLabelText( 'Survey title' );
		expect( isFocused( input ) ).toBe( true );
		fireEvent.change( input, { target: { value: 'Checkout survey' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( draft().title ).toBe( 'Checkout survey' );
		expect( isFocused( edit() ) ).toBe( true );

		fireEvent.click( edit() );
		input = screen.getByLabelText( 'Survey title' );
		fireEvent.change( input, { target: { value: 'Something else' } } );
		fireEvent.keyDown( input, { key: 'Escape' } );
		expect( draft().title ).toBe( 'Checkout survey' );
		expect( screen.queryByLabelText( 'Survey title' ) ).toBeNull();

		fireEvent.click( edit() );
		input = screen.getByLabelText( 'Survey title' );
		fireEvent.change( input, { target: { value: '   ' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( draft().title ).toBe( 'Checkout survey' );
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe(
			'Checkout survey'
		);
	} );
} );

describe( 'Thank You card', () => {
	it( 'shows the default message read-only in Lite; editing or redirecting opens the modal', () => {
		const { draft } = renderStep( survey( [ question( 'a' ) ] ), LITE );
		const message = screen.getByLabelText( /^Message/ );
		expect( message.hasAttribute( 'readonly' ) ).toBe( true );
		expect( ( message as HTMLTextAreaElement ).value ).toBe(
			'Thanks for your feedback!'
		);
		fireEvent.keyDown( message, { key: 'a' } );
		expect( modalTitle() ).toBe(
			'Custom Thank You Message is a PRO feature'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		fireEvent.click( screen.getByLabelText( /^Redirect to a page/ ) );
		expect( modalTitle() ).toBe(
			'Thank You Page Redirect is a PRO feature'
		);
		expect( draft().settings.thank_you.type ).toBe( 'message' );
	} );

	it( 'lets Pro edit the message; an emptied message goes back to the default', () => {
		const { draft } = renderStep(
			survey( [ question( 'a' ) ] ),
			PRO_UNLICENSED
		);
		const message = screen.getByLabelText( 'Message' );
		fireEvent.change( message, { target: { value: 'Merci !' } } );
		expect( draft().settings.thank_you.message ).toBe( 'Merci !' );
		fireEvent.change( message, { target: { value: '  ' } } );
		fireEvent.blur( message );
		expect( draft().settings.thank_you.message ).toBe(
			'Thanks for your feedback!'
		);
	} );

	it( 'disables the redirect on Pro without the behavior add-on', () => {
		renderStep( survey( [ question( 'a' ) ] ), PRO_UNLICENSED );
		const redirect = screen.getByLabelText( 'Redirect to a page' );
		expect( ( redirect as HTMLButtonElement ).disabled ).toBe( true );
		expect( description( redirect ) ).toBe(
			'Please activate the Behavior addon to access this feature'
		);
	} );

	it( 'picks a redirect page found by search (after the 300 ms debounce)', async () => {
		const searches: string[] = [];
		setFetchHandler( async ( options ) => {
			const path = String( options.path );
			if ( path.startsWith( '/userfeedback/v1/search' ) ) {
				searches.push(
					new URL( path, 'https://example.test' ).searchParams.get(
						'title'
					) ?? ''
				);
				return { items: [ { id: 12, title: 'Thank you page' } ] };
			}
			throw new Error( `Unexpected ${ path }` );
		} );
		const { draft } = renderStep(
			survey( [ question( 'a' ) ] ),
			PRO_ELITE
		);
		fireEvent.click( screen.getByLabelText( 'Redirect to a page' ) );
		expect( draft().settings.thank_you.type ).toBe( 'redirect' );
		const blockers = () =>
			stepProblems( 'questions', forSave( draft(), PRO_ELITE ), true );
		expect( blockers() ).toEqual( [ 'Choose the page to redirect to.' ] );

		const input = screen.getByRole( 'combobox', {
			name: 'Page to redirect to',
		} );
		fireEvent.change( input, { target: { value: 'Tha' } } );
		fireEvent.change( input, { target: { value: 'Thank' } } );
		const option = await screen.findByRole( 'option', {
			name: 'Thank you page',
		} );
		expect( searches ).toEqual( [ 'Thank' ] );
		fireEvent.mouseDown( option );
		expect( draft().settings.thank_you.redirect_to ).toEqual( {
			id: 12,
			label: 'Thank you page',
		} );
		expect( screen.getByText( 'Thank you page' ) ).toBeTruthy();
		expect( blockers() ).toEqual( [] );
	} );

	it( 'accepts a typed URL as the redirect', () => {
		const { draft } = renderStep(
			survey( [ question( 'a' ) ], {
				settings: {
					...newSurvey( '' ).settings,
					thank_you: {
						type: 'redirect',
						message: '',
						redirect_to: null,
					},
				},
			} ),
			PRO_ELITE
		);
		const input = screen.getByRole( 'combobox', {
			name: 'Page to redirect to',
		} );
		fireEvent.change( input, {
			target: { value: 'https://example.com/thanks' },
		} );
		expect(
			screen.getByRole( 'option', {
				name: 'Use this URL: https://example.com/thanks',
			} )
		).toBeTruthy();
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( draft().settings.thank_you.redirect_to ).toEqual( {
			id: 'https://example.com/thanks',
			label: 'https://example.com/thanks',
		} );
	} );
} );

describe( 'Build | Preview', () => {
	it( 'shows a clear message when the widget preview script is missing', () => {
		renderStep( survey( [ question( 'a' ) ] ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect(
			screen
				.getByRole( 'button', { name: 'Preview' } )
				.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		expect(
			screen.getByText( /the widget preview script is missing/ )
		).toBeTruthy();
		expect(
			screen.getByRole( 'heading', { name: 'Branding options' } )
		).toBeTruthy();
	} );

	it( 'mounts the real widget and updates it live', () => {
		const update = vi.fn();
		const unmount = vi.fn();
		const mount = vi.fn( () => ( { update, unmount } ) );
		(
			window as unknown as { userfeedbackPreview?: unknown }
		 ).userfeedbackPreview = {
			mount,
		};
		try {
			renderStep( survey( [ question( 'a' ) ] ) );
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Preview' } )
			);
			expect( mount ).toHaveBeenCalledTimes( 1 );
			const [ host, pageSurvey ] = mount.mock.calls[ 0 ] as unknown as [
				HTMLElement,
				{ title: string; questions: unknown[] },
			];
			expect(
				host.classList.contains( 'uf-builder-preview__host' )
			).toBe( true );
			expect( pageSurvey.title ).toBe( 'Website feedback' );

			// The title can change while previewing: the widget follows.
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Edit title' } )
			);
			const input = screen.getByLabelText( 'Survey title' );
			fireEvent.change( input, { target: { value: 'Renamed' } } );
			fireEvent.keyDown( input, { key: 'Enter' } );
			expect( update ).toHaveBeenLastCalledWith(
				expect.objectContaining( { title: 'Renamed' } ),
				expect.objectContaining( { is_pro: false } )
			);

			fireEvent.click( screen.getByRole( 'button', { name: 'Build' } ) );
			expect( unmount ).toHaveBeenCalledTimes( 1 );
		} finally {
			delete ( window as unknown as { userfeedbackPreview?: unknown } )
				.userfeedbackPreview;
		}
	} );
} );

describe( 'inside the builder', () => {
	it( 'renders on /edit/ID/questions and gates Next on the questions', async () => {
		const stored = survey( [ question( 'a', 'text', { title: '' } ) ] );
		setFetchHandler( async ( options ) => {
			const path = String( options.path );
			if ( path.startsWith( '/userfeedback/v1/surveys/7' ) ) {
				return stored;
			}
			throw new Error( `Unexpected ${ path }` );
		} );
		renderApp( 'surveys', { hash: '/edit/7/questions' } );
		const title = await screen.findByLabelText( 'Question title' );
		const next = screen.getByRole( 'button', {
			name: 'Next Step: Settings',
		} );
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.change( title, {
			target: { value: 'What brought you here?' },
		} );
		expect( next.getAttribute( 'aria-disabled' ) ).toBeNull();
		expect( screen.queryByText( 'To continue:' ) ).toBeNull();
	} );
} );
