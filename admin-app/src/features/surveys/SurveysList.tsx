/**
 * The surveys list (spec §2.2): status views with counts, sortable columns, pagination, bulk and
 * row actions, shortcode copy, the empty state and the Pro upsell. The view lives in the hash
 * route's query string (`#/?status=trash&orderby=title&order=asc&page=2`). Also the
 * published surveys' display order (DisplayOrder) and "Closed: limit reached" in the status.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import {
	AdminTable,
	statusCounts,
	useListPage,
	type QuickFilter,
	type RowId,
} from '../../components/admin-table';
import { Page } from '../../components/Page';
import { useToasts } from '../../components/Toast';
import type { ApiError } from '../../data/api';
import { adminPageUrl, getGlobals } from '../../data/globals';
import { useEntitlements } from '../../data/use-entitlements';
import {
	useDuplicateSurvey,
	useSurveyBulkAction,
	useSurveyList,
	type SurveyBulkActionName,
	type SurveyListItem,
} from '../../data/use-surveys';
import { ActionFeedback, type Feedback } from './ActionFeedback';
import { DisplayOrder } from './display-order/DisplayOrder';
import {
	actionDoneMessage,
	deleteConfirmation,
	emptyViewMessage,
	filterLabel,
	surveyTitle,
} from './labels';
import {
	SURVEY_FILTERS,
	listParams,
	searchFromView,
	viewFromSearch,
	type SurveyFilter,
	type SurveyListView,
} from './list-view';
import { ProUpsell } from './ProUpsell';
import { ShareDialog } from './share/ShareDialog';
import { PublishedNotice } from './published-notice';
import { LegacyImportPanel } from './legacy/LegacyImportPanel';
import {
	isSurveyBulkAction,
	surveyBulkActions,
	surveyColumns,
	surveyRowActions,
} from './table-config';
import './surveys-list.scss';

const getRowId = ( item: SurveyListItem ) => item.id;

function NoSurveys() {
	return (
		<div className="uf-surveys-empty">
			<h2 className="uf-surveys-empty__title">
				{ __( 'No Surveys', 'userfeedback' ) }
			</h2>
			<p className="uf-surveys-empty__text">
				{ __(
					'Create a survey to start collecting feedback from your visitors.',
					'userfeedback'
				) }
			</p>
			<Link className="button button-primary" to="/new">
				{ __( 'Create New', 'userfeedback' ) }
			</Link>
		</div>
	);
}

export function SurveysList() {
	const [ searchParams, setSearchParams ] = useSearchParams();
	const view = viewFromSearch( searchParams );
	const navigate = useNavigate();
	const { data: entitlements } = useEntitlements();
	const globals = getGlobals();
	const permissions = useMemo(
		() => ( {
			canEdit: globals.capabilities.create_edit_surveys,
			canDelete: globals.capabilities.delete_surveys,
			canViewResults: globals.capabilities.view_results,
		} ),
		[ globals ]
	);
	const resultsPageUrl = adminPageUrl( globals.admin_url, 'results' );

	const list = useSurveyList( listParams( view ) );
	const bulk = useSurveyBulkAction();
	const duplicate = useDuplicateSurvey();
	const { show: showToast } = useToasts();

	const items = useMemo( () => list.data?.items ?? [], [ list.data ] );
	const pagination = list.data?.pagination ?? null;
	const counts = statusCounts( list.data?.status_filters );

	const { setView, afterAction, feedback, setFeedback, feedbackRef } =
		useListPage< SurveyListView, Feedback >( {
			view,
			toSearch: searchFromView,
			setSearchParams,
			pagination,
			isPlaceholderData: list.isPlaceholderData,
			allFilter: 'all',
		} );

	const runAction = async (
		action: SurveyBulkActionName,
		targets: SurveyListItem[]
	): Promise< boolean > => {
		if (
			action === 'delete' &&
			// eslint-disable-next-line no-alert -- a native confirm is accessible and enough here.
			! window.confirm(
				deleteConfirmation(
					targets.map( ( item ) => surveyTitle( item ) )
				)
			)
		) {
			return false;
		}
		setFeedback( null );
		const pageIds = items.map( getRowId );
		try {
			const result = await bulk.mutateAsync( {
				action,
				ids: targets.map( getRowId ),
			} );
			setFeedback( {
				kind: 'done',
				message: actionDoneMessage( action, result.survey_ids.length ),
				skipped: result.skipped.map( ( entry ) => ( {
					...entry,
					title: surveyTitle(
						items.find( ( item ) => item.id === entry.id ) ?? {
							title: `#${ entry.id }`,
						}
					),
				} ) ),
			} );
			afterAction( pageIds, result.survey_ids );
			return true;
		} catch ( error ) {
			setFeedback( { kind: 'error', error: error as ApiError } );
			return false;
		}
	};

	const onBulkAction = ( action: string, ids: RowId[] ) =>
		isSurveyBulkAction( action )
			? runAction(
					action,
					items.filter( ( item ) => ids.includes( item.id ) )
				)
			: false;

	const [ sharing, setSharing ] = useState< SurveyListItem | null >( null );

	const onDuplicate = ( item: SurveyListItem ) => {
		setFeedback( null );
		duplicate.mutate( item.id, {
			onSuccess: ( { id } ) => navigate( `/edit/${ id }` ),
			onError: ( error ) => setFeedback( { kind: 'error', error } ),
		} );
	};

	const onShortcodeCopy = useCallback(
		( copied: boolean ) =>
			showToast(
				copied
					? __( 'Copied to Clipboard', 'userfeedback' )
					: __(
							'Could not copy. Select the shortcode and press Ctrl+C (⌘+C on a Mac).',
							'userfeedback'
						)
			),
		[ showToast ]
	);

	const columns = useMemo(
		() =>
			surveyColumns( {
				permissions,
				format: { locale: globals.locale, timezone: globals.timezone },
				resultsPageUrl,
				onShortcodeCopy,
				entitlements,
			} ),
		[ permissions, globals, resultsPageUrl, onShortcodeCopy, entitlements ]
	);

	const rowActions = surveyRowActions( {
		permissions,
		resultsPageUrl,
		onDuplicate,
		onShare: setSharing,
		onAction: ( action, item ) => void runAction( action, [ item ] ),
	} );

	const quickFilters: QuickFilter[] = SURVEY_FILTERS.map( ( filter ) => ( {
		label: filterLabel( filter ),
		attribute: 'status',
		value: filter,
		count: counts.get( filter ),
	} ) );

	const hasNoSurveys = view.filter === 'all' && counts.get( 'all' ) === 0;

	return (
		<Page
			title={ __( 'Surveys', 'userfeedback' ) }
			className="uf-surveys"
			actions={
				permissions.canEdit && (
					<Link className="page-title-action" to="/new">
						{ __( 'Create New', 'userfeedback' ) }
					</Link>
				)
			}
		>
			<PublishedNotice />
			<LegacyImportPanel />
			{ permissions.canEdit && ! hasNoSurveys && (
				<DisplayOrder entitlements={ entitlements } />
			) }
			<div
				ref={ feedbackRef }
				tabIndex={ -1 }
				className="uf-surveys__feedback"
			>
				{ feedback && <ActionFeedback feedback={ feedback } /> }
			</div>

			<AdminTable< SurveyListItem >
				label={ __( 'Surveys', 'userfeedback' ) }
				className="uf-surveys-table"
				columns={ columns }
				items={ items }
				getRowId={ getRowId }
				getRowLabel={ surveyTitle }
				rowActions={ rowActions }
				quickFilters={ quickFilters }
				currentFilter={ { attribute: 'status', value: view.filter } }
				onFilterChange={ ( filter ) =>
					setView( {
						...view,
						filter: filter.value as SurveyFilter,
						page: 1,
					} )
				}
				sort={ { orderby: view.orderby, order: view.order } }
				onSortChange={ ( sort ) =>
					setView( {
						...view,
						orderby: sort.orderby as SurveyListView[ 'orderby' ],
						order: sort.order,
						page: 1,
					} )
				}
				pagination={ pagination }
				onPageChange={ ( page ) => setView( { ...view, page } ) }
				bulkActions={ surveyBulkActions( view.filter, permissions ) }
				onBulkAction={ onBulkAction }
				isLoading={ list.isPending }
				isFetching={
					list.isFetching || bulk.isPending || duplicate.isPending
				}
				error={ list.error ?? undefined }
				errorTitle={ __(
					'Could not load the surveys.',
					'userfeedback'
				) }
				onRetry={ () => void list.refetch() }
				emptyState={
					hasNoSurveys ? (
						<NoSurveys />
					) : (
						<p className="uf-surveys-table__empty">
							{ emptyViewMessage( view.filter ) }
						</p>
					)
				}
			/>

			{ ! entitlements.is_pro && <ProUpsell /> }
			<ShareDialog
				survey={
					sharing?.share_url
						? {
								id: sharing.id,
								title: surveyTitle( sharing ),
								share_url: sharing.share_url,
							}
						: null
				}
				onClose={ () => setSharing( null ) }
			/>
		</Page>
	);
}
