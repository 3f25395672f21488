/**
 * The responses table's columns, row actions and bulk actions (spec §2 "/survey/{id}/responses"),
 * given the edition and what the user may do. The server enforces the same gates; this only hides
 * what would be refused. Between the title and the page, the answer columns the owner chose (the
 * survey's first three questions by default; every edition).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import type {
	BulkAction,
	Column,
	RowAction,
} from '../../../components/admin-table';
import type {
	ResponseListItem,
	ResponseStatusFilter,
	ResponsesActionName,
} from '../../../data/use-responses';
import { formatDateTime } from '../../surveys/format-date';
import { answerPreview, type AnswerColumn } from './list-answers';
import {
	partialBadgeLabel,
	responseStatusLabel,
	responseTitle,
} from './labels';
import { PageSubmittedLink } from './PageSubmittedLink';

export interface ResponsePermissions {
	/** Pro: view single responses, row selection, bulk actions, trash. */
	isPro: boolean;
	/** The delete capability: trash, restore and delete permanently. */
	canDelete: boolean;
}

export interface SiteFormat {
	locale: string;
	timezone: string;
}

const isTrashed = ( item: ResponseListItem ) => item.status === 'trash';

interface ColumnOptions {
	permissions: ResponsePermissions;
	format: SiteFormat;
	/** The route of one response (keeps the list's view). */
	detailPath: ( item: ResponseListItem ) => string;
	/** The row's tags under its title (Pro: TagChips from the pro-tags chunk). */
	renderTags?: ( item: ResponseListItem ) => ReactNode;
	/** The answer columns, in order (list-answers.ts `answerColumns`). */
	answers?: readonly AnswerColumn[];
}

/**
 * One answer in its cell: on one line, long text cut with an ellipsis and whole in the cell's
 * title (and for screen readers), a dash when the response has no answer.
 *
 * @param props       The answer.
 * @param props.value The response's answer to the column's question, if any.
 */
export function AnswerCell( {
	value,
}: {
	value: ResponseListItem[ 'answers' ][ string ] | undefined;
} ) {
	const preview = answerPreview( value );
	if ( preview === null ) {
		return (
			<span className="uf-results-responses__no-answer">
				<span aria-hidden="true">—</span>
				<span className="screen-reader-text">
					{ __( 'Not answered', 'userfeedback' ) }
				</span>
			</span>
		);
	}
	if ( preview.full === undefined ) {
		return (
			<span className="uf-results-responses__answer">
				{ preview.text }
			</span>
		);
	}
	return (
		<span className="uf-results-responses__answer" title={ preview.full }>
			<span aria-hidden="true">{ preview.text }</span>
			<span className="screen-reader-text">{ preview.full }</span>
		</span>
	);
}

export function responseColumns( {
	permissions,
	format,
	detailPath,
	renderTags,
	answers = [],
}: ColumnOptions ): Column< ResponseListItem >[] {
	// Room for the answers: the date and status columns narrow when there are some.
	const compact = answers.length > 0;
	return [
		{
			key: 'title',
			title: __( 'Title', 'userfeedback' ),
			isRowTitle: true,
			render: ( item ) => (
				<>
					<strong>
						{ permissions.isPro && ! isTrashed( item ) ? (
							<Link
								className="row-title"
								to={ detailPath( item ) }
							>
								{ responseTitle( item.id ) }
							</Link>
						) : (
							responseTitle( item.id )
						) }
					</strong>
					{ ! item.completed && (
						<>
							{ ' ' }
							<span className="uf-results-partial-badge">
								{ partialBadgeLabel() }
							</span>
						</>
					) }
					{ renderTags?.( item ) }
				</>
			),
		},
		...answers.map( ( answer ): Column< ResponseListItem > => ( {
			name: `answer-${ answer.id }`,
			title: answer.title,
			render: ( item ) => (
				<AnswerCell value={ item.answers[ answer.id ] } />
			),
		} ) ),
		{
			name: 'page',
			title: __( 'Page Submitted', 'userfeedback' ),
			render: ( item ) => (
				<PageSubmittedLink page={ item.page_submitted } />
			),
		},
		{
			name: 'date',
			title: __( 'Date Submitted', 'userfeedback' ),
			width: compact ? '15%' : '22%',
			render: ( item ) =>
				item.submitted_at ? (
					<time dateTime={ item.submitted_at }>
						{ formatDateTime(
							item.submitted_at,
							format.locale,
							format.timezone
						) }
					</time>
				) : (
					'—'
				),
		},
		{
			name: 'status',
			title: __( 'Status', 'userfeedback' ),
			width: compact ? '9%' : '12%',
			render: ( item ) => (
				<span
					className={ `uf-results-response-status is-${ item.status }` }
				>
					{ responseStatusLabel( item.status ) }
				</span>
			),
		},
	];
}

