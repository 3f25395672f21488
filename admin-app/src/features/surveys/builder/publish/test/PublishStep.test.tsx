import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import type { SavedSurvey, Survey } from '../../../../../data/survey-types';
import type { Webhook } from '@userfeedback/contract';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	entitlementsOf,
	resetFetchHandler,
} from '../../../../../test-utils';
import { TIME_OPTIONS } from '../../scheduling';
import {
	PublishStep,
	initialSchedule,
	initialStatus,
} from '../../steps/PublishStep';
import {
	defaultFollowUp,
	defaultSlackNotifications,
	newSurvey,
} from '../../survey';
import { probe, renderStep, serve, type Call } from '../../test/routed-harness';

const REFUSED =
	"The Survey can't be published: Some questions are missing options.";

function existing( overrides: Partial< Survey > = {} ): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		id: 7,
		title: 'Website Experience',
		template: 'website-experience',
		status: 'publish',
		...overrides,
	};
}

function fresh( overrides: Partial< Survey > = {} ): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		title: 'Launch feedback',
		template: 'blank',
		status: 'draft',
		...overrides,
	};
}

interface RenderOptions {
	survey?: Survey;
	entitlements?: typeof PRO_ELITE;
	startedNew?: boolean;
	timezone?: string;
}

function renderPublish( {
	survey = fresh(),
	entitlements = PRO_ELITE,
	startedNew = survey.id === null,
	timezone,
}: RenderOptions = {} ) {
	const path =
		survey.id === null ? '/new/publish' : `/edit/${ survey.id }/publish`;
	return renderStep( {
		path,
		step: <PublishStep />,
		entitlements,
		survey,
		startedNew,
		timezone,
		// The save banners live in the frame.
		frame: true,
	} );
}

/**
 * Serves POST surveys: the stored survey is what was sent, with an id, changed by `answer`.
 *
 * @param answer Turns the sent survey into the server's answer.
 */
function serveSave(
	answer: ( sent: Survey ) => Partial< SavedSurvey > = () => ( {} )
): Call[] {
	return serve( {
		'POST /userfeedback/v1/surveys': ( options: APIFetchOptions ) => {
			const sent = options.data as Survey;
			return { ...sent, id: sent.id ?? 41, ...answer( sent ) };
		},
	} );
}

function saveButton() {
	return screen.getByRole( 'button', { name: /^Sav/ } ) as HTMLButtonElement;
}

function radio( name: 'Draft' | 'Publish' ) {
	return screen.getByRole( 'radio', { name } ) as HTMLInputElement;
}

function scheduleBox() {
	return screen.getByRole( 'checkbox', {
		name: 'Schedule this survey',
	} ) as HTMLInputElement;
}

function dateInput() {
	return screen.getByLabelText( 'Date' ) as HTMLInputElement;
}

function timeSelect() {
	return screen.getByLabelText( 'Time' ) as HTMLSelectElement;
}

function summaryValue( term: string ): string {
	const summary = screen.getByRole( 'region', { name: 'Survey Summary' } );
	const dt = within( summary ).getByText( term, { selector: 'dt' } );
	return dt.nextElementSibling?.textContent ?? '';
}

