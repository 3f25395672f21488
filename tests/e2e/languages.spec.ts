import { devices, expect, test, type Page } from '@playwright/test';
import { block, insertBlock, newPost } from './block-editor';
import {
	ADMIN_STATE,
	axe,
	newVisitor,
	screenshotPath,
	setTier,
	SurveyRun,
	tabTo,
	type Visitor,
} from './support';

/**
 * One survey in several languages, elite tier: a survey translated into French (every text) and
 * Arabic (the options only) placed on a French page and an Arabic page by the shortcode's `lang`.
 * Phone visitors answer it in each language — in Arabic by keyboard alone, laid out right to
 * left — and the answers count as the survey's own options, one bar each, with each response's
 * language recorded and filterable on the results screen. The block shows the survey in the
 * language chosen in its sidebar. The owner then translates a text in the builder's side by
 * side view, previews it, and a reload keeps both the text and the language being edited. A
 * matrix of its own reads its translated rows on the French page and stores English rows.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const INLINE = '.userfeedback-inline .uf-panel';

let run: SurveyRun;
let surveyId: number;
const pages: Record< 'fr' | 'ar', string > = { fr: '', ar: '' };

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save( {
		title: 'E2E Fruit',
		language: 'en_US',
		questions: [
			{
				id: 'fruit',
				type: 'radio-button',
				title: 'Which fruit do you like?',
				config: { options: [ 'Apple', 'Pear', 'Cherry' ] },
			},
			{ id: 'why', type: 'text', title: 'Why?' },
		],
		settings: { thank_you: { message: 'Thank you!' } },
		notifications: { email: { active: false } },
		translations: {
			fr_FR: {
				title: 'E2E Fruits',
				thank_you_message: 'Merci !',
				next_text: 'Suivant',
				questions: {
					fruit: {
						title: 'Quel fruit aimez-vous ?',
						options: [ 'Pomme', 'Poire', 'Cerise' ],
					},
					why: { title: 'Pourquoi ?' },
				},
			},
			ar: {
				questions: {
					fruit: { options: [ 'تفاحة', 'إجاص', 'كرز' ] },
				},
			},
		},
	} );
	for ( const lang of [ 'fr', 'ar' ] as const ) {
		const locale = lang === 'fr' ? 'fr_FR' : 'ar';
		pages[ lang ] = (
			await run.createPage(
				`E2E Fruit ${ lang }`,
				`[userfeedback id="${ surveyId }" lang="${ locale }"]`
			)
		).link;
	}
} );

test.afterAll( async () => {
	await run.end();
	setTier( 'lite' );
} );

async function shot( page: Page, name: string ) {
	await page.screenshot( {
		path: screenshotPath( `languages-${ name }` ),
		fullPage: true,
	} );
}

async function phone( browser: Parameters< typeof newVisitor >[ 0 ] ) {
	return newVisitor( browser, devices[ 'Pixel 7' ] );
}

async function saved( v: Visitor ) {
	return v.page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			response.url().includes( `/surveys/${ surveyId }/responses` ) &&
			( response.request().postDataJSON() as { completed: boolean } )
				.completed
	);
}

test( 'a French page shows every text in French and stores the answer as the survey’s own option', async ( {
	browser,
} ) => {
	const v = await phone( browser );
	await v.page.goto( pages.fr );
	const panel = v.page.locator( INLINE );
	await expect( panel ).toHaveAttribute( 'aria-label', 'E2E Fruits' );
	const root = v.page.locator( '.userfeedback-inline .uf-widget' );
	await expect( root ).toHaveAttribute( 'lang', 'fr-FR' );
	await expect( root ).toHaveAttribute( 'dir', 'ltr' );
	await expect( panel.getByText( 'Quel fruit aimez-vous ?' ) ).toBeVisible();
	await shot( v.page, 'phone-fr' );

	await panel.getByLabel( 'Pomme' ).click();
	await expect( panel.getByText( 'Pourquoi ?' ) ).toBeVisible();
	await panel.getByRole( 'textbox' ).fill( 'Sucrée' );
	const done = saved( v );
	await panel.getByRole( 'button', { name: 'Suivant' } ).click();
	const body = ( await done ).request().postDataJSON() as {
		language: string;
	};
	expect( body.language ).toBe( 'fr_FR' );
	await expect( panel.getByText( 'Merci !' ) ).toBeVisible();
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'an Arabic page is laid out right to left, answered by keyboard alone, each untranslated text in English', async ( {
	browser,
} ) => {
	const v = await phone( browser );
	await v.page.goto( pages.ar );
	const panel = v.page.locator( INLINE );
	const root = v.page.locator( '.userfeedback-inline .uf-widget' );
	await expect( root ).toHaveAttribute( 'dir', 'rtl' );
	await expect( root ).toHaveAttribute( 'lang', 'ar' );
	await expect( panel ).toHaveAttribute( 'aria-label', 'E2E Fruit' );
	await expect( panel.getByText( 'Which fruit do you like?' ) ).toBeVisible();
	await expect( panel.getByLabel( 'تفاحة' ) ).toBeVisible();
	// The panel is laid out right to left; a text left in English keeps its own direction
	// (its question mark at its end), and an Arabic option reads right to left.
	const direction = ( text: string ) =>
		panel
			.getByText( text, { exact: true } )
			.evaluate( ( el ) => getComputedStyle( el ).direction );
	expect(
		await panel.evaluate( ( el ) => getComputedStyle( el ).direction )
	).toBe( 'rtl' );
	expect( await direction( 'Which fruit do you like?' ) ).toBe( 'ltr' );
	expect( await direction( 'تفاحة' ) ).toBe( 'rtl' );
	// The options' radio buttons sit on the right, where the line starts.
	const [ option, radio ] = await Promise.all(
		[ panel.locator( 'label' ).first(), panel.getByLabel( 'تفاحة' ) ].map(
			async ( l ) => ( await l.boundingBox() )!
		)
	);
	expect( radio.x ).toBeGreaterThan( option.x + option.width / 2 );

	const audit = await axe( v.page )
		.include( '.userfeedback-inline' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( x ) => x.id ) ).toEqual( [] );
	await shot( v.page, 'phone-ar' );

	// Keyboard only: Tab to the first option, Space picks it (and the survey moves on).
	const first = panel.getByLabel( 'تفاحة' );
	await tabTo( v.page, first );
	await expect( first ).toBeFocused();
	await v.page.keyboard.press( 'Space' );
	const why = panel.getByRole( 'textbox' );
	await expect( why ).toBeVisible();
	await tabTo( v.page, why );
	await v.page.keyboard.type( 'حلو' );
	const done = saved( v );
	// On to the last button, the one that finishes (Skip comes before it).
	const next = panel.locator( '.uf-footer .uf-button' );
	await tabTo( v.page, next );
	await expect( next ).toBeFocused();
	await v.page.keyboard.press( 'Enter' );
	const body = ( await done ).request().postDataJSON() as {
		language: string;
		answers: Array< { question_id: string; value: unknown } >;
	};
	expect( body.language ).toBe( 'ar' );
	expect( body.answers[ 0 ].value ).toBe( 'تفاحة' );
	await expect( panel.getByText( 'Thank you!' ) ).toBeVisible();
	await shot( v.page, 'phone-ar-thanks' );
	expect( v.errors ).toEqual( [] );
	await v.context.close();
} );

test( 'both languages count as one option, and each response says its language', async () => {
	const items = await run.api.responses( surveyId );
	expect( items.map( ( item ) => item.language ).sort() ).toEqual( [
		'ar',
		'fr_FR',
	] );
	const arabic = items.find( ( item ) => item.language === 'ar' );
	const detail = await run.api.response( surveyId, arabic!.id );
	expect(
		detail.answers.find( ( a ) => a.question_id === 'fruit' )?.value
	).toBe( 'Apple' );

	const stats = await run.api.results( surveyId );
	expect( stats[ 0 ].options ).toEqual( [
		{ value: 'Apple', count: 2 },
		{ value: 'Pear', count: 0 },
		{ value: 'Cherry', count: 0 },
	] );
	const filtered = await run.api.responses( surveyId, { language: 'ar' } );
	expect( filtered.map( ( item ) => item.language ) ).toEqual( [ 'ar' ] );
} );

test( 'the results screen shows one row per option with both languages’ answers, and filters by language', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_results#/survey/${ surveyId }`
	);
	const total = page
		.locator( '.uf-results-card' )
		.filter( { hasText: 'Total responses' } )
		.locator( '.uf-results-card__value' );
	await expect( total ).toHaveText( '2' );
	// The chart's table: the survey's own options, each once, whatever language answered it.
	const answer = ( name: string ) =>
		page.getByRole( 'button', { name: `Filter by answer: ${ name }` } );
	await expect( answer( 'Apple' ) ).toHaveCount( 1 );
	await expect( answer( 'Pear' ) ).toHaveCount( 1 );
	await expect( answer( 'Cherry' ) ).toHaveCount( 1 );
	for ( const translated of [ 'Pomme', 'تفاحة' ] ) {
		await expect( answer( translated ) ).toHaveCount( 0 );
	}
	await expect(
		page.getByRole( 'row' ).filter( { has: answer( 'Apple' ) } )
	).toContainText( '2' );

	const bar = page.getByRole( 'group', { name: 'Filter', exact: true } );
	await bar.getByRole( 'button', { name: 'Add filter' } ).click();
	await bar.getByLabel( 'Filter by' ).selectOption( { label: 'Language' } );
	await bar.getByLabel( 'Value' ).selectOption( { label: 'Arabic' } );
	await bar.getByRole( 'button', { name: 'Apply filter' } ).click();
	await expect( bar.getByRole( 'listitem' ) ).toHaveText( [
		/Language: Arabic/,
	] );
	await expect( total ).toHaveText( '1' );
	expect( page.url() ).toContain( 'language=ar' );
	await shot( page, 'results-filtered-ar' );
	await context.close();
} );

test( 'the block shows the survey in the language chosen in its sidebar', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	const canvas = await newPost( page );
	await insertBlock( page );
	const placeholder = block( canvas );
	await placeholder
		.getByRole( 'searchbox', { name: 'Search surveys' } )
		.fill( 'E2E Fruit' );
	await placeholder
		.getByRole( 'button', { name: 'E2E Fruit Published' } )
		.click();
	await expect(
		block( canvas ).getByRole( 'region', {
			name: 'Preview of the survey “E2E Fruit”',
		} )
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Settings', exact: true } ).click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar.getByRole( 'tab', { name: 'Block' } ).click();
	const language = sidebar.getByLabel( 'Language' );
	await expect( language ).toHaveValue( '' );
	await language.selectOption( { label: 'French (France)' } );
	const preview = block( canvas ).getByRole( 'region', {
		name: 'Preview of the survey “E2E Fruits”',
	} );
	await expect(
		preview.getByText( 'Quel fruit aimez-vous ?' )
	).toBeVisible();
	await language.selectOption( { label: 'Arabic' } );
	await expect(
		block( canvas ).locator( '.uf-widget[dir="rtl"]' )
	).toBeVisible();
	await expect( block( canvas ).getByLabel( 'تفاحة' ) ).toBeVisible();
	await page.screenshot( {
		path: screenshotPath( 'languages-block-ar' ),
	} );
	const content = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getEditedPostContent: () => string;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getEditedPostContent()
	);
	expect( content ).toBe(
		`<!-- wp:userfeedback/survey {"surveyId":${ surveyId },"lang":"ar"} /-->`
	);
	await context.close();
} );

test( 'the owner translates a text side by side with the original; a reload keeps it and the language', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ surveyId }/settings`
	);
	const card = page.getByRole( 'region', { name: 'Languages' } );
	await expect( card.getByText( 'fr_FR' ) ).toBeVisible();
	await expect( card.getByText( '8 of 10 texts translated' ) ).toBeVisible();
	await expect( card.getByText( '3 of 10 texts translated' ) ).toBeVisible();
	await card.getByRole( 'link', { name: 'Translate' } ).nth( 1 ).click();

	const switcher = page.getByRole( 'group', { name: 'Language you edit' } );
	await expect(
		switcher.getByRole( 'button', { name: /Arabic/ } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const title = page.getByLabel( 'Question 1', { exact: true } );
	await expect( title ).toHaveAttribute( 'dir', 'rtl' );
	await expect( title ).toHaveAttribute(
		'placeholder',
		'Which fruit do you like?'
	);
	await title.fill( 'ما الفاكهة التي تحبها؟' );
	await expect( page.getByText( '4 of 10 texts translated' ) ).toBeVisible();
	// The preview shows the survey as Arabic visitors read it, right to left.
	await page.getByRole( 'button', { name: 'Preview', exact: true } ).click();
	const preview = page.getByRole( 'region', { name: 'Survey preview' } );
	await expect( preview.getByText( 'ما الفاكهة التي تحبها؟' ) ).toBeVisible();
	await expect( preview.locator( '.uf-widget' ) ).toHaveAttribute(
		'dir',
		'rtl'
	);
	await page.getByRole( 'button', { name: 'Texts', exact: true } ).click();
	await page.screenshot( {
		path: screenshotPath( 'languages-builder-ar' ),
		fullPage: true,
	} );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.getByText( /saved/i ).first() ).toBeVisible();

	await page.reload();
	await expect(
		page.getByLabel( 'Question 1', { exact: true } )
	).toHaveValue( 'ما الفاكهة التي تحبها؟' );
	await context.close();
} );

test( 'a matrix reads its translated rows on a French page, and the answer is stored with the survey’s own rows', async ( {
	browser,
} ) => {
	const matrixId = await run.save( {
		title: 'E2E Service',
		language: 'en_US',
		questions: [
			{
				id: 'grid',
				type: 'matrix',
				title: 'Rate our service',
				config: { options: [ 'Poor', 'Great' ] },
				settings: { rows: [ 'Price', 'Speed' ] },
			},
		],
		notifications: { email: { active: false } },
		translations: {
			fr_FR: {
				questions: {
					grid: {
						title: 'Notez notre service',
						options: [ 'Mauvais', 'Excellent' ],
						rows: [ 'Prix', '' ],
					},
				},
			},
		},
	} );
	const link = (
		await run.createPage(
			'E2E Service fr',
			`[userfeedback id="${ matrixId }" lang="fr_FR"]`
		)
	).link;
	const v = await phone( browser );
	await v.page.goto( link );
	const panel = v.page.locator( INLINE );
	await expect( panel.getByText( 'Notez notre service' ) ).toBeVisible();
	const price = panel.getByRole( 'radiogroup', { name: 'Prix' } );
	// A row without its translation reads in English.
	const speed = panel.getByRole( 'radiogroup', { name: 'Speed' } );
	await price.getByRole( 'radio', { name: 'Excellent' } ).check();
	await speed.getByRole( 'radio', { name: 'Mauvais' } ).check();
	await shot( v.page, 'phone-fr-matrix' );
	const audit = await axe( v.page )
		.include( '.userfeedback-inline' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( x ) => x.id ) ).toEqual( [] );
	const done = v.page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			response.url().includes( `/surveys/${ matrixId }/responses` )
	);
	await panel.getByRole( 'button', { name: /Next|Suivant|Submit/ } ).click();
	expect( ( await done ).status() ).toBeLessThan( 300 );

	const detail = await run.api.response(
		matrixId,
		( await run.api.responses( matrixId ) )[ 0 ].id
	);
	expect( detail.answers[ 0 ].value ).toEqual( {
		Price: 'Great',
		Speed: 'Poor',
	} );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	// The owner's side by side view lists the rows after the options.
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto(
		`/wp-admin/admin.php?page=userfeedback_surveys#/edit/${ matrixId }/settings`
	);
	const card = page.getByRole( 'region', { name: 'Languages' } );
	await expect( card.getByText( '4 of 10 texts translated' ) ).toBeVisible();
	await card.getByRole( 'link', { name: 'Translate' } ).click();
	await expect( page.getByLabel( 'Row 1 of question 1' ) ).toHaveValue(
		'Prix'
	);
	await expect( page.getByLabel( 'Row 2 of question 1' ) ).toHaveAttribute(
		'placeholder',
		'Speed'
	);
	await page.screenshot( {
		path: screenshotPath( 'languages-builder-matrix-rows' ),
		fullPage: true,
	} );
	await context.close();
} );
