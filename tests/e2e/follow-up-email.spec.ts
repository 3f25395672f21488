import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { expect, test, type Locator, type Page } from '@playwright/test';

import {
	ADMIN_STATE,
	E2E_SITE,
	newVisitor,
	radioQuestion,
	screenshotPath,
	setTier,
	SurveyRun,
	targetedSurvey,
} from './support';

/**
 * The follow-up e-mail to the respondent on the real site: the owner (Pro, elite) turns it on in
 * the builder's Workflow step and writes a subject and a message with a recalled answer; a visitor
 * answers in the widget with their address; the queue runs (`wp userfeedback queue run`, as a
 * site's cron would) and the dev mail catcher (bin/dev/mu-plugins/userfeedback-dev-mail.php) holds
 * one e-mail to that address with the answer in it. In Lite the card is locked and opens the
 * upgrade modal.
 */

test.use( { storageState: { cookies: [], origins: [] } } );

const ROOT = path.resolve( __dirname, '../..' );
const SLUG = 'follow-up';
const SURVEYS = '/wp-admin/admin.php?page=userfeedback_surveys';
const PANEL = '#userfeedback-widget-root .uf-panel';
const STAMP = Date.now().toString( 36 );
const ADDRESS = `visitor-${ STAMP }@example.com`;
const MAIL_LOG = path.join(
	ROOT,
	'.dev/logs',
	`mail-userfeedback_${ E2E_SITE }.jsonl`
);

let run: SurveyRun;
let surveyId = 0;

interface CaughtMail {
	to: string | string[];
	subject: string;
	message: string;
	headers: string | string[];
}

function shot( target: Page | Locator, name: string ) {
	return target.screenshot( {
		path: screenshotPath( `follow-up-email-${ name }` ),
		animations: 'disabled',
	} );
}

/**
 * The mails the catcher holds for an address.
 * @param address
 */
function mailsTo( address: string ): CaughtMail[] {
	if ( ! fs.existsSync( MAIL_LOG ) ) {
		return [];
	}
	return fs
		.readFileSync( MAIL_LOG, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) as CaughtMail )
		.filter( ( mail ) =>
			( [] as string[] ).concat( mail.to ).includes( address )
		);
}

/** Runs the queue as a site's system cron would. */
function runQueue(): string {
	return execFileSync(
		'php',
		[
			path.join( ROOT, 'vendor/bin/wp' ),
			`--path=${ path.join( ROOT, '.dev/sites', E2E_SITE ) }`,
			'--allow-root',
			'userfeedback',
			'queue',
			'run',
		],
		{ encoding: 'utf8', stdio: 'pipe' }
	);
}

function followUpCard( page: Page ): Locator {
	return page.getByRole( 'region', {
		name: 'Follow-up Email to the Respondent',
	} );
}

test.beforeAll( async ( { browser } ) => {
	setTier( 'elite' );
	run = await SurveyRun.start( browser );
	surveyId = await run.save(
		targetedSurvey( {
			title: `E2E Follow-up ${ STAMP }`,
			slug: SLUG,
			questions: [
				radioQuestion( 'visit', 'How was your visit?', [
					'Great',
					'Okay',
				] ),
				{
					id: 'mail',
					type: 'email',
					title: 'Your email?',
					config: { options: [] },
				},
			],
			behavior: { display_length: 'repeatedly' },
			emails: false,
		} )
	);
} );

test.afterAll( async () => {
	setTier( 'elite' );
	await run.end();
	setTier( 'lite' );
} );

test( 'the owner turns it on, a visitor answers, and one e-mail with the recalled answer goes to the address', async ( {
	browser,
} ) => {
	const owner = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await owner.newPage();
	await page.goto( `${ SURVEYS }#/edit/${ surveyId }/notifications` );
	const card = followUpCard( page );
	await card
		.getByLabel(
			'Send each respondent a follow-up email once they complete the survey'
		)
		.check();
	await expect(
		card.getByLabel( 'Send to the address given in' )
	).toHaveValue( 'mail' );
	await card.getByLabel( 'Subject' ).fill( 'Thanks for your visit' );
	const message = card.getByLabel( 'Message', { exact: true } );
	await message.fill( 'Hello! You said your visit was ' );
	await card
		.getByRole( 'button', { name: 'Insert an earlier answer' } )
		.nth( 1 )
		.click();
	await card
		.getByLabel( 'Answer or hidden field' )
		.selectOption( { label: 'Question 1: How was your visit?' } );
	await card.getByRole( 'button', { name: 'Insert', exact: true } ).click();
	await message.press( 'End' );
	await message.pressSequentially( '.' );
	await expect( message ).toHaveValue(
		'Hello! You said your visit was {{answer:visit}}.'
	);
	await expect(
		card.getByRole( 'region', { name: 'Preview' } )
	).toContainText( 'You said your visit was {Question 1}.' );
	await shot( card, 'pro' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.locator( '.uf-builder__save-status' ) ).toHaveText(
		'Saved'
	);
	await owner.close();

	const v = await newVisitor( browser );
	await v.page.goto( `/?uf=${ SLUG }` );
	const panel = v.page.locator( PANEL );
	await panel.getByLabel( 'Great' ).click();
	await panel.getByRole( 'textbox' ).fill( ADDRESS );
	await panel.locator( '.uf-footer .uf-button' ).click();
	await expect( panel ).toContainText( /thank/i );
	expect( v.errors ).toEqual( [] );
	await v.context.close();

	// The after-reply nudge may already have sent it; the queue sends what is left, never twice.
	runQueue();
	await expect.poll( () => mailsTo( ADDRESS ).length ).toBe( 1 );
	runQueue();
	const [ mail ] = mailsTo( ADDRESS );
	expect( mailsTo( ADDRESS ) ).toHaveLength( 1 );
	expect( mail.subject ).toBe( 'Thanks for your visit' );
	expect( mail.message ).toContain( 'Hello! You said your visit was Great.' );
	expect( mail.message ).toContain(
		`You receive this e-mail because you answered the survey “E2E Follow-up ${ STAMP }”`
	);
	expect( mail.message ).not.toContain( '{{' );
	expect( ( [] as string[] ).concat( mail.headers ).join( '\n' ) ).toContain(
		'Content-Type: text/plain'
	);
} );

test( 'Lite: the card is locked and opens the upgrade modal', async ( {
	browser,
} ) => {
	setTier( 'lite' );
	const owner = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await owner.newPage();
	await page.goto( `${ SURVEYS }#/edit/${ surveyId }/notifications` );
	const card = followUpCard( page );
	const toggle = card.getByLabel(
		'Send each respondent a follow-up email once they complete the survey'
	);
	await expect( toggle ).toHaveAttribute( 'aria-disabled', 'true' );
	await expect( toggle ).not.toBeChecked();
	await shot( card, 'lite' );
	// Locked controls are aria-disabled but still take a click, which opens the modal;
	// Playwright waits for aria-disabled controls to be enabled unless forced.
	await toggle.click( { force: true } );
	await expect(
		page.getByRole( 'heading', {
			name: 'Follow-up Emails is a PRO feature',
		} )
	).toBeVisible();
	await owner.close();
} );
