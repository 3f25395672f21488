import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe, screenshotPath, setTier, type Tier } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * Accessibility of the admin app (docs/decisions.md "Accessibility (admin)"): axe-core, WCAG 2.0
 * and 2.1 A/AA, on every screen of the five admin areas in Lite and in Pro (elite), scoped to the
 * app's mount point `#userfeedback-app` — WordPress's own menu, toolbar and footer are not ours.
 * The page's landmarks are checked on the whole page, since they are about how the app sits in
 * WordPress's: `#wpbody` is the main landmark, so the app adds no main or banner inside it.
 * The upgrade modal and the notifications drawer are checked open. A keyboard check makes sure
 * Tab lands on controls that show where focus is, in the builder and in the settings.
 */

const ADMIN = '/wp-admin/admin.php?page=userfeedback_';
const APP = '#userfeedback-app';

interface Screen {
	name: string;
	/** The admin area and the hash route inside it. */
	area: string;
	hash: string;
	/** Something that only shows once the screen's data has arrived. */
	ready: ( app: Locator ) => Locator;
	/** Run after the screen is ready and before axe, e.g. to open a dialog. */
	act?: ( page: Page ) => Promise< void >;
	/** Loaded as a new document even after a screen of its area (see open()). */
	newDocument?: boolean;
}

async function open(
	page: Page,
	screen: Screen,
	previous?: Screen
): Promise< Locator > {
	// Within an area the app routes by the hash, as it does for its people: a new document only
	// for another area, after a screen that opened something (a dialog stays open across a route
	// change) and for a screen whose ready marker the previous screen shows too.
	if (
		previous &&
		previous.area === screen.area &&
		! previous.act &&
		! screen.newDocument
	) {
		await page.evaluate( async ( hash ) => {
			if ( window.location.hash === `#${ hash }` ) {
				// No hashchange would come: the app already shows the route.
				return;
			}
			await new Promise< void >( ( resolve ) => {
				window.addEventListener( 'hashchange', () => resolve(), {
					once: true,
				} );
				window.location.hash = hash;
			} );
			// The router renders the new route within the next frames.
			await new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			);
		}, screen.hash );
	} else {
		await page.goto( 'about:blank' );
		await page.goto( `${ ADMIN }${ screen.area }#${ screen.hash }` );
	}
	const app = page.locator( APP );
	await expect( screen.ready( app ), screen.name ).toBeVisible( {
		timeout: 15_000,
	} );
	// Nothing still loading: no spinner, no busy region.
	await expect(
		app.locator( '.spinner.is-active' ),
		screen.name
	).toHaveCount( 0, { timeout: 15_000 } );
	await expect(
		app.locator( '[aria-busy="true"]' ),
		screen.name
	).toHaveCount( 0, { timeout: 15_000 } );
	if ( screen.act ) {
		await screen.act( page );
	}
	return app;
}

/**
 * axe's landmark rules (its best practices, outside the WCAG tags): each is named, and they run on
 * the whole page, as nesting and duplicates only show against WordPress's own landmarks.
 */
const LANDMARK_RULES = [
	'landmark-banner-is-top-level',
	'landmark-contentinfo-is-top-level',
	'landmark-main-is-top-level',
	'landmark-no-duplicate-banner',
	'landmark-no-duplicate-contentinfo',
	'landmark-no-duplicate-main',
	'landmark-unique',
];

async function violations( page: Page ): Promise< string[] > {
	const wcag = await axe( page )
		.include( APP )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	const landmarks = await axe( page ).withRules( LANDMARK_RULES ).analyze();
	return [ ...wcag.violations, ...landmarks.violations ].map(
		( violation ) =>
			`${ violation.id } (${ violation.impact }): ${
				violation.help
			}\n    ${ violation.nodes
				.slice( 0, 5 )
				.map( ( node ) => node.target.join( ' ' ) )
				.join( '\n    ' ) }`
	);
}

const heading = ( app: Locator, name: string | RegExp ) =>
	app.getByRole( 'heading', { level: 1, name } );

interface Ids {
	website: number;
	nps: number;
	/** A response of Website Experience. */
	response: number;
}

