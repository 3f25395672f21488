import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSurveyCookie, readMinimized } from '../logic/cookies';
import { PAUSE_COOKIE, readCooldown } from '../logic/display-rules';
import { DEFAULT_TEXTS } from '../texts';
import { gatedQuestion } from '../logic/questions';
import {
	bootstrapFixture,
	clearCookies,
	oncePerBrowserSurvey,
	question,
	surveyFixture,
	addonsFixture,
} from '../test-fixtures';
import type { PageSurvey, WidgetBootstrap } from '../types';
import type { Mode } from '../use-survey-flow';
import { SurveyApp } from './SurveyApp';

const fetchMock = vi.fn( ( url: string ) =>
	Promise.resolve(
		new Response( url.includes( 'responses' ) ? '{"id":42}' : 'null', {
			status: url.includes( 'responses' ) ? 201 : 200,
		} )
	)
);

const PRO: Partial< WidgetBootstrap > = {
	is_pro: true,
	is_licensed: true,
	license_type: 'elite',
	addons: addonsFixture( { 'question-types': true, behavior: true } ),
};

beforeEach( () => {
	vi.useFakeTimers();
	vi.stubGlobal( 'fetch', fetchMock );
	fetchMock.mockClear();
} );

afterEach( () => {
	cleanup();
	clearCookies( document );
	vi.unstubAllGlobals();
	vi.useRealTimers();
} );

/**
 * Renders a survey as the server sends it: without the question-types add-on its questions are
 * neither required, randomised nor commented (WidgetBootstrap, gatedQuestion()).
 * @param survey    The survey as stored.
 * @param bootstrap Bootstrap fields over the fixture's.
 * @param mode      How it is shown.
 */
function show(
	survey: PageSurvey,
	bootstrap: Partial< WidgetBootstrap > = {},
	mode: Mode = 'floating'
) {
	const boot = bootstrapFixture( bootstrap );
	render(
		<SurveyApp
			survey={ {
				...survey,
				questions: survey.questions.map( ( q ) =>
					gatedQuestion( q, boot )
				),
			} }
			bootstrap={ boot }
			mode={ mode }
			win={ window }
		/>
	);
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
}

/** Lets the response POST (a resolved fetch and its JSON) finish. */
async function settle() {
	await act( async () => {
		await vi.runAllTimersAsync();
	} );
}

function posted(): {
	answers: unknown[];
	nonce: string;
	page_submitted: unknown;
} | null {
	const call = fetchMock.mock.calls.find( ( [ url ] ) =>
		String( url ).includes( '/responses' )
	) as unknown as [ string, RequestInit ] | undefined;
	return call ? JSON.parse( String( call[ 1 ].body ) ) : null;
}

const UUID =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const next = () =>
	fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );

const checked = ( label: string ) =>
	( screen.getByLabelText( label ) as HTMLInputElement ).checked;

