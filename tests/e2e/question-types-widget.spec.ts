import {
	devices,
	expect,
	test,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	axe,
	newVisitor,
	saveAnswered,
	screenshotPath,
	setTier,
	storedRows,
	SurveyRun,
	tabTo,
	targetedSurvey,
} from './support';

/**
 * The eight question types beyond the spec's seven in the visitor widget (docs/decisions.md
 * "Every question a site owner asks"), elite tier: one survey with a question of each, answered
 * on a phone by keyboard alone, axe clean at every question, nothing wider than the panel; the
 * stored answer rows are the contract's "stored" column. Screenshots: qt-*.jpg.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const SLUG = 'question-types-widget';
const HOST = '#userfeedback-widget-root';
const BASE = process.env.UF_E2E_URL ?? 'http://127.0.0.1:8889';
const IMAGES = `${ BASE }/wp-content/plugins/userfeedback/assets/images/`;
const CITIES = [
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
	'Athens',
];

let run: SurveyRun;
let surveyId = 0;

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save(
		targetedSurvey( {
			title: 'E2E Every question',
			slug: SLUG,
			emails: false,
			questions: [
				{
					id: 'csat',
					type: 'scale',
					title: 'How satisfied are you?',
					settings: { preset: 'csat' },
				},
				{ id: 'face', type: 'smiley', title: 'How do you feel?' },
				{
					id: 'city',
					type: 'dropdown',
					title: 'Where do you live?',
					config: { options: CITIES },
				},
				{
					id: 'grid',
					type: 'matrix',
					title: 'Rate our service',
					settings: { rows: [ 'Price', 'Speed' ] },
					config: { options: [ 'Poor', 'Fair', 'Good', 'Great' ] },
				},
				{
					id: 'rank',
					type: 'ranking',
					title: 'Order these by importance',
					config: { options: [ 'Red', 'Green', 'Blue' ] },
				},
				{
					id: 'pic',
					type: 'image-choice',
					title: 'Which picture?',
					config: { options: [ 'Logo', 'Welcome' ] },
					settings: {
						images: [
							{
								id: 0,
								url: `${ IMAGES }userfeedback-logo.svg`,
								alt: 'The UserFeedback logo',
							},
							{
								id: 0,
								url: `${ IMAGES }welcome-widget.svg`,
								alt: 'A survey widget',
							},
						],
					},
				},
				{
					id: 'day',
					type: 'date',
					title: 'When did you visit?',
					settings: {
						min_date: '2024-01-01',
						max_date: '2030-12-31',
					},
				},
				{
					id: 'ok',
					type: 'consent',
					title: 'May we contact you?',
					settings: { required: true },
				},
			],
		} )
	);
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

/**
 * What each question must pass before it is answered: axe, no sideways scroll, a screenshot.
 * @param page  The page.
 * @param panel The panel.
 * @param name  The screenshot's name.
 */
async function check( page: Page, panel: Locator, name: string ) {
	const audit = await axe( page )
		.include( HOST )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect(
		audit.violations.map( ( v ) => v.id ),
		name
	).toEqual( [] );
	expect(
		await panel.evaluate( ( el ) => el.scrollWidth <= el.clientWidth )
	).toBe( true );
	await panel.screenshot( {
		path: screenshotPath( `qt-${ name }` ),
		animations: 'disabled',
	} );
}

