/**
 * The filter bar: one chip per part with a labelled remove button, removal by
 * keyboard (focus moves on), every change announced, Add filter offering the comparators of the
 * chosen question's type, Clear all.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import type { Question } from '../../../../data/survey-types';
import { FilterBar } from '../FilterBar';
import type { ResultsFilter } from '../model';

function question(
	id: string,
	type: Question[ 'type' ],
	title: string,
	options: string[] = []
): Question {
	return {
		id,
		type,
		title,
		config: { options },
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
	};
}

const QUESTIONS = [
	question( 'q1', 'radio-button', 'Which plan?', [ 'Basic', 'Pro' ] ),
	question( 'q2', 'nps', 'How likely are you to recommend us?' ),
	question( 'q3', 'checkbox', 'Features', [ 'Export', 'Tags' ] ),
];

function Harness( {
	initial,
	onChange,
	languages,
}: {
	initial: ResultsFilter;
	onChange?: ( next: ResultsFilter ) => void;
	languages?: string[];
} ) {
	const [ filter, setFilter ] = useState( initial );
	return (
		<FilterBar
			filter={ filter }
			questions={ QUESTIONS }
			languages={ languages }
			onChange={ ( next ) => {
				onChange?.( next );
				setFilter( next );
			} }
		/>
	);
}

/** The focused element (the document of the rendered bar). */
function focused(): Element | null {
	return screen.getByRole( 'group', { name: 'Filter' } ).ownerDocument
		.activeElement;
}

/** Lets the focus move made in requestAnimationFrame happen. */
async function nextFrame() {
	await act(
		() =>
			new Promise( ( resolve ) =>
				window.requestAnimationFrame( resolve )
			)
	);
}

describe( 'FilterBar', () => {
	it( 'shows one readable chip per part, each with a labelled remove button', () => {
		render(
			<Harness
				initial={ {
					where: [ { question_id: 'q2', compare: '>', value: 8 } ],
					device: 'mobile',
					page_url: '/pricing',
					tag: 'pricing',
					nps_bucket: 'promoter',
				} }
			/>
		);
		const group = screen.getByRole( 'group', { name: 'Filter' } );
		const chips = within( group ).getAllByRole( 'listitem' );
		expect(
			chips.map( ( chip ) => chip.textContent?.replace( '×', '' ) )
		).toEqual( [
			'Q2 How likely are you to… greater than 8',
			'Promoters',
			'Device: Mobile',
			'Page contains /pricing',
			'Tag: pricing',
		] );
		expect(
			screen.getByRole( 'button', {
				name: 'Remove filter: Device: Mobile',
			} )
		).toBeTruthy();
	} );

	it( 'removes a chip from the keyboard, announces it and moves focus to the next chip', async () => {
		const onChange = vi.fn();
		render(
			<Harness
				initial={ { where: [], device: 'mobile', tag: 'pricing' } }
				onChange={ onChange }
			/>
		);
		const remove = screen.getByRole( 'button', {
			name: 'Remove filter: Device: Mobile',
		} );
		remove.focus();
		// A native button: Enter and Space click it.
		fireEvent.click( remove );
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			tag: 'pricing',
		} );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Filter removed: Device: Mobile'
		);
		await nextFrame();
		expect( focused() ).toBe(
			screen.getByRole( 'button', {
				name: 'Remove filter: Tag: pricing',
			} )
		);
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove filter: Tag: pricing',
			} )
		);
		await nextFrame();
		// The last one gone: focus on Add filter, and "All responses".
		expect( focused() ).toBe(
			screen.getByRole( 'button', { name: 'Add filter' } )
		);
		expect( screen.getByText( 'All responses' ) ).toBeTruthy();
	} );

	it( 'adds a condition with the comparators of the question’s type', () => {
		const onChange = vi.fn();
		render( <Harness initial={ { where: [] } } onChange={ onChange } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		const what = screen.getByLabelText( 'Filter by' );
		expect( focused() ).toBe( what );

		const comparisons = () =>
			within( screen.getByLabelText( 'Comparison' ) )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent );
		expect( comparisons() ).toEqual( [ 'is', 'is not' ] );
		fireEvent.change( what, { target: { value: 'q:q3' } } );
		expect( comparisons() ).toEqual( [ 'is', 'is not', 'includes' ] );
		fireEvent.change( what, { target: { value: 'q:q2' } } );
		expect( comparisons() ).toEqual( [
			'is',
			'is not',
			'lower than',
			'greater than',
		] );

		// Nothing chosen: said beside the form.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Choose or enter a value.'
		);

		fireEvent.change( screen.getByLabelText( 'Comparison' ), {
			target: { value: '>' },
		} );
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: '8' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [ { question_id: 'q2', compare: '>', value: 8 } ],
		} );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Filter added: Q2 How likely are you to… greater than 8'
		);
	} );

	it( 'adds device and tag filters, refusing a malformed tag', () => {
		const onChange = vi.fn();
		render( <Harness initial={ { where: [] } } onChange={ onChange } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.change( screen.getByLabelText( 'Filter by' ), {
			target: { value: 'device' },
		} );
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: 'mobile' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			device: 'mobile',
		} );

		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.change( screen.getByLabelText( 'Filter by' ), {
			target: { value: 'tag' },
		} );
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: '<b>' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'1 to 40'
		);
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: 'Pricing' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			device: 'mobile',
			tag: 'pricing',
		} );
	} );

	it( 'offers the survey’s languages when it has more than one, named, and shows the chip', () => {
		const onChange = vi.fn();
		const { unmount } = render( <Harness initial={ { where: [] } } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		expect(
			screen.queryByRole( 'option', { name: 'Language' } )
		).toBeNull();
		unmount();

		render(
			<Harness
				initial={ { where: [] } }
				onChange={ onChange }
				languages={ [ 'en_US', 'fr_FR', 'ar' ] }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.change( screen.getByLabelText( 'Filter by' ), {
			target: { value: 'language' },
		} );
		expect(
			screen.getByRole( 'option', { name: 'French (France)' } )
		).toBeTruthy();
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: 'ar' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			language: 'ar',
		} );
		expect(
			screen.getByRole( 'button', { name: /Remove.*Language: Arabic/ } )
		).toBeTruthy();
	} );

	it( 'closes the form on Escape and clears everything with Clear all', async () => {
		render(
			<Harness initial={ { where: [], device: 'desktop', tag: 'vip' } } />
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.keyDown( screen.getByLabelText( 'Filter by' ), {
			key: 'Escape',
		} );
		expect( screen.queryByLabelText( 'Filter by' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Clear all' } ) );
		expect( screen.queryAllByRole( 'listitem' ) ).toHaveLength( 0 );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'All filters cleared.'
		);
		await nextFrame();
		expect( focused() ).toBe(
			screen.getByRole( 'button', { name: 'Add filter' } )
		);
	} );
} );
