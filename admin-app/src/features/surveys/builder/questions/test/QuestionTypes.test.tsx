/**
 * The eight question types beyond the spec in the Questions step, one table row per type: adding
 * it gives the contract's defaults, its fields edit the draft, its limits show as messages under
 * the field and block the step, and Lite and unlicensed Pro get the same gates as NPS and stars.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import type { Question, QuestionType } from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepProblems } from '../../steps';
import { forSave } from '../../survey';
import type { ImageOption } from '../../type-settings';
import { question, renderStep, survey } from './harness';

beforeEach( () => {
	resetFetchHandler();
} );

afterEach( () => {
	vi.restoreAllMocks();
	clearGlobals();
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

const BASE = { required: false, randomize: false, comment_box: false };
const COLUMNS = [
	'Strongly disagree',
	'Disagree',
	'Neutral',
	'Agree',
	'Strongly agree',
];

function openAddMenu() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Add Question' } ) );
	return screen.getByRole( 'menu', { name: 'Question types' } );
}

function card( n: number ) {
	return screen
		.getByRole( 'heading', { name: new RegExp( `^Question ${ n }\\b` ) } )
		.closest( 'li' ) as HTMLElement;
}

function modalTitle() {
	return document.querySelector( '.uf-upgrade-modal__title' )?.textContent;
}

function description( el: HTMLElement ): string {
	return ( el.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' )
		.trim();
}

function type( el: HTMLElement, value: string ) {
	fireEvent.change( el, { target: { value } } );
}

/**
 * Leaves the card, so its errors show (as when the admin tabs out of it).
 * @param el
 */
function leave( el: HTMLElement ) {
	fireEvent.blur( el, { relatedTarget: document.body } );
}

interface Row {
	type: QuestionType;
	name: string;
	options: string[];
	settings: Partial< Question[ 'settings' ] >;
}

const ADDED: Row[] = [
	{
		type: 'scale',
		name: 'Scale',
		options: [],
		settings: {
			preset: 'numeric',
			scale_min: 0,
			scale_max: 10,
			min_label: '',
			max_label: '',
		},
	},
	{
		type: 'smiley',
		name: 'Smiley Faces',
		options: [],
		settings: { faces: 5 },
	},
	{ type: 'dropdown', name: 'Dropdown', options: [ '', '' ], settings: {} },
	{
		type: 'matrix',
		name: 'Matrix',
		options: COLUMNS,
		settings: { rows: [ '' ] },
	},
	{ type: 'ranking', name: 'Ranking', options: [ '', '' ], settings: {} },
	{
		type: 'image-choice',
		name: 'Image Choice',
		options: [ '', '' ],
		settings: {
			multiple: false,
			images: [
				{ id: 0, url: '', alt: '' },
				{ id: 0, url: '', alt: '' },
			],
		},
	},
	{
		type: 'date',
		name: 'Date',
		options: [],
		settings: { min_date: '', max_date: '' },
	},
	{
		type: 'consent',
		name: 'Consent',
		options: [],
		settings: { consent_label: '' },
	},
];

describe( 'adding each type on licensed Pro', () => {
	it.each( ADDED )(
		'$name: the contract defaults',
		( { type: t, name, options, settings } ) => {
			const { draft } = renderStep(
				survey( [ question( 'a' ) ] ),
				PRO_ELITE
			);
			fireEvent.click(
				within( openAddMenu() ).getByRole( 'menuitem', { name } )
			);
			expect( modalTitle() ).toBeUndefined();
			const added = draft().questions[ 1 ];
			expect( added ).toMatchObject( {
				type: t,
				title: '',
				config: { options },
				logic: { enabled: false, action: 'show', conditions: [] },
			} );
			expect( added.settings ).toEqual( { ...BASE, ...settings } );
			expect(
				within( card( 2 ) ).getByText( name, {
					selector: '.uf-builder-card__type',
				} )
			).toBeTruthy();
		}
	);
} );

