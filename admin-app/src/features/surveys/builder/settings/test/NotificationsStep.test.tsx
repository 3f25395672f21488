import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import type { Entitlements } from '../../../../../data/globals';
import type { Survey } from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepValid } from '../../steps';
import { NotificationsStep } from '../../steps/NotificationsStep';
import {
	PRO_PLUS,
	PRO_PRO,
	question,
	renderStep,
	survey,
	upgradeTitle,
} from './harness';

function addresses() {
	return screen.getByRole( 'textbox', {
		name: 'Send To',
	} ) as HTMLInputElement;
}

function logicToggle() {
	return screen.getByRole( 'checkbox', {
		name: 'Send the email only when conditions are met',
	} ) as HTMLInputElement;
}

function withChoiceQuestions( extra: Partial< Survey > = {} ): Survey {
	return survey( {
		questions: [
			question( 'q1', 'text' ),
			question( 'q2', 'radio-button' ),
			question( 'q3', 'checkbox', {
				config: { options: [ 'Price', 'Support', 'Speed' ] },
			} ),
			question( 'q4', 'star-rating' ),
		],
		...extra,
	} );
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'NotificationsStep (Workflow)', () => {
	it( 'turns e-mail notifications on and off', () => {
		const { draft } = renderStep( NotificationsStep, survey(), LITE );
		expect(
			screen.getByRole( 'heading', {
				level: 2,
				name: 'Email Notifications',
			} )
		).toBeTruthy();
		const active = screen.getByRole( 'checkbox', {
			name: 'Send an email notification for each new response',
		} ) as HTMLInputElement;
		expect( active.checked ).toBe( true );
		expect( addresses().value ).toBe( 'admin@example.test' );

		fireEvent.click( active );
		expect( draft().notifications.email.active ).toBe( false );
		expect( addresses().disabled ).toBe( true );
	} );

	it( 'validates the comma-separated addresses', () => {
		const { draft } = renderStep( NotificationsStep, survey(), LITE );
		fireEvent.change( addresses(), {
			target: {
				value: 'a@example.com, not-an-address,b@example.org, x@y',
			},
		} );
		expect( addresses().getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		const message = screen.getByText(
			'Not a valid e-mail address: not-an-address, x@y'
		);
		expect(
			addresses().getAttribute( 'aria-describedby' )?.split( ' ' )
		).toContain( message.id );
		expect( stepValid( 'notifications', draft(), true ) ).toBe( false );

		fireEvent.change( addresses(), {
			target: { value: 'a@example.com, b@example.org' },
		} );
		expect( addresses().getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( screen.queryByText( /Not a valid e-mail address/ ) ).toBeNull();
		expect( draft().notifications.email.addresses ).toBe(
			'a@example.com, b@example.org'
		);
		expect( stepValid( 'notifications', draft(), true ) ).toBe( true );

		// An empty list is allowed.
		fireEvent.change( addresses(), { target: { value: '' } } );
		expect( addresses().getAttribute( 'aria-invalid' ) ).toBeNull();
		expect( stepValid( 'notifications', draft(), true ) ).toBe( true );
	} );

	it( 'does not flag addresses while e-mail is off', () => {
		const initial = survey();
		initial.notifications.email = {
			...initial.notifications.email,
			active: false,
			addresses: 'nope',
		};
		renderStep( NotificationsStep, initial, LITE );
		expect( addresses().getAttribute( 'aria-invalid' ) ).toBeNull();
	} );
} );

describe( 'Conditional e-mail logic', () => {
	it.each< [ string, Entitlements ] >( [
		[ 'Lite', LITE ],
		[ 'Pro without a licence', PRO_UNLICENSED ],
		[ 'plus', PRO_PLUS ],
	] )( '%s: locked, opens "Enhanced Notifications"', ( _, ent ) => {
		const { draft } = renderStep(
			NotificationsStep,
			withChoiceQuestions(),
			ent
		);
		expect( logicToggle().getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( logicToggle() );
		expect( upgradeTitle( 'Enhanced Notifications' ) ).toBeTruthy();
		expect( logicToggle().checked ).toBe( false );
		expect( draft().notifications.email.logic.enable ).toBe( false );
		expect(
			screen.queryByRole( 'button', { name: 'Add Condition' } )
		).toBeNull();
	} );

	it.each< [ string, Entitlements ] >( [
		[ 'pro', PRO_PRO ],
		[ 'elite', PRO_ELITE ],
	] )(
		'%s: conditions on the survey’s choice and rating questions',
		async ( _, ent ) => {
			const { draft } = renderStep(
				NotificationsStep,
				withChoiceQuestions(),
				ent
			);
			fireEvent.click( logicToggle() );
			expect( upgradeTitle( 'Enhanced Notifications' ) ).toBeNull();
			expect( draft().notifications.email.logic ).toEqual( {
				enable: true,
				action: 'send',
				conditions: [ { question_id: 'q2', compare: '==', value: '' } ],
			} );

			// Once the conditions' Pro chunk is in.
			const condition = await screen.findByRole( 'group', {
				name: 'Condition 1',
			} );
			const source = within( condition ).getByRole( 'combobox', {
				name: 'Question',
			} ) as HTMLSelectElement;
			// Text questions are not offered.
			expect(
				Array.from( source.options ).map( ( o ) => o.textContent )
			).toEqual( [
				'2. Question q2',
				'3. Question q3',
				'4. Question q4',
			] );

			const answer = within( condition ).getByRole( 'combobox', {
				name: 'Answer',
			} ) as HTMLSelectElement;
			expect( answer.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
			fireEvent.change( answer, { target: { value: 'Yes' } } );
			expect(
				draft().notifications.email.logic.conditions[ 0 ].value
			).toBe( 'Yes' );
			expect( answer.getAttribute( 'aria-invalid' ) ).toBeNull();

			// Comparisons follow the question type.
			fireEvent.change( source, { target: { value: 'q4' } } );
			const compare = within( condition ).getByRole( 'combobox', {
				name: 'Comparison',
			} ) as HTMLSelectElement;
			expect(
				Array.from( compare.options ).map( ( o ) => o.textContent )
			).toEqual( [ 'is', 'is not', 'lower than', 'greater than' ] );
			fireEvent.change( compare, { target: { value: '<' } } );
			fireEvent.change(
				within( condition ).getByRole( 'combobox', { name: 'Answer' } ),
				{ target: { value: '3' } }
			);
			expect( draft().notifications.email.logic.conditions ).toEqual( [
				{ question_id: 'q4', compare: '<', value: '3' },
			] );

			fireEvent.change( source, { target: { value: 'q3' } } );
			expect(
				Array.from(
					(
						within( condition ).getByRole( 'combobox', {
							name: 'Comparison',
						} ) as HTMLSelectElement
					 ).options
				).map( ( o ) => o.textContent )
			).toEqual( [ 'is', 'is not', 'includes' ] );
			fireEvent.click(
				within( condition ).getByRole( 'checkbox', { name: 'Support' } )
			);
			expect( draft().notifications.email.logic.conditions ).toEqual( [
				{ question_id: 'q3', compare: '==', value: [ 'Support' ] },
			] );

			fireEvent.click(
				screen.getByRole( 'button', { name: 'Add Condition' } )
			);
			expect( draft().notifications.email.logic.conditions ).toHaveLength(
				2
			);
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Remove condition 2' } )
			);
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Remove condition 1' } )
			);
			// Logic left without conditions is turned off.
			expect( draft().notifications.email.logic ).toEqual( {
				enable: false,
				action: 'send',
				conditions: [],
			} );
		}
	);

	it( 'needs a choice or rating question', () => {
		renderStep( NotificationsStep, survey(), PRO_ELITE );
		expect( logicToggle().disabled ).toBe( true );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Email Notifications' } )
			).getByText(
				'Conditional logic needs a choice, rating or consent question: Multiple Choice, Checkboxes, Dropdown, Image Choice, Star Rating, NPS, Scale, Smiley Faces or Consent.'
			)
		).toBeTruthy();
	} );

	it( 'drops conditions on questions that are gone', () => {
		const initial = withChoiceQuestions();
		initial.notifications.email.logic = {
			enable: true,
			action: 'send',
			conditions: [
				{ question_id: 'deleted', compare: '==', value: 'Yes' },
			],
		};
		const { draft } = renderStep( NotificationsStep, initial, PRO_ELITE );
		expect( draft().notifications.email.logic ).toEqual( {
			enable: false,
			action: 'send',
			conditions: [],
		} );
	} );

	it( 'leaves valid logic untouched on mount', async () => {
		const initial = withChoiceQuestions();
		initial.notifications.email.logic = {
			enable: true,
			action: 'send',
			conditions: [ { question_id: 'q2', compare: '!=', value: 'No' } ],
		};
		const { dirty } = renderStep( NotificationsStep, initial, PRO_ELITE );
		expect( dirty() ).toBe( false );
		expect(
			(
				( await screen.findByRole( 'combobox', {
					name: 'Comparison',
				} ) ) as HTMLSelectElement
			 ).value
		).toBe( '!=' );
		expect( dirty() ).toBe( false );
	} );
} );
