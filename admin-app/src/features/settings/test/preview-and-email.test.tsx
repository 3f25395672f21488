/**
 * Review items 18 and 21: the Email tab names the address empty recipients fall back to, and the
 * widget preview starts on a survey visitors see now (published, not scheduled), naming the Skip
 * text that previews leave out (visitor.md §2).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { SETTINGS_DEFAULTS } from '../../../data/use-settings';
import type { SurveyListItem } from '../../../data/use-surveys';
import {
	clearGlobals,
	renderApp,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';
import { defaultPreviewSurvey } from '../widget/WidgetPreview';

function item(
	id: number,
	status: SurveyListItem[ 'status' ],
	scheduled = false
): SurveyListItem {
	return {
		id,
		title: `Survey ${ id }`,
		status,
		is_scheduled: scheduled,
		created_at: '2026-01-01T00:00:00+00:00',
		publish_at: null,
		responses_count: 0,
		shortcode: `[userfeedback id="${ id }"]`,
		limit_reached: false,
		pro_question_types: [],
		share_url: null,
	};
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'widget preview survey', () => {
	it( 'starts on the first live survey, else the first one', () => {
		expect(
			defaultPreviewSurvey( [
				item( 1, 'publish', true ),
				item( 2, 'draft' ),
				item( 3, 'publish' ),
				item( 4, 'publish' ),
			] )
		).toBe( 3 );
		expect(
			defaultPreviewSurvey( [
				item( 5, 'draft' ),
				item( 6, 'publish', true ),
			] )
		).toBe( 5 );
		expect( defaultPreviewSurvey( [] ) ).toBeNull();
	} );
} );

describe( 'email recipients', () => {
	it( 'names the admin address empty recipients fall back to', async () => {
		setFetchHandler( async () => ( {
			settings: { ...SETTINGS_DEFAULTS, automatic_updates: 'none' },
			locked: {},
			locked_values: {},
		} ) );
		renderApp( 'settings', { hash: '/email' } );
		const input = await screen.findByRole( 'textbox', {
			name: 'Email Recipients',
		} );
		expect( input.getAttribute( 'placeholder' ) ).toBe(
			'admin@example.test'
		);
		const described = ( input.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.map( ( id ) => document.getElementById( id )?.textContent )
			.join( ' ' );
		expect( described ).toContain(
			'Leave empty to send them to the site’s admin address, admin@example.test.'
		);
	} );
} );
