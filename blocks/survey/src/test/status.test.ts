import { describe, expect, it } from 'vitest';

import { displayNotice, statusClass, statusLabel } from '../status';
import type { BlockSurvey } from '../types';

function survey( fields: Partial< BlockSurvey > = {} ): BlockSurvey {
	return {
		id: 3,
		title: 'Product Feedback',
		status: 'publish',
		is_scheduled: false,
		display: { shown: true, reason: null, message: null },
		page_survey: {} as BlockSurvey[ 'page_survey' ],
		language: 'en_US',
		translations: {},
		...fields,
	};
}

const notShown = (
	reason: BlockSurvey[ 'display' ][ 'reason' ],
	message: string
) => ( {
	display: { shown: false, reason, message },
} );

describe( 'statusLabel and statusClass', () => {
	it.each( [
		[ 'publish', false, 'Published', 'is-publish' ],
		[ 'publish', true, 'Scheduled', 'is-scheduled' ],
		[ 'draft', false, 'Draft', 'is-draft' ],
		[ 'trash', false, 'Trash', 'is-trash' ],
	] as const )(
		'%s (scheduled: %s) is %s',
		( status, scheduled, label, css ) => {
			expect( statusLabel( { status, is_scheduled: scheduled } ) ).toBe(
				label
			);
			expect( statusClass( { status, is_scheduled: scheduled } ) ).toBe(
				css
			);
		}
	);
} );

describe( 'displayNotice', () => {
	it( 'says nothing when visitors see the survey', () => {
		expect( displayNotice( survey() ) ).toBeNull();
	} );

	it( 'names a draft, the Trash and a scheduled survey by its status', () => {
		const unpublished = notShown(
			'not_published',
			'Survey is not published'
		);
		expect(
			displayNotice( survey( { status: 'draft', ...unpublished } ) )
		).toEqual( {
			status: 'warning',
			message:
				'This survey is a draft, so visitors will not see it until it is published.',
		} );
		expect(
			displayNotice( survey( { status: 'trash', ...unpublished } ) )
				?.status
		).toBe( 'error' );
		expect(
			displayNotice( survey( { status: 'trash', ...unpublished } ) )
				?.message
		).toMatch( /^This survey is in the Trash/ );
		expect(
			displayNotice( survey( { is_scheduled: true, ...unpublished } ) )
		).toEqual( {
			status: 'info',
			message:
				'This survey is scheduled: visitors will see it here once it goes live.',
		} );
	} );

	it( 'gives the server’s reason when the plan or the run time hides a published survey', () => {
		expect(
			displayNotice(
				survey(
					notShown(
						'question_types',
						'Question Types addon is missing'
					)
				)
			)?.message
		).toBe(
			'Visitors will not see this survey on this plan: Question Types addon is missing. Its star rating or NPS questions need UserFeedback PRO with the Question Types addon.'
		);
		expect(
			displayNotice(
				survey( notShown( 'expired', 'Survey expired on 3/1' ) )
			)
		).toEqual( {
			status: 'warning',
			message:
				'Visitors will not see this survey: Survey expired on 3/1.',
		} );
	} );
} );
