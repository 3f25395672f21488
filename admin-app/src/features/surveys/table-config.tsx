/**
 * The surveys table's columns, row actions and bulk actions (spec §2.2), given what the user may
 * do. The server enforces the same capabilities; this only hides what would be refused.
 */
import { Link } from 'react-router-dom';
import { __, _n, sprintf } from '@wordpress/i18n';

import type {
	BulkAction,
	Column,
	RowAction,
} from '../../components/admin-table';
import type {
	SurveyBulkActionName,
	SurveyListItem,
} from '../../data/use-surveys';
import type { Entitlements } from '../../data/globals';
import { formatDateTime } from './format-date';
import { hiddenFromVisitorsNote } from './hidden-pro-types';
import { limitReachedLabel, statusLabel, surveyTitle } from './labels';
import type { SurveyFilter } from './list-view';
import { ShortcodeCell } from './ShortcodeCell';

export interface SurveyPermissions {
	canEdit: boolean;
	canDelete: boolean;
	canViewResults: boolean;
}

export interface SiteFormat {
	locale: string;
	timezone: string;
}

/**
 * The results page of one survey (the results area's own hash routes).
 *
 * @param resultsPageUrl The results admin page URL.
 * @param id             The survey id.
 * @param view           The results route under the survey: '' or '/responses'.
 */
export function surveyResultsUrl(
	resultsPageUrl: string,
	id: number,
	view: '' | '/responses' = ''
): string {
	return `${ resultsPageUrl }#/survey/${ id }${ view }`;
}

const isTrashed = ( item: SurveyListItem ) => item.status === 'trash';

function HiddenNote( {
	item,
	entitlements,
}: {
	item: SurveyListItem;
	entitlements: Pick< Entitlements, 'addons' | 'is_pro' >;
} ) {
	const note = hiddenFromVisitorsNote(
		item.pro_question_types,
		entitlements
	);
	return note ? (
		<span className="uf-survey-status__hidden">
			<span className="dashicons dashicons-hidden" aria-hidden="true" />
			{ note }
		</span>
	) : null;
}

interface ColumnOptions {
	permissions: SurveyPermissions;
	format: SiteFormat;
	resultsPageUrl: string;
	onShortcodeCopy: ( copied: boolean ) => void;
	/** For the note on surveys visitors never see (Pro question types without the add-on). */
	entitlements?: Pick< Entitlements, 'addons' | 'is_pro' >;
}

export function surveyColumns( {
	permissions,
	format,
	resultsPageUrl,
	onShortcodeCopy,
	entitlements,
}: ColumnOptions ): Column< SurveyListItem >[] {
	return [
		{
			key: 'title',
			title: __( 'Title', 'userfeedback' ),
			sortable: true,
			isRowTitle: true,
			render: ( item ) => (
				<strong>
					{ permissions.canEdit && ! isTrashed( item ) ? (
						<Link className="row-title" to={ `/edit/${ item.id }` }>
							{ surveyTitle( item ) }
						</Link>
					) : (
						surveyTitle( item )
					) }
				</strong>
			),
		},
		{
			key: 'status',
			title: __( 'Status', 'userfeedback' ),
			sortable: true,
			width: '15%',
			render: ( item ) => (
				<>
					<span
						className={ `uf-survey-status is-${
							item.is_scheduled ? 'scheduled' : item.status
						}` }
					>
						{ statusLabel( item ) }
					</span>
					{ item.is_scheduled && item.publish_at && (
						<span className="uf-survey-status__when">
							{ sprintf(
								/* translators: %s: date and time the survey goes live. */
								__( 'Goes live %s', 'userfeedback' ),
								formatDateTime(
									item.publish_at,
									format.locale,
									format.timezone
								)
							) }
						</span>
					) }
					{ item.limit_reached && ! isTrashed( item ) && (
						<span className="uf-survey-status__closed">
							<span
								className="dashicons dashicons-lock"
								aria-hidden="true"
							/>
							{ limitReachedLabel() }
						</span>
					) }
					{ entitlements && ! isTrashed( item ) && (
						<HiddenNote
							item={ item }
							entitlements={ entitlements }
						/>
					) }
				</>
			),
		},
		{
			key: 'created_at',
			title: __( 'Created', 'userfeedback' ),
			sortable: true,
			initialOrder: 'desc',
			width: '18%',
			render: ( item ) =>
				item.created_at ? (
					<time dateTime={ item.created_at }>
						{ formatDateTime(
							item.created_at,
							format.locale,
							format.timezone
						) }
					</time>
				) : (
					'—'
				),
		},
		{
			name: 'shortcode',
			title: __( 'Shortcode', 'userfeedback' ),
			width: '20%',
			render: ( item ) => (
				<ShortcodeCell
					shortcode={ item.shortcode }
					title={ surveyTitle( item ) }
					onCopy={ onShortcodeCopy }
				/>
			),
		},
		{
			name: 'responses',
			title: __( 'Responses', 'userfeedback' ),
			width: '10%',
			render: ( item ) =>
				permissions.canViewResults ? (
					<a
						href={ surveyResultsUrl( resultsPageUrl, item.id ) }
						aria-label={ sprintf(
							/* translators: 1: number of responses. 2: survey title. */
							_n(
								'%1$d response to “%2$s”: view results',
								'%1$d responses to “%2$s”: view results',
								item.responses_count,
								'userfeedback'
							),
							item.responses_count,
							surveyTitle( item )
						) }
					>
						{ item.responses_count.toLocaleString() }
					</a>
				) : (
					item.responses_count.toLocaleString()
				),
		},
	];
}

