import {
	devices,
	expect,
	test,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	axe,
	newVisitor,
	saveAnswered,
	screenshotPath,
	setLanguage,
	setTier,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * Right to left on a phone, by keyboard alone (docs/decisions.md "One survey in every language"):
 * one survey with every question type, translated into Arabic, walked
 * - inline, placed with `lang="ar"` on a left-to-right page (the survey brings its own `dir`);
 * - floating, on the site switched to Arabic (the page is right to left, the widget inherits it).
 * Each walk checks what readers of Arabic expect: the radio buttons and the comment box on the
 * right, stars and the NPS scale starting on the right and filled from there, Left moving to
 * the next value, Skip right of Next, nothing wider than the panel. The floating widget takes
 * the mirrored corner (bottom right becomes bottom left) with the toggle under the panel's left
 * edge. The same survey in English is laid out as before. Screenshots: rtl-*.jpg.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const PHONE = devices[ 'Pixel 5' ];
const SLUG = 'rtl-walk';
const HOST = '#userfeedback-widget-root';

let run: SurveyRun;
let surveyId = 0;
let inlinePage = '';

const withSlug = ( link: string ) => {
	const url = new URL( link );
	url.searchParams.set( 'uf', SLUG );
	return url.toString();
};

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	const survey = targetedSurvey( {
		title: 'E2E Site survey',
		slug: SLUG,
		emails: false,
		questions: [
			{
				id: 'mood',
				type: 'radio-button',
				title: 'How was your visit?',
				settings: { comment_box: true },
				config: { options: [ 'Good', 'Fine', 'Bad' ] },
			},
			{
				id: 'read',
				type: 'checkbox',
				title: 'What did you read?',
				config: { options: [ 'News', 'Guides', 'Prices' ] },
			},
			{ id: 'stars', type: 'star-rating', title: 'Rate our site' },
			{ id: 'nps', type: 'nps', title: 'Would you recommend us?' },
			{ id: 'city', type: 'text', title: 'Which city are you in?' },
			{ id: 'more', type: 'long-text', title: 'Tell us more' },
			{
				id: 'mail',
				type: 'email',
				title: 'Your e-mail?',
				config: { options: [], include_name: true },
			},
		],
	} );
	surveyId = await run.save( {
		...survey,
		language: 'en_US',
		settings: {
			...survey.settings,
			theming: {
				widget_toggle_text: 'Feedback',
				logo_type: 'userfeedback',
			},
			thank_you: { message: 'Thank you!' },
		},
		translations: {
			ar: {
				title: 'استطلاع الموقع',
				thank_you_message: 'شكرا لك!',
				next_text: 'التالي',
				skip_text: 'تخطي',
				widget_toggle_text: 'رأيك',
				questions: {
					mood: {
						title: 'كيف كانت زيارتك؟',
						options: [ 'جيدة', 'عادية', 'سيئة' ],
					},
					read: {
						title: 'ماذا قرأت؟',
						options: [ 'الأخبار', 'الأدلة', 'الأسعار' ],
					},
					stars: { title: 'قيّم موقعنا' },
					nps: { title: 'هل تنصح أصدقاءك بنا؟' },
					city: { title: 'في أي مدينة أنت؟' },
					more: { title: 'أخبرنا المزيد' },
					mail: { title: 'بريدك الإلكتروني؟' },
				},
			},
		},
	} );
	inlinePage = withSlug(
		(
			await run.createPage(
				'E2E RTL inline',
				`<p>Before the survey.</p>[userfeedback id="${ surveyId }" lang="ar"]`
			)
		).link
	);
} );

test.afterAll( async () => {
	setLanguage( 'en_US' );
	await run.end();
	setTier( 'lite' );
} );

type Box = { x: number; y: number; width: number; height: number };

async function box( locator: Locator ): Promise< Box > {
	const found = await locator.boundingBox();
	expect( found ).not.toBeNull();
	return found!;
}

/**
 * The middle of a box, across: compares where two things sit on a line.
 * @param b
 */
const mid = ( b: Box ) => b.x + b.width / 2;

function shot( target: Page | Locator, name: string ) {
	return target.screenshot( {
		path: screenshotPath( `rtl-${ name }` ),
		animations: 'disabled',
	} );
}