describe( 'the gates, as for NPS and stars', () => {
	it.each( ADDED )(
		'$name is badged in Lite and opens the upgrade modal, adding nothing',
		( { name } ) => {
			const { draft } = renderStep( survey( [ question( 'a' ) ] ), LITE );
			const item = within( openAddMenu() ).getByRole( 'menuitem', {
				name: `${ name } PRO`,
			} );
			expect( item.classList.contains( 'is-locked' ) ).toBe( true );
			fireEvent.click( item );
			expect( modalTitle() ).toBe( `${ name } is a PRO feature` );
			expect( draft().questions ).toHaveLength( 1 );
		}
	);

	it.each( ADDED )(
		'$name is disabled on Pro without a licence, with the reason',
		( { name } ) => {
			const { draft } = renderStep(
				survey( [ question( 'a' ) ] ),
				PRO_UNLICENSED
			);
			const item = within( openAddMenu() ).getByRole( 'menuitem', {
				name,
			} );
			expect( item.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
			expect( description( item ) ).toContain(
				'Please enter a valid license key to use the PRO question types.'
			);
			fireEvent.click( item );
			expect( draft().questions ).toHaveLength( 1 );
			expect( modalTitle() ).toBeUndefined();
		}
	);

	it( 'keeps the types out of the type select where they are not allowed', () => {
		renderStep( survey( [ question( 'a' ) ] ), LITE );
		const select = screen.getByLabelText( 'Question type' );
		for ( const { type: t, name } of ADDED ) {
			const option = within( select ).getByRole( 'option', {
				name: `${ name } (PRO)`,
			} ) as HTMLOptionElement;
			expect( [ option.value, option.disabled ] ).toEqual( [ t, true ] );
		}
	} );

	it( 'warns that visitors will not see a survey holding them in Lite', () => {
		renderStep(
			survey( [
				question( 'a', 'scale', { settings: { ...BASE } } ),
				question( 'b', 'matrix', { settings: { ...BASE } } ),
				question( 'c', 'nps' ),
			] ),
			LITE
		);
		expect(
			screen.getByText( /^Visitors will not see this survey/ ).textContent
		).toBe(
			'Visitors will not see this survey: its NPS, Scale and Matrix questions need UserFeedback PRO.'
		);
	} );
} );

/**
 * A saved question of a type with its defaults and filled-in options, as the server keeps it.
 * @param id
 * @param t
 * @param extra
 */
function saved( id: string, t: QuestionType, extra: Partial< Question > = {} ) {
	const options: Partial< Record< QuestionType, string[] > > = {
		dropdown: [ 'Red', 'Blue' ],
		ranking: [ 'Price', 'Speed' ],
		'image-choice': [ 'Cat', 'Dog' ],
		matrix: COLUMNS,
	};
	const row = ADDED.find( ( r ) => r.type === t );
	return question( id, t, {
		config: { options: options[ t ] ?? [] },
		settings: {
			...BASE,
			...row?.settings,
			...( t === 'matrix' ? { rows: [ 'Support' ] } : {} ),
		},
		...extra,
	} );
}

interface EditRow {
	type: QuestionType;
	edit: ( c: HTMLElement ) => void;
	expected: Partial< Question[ 'settings' ] > & { options?: string[] };
}

const EDITS: EditRow[] = [
	{
		type: 'scale',
		edit: ( c ) => {
			type( within( c ).getByLabelText( 'From' ), '1' );
			type( within( c ).getByLabelText( 'To' ), '7' );
			type( within( c ).getByLabelText( 'Label at 1' ), 'Poor' );
		},
		expected: {
			preset: 'numeric',
			scale_min: 1,
			scale_max: 7,
			min_label: 'Poor',
		},
	},
	{
		type: 'scale',
		edit: ( c ) => type( within( c ).getByLabelText( 'Scale' ), 'ces' ),
		expected: { preset: 'ces', scale_min: 1, scale_max: 7 },
	},
	{
		type: 'smiley',
		edit: ( c ) => type( within( c ).getByLabelText( 'Faces' ), '3' ),
		expected: { faces: 3 },
	},
	{
		type: 'matrix',
		edit: ( c ) => {
			fireEvent.click(
				within( c ).getByRole( 'button', { name: 'Add Row' } )
			);
			type( within( c ).getByLabelText( 'Row 2' ), 'Price' );
			fireEvent.click(
				within( c ).getByRole( 'button', { name: 'Remove column 5' } )
			);
		},
		expected: {
			rows: [ 'Support', 'Price' ],
			options: COLUMNS.slice( 0, 4 ),
		},
	},
	{
		type: 'ranking',
		edit: ( c ) =>
			type( within( c ).getByLabelText( 'Option 2' ), 'Quality' ),
		expected: { options: [ 'Price', 'Quality' ] },
	},
	{
		type: 'image-choice',
		edit: ( c ) => {
			type(
				within( c ).getByLabelText( 'Image 1 address' ),
				'https://example.test/cat.png'
			);
			type(
				within( c ).getByLabelText( 'Image 1 alt text' ),
				'A grey cat'
			);
			fireEvent.click( within( c ).getByLabelText( 'Allow several' ) );
		},
		expected: {
			multiple: true,
			images: [
				{
					id: 0,
					url: 'https://example.test/cat.png',
					alt: 'A grey cat',
				},
				{ id: 0, url: '', alt: '' },
			],
		},
	},
	{
		type: 'date',
		edit: ( c ) => {
			type(
				within( c ).getByLabelText( 'Earliest date (optional)' ),
				'2025-01-01'
			);
			type(
				within( c ).getByLabelText( 'Latest date (optional)' ),
				'2025-12-31'
			);
		},
		expected: { min_date: '2025-01-01', max_date: '2025-12-31' },
	},
	{
		type: 'consent',
		edit: ( c ) =>
			type(
				within( c ).getByLabelText( 'Consent text' ),
				'I accept the terms'
			),
		expected: { consent_label: 'I accept the terms' },
	},
];

describe( 'editing each type', () => {
	it.each( EDITS )( '$type: $expected', ( { type: t, edit, expected } ) => {
		const { draft } = renderStep(
			survey( [ saved( 'a', t ) ] ),
			PRO_ELITE
		);
		edit( card( 1 ) );
		const { options, ...settings } = expected;
		const q = draft().questions[ 0 ];
		expect( q.settings ).toMatchObject( settings );
		if ( options ) {
			expect( q.config.options ).toEqual( options );
		}
		// What is filled in validly never blocks the step.
		expect(
			stepProblems( 'questions', forSave( draft(), PRO_ELITE ), true )
		).toEqual( [] );
	} );

	it( 'shows the widget’s words as placeholders of empty labels', () => {
		renderStep(
			survey( [
				saved( 'a', 'scale', {
					settings: {
						...BASE,
						preset: 'csat',
						scale_min: 1,
						scale_max: 5,
						min_label: '',
						max_label: '',
					},
				} ),
				saved( 'b', 'consent' ),
				saved( 'c', 'scale' ),
			] ),
			PRO_ELITE
		);
		const placeholder = ( el: HTMLElement ) =>
			el.getAttribute( 'placeholder' );
		expect(
			placeholder( within( card( 1 ) ).getByLabelText( 'Label at 1' ) )
		).toBe( 'Very dissatisfied' );
		expect(
			placeholder( within( card( 1 ) ).getByLabelText( 'Label at 5' ) )
		).toBe( 'Very satisfied' );
		expect( within( card( 1 ) ).queryByLabelText( 'From' ) ).toBeNull();
		expect(
			within( card( 1 ) ).getByText( 'From 1 to 5, as the preset says.' )
		).toBeTruthy();
		expect(
			placeholder( within( card( 2 ) ).getByLabelText( 'Consent text' ) )
		).toBe( 'I agree' );
		expect(
			placeholder( within( card( 3 ) ).getByLabelText( 'Label at 0' ) )
		).toBe( 'No label' );
	} );

	it( 'adds a dropdown’s options pasted one per line, up to its 200', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'dropdown', {
					config: { options: [ '', '' ] },
					settings: { ...BASE },
				} ),
			] ),
			PRO_ELITE
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Paste one per line' } )
		);
		type(
			screen.getByLabelText( 'Options to add, one per line' ),
			'France\n  Germany \n\nItaly'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add these options' } )
		);
		expect( draft().questions[ 0 ].config.options ).toEqual( [
			'France',
			'Germany',
			'Italy',
		] );

		const many = Array.from(
			{ length: 205 },
			( _, i ) => `Country ${ i }`
		).join( '\n' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Paste one per line' } )
		);
		type( screen.getByLabelText( 'Options to add, one per line' ), many );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add these options' } )
		);
		expect( draft().questions[ 0 ].config.options ).toHaveLength( 200 );
		expect(
			screen.getByText( /lines were left out/ ).textContent?.trim()
		).toBe( '8 lines were left out: at most 200 options.' );
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Add Option',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
	} );

	it( 'chooses an image from the media library, taking its alt text', async () => {
		const handlers: Record< string, () => void > = {};
		const frame = {
			on: ( event: string, callback: () => void ) => {
				handlers[ event ] = callback;
			},
			open: () => handlers.select(),
			state: () => ( {
				get: () => ( {
					first: () => ( {
						toJSON: () => ( {
							id: 42,
							url: 'https://example.test/dog.png',
							alt: 'A dog',
						} ),
					} ),
				} ),
			} ),
		};
		( window as unknown as { wp: unknown } ).wp = { media: () => frame };
		const { draft } = renderStep(
			survey( [ saved( 'a', 'image-choice' ) ] ),
			PRO_ELITE
		);
		expect( screen.queryByLabelText( 'Image 2 address' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Choose image 2' } )
		);
		await screen.findByRole( 'button', { name: 'Replace image 2' } );
		expect( draft().questions[ 0 ].settings.images ).toEqual( [
			{ id: 0, url: '', alt: '' },
			{ id: 42, url: 'https://example.test/dog.png', alt: 'A dog' },
		] );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove image 2' } )
		);
		expect( draft().questions[ 0 ].settings.images?.[ 1 ] ).toEqual( {
			id: 0,
			url: '',
			alt: 'A dog',
		} );
	} );

	/**
	 * Puts a media library on the page whose frame picks this attachment when opened.
	 * @param attachment The attachment the library answers.
	 */
	function libraryPicking( attachment: ImageOption ) {
		const handlers: Record< string, () => void > = {};
		const frame = {
			on: ( event: string, callback: () => void ) => {
				handlers[ event ] = callback;
			},
			open: () => handlers.select(),
			state: () => ( {
				get: () => ( {
					first: () => ( { toJSON: () => attachment } ),
				} ),
			} ),
		};
		( window as unknown as { wp: unknown } ).wp = { media: () => frame };
	}

	it( 'offers an address beside the library, and shows one an image already has', () => {
		libraryPicking( {
			id: 42,
			url: 'https://example.test/dog.png',
			alt: '',
		} );
		const { draft } = renderStep(
			survey( [
				saved( 'a', 'image-choice', {
					settings: {
						...BASE,
						multiple: false,
						images: [
							{ id: 0, url: '', alt: '' },
							{
								id: 0,
								url: 'https://cdn.example.test/dog.png',
								alt: 'A dog',
							},
						],
					},
				} ),
			] ),
			PRO_ELITE
		);
		// Set by its address: the field shows it, and the library may replace it.
		expect(
			( screen.getByLabelText( 'Image 2 address' ) as HTMLInputElement )
				.value
		).toBe( 'https://cdn.example.test/dog.png' );
		screen.getByRole( 'button', { name: 'Replace image 2' } );
		// No image yet: the library first, the address one step away.
		expect( screen.queryByLabelText( 'Image 1 address' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Use an address for image 1' } )
		);
		const address = screen.getByLabelText( 'Image 1 address' );
		expect( address.ownerDocument.activeElement ).toBe( address );
		type( address, 'https://cdn.example.test/cat.png' );
		expect( draft().questions[ 0 ].settings.images?.[ 0 ] ).toEqual( {
			id: 0,
			url: 'https://cdn.example.test/cat.png',
			alt: '',
		} );
		expect(
			screen.queryByRole( 'button', {
				name: 'Use an address for image 1',
			} )
		).toBeNull();
	} );

	it( 'a new image without alt text in the library takes focus to its alt text field', async () => {
		libraryPicking( {
			id: 43,
			url: 'https://example.test/cat.png',
			alt: '',
		} );
		const { draft } = renderStep(
			survey( [
				saved( 'a', 'image-choice', {
					settings: {
						...BASE,
						multiple: false,
						images: [
							{
								id: 42,
								url: 'https://example.test/dog.png',
								alt: 'A dog',
							},
							{ id: 0, url: '', alt: '' },
						],
					},
				} ),
			] ),
			PRO_ELITE
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Replace image 1' } )
		);
		const alt = screen.getByLabelText( 'Image 1 alt text' );
		await vi.waitFor( () =>
			expect( alt.ownerDocument.activeElement ).toBe( alt )
		);
		// "A dog" described the image it replaced.
		expect( draft().questions[ 0 ].settings.images?.[ 0 ] ).toEqual( {
			id: 43,
			url: 'https://example.test/cat.png',
			alt: '',
		} );
		expect(
			description( screen.getByLabelText( 'Image 1 alt text' ) )
		).toContain(
			'Alt text describes an image for people who cannot see it.'
		);
	} );

	it( 'keeps one image per option as options come and go', () => {
		const { draft } = renderStep(
			survey( [ saved( 'a', 'image-choice' ) ] ),
			PRO_ELITE
		);
		type(
			screen.getByLabelText( 'Image 2 address' ),
			'https://example.test/dog.png'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Add Option' } ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove option 1' } )
		);
		const q = draft().questions[ 0 ];
		expect( q.config.options ).toEqual( [ 'Dog', '' ] );
		expect( q.settings.images?.map( ( image ) => image.url ) ).toEqual( [
			'https://example.test/dog.png',
			'',
		] );
	} );
} );