beforeEach( () => {
	resetFetchHandler();
	vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	vi.useRealTimers();
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'PublishStep summary', () => {
	const configured = existing( {
		questions: [
			...newSurvey( 'a@b.test' ).questions,
			{
				...newSurvey( 'a@b.test' ).questions[ 0 ],
				id: 'q2',
				title: 'Second',
			},
		],
		settings: {
			...newSurvey( 'a@b.test' ).settings,
			targeting: {
				devices: [ 'desktop', 'tablet', 'mobile' ],
				pages: 'advanced',
				page_rules: [
					{
						logic: 'page_url_contains',
						operator: '&&',
						data: 'pricing',
					},
					{ logic: 'referrer', operator: '||', data: 'google.com' },
				],
			},
			behavior: {
				...newSurvey( '' ).settings.behavior,
				timing: 'delay',
				timing_delay: 30,
				display_length: 'once',
				run_time: 'expire',
				expire_at: { month: 3, day: 5 },
				start_minimized: false,
			},
		},
	} );

	it( 'lists title, questions, devices, targeting, timing, display length and run time', () => {
		renderPublish( { survey: configured } );

		expect( summaryValue( 'Title' ) ).toBe( 'Website Experience' );
		expect( summaryValue( 'Questions' ) ).toBe( '2 questions' );
		expect( summaryValue( 'Devices' ) ).toBe( 'All Device Types' );
		expect( summaryValue( 'Targeting' ) ).toBe( '2 page rules' );
		expect( summaryValue( 'Timing' ) ).toBe( 'After 30 seconds' );
		expect( summaryValue( 'Display Length' ) ).toBe( 'Only once' );
		expect( summaryValue( 'Run Time' ) ).toBe( 'Until March 5' );
	} );

	it( 'names the devices chosen when not all three', () => {
		renderPublish( {
			survey: existing( {
				settings: {
					...configured.settings,
					targeting: {
						...configured.settings.targeting,
						devices: [ 'mobile', 'desktop' ],
					},
				},
			} ),
		} );

		expect( summaryValue( 'Devices' ) ).toBe( 'Desktop, Mobile' );
	} );

	it( 'in Lite, summarises what the site will use: desktop, all pages, the default behaviour', () => {
		renderPublish( { survey: configured, entitlements: LITE } );

		expect( summaryValue( 'Devices' ) ).toBe( 'Desktop' );
		expect( summaryValue( 'Targeting' ) ).toBe( 'All pages' );
		expect( summaryValue( 'Timing' ) ).toBe( 'Immediately' );
		expect( summaryValue( 'Display Length' ) ).toBe( 'Until they respond' );
		expect( summaryValue( 'Run Time' ) ).toBe( 'Indefinitely' );
	} );

	it( 'without a title, says one is needed (with a link to the questions step) and cannot save', () => {
		renderPublish( { survey: fresh( { title: '  ' } ) } );

		expect( summaryValue( 'Title' ) ).toBe( 'No title yet' );
		expect(
			screen.getByText(
				/A survey needs a title before it can be saved\./
			)
		).toBeTruthy();
		const link = screen.getByRole( 'link', {
			name: 'Add a title on the Questions step',
		} );
		expect( saveButton().disabled ).toBe( true );

		fireEvent.click( link );
		expect( probe().path ).toBe( '/new/questions' );
	} );
} );

describe( 'PublishStep summary: what the survey will do once live', () => {
	const hook = ( overrides: Partial< Webhook > ): Webhook => ( {
		id: 1,
		url: 'https://hooks.example.test/uf',
		events: [ 'response.submitted' ],
		survey_ids: [],
		active: true,
		source: 'owner',
		secret_hint: 'abcd',
		created_at: null,
		updated_at: null,
		last_delivery: null,
		...overrides,
	} );
	const ruled = existing( {
		settings: {
			...newSurvey( '' ).settings,
			behavior: {
				...newSurvey( '' ).settings.behavior,
				save_partial: true,
				priority: 5,
				sample_percent: 25,
				ignore_cooldown: true,
				response_limit: 1500,
			},
		},
		notifications: {
			email: {
				active: true,
				addresses: 'owner@example.test, team@example.test',
				logic: {
					enable: true,
					action: 'send',
					conditions: [
						{ question_id: 'q1', compare: '==', value: 'Yes' },
					],
				},
			},
			include_partial: true,
			slack: defaultSlackNotifications(),
			follow_up: defaultFollowUp(),
		},
	} );

	it( 'with the behavior add-on and the Pro plan: partial responses, priority, sampling, cooldown, limit, e-mail and webhooks', async () => {
		const calls = serve( {
			'GET /userfeedback/v1/webhooks': () => [
				hook( { id: 1 } ),
				// Another survey's, one switched off, one for other events: none apply.
				hook( {
					id: 2,
					url: 'https://other.example.test/',
					survey_ids: [ 99 ],
				} ),
				hook( {
					id: 3,
					url: 'https://off.example.test/',
					active: false,
				} ),
				hook( {
					id: 4,
					url: 'https://trash.example.test/',
					events: [ 'response.trashed' ],
				} ),
				hook( {
					id: 5,
					url: 'https://crm.example.test/in',
					survey_ids: [ 7 ],
				} ),
			],
		} );
		renderPublish( { survey: ruled } );

		expect( summaryValue( 'Partial Responses' ) ).toBe(
			'Saved as visitors answer; unfinished ones are notified after 30 minutes'
		);
		expect( summaryValue( 'Survey Priority' ) ).toBe(
			'5 (a higher number shows first)'
		);
		expect( summaryValue( 'Sampling' ) ).toBe( '25% of visitors' );
		expect( summaryValue( 'Survey Cooldown' ) ).toBe(
			'Shown even during the site’s cooldown between surveys'
		);
		expect( summaryValue( 'Response Limit' ) ).toBe(
			'Closes after 1,500 completed responses'
		);
		expect( summaryValue( 'Email Notifications' ) ).toBe(
			'To owner@example.test, team@example.test, only when its conditions match'
		);
		await waitFor( () =>
			expect( summaryValue( 'Webhooks' ) ).toBe(
				'New responses are sent to 2 endpoints: hooks.example.test, crm.example.test'
			)
		);
		expect( calls.map( ( call ) => call.path ) ).toEqual( [
			'/userfeedback/v1/webhooks',
		] );
	} );

	it( 'says the defaults plainly', () => {
		serve( { 'GET /userfeedback/v1/webhooks': () => [] } );
		renderPublish( {
			survey: existing( {
				notifications: {
					...existing().notifications,
					email: { ...existing().notifications.email, addresses: '' },
				},
			} ),
		} );

		expect( summaryValue( 'Partial Responses' ) ).toBe(
			'Off: only finished responses are saved'
		);
		expect( summaryValue( 'Survey Priority' ) ).toBe(
			'0 (a higher number shows first)'
		);
		expect( summaryValue( 'Sampling' ) ).toBe( 'Every visitor' );
		expect( summaryValue( 'Survey Cooldown' ) ).toBe(
			'Follows the site’s cooldown between surveys'
		);
		expect( summaryValue( 'Response Limit' ) ).toBe( 'None' );
		// No address of its own: the site's recipients, as the server sends it.
		expect( summaryValue( 'Email Notifications' ) ).toBe(
			'To the site’s notification recipients (Settings → Email)'
		);
	} );

	it.each( [
		[ 'Lite', LITE ],
		[ 'Pro without a licence', PRO_UNLICENSED ],
		[
			'Pro with the plus plan and no Behavior add-on',
			entitlementsOf( 'plus', { behavior: false } ),
		],
	] )(
		'in %s, leaves out the rules the survey cannot use, and the conditions and webhooks',
		async ( _name, entitlements ) => {
			const calls = serve( {} );
			renderPublish( { survey: ruled, entitlements } );

			for ( const term of [
				'Partial Responses',
				'Survey Priority',
				'Sampling',
				'Survey Cooldown',
				'Response Limit',
				'Webhooks',
			] ) {
				expect(
					screen.queryByText( term, { selector: 'dt' } )
				).toBeNull();
			}
			expect( summaryValue( 'Email Notifications' ) ).toBe(
				'To owner@example.test, team@example.test'
			);
			await act( async () => {} );
			expect( calls ).toEqual( [] );
		}
	);

	it( 'says when e-mail notifications are off', () => {
		serve( {} );
		renderPublish( {
			survey: existing( {
				notifications: {
					...existing().notifications,
					email: {
						...existing().notifications.email,
						active: false,
					},
				},
			} ),
			entitlements: LITE,
		} );
		expect( summaryValue( 'Email Notifications' ) ).toBe( 'Off' );
	} );
} );

describe( 'PublishStep status', () => {
	it( 'presets Publish for a survey begun in this session, though the draft is kept as draft', () => {
		renderPublish( { survey: fresh(), startedNew: true } );

		expect( radio( 'Publish' ).checked ).toBe( true );
		expect( radio( 'Draft' ).checked ).toBe( false );
		expect( probe().status ).toBe( 'draft' );
		expect( saveButton().textContent ).toBe( 'Save and Publish' );
	} );

	it( 'starts from the status of an existing survey', () => {
		renderPublish( {
			survey: existing( { status: 'draft' } ),
			startedNew: false,
		} );

		expect( radio( 'Draft' ).checked ).toBe( true );
		expect( saveButton().textContent ).toBe( 'Save as Draft' );
	} );

	it( 'keeps Publish for a survey begun new and saved on the way (edit route, startedNew)', () => {
		renderPublish( {
			survey: existing( { status: 'draft' } ),
			startedNew: true,
		} );

		expect( radio( 'Publish' ).checked ).toBe( true );
	} );

	it( 'initialStatus() follows the same rule', () => {
		expect( initialStatus( fresh(), true ) ).toBe( 'publish' );
		expect( initialStatus( existing( { status: 'draft' } ), false ) ).toBe(
			'draft'
		);
		expect(
			initialStatus( existing( { status: 'publish' } ), false )
		).toBe( 'publish' );
		expect( initialStatus( existing( { status: 'trash' } ), false ) ).toBe(
			'draft'
		);
	} );
} );

describe( 'PublishStep scheduling visibility', () => {
	it( 'licensed Pro with the Behavior add-on gets the options', async () => {
		renderPublish();

		expect( scheduleBox().checked ).toBe( false );
		expect( screen.queryByLabelText( 'Date' ) ).toBeNull();
		fireEvent.click( scheduleBox() );
		// Once the fields' Pro chunk is in.
		expect( await screen.findByLabelText( 'Date' ) ).toBeTruthy();
		expect( timeSelect() ).toBeTruthy();
		expect(
			screen.getByText( 'Site time zone: Europe/Paris' )
		).toBeTruthy();
	} );

	it( 'Lite sees the option, locked: it opens the upgrade modal for Scheduling and stays off', async () => {
		renderPublish( { entitlements: LITE } );

		fireEvent.click( scheduleBox() );

		expect(
			await screen.findByText( 'Scheduling is a PRO feature' )
		).toBeTruthy();
		expect( scheduleBox().checked ).toBe( false );
		expect( screen.queryByLabelText( 'Date' ) ).toBeNull();
		expect( saveButton().textContent ).toBe( 'Save and Publish' );
	} );

	it( 'licensed Pro without the Behavior add-on gets the notice linking to Add-ons', () => {
		renderPublish( {
			entitlements: entitlementsOf( 'elite', { behavior: false } ),
		} );

		expect(
			screen.queryByRole( 'checkbox', { name: 'Schedule this survey' } )
		).toBeNull();
		const link = screen.getByRole( 'link', {
			name: 'Please activate the Behavior addon to access this feature',
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_addons'
		);
		expect( screen.queryByText( /valid license key/ ) ).toBeNull();
	} );

	it( 'Pro without a licence is also asked for the key', () => {
		renderPublish( { entitlements: PRO_UNLICENSED } );

		expect(
			screen.queryByRole( 'checkbox', { name: 'Schedule this survey' } )
		).toBeNull();
		expect(
			screen
				.getByRole( 'link', {
					name: 'Please enter a valid license key to access this feature.',
				} )
				.getAttribute( 'href' )
		).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_settings#/general'
		);
		expect(
			screen.getByRole( 'link', {
				name: 'Please activate the Behavior addon to access this feature',
			} )
		).toBeTruthy();
	} );

	it( 'warns when a scheduled survey would go live at once because scheduling is no longer available', () => {
		vi.useFakeTimers( {
			toFake: [ 'Date' ],
			now: new Date( '2026-11-21T10:00:00Z' ),
		} );
		renderPublish( {
			survey: existing( {
				publish_at: '2026-12-01T07:00:00+00:00',
				is_scheduled: true,
			} ),
			entitlements: PRO_UNLICENSED,
			startedNew: false,
		} );

		expect(
			screen.getByText(
				/This survey is scheduled for .*Dec 1, 2026.*makes it live at once\./
			)
		).toBeTruthy();
		fireEvent.click( radio( 'Draft' ) );
		expect( screen.queryByText( /makes it live at once/ ) ).toBeNull();
	} );
} );

describe( 'PublishStep scheduling options', () => {
	beforeEach( () => {
		// 11:00 in Paris on 21 November 2026.
		vi.useFakeTimers( {
			toFake: [ 'Date' ],
			now: new Date( '2026-11-21T10:00:00Z' ),
		} );
	} );

	it( 'turning scheduling on while Draft sets Publish; choosing Draft turns it off', () => {
		renderPublish( {
			survey: existing( { status: 'draft' } ),
			startedNew: false,
		} );
		expect( saveButton().textContent ).toBe( 'Save as Draft' );

		fireEvent.click( scheduleBox() );
		expect( radio( 'Publish' ).checked ).toBe( true );
		expect( scheduleBox().checked ).toBe( true );
		expect( saveButton().textContent ).toBe( 'Save and Schedule' );

		fireEvent.click( radio( 'Draft' ) );
		expect( scheduleBox().checked ).toBe( false );
		expect( screen.queryByLabelText( 'Date' ) ).toBeNull();
		expect( saveButton().textContent ).toBe( 'Save as Draft' );

		fireEvent.click( radio( 'Publish' ) );
		expect( scheduleBox().checked ).toBe( false );
		expect( saveButton().textContent ).toBe( 'Save and Publish' );
	} );

	it( 'offers dates from today in the site time zone; an earlier date is refused', () => {
		renderPublish();
		fireEvent.click( scheduleBox() );

		expect( dateInput().min ).toBe( '2026-11-21' );
		expect( dateInput().required ).toBe( true );

		fireEvent.change( dateInput(), { target: { value: '2026-11-20' } } );
		expect(
			screen.getByText( 'The date cannot be earlier than today.' )
		).toBeTruthy();
		expect( dateInput().getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( saveButton().disabled ).toBe( true );

		fireEvent.change( dateInput(), { target: { value: '2026-11-21' } } );
		expect(
			screen.queryByText( 'The date cannot be earlier than today.' )
		).toBeNull();
		expect( saveButton().disabled ).toBe( false );
	} );

	it( "uses the site's date, not the browser's: late evening in UTC is already tomorrow in Tokyo", () => {
		vi.setSystemTime( new Date( '2026-11-21T20:00:00Z' ) );
		renderPublish( { timezone: 'Asia/Tokyo' } );
		fireEvent.click( scheduleBox() );

		expect( dateInput().min ).toBe( '2026-11-22' );
	} );

	it( 'offers half-hour times from 12:00 AM to 11:30 PM, 8:00 AM by default', () => {
		renderPublish();
		fireEvent.click( scheduleBox() );

		const options = Array.from( timeSelect().options ).map(
			( o ) => o.textContent
		);
		expect( options ).toHaveLength( 48 );
		expect( options.slice( 0, 3 ) ).toEqual( [
			'12:00 AM',
			'12:30 AM',
			'1:00 AM',
		] );
		expect( options ).toContain( '12:30 PM' );
		expect( options[ 47 ] ).toBe( '11:30 PM' );
		expect( timeSelect().value ).toBe( '08:00' );
		expect( timeSelect().selectedOptions[ 0 ].textContent ).toBe(
			'8:00 AM'
		);
		expect( TIME_OPTIONS.find( ( o ) => o.value === '08:00' )?.label ).toBe(
			'8:00 AM'
		);
	} );

	it( 'is disabled while scheduling has no date', () => {
		renderPublish();
		expect( saveButton().disabled ).toBe( false );

		fireEvent.click( scheduleBox() );
		expect( saveButton().textContent ).toBe( 'Save and Schedule' );
		expect( saveButton().disabled ).toBe( true );

		fireEvent.change( dateInput(), { target: { value: '2026-12-24' } } );
		expect( saveButton().disabled ).toBe( false );
	} );

	it( 'preloads a future publish_at in the site time zone', () => {
		renderPublish( {
			survey: existing( {
				publish_at: '2026-12-01T07:00:00+00:00',
				is_scheduled: true,
			} ),
			startedNew: false,
		} );

		expect( scheduleBox().checked ).toBe( true );
		expect( dateInput().value ).toBe( '2026-12-01' );
		expect( timeSelect().value ).toBe( '08:00' );
		expect( saveButton().textContent ).toBe( 'Save and Schedule' );
	} );

	it( 'keeps a saved time off the half-hour grid choosable', () => {
		renderPublish( {
			survey: existing( { publish_at: '2026-12-01T07:15:00+00:00' } ),
			startedNew: false,
		} );

		expect( timeSelect().value ).toBe( '08:15' );
		expect( timeSelect().selectedOptions[ 0 ].textContent ).toBe(
			'8:15 AM'
		);
	} );

	it( 'starts off when publish_at has passed (the survey is live)', () => {
		const survey = existing( { publish_at: '2026-11-01T07:00:00+00:00' } );
		renderPublish( { survey, startedNew: false } );

		expect( scheduleBox().checked ).toBe( false );
		expect( initialSchedule( survey, 'Europe/Paris' ) ).toEqual( {
			scheduling: false,
			date: '',
			time: '08:00',
		} );
	} );
} );

describe( 'PublishStep saving', () => {
	it( 'publishing without scheduling saves status publish and goes back to the surveys list', async () => {
		const calls = serveSave();
		renderPublish( { survey: fresh() } );

		fireEvent.click( saveButton() );

		expect(
			await screen.findByRole( 'heading', { name: 'Surveys list' } )
		).toBeTruthy();
		const post = calls.find( ( c ) => c.method === 'POST' );
		expect( post?.path ).toBe( '/userfeedback/v1/surveys' );
		expect( post?.data ).toMatchObject( {
			id: null,
			status: 'publish',
			publish_at: null,
		} );
		expect( window.scrollTo ).toHaveBeenCalledWith( 0, 0 );
		// The list is told, so it can say the survey is live.
		expect( probe().state ).toMatchObject( {
			published: { id: 41, publish_at: null },
		} );
	} );

	it( 'saving a draft says so and stays', async () => {
		const calls = serveSave();
		renderPublish( { survey: fresh() } );

		fireEvent.click( radio( 'Draft' ) );
		expect( saveButton().textContent ).toBe( 'Save as Draft' );
		fireEvent.click( saveButton() );

		expect(
			await screen.findByText( 'Your Survey was Saved as a Draft' )
		).toBeTruthy();
		expect(
			screen
				.getByText( 'Your Survey was Saved as a Draft' )
				.closest( '.uf-notice' )?.className
		).toContain( 'uf-notice--info' );
		expect(
			calls.find( ( c ) => c.method === 'POST' )?.data
		).toMatchObject( {
			status: 'draft',
			publish_at: null,
		} );
		expect( probe().path ).toBe( '/new/publish' );
		expect( probe().id ).toBe( 41 );
		expect( window.scrollTo ).toHaveBeenCalledWith( 0, 0 );
	} );

	it( 'scheduling sends the site-time publish_at and shows the saved banner with View Surveys, for 5 seconds', async () => {
		vi.useFakeTimers( {
			shouldAdvanceTime: true,
			now: new Date( '2026-11-21T10:00:00Z' ),
		} );
		const calls = serveSave( ( sent ) => ( {
			publish_at: '2026-12-24T08:30:00+00:00',
			is_scheduled: sent.publish_at !== null,
		} ) );
		renderPublish( {
			survey: existing( { status: 'draft' } ),
			startedNew: false,
		} );

		fireEvent.click( scheduleBox() );
		fireEvent.change( dateInput(), { target: { value: '2026-12-24' } } );
		fireEvent.change( timeSelect(), { target: { value: '09:30' } } );
		fireEvent.click( saveButton() );

		expect(
			await screen.findByText( 'Your Survey was Saved!' )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'View Surveys' } )
				.getAttribute( 'href' )
		).toBe( '/' );
		expect(
			calls.find( ( c ) => c.method === 'POST' )?.data
		).toMatchObject( {
			id: 7,
			status: 'publish',
			publish_at: '2026-12-24 09:30:00',
		} );
		expect( probe().path ).toBe( '/edit/7/publish' );
		// Still scheduled after the save, from the stored value.
		expect( scheduleBox().checked ).toBe( true );

		act( () => {
			vi.advanceTimersByTime( 4900 );
		} );
		expect( screen.queryByText( 'Your Survey was Saved!' ) ).toBeTruthy();
		act( () => {
			vi.advanceTimersByTime( 200 );
		} );
		expect( screen.queryByText( 'Your Survey was Saved!' ) ).toBeNull();
	} );

	it( "a refused publish shows the server's warning for 5 seconds and switches to Draft", async () => {
		vi.useFakeTimers( { shouldAdvanceTime: true } );
		serveSave( () => ( { status: 'draft', message: REFUSED } ) );
		renderPublish( { survey: fresh() } );

		fireEvent.click( saveButton() );

		const warning = await screen.findByText( REFUSED );
		expect( warning.closest( '.uf-notice' )?.className ).toContain(
			'uf-notice--warning'
		);
		expect(
			screen.queryByRole( 'heading', { name: 'Surveys list' } )
		).toBeNull();
		expect( radio( 'Draft' ).checked ).toBe( true );
		expect( saveButton().textContent ).toBe( 'Save as Draft' );
		expect(
			screen.getByRole( 'link', { name: 'Go to the Questions step' } )
		).toBeTruthy();

		act( () => {
			vi.advanceTimersByTime( 4900 );
		} );
		expect( screen.queryByText( REFUSED ) ).toBeTruthy();
		act( () => {
			vi.advanceTimersByTime( 200 );
		} );
		expect( screen.queryByText( REFUSED ) ).toBeNull();
	} );

	it( 'a banner can be dismissed', async () => {
		serveSave();
		renderPublish( {
			survey: fresh( { status: 'draft' } ),
			startedNew: false,
		} );

		fireEvent.click( saveButton() );
		await screen.findByText( 'Your Survey was Saved as a Draft' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice.' } )
		);

		expect(
			screen.queryByText( 'Your Survey was Saved as a Draft' )
		).toBeNull();
	} );

	it( 'a failed save stays on the step without a banner', async () => {
		serve( {
			'POST /userfeedback/v1/surveys': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): title',
					data: { status: 400 },
				};
			},
		} );
		renderPublish( { survey: fresh() } );

		fireEvent.click( saveButton() );

		await waitFor( () => expect( saveButton().disabled ).toBe( false ) );
		expect( screen.queryByText( /Your Survey was Saved/ ) ).toBeNull();
		expect(
			screen.queryByRole( 'heading', { name: 'Surveys list' } )
		).toBeNull();
		expect( probe().path ).toBe( '/new/publish' );
	} );

	it( 'shows Saving… and disables the button while the save runs', async () => {
		serve( {
			'POST /userfeedback/v1/surveys': () =>
				new Promise( () => undefined ),
		} );
		renderPublish( { survey: fresh() } );

		fireEvent.click( saveButton() );

		await waitFor( () =>
			expect( saveButton().textContent ).toBe( 'Saving…' )
		);
		expect( saveButton().disabled ).toBe( true );
		expect( radio( 'Draft' ).matches( ':disabled' ) ).toBe( true );
	} );
} );
