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

/** One question of each type beyond the spec's seven, with their settings. */
const MORE: Question[] = [
	{
		...question( 'scale', 'scale', 'How satisfied are you?' ),
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			preset: 'csat',
			scale_min: 1,
			scale_max: 5,
		},
	},
	{
		...question( 'smiley', 'smiley', 'How do you feel?' ),
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			faces: 3,
		},
	},
	question( 'drop', 'dropdown', 'Where do you live?', [ 'France', 'Spain' ] ),
	{
		...question( 'matrix', 'matrix', 'Rate our service', [
			'Poor',
			'Great',
		] ),
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			rows: [ 'Speed', 'Price' ],
		},
	},
	question( 'rank', 'ranking', 'Rank these', [
		'Reports',
		'Exports',
		'Tags',
	] ),
	question( 'image', 'image-choice', 'Which design?', [ 'Blue', 'Green' ] ),
	{
		...question( 'day', 'date', 'When did you visit?' ),
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			min_date: '2026-01-01',
			max_date: '2026-12-31',
		},
	},
	question( 'ok', 'consent', 'May we contact you?' ),
];

function Harness( {
	initial,
	onChange,
	languages,
	questions = QUESTIONS,
	themes,
}: {
	initial: ResultsFilter;
	onChange?: ( next: ResultsFilter ) => void;
	languages?: string[];
	questions?: Question[];
	themes?: Array< { id: number; label: string } >;
} ) {
	const [ filter, setFilter ] = useState( initial );
	return (
		<FilterBar
			filter={ filter }
			questions={ questions }
			languages={ languages }
			themes={ themes }
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

	it( 'offers sentiment and the themes only with the insights, and names the theme’s chip', () => {
		const onChange = vi.fn();
		const { unmount } = render( <Harness initial={ { where: [] } } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		expect(
			screen.queryByRole( 'option', { name: 'Sentiment' } )
		).toBeNull();
		expect( screen.queryByRole( 'option', { name: 'Theme' } ) ).toBeNull();
		unmount();

		render(
			<Harness
				initial={ { where: [] } }
				onChange={ onChange }
				themes={ [ { id: 7, label: 'Checkout too slow' } ] }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.change( screen.getByLabelText( 'Filter by' ), {
			target: { value: 'sentiment' },
		} );
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: 'negative' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			sentiment: 'negative',
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add filter' } ) );
		fireEvent.change( screen.getByLabelText( 'Filter by' ), {
			target: { value: 'theme' },
		} );
		fireEvent.change( screen.getByLabelText( 'Value' ), {
			target: { value: '7' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Apply filter' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			where: [],
			sentiment: 'negative',
			theme: '7',
		} );
		expect(
			screen.getByRole( 'button', {
				name: /Remove.*Theme: Checkout too slow/,
			} )
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

	describe( 'the value of each type beyond the spec’s seven', () => {
		/**
		 * Opens Add filter on a question, fills its fields by their labels, applies.
		 *
		 * @param id      The question.
		 * @param fields  Each field's label and value.
		 * @param compare The comparator, when not the first offered.
		 */
		function addFilter(
			id: string,
			fields: Record< string, string >,
			compare?: string
		) {
			const onChange = vi.fn();
			render(
				<Harness
					initial={ { where: [] } }
					onChange={ onChange }
					questions={ MORE }
				/>
			);
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Add filter' } )
			);
			fireEvent.change( screen.getByLabelText( 'Filter by' ), {
				target: { value: `q:${ id }` },
			} );
			if ( compare ) {
				fireEvent.change( screen.getByLabelText( 'Comparison' ), {
					target: { value: compare },
				} );
			}
			for ( const [ label, value ] of Object.entries( fields ) ) {
				fireEvent.change( screen.getByLabelText( label ), {
					target: { value },
				} );
			}
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Apply filter' } )
			);
			return onChange;
		}

		const options = ( label: string ) =>
			within( screen.getByLabelText( label ) )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent );

		it.each( [
			[
				'scale',
				{ Value: '4' },
				'>',
				4,
				'Q1 How satisfied are you? greater than 4',
			],
			[
				'smiley',
				{ Value: '1' },
				'==',
				1,
				'Q2 How do you feel? is Unhappy',
			],
			[
				'drop',
				{ Value: 'Spain' },
				'!=',
				'Spain',
				'Q3 Where do you live? is not Spain',
			],
			[
				'matrix',
				{ Row: 'Price', Column: 'Great' },
				undefined,
				'["Price","Great"]',
				'Q4 Rate our service: Price is Great',
			],
			[
				'rank',
				{ Option: 'Tags', Place: '3' },
				undefined,
				'["Tags",3]',
				'Q5 Rank these: Tags in place 3',
			],
			[
				'image',
				{ Value: 'Green' },
				undefined,
				'Green',
				'Q6 Which design? is Green',
			],
			[
				'day',
				{ Date: '2026-03-14' },
				undefined,
				'2026-03-14',
				'Q7 When did you visit? is 2026-03-14',
			],
			[
				'ok',
				{},
				undefined,
				'accepted',
				'Q8 May we contact you?: consent given',
			],
		] as const )( '%s', ( id, fields, compare, value, chip ) => {
			const onChange = addFilter( id, fields, compare );
			expect( onChange ).toHaveBeenLastCalledWith( {
				where: [ { question_id: id, compare: compare ?? '==', value } ],
			} );
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				`Filter added: ${ chip }`
			);
		} );

		it( 'offers each type’s own values and comparisons', () => {
			render( <Harness initial={ { where: [] } } questions={ MORE } /> );
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Add filter' } )
			);
			const what = screen.getByLabelText( 'Filter by' );
			// A CSAT scale: its own 1–5.
			expect( options( 'Value' ) ).toEqual( [
				'Choose…',
				'1',
				'2',
				'3',
				'4',
				'5',
			] );
			fireEvent.change( what, { target: { value: 'q:smiley' } } );
			expect( options( 'Value' ) ).toEqual( [
				'Choose…',
				'Unhappy',
				'Neutral',
				'Happy',
			] );
			expect( options( 'Comparison' ) ).toEqual( [
				'is',
				'is not',
				'lower than',
				'greater than',
			] );
			fireEvent.change( what, { target: { value: 'q:matrix' } } );
			expect( options( 'Comparison' ) ).toEqual( [ 'is' ] );
			expect( options( 'Row' ) ).toEqual( [
				'Choose…',
				'Speed',
				'Price',
			] );
			expect( options( 'Column' ) ).toEqual( [
				'Choose…',
				'Poor',
				'Great',
			] );
			fireEvent.change( what, { target: { value: 'q:rank' } } );
			expect( options( 'Place' ) ).toEqual( [
				'Choose…',
				'1',
				'2',
				'3',
			] );
			fireEvent.change( what, { target: { value: 'q:day' } } );
			const date = screen.getByLabelText( 'Date' );
			expect( [
				date.getAttribute( 'type' ),
				date.getAttribute( 'min' ),
				date.getAttribute( 'max' ),
			] ).toEqual( [ 'date', '2026-01-01', '2026-12-31' ] );
			fireEvent.change( what, { target: { value: 'q:ok' } } );
			expect( options( 'Value' ) ).toEqual( [ 'Given' ] );
			expect( options( 'Comparison' ) ).toEqual( [ 'is' ] );
		} );

		it.each( [
			[ 'matrix', { Row: 'Speed' }, 'Choose a row and a column.' ],
			[ 'rank', { Place: '2' }, 'Choose an option and a place.' ],
			[ 'day', {}, 'Enter a date.' ],
		] )( 'says what %s still needs', ( id, fields, message ) => {
			const onChange = addFilter( id, fields );
			expect( onChange ).not.toHaveBeenCalled();
			expect( screen.getByRole( 'alert' ).textContent ).toBe( message );
		} );
	} );
} );