interface ErrorRow {
	type: QuestionType;
	extra: Partial< Question >;
	/** The field the message shows under (its label). */
	field: string;
	message: string;
}

const ERRORS: ErrorRow[] = [
	{
		type: 'matrix',
		extra: { settings: { ...BASE, rows: [ 'Support', '' ] } },
		field: 'Row 2',
		message: 'Rows are required',
	},
	{
		type: 'matrix',
		extra: { settings: { ...BASE, rows: [ 'Support', 'Support' ] } },
		field: 'Row 2',
		message: 'Two rows have the same text.',
	},
	{
		type: 'matrix',
		extra: { config: { options: [ 'Bad' ] } },
		field: 'Column 1',
		message: 'Add at least 2 options.',
	},
	{
		type: 'dropdown',
		extra: { config: { options: [ 'Red', '' ] } },
		field: 'Option 2',
		message: 'Options are required',
	},
	{
		type: 'ranking',
		extra: {
			config: {
				options: Array.from( { length: 11 }, ( _, i ) => `R${ i }` ),
			},
		},
		field: 'Option 11',
		message: 'A question can have at most 10 options.',
	},
	{
		type: 'image-choice',
		extra: {
			settings: {
				...BASE,
				multiple: false,
				images: [
					{ id: 7, url: 'https://example.test/cat.png', alt: ' ' },
					{ id: 0, url: '', alt: '' },
				],
			},
		},
		field: 'Image 1 alt text',
		message: 'Alt text is required',
	},
	{
		type: 'date',
		extra: {
			settings: {
				...BASE,
				min_date: '2025-06-01',
				max_date: '2025-05-01',
			},
		},
		field: 'Latest date (optional)',
		message: 'The latest date must not be before the earliest.',
	},
	{
		type: 'scale',
		extra: {
			settings: {
				...BASE,
				preset: 'numeric',
				scale_min: 0,
				scale_max: 10,
				min_label: 'x'.repeat( 201 ),
				max_label: '',
			},
		},
		field: 'Label at 0',
		message: 'This label can be at most 200 characters long.',
	},
	{
		type: 'consent',
		extra: { settings: { ...BASE, consent_label: 'y'.repeat( 201 ) } },
		field: 'Consent text',
		message: 'This label can be at most 200 characters long.',
	},
];

