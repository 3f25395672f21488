import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { ResponseDetails } from '../../../../data/use-responses';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
} from '../../../../test-utils';
import { SURVEY, SURVEY_PATH, renderAt, serve, where } from './harness';

// test-utils renders the whole App; these screens are rendered on their own routes instead, so
// the results area's routes (built in parallel) are kept out of this test.
vi.mock( '../../../../App', () => ( { App: () => null } ) );

const ONE = 'GET /userfeedback/v1/surveys/5/responses/13';

function details(
	overrides: Partial< ResponseDetails > = {}
): ResponseDetails {
	return {
		id: 13,
		survey_id: 5,
		status: 'publish',
		submitted_at: '2026-11-20T09:30:00+00:00',
		page_submitted: {
			url: 'https://example.test/pricing/',
			title: 'Pricing',
		},
		completed: true,
		user_ip: '192.0.2.0',
		user_browser: 'Firefox 132',
		user_os: 'Windows 10',
		user_device: 'desktop',
		language: 'en_US',
		fields: {},
		answers: [
			{ question_id: 'q-radio', value: 'Friend', extra: null },
			{
				question_id: 'q-checkbox',
				value: [ 'Docs', 'Forum' ],
				extra: 'Mostly the docs',
			},
			{ question_id: 'q-nps', value: 8, extra: null },
			{ question_id: 'q-star', value: '4', extra: null },
			{
				question_id: 'q-email',
				value: 'ada@example.test',
				extra: 'Ada',
			},
			{ question_id: 'q-text', value: 'Helpful', extra: null },
			{
				question_id: 'q-long',
				value: 'Line one\nLine two',
				extra: null,
			},
		],
		position: { index: 2, total: 3, previous_id: 14, next_id: 12 },
		...overrides,
	};
}

function answerTo( question: string ): HTMLElement {
	return screen
		.getByRole( 'heading', { level: 3, name: question } )
		.closest( 'li' ) as HTMLElement;
}

function detail( term: string ): string {
	const dt = screen
		.getAllByRole( 'term' )
		.find( ( element ) => element.textContent === term );
	return dt?.nextElementSibling?.textContent ?? '';
}

