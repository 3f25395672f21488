import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
	newVisitor,
	radioQuestion,
	screenshotPath,
	setTier,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * Display rules across surveys on visitor pages, elite tier (behavior add-on):
 * - priority: a newer survey with a higher priority is the one a page gets; all-zero, the oldest;
 * - cooldown (Settings → Widget): after survey A was shown, survey B is not shown on the next
 *   pages for the days set (the widget's first-party cookie), unless B ignores the cooldown; A
 *   itself still shows; once the days are over, B shows;
 * - sampling: a visitor drawn outside a survey's percentage never gets it, page after page, and
 *   the draw is remembered (a changed percentage uses the same draw); at 100 % everyone does.
 * Every survey shows only on pages with its own `?uf=…` (a page rule), so the specs do not
 * meet; the seeded surveys are drafted for the run.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const PANEL = '#userfeedback-widget-root .uf-panel';
const DAY = 864e5;

let run: SurveyRun;

interface Behavior {
	priority?: number;
	ignore_cooldown?: boolean;
	sample_percent?: number;
}

/**
 * Saves a survey shown only on pages with `?uf={slug}`, again every time (the whole object).
 * @param title    Its title (the panel's accessible name).
 * @param slug     The query value of its pages.
 * @param behavior Its display rules.
 * @param id       Its id, to update it.
 */
function saveSurvey(
	title: string,
	slug: string,
	behavior: Behavior = {},
	id: number | null = null
): Promise< number > {
	return run.save( {
		id,
		...targetedSurvey( {
			title,
			slug,
			questions: [
				radioQuestion( 'q1', `${ title }: happy?`, [ 'Yes', 'No' ] ),
			],
			// Every page view is a new chance: only the rules under test keep a survey off.
			behavior: { display_length: 'repeatedly', ...behavior },
			emails: false,
		} ),
	} );
}

async function setCooldown( days: number ) {
	await run.api.saveSettings( { widget_cooldown_days: days } );
}

/**
 * One page view: the title of the floating survey shown, or null; and the ids the server put
 * on the page in its order (so "not shown" is the widget's decision, not the server's). The
 * server offers every survey whose `?uf=` rule the widget decides (a query rule is the
 * browser's), so the specs' other surveys are offered too.
 * @param page The visitor's page.
 * @param slug The page's `?uf=` value.
 */
async function visit(
	page: Page,
	slug: string
): Promise< { shown: string | null; offered: number[] } > {
	await page.goto( `/?uf=${ slug }` );
	const offered = await page.evaluate( () =>
		( window.userfeedbackWidget?.surveys ?? [] ).map( ( s ) => s.id )
	);
	// The deferred widget has mounted by the load event page.goto waited for.
	if ( ( await page.locator( '#userfeedback-widget-root' ).count() ) === 0 ) {
		return { shown: null, offered };
	}
	const panel = page.locator( PANEL );
	await expect( panel ).toBeVisible();
	return { shown: await panel.getAttribute( 'aria-label' ), offered };
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
} );

test.afterAll( async () => {
	await setCooldown( 0 );
	await run.end();
	setTier( 'lite' );
} );

test( 'priority: the page gets the highest-priority eligible survey, the oldest among equals', async ( {
	browser,
} ) => {
	const older = await saveSurvey( 'E2E Priority older', 'prio' );
	const newer = await saveSurvey( 'E2E Priority newer', 'prio', {
		priority: 10,
	} );
	expect( newer ).toBeGreaterThan( older );

	const v = await newVisitor( browser );
	const mine = ( offered: number[] ) =>
		offered.filter( ( id ) => id === older || id === newer );
	let view = await visit( v.page, 'prio' );
	expect( mine( view.offered ) ).toEqual( [ newer, older ] );
	expect( view.shown ).toBe( 'E2E Priority newer' );

	// All-zero priorities: the spec's order, the oldest first.
	await saveSurvey( 'E2E Priority newer', 'prio', { priority: 0 }, newer );
	const fresh = await newVisitor( browser );
	view = await visit( fresh.page, 'prio' );
	expect( mine( view.offered ) ).toEqual( [ older, newer ] );
	expect( view.shown ).toBe( 'E2E Priority older' );

	// A higher priority for the older one keeps it first.
	await saveSurvey( 'E2E Priority older', 'prio', { priority: 3 }, older );
	await saveSurvey( 'E2E Priority newer', 'prio', { priority: 2 }, newer );
	view = await visit( fresh.page, 'prio' );
	expect( mine( view.offered ) ).toEqual( [ older, newer ] );
	expect( v.errors.concat( fresh.errors ) ).toEqual( [] );
	await v.context.close();
	await fresh.context.close();
} );

