/**
 * Renders the Settings or Workflow step as the builder does (query client, upgrade modal, builder
 * draft) for one edition, answers the lookups from a table, and exposes the draft as it changes.
 */
import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import { UpgradeModalProvider } from '../../../../../components/upgrade-modal';
import type { Entitlements } from '../../../../../data/globals';
import type {
	Question,
	QuestionType,
	Survey,
} from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	createTestQueryClient,
	setFetchHandler,
	setGlobals,
	withQueryClient,
} from '../../../../../test-utils';
import { BuilderProvider, useBuilder } from '../../BuilderContext';
import { newSurvey } from '../../survey';

/** A licensed Pro site on the plus plan, every add-on active. */
export const PRO_PLUS: Entitlements = { ...PRO_ELITE, license_type: 'plus' };

/** A licensed Pro site on the pro plan, every add-on active. */
export const PRO_PRO: Entitlements = { ...PRO_ELITE, license_type: 'pro' };

/**
 * Entitlements with one add-on switched off.
 *
 * @param ent   The entitlements to start from.
 * @param addon The add-on to switch off.
 */
export function withoutAddon(
	ent: Entitlements,
	addon: keyof Entitlements[ 'addons' ]
): Entitlements {
	return {
		...ent,
		addons: {
			...ent.addons,
			[ addon ]: { active: false, installed: true },
		},
	};
}

/**
 * A question with a fixed id and title.
 *
 * @param id    The id.
 * @param type  The type.
 * @param extra Fields to override.
 */
export function question(
	id: string,
	type: QuestionType = 'text',
	extra: Partial< Question > = {}
): Question {
	return {
		id,
		title: `Question ${ id }`,
		type,
		config: {
			options:
				type === 'radio-button' || type === 'checkbox'
					? [ 'Yes', 'No' ]
					: [],
		},
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
		...extra,
	};
}

/**
 * A saved survey (all devices, all pages, default behaviour, e-mail to the admin).
 *
 * @param extra Fields to override.
 */
export function survey( extra: Partial< Survey > = {} ): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		id: 7,
		title: 'Website feedback',
		status: 'draft',
		questions: [ question( 'q1' ) ],
		...extra,
	};
}

type Route = ( params: URLSearchParams ) => unknown;

/**
 * Answers apiFetch calls by path (without the query string) and records every requested path.
 *
 * @param routes Handlers by path, given the query parameters.
 */
export function serve( routes: Record< string, Route > ): string[] {
	const calls: string[] = [];
	setFetchHandler( async ( options: APIFetchOptions ) => {
		// Without the locale parameter apiFetch's middleware adds.
		const path = String( options.path ).replace( /[?&]_locale=user$/, '' );
		calls.push( path );
		const [ base, query = '' ] = path.split( '?' );
		const route = routes[ base ];
		if ( ! route ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ base }`,
				data: { status: 404 },
			};
		}
		return route( new URLSearchParams( query ) );
	} );
	return calls;
}

/**
 * Renders a step for a survey and an edition.
 *
 * @param Step    The step component.
 * @param initial The survey the builder starts from.
 * @param ent     The site's entitlements (default Lite).
 */
export function renderStep(
	Step: ComponentType,
	initial: Survey,
	ent: Entitlements = LITE
) {
	setGlobals( { ...ent } );
	let draft = initial;
	let dirty = false;
	function Spy() {
		const builder = useBuilder();
		draft = builder.survey;
		dirty = builder.dirty;
		return null;
	}
	const result = render(
		withQueryClient(
			<UpgradeModalProvider>
				<BuilderProvider initial={ initial } startedNew={ false }>
					<Step />
					<Spy />
				</BuilderProvider>
			</UpgradeModalProvider>,
			createTestQueryClient()
		)
	);
	return { ...result, draft: () => draft, dirty: () => dirty };
}

/**
 * The upgrade modal's title for a feature, once it is open.
 *
 * @param feature The feature name.
 */
export function upgradeTitle( feature: string ) {
	return screen.queryByRole( 'heading', {
		name: `${ feature } is a PRO feature`,
	} );
}

/** Closes the upgrade modal. */
export function closeUpgrade() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
}