describe( 'answering (visitor.md §4)', () => {
	it( 'a radio choice by pointer saves and moves on at once', () => {
		show(
			surveyFixture( 1, [
				question( 'a', 'radio-button' ),
				question( 'b', 'text' ),
			] )
		);

		fireEvent.click( screen.getByLabelText( 'No' ) );

		expect(
			screen.getByRole( 'heading', { name: 'Question b?' } )
		).toBeTruthy();
	} );

	it( 'a star rating and an NPS score move on at once; NPS shows its end labels', () => {
		show(
			surveyFixture( 1, [
				question( 's', 'star-rating' ),
				question( 'n', 'nps' ),
				question( 't', 'text' ),
			] ),
			PRO
		);

		fireEvent.click( screen.getByLabelText( '4' ) );
		expect( screen.getByText( 'Not Likely' ) ).toBeTruthy();
		expect( screen.getByText( 'Extremely Likely' ) ).toBeTruthy();
		fireEvent.click( screen.getByLabelText( '9' ) );

		expect(
			screen.getByRole( 'heading', { name: 'Question t?' } )
		).toBeTruthy();
	} );

	it( 'arrow keys in a radio group only save; Enter moves on', () => {
		show(
			surveyFixture( 1, [
				question( 'a', 'radio-button' ),
				question( 'b', 'text' ),
			] )
		);
		const group = screen.getByRole( 'radiogroup' );

		fireEvent.keyDown( screen.getByLabelText( 'Yes' ), {
			key: 'ArrowDown',
		} );
		expect( checked( 'No' ) ).toBe( true );
		expect(
			screen.getByRole( 'heading', { name: 'Question a?' } )
		).toBeTruthy();

		fireEvent.keyDown( group, { key: 'Enter' } );
		expect(
			screen.getByRole( 'heading', { name: 'Question b?' } )
		).toBeTruthy();
	} );

	it( 'checkboxes keep several ticks and move on with Next', async () => {
		show( surveyFixture( 1, [ question( 'c', 'checkbox' ) ] ) );

		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		fireEvent.click( screen.getByLabelText( 'Maybe' ) );
		expect(
			screen.getByRole( 'heading', { name: 'Question c?' } )
		).toBeTruthy();
		next();
		await settle();

		expect( posted()?.answers ).toEqual( [
			{ question_id: 'c', value: [ 'Yes', 'Maybe' ] },
		] );
	} );

	it( 'Skip saves null and moves on; an all-skipped survey saves nothing', async () => {
		show(
			surveyFixture( 1, [
				question( 'a', 'text' ),
				question( 'b', 'text' ),
			] )
		);

		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await settle();

		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( posted() ).toBeNull();
		expect( readSurveyCookie( document, 'userfeedback-1' ) ).toEqual( {
			submitted: false,
		} );
	} );

	it( 'finishing saves the response with the page and token, then writes the cookie', async () => {
		document.title = 'Pricing';
		show(
			surveyFixture( 3, [
				question( 'a', 'long-text' ),
				question( 'e', 'email', {
					config: { options: [], include_name: true },
				} ),
			] )
		);

		fireEvent.input(
			screen.getByPlaceholderText( 'Type your answer here...' ),
			{
				target: { value: 'Great' },
			}
		);
		expect( screen.getByText( '5 / 400' ) ).toBeTruthy();
		next();
		fireEvent.input( screen.getByPlaceholderText( 'Email Address' ), {
			target: { value: 'not-an-email' },
		} );
		expect(
			screen
				.getByRole( 'button', { name: 'Next' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		fireEvent.input( screen.getByPlaceholderText( 'Email Address' ), {
			target: { value: 'ann@example.com' },
		} );
		fireEvent.input( screen.getByPlaceholderText( 'First Name' ), {
			target: { value: 'Ann' },
		} );
		next();
		await settle();

		expect( posted() ).toEqual( {
			answers: [
				{ question_id: 'a', value: 'Great' },
				{ question_id: 'e', value: 'ann@example.com', extra: 'Ann' },
			],
			page_submitted: { url: window.location.href, title: 'Pricing' },
			nonce: 'token-3',
			response_key: expect.stringMatching( UUID ),
			shown: [ 'a', 'e' ],
			completed: true,
			language: 'en_US',
			fields: {},
		} );
		expect( readSurveyCookie( document, 'userfeedback-3' ) ).toEqual( {
			submitted: true,
			last_response_id: 42,
		} );
	} );

	it( 'an invalid e-mail says so inline, tied to the field and announced, once the visitor tries to go on', () => {
		show( surveyFixture( 1, [ question( 'e', 'email' ) ] ) );
		const field = screen.getByPlaceholderText( 'Email Address' );
		fireEvent.input( field, { target: { value: 'ann@' } } );
		// Not while typing.
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( field.getAttribute( 'aria-invalid' ) ).toBeNull();

		fireEvent.blur( field );

		const message = screen.getByRole( 'alert' );
		expect( message.textContent ).toBe(
			'Please enter a valid email address.'
		);
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( field.getAttribute( 'aria-describedby' ) ).toBe( message.id );

		fireEvent.input( field, { target: { value: 'ann@example.com' } } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( field.getAttribute( 'aria-invalid' ) ).toBeNull();
	} );

	it( 'Next on an unanswered required question says it needs an answer', () => {
		show(
			surveyFixture( 1, [
				question( 'a', 'radio-button', {
					settings: {
						required: true,
						randomize: false,
						comment_box: false,
					},
				} ),
			] ),
			PRO
		);
		next();

		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please answer this question.'
		);
		expect(
			screen.getByRole( 'radiogroup' ).getAttribute( 'aria-describedby' )
		).toBe( screen.getByRole( 'alert' ).id );
		// Still on the question: nothing was sent.
		expect( screen.getByRole( 'radiogroup' ) ).toBeTruthy();
		expect( screen.queryByText( 'Thanks for your feedback!' ) ).toBeNull();
	} );

	it( 'long text stops at 400 characters', () => {
		show( surveyFixture( 1, [ question( 'a', 'long-text' ) ] ) );
		const box = screen.getByPlaceholderText( 'Type your answer here...' );

		fireEvent.input( box, { target: { value: 'x'.repeat( 450 ) } } );

		expect( screen.getByText( '400 / 400' ) ).toBeTruthy();
	} );

	it( 'next-question logic skips a question whose conditions fail', () => {
		show(
			surveyFixture( 1, [
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

		fireEvent.click( screen.getByLabelText( 'No' ) );

		expect(
			screen.getByRole( 'heading', { name: 'Question c?' } )
		).toBeTruthy();
	} );
} );

describe( 'arrow keys follow the order on screen', () => {
	// jsdom lays nothing out: the direction a browser computes, from the nearest dir attribute
	// (the survey's own, or the page's <html dir>, which the widget inherits).
	beforeEach( () => {
		const computed = window.getComputedStyle.bind( window );
		vi.spyOn( window, 'getComputedStyle' ).mockImplementation( ( el ) => {
			const style = computed( el );
			style.direction = el.closest( '[dir="rtl"]' ) ? 'rtl' : 'ltr';
			return style;
		} );
	} );

	afterEach( () => {
		vi.restoreAllMocks();
		document.documentElement.removeAttribute( 'dir' );
	} );

	const focused = () =>
		screen.getByRole( 'heading' ).ownerDocument.activeElement;

	/**
	 * Presses an arrow on the focused option.
	 * @param key The arrow.
	 */
	const press = ( key: string ) => fireEvent.keyDown( focused()!, { key } );

	const scales = ( overrides: Partial< PageSurvey > = {} ) =>
		show(
			surveyFixture(
				1,
				[
					question( 's', 'star-rating' ),
					question( 'n', 'nps' ),
					question( 't', 'text' ),
				],
				overrides
			),
			PRO
		);

	it( 'left to right: Right and Down go to the next value, Left and Up back, each only saving', () => {
		scales();
		( screen.getByLabelText( '1' ) as HTMLInputElement ).focus();

		press( 'ArrowRight' );
		expect( checked( '2' ) ).toBe( true );
		expect( focused() ).toBe( screen.getByLabelText( '2' ) );
		press( 'ArrowDown' );
		expect( checked( '3' ) ).toBe( true );
		press( 'ArrowLeft' );
		press( 'ArrowUp' );
		expect( checked( '1' ) ).toBe( true );
		// With a modifier the key stays the browser's.
		fireEvent.keyDown( focused()!, { key: 'ArrowRight', altKey: true } );
		expect( checked( '1' ) ).toBe( true );
		// The stars up to the chosen one are lit.
		press( 'ArrowRight' );
		expect(
			[ ...document.querySelectorAll( '.uf-star.is-lit input' ) ].map(
				( input ) => ( input as HTMLInputElement ).value
			)
		).toEqual( [ '1', '2' ] );
		expect(
			screen.getByRole( 'heading', { name: 'Question s?' } )
		).toBeTruthy();
	} );

	it( 'a survey laid out right to left: Left goes to the next value, Right back; the scale wraps round as native radios do', async () => {
		scales( { language: 'ar', dir: 'rtl' } );
		( screen.getByLabelText( '1' ) as HTMLInputElement ).focus();
		press( 'ArrowLeft' );
		press( 'ArrowLeft' );
		expect( checked( '3' ) ).toBe( true );
		press( 'Enter' );

		( screen.getByLabelText( '1' ) as HTMLInputElement ).focus();
		press( 'ArrowLeft' );
		expect( checked( '2' ) ).toBe( true );
		press( 'ArrowRight' );
		press( 'ArrowRight' );
		expect( checked( '10' ) ).toBe( true );
		// Up and Down keep their meaning in either direction.
		press( 'ArrowDown' );
		expect( checked( '1' ) ).toBe( true );
		press( 'ArrowUp' );
		expect( checked( '10' ) ).toBe( true );
		press( 'Enter' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await settle();
		expect( posted()?.answers ).toEqual( [
			{ question_id: 's', value: '3' },
			{ question_id: 'n', value: '10' },
			{ question_id: 't', value: null },
		] );
	} );

	it( 'a right-to-left page: the options of a radio question follow it too; checkboxes leave arrows alone', () => {
		document.documentElement.setAttribute( 'dir', 'rtl' );
		show(
			surveyFixture( 1, [
				question( 'a', 'radio-button' ),
				question( 'c', 'checkbox' ),
			] )
		);
		( screen.getByLabelText( 'Yes' ) as HTMLInputElement ).focus();
		press( 'ArrowLeft' );
		expect( checked( 'No' ) ).toBe( true );
		press( 'ArrowRight' );
		expect( checked( 'Yes' ) ).toBe( true );
		press( 'Enter' );

		( screen.getByLabelText( 'Yes' ) as HTMLInputElement ).focus();
		press( 'ArrowLeft' );
		expect( checked( 'Yes' ) ).toBe( false );
		expect( checked( 'No' ) ).toBe( false );
		expect( focused() ).toBe( screen.getByLabelText( 'Yes' ) );
	} );
} );

describe( 'required and skipping (visitor.md §5)', () => {
	const required = question( 'a', 'text', {
		settings: { required: true, comment_box: false, randomize: false },
	} );

	it( 'a required question blocks Next and hides Skip with Pro, a licence and the add-on', () => {
		show( surveyFixture( 1, [ required ] ), PRO );

		expect( screen.queryByRole( 'button', { name: 'Skip' } ) ).toBeNull();
		expect(
			screen
				.getByRole( 'button', { name: 'Next' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( 'without the entitlement every question is skippable', () => {
		show( surveyFixture( 1, [ required ] ) );

		expect( screen.getByRole( 'button', { name: 'Skip' } ) ).toBeTruthy();
	} );

	it( 'NPS surveys cannot be skipped', () => {
		show(
			surveyFixture( 1, [ question( 'n', 'nps' ) ], { type: 'nps' } ),
			PRO
		);

		expect( screen.queryByRole( 'button', { name: 'Skip' } ) ).toBeNull();
	} );

	it( 'a comment box follows a chosen option only with the add-on, and the choice waits for Next', () => {
		const commented = question( 'a', 'radio-button', {
			settings: { required: false, comment_box: true, randomize: false },
		} );
		show( surveyFixture( 1, [ commented, question( 'b', 'text' ) ] ), PRO );

		expect(
			screen.queryByLabelText( 'Add a comment (optional)' )
		).toBeNull();
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		fireEvent.input( screen.getByLabelText( 'Add a comment (optional)' ), {
			target: { value: 'Because' },
		} );
		next();

		expect(
			screen.getByRole( 'heading', { name: 'Question b?' } )
		).toBeTruthy();
	} );
} );

describe( 'open, close and preview (visitor.md §4)', () => {
	const survey = () =>
		surveyFixture( 1, [ question( 'a', 'radio-button' ) ] );

	const toggleButton = () =>
		document.querySelector( '.uf-toggle' ) as HTMLButtonElement;

	it( "the open state is looked up 100 ms after the timing fired, the renderer's download included", () => {
		render(
			<SurveyApp
				survey={ survey() }
				bootstrap={ bootstrapFixture() }
				mode="floating"
				win={ window }
				startedAt={ Date.now() - 60 }
			/>
		);
		act( () => {
			vi.advanceTimersByTime( 30 );
		} );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		act( () => {
			vi.advanceTimersByTime( 10 );
		} );
		expect( screen.getByRole( 'region' ) ).toBeTruthy();
	} );

	it( 'the toggle draws the icon path the page carries', () => {
		const shown = survey();
		shown.settings.theming.widget_toggle_path = 'M1 1h22';
		show( shown );
		expect(
			toggleButton().querySelector( 'path' )?.getAttribute( 'd' )
		).toBe( 'M1 1h22' );
	} );

	it( 'a page cached before the server sent the path shows the default icon', () => {
		const shown = survey();
		delete shown.settings.theming.widget_toggle_path;
		show( shown );
		expect(
			toggleButton().querySelector( 'path' )?.getAttribute( 'd' )
		).toMatch( /^M21 15a2/ );
	} );

	it( 'the toggle minimises and remembers it in the minimised cookie; its label says what it does now', () => {
		show( survey() );
		const toggle = toggleButton();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( toggle.getAttribute( 'aria-label' ) ).toBe( 'Minimize survey' );

		fireEvent.click( toggle );

		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( toggle.getAttribute( 'aria-label' ) ).toBe( 'Open survey' );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( readMinimized( document, 'userfeedback-1' ) ).toBe( true );
	} );

	it( 'Esc minimises the floating panel and returns focus to the toggle', () => {
		show( survey() );
		const option = screen.getByLabelText( 'Yes' );
		option.focus();

		fireEvent.keyDown( option, { key: 'Escape' } );

		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( toggleButton().ownerDocument.activeElement ).toBe(
			toggleButton()
		);
		expect( readMinimized( document, 'userfeedback-1' ) ).toBe( true );
	} );

	it( 'Esc does nothing inline', () => {
		show( survey(), {}, 'inline' );
		fireEvent.keyDown( screen.getByLabelText( 'Yes' ), { key: 'Escape' } );
		expect( screen.getByRole( 'region' ) ).toBeTruthy();
	} );

	it( 'starts minimised when the theming says so and no cookie overrides it', () => {
		const s = survey();
		s.settings.theming.start_minimized = true;
		show( s );

		expect( screen.queryByRole( 'region' ) ).toBeNull();
	} );

	it( 'Close after finishing closes, leaves no toggle, then deactivates after 150 ms', async () => {
		show( survey() );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( toggleButton() ).toBeNull();
		expect( document.querySelector( '.uf-widget' ) ).not.toBeNull();
		act( () => {
			vi.advanceTimersByTime( 150 );
		} );

		expect( document.querySelector( '.uf-widget' ) ).toBeNull();
	} );

	it.each( [
		[
			'Esc',
			() =>
				fireEvent.keyDown(
					screen.getByText( 'Thanks for your feedback!' ),
					{ key: 'Escape' }
				),
		],
		[
			'the minimise arrow',
			() =>
				fireEvent.click(
					document.querySelector( '.uf-min' ) as HTMLButtonElement
				),
		],
		[ 'the toggle', () => fireEvent.click( toggleButton() ) ],
	] )(
		'%s after finishing closes like Close: no "Open survey" toggle stays, nothing remembered as minimised',
		async ( _how, minimise ) => {
			show( survey() );
			fireEvent.click( screen.getByLabelText( 'Yes' ) );
			await settle();
			expect(
				screen.getByText( 'Thanks for your feedback!' )
			).toBeTruthy();

			minimise();

			expect( screen.queryByRole( 'region' ) ).toBeNull();
			expect(
				screen.queryByRole( 'button', { name: 'Open survey' } )
			).toBeNull();
			expect( toggleButton() ).toBeNull();
			expect( readMinimized( document, 'userfeedback-1' ) ).toBeNull();
			act( () => {
				vi.advanceTimersByTime( 150 );
			} );
			expect( document.querySelector( '.uf-widget' ) ).toBeNull();
		}
	);

	it( 'Esc before finishing still minimises to the toggle', () => {
		show(
			surveyFixture( 1, [
				question( 'a', 'radio-button' ),
				question( 'b', 'text' ),
			] )
		);
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		fireEvent.keyDown(
			screen.getByPlaceholderText( 'Type your answer here...' ),
			{
				key: 'Escape',
			}
		);
		expect(
			screen.getByRole( 'button', { name: 'Open survey' } )
		).toBeTruthy();
	} );

	it( 'follows the redirect only with the behavior add-on', async () => {
		const assign = vi.fn();
		const s = survey();
		s.settings.thank_you = {
			type: 'redirect',
			message: 'x',
			redirect_url: 'https://example.test/thanks/',
		};
		const win = {
			...window,
			location: {
				...window.location,
				assign,
				href: 'https://example.test/',
			},
			document,
			navigator,
			setTimeout,
			clearTimeout,
		} as unknown as Window;
		render(
			<SurveyApp
				survey={ s }
				bootstrap={ bootstrapFixture( PRO ) }
				mode="floating"
				win={ win }
			/>
		);
		act( () => {
			vi.advanceTimersByTime( 100 );
		} );

		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		expect( assign ).toHaveBeenCalledWith( 'https://example.test/thanks/' );
	} );

	it( 'preview: open at once, toggle does nothing, no Skip, nothing sent or saved', async () => {
		show( survey(), {}, 'preview' );
		const toggle = toggleButton();

		fireEvent.click( toggle );
		expect( screen.getByRole( 'region' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Skip' } ) ).toBeNull();
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'inline: open at once, no toggle and no Close', async () => {
		show( survey(), {}, 'inline' );

		expect(
			screen.queryByRole( 'button', { name: 'Open survey' } )
		).toBeNull();
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		expect( screen.queryByRole( 'button', { name: 'Close' } ) ).toBeNull();
	} );
} );

describe( 'where the e-mail error shows', () => {
	it( 'under the e-mail field, before the first name, and tied to the e-mail field only', () => {
		show(
			surveyFixture( 1, [
				question( 'e', 'email', {
					config: { options: [], include_name: true },
				} ),
			] )
		);
		const email = screen.getByPlaceholderText( 'Email Address' );
		const name = screen.getByPlaceholderText( 'First Name' );
		fireEvent.input( email, { target: { value: 'ann@' } } );
		next();

		const message = screen.getByRole( 'alert' );
		expect( message.textContent ).toBe(
			'Please enter a valid email address.'
		);
		expect( email.nextElementSibling ).toBe( message );
		expect( message.nextElementSibling ).toBe( name );
		expect( email.getAttribute( 'aria-describedby' ) ).toBe( message.id );
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( name.getAttribute( 'aria-describedby' ) ).toBeNull();
		expect( name.getAttribute( 'aria-invalid' ) ).toBeNull();
	} );

	it( 'other questions keep their message under the control', () => {
		show(
			surveyFixture( 1, [
				question( 't', 'text', {
					settings: {
						required: true,
						randomize: false,
						comment_box: false,
					},
				} ),
			] ),
			PRO
		);
		next();
		const field = screen.getByPlaceholderText( 'Type your answer here...' );
		expect( field.nextElementSibling ).toBe( screen.getByRole( 'alert' ) );
	} );
} );

describe( 'progress', () => {
	const three = () =>
		surveyFixture( 1, [
			question( 'a', 'radio-button' ),
			question( 'b', 'radio-button' ),
			question( 'c', 'text' ),
		] );
	const visible = () => document.querySelector( '.uf-progress' );

	it( 'shows "Question X of Y" above the question, hidden from screen readers, which hear it from the live region', () => {
		show( three() );
		expect( visible()?.textContent ).toBe( 'Question 1 of 3' );
		expect( visible()?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( visible()?.nextElementSibling?.querySelector( 'h2' ) ).toBe(
			screen.getByRole( 'heading', { name: 'Question a?' } )
		);
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Question 1 of 3'
		);

		fireEvent.click( screen.getByLabelText( 'No' ) );

		expect( visible()?.textContent ).toBe( 'Question 2 of 3' );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Question 2 of 3'
		);
	} );

	it( 'in the site language (the bootstrap text), inline too', () => {
		show(
			three(),
			{
				texts: {
					...DEFAULT_TEXTS,
					progress: 'Frage %1$s von %2$s',
				},
			},
			'inline'
		);
		expect( visible()?.textContent ).toBe( 'Frage 1 von 3' );
	} );

	it( "in the survey's language when it brings its own words, laid out in its direction", () => {
		show(
			{
				...three(),
				language: 'ar',
				dir: 'rtl',
				texts: { ...DEFAULT_TEXTS, progress: 'السؤال %1$s من %2$s' },
			},
			{ texts: { ...DEFAULT_TEXTS, progress: 'Frage %1$s von %2$s' } },
			'inline'
		);
		expect( visible()?.textContent ).toBe( 'السؤال 1 من 3' );
		const root = document.querySelector( '.uf-widget' );
		expect( root?.getAttribute( 'dir' ) ).toBe( 'rtl' );
		expect( root?.getAttribute( 'lang' ) ).toBe( 'ar' );
	} );

	it( 'none on the thank-you, and none for a one-question survey (the live region still says it)', async () => {
		show( surveyFixture( 1, [ question( 'a', 'radio-button' ) ] ) );
		expect( visible() ).toBeNull();
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Question 1 of 1'
		);
		fireEvent.click( screen.getByLabelText( 'No' ) );
		await settle();
		expect( visible() ).toBeNull();
	} );
} );

describe( 'the pause after a response starts when the visitor is done with a survey', () => {
	const two = () =>
		surveyFixture( 4, [
			question( 'a', 'radio-button' ),
			question( 'b', 'text' ),
		] );
	const pause = () => readCooldown( document, PAUSE_COOKIE );

	it( 'finishing starts it, with the survey and the time', async () => {
		show( two(), { pause_minutes: 30 } );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		expect( pause() ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await settle();
		expect( pause() ).toEqual( { id: 4, at: Date.now() } );
	} );

	it( 'finishing an inline survey starts it too', async () => {
		show(
			surveyFixture( 4, [ question( 'a', 'radio-button' ) ] ),
			{ pause_minutes: 30 },
			'inline'
		);
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();
		expect( pause()?.id ).toBe( 4 );
	} );

	it( 'minimising after answering starts it; minimising before answering does not', () => {
		show( two(), { pause_minutes: 30 } );
		fireEvent.click(
			document.querySelector( '.uf-min' ) as HTMLButtonElement
		);
		expect( pause() ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Open survey' } )
		);
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		fireEvent.keyDown(
			screen.getByPlaceholderText( 'Type your answer here...' ),
			{
				key: 'Escape',
			}
		);
		expect( pause()?.id ).toBe( 4 );
	} );

	it.each( [
		[ 'the site has no pause (0)', { pause_minutes: 0 }, 'floating' ],
		[ 'a page cached before the setting', {}, 'floating' ],
		[ 'a preview', { pause_minutes: 30 }, 'preview' ],
	] as Array< [ string, Partial< WidgetBootstrap >, Mode ] > )(
		'nothing when %s',
		async ( _name, bootstrap, mode ) => {
			show(
				surveyFixture( 4, [ question( 'a', 'radio-button' ) ] ),
				bootstrap,
				mode
			);
			fireEvent.click( screen.getByLabelText( 'Yes' ) );
			await settle();
			expect(
				screen.getByText( 'Thanks for your feedback!' )
			).toBeTruthy();
			expect( pause() ).toBeNull();
		}
	);
} );

describe( 'One answer per person', () => {
	const once = ( over: Partial< PageSurvey > = {} ) =>
		oncePerBrowserSurvey( 6, over );

	afterEach( () => localStorage.clear() );

	it( 'answered: the cookie and the lasting local key say so', async () => {
		show( once(), PRO, 'inline' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( localStorage.getItem( 'userfeedback-6-once' ) ).toBe( '1' );
		expect( readSurveyCookie( document, 'userfeedback-6' ) ).toEqual( {
			submitted: true,
			last_response_id: 42,
		} );
	} );

	it( 'refused because this person already answered: says so instead of thanking, and remembers it', async () => {
		fetchMock.mockImplementationOnce( ( url: string ) =>
			Promise.resolve(
				new Response(
					url.includes( 'responses' )
						? '{"code":"userfeedback_already_answered"}'
						: 'null',
					{ status: url.includes( 'responses' ) ? 409 : 200 }
				)
			)
		);
		fetchMock.mockImplementationOnce( () =>
			Promise.resolve(
				new Response( '{"code":"userfeedback_already_answered"}', {
					status: 409,
				} )
			)
		);
		show( once(), PRO, 'inline' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();

		expect(
			screen.getByText( 'You have already answered this survey.' )
		).toBeTruthy();
		expect( screen.queryByText( 'Thanks for your feedback!' ) ).toBeNull();
		expect( localStorage.getItem( 'userfeedback-6-once' ) ).toBe( '1' );
	} );

	it( 'closed by the server (once per user, inline): its words and the login link in place of the questions, nothing counted', () => {
		show(
			once( {
				closed: 'Log in to answer this survey.',
				login_url: 'https://example.test/wp-login.php',
			} ),
			PRO,
			'inline'
		);

		const link = screen.getByRole( 'link', {
			name: 'Log in to answer this survey.',
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://example.test/wp-login.php'
		);
		expect( screen.queryByLabelText( 'Yes' ) ).toBeNull();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( readSurveyCookie( document, 'userfeedback-6' ) ).toBeNull();
	} );
} );

describe( 'A poll’s live results', () => {
	const poll = () => {
		const base = surveyFixture( 8, [ question( 'a', 'radio-button' ) ] );
		return {
			...base,
			settings: {
				...base.settings,
				behavior: { ...base.settings.behavior, show_results: true },
			},
		};
	};
	const replyWith = ( results: unknown ) =>
		fetchMock.mockImplementation( ( url: string ) =>
			Promise.resolve(
				new Response(
					url.includes( '/poll' )
						? JSON.stringify( results )
						: '{"id":42}',
					{ status: url.includes( 'responses' ) ? 201 : 200 }
				)
			)
		);

	afterEach( () => fetchMock.mockReset() );

	it( 'after the vote is saved: a table of the options with their share, bars in its cells, and the total', async () => {
		replyWith( { total: 4, counts: [ 3, 1, 0 ], min_votes: 0 } );
		show( poll(), PRO, 'inline' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		// The vote's save, then the results' request once the panel shows them.
		await settle();
		await settle();

		const table = screen.getByRole( 'table', { name: 'Results so far' } );
		expect(
			Array.from( table.querySelectorAll( 'tr' ) ).map(
				( row ) => row.textContent
			)
		).toEqual( [ 'OptionShare of votes', 'Yes75%', 'No25%', 'Maybe0%' ] );
		expect(
			table.querySelector< HTMLElement >( 'td span' )?.style.width
		).toBe( '52.5%' );
		expect( screen.getByText( 'Total votes: 4' ) ).toBeTruthy();
		const asked = fetchMock.mock.calls.find( ( [ url ] ) =>
			String( url ).includes( '/poll' )
		);
		expect( String( asked?.[ 0 ] ) ).toBe(
			'https://example.test/wp-json/userfeedback/v1/surveys/8/poll?nonce=token-8'
		);
	} );

	it( 'below the owner’s threshold: how many voted and when the results show', async () => {
		replyWith( { total: 2, counts: null, min_votes: 10 } );
		show( poll(), PRO, 'inline' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		// The vote's save, then the results' request once the panel shows them.
		await settle();
		await settle();

		expect( screen.queryByRole( 'table' ) ).toBeNull();
		expect(
			screen.getByText(
				'The results are shown once 10 people have voted.'
			)
		).toBeTruthy();
		expect( screen.getByText( 'Total votes: 2' ) ).toBeTruthy();
	} );

	it( 'results that cannot be read: the thank-you alone', async () => {
		fetchMock.mockImplementation( ( url: string ) =>
			Promise.resolve(
				new Response( '{}', {
					status: url.includes( '/poll' ) ? 404 : 201,
				} )
			)
		);
		show( poll(), PRO, 'inline' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		// The vote's save, then the results' request once the panel shows them.
		await settle();
		await settle();

		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( screen.queryByRole( 'table' ) ).toBeNull();
	} );
} );