beforeEach( () => resetFetchHandler() );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'ResponseDetail', () => {
	it( 'shows a loading state first', async () => {
		serve( {
			[ SURVEY_PATH ]: () => new Promise( () => undefined ),
			[ ONE ]: () => new Promise( () => undefined ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		// Once the screen's Pro chunk is in.
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Response #13',
			} )
		).toBeTruthy();
		expect(
			screen
				.getByText( 'Loading the response…' )
				.closest( '[role="status"]' )
		).not.toBeNull();
	} );

	it( 'shows every question in order with its answer, by question type', async () => {
		serve( { [ SURVEY_PATH ]: () => SURVEY, [ ONE ]: () => details() } );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		await screen.findByRole( 'heading', { level: 2, name: 'Answers' } );
		expect( screen.getByText( 'Survey: Website Experience' ) ).toBeTruthy();
		expect(
			screen
				.getAllByRole( 'heading', { level: 3 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( SURVEY.questions.map( ( question ) => question.title ) );

		expect(
			within( answerTo( 'How did you find us?' ) ).getByText( 'Friend' )
		).toBeTruthy();

		const checkbox = answerTo( 'What did you use?' );
		expect(
			within( within( checkbox ).getByRole( 'list' ) )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Docs', 'Forum' ] );
		expect( checkbox.textContent ).toContain( 'Comment: Mostly the docs' );

		expect(
			answerTo( 'How likely are you to recommend us?' ).textContent
		).toContain( '8 out of 10 (Passive)' );
		expect( answerTo( 'Rate the checkout' ).textContent ).toContain(
			'4 out of 5 stars'
		);

		const email = answerTo( 'Your e-mail' );
		expect(
			within( email )
				.getByRole( 'link', { name: 'ada@example.test' } )
				.getAttribute( 'href' )
		).toBe( 'mailto:ada@example.test' );
		expect( email.textContent ).toContain( 'First name: Ada' );

		expect(
			within( answerTo( 'One word for us' ) ).getByText( 'Helpful' )
		).toBeTruthy();
		expect(
			answerTo( 'Anything else?' ).querySelector( '.is-long' )
				?.textContent
		).toBe( 'Line one\nLine two' );
		expect( answerTo( 'What would you change?' ).textContent ).toBe(
			'What would you change?Not answered (skipped)'
		);
	} );

	it( 'fills the detail panel, with a safe page link', async () => {
		serve( { [ SURVEY_PATH ]: () => SURVEY, [ ONE ]: () => details() } );
		renderAt( '/survey/5/responses/13', PRO_UNLICENSED );

		await screen.findByRole( 'heading', { level: 2, name: 'Details' } );
		expect( detail( 'Submitted' ) ).toBe( 'Nov 20, 2026, 10:30 AM' );
		expect( detail( 'Page submitted' ) ).toBe(
			'Pricing(opens in a new tab)'
		);
		expect(
			screen
				.getByRole( 'link', { name: /^Pricing/ } )
				.getAttribute( 'href' )
		).toBe( 'https://example.test/pricing/' );
		expect( detail( 'User IP' ) ).toBe( '192.0.2.0' );
		expect( detail( 'Browser' ) ).toBe( 'Firefox 132' );
		expect( detail( 'OS' ) ).toBe( 'Windows 10' );
		expect( detail( 'Device' ) ).toBe( 'Desktop' );
		expect( detail( 'Language' ) ).toBe( 'English (United States)' );
	} );

	it( 'never links an unsafe page URL; an IP that was not stored says so', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () =>
				details( {
					page_submitted: {
						url: ' JavaScript:alert(document.cookie)',
						title: '',
					},
					user_ip: '',
					user_browser: '',
					user_device: 'mobile',
				} ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		await screen.findByRole( 'heading', { level: 2, name: 'Details' } );
		expect( detail( 'Page submitted' ) ).toBe( 'Not recorded' );
		expect( document.body.innerHTML ).not.toMatch( /javascript:/i );
		expect( detail( 'User IP' ) ).toBe( 'Not stored' );
		expect( detail( 'Browser' ) ).toBe( 'Unknown' );
		expect( detail( 'Device' ) ).toBe( 'Mobile' );
	} );

	it( "shows 'Response X of Y' and moves to the neighbours, keeping the list's view", async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => details(),
			'GET /userfeedback/v1/surveys/5/responses/12': () =>
				details( {
					id: 12,
					position: {
						index: 3,
						total: 3,
						previous_id: 13,
						next_id: null,
					},
				} ),
		} );
		renderAt( '/survey/5/responses/13?status=publish&page=2', PRO_ELITE );

		expect( await screen.findByText( 'Response 2 of 3' ) ).toBeTruthy();
		const previous = screen.getByRole( 'button', { name: /Previous/ } );
		const next = screen.getByRole( 'button', { name: /Next/ } );
		expect( previous.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		expect(
			screen
				.getByRole( 'link', { name: /Back to Responses/ } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses?status=publish&page=2' );

		next.focus();
		fireEvent.click( next );
		expect( await screen.findByText( 'Response 3 of 3' ) ).toBeTruthy();
		expect( where() ).toBe(
			'/survey/5/responses/12?status=publish&page=2'
		);
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Response #12' } )
		).toBeTruthy();
		// At the end: Next is disabled but keeps focus; clicking it does nothing.
		const last = screen.getByRole( 'button', { name: /Next/ } );
		expect( last.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( last.ownerDocument.activeElement ).toBe( last );
		fireEvent.click( last );
		expect( where() ).toBe(
			'/survey/5/responses/12?status=publish&page=2'
		);

		fireEvent.click( screen.getByRole( 'button', { name: /Previous/ } ) );
		await waitFor( () =>
			expect( where() ).toBe(
				'/survey/5/responses/13?status=publish&page=2'
			)
		);
		expect( await screen.findByText( 'Response 2 of 3' ) ).toBeTruthy();
	} );

	it( 'disables Previous on the first response', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () =>
				details( {
					position: {
						index: 1,
						total: 1,
						previous_id: null,
						next_id: null,
					},
				} ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		expect( await screen.findByText( 'Response 1 of 1' ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'button', { name: /Previous/ } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect(
			screen
				.getByRole( 'button', { name: /Next/ } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( 'says when the response is in the Trash', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => details( { status: 'trash' } ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		expect(
			await screen.findByText(
				'This response is in the Trash. It is not counted in the results.'
			)
		).toBeTruthy();
	} );

	it( 'moves the response to the Trash, then restores it, saying what changed', async () => {
		let status: ResponseDetails[ 'status' ] = 'publish';
		const calls = serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => details( { status } ),
			'POST /userfeedback/v1/surveys/5/responses/trash': () => {
				status = 'trash';
				return { response_ids: [ 13 ] };
			},
			'POST /userfeedback/v1/surveys/5/responses/restore': () => {
				status = 'publish';
				return { response_ids: [ 13 ] };
			},
		} );
		renderAt( '/survey/5/responses/13', PRO_UNLICENSED );

		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Move to Trash' } )
		);
		expect(
			await screen.findByText( '1 response moved to the Trash.' )
		).toBeTruthy();
		expect(
			calls.find(
				( call ) =>
					call.key ===
					'POST /userfeedback/v1/surveys/5/responses/trash'
			)?.options.data
		).toEqual( { response_ids: [ 13 ] } );
		expect(
			await screen.findByText(
				'This response is in the Trash. It is not counted in the results.'
			)
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Move to Trash' } )
		).toBeNull();

		fireEvent.click( screen.getByRole( 'button', { name: 'Restore' } ) );
		expect(
			await screen.findByText( '1 response restored from the Trash.' )
		).toBeTruthy();
		expect(
			await screen.findByRole( 'button', { name: 'Move to Trash' } )
		).toBeTruthy();
	} );

	it( 'offers no Trash without the delete capability', async () => {
		serve( { [ SURVEY_PATH ]: () => SURVEY, [ ONE ]: () => details() } );
		renderAt( '/survey/5/responses/13', PRO_ELITE, {
			delete_surveys: false,
		} );
		await screen.findByText( 'Firefox 132' );
		expect(
			screen.queryByRole( 'button', { name: 'Move to Trash' } )
		).toBeNull();
	} );

	it( 'lists answers to questions the survey no longer has', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () =>
				details( {
					answers: [
						{
							question_id: 'q-gone',
							value: 'Old answer',
							extra: null,
						},
					],
				} ),
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Answers to questions no longer in the survey',
			} )
		).toBeTruthy();
		expect( screen.getByText( 'Old answer' ) ).toBeTruthy();
	} );

	it( 'shows Lite the upgrade prompt without asking the server', () => {
		const calls = serve( {} );
		renderAt( '/survey/5/responses/13?status=trash', LITE );

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Response #13' } )
		).toBeTruthy();
		expect(
			screen.getByText( 'Upgrade to Pro to unlock this feature' )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: /Upgrade to PRO/ } )
				.getAttribute( 'target' )
		).toBe( '_blank' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect(
			screen
				.getByRole( 'link', { name: /Back to Responses/ } )
				.getAttribute( 'href' )
		).toBe( '/survey/5/responses?status=trash' );
		expect( calls ).toEqual( [] );
	} );

	it( 'shows the upgrade prompt, not an error, when the server requires Pro', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => {
				throw {
					code: 'userfeedback_upgrade_required',
					message: 'Upgrade to Pro to unlock this feature',
					data: { status: 403 },
				};
			},
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		expect(
			await screen.findByText( 'Upgrade to Pro to unlock this feature' )
		).toBeTruthy();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'says when the response is not found (or not this survey’s)', async () => {
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => {
				throw {
					code: 'userfeedback_response_not_found',
					message: 'Response not found.',
					data: { status: 404 },
				};
			},
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		expect(
			await screen.findByText(
				'This response does not exist, has been deleted, or does not belong to this survey.'
			)
		).toBeTruthy();
	} );

	it( 'shows a failed load with Retry', async () => {
		let fail = true;
		serve( {
			[ SURVEY_PATH ]: () => SURVEY,
			[ ONE ]: () => {
				if ( fail ) {
					throw {
						code: 'userfeedback_db_error',
						message: 'Database unavailable.',
						data: { status: 500 },
					};
				}
				return details();
			},
		} );
		renderAt( '/survey/5/responses/13', PRO_ELITE );

		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Could not load the response.' );
		expect( alert.textContent ).toContain( 'Database unavailable.' );

		fail = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect( await screen.findByText( 'Response 2 of 3' ) ).toBeTruthy();
	} );

	it( 'treats non-numeric ids as an unknown page', () => {
		renderAt( '/survey/5/responses/latest', PRO_ELITE );
		expect(
			screen.getByRole( 'heading', { name: 'Page not found' } )
		).toBeTruthy();
	} );
} );