describe( 'validation, as the server words it', () => {
	it.each( ERRORS )(
		'$type: $message',
		( { type: t, extra, field, message } ) => {
			const initial = survey( [ saved( 'a', t, extra ) ] );
			renderStep( initial, PRO_ELITE );
			const input = within( card( 1 ) ).getByLabelText( field );
			expect( screen.queryByText( message ) ).toBeNull();
			leave( input );
			const shown = within( card( 1 ) ).getByText( message );
			expect( shown.closest( '.uf-builder-field-error' ) ).toBeTruthy();
			// The error sits under its own field: the field or its list says so.
			const described =
				description( input ) ||
				description( input.closest( 'fieldset' ) as HTMLElement );
			expect( described ).toContain( message );
			// And it blocks Next and Save as the existing checks do.
			expect(
				stepProblems( 'questions', forSave( initial, PRO_ELITE ), true )
			).toEqual( [
				'Fill in what is marked under the questions: every question needs a title, and each type what it asks for.',
			] );
		}
	);

	it( 'keeps the spec’s sentence for the spec’s types', () => {
		const initial = survey( [
			question( 'a', 'radio-button', {
				config: { options: [ 'A', '' ] },
			} ),
		] );
		expect(
			stepProblems( 'questions', forSave( initial, PRO_ELITE ), true )
		).toEqual( [
			'Every question needs a title, and Multiple Choice and Checkboxes questions need their options filled in.',
		] );
	} );
} );

