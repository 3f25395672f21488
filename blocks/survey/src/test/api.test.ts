import { afterEach, describe, expect, it } from 'vitest';
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

import { fetchSurvey, fetchSurveys, surveyPath, surveysPath } from '../api';

afterEach( () =>
	apiFetch.setFetchHandler( () =>
		Promise.reject( new Error( 'unexpected' ) )
	)
);

describe( 'request paths', () => {
	it( 'searches the newest 20 surveys by title, the text trimmed and encoded', () => {
		expect( surveysPath( '' ) ).toBe(
			'/userfeedback/v1/surveys?per_page=20&select=title%2Cstatus'
		);
		expect( surveysPath( '  Prod & co ' ) ).toBe(
			'/userfeedback/v1/surveys?per_page=20&select=title%2Cstatus&search=Prod+%26+co'
		);
	} );

	it( 'reads the chosen survey in the edit context, only the fields the block uses', () => {
		expect( surveyPath( 7 ) ).toBe(
			'/userfeedback/v1/surveys/7?context=edit&_fields=id,title,status,is_scheduled,display,page_survey,language,translations'
		);
		expect( surveyPath( 7, 'fr_FR' ) ).toBe(
			'/userfeedback/v1/surveys/7?context=edit&lang=fr_FR&_fields=id,title,status,is_scheduled,display,page_survey,language,translations'
		);
	} );
} );

describe( 'fetchSurveys', () => {
	it( 'maps the list to the picker’s items, the match count and the site’s count', async () => {
		const paths: string[] = [];
		apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
			paths.push( String( options.path ) );
			return Promise.resolve( {
				items: [
					{
						id: 5,
						title: 'Pricing Page Poll',
						status: 'draft',
						is_scheduled: false,
					},
					{ id: 4, status: 'publish', is_scheduled: true },
				],
				pagination: { page: 1, pages: 1, per_page: 20, total: 2 },
				status_filters: [
					{ status: 'all', count: 9 },
					{ status: 'draft', count: 1 },
				],
			} );
		} );
		await expect( fetchSurveys( 'poll' ) ).resolves.toEqual( {
			items: [
				{
					id: 5,
					title: 'Pricing Page Poll',
					status: 'draft',
					is_scheduled: false,
				},
				{ id: 4, title: '', status: 'publish', is_scheduled: true },
			],
			total: 2,
			siteTotal: 9,
		} );
		expect( paths[ 0 ] ).toMatch( /search=poll/ );
	} );

	it( 'turns a refusal into an ApiError with the server’s message and status', async () => {
		apiFetch.setFetchHandler( () =>
			Promise.reject( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to view surveys.',
				data: { status: 403 },
			} )
		);
		await expect( fetchSurvey( 3, '' ) ).rejects.toMatchObject( {
			code: 'rest_forbidden',
			status: 403,
			message: 'Sorry, you are not allowed to view surveys.',
		} );
	} );
} );