/**
 * Presses Tab until the control has the focus, as a keyboard user goes to it (the widget lives
 * in a shadow root: the focused element is that root's).
 * @param page    The page.
 * @param control The control.
 */
async function tabTo( page: Page, control: Locator ) {
	for ( let i = 0; i < 80; i++ ) {
		if (
			await control.evaluate(
				( el ) =>
					el ===
					( el.getRootNode() as Document | ShadowRoot ).activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	throw new Error( 'Tab never reached the control' );
}

async function fitsPanel( panel: Locator ) {
	expect(
		await panel.evaluate( ( el ) => el.scrollWidth <= el.clientWidth )
	).toBe( true );
}

async function axeClean( page: Page, scope: string ) {
	const audit = await axe( page )
		.include( scope )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( x ) => x.id ) ).toEqual( [] );
}

/**
 * Answers the Arabic survey by keyboard alone, checking each question's layout on the way.
 * @param page  The visitor's page.
 * @param panel The survey's panel.
 * @param name  The screenshots' prefix.
 */
async function walk( page: Page, panel: Locator, name: string ) {
	const next = panel.locator( '.uf-footer .uf-button' );
	const skip = panel.locator( '.uf-skip' );
	const radio = ( label: string ) =>
		panel.getByRole( 'radio', { name: label, exact: true } );

	// A radio question: each radio at the right, where its line starts.
	const option = panel.locator( '.uf-opt' ).first();
	expect( mid( await box( radio( 'جيدة' ) ) ) ).toBeGreaterThan(
		mid( await box( option ) )
	);
	// Left goes to the next option; with a comment box the choice waits for Next.
	await tabTo( page, radio( 'جيدة' ) );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( radio( 'عادية' ) ).toBeChecked();
	await expect( radio( 'عادية' ) ).toBeFocused();
	// The comment box, the free text that follows a choice: right to left, from the right edge.
	const comment = panel.locator( 'textarea' );
	await expect( comment ).toBeVisible();
	const [ commentStyle, panelBox, commentBox ] = await Promise.all( [
		comment.evaluate( ( el ) => {
			const style = getComputedStyle( el );
			return [ style.direction, style.textAlign ];
		} ),
		box( panel ),
		box( comment ),
	] );
	expect( commentStyle[ 0 ] ).toBe( 'rtl' );
	expect( [ 'start', 'right' ] ).toContain( commentStyle[ 1 ] );
	// Both 20 px in from the panel's edges.
	expect(
		panelBox.x + panelBox.width - ( commentBox.x + commentBox.width )
	).toBeCloseTo( 20, 0 );
	await page.keyboard.press( 'Tab' );
	await expect( comment ).toBeFocused();
	await page.keyboard.type( 'المقالات مفيدة' );
	// Skip, then Next: the footer reads from the right, the logo at its start.
	const [ skipBox, nextBox, logoBox ] = await Promise.all(
		[ skip, next, panel.locator( '.uf-logo' ) ].map( box )
	);
	expect( skipBox.x ).toBeGreaterThan( nextBox.x + nextBox.width - 1 );
	expect( logoBox.x ).toBeGreaterThan( skipBox.x + skipBox.width - 1 );
	await fitsPanel( panel );
	await shot( panel, `${ name }-radio` );
	await page.keyboard.press( 'Tab' );
	await expect( skip ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( next ).toBeFocused();
	await page.keyboard.press( 'Enter' );

	// Checkboxes: Tab and Space, box by box.
	await expect( panel.getByText( 'ماذا قرأت؟' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Space' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Space' );
	await expect(
		panel.getByRole( 'checkbox', { name: 'الأسعار' } )
	).toBeChecked();
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );

	// Stars: 1 at the right; Left lights the next one, so they fill from the right.
	await expect( panel.getByText( 'قيّم موقعنا' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( radio( '1' ) ).toBeFocused();
	expect( ( await box( radio( '1' ) ) ).x ).toBeGreaterThan(
		( await box( radio( '5' ) ) ).x
	);
	for ( let i = 0; i < 3; i++ ) {
		await page.keyboard.press( 'ArrowLeft' );
	}
	await expect( radio( '4' ) ).toBeChecked();
	await expect( radio( '4' ) ).toBeFocused();
	const lit = panel.locator( '.uf-star.is-lit' );
	await expect( lit ).toHaveCount( 4 );
	const lastLit = await box( lit.last() );
	const unlit = await box( panel.locator( '.uf-star:not(.is-lit)' ) );
	expect( unlit.x ).toBeLessThan( lastLit.x );
	await fitsPanel( panel );
	await shot( panel, `${ name }-stars` );
	await page.keyboard.press( 'Enter' );

	// NPS: 1 at the right of the first row, 10 at the left of the last; its end labels match.
	await expect( panel.getByText( 'هل تنصح أصدقاءك بنا؟' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	const [ one, five, ten ] = await Promise.all(
		[ '1', '5', '10' ].map( ( n ) => box( radio( n ) ) )
	);
	expect( one.x ).toBeGreaterThan( five.x );
	expect( one.x ).toBeGreaterThan( ten.x );
	const labels = panel.locator( '.uf-nps-labels span' );
	expect( ( await box( labels.first() ) ).x ).toBeGreaterThan(
		( await box( labels.last() ) ).x
	);
	for ( let i = 0; i < 9; i++ ) {
		await page.keyboard.press( 'ArrowLeft' );
	}
	await expect( radio( '10' ) ).toBeChecked();
	await page.keyboard.press( 'ArrowRight' );
	await expect( radio( '9' ) ).toBeChecked();
	await fitsPanel( panel );
	await shot( panel, `${ name }-nps` );
	await page.keyboard.press( 'Enter' );

	// Text, long text and e-mail: right to left, typed and sent by keyboard.
	await expect( panel.getByText( 'في أي مدينة أنت؟' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	const city = panel.getByRole( 'textbox' );
	await expect( city ).toBeFocused();
	expect(
		await city.evaluate( ( el ) => getComputedStyle( el ).direction )
	).toBe( 'rtl' );
	await page.keyboard.type( 'الرياض' );
	await page.keyboard.press( 'Enter' );

	await expect( panel.getByText( 'أخبرنا المزيد' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'موقع جميل وسهل الاستخدام' );
	await fitsPanel( panel );
	await tabTo( page, next );
	await page.keyboard.press( 'Enter' );

	await expect( panel.getByText( 'بريدك الإلكتروني؟' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'visitor@example.com' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'سارة' );
	await fitsPanel( panel );
	await shot( panel, `${ name }-email` );
	const done = saveAnswered( page, surveyId, true );
	await page.keyboard.press( 'Enter' );
	const sent = ( await done ).request().postDataJSON() as {
		language: string;
		answers: Array< { question_id: string; value: unknown } >;
	};
	expect( sent.language ).toBe( 'ar' );
	expect(
		Object.fromEntries(
			sent.answers.map( ( a ) => [ a.question_id, a.value ] )
		)
	).toMatchObject( { mood: 'عادية', stars: '4', nps: '9' } );
	await expect( panel.getByText( 'شكرا لك!' ) ).toBeVisible();
}

function phone( browser: Browser ) {
	return newVisitor( browser, PHONE );
}

test( 'inline with lang="ar" on a left-to-right page: the survey is laid out right to left and answered by keyboard', async ( {
	browser,
} ) => {
	const v = await phone( browser );
	await v.page.goto( inlinePage );
	const root = v.page.locator( '.userfeedback-inline .uf-widget' );
	const panel = root.locator( '.uf-panel' );
	await expect( root ).toHaveAttribute( 'dir', 'rtl' );
	await expect( panel ).toHaveAttribute( 'aria-label', 'استطلاع الموقع' );
	await axeClean( v.page, '.userfeedback-inline' );
	await panel.scrollIntoViewIfNeeded();
	await shot( v.page, 'inline-page' );
	await walk( v.page, panel, 'inline' );
	await shot( panel, 'inline-thanks' );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'a left-to-right survey on the same site is laid out as before', async ( {
	browser,
} ) => {
	const v = await phone( browser );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( `${ HOST } .uf-panel` );
	await expect( panel ).toHaveAttribute( 'aria-label', 'E2E Site survey' );
	const width = v.page.viewportSize()!.width;
	const [ panelBox, toggle, radioBox, option ] = await Promise.all(
		[
			panel,
			v.page.locator( `${ HOST } .uf-toggle` ),
			panel.getByRole( 'radio', { name: 'Good' } ),
			panel.locator( '.uf-opt' ).first(),
		].map( box )
	);
	// Bottom right, 16 px from the edge, the toggle under the panel's right edge.
	expect( width - ( panelBox.x + panelBox.width ) ).toBeCloseTo( 16, 0 );
	expect( toggle.x + toggle.width ).toBeCloseTo(
		panelBox.x + panelBox.width,
		0
	);
	expect( toggle.y ).toBeGreaterThan( panelBox.y + panelBox.height );
	expect( mid( radioBox ) ).toBeLessThan( mid( option ) );
	const [ skip, next ] = await Promise.all(
		[ panel.locator( '.uf-skip' ), panel.locator( '.uf-button' ) ].map(
			box
		)
	);
	expect( next.x ).toBeGreaterThan( skip.x );
	await shot( v.page, 'ltr-floating' );

	// Right goes to the next value, as before.
	const nextButton = panel.getByRole( 'button', { name: 'Next' } );
	await panel.getByRole( 'radio', { name: 'Good' } ).click();
	await nextButton.click();
	await panel.getByRole( 'checkbox', { name: 'News' } ).click();
	await nextButton.click();
	await panel.getByRole( 'radio', { name: '1', exact: true } ).focus();
	await v.page.keyboard.press( 'ArrowRight' );
	await expect(
		panel.getByRole( 'radio', { name: '2', exact: true } )
	).toBeChecked();
	expect(
		( await box( panel.getByRole( 'radio', { name: '1', exact: true } ) ) )
			.x
	).toBeLessThan(
		( await box( panel.getByRole( 'radio', { name: '2', exact: true } ) ) )
			.x
	);
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'floating on a right-to-left site: bottom right mirrored to bottom left, the toggle under the panel’s left edge, answered by keyboard', async ( {
	browser,
} ) => {
	setLanguage( 'ar' );
	const v = await phone( browser );
	await v.page.goto( `/?uf=${ SLUG }` );
	await expect( v.page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	const root = v.page.locator( `${ HOST } .uf-widget` );
	const panel = root.locator( '.uf-panel' );
	const toggle = root.locator( '.uf-toggle' );
	await expect( panel ).toHaveAttribute( 'aria-label', 'استطلاع الموقع' );
	// In the page's language: no direction of its own, the page's inherited.
	expect( await root.getAttribute( 'dir' ) ).toBeNull();
	expect(
		await root.evaluate( ( el ) => getComputedStyle( el ).direction )
	).toBe( 'rtl' );
	const width = v.page.viewportSize()!.width;

	// Minimised by keyboard: the toggle in the mirrored corner, its icon first, on the right.
	await tabTo( v.page, root.locator( '.uf-min' ) );
	await v.page.keyboard.press( 'Enter' );
	await expect( panel ).toHaveCount( 0 );
	await expect( toggle ).toBeFocused();
	const [ alone, icon, label ] = await Promise.all(
		[ toggle, toggle.locator( 'svg' ), toggle.getByText( 'رأيك' ) ].map(
			box
		)
	);
	expect( alone.x ).toBeCloseTo( 16, 0 );
	expect( width - ( alone.x + alone.width ) ).toBeGreaterThan( 16 );
	expect( icon.x ).toBeGreaterThan( label.x );
	await shot( v.page, 'floating-minimised' );

	// Open again: the panel above the toggle, their left edges in line.
	await v.page.keyboard.press( 'Enter' );
	await expect( panel.getByText( 'كيف كانت زيارتك؟' ) ).toBeFocused();
	const [ panelBox, toggleBox ] = await Promise.all(
		[ panel, toggle ].map( box )
	);
	expect( panelBox.x ).toBeCloseTo( 16, 0 );
	expect( toggleBox.x ).toBeCloseTo( panelBox.x, 0 );
	// The minimise button at the end of the line: the left.
	expect(
		( await box( root.locator( '.uf-min' ) ) ).x - panelBox.x
	).toBeLessThan( 10 );
	await axeClean( v.page, HOST );
	await shot( v.page, 'floating-open' );

	await walk( v.page, panel, 'floating' );
	await shot( v.page, 'floating-thanks' );
	// Done: Esc closes it, and no toggle is left behind.
	await v.page.keyboard.press( 'Escape' );
	await expect( toggle ).toHaveCount( 0 );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );
