/**
 * The question types beyond the spec's seven (docs/decisions.md "Every question a site owner
 * asks"): each rendered as its native control or ARIA pattern, answered by keyboard, sending the
 * contract's "answer sent", and required or skipped like the other types.
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
	within,
} from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	addonsFixture,
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from '../test-fixtures';
import type { PageSurvey, Question } from '../types';
import { SurveyApp } from './SurveyApp';

const fetchMock = vi.fn( ( url: string ) =>
	Promise.resolve(
		new Response( url.includes( 'responses' ) ? '{"id":42}' : 'null', {
			status: url.includes( 'responses' ) ? 201 : 200,
		} )
	)
);

// The matrix and ranking controls come in their own chunk, fetched before the first render here
// as the renderer starts fetching them when it draws such a survey.

beforeEach( () => {
	vi.useFakeTimers();
	vi.stubGlobal( 'fetch', fetchMock );
	fetchMock.mockClear();
	// jsdom lays nothing out: the direction a browser computes, from the nearest dir attribute.
	const computed = window.getComputedStyle.bind( window );
	vi.spyOn( window, 'getComputedStyle' ).mockImplementation( ( el ) => {
		const style = computed( el );
		style.direction = el.closest( '[dir="rtl"]' ) ? 'rtl' : 'ltr';
		return style;
	} );
} );

afterEach( () => {
	cleanup();
	clearCookies( document );
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	vi.useRealTimers();
} );

type Settings = Partial< Question[ 'settings' ] >;

/**
 * One question of a type, its settings over the defaults.
 * @param type     The type.
 * @param settings Its settings.
 * @param options  Its options.
 */
function q(
	type: Question[ 'type' ],
	settings: Settings = {},
	options: string[] = []
): Question {
	return question( 'q', type, {
		title: 'The question?',
		settings: {
			required: false,
			randomize: false,
			comment_box: false,
			...settings,
		},
		config: { options },
	} );
}

/**
 * Shows a survey of the questions (then a text question, so the first's answer is seen to move
 * on) with the question-types add-on, which makes required effective.
 * @param questions The questions.
 * @param overrides Survey fields.
 */
function show( questions: Question[], overrides: Partial< PageSurvey > = {} ) {
	render(
		<SurveyApp
			survey={ surveyFixture(
				1,
				[ ...questions, question( 'last', 'text' ) ],
				overrides
			) }
			bootstrap={ bootstrapFixture( {
				is_pro: true,
				is_licensed: true,
				license_type: 'elite',
				addons: addonsFixture( { 'question-types': true } ),
			} ) }
			mode="floating"
			win={ window }
		/>
	);
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
}

/** Moves on from the last question (skips it) and lets the save finish; its answers. */
async function sent() {
	const last = screen.getByRole( 'heading', { name: 'Question last?' } );
	expect( last ).toBeTruthy();
	fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
	await act( async () => {
		await vi.runAllTimersAsync();
	} );
	const call = fetchMock.mock.calls.find( ( [ url ] ) =>
		String( url ).includes( '/responses' )
	) as unknown as [ string, RequestInit ] | undefined;
	return call
		? ( JSON.parse( String( call[ 1 ].body ) ).answers as unknown[] )[ 0 ]
		: null;
}

const next = () =>
	fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
const focused = () => document.body.ownerDocument.activeElement as HTMLElement;
const press = ( key: string, on: Element = focused() ) =>
	fireEvent.keyDown( on, { key } );
const radio = ( name: string ) => screen.getByRole( 'radio', { name } );
const names = ( role: string, within_: HTMLElement = document.body ) =>
	within( within_ )
		.getAllByRole( role )
		.map( ( el ) => el.getAttribute( 'aria-label' ) ?? el.textContent );

const MATRIX = q( 'matrix', { rows: [ 'Price', 'Speed' ] }, [
	'Disagree',
	'Neutral',
	'Agree',
] );
const RANKING = q( 'ranking', {}, [ 'Red', 'Green', 'Blue' ] );
const IMAGES = [
	{ id: 1, url: 'https://example.test/a.jpg', alt: 'A red car' },
	{ id: 2, url: 'https://example.test/b.jpg', alt: 'A blue bike' },
];

