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
		} ) as HTMLButtonElement;
		expect( next.disabled ).toBe( false );

		fireEvent.click( screen.getByRole( 'radio', { name: 'Advanced' } ) );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Rule 1 type' } ),
			{
				target: { value: 'cookie_exist' },
			}
		);
		expect( next.disabled ).toBe( true );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Rule 1 value' } ),
			{
				target: { value: 'returning_visitor' },
			}
		);
		expect( next.disabled ).toBe( false );
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
		} ) as HTMLButtonElement;
		expect( next.disabled ).toBe( false );
		fireEvent.change( input, { target: { value: 'admin@example' } } );
		expect( next.disabled ).toBe( true );
	} );
} );
