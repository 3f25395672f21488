/**
 * The Behavior card's Live Results group: the switch, the threshold beside it once on, and the
 * plain note when the survey is not a poll (one choice question).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import {
	LITE,
	PRO_ELITE,
	clearGlobals,
	resetFetchHandler,
} from '../../../../../test-utils';
import { stepProblems } from '../../steps';
import { SettingsStep } from '../../steps/SettingsStep';
import { defaultBehavior } from '../../survey';
import {
	closeUpgrade,
	question,
	renderStep,
	survey,
	upgradeTitle,
} from './harness';

const card = () => screen.getByRole( 'region', { name: 'Behavior' } );
const toggle = () =>
	within( card() ).getByRole( 'checkbox', {
		name: 'Show visitors the results after they answer',
	} ) as HTMLInputElement;
const threshold = () =>
	within( card() ).queryByRole( 'spinbutton', {
		name: 'Show the results from',
	} ) as HTMLInputElement | null;

beforeEach( () => resetFetchHandler() );
afterEach( () => clearGlobals() );

describe( 'Live Results', () => {
	it( 'a poll: the switch, then from how many votes; out of range said and listed', () => {
		const { draft } = renderStep(
			SettingsStep,
			survey( { questions: [ question( 'q1', 'radio-button' ) ] } ),
			PRO_ELITE
		);
		expect( threshold() ).toBeNull();
		fireEvent.click( toggle() );
		expect( draft().settings.behavior.show_results ).toBe( true );
		expect(
			within( card() ).getByText( /For a poll \(a survey of one/ )
		).toBeTruthy();
		fireEvent.change( threshold() as HTMLInputElement, {
			target: { value: '20' },
		} );
		expect( draft().settings.behavior.results_min_votes ).toBe( 20 );
		fireEvent.change( threshold() as HTMLInputElement, {
			target: { value: '20000' },
		} );
		expect( stepProblems( 'settings', draft(), true ) ).toEqual( [
			expect.stringMatching(
				/^Show the results from 0 \(at once\) to 10.000 votes\.$/
			),
		] );
	} );

	it( 'not a poll: kept, and said to show no results', () => {
		renderStep( SettingsStep, survey(), PRO_ELITE );
		fireEvent.click( toggle() );
		expect(
			within( card() ).getByText(
				'This survey is not a poll, so it shows no results: a poll has one single-choice, multiple-choice, dropdown or image choice question.'
			)
		).toBeTruthy();
	} );

	it( 'Lite: the switch opens the upgrade modal and changes nothing', () => {
		const { draft } = renderStep( SettingsStep, survey(), LITE );
		fireEvent.click( toggle() );
		expect( upgradeTitle( 'Live Results' ) ).toBeTruthy();
		closeUpgrade();
		expect( draft().settings.behavior ).toEqual( defaultBehavior() );
	} );
} );