describe( 'each type renders as its native control or ARIA pattern', () => {
	it( 'a numeric scale: one radio group of 0-10 in two rows, no end words of its own', () => {
		show( [
			q( 'scale', { preset: 'numeric', scale_min: 0, scale_max: 10 } ),
		] );
		const group = screen.getByRole( 'radiogroup', {
			name: 'The question?',
		} );
		expect(
			within( group )
				.getAllByRole( 'radio' )
				.map( ( r ) => r.closest( 'label' )?.textContent )
		).toEqual( Array.from( { length: 11 }, ( _, i ) => String( i ) ) );
		expect( group.getAttribute( 'style' ) ).toContain( '--uf-cols: 6' );
		expect( group.querySelector( '.uf-nps-labels' ) ).toBeNull();
	} );

	it.each( [
		[ 'csat', 5, 'Very dissatisfied', 'Very satisfied' ],
		[ 'ces', 7, 'Very difficult', 'Very easy' ],
	] )(
		'a %s scale: 1-%i on one row, the widget’s end words under its ends and in the end numbers’ names',
		( preset, max, low, high ) => {
			show( [ q( 'scale', { preset: preset as 'csat' } ) ] );
			const group = screen.getByRole( 'radiogroup' );
			expect( within( group ).getAllByRole( 'radio' ) ).toHaveLength(
				max
			);
			expect( radio( `1 ${ low }` ) ).toBeTruthy();
			expect( radio( `${ max } ${ high }` ) ).toBeTruthy();
			expect( radio( '2' ) ).toBeTruthy();
			expect( group.querySelector( '.uf-nps-labels' )?.textContent ).toBe(
				low + high
			);
		}
	);

	it( 'a scale’s own end labels win over the preset’s words', () => {
		show( [
			q( 'scale', {
				preset: 'numeric',
				scale_min: 1,
				scale_max: 5,
				min_label: 'Cold',
				max_label: 'Hot',
			} ),
		] );
		expect( radio( '1 Cold' ) ).toBeTruthy();
		expect( radio( '5 Hot' ) ).toBeTruthy();
	} );

	it.each( [
		[ 5, [ 'Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy' ] ],
		[ 3, [ 'Unhappy', 'Neutral', 'Happy' ] ],
	] )( '%i smiley faces: radios named by their faces', ( faces, want ) => {
		show( [ q( 'smiley', { faces: faces as 5 } ) ] );
		const group = screen.getByRole( 'radiogroup' );
		expect(
			within( group )
				.getAllByRole( 'radio' )
				.map( ( r ) => r.closest( 'label' )?.textContent )
		).toEqual( want );
		expect( group.querySelectorAll( 'svg' ) ).toHaveLength( faces );
	} );

	it( 'a dropdown: a native select named by the question, a placeholder first, no search under 10 options', () => {
		show( [ q( 'dropdown', {}, [ 'Paris', 'Rome' ] ) ] );
		const select = screen.getByRole( 'combobox', {
			name: 'The question?',
		} ) as HTMLSelectElement;
		expect( [ ...select.options ].map( ( o ) => o.text ) ).toEqual( [
			'Choose an option',
			'Paris',
			'Rome',
		] );
		expect( screen.queryByRole( 'searchbox' ) ).toBeNull();
	} );

	it( 'a dropdown of 10 options: a labelled search box filters them, keeping the chosen one', () => {
		const cities = [
			'Paris',
			'Rome',
			'Madrid',
			'Berlin',
			'Lisbon',
			'Vienna',
			'Prague',
			'Oslo',
			'Dublin',
			'Riga',
		];
		show( [ q( 'dropdown', {}, cities ) ] );
		const select = screen.getByRole( 'combobox' ) as HTMLSelectElement;
		fireEvent.change( select, { target: { value: 'Oslo' } } );
		fireEvent.input(
			screen.getByRole( 'searchbox', { name: 'Search options' } ),
			{ target: { value: 'ri' } }
		);
		expect( [ ...select.options ].map( ( o ) => o.text ) ).toEqual( [
			'Choose an option',
			'Paris',
			'Madrid',
			'Oslo',
			'Riga',
		] );
		expect( select.value ).toBe( 'Oslo' );
	} );

	it( 'a matrix: a radio group per row named by its row, radios named by their columns', () => {
		show( [ MATRIX ] );
		const rows = screen.getAllByRole( 'radiogroup' );
		expect(
			rows.map( ( r ) => r.getAttribute( 'aria-labelledby' ) )
		).toHaveLength( 2 );
		const price = screen.getByRole( 'radiogroup', { name: 'Price' } );
		expect(
			within( price )
				.getAllByRole( 'radio' )
				.map( ( r ) => r.closest( 'label' )?.textContent )
		).toEqual( [ 'Disagree', 'Neutral', 'Agree' ] );
		expect(
			screen.getByRole( 'group', { name: 'The question?' } )
		).toBeTruthy();
	} );

	it( 'a ranking: an ordered list, each option with Move up and Move down', () => {
		show( [ RANKING ] );
		const list = screen.getByRole( 'list', { name: 'The question?' } );
		expect( list.tagName ).toBe( 'OL' );
		expect( names( 'button', list ) ).toEqual( [
			'Move Red up',
			'Move Red down',
			'Move Green up',
			'Move Green down',
			'Move Blue up',
			'Move Blue down',
		] );
		expect(
			screen
				.getByRole( 'button', { name: 'Move Red up' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it.each( [
		[ false, 'radio' ],
		[ true, 'checkbox' ],
	] )(
		'image choice (multiple: %s): %s cards, each image lazy with its alt text',
		( multiple, role ) => {
			show( [
				q( 'image-choice', { multiple, images: IMAGES }, [
					'Car',
					'Bike',
				] ),
			] );
			expect(
				screen.getByRole( role, { name: 'A red car Car' } )
			).toBeTruthy();
			const img = screen.getByRole( 'img', { name: 'A blue bike' } );
			expect( img.getAttribute( 'loading' ) ).toBe( 'lazy' );
			expect( img.closest( '.uf-pic' ) ).toBeTruthy();
		}
	);

	it( 'a date: the native date field with the range', () => {
		show( [
			q( 'date', { min_date: '2024-01-01', max_date: '2024-12-31' } ),
		] );
		const input = document.querySelector(
			'input[type="date"]'
		) as HTMLInputElement;
		expect( input.getAttribute( 'aria-labelledby' ) ).toBe( 'uf-q-q' );
		expect( [ input.min, input.max ] ).toEqual( [
			'2024-01-01',
			'2024-12-31',
		] );
	} );

	it.each( [
		[ '', 'I agree' ],
		[ 'I accept the terms', 'I accept the terms' ],
	] )(
		'a consent: one checkbox labelled "%s" or the widget’s words',
		( label, name ) => {
			show( [ q( 'consent', { consent_label: label } ) ] );
			expect( screen.getByRole( 'checkbox', { name } ) ).toBeTruthy();
		}
	);
} );

/** How a visitor answers each type by keyboard alone, and what the widget then sends. */
const ANSWERS: Array< {
	name: string;
	question: Question;
	answer: () => void;
	value: unknown;
} > = [
	{
		name: 'scale: arrows, then Enter; a number',
		question: q( 'scale', { preset: 'csat' } ),
		answer: () => {
			radio( '1 Very dissatisfied' ).focus();
			press( 'ArrowRight' );
			press( 'ArrowRight' );
			press( 'Enter' );
		},
		value: 3,
	},
	{
		name: 'smiley: an arrow back from the first wraps to the last; a number',
		question: q( 'smiley', { faces: 3 } ),
		answer: () => {
			radio( 'Unhappy' ).focus();
			press( 'ArrowUp' );
			press( 'Enter' );
		},
		value: 3,
	},
	{
		name: 'dropdown: the option chosen, on Next',
		question: q( 'dropdown', {}, [ 'Paris', 'Rome' ] ),
		answer: () => {
			fireEvent.change( screen.getByRole( 'combobox' ), {
				target: { value: 'Rome' },
			} );
			next();
		},
		value: 'Rome',
	},
	{
		name: 'matrix: arrows in each row; { row: column }',
		question: MATRIX,
		answer: () => {
			const price = screen.getByRole( 'radiogroup', { name: 'Price' } );
			within( price ).getAllByRole( 'radio' )[ 0 ].focus();
			press( 'ArrowRight' );
			press( 'ArrowRight' );
			const speed = screen.getByRole( 'radiogroup', { name: 'Speed' } );
			within( speed ).getAllByRole( 'radio' )[ 0 ].focus();
			press( 'ArrowLeft' );
			press( 'Enter' );
		},
		value: { Price: 'Agree', Speed: 'Agree' },
	},
	{
		name: 'ranking: Move buttons; every option in the visitor’s order',
		question: RANKING,
		answer: () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Move Blue up' } )
			);
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Move Red down' } )
			);
			next();
		},
		value: [ 'Blue', 'Red', 'Green' ],
	},
	{
		name: 'ranking left as shown: Next keeps the order shown',
		question: RANKING,
		answer: next,
		value: [ 'Red', 'Green', 'Blue' ],
	},
	{
		name: 'single image choice: arrows, then Enter; the label',
		question: q( 'image-choice', { images: IMAGES }, [ 'Car', 'Bike' ] ),
		answer: () => {
			radio( 'A red car Car' ).focus();
			press( 'ArrowDown' );
			press( 'Enter' );
		},
		value: 'Bike',
	},
	{
		name: 'multiple image choice: Space on each; the labels',
		question: q( 'image-choice', { multiple: true, images: IMAGES }, [
			'Car',
			'Bike',
		] ),
		answer: () => {
			fireEvent.click(
				screen.getByRole( 'checkbox', { name: 'A blue bike Bike' } )
			);
			fireEvent.click(
				screen.getByRole( 'checkbox', { name: 'A red car Car' } )
			);
			next();
		},
		value: [ 'Bike', 'Car' ],
	},
	{
		name: 'date: the day typed; YYYY-MM-DD',
		question: q( 'date' ),
		answer: () => {
			fireEvent.input(
				document.querySelector( 'input[type="date"]' ) as Element,
				{ target: { value: '2024-02-29' } }
			);
			next();
		},
		value: '2024-02-29',
	},
	{
		name: 'consent: ticked; true',
		question: q( 'consent' ),
		answer: () => {
			fireEvent.click( screen.getByRole( 'checkbox' ) );
			next();
		},
		value: true,
	},
];

describe( 'answered by keyboard, each sends the contract’s value', () => {
	it.each( ANSWERS )(
		'$name',
		async ( { question: asked, answer, value } ) => {
			show( [ asked ] );
			answer();
			expect( await sent() ).toEqual( { question_id: 'q', value } );
		}
	);
} );

describe( 'required and Skip', () => {
	/** Each type's question, required, with what answers it. */
	const REQUIRED = ANSWERS.filter(
		( a ) => ! a.name.startsWith( 'ranking left' )
	);

	it.each( REQUIRED )(
		'required $name: no Skip, Next says why until answered',
		async ( { question: asked, answer, value } ) => {
			show( [
				{ ...asked, settings: { ...asked.settings, required: true } },
			] );
			expect(
				screen.queryByRole( 'button', { name: 'Skip' } )
			).toBeNull();
			if ( asked.type !== 'ranking' ) {
				next();
				expect( screen.getByRole( 'alert' ).textContent ).toBe(
					'Please answer this question.'
				);
				expect(
					screen.getByRole( 'heading', { name: 'The question?' } )
				).toBeTruthy();
			}
			answer();
			expect( await sent() ).toEqual( { question_id: 'q', value } );
		}
	);

	it( 'a required matrix blocks while a row is unanswered', () => {
		show( [
			{ ...MATRIX, settings: { ...MATRIX.settings, required: true } },
		] );
		fireEvent.click(
			within(
				screen.getByRole( 'radiogroup', { name: 'Price' } )
			).getByRole( 'radio', { name: 'Agree' } )
		);
		next();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please answer this question.'
		);
		fireEvent.click(
			within(
				screen.getByRole( 'radiogroup', { name: 'Speed' } )
			).getByRole( 'radio', { name: 'Neutral' } )
		);
		next();
		expect(
			screen.getByRole( 'heading', { name: 'Question last?' } )
		).toBeTruthy();
	} );

	it( 'an optional matrix sends the rows answered', async () => {
		show( [ MATRIX ] );
		fireEvent.click(
			within(
				screen.getByRole( 'radiogroup', { name: 'Speed' } )
			).getByRole( 'radio', { name: 'Disagree' } )
		);
		next();
		expect( await sent() ).toEqual( {
			question_id: 'q',
			value: { Speed: 'Disagree' },
		} );
	} );

	it( 'a consent unticked again is no answer: a required one blocks once more', () => {
		show( [ q( 'consent', { required: true } ) ] );
		fireEvent.click( screen.getByRole( 'checkbox' ) );
		fireEvent.click( screen.getByRole( 'checkbox' ) );
		next();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please answer this question.'
		);
	} );

	it( 'a date outside the range is refused with its own words', () => {
		show( [ q( 'date', { min_date: '2024-01-01', max_date: '' } ) ] );
		fireEvent.input(
			document.querySelector( 'input[type="date"]' ) as Element,
			{ target: { value: '2023-12-31' } }
		);
		next();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please choose a date in the allowed range.'
		);
	} );

	it.each( ANSWERS.map( ( a ) => a.question ) )(
		'Skip on $type sends null',
		async ( asked ) => {
			show( [ asked ] );
			fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
			fireEvent.input(
				document.querySelector( 'input.uf-input' ) as Element,
				{ target: { value: 'x' } }
			);
			next();
			await act( async () => {
				await vi.runAllTimersAsync();
			} );
			const call = fetchMock.mock.calls.find( ( [ url ] ) =>
				String( url ).includes( '/responses' )
			) as unknown as [ string, RequestInit ];
			expect(
				JSON.parse( String( call[ 1 ].body ) ).answers[ 0 ]
			).toEqual( { question_id: 'q', value: null } );
		}
	);

	it( 'a pointer choice on a scale, a face or an image moves on at once', () => {
		show(
			[
				q( 'scale', { preset: 'ces' } ),
				q( 'smiley' ),
				q( 'image-choice', { images: IMAGES }, [ 'Car', 'Bike' ] ),
			].map( ( x, i ) => ( { ...x, id: `q${ i }` } ) )
		);
		fireEvent.click( radio( '4' ) );
		fireEvent.click( radio( 'Happy' ) );
		fireEvent.click( radio( 'A red car Car' ) );
		expect(
			screen.getByRole( 'heading', { name: 'Question last?' } )
		).toBeTruthy();
	} );
} );