test( 'every new question type answered on a phone by keyboard alone, stored as the contract says', async ( {
	browser,
} ) => {
	const v = await newVisitor( browser, devices[ 'Pixel 7' ] );
	const { page } = v;
	await page.goto( `/?uf=${ SLUG }` );
	const panel = page.locator( `${ HOST } .uf-panel` );
	const next = panel.locator( '.uf-footer .uf-button' );
	const radio = ( name: string ) =>
		panel.getByRole( 'radio', { name, exact: true } );
	const title = ( text: string ) =>
		expect( panel.getByRole( 'heading', { name: text } ) ).toBeFocused();

	// CSAT: 1-5, its end words under the ends; arrows choose, Enter moves on.
	await expect( panel ).toHaveAttribute( 'aria-label', 'E2E Every question' );
	await expect( panel.locator( '.uf-nps-labels' ) ).toHaveText(
		'Very dissatisfiedVery satisfied'
	);
	await check( page, panel, 'scale' );
	await tabTo( page, radio( '1 Very dissatisfied' ) );
	for ( let i = 0; i < 3; i++ ) {
		await page.keyboard.press( 'ArrowRight' );
	}
	await expect( radio( '4' ) ).toBeChecked();
	await page.keyboard.press( 'Enter' );

	// Five faces, each named.
	await title( 'How do you feel?' );
	await check( page, panel, 'smiley' );
	await page.keyboard.press( 'Tab' );
	await expect( radio( 'Very unhappy' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( radio( 'Very happy' ) ).toBeChecked();
	await page.keyboard.press( 'Enter' );

	// A dropdown of 11: the search box filters the native select.
	await title( 'Where do you live?' );
	await page.keyboard.press( 'Tab' );
	await expect(
		panel.getByRole( 'searchbox', { name: 'Search options' } )
	).toBeFocused();
	await page.keyboard.type( 'lis' );
	const select = panel.getByRole( 'combobox', {
		name: 'Where do you live?',
	} );
	await expect( select.locator( 'option' ) ).toHaveText( [
		'Choose an option',
		'Lisbon',
	] );
	await check( page, panel, 'dropdown' );
	await page.keyboard.press( 'Tab' );
	await expect( select ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( select ).toHaveValue( 'Lisbon' );
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );

	// A matrix on a phone: the rows stacked, a radio group each.
	await title( 'Rate our service' );
	const price = panel.getByRole( 'radiogroup', { name: 'Price' } );
	const speed = panel.getByRole( 'radiogroup', { name: 'Speed' } );
	await expect( panel.locator( '.uf-mhead' ) ).toBeHidden();
	await page.keyboard.press( 'Tab' );
	await expect( price.getByRole( 'radio', { name: 'Poor' } ) ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'Tab' );
	await expect( speed.getByRole( 'radio', { name: 'Poor' } ) ).toBeFocused();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( speed.getByRole( 'radio', { name: 'Great' } ) ).toBeChecked();
	await check( page, panel, 'matrix' );
	await page.keyboard.press( 'Enter' );

	// A ranking by its buttons, each move announced; focus stays on the button pressed.
	await title( 'Order these by importance' );
	const up = panel.getByRole( 'button', { name: 'Move Blue up' } );
	await tabTo( page, up );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.press( 'Enter' );
	await expect( up ).toBeFocused();
	await expect(
		panel.getByRole( 'status' ).filter( { hasText: 'moved' } )
	).toHaveText( 'Blue moved to position 1 of 3' );
	await expect( panel.locator( '.uf-rank li span' ) ).toHaveText( [
		'Blue',
		'Red',
		'Green',
	] );
	await check( page, panel, 'ranking' );
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );

	// Image cards: lazy images in fixed boxes, named by their alt text and label.
	await title( 'Which picture?' );
	const welcome = radio( 'A survey widget Welcome' );
	await expect( panel.locator( '.uf-pic img' ).first() ).toHaveAttribute(
		'loading',
		'lazy'
	);
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( welcome ).toBeChecked();
	await expect
		.poll( () =>
			panel
				.locator( '.uf-pic img' )
				.evaluateAll( ( imgs ) =>
					imgs.every( ( i ) => ( i as HTMLImageElement ).complete )
				)
		)
		.toBe( true );
	await check( page, panel, 'image' );
	await page.keyboard.press( 'Enter' );

	// A native date field, typed.
	await title( 'When did you visit?' );
	await page.keyboard.press( 'Tab' );
	const day = panel.locator( 'input[type="date"]' );
	await expect( day ).toBeFocused();
	await expect( day ).toHaveAttribute( 'min', '2024-01-01' );
	await page.keyboard.type( '03152025' );
	await expect( day ).toHaveValue( '2025-03-15' );
	await check( page, panel, 'date' );
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );

	// A required consent: no Skip, Next says why until it is ticked.
	await title( 'May we contact you?' );
	await expect( panel.locator( '.uf-skip' ) ).toHaveCount( 0 );
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );
	await expect( panel.getByRole( 'alert' ) ).toHaveText(
		'Please answer this question.'
	);
	await check( page, panel, 'consent' );
	const agree = panel.getByRole( 'checkbox', { name: 'I agree' } );
	await tabTo( page, agree, 'Shift+Tab' );
	await page.keyboard.press( 'Space' );
	await tabTo( page, next );
	const done = saveAnswered( page, surveyId, true );
	await page.keyboard.press( 'Enter' );
	const sent = ( await done ).request().postDataJSON() as {
		answers: Array< { question_id: string; value: unknown } >;
	};
	expect(
		Object.fromEntries(
			sent.answers.map( ( a ) => [ a.question_id, a.value ] )
		)
	).toEqual( {
		csat: 4,
		face: 5,
		city: 'Lisbon',
		grid: { Price: 'Good', Speed: 'Great' },
		rank: [ 'Blue', 'Red', 'Green' ],
		pic: 'Welcome',
		day: '2025-03-15',
		ok: true,
	} );
	await expect(
		panel.getByText( 'Thanks for your feedback!' )
	).toBeFocused();

	// Stored as the contract's "stored" column.
	const rows = storedRows( surveyId ).answers.map( ( a ) => [
		a.question_id,
		a.value,
		a.value_num === null ? null : Number( a.value_num ),
	] );
	expect( rows ).toEqual(
		expect.arrayContaining( [
			[ 'csat', expect.anything(), 4 ],
			[ 'face', expect.anything(), 5 ],
			[ 'city', 'Lisbon', null ],
			// A matrix row and a ranked option: each a JSON pair.
			[ 'grid', '["Price","Good"]', 3 ],
			[ 'grid', '["Speed","Great"]', 4 ],
			[ 'rank', '["Blue",1]', 1 ],
			[ 'rank', '["Red",2]', 2 ],
			[ 'rank', '["Green",3]', 3 ],
			[ 'pic', 'Welcome', null ],
			[ 'day', '2025-03-15', null ],
			[ 'ok', 'accepted', null ],
		] )
	);
	expect( rows ).toHaveLength( 11 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );
