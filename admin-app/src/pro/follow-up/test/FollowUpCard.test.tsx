/**
 * The Workflow step's follow-up e-mail card: locked below the pro plan, set up on it, in line with
 * the server's rules (stepProblems), with the server's messages at their fields.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

import type { Entitlements } from '../../../data/globals';
import type { Survey } from '../../../data/survey-types';
import { useBuilder } from '../../../features/surveys/builder/BuilderContext';
import { stepProblems } from '../../../features/surveys/builder/steps';
import { NotificationsStep } from '../../../features/surveys/builder/steps/NotificationsStep';
import { forSave } from '../../../features/surveys/builder/survey';
import {
	PRO_PLUS,
	closeUpgrade,
	question,
	renderStep,
	survey,
	upgradeTitle,
} from '../../../features/surveys/builder/settings/test/harness';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
	setFetchHandler,
} from '../../../test-utils';

// Compiled once before the tests (the card is a lazily loaded chunk).
await import( '../FollowUpCard' );

const TOGGLE =
	'Send each respondent a follow-up email once they complete the survey';

function withEmail( extra: Partial< Survey > = {} ): Survey {
	return survey( {
		questions: [
			question( 'q1', 'radio-button', {
				title: 'How was it?',
				config: { options: [ 'Great', 'Fine' ] },
			} ),
			question( 'mail', 'email', { title: 'Your email?' } ),
			question( 'q3', 'long-text', { title: 'Anything else?' } ),
		],
		...extra,
	} );
}

function StepWithSave() {
	const builder = useBuilder();
	return (
		<>
			<NotificationsStep />
			<button type="button" onClick={ () => void builder.save() }>
				Save
			</button>
		</>
	);
}

function card() {
	return screen.getByRole( 'region', {
		name: 'Follow-up Email to the Respondent',
	} );
}

async function toggle() {
	return ( await screen.findByRole( 'checkbox', {
		name: TOGGLE,
	} ) ) as HTMLInputElement;
}

function errorOf( field: HTMLElement ): string | null {
	const ids = field.getAttribute( 'aria-describedby' )?.split( ' ' ) ?? [];
	const errors = ids
		.map( ( id ) => document.getElementById( id ) )
		.filter( ( el ) =>
			el?.classList.contains( 'uf-builder-settings__error' )
		);
	return errors[ 0 ]?.textContent ?? null;
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Follow-up e-mail to the respondent', () => {
	it.each< [ string, Entitlements ] >( [
		[ 'Lite', LITE ],
		[ 'the plus plan', PRO_PLUS ],
	] )( '%s: the card is locked and opens the upgrade modal', ( _, ent ) => {
		const { draft } = renderStep( NotificationsStep, withEmail(), ent );
		const active = screen.getByRole( 'checkbox', {
			name: TOGGLE,
		} ) as HTMLInputElement;
		expect( active.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( active.getAttribute( 'aria-describedby' ) ).toBeTruthy();
		expect( upgradeTitle( 'Follow-up Emails' ) ).toBeNull();
		fireEvent.click( active );
		expect( upgradeTitle( 'Follow-up Emails' ) ).toBeTruthy();
		closeUpgrade();
		expect( active.checked ).toBe( false );
		expect( draft().notifications.follow_up.active ).toBe( false );
		expect( within( card() ).queryByRole( 'textbox' ) ).toBeNull();
	} );

	it( 'Lite: a save sends it off, as the server stores it', () => {
		const initial = withEmail();
		initial.notifications.follow_up = {
			active: true,
			question_id: 'mail',
			subject: 'x',
			body: 'y',
		};
		expect( forSave( initial, LITE ).notifications.follow_up.active ).toBe(
			false
		);
		expect(
			forSave( initial, PRO_PLUS ).notifications.follow_up.active
		).toBe( true );
	} );

	it( 'turns on with the e-mail question chosen and checks what the server checks', async () => {
		const { draft } = renderStep(
			NotificationsStep,
			withEmail(),
			PRO_ELITE
		);
		const active = await toggle();
		expect( active.getAttribute( 'aria-disabled' ) ).toBeNull();
		fireEvent.click( active );
		expect( draft().notifications.follow_up ).toMatchObject( {
			active: true,
			question_id: 'mail',
		} );
		const select = screen.getByRole( 'combobox', {
			name: 'Send to the address given in',
		} ) as HTMLSelectElement;
		expect( select.value ).toBe( 'mail' );
		expect(
			within( select )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'Question 2: Your email?' ] );

		// Empty: Next is blocked in the server's words; the fields say so once left.
		expect( stepProblems( 'notifications', draft(), true ) ).toEqual( [
			'The follow-up e-mail needs a subject.',
			'The follow-up e-mail needs a message.',
		] );
		const subject = screen.getByRole( 'textbox', { name: 'Subject' } );
		expect( errorOf( subject ) ).toBeNull();
		fireEvent.blur( subject );
		expect( errorOf( subject ) ).toBe(
			'The follow-up e-mail needs a subject.'
		);
		expect( subject.getAttribute( 'aria-invalid' ) ).toBe( 'true' );

		fireEvent.change( subject, {
			target: { value: 'Thanks for {{answer:q1' },
		} );
		expect( errorOf( subject ) ).toContain( 'Write a recall as' );
		fireEvent.change( subject, {
			target: { value: 'Thanks, you said {{answer:q1}}' },
		} );
		expect( errorOf( subject ) ).toBeNull();

		const message = screen.getByRole( 'textbox', { name: 'Message' } );
		fireEvent.change( message, {
			target: { value: 'Hello\n{{answer:nope}}' },
		} );
		expect( errorOf( message ) ).toContain(
			'“nope” is not an earlier question'
		);
		fireEvent.change( message, {
			target: { value: 'Hello\nYou wrote: ' },
		} );

		// The picker offers every recallable answer (the last one too) and writes at the caret.
		const pickers = within( card() ).getAllByRole( 'button', {
			name: 'Insert an earlier answer',
		} );
		fireEvent.click( pickers[ 1 ] );
		const choice = screen.getByRole( 'combobox', {
			name: 'Answer or hidden field',
		} );
		expect(
			within( choice )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [
			'Question 1: How was it?',
			'Question 2: Your email?',
			'Question 3: Anything else?',
		] );
		fireEvent.change( choice, { target: { value: 'answer:q3' } } );
		fireEvent.change(
			screen.getByRole( 'textbox', {
				name: 'Text when it is empty (optional)',
			} ),
			{ target: { value: 'nothing' } }
		);
		( message as HTMLTextAreaElement ).setSelectionRange( 17, 17 );
		fireEvent.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect( draft().notifications.follow_up.body ).toBe(
			'Hello\nYou wrote: {{answer:q3|nothing}}'
		);
		expect( stepProblems( 'notifications', draft(), true ) ).toEqual( [] );

		// The preview reads the recalls as the owner does.
		const preview = screen.getByRole( 'region', { name: 'Preview' } );
		expect( preview.textContent ).toContain(
			'The address given in Question 2'
		);
		expect( preview.textContent ).toContain(
			'Thanks, you said {Question 1}'
		);
		expect( preview.textContent ).toContain( 'You wrote: {nothing}' );
		expect( preview.textContent ).toContain( 'gave this address' );
	} );

	it( 'without an e-mail question it says to add one', async () => {
		const { draft } = renderStep(
			NotificationsStep,
			survey( { questions: [ question( 'q1', 'text' ) ] } ),
			PRO_ELITE
		);
		fireEvent.click( await toggle() );
		const select = screen.getByRole( 'combobox', {
			name: 'Send to the address given in',
		} );
		expect( errorOf( select ) ).toBe(
			'Add an e-mail question to send a follow-up e-mail: it is sent to the address the respondent gives there.'
		);
		expect(
			select.getAttribute( 'aria-describedby' )?.split( ' ' )
		).toHaveLength( 2 );
		expect(
			screen.getByText( /This survey has no email question yet/ )
		).toBeTruthy();
		expect( stepProblems( 'notifications', draft(), true ) ).toContain(
			'Add an e-mail question to send a follow-up e-mail: it is sent to the address the respondent gives there.'
		);
	} );

	it( 'a message the server sent shows at its field until the field changes', async () => {
		setFetchHandler( async () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): notifications.follow_up.body',
				data: {
					status: 400,
					params: {
						'notifications.follow_up.body':
							'The message can be at most 5000 characters long.',
					},
				},
			};
		} );
		const initial = withEmail();
		initial.notifications.follow_up = {
			active: true,
			question_id: 'mail',
			subject: 'Thanks',
			body: 'Hello',
		};
		renderStep( StepWithSave, initial, PRO_ELITE );
		const message = ( await screen.findByRole( 'textbox', {
			name: 'Message',
		} ) ) as HTMLTextAreaElement;
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		} );
		await waitFor( () =>
			expect( errorOf( message ) ).toBe(
				'The message can be at most 5000 characters long.'
			)
		);
		expect(
			errorOf( screen.getByRole( 'textbox', { name: 'Subject' } ) )
		).toBeNull();
		fireEvent.change( message, { target: { value: 'Hello again' } } );
		expect( errorOf( message ) ).toBeNull();
	} );
} );