test( 'cooldown: after survey A was shown, survey B waits for the days set, unless it ignores the cooldown', async ( {
	browser,
} ) => {
	await setCooldown( 7 );
	await saveSurvey( 'E2E Cooldown A', 'cool-a' );
	const b = await saveSurvey( 'E2E Cooldown B', 'cool-b' );

	const v = await newVisitor( browser );
	// Before any survey was shown, B shows for a fresh visitor.
	const other = await newVisitor( browser );
	expect( ( await visit( other.page, 'cool-b' ) ).shown ).toBe(
		'E2E Cooldown B'
	);
	await other.context.close();

	expect( ( await visit( v.page, 'cool-a' ) ).shown ).toBe(
		'E2E Cooldown A'
	);
	const cookie = ( await v.context.cookies() ).find(
		( c ) => c.name === 'userfeedback_cooldown'
	);
	expect( cookie?.path ).toBe( '/' );
	// Kept for the cooldown's 7 days.
	expect(
		Math.abs( cookie!.expires * 1000 - ( Date.now() + 7 * DAY ) )
	).toBeLessThan( 60_000 );
	const remembered = JSON.parse( decodeURIComponent( cookie!.value ) ) as {
		id: number;
		at: number;
	};

	// The next pages: B is on them (the server offers it) but the widget keeps it off.
	for ( let i = 0; i < 2; i++ ) {
		const view = await visit( v.page, 'cool-b' );
		expect( view.offered ).toContain( b );
		expect( view.shown ).toBeNull();
	}
	expect(
		await v.page.evaluate( () => window.userfeedbackWidget?.cooldown_days )
	).toBe( 7 );
	// A itself still shows.
	expect( ( await visit( v.page, 'cool-a' ) ).shown ).toBe(
		'E2E Cooldown A'
	);

	// B ignoring the cooldown shows at once (and starts a cooldown of its own).
	await saveSurvey(
		'E2E Cooldown B',
		'cool-b',
		{ ignore_cooldown: true },
		b
	);
	expect( ( await visit( v.page, 'cool-b' ) ).shown ).toBe(
		'E2E Cooldown B'
	);
	await saveSurvey( 'E2E Cooldown B', 'cool-b', {}, b );
	// B was shown last: A waits now.
	expect( ( await visit( v.page, 'cool-a' ) ).shown ).toBeNull();

	// Eight days on (the cookie's time moved back, as the browser would keep it), A shows again.
	await v.context.addCookies( [
		{
			name: 'userfeedback_cooldown',
			value: encodeURIComponent(
				JSON.stringify( { id: b, at: remembered.at - 8 * DAY } )
			),
			url: new URL( v.page.url() ).origin,
		},
	] );
	expect( ( await visit( v.page, 'cool-a' ) ).shown ).toBe(
		'E2E Cooldown A'
	);

	// Off (0 days): nothing kept off, no cookie renewed.
	await setCooldown( 0 );
	await v.context.clearCookies();
	expect( ( await visit( v.page, 'cool-a' ) ).shown ).toBe(
		'E2E Cooldown A'
	);
	expect( ( await visit( v.page, 'cool-b' ) ).shown ).toBe(
		'E2E Cooldown B'
	);
	expect(
		( await v.context.cookies() ).some(
			( c ) => c.name === 'userfeedback_cooldown'
		)
	).toBe( false );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'sampling: a visitor drawn outside the percentage never gets the survey, the draw remembered; at 100 % everyone does', async ( {
	browser,
} ) => {
	const id = await saveSurvey( 'E2E Sampled', 'sample', {
		sample_percent: 10,
	} );
	const drawCookie = `userfeedback-${ id }-sample`;

	// A visitor whose browser draws 57: outside 10 %.
	const v = await newVisitor( browser );
	await v.page.addInitScript( () => {
		const real = crypto.getRandomValues.bind( crypto );
		crypto.getRandomValues = ( ( array: Uint8Array | Uint32Array ) => {
			if ( array instanceof Uint32Array && array.length === 1 ) {
				array[ 0 ] = 4000000057; // % 100 = 57
				return array;
			}
			return real( array );
		} ) as typeof crypto.getRandomValues;
	} );
	for ( let i = 0; i < 3; i++ ) {
		const view = await visit( v.page, 'sample' );
		expect( view.offered ).toContain( id );
		expect( view.shown ).toBeNull();
	}
	const draw = async ( context: BrowserContext ) =>
		( await context.cookies() ).find( ( c ) => c.name === drawCookie );
	expect( ( await draw( v.context ) )?.value ).toBe( '57' );
	expect( ( await draw( v.context ) )!.expires * 1000 ).toBeGreaterThan(
		Date.now() + 364 * DAY
	);

	// The same draw for a changed percentage: 57 % still leaves it out, 58 % lets it in.
	await saveSurvey( 'E2E Sampled', 'sample', { sample_percent: 57 }, id );
	expect( ( await visit( v.page, 'sample' ) ).shown ).toBeNull();
	await saveSurvey( 'E2E Sampled', 'sample', { sample_percent: 58 }, id );
	expect( ( await visit( v.page, 'sample' ) ).shown ).toBe( 'E2E Sampled' );

	// A real draw (the browser's crypto), made once and kept across pages.
	await saveSurvey( 'E2E Sampled', 'sample', { sample_percent: 1 }, id );
	const real = await newVisitor( browser );
	const first = await visit( real.page, 'sample' );
	const kept = Number( ( await draw( real.context ) )?.value );
	expect( Number.isInteger( kept ) && kept >= 0 && kept < 100 ).toBe( true );
	expect( first.shown ).toBe( kept < 1 ? 'E2E Sampled' : null );
	for ( let i = 0; i < 2; i++ ) {
		expect( ( await visit( real.page, 'sample' ) ).shown ).toBe(
			first.shown
		);
	}
	expect( Number( ( await draw( real.context ) )?.value ) ).toBe( kept );

	// 100 %: shown to everyone, and nobody drawn.
	await saveSurvey( 'E2E Sampled', 'sample', { sample_percent: 100 }, id );
	const everyone = await newVisitor( browser );
	expect( ( await visit( everyone.page, 'sample' ) ).shown ).toBe(
		'E2E Sampled'
	);
	expect( await draw( everyone.context ) ).toBeUndefined();
	expect( ( await visit( real.page, 'sample' ) ).shown ).toBe(
		'E2E Sampled'
	);
	await everyone.page.screenshot( {
		path: screenshotPath( 'display-rules-sampled-shown' ),
		animations: 'disabled',
	} );

	expect( [ ...v.errors, ...real.errors, ...everyone.errors ] ).toEqual( [] );
	await v.context.close();
	await real.context.close();
	await everyone.context.close();
} );
