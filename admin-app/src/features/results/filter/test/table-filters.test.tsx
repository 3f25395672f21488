/**
 * Filtering from the tables of the types that are not charts, as a choice's bar does: a matrix
 * heat table's cell adds "row is column", a ranking's place "option in place N", a consent's
 * "Given" the consent given — each a button named for what it adds; cells nobody chose stay text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CONSENT_VALUE } from '@userfeedback/contract';

import { clearGlobals, setGlobals, chunksLoaded } from '../../../../test-utils';
import { QuestionStatCard } from '../../QuestionStatCard';
import { stat } from '../../test/fixtures';

const MATRIX = stat( {
	id: 'matrix',
	title: 'Rate our service',
	type: 'matrix',
	is_quantitative: false,
	total_answers: 3,
	matrix: {
		rows: [ 'Speed', 'Price' ],
		columns: [ 'Poor', 'Great' ],
		counts: [
			[ 0, 3 ],
			[ 1, 1 ],
		],
	},
} );

const RANKING = stat( {
	id: 'rank',
	title: 'Rank these',
	type: 'ranking',
	is_quantitative: false,
	total_answers: 2,
	ranking: [
		{
			option: 'Reports',
			places: [ 2, 0 ],
			average_place: 1,
			first_share: 100,
		},
		{ option: 'Tags', places: [ 0, 2 ], average_place: 2, first_share: 0 },
	],
} );

const CONSENT = stat( {
	id: 'ok',
	title: 'May we contact you?',
	type: 'consent',
	is_quantitative: false,
	total_answers: 2,
	skipped: 1,
	options: [ { value: CONSENT_VALUE, count: 2 } ],
} );

beforeEach( () => {
	setGlobals();
} );

afterEach( () => {
	clearGlobals();
} );

describe( 'filters from the matrix, ranking and consent tables', () => {
	it.each( [
		[ '3 (100%). Filter by Speed: Great', MATRIX, '["Speed","Great"]' ],
		[ '1 (50%). Filter by Price: Poor', MATRIX, '["Price","Poor"]' ],
		[ '2. Filter by Tags in place 2', RANKING, '["Tags",2]' ],
		[ 'Filter by answer: Given', CONSENT, CONSENT_VALUE ],
	] )( 'the button “%s” adds its value', async ( name, entry, value ) => {
		const onFilter = vi.fn();
		render(
			<QuestionStatCard
				surveyId={ 3 }
				stat={ entry }
				number={ 1 }
				onFilter={ onFilter }
			/>
		);
		await chunksLoaded();
		fireEvent.click( await screen.findByRole( 'button', { name } ) );
		expect( onFilter ).toHaveBeenCalledWith( entry, value );
	} );

	it( 'leaves the cells nobody chose, and every cell without a filter, as text', async () => {
		const { unmount } = render(
			<QuestionStatCard
				surveyId={ 3 }
				stat={ MATRIX }
				number={ 1 }
				onFilter={ vi.fn() }
			/>
		);
		await chunksLoaded();
		const speed = screen.getByRole( 'row', { name: /^Speed/ } );
		// Speed: Poor has no answers; Speed: Great has three.
		expect( within( speed ).getAllByRole( 'button' ) ).toHaveLength( 1 );
		expect(
			within(
				screen.getByRole( 'row', { name: /^Price/ } )
			).getAllByRole( 'button' )
		).toHaveLength( 2 );
		unmount();

		render(
			<QuestionStatCard surveyId={ 3 } stat={ MATRIX } number={ 1 } />
		);
		await chunksLoaded();
		expect( screen.getByRole( 'table' ) ).toBeTruthy();
		expect( screen.queryAllByRole( 'button' ) ).toHaveLength( 0 );
	} );
} );