describe( 'conditional logic on the new types', () => {
	function sourceOptions() {
		const logic = within( card( 9 ) ).getByLabelText( 'Conditional logic' );
		fireEvent.click( logic );
		return within( within( card( 9 ) ).getByLabelText( 'Question' ) )
			.getAllByRole( 'option' )
			.map( ( o ) => o.textContent );
	}

	it( 'offers scale, smiley, dropdown and image choice as sources, never date, matrix or ranking', () => {
		renderStep(
			survey( [
				saved( 'sc', 'scale' ),
				saved( 'sm', 'smiley' ),
				saved( 'dd', 'dropdown' ),
				saved( 'mx', 'matrix' ),
				saved( 'rk', 'ranking' ),
				saved( 'ic', 'image-choice' ),
				saved( 'dt', 'date' ),
				saved( 'cs', 'consent' ),
				question( 'last' ),
			] ),
			PRO_ELITE
		);
		const offered = sourceOptions();
		expect( offered ).toEqual(
			expect.arrayContaining( [
				'1. Question sc',
				'2. Question sm',
				'3. Question dd',
				'6. Question ic',
			] )
		);
		for ( const never of [ 'mx', 'rk', 'dt' ] ) {
			expect( offered.join( ' ' ) ).not.toContain(
				`Question ${ never }`
			);
		}
	} );

	it( 'compares a scale as a number over its own range', () => {
		const { draft } = renderStep(
			survey( [
				saved( 'sc', 'scale', {
					settings: {
						...BASE,
						preset: 'csat',
						scale_min: 1,
						scale_max: 5,
						min_label: '',
						max_label: '',
					},
				} ),
				question( 'next' ),
			] ),
			PRO_ELITE
		);
		fireEvent.click(
			within( card( 2 ) ).getByLabelText( 'Conditional logic' )
		);
		const compare = within( card( 2 ) ).getByLabelText( 'Comparison' );
		expect(
			within( compare )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'is', 'is not', 'lower than', 'greater than' ] );
		const answer = within( card( 2 ) ).getByLabelText( 'Answer' );
		expect(
			within( answer )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'Choose an answer', '1', '2', '3', '4', '5' ] );
		type( compare, '<' );
		type( answer, '3' );
		expect( draft().questions[ 1 ].logic.conditions ).toEqual( [
			{ question_id: 'sc', compare: '<', value: '3' },
		] );
	} );

	it( 'picks a set of images when several are allowed', () => {
		const { draft } = renderStep(
			survey( [
				saved( 'ic', 'image-choice', {
					settings: {
						...BASE,
						multiple: true,
						images: [
							{ id: 0, url: '', alt: '' },
							{ id: 0, url: '', alt: '' },
						],
					},
				} ),
				question( 'next' ),
			] ),
			PRO_ELITE
		);
		fireEvent.click(
			within( card( 2 ) ).getByLabelText( 'Conditional logic' )
		);
		expect(
			within( within( card( 2 ) ).getByLabelText( 'Comparison' ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'is', 'is not', 'includes' ] );
		fireEvent.click( within( card( 2 ) ).getByLabelText( 'Dog' ) );
		expect( draft().questions[ 1 ].logic.conditions[ 0 ].value ).toEqual( [
			'Dog',
		] );
	} );
} );

