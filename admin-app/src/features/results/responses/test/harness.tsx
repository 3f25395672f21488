/**
 * Renders the responses screens on their routes in a MemoryRouter (the results area's routes are
 * wired elsewhere), answers apiFetch from a table of routes, and shows where the router is.
 */
import { render } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { Entitlements } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import type {
	ResponseList,
	ResponseListItem,
} from '../../../../data/use-responses';
import {
	createTestQueryClient,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../../test-utils';
import { ResponseDetail } from '../ResponseDetail';
import { ResponsesList } from '../ResponsesList';

export function Where() {
	const location = useLocation();
	return (
		<output data-testid="where">
			{ location.pathname + location.search }
		</output>
	);
}

export function where(): string {
	return document.querySelector( '[data-testid="where"]' )?.textContent ?? '';
}

export function renderAt(
	path: string,
	entitlements: Entitlements,
	capabilities: Partial< {
		create_edit_surveys: boolean;
		view_results: boolean;
		delete_surveys: boolean;
		manage_settings: boolean;
	} > = {}
) {
	setGlobals( {
		...entitlements,
		capabilities: {
			create_edit_surveys: true,
			view_results: true,
			delete_surveys: true,
			manage_settings: true,
			...capabilities,
		},
	} );
	const client = createTestQueryClient();
	const result = render(
		withQueryClient(
			<MemoryRouter initialEntries={ [ path ] }>
				<Routes>
					<Route
						path="survey/:id/responses"
						element={ <ResponsesList /> }
					/>
					<Route
						path="survey/:surveyId/responses/:id"
						element={ <ResponseDetail /> }
					/>
					<Route path="*" element={ <p>Elsewhere</p> } />
				</Routes>
				<Where />
			</MemoryRouter>,
			client
		)
	);
	return { ...result, queryClient: client };
}

type Route = ( options: APIFetchOptions, path: string ) => unknown;

export interface Call {
	key: string;
	path: string;
	options: APIFetchOptions;
}

/**
 * Answers apiFetch calls from a table of `METHOD path` → handler, and records them.
 *
 * @param routes Handlers by method and decoded path without the query string.
 */
export function serve( routes: Record< string, Route > ): Call[] {
	const calls: Call[] = [];
	setFetchHandler( async ( options ) => {
		// apiFetch's middleware adds `_locale=user`; leave it out of what tests compare.
		const path = decodeURIComponent( String( options.path ) )
			.replace( /([?&])_locale=user(&|$)/, ( _match, before, after ) =>
				after ? before : ''
			)
			.replace( /\?$/, '' );
		const method =
			( options.headers as Record< string, string > | undefined )?.[
				'X-HTTP-Method-Override'
			] ??
			options.method ??
			'GET';
		const key = `${ method } ${ path.split( '?' )[ 0 ] }`;
		calls.push( { key, path, options } );
		const route = routes[ key ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ key }`,
				data: { status: 404 },
			};
		}
		return route( options, path );
	} );
	return calls;
}

export function responseItem(
	overrides: Partial< ResponseListItem > = {}
): ResponseListItem {
	const id = overrides.id ?? 12;
	return {
		id,
		status: 'publish',
		submitted_at: '2026-11-20T09:30:00+00:00',
		page_submitted: {
			url: `https://example.test/page-${ id }/`,
			title: `Page ${ id }`,
		},
		completed: true,
		fields: {},
		language: '',
		answers: {},
		...overrides,
	};
}

export function listOf(
	items: ResponseListItem[],
	{
		columns = [],
		all = items.length,
		publish = all,
		trash = 0,
		page = 1,
		pages = 1,
		total = items.length,
		completed = items.filter( ( item ) => item.completed ).length,
		partial = items.length - completed,
	}: { columns?: string[] } & Partial<
		Record<
			| 'all'
			| 'publish'
			| 'trash'
			| 'page'
			| 'pages'
			| 'total'
			| 'completed'
			| 'partial',
			number
		>
	> = {}
): ResponseList {
	return {
		items,
		columns,
		pagination: { page, pages, per_page: 10, total },
		status_filters: [
			{ status: 'all', count: all },
			{ status: 'publish', count: publish },
			{ status: 'trash', count: trash },
		],
		completion_filters: [
			{ completion: 'all', count: completed + partial },
			{ completion: 'completed', count: completed },
			{ completion: 'partial', count: partial },
		],
	};
}

export const SURVEY = {
	id: 5,
	title: 'Website Experience',
	type: '',
	status: 'publish',
	questions: [
		{
			id: 'q-radio',
			title: 'How did you find us?',
			type: 'radio-button',
			config: { options: [ 'Search', 'Friend' ] },
		},
		{
			id: 'q-checkbox',
			title: 'What did you use?',
			type: 'checkbox',
			config: { options: [ 'Docs', 'Blog', 'Forum' ] },
		},
		{
			id: 'q-nps',
			title: 'How likely are you to recommend us?',
			type: 'nps',
			config: { options: [] },
		},
		{
			id: 'q-star',
			title: 'Rate the checkout',
			type: 'star-rating',
			config: { options: [] },
		},
		{
			id: 'q-email',
			title: 'Your e-mail',
			type: 'email',
			config: { options: [], include_name: true },
		},
		{
			id: 'q-text',
			title: 'One word for us',
			type: 'text',
			config: { options: [] },
		},
		{
			id: 'q-long',
			title: 'Anything else?',
			type: 'long-text',
			config: { options: [] },
		},
		{
			id: 'q-skipped',
			title: 'What would you change?',
			type: 'text',
			config: { options: [] },
		},
	],
} as unknown as Survey;

export const SURVEY_PATH = 'GET /userfeedback/v1/surveys/5';
export const RESPONSES_PATH = 'GET /userfeedback/v1/surveys/5/responses';