interface RowActionOptions {
	permissions: ResponsePermissions;
	/** The full href of one response (a hash link inside the results page). */
	detailHref: ( item: ResponseListItem ) => string;
	onAction: ( action: ResponsesActionName, item: ResponseListItem ) => void;
}

/**
 * Spec §2: View (Pro, not trashed), Restore (trashed), Trash (Pro, not trashed), Delete
 * permanently (trashed). Restore and delete also need Pro on the server, and every change needs
 * the delete capability.
 *
 * @param options             What to build the actions from.
 * @param options.permissions The edition and the user's capabilities.
 * @param options.detailHref  The link of one response.
 * @param options.onAction    Runs trash, restore or delete on one row.
 */
export function responseRowActions( {
	permissions,
	detailHref,
	onAction,
}: RowActionOptions ): RowAction< ResponseListItem >[] {
	const { isPro, canDelete } = permissions;
	const canChange = isPro && canDelete;
	return [
		{
			name: 'view',
			label: __( 'View', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: response title, e.g. Response #12. */
					__( 'View %s', 'userfeedback' ),
					responseTitle( item.id )
				),
			isVisible: ( item ) => isPro && ! isTrashed( item ),
			href: detailHref,
		},
		{
			name: 'untrash',
			label: __( 'Restore', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: response title, e.g. Response #12. */
					__( 'Restore %s from the Trash', 'userfeedback' ),
					responseTitle( item.id )
				),
			isVisible: ( item ) => canChange && isTrashed( item ),
			onClick: ( item ) => onAction( 'restore', item ),
		},
		{
			name: 'trash',
			label: __( 'Trash', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: response title, e.g. Response #12. */
					__( 'Move %s to the Trash', 'userfeedback' ),
					responseTitle( item.id )
				),
			isVisible: ( item ) => canChange && ! isTrashed( item ),
			onClick: ( item ) => onAction( 'trash', item ),
			isDestructive: true,
		},
		{
			name: 'delete',
			label: __( 'Delete permanently', 'userfeedback' ),
			ariaLabel: ( item ) =>
				sprintf(
					/* translators: %s: response title, e.g. Response #12. */
					__( 'Delete %s permanently', 'userfeedback' ),
					responseTitle( item.id )
				),
			isVisible: ( item ) => canChange && isTrashed( item ),
			onClick: ( item ) => onAction( 'delete', item ),
			isDestructive: true,
		},
	];
}

/**
 * Spec §2: Trash in normal views; Restore and Delete Permanently in the Trash view. Pro only
 * (none in Lite: no checkboxes either).
 *
 * @param filter      The current view.
 * @param permissions The edition and the user's capabilities.
 */
export function responseBulkActions(
	filter: ResponseStatusFilter,
	permissions: ResponsePermissions
): BulkAction[] {
	if ( ! permissions.isPro || ! permissions.canDelete ) {
		return [];
	}
	return filter === 'trash'
		? [
				{ value: 'restore', label: __( 'Restore', 'userfeedback' ) },
				{
					value: 'delete',
					label: __( 'Delete Permanently', 'userfeedback' ),
				},
			]
		: [ { value: 'trash', label: __( 'Trash', 'userfeedback' ) } ];
}

const ACTIONS: readonly string[] = [
	'trash',
	'restore',
	'delete',
] satisfies ResponsesActionName[];

export function isResponsesAction(
	value: string
): value is ResponsesActionName {
	return ACTIONS.includes( value );
}
