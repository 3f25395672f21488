import { expect, test, type Locator, type Page } from '@playwright/test';
import {
	ADMIN_STATE,
	collectErrors,
	screenshotPath,
	setAddon,
	setTier,
} from './support';
import { SurveysApi } from './surveys-api';

/**
 * The eight question types beyond the spec in the survey builder (docs/decisions.md "Every
 * question a site owner asks"): an elite owner adds one of each through the Add Question menu,
 * edits each type's own fields — an image choice's first image uploaded and picked in WordPress's
 * media library, its second by address —, saves, reloads and finds every setting kept, in the
 * builder and in what REST stores; the preview renders them in the real widget; in Lite the types
 * are badged and open the upgrade modal. The templates that use them open the builder with them.
 */

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';

interface StoredQuestion {
	id: string;
	title: string;
	type: string;
	config: { options: string[] };
	settings: Record< string, unknown >;
	logic: {
		enabled: boolean;
		conditions: Array< {
			question_id: string;
			compare: string;
			value: unknown;
		} >;
	};
}

function shot( page: Page | Locator, name: string, fullPage = true ) {
	const file = screenshotPath( `qtb-${ name }` );
	return 'goto' in page
		? page.screenshot( { path: file, fullPage } )
		: page.screenshot( { path: file } );
}

async function open( page: Page, hash: string ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ BUILDER }#${ hash }` );
	await expect(
		page.getByRole( 'navigation', { name: 'Survey steps' } )
	).toBeVisible();
}

function card( page: Page, index: number ): Locator {
	return page.locator( '.uf-builder-card' ).nth( index );
}

/**
 * Adds a question of a type from the Add Question menu and gives it a title.
 * @param page  The page.
 * @param name  The type's name in the menu.
 * @param index The new card's position.
 * @param title The question's title.
 */
async function add( page: Page, name: string, index: number, title: string ) {
	await page.getByRole( 'button', { name: 'Add Question' } ).click();
	await page.getByRole( 'menuitem', { name, exact: true } ).click();
	const added = card( page, index );
	await expect( added.locator( '.uf-builder-card__type' ) ).toHaveText(
		name
	);
	await added.getByLabel( 'Question title' ).fill( title );
	return added;
}

const created: number[] = [];
const uploads: number[] = [];

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await ( await SurveysApi.for( page ) ).remove( created );
	for ( const id of uploads ) {
		await page.request.delete( `/wp-json/wp/v2/media/${ id }?force=true`, {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		} );
	}
	await context.close();
	setTier( 'lite' );
} );

async function restNonce( page: Page ): Promise< string > {
	const response = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await response.text() ).trim();
}

/**
 * A 320×240 PNG drawn in the page: big enough for WordPress to make its medium size, which is
 * the address the server stores for a library image.
 * @param page The page to draw in.
 */
async function drawnPng( page: Page ): Promise< Buffer > {
	const data = await page.evaluate( () => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 320;
		canvas.height = 240;
		const ctx = canvas.getContext( '2d' )!;
		ctx.fillStyle = '#f0c674';
		ctx.fillRect( 0, 0, 320, 240 );
		ctx.fillStyle = '#1d2327';
		ctx.beginPath();
		ctx.arc( 160, 130, 70, 0, Math.PI * 2 );
		ctx.fill();
		ctx.fillStyle = '#ffffff';
		ctx.font = 'bold 40px sans-serif';
		ctx.textAlign = 'center';
		ctx.fillText( 'CAT', 160, 145 );
		return canvas.toDataURL( 'image/png' );
	} );
	return Buffer.from( data.split( ',' )[ 1 ], 'base64' );
}

