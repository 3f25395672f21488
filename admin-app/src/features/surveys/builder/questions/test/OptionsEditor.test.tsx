import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { OptionsEditor, canAdd, canRemove } from '../OptionsEditor';

function Editor( { initial }: { initial: string[] } ) {
	const [ options, setOptions ] = useState( initial );
	return (
		<>
			<OptionsEditor
				options={ options }
				onChange={ setOptions }
				idPrefix="t"
			/>
			<output data-testid="options">{ JSON.stringify( options ) }</output>
		</>
	);
}

describe( 'the generic option creator', () => {
	it( 'defaults to at least 2 options and no maximum', () => {
		render( <Editor initial={ [ 'A', 'B' ] } /> );
		const remove = screen.getAllByRole( 'button', {
			name: /^Remove option/,
		} );
		expect(
			remove.every(
				( button ) => ( button as HTMLButtonElement ).disabled
			)
		).toBe( true );
		const add = screen.getByRole( 'button', { name: 'Add Option' } );
		for ( let i = 0; i < 10; i++ ) {
			fireEvent.click( add );
		}
		expect( ( add as HTMLButtonElement ).disabled ).toBe( false );
		expect(
			JSON.parse( screen.getByTestId( 'options' ).textContent ?? '[]' )
		).toHaveLength( 12 );
		// No range hint without a maximum.
		expect( screen.queryByText( /options\.$/ ) ).toBeNull();
	} );

	it( 'trims an option when its input is left', () => {
		render( <Editor initial={ [ 'A', 'B' ] } /> );
		const second = screen.getByLabelText( 'Option 2' );
		fireEvent.change( second, { target: { value: '  Blue ' } } );
		fireEvent.blur( second );
		expect( screen.getByTestId( 'options' ).textContent ).toBe(
			'["A","Blue"]'
		);
	} );

	it( 'knows its limits (-1: unlimited)', () => {
		expect( canAdd( 4, 5 ) ).toBe( true );
		expect( canAdd( 5, 5 ) ).toBe( false );
		expect( canAdd( 500, -1 ) ).toBe( true );
		expect( canRemove( 2, 2 ) ).toBe( false );
		expect( canRemove( 2, 1 ) ).toBe( true );
	} );
} );
