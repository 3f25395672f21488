/**
 * `#/survey/{id}/responses` (route name survey-responses; spec §2): the survey's responses in the
 * generic admin table — 'Response #id' (with a "Partial" badge when the visitor left before the
 * end), a few answers (the survey's first three questions, or the ones the user chose
 * under "Columns", at most five, kept per survey on the server; every edition), page submitted,
 * date submitted, status. Pro gets the quick filters (All,
 * Published, Trash) and the completion filters (All, Completed, Partial) with counts,
 * pagination, row selection, bulk actions and the View / Trash / Restore / Delete permanently row
 * actions (the completion filters only when the status view holds partial responses); Lite sees the first page only and an upgrade prompt when there are more. The view
 * (filters, page) lives in the hash route's query string. After an action the list reloads; if every row of the page changed, the filter resets
 * (spec §4).
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, useHref, useParams, useSearchParams } from 'react-router-dom';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	AdminTable,
	statusCounts,
	useListPage,
	type QuickFilter,
	type RowId,
} from '../../../components/admin-table';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { Page } from '../../../components/Page';
import type { ApiError } from '../../../data/api';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import {
	isNotFound,
	isUpgradeRequired,
	useResponsesAction,
	useSaveResponseColumns,
	useSurveyResponses,
	type ResponseListItem,
	type ResponseStatusFilter,
	type ResponsesActionName,
} from '../../../data/use-responses';
import { useSurvey } from '../../../data/use-survey';
import { ActionFeedback, type Feedback } from '../../surveys/ActionFeedback';
import { lazyModule } from '../../../components/LazyModule';
import { FilterSection } from '../filter/FilterSection';
import {
	fieldNamesOf,
	filterParams,
	isFiltered,
	type FilterSentiment,
} from '../filter/model';
import { AnswerColumnsPicker } from './AnswerColumnsPicker';
import { CompletionFilters } from './CompletionFilters';
import { ExportResultsButton } from './ExportResultsButton';
import { UnusedLinksSection } from './UnusedLinksSection';
import {
	deleteResponsesConfirmation,
	emptyResponsesMessage,
	responseFilterLabel,
	responseTitle,
	responsesActionMessage,
} from './labels';
import {
	DEFAULT_RESPONSE_VIEW,
	RESPONSE_FILTERS,
	idFromRoute,
	responseListParams,
	responsePath,
	responseViewFromSearch,
	searchFromResponseView,
	type ResponseListView,
} from './responses-view';
import {
	isResponsesAction,
	responseBulkActions,
	responseColumns,
	responseRowActions,
} from './table-config';
import { UpgradePrompt } from './UpgradePrompt';
import { answerColumns } from './list-answers';
import './responses.scss';
import { surveyLanguages } from '../../../data/languages';

// Tags (Pro): the pro-tags chunk, loaded when a row has tags or tagging opens. No
// spinner for a row's chips (they appear in place); the bulk form has the usual one.
const loadTags = () =>
	import( /* webpackChunkName: "pro-tags" */ '../../../pro/tags' );
const TagChips = lazyModule( loadTags, ( module ) => module.TagChips, {
	fallback: null,
} );
const BulkTags = lazyModule( loadTags, ( module ) => module.BulkTags );

// Insights (Pro, on the AI summary's plan): the pro-insights chunk, loaded when a row carries
// sentiments or themes (the server sends them on the plan only).
const InsightChips = lazyModule(
	() =>
		import(
			/* webpackChunkName: "pro-insights" */ '../../../pro/insights'
		),
	( module ) => module.InsightChips,
	{ fallback: null }
);

/** The bulk action that opens the tags form (not a responses action). */
const TAGS_ACTION = 'tags';

const getRowId = ( item: ResponseListItem ) => item.id;
const EMPTY_ANALYSIS = { where: [] };
const LIST_FILTER_KINDS = [
	'nps_bucket',
	'device',
	'page_url',
	'tag',
	'language',
	'sentiment',
	'theme',
	'range',
] as const;
const getRowLabel = ( item: ResponseListItem ) => responseTitle( item.id );

const backToResults = () => __( 'Back to Results', 'userfeedback' );

export function ResponsesList() {
	const surveyId = idFromRoute( useParams().id );
	if ( surveyId === null ) {
		return <NotFound backLabel={ backToResults() } />;
	}
	return <ResponsesListScreen surveyId={ surveyId } />;
}

