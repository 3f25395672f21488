/**
 * The Notifications step's Slack card: Lite and the plus plan get the upgrade prompt and ask for
 * nothing; on the pro plan an administrator ticks the site's destinations (a link to Settings →
 * Integrations when there are none), and sets conditions with the e-mail logic's editor on
 * notifications.slack.logic, pruned like the e-mail's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import type { Survey } from '../../../../../data/survey-types';
import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { NotificationsStep } from '../../steps/NotificationsStep';
import { PRO_PLUS, question, renderStep, serve, survey } from './harness';

const CHANNELS = [
	{
		id: 5,
		name: '#feedback',
		url_hint: 'hooks.slack.com/…9XyZ',
		active: true,
		failures: 0,
		created_at: null,
		updated_at: null,
		last_delivery: null,
	},
	{
		id: 6,
		name: '#support',
		url_hint: 'hooks.slack.com/…abcd',
		active: false,
		failures: 0,
		created_at: null,
		updated_at: null,
		last_delivery: null,
	},
];

function card() {
	return screen.getByRole( 'region', { name: 'Slack' } );
}

function withNps(
	slack: Partial< Survey[ 'notifications' ][ 'slack' ] > = {}
) {
	const base = survey( {
		questions: [ question( 'q1', 'nps' ), question( 'q2', 'text' ) ],
	} );
	return {
		...base,
		notifications: {
			...base.notifications,
			slack: { ...base.notifications.slack, ...slack },
		},
	};
}

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Slack card', () => {
	it.each( [
		[ 'Lite', LITE ],
		[ 'the plus plan', PRO_PLUS ],
	] )( '%s: says what it would do and asks for nothing', ( _, ent ) => {
		const calls = serve( {} );
		renderStep( NotificationsStep, withNps(), ent );
		expect(
			within( card() ).getByText(
				'Post new responses to Slack channels with UserFeedback Pro and a Pro or Elite license.'
			)
		).toBeTruthy();
		expect( within( card() ).queryByRole( 'checkbox' ) ).toBeNull();
		expect( calls.filter( ( path ) => path.includes( 'slack' ) ) ).toEqual(
			[]
		);
	} );

	it( 'Pro: ticks destinations, then posts only when conditions hold', async () => {
		serve( { '/userfeedback/v1/slack-destinations': () => CHANNELS } );
		const { draft } = renderStep( NotificationsStep, withNps(), PRO_ELITE );
		const logic = within( card() ).getByRole( 'checkbox', {
			name: 'Post to Slack only when conditions are met',
		} ) as HTMLInputElement;
		expect( logic.disabled ).toBe( true );

		fireEvent.click(
			await within( card() ).findByRole( 'checkbox', {
				name: '#feedback',
			} )
		);
		expect(
			within( card() ).getByRole( 'checkbox', {
				name: '#support (turned off)',
			} )
		).toBeTruthy();
		expect( draft().notifications.slack.destinations ).toEqual( [ 5 ] );

		expect( logic.disabled ).toBe( false );
		fireEvent.click( logic );
		expect(
			await within( card() ).findByText(
				'Post to Slack if all of these conditions are met:'
			)
		).toBeTruthy();
		expect( draft().notifications.slack.logic.enable ).toBe( true );
		expect( draft().notifications.slack.logic.conditions ).toHaveLength(
			1
		);
		expect(
			draft().notifications.slack.logic.conditions[ 0 ]
		).toMatchObject( { question_id: 'q1' } );
		expect( draft().notifications.email.logic.enable ).toBe( false );
	} );

	it( 'Pro without destinations: links to Settings → Integrations', async () => {
		serve( { '/userfeedback/v1/slack-destinations': () => [] } );
		renderStep( NotificationsStep, withNps(), PRO_ELITE );
		const link = await within( card() ).findByRole( 'link', {
			name: 'Add one in Settings → Integrations',
		} );
		expect( link.getAttribute( 'href' ) ).toContain(
			'page=userfeedback_settings#/integrations'
		);
	} );

	it( 'drops conditions whose question is gone, as the e-mail’s', () => {
		serve( { '/userfeedback/v1/slack-destinations': () => CHANNELS } );
		const { draft } = renderStep(
			NotificationsStep,
			withNps( {
				destinations: [ 5 ],
				logic: {
					enable: true,
					action: 'send',
					conditions: [
						{ question_id: 'gone', compare: '<', value: '7' },
					],
				},
			} ),
			PRO_ELITE
		);
		expect( draft().notifications.slack.logic ).toEqual( {
			enable: false,
			action: 'send',
			conditions: [],
		} );
	} );
} );
