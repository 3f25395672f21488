import { describe, expect, it } from 'vitest';

import { COMMENTS_PER_PAGE, pagerState } from '../paging';
import {
	answerText,
	hasInvalidOptions,
	isChartQuestion,
} from '../question-stats';
import { exportUrl, questionsEditorUrl } from '../urls';

const ADMIN = 'https://example.test/wp-admin/';

describe( 'pagerState', () => {
	it( 'shows 10 comments a page', () => {
		expect( COMMENTS_PER_PAGE ).toBe( 10 );
	} );

	it.each( [
		// page, pages (null: unknown), previous, next, shown page, shown pages
		[ 1, 3, false, true, 1, 3 ],
		[ 2, 3, true, true, 2, 3 ],
		[ 3, 3, true, false, 3, 3 ],
		[ 1, 1, false, false, 1, 1 ],
		// An empty list still reads "Page 1 of 1".
		[ 1, 0, false, false, 1, 1 ],
		// Past the end: held at the last page.
		[ 5, 3, true, false, 3, 3 ],
		// While the pages are unknown, next waits.
		[ 2, null, true, false, 1, 1 ],
	] )(
		'page %d of %s: previous %s, next %s',
		( page, pages, hasPrevious, hasNext, shownPage, shownPages ) => {
			const state = pagerState( page, pages === null ? null : { pages } );
			expect( state ).toEqual( {
				page: shownPage,
				pages: shownPages,
				hasPrevious: pages === null ? shownPage > 1 : hasPrevious,
				hasNext,
			} );
		}
	);
} );

describe( 'hasInvalidOptions', () => {
	it.each( [
		[ 'radio-button', [ 'Yes', 'No' ], false ],
		[ 'checkbox', [ 'A', 'B', 'C' ], false ],
		[ 'radio-button', [], true ],
		[ 'checkbox', [], true ],
		[ 'radio-button', [ 'Yes', '' ], true ],
		[ 'checkbox', [ 'A', '   ' ], true ],
		// Fixed scales and text questions have no options of their own.
		[ 'star-rating', [], false ],
		[ 'nps', [], false ],
		[ 'text', [], false ],
		[ 'long-text', [], false ],
		[ 'email', [], false ],
		[ 'star-rating', [ 1, 2, 3, 4, 5 ], false ],
	] )( '%s with %j: %s', ( type, options, expected ) => {
		expect( hasInvalidOptions( type, options ) ).toBe( expected );
	} );
} );

describe( 'question kinds', () => {
	it.each( [
		[ 'radio-button', false, true ],
		[ 'checkbox', false, true ],
		[ 'star-rating', false, true ],
		[ 'nps', false, true ],
		[ 'text', false, false ],
		[ 'long-text', false, false ],
		[ 'email', false, false ],
		[ 'custom', true, true ],
	] )(
		'%s (quantitative %s) is charted: %s',
		( type, quantitative, charted ) => {
			expect(
				isChartQuestion( { type, is_quantitative: quantitative } )
			).toBe( charted );
		}
	);

	it( 'shows any answer value as text', () => {
		expect( answerText( 'Hello' ) ).toBe( 'Hello' );
		expect( answerText( 9 ) ).toBe( '9' );
		expect( answerText( [ 'A', 'C' ] ) ).toBe( 'A, C' );
	} );
} );

describe( 'urls', () => {
	it( 'links the general, question and NPS exports with the nonce', () => {
		expect( exportUrl( ADMIN, 'n1', { surveyId: 3 } ) ).toBe(
			`${ ADMIN }admin.php?page=userfeedback_exports&survey_id=3&report=general&_wpnonce=n1`
		);
		expect(
			exportUrl( ADMIN, 'n1', {
				surveyId: 5,
				questionId: 'q1',
				start: '2026-11-15',
				end: '2026-11-21',
			} )
		).toBe(
			`${ ADMIN }admin.php?page=userfeedback_exports&survey_id=5&question_id=q1&start=2026-11-15&end=2026-11-21&_wpnonce=n1`
		);
		expect(
			exportUrl( ADMIN, 'n1', {
				surveyId: 5,
				report: 'nps',
				start: '2026-10-23',
				end: '2026-11-21',
			} )
		).toBe(
			`${ ADMIN }admin.php?page=userfeedback_exports&survey_id=5&report=nps&start=2026-10-23&end=2026-11-21&_wpnonce=n1`
		);
	} );

	it( 'links the builder’s questions step', () => {
		expect( questionsEditorUrl( ADMIN, 3 ) ).toBe(
			`${ ADMIN }admin.php?page=userfeedback_surveys#/edit/3/questions`
		);
	} );
} );