describe( 'the comment box', () => {
	it.each( [
		[ 'scale', q( 'scale', { preset: 'ces', comment_box: true } ), 5 ],
		[
			'dropdown',
			q( 'dropdown', { comment_box: true }, [ 'Paris', 'Rome' ] ),
			'Rome',
		],
	] )(
		'a %s with one: the choice waits for Next, the comment goes with it',
		async ( _, asked, value ) => {
			show( [ asked ] );
			if ( asked.type === 'scale' ) {
				fireEvent.click( radio( '5' ) );
			} else {
				fireEvent.change( screen.getByRole( 'combobox' ), {
					target: { value: 'Rome' },
				} );
			}
			fireEvent.input(
				screen.getByRole( 'textbox', {
					name: 'Add a comment (optional)',
				} ),
				{ target: { value: 'Because' } }
			);
			next();
			expect( await sent() ).toEqual( {
				question_id: 'q',
				value,
				extra: 'Because',
			} );
		}
	);

	it.each( [ MATRIX, RANKING, q( 'date' ), q( 'consent' ) ] )(
		'none on a $type, whatever its setting says',
		( asked ) => {
			show( [
				{
					...asked,
					settings: { ...asked.settings, comment_box: true },
				},
			] );
			expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		}
	);
} );

describe( 'right to left', () => {
	it.each( [
		[ 'scale', q( 'scale', { preset: 'csat' } ), '1 Very dissatisfied', 2 ],
		[ 'smiley', q( 'smiley' ), 'Very unhappy', 2 ],
	] )(
		'%s: Left goes to the next value, Right back',
		async ( _, asked, first, value ) => {
			show( [ asked ], { language: 'ar', dir: 'rtl' } );
			radio( first ).focus();
			press( 'ArrowLeft' );
			press( 'ArrowLeft' );
			press( 'ArrowRight' );
			press( 'Enter' );
			expect( await sent() ).toEqual( { question_id: 'q', value } );
		}
	);

	it( 'matrix: Left goes to the next column of the row', async () => {
		show( [ MATRIX ], { language: 'ar', dir: 'rtl' } );
		within( screen.getByRole( 'radiogroup', { name: 'Price' } ) )
			.getAllByRole( 'radio' )[ 0 ]
			.focus();
		press( 'ArrowLeft' );
		press( 'Enter' );
		expect( await sent() ).toEqual( {
			question_id: 'q',
			value: { Price: 'Neutral' },
		} );
	} );
} );