function screens( tier: Tier, ids: Ids ): Screen[] {
	const lite = tier === 'lite';
	const list: Screen[] = [
		{
			name: 'surveys list',
			area: 'surveys',
			hash: '/',
			ready: ( app ) =>
				app
					.getByRole( 'row' )
					.filter( { hasText: 'Website Experience' } ),
		},
		{
			name: 'new survey: template picker',
			area: 'surveys',
			hash: '/new/setup',
			ready: ( app ) =>
				app.locator( '.uf-builder-template__button' ).first(),
		},
		...(
			[
				[ 'questions', 'Questions' ],
				[ 'settings', 'Settings' ],
				[ 'notifications', 'Workflow' ],
				[ 'publish', 'Publish' ],
			] as const
		 ).map( ( [ step, label ] ): Screen => ( {
			name: `builder: ${ label }`,
			area: 'surveys',
			hash: `/edit/${ ids.website }/${ step }`,
			ready: ( app ) =>
				app
					.getByRole( 'navigation', { name: 'Survey steps' } )
					.locator( '[aria-current="step"]' )
					.filter( { hasText: label } ),
		} ) ),
		{
			name: 'results overview',
			area: 'results',
			hash: '/',
			ready: ( app ) =>
				app
					.getByRole( 'row' )
					.filter( { hasText: 'Website Experience' } ),
		},
		{
			name: 'results overview: one survey',
			area: 'results',
			hash: `/?survey=${ ids.website }`,
			ready: ( app ) => app.locator( '.uf-results-question' ).first(),
		},
		{
			name: 'survey results',
			area: 'results',
			hash: `/survey/${ ids.website }`,
			ready: ( app ) => app.locator( '.uf-results-question' ).first(),
			// The previous screen shows the same question cards.
			newDocument: true,
		},
		{
			name: 'NPS results',
			area: 'results',
			hash: `/survey/${ ids.nps }`,
			ready: ( app ) => heading( app, /Net Promoter Score/ ),
		},
		{
			name: 'responses list',
			area: 'results',
			hash: `/survey/${ ids.website }/responses`,
			ready: ( app ) =>
				app
					.getByRole( 'row' )
					.filter( { hasText: /Response #\d+/ } )
					.first(),
		},
		{
			// Pro shows the response; Lite its upgrade prompt in the same frame.
			name: 'single response',
			area: 'results',
			hash: `/survey/${ ids.website }/responses/${ ids.response }`,
			ready: ( app ) =>
				lite
					? app.getByText( 'Upgrade to Pro to unlock this feature' )
					: app.getByText( /^Response \d+ of \d+$/ ),
		},
		...[
			'general',
			'widget',
			'email',
			'integrations',
			'access',
			'misc',
		].map( ( tab ): Screen => ( {
			name: `settings: ${ tab }`,
			area: 'settings',
			hash: `/${ tab }`,
			ready: ( app ) =>
				app.locator(
					`.uf-settings-tab--${ tab } .uf-settings-tab__title + *:not(.uf-settings__loading)`
				),
		} ) ),
		{
			name: 'add-ons',
			area: 'addons',
			hash: '/',
			ready: ( app ) => app.locator( '.uf-extension-card' ).first(),
		},
		{
			name: 'about us',
			area: 'about',
			hash: '/',
			ready: ( app ) => heading( app, 'About Us' ),
		},
		{
			name: 'getting started',
			area: 'about',
			hash: '/getting-started',
			ready: ( app ) => heading( app, 'Getting Started' ),
		},
		{
			name: 'welcome',
			area: 'about',
			hash: '/welcome',
			ready: ( app ) =>
				app
					.getByRole( 'link', { name: 'Create Your First Survey' } )
					.first(),
		},
		{
			name: 'notifications drawer open',
			area: 'surveys',
			hash: '/',
			ready: ( app ) =>
				app.getByRole( 'button', { name: /^Notifications/ } ),
			act: async ( page ) => {
				await page
					.locator( APP )
					.getByRole( 'button', { name: /^Notifications/ } )
					.click();
				const drawer = page.getByRole( 'dialog', {
					name: 'Notifications',
				} );
				await expect( drawer.getByRole( 'tablist' ) ).toBeVisible();
				await expect( drawer.getByText( 'Loading…' ) ).toHaveCount( 0 );
			},
		},
	];
	if ( lite ) {
		list.push(
			{
				name: 'lite vs pro',
				area: 'about',
				hash: '/lite-vs-pro',
				ready: ( app ) => heading( app, 'Lite vs Pro' ),
			},
			{
				name: 'upgrade modal open',
				area: 'settings',
				hash: '/widget',
				ready: ( app ) =>
					app
						.getByRole( 'button', {
							name: /Branding is a PRO feature/,
						} )
						.first(),
				act: async ( page ) => {
					await page
						.getByRole( 'button', {
							name: /Branding is a PRO feature/,
						} )
						.first()
						.click();
					await expect(
						page.getByRole( 'dialog' ).getByRole( 'heading', {
							name: 'Branding is a PRO feature',
						} )
					).toBeVisible();
				},
			}
		);
	}
	return list;
}

async function surveyIds( page: Page ): Promise< Ids > {
	const api = await SurveysApi.for( page );
	const website = await api.idOf( 'Website Experience' );
	// The first page of the list, which Lite may read too.
	const nonce = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	const list = await page.request.get(
		`${ REST }/surveys/${ website }/responses?per_page=1`,
		{ headers: { 'X-WP-Nonce': ( await nonce.text() ).trim() } }
	);
	expect( list.ok() ).toBe( true );
	const items = (
		( await list.json() ) as { items: Array< { id: number } > }
	 ).items;
	return {
		website,
		nps: await api.idOf( 'Net Promoter Score' ),
		response: items[ 0 ].id,
	};
}

/**
 * Tabs forward from the focused element `count` times; each stop must be inside the app and
 * show a focus indicator (an outline or a box-shadow), as wp-admin's own controls do.
 * @param page
 * @param count
 */
async function expectVisibleFocus( page: Page, count: number ) {
	for ( let i = 0; i < count; i++ ) {
		await page.keyboard.press( 'Tab' );
		// Exactly one focused element, inside the app.
		const focused = page.locator( `${ APP } :focus` );
		await expect( focused, `tab stop ${ i + 1 }` ).toHaveCount( 1 );
		// Polled: wp-admin's controls fade their focus ring in.
		await expect
			.poll(
				() =>
					focused.evaluate( ( element ) => {
						const style = getComputedStyle( element );
						const outline =
							style.outlineStyle !== 'none' &&
							parseFloat( style.outlineWidth ) > 0;
						return outline || style.boxShadow !== 'none'
							? 'visible'
							: `no focus indicator on ${ element.outerHTML.slice(
									0,
									120
								) }`;
					} ),
				{ message: `tab stop ${ i + 1 }` }
			)
			.toBe( 'visible' );
	}
}

test.describe.configure( { mode: 'serial' } );

test.afterAll( () => setTier( 'lite' ) );

for ( const tier of [ 'lite', 'elite' ] as const ) {
	test( `axe finds no WCAG 2.1 AA violations on any admin screen (${ tier })`, async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		setTier( tier );
		const ids = await surveyIds( page );
		const found: string[] = [];
		const all = screens( tier, ids );
		let previous: Screen | undefined;
		for ( const screen of all ) {
			await open( page, screen, previous );
			previous = screen;
			// A full-page picture of each of ~100 screens is for reviewing a change by eye
			// (UF_E2E_A11Y_SHOTS=1); the check is axe's, and the pictures cost the walk its time.
			if ( process.env.UF_E2E_A11Y_SHOTS ) {
				await page.screenshot( {
					path: screenshotPath(
						`a11y-${ tier }-${ screen.name.replace( /\W+/g, '-' ) }`
					),
					fullPage: true,
				} );
			}
			const list = await violations( page );
			if ( list.length ) {
				found.push( `[${ screen.name }]\n  ${ list.join( '\n  ' ) }` );
			}
		}
		expect( found.join( '\n' ), 'axe violations' ).toBe( '' );
	} );
}

test( 'keyboard focus is visible in the builder and the settings', async ( {
	page,
} ) => {
	setTier( 'elite' );
	const ids = await surveyIds( page );
	const all = screens( 'elite', ids );
	const settings = all.find( ( s ) => s.name === 'builder: Settings' );
	const general = all.find( ( s ) => s.name === 'settings: general' );

	const app = await open( page, settings as Screen );
	// From the step navigation onwards: the steps, then the step's own controls.
	await app
		.getByRole( 'navigation', { name: 'Survey steps' } )
		.getByRole( 'button' )
		.first()
		.focus();
	await expectVisibleFocus( page, 6 );

	const settingsApp = await open( page, general as Screen );
	await settingsApp
		.getByRole( 'navigation', { name: 'Settings sections' } )
		.getByRole( 'link' )
		.first()
		.focus();
	await expectVisibleFocus( page, 8 );
} );