test( 'elite: one question of each new type, built, saved and reloaded with every setting kept', async ( {
	page,
	baseURL,
} ) => {
	setTier( 'elite' );
	const errors = collectErrors( page );
	const api = await SurveysApi.for( page );
	const id = await api.save( {
		status: 'draft',
		title: 'Every question type',
		questions: [
			{
				id: 'q1',
				type: 'text',
				title: 'What brought you here?',
				config: { options: [] },
			},
		],
	} );
	created.push( id );
	await open( page, `/edit/${ id }/questions` );

	await page.getByRole( 'button', { name: 'Add Question' } ).click();
	const menu = page.getByRole( 'menu', { name: 'Question types' } );
	await expect( menu.getByRole( 'menuitem' ) ).toHaveCount( 15 );
	await shot( page, 'menu-elite' );
	await page.keyboard.press( 'Escape' );

	const scale = await add( page, 'Scale', 1, 'How satisfied are you?' );
	await scale.getByLabel( 'Scale', { exact: true } ).selectOption( 'csat' );
	await expect( scale.getByLabel( 'Label at 5' ) ).toHaveAttribute(
		'placeholder',
		'Very satisfied'
	);
	await scale.getByLabel( 'Label at 5' ).fill( 'Delighted' );

	const smiley = await add( page, 'Smiley Faces', 2, 'How do you feel?' );
	await smiley.getByLabel( 'Faces' ).selectOption( '3' );

	const dropdown = await add( page, 'Dropdown', 3, 'Where do you live?' );
	await dropdown
		.getByRole( 'button', { name: 'Paste one per line' } )
		.click();
	await dropdown
		.getByLabel( 'Options to add, one per line' )
		.fill( 'France\nGermany\nItaly' );
	await dropdown.getByRole( 'button', { name: 'Add these options' } ).click();

	const matrix = await add( page, 'Matrix', 4, 'How do you rate us?' );
	await matrix.getByLabel( 'Row 1', { exact: true } ).fill( 'Support' );
	await matrix.getByRole( 'button', { name: 'Add Row' } ).click();
	await matrix.getByLabel( 'Row 2', { exact: true } ).fill( 'Price' );

	const ranking = await add( page, 'Ranking', 5, 'What matters most?' );
	await ranking.getByLabel( 'Option 1', { exact: true } ).fill( 'Price' );
	await ranking.getByLabel( 'Option 2', { exact: true } ).fill( 'Speed' );

	const images = await add( page, 'Image Choice', 6, 'Which pets?' );
	const logo = `${ baseURL }/wp-includes/images/w-logo-blue.png`;
	await images.getByLabel( 'Option 1', { exact: true } ).fill( 'Cat' );
	await images.getByLabel( 'Option 2', { exact: true } ).fill( 'Dog' );
	// The first image from the media library: uploaded in its modal, described there, picked.
	await images.getByRole( 'button', { name: 'Choose image 1' } ).click();
	const modal = page.locator( '.media-modal' ).last();
	await expect(
		modal.getByRole( 'heading', { name: 'Choose an image' } )
	).toBeVisible();
	await modal.getByRole( 'tab', { name: 'Upload files' } ).click();
	const chooser = page.waitForEvent( 'filechooser' );
	await modal.getByRole( 'button', { name: 'Select Files' } ).click();
	await (
		await chooser
	).setFiles( {
		name: 'uf-cat.png',
		mimeType: 'image/png',
		buffer: await drawnPng( page ),
	} );
	// Uploaded, it is selected in the library with its details beside it.
	const selected = modal.locator( '.attachments .attachment.selected' );
	await expect( selected ).toHaveAttribute( 'data-id', /^[1-9]\d*$/, {
		timeout: 30_000,
	} );
	await expect(
		modal.getByRole( 'button', { name: 'Use this image' } )
	).toBeEnabled();
	const details = modal.locator( '.attachment-details' );
	await expect( details.getByText( /^uf-cat.*\.png$/ ) ).toBeVisible();
	await shot( page, 'media-uploaded', false );
	const uploadedId = Number( await selected.getAttribute( 'data-id' ) );
	uploads.push( uploadedId );
	await details.getByLabel( 'Alt Text' ).fill( 'A black cat' );
	await details.getByLabel( 'Alt Text' ).press( 'Tab' );
	await shot( page, 'media-alt', false );
	await modal.getByRole( 'button', { name: 'Use this image' } ).click();
	await expect( modal ).toBeHidden();
	// The library's alt text fills the builder's; the image shows in the card.
	await expect( images.getByLabel( 'Image 1 alt text' ) ).toHaveValue(
		'A black cat'
	);
	await expect(
		images.getByRole( 'button', { name: 'Replace image 1' } )
	).toBeVisible();
	await expect( images.getByLabel( 'Image 1 address' ) ).toHaveCount( 0 );
	await expect(
		images.locator( '.uf-builder-images__preview img' ).first()
	).toHaveAttribute( 'src', /uf-cat.*\.png$/ );
	// The second by its address, the library's alternative.
	await images
		.getByRole( 'button', { name: 'Use an address for image 2' } )
		.click();
	await expect( images.getByLabel( 'Image 2 address' ) ).toBeFocused();
	await images.getByLabel( 'Image 2 address' ).fill( logo );
	// Once focus leaves the card, an image without its alt text is marked under the field; it
	// blocks Next.
	await page.getByRole( 'heading', { name: 'Every question type' } ).click();
	await expect( images.getByText( 'Alt text is required' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Next Step: Settings' } )
	).toBeDisabled();
	await shot( page, 'alt-error' );
	await shot( images, 'card-image-alt-error' );
	await images.getByLabel( 'Image 2 alt text' ).fill( 'A blue logo' );
	await images.getByLabel( 'Allow several' ).check();

	const date = await add( page, 'Date', 7, 'When did you visit?' );
	await date.getByLabel( 'Earliest date (optional)' ).fill( '2025-01-01' );
	await date.getByLabel( 'Latest date (optional)' ).fill( '2025-12-31' );
	// Shown only to the satisfied: a condition on the scale.
	await date.getByLabel( 'Conditional logic', { exact: true } ).check();
	await date
		.getByLabel( 'Question', { exact: true } )
		.selectOption( { label: '2. How satisfied are you?' } );
	await date
		.getByLabel( 'Comparison' )
		.selectOption( { label: 'greater than' } );
	await date.getByLabel( 'Answer', { exact: true } ).selectOption( '3' );

	const consent = await add( page, 'Consent', 8, 'May we contact you?' );
	await consent.getByLabel( 'Consent text' ).fill( 'I accept the terms' );
	await consent.getByLabel( 'Required' ).check();

	await expect(
		page.getByRole( 'button', { name: 'Next Step: Settings' } )
	).toBeEnabled();
	await shot( page, 'cards' );
	await shot( scale, 'card-scale' );
	await shot( matrix, 'card-matrix' );
	await shot( images, 'card-image-choice' );
	await shot( date, 'card-date' );

	await page.getByRole( 'button', { name: 'Preview', exact: true } ).click();
	const preview = page.getByLabel( 'Survey preview' );
	await expect( preview.locator( '.uf-title' ) ).toHaveText(
		'What brought you here?'
	);
	// The next question is the scale, in the real widget with its preset and end label.
	await preview.getByRole( 'textbox' ).fill( 'A friend' );
	await preview.getByRole( 'button', { name: 'Next' } ).click();
	await expect( preview.locator( '.uf-title' ) ).toHaveText(
		'How satisfied are you?'
	);
	await expect( preview ).toContainText( 'Delighted' );
	await expect( preview ).toContainText( 'Very dissatisfied' );
	await shot( page, 'preview', false );
	await page.getByRole( 'button', { name: 'Build', exact: true } ).click();

	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect
		.poll(
			async () =>
				( await api.full< { questions: StoredQuestion[] } >( id ) )
					.questions.length
		)
		.toBe( 9 );

	const { questions } = await api.full< { questions: StoredQuestion[] } >(
		id
	);
	const byType = ( t: string ) => questions.find( ( q ) => q.type === t )!;
	const base = { required: false, randomize: false, comment_box: false };
	expect( byType( 'scale' ).settings ).toEqual( {
		...base,
		preset: 'csat',
		scale_min: 1,
		scale_max: 5,
		min_label: '',
		max_label: 'Delighted',
	} );
	expect( byType( 'smiley' ).settings ).toEqual( { ...base, faces: 3 } );
	expect( byType( 'dropdown' ).config.options ).toEqual( [
		'France',
		'Germany',
		'Italy',
	] );
	expect( byType( 'matrix' ).settings ).toEqual( {
		...base,
		rows: [ 'Support', 'Price' ],
	} );
	expect( byType( 'matrix' ).config.options ).toEqual( [
		'Strongly disagree',
		'Disagree',
		'Neutral',
		'Agree',
		'Strongly agree',
	] );
	expect( byType( 'ranking' ).config.options ).toEqual( [
		'Price',
		'Speed',
	] );
	expect( byType( 'image-choice' ).config.options ).toEqual( [
		'Cat',
		'Dog',
	] );
	// A library image is stored by its attachment, at the address of its medium size.
	const media = await (
		await page.request.get( `/wp-json/wp/v2/media/${ uploadedId }`, {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		} )
	).json();
	const mediumUrl: string =
		media.media_details.sizes.medium?.source_url ?? media.source_url;
	expect( mediumUrl ).toMatch( /uf-cat.*\.png$/ );
	expect( byType( 'image-choice' ).settings ).toEqual( {
		...base,
		multiple: true,
		images: [
			{ id: uploadedId, url: mediumUrl, alt: 'A black cat' },
			{ id: 0, url: logo, alt: 'A blue logo' },
		],
	} );
	expect( byType( 'date' ).settings ).toEqual( {
		...base,
		min_date: '2025-01-01',
		max_date: '2025-12-31',
	} );
	expect( byType( 'date' ).logic ).toMatchObject( {
		enabled: true,
		conditions: [
			{
				question_id: byType( 'scale' ).id,
				compare: '>',
				value: '3',
			},
		],
	} );
	expect( byType( 'consent' ).settings ).toEqual( {
		...base,
		required: true,
		consent_label: 'I accept the terms',
	} );

	// A reload shows what was stored, field by field.
	await page.reload();
	await expect( card( page, 8 ) ).toBeVisible();
	await expect(
		card( page, 1 ).getByLabel( 'Scale', { exact: true } )
	).toHaveValue( 'csat' );
	await expect( card( page, 1 ).getByLabel( 'Label at 5' ) ).toHaveValue(
		'Delighted'
	);
	await expect( card( page, 2 ).getByLabel( 'Faces' ) ).toHaveValue( '3' );
	await expect(
		card( page, 3 ).getByLabel( 'Option 3', { exact: true } )
	).toHaveValue( 'Italy' );
	await expect(
		card( page, 4 ).getByLabel( 'Row 2', { exact: true } )
	).toHaveValue( 'Price' );
	await expect(
		card( page, 5 ).getByLabel( 'Option 2', { exact: true } )
	).toHaveValue( 'Speed' );
	await expect(
		card( page, 6 ).getByLabel( 'Image 1 alt text' )
	).toHaveValue( 'A black cat' );
	await expect(
		card( page, 6 ).getByRole( 'button', { name: 'Replace image 1' } )
	).toBeVisible();
	await expect( card( page, 6 ).getByLabel( 'Image 2 address' ) ).toHaveValue(
		logo
	);
	await expect(
		card( page, 6 ).getByLabel( 'Image 2 alt text' )
	).toHaveValue( 'A blue logo' );
	await expect( card( page, 6 ).getByLabel( 'Allow several' ) ).toBeChecked();
	await expect(
		card( page, 7 ).getByLabel( 'Latest date (optional)' )
	).toHaveValue( '2025-12-31' );
	await expect( card( page, 8 ).getByLabel( 'Consent text' ) ).toHaveValue(
		'I accept the terms'
	);
	await shot( page, 'reloaded' );
	expect( errors ).toEqual( [] );
} );

test( 'elite: the CSAT, CES and matrix templates open the builder with the new types; they need the question-types add-on', async ( {
	page,
} ) => {
	setTier( 'elite' );
	const errors = collectErrors( page );
	await open( page, '/new' );
	await expect(
		page.getByRole( 'heading', { name: 'Select a Template' } )
	).toBeVisible();
	for ( const name of [
		'CSAT Score',
		'CES Score',
		'Product Feedback Matrix',
		'Page Reaction',
		// The templates that were there before stay as they were.
		'Customer Satisfaction (CSAT)',
		'Customer Effort Score (CES)',
	] ) {
		await expect(
			page.getByRole( 'button', {
				name: new RegExp( `^${ name.replace( /[()]/g, '\\$&' ) }` ),
			} )
		).toBeVisible();
	}
	await page
		.getByRole( 'button', { name: /^Product Feedback Matrix/ } )
		.scrollIntoViewIfNeeded();
	await shot( page, 'templates-elite', false );

	await page.getByRole( 'button', { name: /^CSAT Score/ } ).click();
	await expect( page ).toHaveURL( /#\/new\/questions$/ );
	await expect(
		page.getByRole( 'heading', { name: 'CSAT Score' } )
	).toBeVisible();
	await expect(
		card( page, 0 ).locator( '.uf-builder-card__type' )
	).toHaveText( 'Scale' );
	await expect(
		card( page, 0 ).getByLabel( 'Scale', { exact: true } )
	).toHaveValue( 'csat' );
	await page.getByRole( 'button', { name: 'Preview', exact: true } ).click();
	const preview = page.getByLabel( 'Survey preview' );
	await expect( preview.locator( '.uf-title' ) ).toHaveText(
		'How satisfied were you with your experience today?'
	);
	await expect( preview ).toContainText( 'Very dissatisfied' );
	await expect( preview ).toContainText( 'Very satisfied' );
	await shot( page, 'template-csat-preview', false );

	// Without the question-types add-on they say what they need, as NPS's template does.
	setAddon( 'question-types', false );
	try {
		await open( page, '/new' );
		const matrix = page
			.locator( '.uf-builder-template' )
			.filter( { hasText: 'Product Feedback Matrix' } );
		await expect( matrix ).toHaveClass( /is-locked/ );
		await expect( matrix ).toContainText( 'Requires Question Types addon' );
		await expect(
			page
				.locator( '.uf-builder-template' )
				.filter( { hasText: 'Customer Effort Score (CES)' } )
		).not.toHaveClass( /is-locked/ );
		await matrix.scrollIntoViewIfNeeded();
		await shot( page, 'templates-without-question-types', false );
	} finally {
		setAddon( 'question-types', true );
	}
	expect( errors ).toEqual( [] );
} );

test( 'Lite: the new types are badged and open the upgrade modal', async ( {
	page,
} ) => {
	setTier( 'lite' );
	const api = await SurveysApi.for( page );
	const id = await api.save( {
		status: 'draft',
		title: 'Lite types',
		questions: [
			{
				id: 'q1',
				type: 'text',
				title: 'Hi?',
				config: { options: [] },
			},
		],
	} );
	created.push( id );
	await open( page, `/edit/${ id }/questions` );
	await page.getByRole( 'button', { name: 'Add Question' } ).click();
	const menu = page.getByRole( 'menu', { name: 'Question types' } );
	for ( const name of [
		'Scale',
		'Smiley Faces',
		'Dropdown',
		'Matrix',
		'Ranking',
		'Image Choice',
		'Date',
		'Consent',
	] ) {
		await expect(
			menu.getByRole( 'menuitem', { name: `${ name } PRO`, exact: true } )
		).toHaveClass( /is-locked/ );
	}
	await shot( page, 'menu-lite' );
	// Locked items are aria-disabled but take a click: Playwright needs it forced.
	await menu
		.getByRole( 'menuitem', { name: 'Matrix PRO', exact: true } )
		.click( { force: true } );
	const dialog = page.getByRole( 'dialog', {
		name: 'Matrix is a PRO feature',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( 'not available on your Lite plan' );
	await shot( page, 'modal-lite', false );
	await page.keyboard.press( 'Escape' );
	await expect( page.locator( '.uf-builder-card__type' ) ).toHaveCount( 1 );
} );
