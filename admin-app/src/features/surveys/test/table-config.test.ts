import { describe, expect, it } from 'vitest';

import type { SurveyListItem } from '../../../data/use-surveys';
import { actionDoneMessage, deleteConfirmation, statusLabel } from '../labels';
import type { SurveyFilter } from '../list-view';
import {
	surveyBulkActions,
	surveyResultsUrl,
	surveyRowActions,
	type SurveyPermissions,
} from '../table-config';

const ALL: SurveyPermissions = {
	canEdit: true,
	canDelete: true,
	canViewResults: true,
};

function survey( overrides: Partial< SurveyListItem > = {} ): SurveyListItem {
	return {
		id: 12,
		title: 'Website Experience',
		status: 'publish',
		is_scheduled: false,
		created_at: '2026-09-12T10:00:00+00:00',
		publish_at: null,
		responses_count: 118,
		shortcode: '[userfeedback id="12"]',
		limit_reached: false,
		pro_question_types: [],
		share_url: null,
		...overrides,
	};
}

describe( 'surveyBulkActions', () => {
	it.each< [ SurveyFilter, SurveyPermissions, string[] ] >( [
		[ 'all', ALL, [ 'Publish', 'Make Draft', 'Trash' ] ],
		[ 'publish', ALL, [ 'Publish', 'Make Draft', 'Trash' ] ],
		[ 'scheduled', ALL, [ 'Publish', 'Make Draft', 'Trash' ] ],
		[ 'draft', ALL, [ 'Publish', 'Make Draft', 'Trash' ] ],
		[ 'trash', ALL, [ 'Restore', 'Delete Permanently' ] ],
		[ 'all', { ...ALL, canDelete: false }, [ 'Publish', 'Make Draft' ] ],
		[ 'trash', { ...ALL, canDelete: false }, [] ],
		[ 'all', { ...ALL, canEdit: false }, [ 'Trash' ] ],
	] )( 'in %s with %j: %j', ( filter, permissions, labels ) => {
		expect(
			surveyBulkActions( filter, permissions ).map(
				( action ) => action.label
			)
		).toEqual( labels );
	} );
} );

describe( 'surveyRowActions', () => {
	function visible( item: SurveyListItem, permissions = ALL ): string[] {
		return surveyRowActions( {
			permissions,
			resultsPageUrl:
				'https://example.test/wp-admin/admin.php?page=userfeedback_results',
			onDuplicate: () => undefined,
			onAction: () => undefined,
		} )
			.filter( ( action ) => action.isVisible?.( item ) ?? true )
			.map( ( action ) => action.label );
	}

	it.each< [ string, SurveyListItem, SurveyPermissions, string[] ] >( [
		[
			'a published survey',
			survey(),
			ALL,
			[ 'Edit', 'Results', 'Responses', 'Duplicate', 'Trash' ],
		],
		[
			'a trashed survey',
			survey( { status: 'trash' } ),
			ALL,
			[
				'Results',
				'Responses',
				'Duplicate',
				'Restore',
				'Delete permanently',
			],
		],
		[
			'a survey, without the delete capability',
			survey(),
			{ ...ALL, canDelete: false },
			[ 'Edit', 'Results', 'Responses', 'Duplicate' ],
		],
		[
			'a survey, without view results',
			survey( { status: 'draft' } ),
			{ ...ALL, canViewResults: false },
			[ 'Edit', 'Duplicate', 'Trash' ],
		],
	] )( '%s shows %j', ( _label, item, permissions, labels ) => {
		expect( visible( item, permissions ) ).toEqual( labels );
	} );

	it( 'links to the builder and the results pages', () => {
		const actions = surveyRowActions( {
			permissions: ALL,
			resultsPageUrl:
				'https://example.test/wp-admin/admin.php?page=userfeedback_results',
			onDuplicate: () => undefined,
			onAction: () => undefined,
		} );
		const href = ( name: string ) =>
			actions
				.find( ( action ) => action.name === name )
				?.href?.( survey() );

		expect( href( 'edit' ) ).toBe( '#/edit/12' );
		expect( href( 'results' ) ).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_results#/survey/12'
		);
		expect( href( 'responses' ) ).toBe(
			'https://example.test/wp-admin/admin.php?page=userfeedback_results#/survey/12/responses'
		);
		expect( surveyResultsUrl( 'x', 3 ) ).toBe( 'x#/survey/3' );
	} );
} );

describe( 'labels', () => {
	it.each< [ Pick< SurveyListItem, 'status' | 'is_scheduled' >, string ] >( [
		[ { status: 'publish', is_scheduled: false }, 'Published' ],
		[ { status: 'publish', is_scheduled: true }, 'Scheduled' ],
		[ { status: 'draft', is_scheduled: false }, 'Draft' ],
		[ { status: 'trash', is_scheduled: false }, 'Trash' ],
	] )( '%j is %s', ( item, label ) => {
		expect( statusLabel( item ) ).toBe( label );
	} );

	it( 'counts what an action changed', () => {
		expect( actionDoneMessage( 'trash', 1 ) ).toBe(
			'1 survey moved to the Trash.'
		);
		expect( actionDoneMessage( 'publish', 3 ) ).toBe(
			'3 surveys published.'
		);
		expect( actionDoneMessage( 'delete', 2 ) ).toBe(
			'2 surveys permanently deleted.'
		);
	} );

	it( 'names what a permanent deletion removes', () => {
		expect( deleteConfirmation( [ 'Old Poll' ] ) ).toContain(
			'“Old Poll”'
		);
		expect( deleteConfirmation( [ 'A', 'B' ] ) ).toContain(
			'Delete 2 surveys permanently?'
		);
	} );
} );
