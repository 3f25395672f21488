import { expect, test, type Locator, type Page } from '@playwright/test';

import { ADMIN_STATE, collectErrors, screenshotPath, setTier } from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * Jump logic in the builder, in Chromium on the real site: on Elite a jump is added, saved and
 * still there after a reload (and stored as sent); a reorder that puts its target above it keeps
 * the jump, marks it and names it in the "To continue" list; in Lite "Add Jump" opens the upgrade
 * modal.
 */

const BUILDER = '/wp-admin/admin.php?page=userfeedback_surveys';

const created: number[] = [];

function shot( page: Page, name: string ) {
	return page.screenshot( {
		path: screenshotPath( `jump-logic-${ name }` ),
		fullPage: true,
	} );
}

async function open( page: Page, id: number ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ BUILDER }#/edit/${ id }/questions` );
	await expect(
		page.getByRole( 'navigation', { name: 'Survey steps' } )
	).toBeVisible();
}

function card( page: Page, index: number ): Locator {
	return page.locator( '.uf-builder-card' ).nth( index );
}

function jumps( page: Page, index: number ): Locator {
	return card( page, index ).getByRole( 'group', { name: 'Jump logic' } );
}

const text = ( id: string, title: string ) => ( {
	id,
	type: 'text',
	title,
	config: { options: [] },
} );

async function makeSurvey( page: Page, title: string ): Promise< number > {
	const id = await (
		await SurveysApi.for( page )
	).save( {
		status: 'draft',
		title,
		questions: [
			{
				id: 'q1',
				type: 'radio-button',
				title: 'Did you find what you needed?',
				config: { options: [ 'Yes', 'No' ] },
			},
			text( 'q2', 'What were you looking for?' ),
			text( 'q3', 'Where did you look?' ),
			text( 'q4', 'Anything else?' ),
		],
	} );
	created.push( id );
	return id;
}

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	await ( await SurveysApi.for( await context.newPage() ) ).remove( created );
	await context.close();
	setTier( 'lite' );
} );

test.describe( 'Elite', () => {
	test.beforeAll( () => setTier( 'elite' ) );

	test( 'a jump is added, saved and kept after a reload; a reorder that puts its target above marks it and names it', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const id = await makeSurvey( page, 'Jump logic: builder' );
		await open( page, id );

		const section = jumps( page, 0 );
		await expect( section ).toBeVisible();
		await expect( jumps( page, 1 ) ).toHaveCount( 0 );
		await section.getByRole( 'button', { name: 'Add Jump' } ).click();
		const row = section.getByRole( 'group', { name: 'Jump 1' } );
		await expect( row.getByLabel( 'If answer' ) ).toBeFocused();
		await row.getByLabel( 'Answer', { exact: true } ).selectOption( 'Yes' );
		const goTo = row.getByLabel( 'go to' );
		await expect( goTo.locator( 'option' ) ).toHaveText( [
			'Question 2: What were you looking for?',
			'Question 3: Where did you look?',
			'Question 4: Anything else?',
			'End of survey',
		] );
		await goTo.selectOption( { label: 'Question 4: Anything else?' } );
		await section.scrollIntoViewIfNeeded();
		await shot( page, 'added' );

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
			'Draft saved'
		);
		const nonce = (
			await (
				await page.request.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		const stored = ( await (
			await page.request.get( `${ REST }/surveys/${ id }`, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json() ) as { questions: Array< { jumps?: unknown } > };
		expect( stored.questions[ 0 ].jumps ).toEqual( [
			{ compare: '==', value: 'Yes', to: 'q4' },
		] );

		await page.reload();
		const kept = jumps( page, 0 ).getByRole( 'group', { name: 'Jump 1' } );
		await expect( kept.getByLabel( 'If answer' ) ).toHaveValue( '==' );
		await expect(
			kept.getByLabel( 'Answer', { exact: true } )
		).toHaveValue( 'Yes' );
		await expect( kept.getByLabel( 'go to' ) ).toHaveValue( 'q4' );

		// Keyboard: pick up question 4 and move it to the top, above the question jumping to it.
		await page
			.getByRole( 'button', { name: 'Reorder question 4' } )
			.focus();
		// dnd-kit measures the list between key presses: each key waits for what it announces,
		// as a screen-reader user hears it, so a slow frame cannot swallow the next key.
		for ( const [ key, announced ] of [
			[ 'Space', 'Picked up question 4 of 4.' ],
			[ 'ArrowUp', 'Question 4 moved to position 3 of 4.' ],
			[ 'ArrowUp', 'Question 4 moved to position 2 of 4.' ],
			[ 'ArrowUp', 'Question 4 moved to position 1 of 4.' ],
			[ 'Space', 'Question 4 dropped at position 1 of 4.' ],
		] ) {
			await page.keyboard.press( key );
			await expect( page.getByText( announced ) ).toBeAttached();
		}
		await expect(
			card( page, 0 ).getByLabel( 'Question title' )
		).toHaveValue( 'Anything else?' );

		const message =
			'The question this jump goes to is no longer after this one. Choose where it goes.';
		const moved = jumps( page, 1 ).getByRole( 'group', { name: 'Jump 1' } );
		const target = moved.getByLabel( 'go to' );
		await expect( target ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( target ).toHaveValue( 'q4' );
		await expect( moved.getByText( message ) ).toBeVisible();
		await expect( page.getByText( 'To continue:' ) ).toBeVisible();
		await expect(
			page.getByText( `Question 2, jump 1: ${ message }` )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Next Step: Settings' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await moved.scrollIntoViewIfNeeded();
		await shot( page, 'invalid-after-reorder' );

		// Choosing the end clears it.
		await target.selectOption( 'end' );
		await expect( page.getByText( 'To continue:' ) ).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'Lite', () => {
	test.beforeAll( () => setTier( 'lite' ) );

	test( 'jump logic is locked: Add Jump opens the upgrade modal', async ( {
		page,
	} ) => {
		const errors = collectErrors( page );
		const id = await makeSurvey( page, 'Jump logic: Lite' );
		await open( page, id );
		const add = jumps( page, 0 ).getByRole( 'button', {
			name: /^Add Jump/,
		} );
		await expect( add ).toHaveAttribute( 'aria-disabled', 'true' );
		await add.scrollIntoViewIfNeeded();
		// Locked controls are aria-disabled but still take a click, which opens the modal;
		// Playwright waits for aria-disabled controls to be enabled unless forced.
		await add.click( { force: true } );
		const modal = page.getByRole( 'dialog', {
			name: 'Jump Logic is a PRO feature',
		} );
		await expect( modal ).toBeVisible();
		await shot( page, 'lite-upgrade' );
		await page.keyboard.press( 'Escape' );
		await expect( modal ).toBeHidden();
		await expect( add ).toBeFocused();
		await expect( jumps( page, 0 ).getByRole( 'group' ) ).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );
} );