/**
 * The title of the survey being read, or null while unknown.
 *
 * @param title The survey's title.
 */
function surveyHeading( title: string | undefined ): string {
	if ( title === undefined ) {
		return __( 'Responses', 'userfeedback' );
	}
	return sprintf(
		/* translators: %s: survey title. */
		__( 'Responses to “%s”', 'userfeedback' ),
		title.trim() || __( '(no title)', 'userfeedback' )
	);
}

function ResponsesListScreen( { surveyId }: { surveyId: number } ) {
	const { data: entitlements } = useEntitlements();
	const globals = getGlobals();
	const isPro = entitlements.is_pro;
	const permissions = useMemo(
		() => ( { isPro, canDelete: globals.capabilities.delete_surveys } ),
		[ isPro, globals ]
	);

	const [ searchParams, setSearchParams ] = useSearchParams();
	// Lite has one view: the first page of published responses (the URL is ignored).
	const view = isPro
		? responseViewFromSearch( searchParams )
		: DEFAULT_RESPONSE_VIEW;
	const viewSearch = searchFromResponseView( view ).toString();

	const survey = useSurvey( surveyId );
	// The answer columns chosen on this visit, asked for at once while the choice is saved; until
	// then the server's (the user's saved choice, or the survey's first questions).
	const [ chosenColumns, setChosenColumns ] = useState<
		string[] | undefined
	>( undefined );
	const saveColumns = useSaveResponseColumns();
	const list = useSurveyResponses( surveyId, {
		...responseListParams( view, isPro ),
		...( chosenColumns === undefined ? {} : { columns: chosenColumns } ),
	} );
	const action = useResponsesAction();
	// The hash prefix of this router ('#/' in the app), for the View row action's plain link.
	const routerBase = useHref( '/' );

	const items = useMemo( () => list.data?.items ?? [], [ list.data ] );
	// The themes this page's responses carry, so a theme filter's chip says its name (a list
	// filtered by a theme shows only responses that carry it).
	const pageThemes = useMemo( () => {
		const byId = new Map< number, { id: number; label: string } >();
		for ( const item of items ) {
			for ( const theme of item.themes ?? [] ) {
				byId.set( theme.id, theme );
			}
		}
		return [ ...byId.values() ];
	}, [ items ] );
	const questions = useMemo(
		() => survey.data?.questions ?? [],
		[ survey.data ]
	);
	const shownAnswers = useMemo(
		() => answerColumns( list.data?.columns ?? [], questions ),
		[ list.data, questions ]
	);
	const changeColumns = ( columns: string[] ) => {
		setChosenColumns( columns );
		saveColumns.mutate( { surveyId, columns } );
	};
	const pagination = list.data?.pagination ?? null;
	const counts = statusCounts( list.data?.status_filters );

	const { setView, afterAction, feedback, setFeedback, feedbackRef } =
		useListPage< ResponseListView, Feedback >( {
			view,
			toSearch: searchFromResponseView,
			setSearchParams,
			pagination,
			isPlaceholderData: list.isPlaceholderData,
			allFilter: 'all',
			clampPage: isPro,
		} );

	const runAction = async (
		name: ResponsesActionName,
		ids: number[]
	): Promise< boolean > => {
		if (
			name === 'delete' &&
			// eslint-disable-next-line no-alert -- a native confirm is accessible and enough here.
			! window.confirm( deleteResponsesConfirmation( ids ) )
		) {
			return false;
		}
		setFeedback( null );
		const pageIds = items.map( getRowId );
		try {
			const result = await action.mutateAsync( {
				surveyId,
				action: name,
				ids,
			} );
			setFeedback( {
				kind: 'done',
				message: responsesActionMessage(
					name,
					result.response_ids.length,
					ids.length
				),
				skipped: [],
			} );
			afterAction( pageIds, result.response_ids );
			return true;
		} catch ( error ) {
			setFeedback( { kind: 'error', error: error as ApiError } );
			return false;
		}
	};

	const [ tagging, setTagging ] = useState< number[] | null >( null );

	const onBulkAction = ( name: string, ids: RowId[] ) => {
		if ( name === TAGS_ACTION ) {
			setTagging(
				items
					.filter( ( item ) => ids.includes( item.id ) )
					.map( getRowId )
			);
			return true;
		}
		return isResponsesAction( name )
			? runAction(
					name,
					items
						.filter( ( item ) => ids.includes( item.id ) )
						.map( getRowId )
				)
			: false;
	};

	const detailPath = useCallback(
		( item: ResponseListItem ) =>
			responsePath( surveyId, item.id, viewSearch ),
		[ surveyId, viewSearch ]
	);

	const filterByTag = useCallback(
		( tag: string ) =>
			setView( {
				...view,
				analysis: { ...( view.analysis ?? EMPTY_ANALYSIS ), tag },
				page: 1,
			} ),
		[ setView, view ]
	);

	const filterByInsight = useCallback(
		( insight: { sentiment: FilterSentiment } | { theme: string } ) =>
			setView( {
				...view,
				analysis: {
					...( view.analysis ?? EMPTY_ANALYSIS ),
					...insight,
				},
				page: 1,
			} ),
		[ setView, view ]
	);

	const columns = useMemo(
		() =>
			responseColumns( {
				permissions,
				format: { locale: globals.locale, timezone: globals.timezone },
				detailPath,
				renderTags: isPro
					? ( item: ResponseListItem ) => (
							<>
								{ item.tags && item.tags.length > 0 ? (
									<TagChips
										tags={ item.tags }
										onSelect={ ( tag ) =>
											filterByTag( tag )
										}
									/>
								) : null }
								{ ( item.sentiments?.length ?? 0 ) > 0 ||
								( item.themes?.length ?? 0 ) > 0 ? (
									<InsightChips
										sentiments={ item.sentiments ?? [] }
										themes={ item.themes ?? [] }
										onSentiment={ ( sentiment ) =>
											filterByInsight( { sentiment } )
										}
										onTheme={ ( theme ) =>
											filterByInsight( {
												theme: String( theme ),
											} )
										}
									/>
								) : null }
							</>
						)
					: undefined,
				answers: shownAnswers,
			} ),
		[
			permissions,
			globals,
			detailPath,
			isPro,
			filterByTag,
			filterByInsight,
			shownAnswers,
		]
	);

	const rowActions = responseRowActions( {
		permissions,
		detailHref: ( item ) =>
			`${ routerBase.replace( /\/$/, '' ) }${ detailPath( item ) }`,
		onAction: ( name, item ) => void runAction( name, [ item.id ] ),
	} );

	const quickFilters: QuickFilter[] = isPro
		? RESPONSE_FILTERS.map( ( filter ) => ( {
				label: responseFilterLabel( filter ),
				attribute: 'status',
				value: filter,
				count: counts.get( filter ),
			} ) )
		: [];

	const header = (
		<p className="uf-results-responses__back">
			<Link to={ `/survey/${ surveyId }` }>
				<span aria-hidden="true">← </span>
				{ __( 'Back to survey results', 'userfeedback' ) }
			</Link>
		</p>
	);

	const missing =
		! list.data &&
		( isNotFound( list.error ) || isNotFound( survey.error ) );
	if ( missing ) {
		return (
			<Page
				title={ __( 'Responses', 'userfeedback' ) }
				className="uf-results-responses"
			>
				<Notice status="warning">
					<p>
						{ __(
							'This survey does not exist or has been deleted.',
							'userfeedback'
						) }
					</p>
				</Notice>
				<p>
					<Link className="button" to="/">
						{ backToResults() }
					</Link>
				</p>
			</Page>
		);
	}

	const upgradeRequired = ! list.data && isUpgradeRequired( list.error );
	// The completion views only where there is something to tell apart: partial responses in
	// this status view, or a completion view already chosen (a survey that never saved partial
	// responses lists as before).
	const completionCounts = list.data?.completion_filters ?? [];
	const showCompletion =
		isPro &&
		! upgradeRequired &&
		( view.completion !== 'all' ||
			completionCounts.some(
				( entry ) => entry.completion === 'partial' && entry.count > 0
			) );
	const analysis = view.analysis ?? EMPTY_ANALYSIS;
	const total = pagination?.total ?? 0;
	const hasMoreInPro = ! isPro && total > items.length;

	return (
		<Page
			title={ surveyHeading( survey.data?.title ) }
			className="uf-results-responses"
			actions={
				<ExportResultsButton
					surveyId={ surveyId }
					publishedCount={ counts.get( 'publish' ) }
					filter={ filterParams( analysis ) }
				/>
			}
		>
			{ header }
			<div
				ref={ feedbackRef }
				tabIndex={ -1 }
				className="uf-results-responses__feedback"
			>
				{ feedback && <ActionFeedback feedback={ feedback } /> }
			</div>

			{ /* Lite: the list's own upgrade prompt already says filtering is Pro. */ }
			{ isPro && (
				<FilterSection
					canFilter={ isPro }
					filter={ analysis }
					onChange={ ( next ) =>
						setView( { ...view, analysis: next, page: 1 } )
					}
					questions={ survey.data?.questions ?? [] }
					// The completion views below own `completion`.
					kinds={ LIST_FILTER_KINDS }
					languages={ surveyLanguages( survey.data ) }
					fieldNames={ fieldNamesOf( survey.data ) }
					themes={
						items.some( ( item ) => item.sentiments !== undefined )
							? pageThemes
							: undefined
					}
				/>
			) }
			{ showCompletion && (
				<CompletionFilters
					current={ view.completion }
					counts={ completionCounts }
					onChange={ ( completion ) =>
						setView( { ...view, completion, page: 1 } )
					}
				/>
			) }
			{ tagging && tagging.length > 0 && (
				<div className="uf-results-responses__tagging">
					<p>
						{ sprintf(
							/* translators: %d: number of selected responses. */
							_n(
								'Tags for %d selected response',
								'Tags for %d selected responses',
								tagging.length,
								'userfeedback'
							),
							tagging.length
						) }
					</p>
					<BulkTags
						surveyId={ surveyId }
						responseIds={ tagging }
						onDone={ () => void list.refetch() }
					/>
					<button
						type="button"
						className="button-link"
						onClick={ () => setTagging( null ) }
					>
						{ __( 'Close tags', 'userfeedback' ) }
					</button>
				</div>
			) }
			{ ! upgradeRequired && questions.length > 0 && (
				<AnswerColumnsPicker
					questions={ questions }
					selected={ chosenColumns ?? list.data?.columns ?? [] }
					onChange={ changeColumns }
					error={ saveColumns.error }
				/>
			) }
			{ upgradeRequired ? (
				<UpgradePrompt />
			) : (
				<AdminTable< ResponseListItem >
					label={ __( 'Responses', 'userfeedback' ) }
					className="uf-results-responses-table"
					columns={ columns }
					items={ items }
					getRowId={ getRowId }
					getRowLabel={ getRowLabel }
					rowActions={ rowActions }
					quickFilters={ quickFilters }
					currentFilter={ {
						attribute: 'status',
						value: view.filter,
					} }
					onFilterChange={
						isPro
							? ( filter ) =>
									setView( {
										...view,
										filter: filter.value as ResponseStatusFilter,
										page: 1,
									} )
							: undefined
					}
					pagination={ pagination }
					onPageChange={
						isPro
							? ( page ) => setView( { ...view, page } )
							: undefined
					}
					bulkActions={ [
						...responseBulkActions( view.filter, permissions ),
						...( isPro && view.filter !== 'trash'
							? [
									{
										value: TAGS_ACTION,
										label: __(
											'Edit tags',
											'userfeedback'
										),
									},
								]
							: [] ),
					] }
					onBulkAction={ onBulkAction }
					isLoading={ list.isPending }
					isFetching={ list.isFetching || action.isPending }
					error={ list.error ?? undefined }
					errorTitle={ __(
						'Could not load the responses.',
						'userfeedback'
					) }
					onRetry={ () => void list.refetch() }
					emptyState={
						<p className="uf-results-responses__empty">
							{ isFiltered( analysis )
								? __(
										'No responses match these filters.',
										'userfeedback'
									)
								: emptyResponsesMessage(
										view.filter,
										view.page,
										view.completion
									) }
						</p>
					}
				/>
			) }

			{ hasMoreInPro && (
				<UpgradePrompt>
					<p>
						{ sprintf(
							/* translators: 1: responses shown. 2: all responses. */
							_n(
								'Showing the %1$d newest of %2$d response. Browsing every response, filtering, trashing and viewing single responses are Pro features.',
								'Showing the %1$d newest of %2$d responses. Browsing every response, filtering, trashing and viewing single responses are Pro features.',
								total,
								'userfeedback'
							),
							items.length,
							total
						) }
					</p>
				</UpgradePrompt>
			) }
			<UnusedLinksSection
				surveyId={ surveyId }
				pageOn={ survey.data?.settings?.page?.enabled ?? false }
			/>
		</Page>
	);
}
