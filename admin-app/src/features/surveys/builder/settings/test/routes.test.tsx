import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import {
	PRO_ELITE,
	clearGlobals,
	renderApp,
	resetFetchHandler,
} from '../../../../../test-utils';
import { serve, survey } from './harness';

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Settings and Workflow steps in the builder', () => {
	it( 'gates Next on the settings step by the page rules', async () => {
		serve( {
			'/userfeedback/v1/surveys/7': () => survey(),
			'/userfeedback/v1/logic-type': () => ( { items: [] } ),
		} );
		renderApp( 'surveys', {
			hash: '/edit/7/settings',
			globals: PRO_ELITE,
		} );

		await screen.findByRole( 'region', { name: 'Targeting' } );
		const next = screen.getByRole( 'button', {
			name: 'Next Step: Workflow',
		} );
		expect( next.getAttribute( 'aria-disabled' ) ).toBeNull();

		fireEvent.click( screen.getByRole( 'radio', { name: 'Advanced' } ) );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Rule 1 type' } ),
			{
				target: { value: 'cookie_exist' },
			}
		);
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect(
			screen.getByText(
				'Fill in every page rule, or show the survey on all pages.'
			)
		).toBeTruthy();
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Rule 1 value' } ),
			{
				target: { value: 'returning_visitor' },
			}
		);
		expect( next.getAttribute( 'aria-disabled' ) ).toBeNull();
	} );

	it( 'gates Next on the Workflow step by the addresses', async () => {
		serve( { '/userfeedback/v1/surveys/7': () => survey() } );
		renderApp( 'surveys', {
			hash: '/edit/7/notifications',
			globals: PRO_ELITE,
		} );

		const input = await screen.findByRole( 'textbox', { name: 'Send To' } );
		const next = screen.getByRole( 'button', {
			name: 'Next Step: Publish',
		} );
		expect( next.getAttribute( 'aria-disabled' ) ).toBeNull();
		fireEvent.change( input, { target: { value: 'admin@example' } } );
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect(
			screen.getByText(
				'Fix the notification e-mail addresses: each one must be a valid address, separated by commas.'
			)
		).toBeTruthy();
		// Pressed while blocked, it saves nothing and moves focus to the reasons.
		fireEvent.click( next );
		expect( next.ownerDocument.activeElement?.className ).toContain(
			'uf-builder__missing'
		);
	} );
} );