describe( 'changing the type', () => {
	it( 'keeps a list’s options between dropdown, ranking, image choice and the choice types', () => {
		const { draft } = renderStep(
			survey( [
				question( 'a', 'radio-button', {
					config: { options: [ 'Red', 'Blue' ] },
				} ),
			] ),
			PRO_ELITE
		);
		const select = screen.getByLabelText( 'Question type' );
		type( select, 'image-choice' );
		expect( draft().questions[ 0 ] ).toMatchObject( {
			config: { options: [ 'Red', 'Blue' ] },
			settings: {
				...BASE,
				multiple: false,
				images: [
					{ id: 0, url: '', alt: '' },
					{ id: 0, url: '', alt: '' },
				],
			},
		} );
		type( select, 'ranking' );
		expect( draft().questions[ 0 ].config.options ).toEqual( [
			'Red',
			'Blue',
		] );
		expect( draft().questions[ 0 ].settings ).toEqual( BASE );
		type( select, 'matrix' );
		expect( draft().questions[ 0 ].config.options ).toEqual( COLUMNS );
		expect( draft().questions[ 0 ].settings ).toEqual( {
			...BASE,
			rows: [ '' ],
		} );
		type( select, 'scale' );
		expect( draft().questions[ 0 ].config.options ).toEqual( [] );
		expect( draft().questions[ 0 ].settings.rows ).toBeUndefined();
		expect( draft().questions[ 0 ].settings.preset ).toBe( 'numeric' );
	} );
} );
