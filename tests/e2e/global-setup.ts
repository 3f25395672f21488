import { chromium, type FullConfig } from '@playwright/test';
import { logIn } from './support';

/**
 * Logs in once as the admin and saves the cookies every test starts from.
 * @param config
 */
export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const { baseURL, storageState, launchOptions } = config.projects[ 0 ].use;
	const browser = await chromium.launch( launchOptions );
	const page = await browser.newPage( { baseURL } );
	await logIn( page, 'admin' );
	await page.waitForURL( /wp-admin/ );
	await page.context().storageState( { path: storageState as string } );
	await browser.close();
}