describe( 'ranking announcements and focus', () => {
	const status = () =>
		screen
			.getAllByRole( 'status' )
			.map( ( s ) => s.textContent )
			.join( '|' );

	it( 'each move is announced and focus follows the option', () => {
		show( [ RANKING ] );
		screen.getByRole( 'button', { name: 'Move Green down' } ).focus();
		fireEvent.click( focused() );
		expect( status() ).toContain( 'Green moved to position 3 of 3' );
		expect( focused().getAttribute( 'aria-label' ) ).toBe(
			'Move Green down'
		);
		expect(
			screen
				.getAllByRole( 'listitem' )
				.map( ( li ) => li.querySelector( 'span' )?.textContent )
		).toEqual( [ 'Red', 'Blue', 'Green' ] );
		// At the end, Move down does nothing and says nothing new.
		fireEvent.click( focused() );
		expect( status() ).toContain( 'Green moved to position 3 of 3' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move Green up' } )
		);
		expect( status() ).toContain( 'Green moved to position 2 of 3' );
	} );

	it( 'a pointer drags an option to where it is let go', async () => {
		// jsdom has no pointer events: the browser's names, as mouse events with a position.
		const names_ = [ 'down', 'move', 'up', 'cancel' ].map(
			( n ) => `onpointer${ n }`
		);
		for ( const name of names_ ) {
			Object.defineProperty( HTMLElement.prototype, name, {
				value: null,
				writable: true,
				configurable: true,
			} );
		}
		const pointer = ( type: string, el: Element, clientY = 0 ) =>
			fireEvent(
				el,
				new MouseEvent( `pointer${ type }`, { bubbles: true, clientY } )
			);
		show( [ RANKING ] );
		const items = screen.getAllByRole( 'listitem' );
		// Each option 40 px high, from the top of the page.
		items.forEach( ( li, i ) =>
			vi
				.spyOn( li, 'getBoundingClientRect' )
				.mockReturnValue( { bottom: 40 * ( i + 1 ) } as DOMRect )
		);
		const list = screen.getByRole( 'list' );
		pointer( 'down', within( items[ 0 ] ).getByText( 'Red' ) );
		pointer( 'move', list, 50 );
		pointer( 'move', list, 200 );
		pointer( 'up', list );
		pointer( 'move', list, 10 );
		for ( const name of names_ ) {
			delete (
				HTMLElement.prototype as unknown as Record< string, unknown >
			 )[ name ];
		}
		expect(
			screen
				.getAllByRole( 'listitem' )
				.map( ( li ) => li.querySelector( 'span' )?.textContent )
		).toEqual( [ 'Green', 'Blue', 'Red' ] );
		expect( status() ).toContain( 'Red moved to position 3 of 3' );
		next();
		expect( await sent() ).toEqual( {
			question_id: 'q',
			value: [ 'Green', 'Blue', 'Red' ],
		} );
	} );
} );
