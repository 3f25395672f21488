/**
 * Analytics events (docs/analytics-events.md) and the WP Consent API, through a real SurveyApp:
 * gtag, dataLayer or nothing; off unless the page says so; once per display, question and
 * response; an NPS answer's bucket and never anything the visitor typed or the page gave.
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SurveyApp } from '../components/SurveyApp';
import { storageOf } from '../resume';
import {
	addonsFixture,
	bootstrapFixture,
	clearCookies,
	question,
	surveyFixture,
} from '../test-fixtures';
import type { PageSurvey, WidgetBootstrap } from '../types';
import type { Mode } from '../use-survey-flow';
import { npsBucket } from './analytics';
import { writeJsonCookie } from './cookies';

const ON: Partial< WidgetBootstrap > = {
	is_pro: true,
	is_licensed: true,
	license_type: 'elite',
	addons: addonsFixture( { 'question-types': true } ),
	analytics: true,
};

beforeEach( () => {
	vi.useFakeTimers();
	vi.stubGlobal(
		'fetch',
		vi.fn( ( url: string ) =>
			Promise.resolve(
				new Response(
					String( url ).includes( '/responses' )
						? '{"id":42}'
						: 'null',
					{ status: 201 }
				)
			)
		)
	);
} );

afterEach( () => {
	cleanup();
	clearCookies( document );
	localStorage.clear();
	delete window.gtag;
	delete window.dataLayer;
	delete window.wp_has_consent;
	delete window.userfeedbackWidget;
	vi.unstubAllGlobals();
	vi.useRealTimers();
} );

/** A choice, an NPS score, an e-mail and a comment; a hidden field from the page address. */
function survey(): PageSurvey {
	const s = surveyFixture(
		9,
		[
			question( 'c', 'radio-button' ),
			question( 'n', 'nps' ),
			question( 'e', 'email' ),
			question( 't', 'text' ),
		],
		{ title: 'Checkout feedback' }
	);
	s.settings.hidden_fields = [
		{ name: 'campaign', source: 'query', key: 'utm_campaign' },
	];
	return s;
}

function show(
	s: PageSurvey,
	bootstrap: Partial< WidgetBootstrap > = ON,
	mode: Mode = 'floating'
) {
	const data = bootstrapFixture( bootstrap );
	// As on a page: the loader's global, which the consent rules read.
	window.userfeedbackWidget = data;
	render(
		<SurveyApp
			survey={ s }
			bootstrap={ data }
			mode={ mode }
			win={ window }
		/>
	);
	act( () => {
		vi.advanceTimersByTime( 100 );
	} );
}

async function settle() {
	await act( async () => {
		await vi.runAllTimersAsync();
	} );
}

async function type( placeholder: string, text: string ) {
	fireEvent.input( screen.getByPlaceholderText( placeholder ), {
		target: { value: text },
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
	await settle();
}

/**
 * Answers every question: Yes, 9, an e-mail, a comment.
 * @param score
 */
async function answerAll( score = '9' ) {
	fireEvent.click( screen.getByLabelText( 'Yes' ) );
	await settle();
	fireEvent.click( screen.getByLabelText( score ) );
	await settle();
	await type( 'Email Address', 'ann@example.com' );
	await type( 'Type your answer here...', 'My secret comment' );
}

const base = { survey_id: 9, survey_title: 'Checkout feedback' };

describe( 'the events, to gtag when the page has it', () => {
	it( 'shown once, each question answered once when the visitor moves on, completed once', async () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey() );
		expect( gtag.mock.calls ).toEqual( [
			[ 'event', 'userfeedback_survey_shown', base ],
		] );

		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();
		fireEvent.click( screen.getByLabelText( '9' ) );
		await settle();
		await type( 'Email Address', 'ann@example.com' );
		await type( 'Type your answer here...', 'My secret comment' );

		expect( gtag.mock.calls ).toEqual( [
			[ 'event', 'userfeedback_survey_shown', base ],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'radio-button' },
			],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'nps', nps_bucket: 'promoter' },
			],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'email' },
			],
			[
				'event',
				'userfeedback_question_answered',
				{ ...base, question_type: 'text' },
			],
			[ 'event', 'userfeedback_survey_completed', base ],
		] );
	} );

	it( 'a skipped question is not answered', async () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		show(
			surveyFixture(
				9,
				[ question( 'c', 'radio-button' ), question( 't', 'text' ) ],
				{ title: 'Checkout feedback' }
			)
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await settle();
		await type( 'Type your answer here...', 'Fine' );
		expect( gtag.mock.calls.map( ( c ) => c[ 2 ].question_type ) ).toEqual(
			[ undefined, 'text', undefined ]
		);
	} );

	it( 'with gtag and dataLayer both, gtag only (it feeds the dataLayer itself)', () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		window.dataLayer = [];
		show( survey() );
		expect( gtag ).toHaveBeenCalledTimes( 1 );
		expect( window.dataLayer ).toEqual( [] );
	} );
} );

describe( 'the events, to Tag Manager’s dataLayer without gtag', () => {
	it( 'pushes { event, …params }', async () => {
		window.dataLayer = [ { existing: true } ];
		show( survey() );
		await answerAll( '7' );
		expect( window.dataLayer ).toEqual( [
			{ existing: true },
			{ event: 'userfeedback_survey_shown', ...base },
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'radio-button',
			},
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'nps',
				nps_bucket: 'passive',
			},
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'email',
			},
			{
				event: 'userfeedback_question_answered',
				...base,
				question_type: 'text',
			},
			{ event: 'userfeedback_survey_completed', ...base },
		] );
	} );
} );