interface RowActionOptions {
	permissions: SurveyPermissions;
	resultsPageUrl: string;
	onDuplicate: ( item: SurveyListItem ) => void;
	onAction: ( action: SurveyBulkActionName, item: SurveyListItem ) => void;
	/** Opens the Share dialog of a survey whose page is on. */
	onShare?: ( item: SurveyListItem ) => void;
}

export function surveyRowActions( {
	permissions,
	resultsPageUrl,
	onDuplicate,
	onAction,
	onShare,
}: RowActionOptions ): RowAction< SurveyListItem >[] {
	const { canEdit, canDelete, canViewResults } = permissions;
	return [
		{
			name: 'edit',
			label: __( 'Edit', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Edit “%s”', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: ( item ) => canEdit && ! isTrashed( item ),
			href: ( item ) => `#/edit/${ item.id }`,
		},
		{
			name: 'results',
			label: __( 'Results', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Results of “%s”', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: () => canViewResults,
			href: ( item ) => surveyResultsUrl( resultsPageUrl, item.id ),
		},
		{
			name: 'responses',
			label: __( 'Responses', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Responses to “%s”', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: () => canViewResults,
			href: ( item ) =>
				surveyResultsUrl( resultsPageUrl, item.id, '/responses' ),
		},
		{
			name: 'share',
			label: __( 'Share', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Share “%s”', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: ( item ) =>
				!! onShare && !! item.share_url && ! isTrashed( item ),
			onClick: ( item ) => onShare?.( item ),
		},
		{
			name: 'duplicate',
			label: __( 'Duplicate', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Duplicate “%s”', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: () => canEdit,
			onClick: onDuplicate,
		},
		{
			name: 'untrash',
			label: __( 'Restore', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Restore “%s” from the Trash', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: ( item ) => canDelete && isTrashed( item ),
			onClick: ( item ) => onAction( 'restore', item ),
		},
		{
			name: 'trash',
			label: __( 'Trash', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Move “%s” to the Trash', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: ( item ) => canDelete && ! isTrashed( item ),
			onClick: ( item ) => onAction( 'trash', item ),
			isDestructive: true,
		},
		{
			name: 'delete',
			label: __( 'Delete permanently', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: survey title. */
					__( 'Delete “%s” permanently', 'userfeedback' ),
					surveyTitle( item )
				),
			isVisible: ( item ) => canDelete && isTrashed( item ),
			onClick: ( item ) => onAction( 'delete', item ),
			isDestructive: true,
		},
	];
}

/**
 * Spec §2.2: Publish, Make Draft and Trash in normal views; Restore and Delete Permanently in
 * the Trash view.
 *
 * @param filter      The current view.
 * @param permissions What the user may do.
 */
export function surveyBulkActions(
	filter: SurveyFilter,
	permissions: SurveyPermissions
): BulkAction[] {
	const actions: Array< BulkAction & { allowed: boolean } > =
		filter === 'trash'
			? [
					{
						value: 'restore',
						label: __( 'Restore', 'userfeedback' ),
						allowed: permissions.canDelete,
					},
					{
						value: 'delete',
						label: __( 'Delete Permanently', 'userfeedback' ),
						allowed: permissions.canDelete,
					},
				]
			: [
					{
						value: 'publish',
						label: __( 'Publish', 'userfeedback' ),
						allowed: permissions.canEdit,
					},
					{
						value: 'draft',
						label: __( 'Make Draft', 'userfeedback' ),
						allowed: permissions.canEdit,
					},
					{
						value: 'trash',
						label: __( 'Trash', 'userfeedback' ),
						allowed: permissions.canDelete,
					},
				];
	return actions
		.filter( ( action ) => action.allowed )
		.map( ( { value, label } ) => ( { value, label } ) );
}

const SURVEY_BULK_ACTIONS: readonly string[] = [
	'publish',
	'draft',
	'trash',
	'restore',
	'delete',
] satisfies SurveyBulkActionName[];

export function isSurveyBulkAction(
	value: string
): value is SurveyBulkActionName {
	return SURVEY_BULK_ACTIONS.includes( value );
}
