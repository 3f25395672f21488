/**
 * Renders one builder step the way SurveyBuilder does (inside a BuilderProvider, under the app's
 * query client and upgrade modal), at a memory route, with stand-ins for the other routes and a
 * probe that prints the draft, so tests can see where a step navigated and what it changed.
 */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { ToastProvider } from '../../../../components/Toast';
import { UpgradeModalProvider } from '../../../../components/upgrade-modal';
import type { Entitlements } from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import {
	createTestQueryClient,
	setFetchHandler,
	setGlobals,
} from '../../../../test-utils';
import type { SurveyStep } from '../../builder-steps';
import { BuilderProvider, useBuilder } from '../BuilderContext';
import { BuilderFrame } from '../BuilderFrame';
import { newSurvey } from '../survey';

/** What the draft looks like now, for assertions (`screen.getByTestId( 'probe' )`). */
function Probe() {
	const { survey, templateChosen } = useBuilder();
	const location = useLocation();
	return (
		<pre data-testid="probe">
			{ JSON.stringify( {
				path: location.pathname,
				state: location.state as unknown,
				templateChosen,
				id: survey.id,
				title: survey.title,
				template: survey.template,
				type: survey.type,
				status: survey.status,
				publish_at: survey.publish_at,
				questions: survey.questions.map( ( q ) => q.title ),
			} ) }
		</pre>
	);
}

export function probe(): {
	path: string;
	state: unknown;
	templateChosen: boolean;
	id: number | null;
	title: string;
	template: string;
	type: string;
	status: string;
	publish_at: string | null;
	questions: string[];
} {
	const element = document.querySelector( '[data-testid="probe"]' );
	return JSON.parse( element?.textContent ?? '{}' );
}

interface RenderStepOptions {
	/** The route, e.g. '/new/setup' or '/edit/7/publish'. */
	path: string;
	step: ReactElement;
	entitlements: Entitlements;
	survey?: Survey;
	startedNew?: boolean;
	timezone?: string;
	/** Inside the builder's frame (its banners, save status and "To continue" list). */
	frame?: boolean;
}

export function renderStep( {
	path,
	step,
	entitlements,
	survey,
	startedNew = true,
	timezone = 'Europe/Paris',
	frame = false,
}: RenderStepOptions ): RenderResult {
	setGlobals( { ...entitlements, timezone } );
	const initial = survey ?? {
		...newSurvey( 'admin@example.test' ),
		status: 'draft' as const,
	};
	const client = createTestQueryClient();
	return render(
		<QueryClientProvider client={ client }>
			<ToastProvider>
				<UpgradeModalProvider>
					<MemoryRouter initialEntries={ [ path ] }>
						<BuilderProvider
							initial={ initial }
							startedNew={ startedNew }
						>
							<Routes>
								<Route
									path={ path }
									element={
										frame ? (
											<BuilderFrame
												step={
													path
														.split( '/' )
														.pop() as SurveyStep
												}
											>
												{ step }
											</BuilderFrame>
										) : (
											step
										)
									}
								/>
								<Route
									path="/"
									element={ <h1>Surveys list</h1> }
								/>
								<Route
									path="*"
									element={ <p>Another step</p> }
								/>
							</Routes>
							<Probe />
						</BuilderProvider>
					</MemoryRouter>
				</UpgradeModalProvider>
			</ToastProvider>
		</QueryClientProvider>
	);
}

export interface Call {
	method: string;
	path: string;
	data: unknown;
}

type Route = ( options: APIFetchOptions ) => unknown;

/**
 * Answers apiFetch calls from a table of `METHOD path` → handler, and records them.
 *
 * @param routes Handlers by method and path (without the query string).
 */
export function serve( routes: Record< string, Route > ): Call[] {
	const calls: Call[] = [];
	setFetchHandler( async ( options ) => {
		const path = String( options.path ).split( '?' )[ 0 ];
		const method = options.method ?? 'GET';
		calls.push( { method, path, data: options.data } );
		const route = routes[ `${ method } ${ path }` ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ method } ${ path }`,
				data: { status: 404 },
			};
		}
		return route( options );
	} );
	return calls;
}