describe( 'no events', () => {
	it( 'neither gtag nor dataLayer: nothing, and the survey works', async () => {
		show( survey() );
		await answerAll();
		expect( window.dataLayer ).toBeUndefined();
		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
	} );

	it( 'the site did not opt in (no analytics flag): nothing', async () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		window.dataLayer = [];
		show( survey(), { ...ON, analytics: undefined } );
		await answerAll();
		expect( gtag ).not.toHaveBeenCalled();
		expect( window.dataLayer ).toEqual( [] );
	} );

	it( 'an admin’s preview: nothing', async () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey(), ON, 'preview' );
		await answerAll();
		expect( gtag ).not.toHaveBeenCalled();
	} );
} );

describe( 'what the events carry', () => {
	it.each( [
		[ '0', 'detractor' ],
		[ '6', 'detractor' ],
		[ '7', 'passive' ],
		[ '8', 'passive' ],
		[ '9', 'promoter' ],
		[ 10, 'promoter' ],
	] )( 'NPS %s is a %s', ( score, bucket ) => {
		expect( npsBucket( score ) ).toBe( bucket );
	} );

	it( 'never an answer, an e-mail, a comment or a hidden field’s value', async () => {
		window.history.replaceState( null, '', '/?utm_campaign=spring-sale' );
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey() );
		await answerAll();
		const sent = JSON.stringify( gtag.mock.calls );
		for ( const secret of [
			'ann@example.com',
			'My secret comment',
			'Yes',
			'spring-sale',
			'"9"',
		] ) {
			expect( sent ).not.toContain( secret );
		}
		for ( const [ , , params ] of gtag.mock.calls ) {
			expect(
				Object.keys( params ).every( ( key ) =>
					[
						'survey_id',
						'survey_title',
						'question_type',
						'nps_bucket',
					].includes( key )
				)
			).toBe( true );
		}
		window.history.replaceState( null, '', '/' );
	} );
} );

describe( 'the WP Consent API', () => {
	/**
	 * A stand-in following the API: wp_has_consent() from its choices, the change event.
	 * @param choices
	 */
	function consentApi( choices: Record< string, 'allow' | 'deny' > ) {
		window.wp_has_consent = ( category ) => choices[ category ] === 'allow';
		return ( category: string, value: 'allow' | 'deny' ) => {
			choices[ category ] = value;
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { [ category ]: value },
				} )
			);
		};
	}

	it( 'without the API (no consent_api flag), as before: cookies and events, whatever a script defines', async () => {
		consentApi( { functional: 'deny', statistics: 'deny' } );
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey() );
		await answerAll();
		expect( document.cookie ).toContain( 'userfeedback-9=' );
		expect( gtag ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'functional denied: no cookie and no local key; the survey still works', async () => {
		consentApi( { functional: 'deny', statistics: 'allow' } );
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey(), { ...ON, consent_api: true, pause_minutes: 30 } );
		await answerAll();
		expect( document.cookie ).toBe( '' );
		expect( storageOf( window ) ).toBeNull();
		expect( localStorage.length ).toBe( 0 );
		expect( screen.getByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( gtag ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'the API without a consent script loaded yet: nothing stored, nothing sent', () => {
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey(), { ...ON, consent_api: true } );
		expect( document.cookie ).toBe( '' );
		expect( gtag ).not.toHaveBeenCalled();
	} );

	it( 'statistics denied: no events; functional allowed: the cookies as before', async () => {
		consentApi( { functional: 'allow', statistics: 'deny' } );
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey(), { ...ON, consent_api: true } );
		await answerAll();
		expect( gtag ).not.toHaveBeenCalled();
		expect( document.cookie ).toContain( 'userfeedback-9=' );
	} );

	it( 'a choice made during the visit counts from then on: events start and stop, cookies are written once allowed', async () => {
		const change = consentApi( { functional: 'deny', statistics: 'deny' } );
		const gtag = vi.fn();
		window.gtag = gtag;
		show( survey(), { ...ON, consent_api: true } );
		expect( document.cookie ).toBe( '' );

		change( 'statistics', 'allow' );
		fireEvent.click( screen.getByLabelText( 'Yes' ) );
		await settle();
		expect( gtag ).toHaveBeenCalledWith(
			'event',
			'userfeedback_question_answered',
			{ ...base, question_type: 'radio-button' }
		);

		change( 'statistics', 'deny' );
		change( 'functional', 'allow' );
		fireEvent.click( screen.getByLabelText( '9' ) );
		await settle();
		await type( 'Email Address', 'ann@example.com' );
		await type( 'Type your answer here...', 'Fine' );
		expect( gtag ).toHaveBeenCalledTimes( 1 );
		// The completed response's cookie, written now that it is allowed.
		expect( document.cookie ).toContain( 'userfeedback-9=' );
	} );

	it( 'writeJsonCookie asks each time', () => {
		const change = consentApi( { functional: 'deny' } );
		window.userfeedbackWidget = bootstrapFixture( { consent_api: true } );
		writeJsonCookie( document, 'uf-test', 1 );
		expect( document.cookie ).toBe( '' );
		change( 'functional', 'allow' );
		writeJsonCookie( document, 'uf-test', 2 );
		expect( document.cookie ).toBe( 'uf-test=2' );
	} );
} );
