/**
 * The NPS comments (reporting.md §2, §9): the answers to the NPS question that carry a comment,
 * newest first, 10 a page, searchable (debounced 300 ms; a new search or range goes back to page
 * 1), with previous (disabled on page 1) and next (disabled on the last page).
 */
import { useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useSurveyAnswers } from '../../data/use-results';
import {
	SEARCH_DEBOUNCE_MS,
	useDebouncedValue,
} from '../surveys/builder/shared/use-debounced-value';
import { AnswerRow } from './AnswerList';
import type { DateRange } from './date-range';
import { COMMENTS_PER_PAGE, pagerState } from './paging';
import { answerText } from './question-stats';
import { LoadError, Loading } from './states';

interface NpsCommentsProps {
	surveyId: number;
	questionId: string;
	range: DateRange;
	/** The results filter. */
	filter?: Readonly< Record< string, string > >;
}

export function NpsComments( {
	surveyId,
	questionId,
	range,
	filter,
}: NpsCommentsProps ) {
	const titleId = useId();
	const searchId = useId();
	const [ search, setSearch ] = useState( '' );
	const debounced = useDebouncedValue( search.trim(), SEARCH_DEBOUNCE_MS );
	// The page belongs to one search and range; any other starts at page 1.
	const listKey = `${ debounced }|${ range.from }|${ range.to }|${ JSON.stringify(
		filter ?? {}
	) }`;
	const [ paging, setPaging ] = useState( { key: listKey, page: 1 } );
	const page = paging.key === listKey ? paging.page : 1;

	const query = useSurveyAnswers( surveyId, {
		question_id: questionId,
		with_extra: true,
		...( debounced ? { search: debounced } : {} ),
		page,
		per_page: COMMENTS_PER_PAGE,
		from: range.from,
		to: range.to,
		...( filter && Object.keys( filter ).length > 0 ? { filter } : {} ),
	} );
	const isSettled = !! query.data && ! query.isPlaceholderData;
	const pager = pagerState(
		page,
		isSettled ? ( query.data?.pagination ?? null ) : null
	);
	const goTo = ( next: number ) => setPaging( { key: listKey, page: next } );

	let list;
	if ( query.isPending ) {
		list = <Loading label={ __( 'Loading comments…', 'userfeedback' ) } />;
	} else if ( query.isError ) {
		list = (
			<LoadError
				error={ query.error }
				title={ __(
					'The comments could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void query.refetch() }
				isRetrying={ query.isFetching }
			/>
		);
	} else if ( query.data.items.length === 0 ) {
		list = (
			<p className="uf-results-empty">
				{ debounced
					? __( 'No comments match your search.', 'userfeedback' )
					: __( 'No comments in this period.', 'userfeedback' ) }
			</p>
		);
	} else {
		list = (
			<ul className="uf-results-answers__list">
				{ query.data.items.map( ( answer ) => (
					<AnswerRow
						key={ `${ answer.response_id }-${ answer.date }` }
						surveyId={ surveyId }
						answer={ answer }
						isComment
						aside={ sprintf(
							/* translators: %s: the NPS score given, 0 to 10. */
							__( 'Score: %s', 'userfeedback' ),
							answerText( answer.value )
						) }
					/>
				) ) }
			</ul>
		);
	}

	return (
		<section
			className="uf-results-panel uf-results-comments"
			aria-labelledby={ titleId }
		>
			<div className="uf-results-panel__header">
				<h2 id={ titleId } className="uf-results-panel__title">
					{ __( 'Comments', 'userfeedback' ) }
				</h2>
				<p className="search-box uf-results-comments__search">
					<label htmlFor={ searchId }>
						{ __( 'Search comments', 'userfeedback' ) }
					</label>
					<input
						id={ searchId }
						type="search"
						value={ search }
						onChange={ ( event ) =>
							setSearch( event.target.value )
						}
					/>
				</p>
			</div>
			<div aria-busy={ query.isFetching }>{ list }</div>
			<nav
				className="uf-results-pager"
				aria-label={ __( 'Comment pages', 'userfeedback' ) }
			>
				<button
					type="button"
					className="button"
					disabled={ ! pager.hasPrevious }
					onClick={ () => goTo( pager.page - 1 ) }
				>
					{ __( 'Previous', 'userfeedback' ) }
				</button>
				<span className="uf-results-pager__status">
					{ sprintf(
						/* translators: 1: current page. 2: number of pages. */
						__( 'Page %1$d of %2$d', 'userfeedback' ),
						pager.page,
						pager.pages
					) }
				</span>
				<button
					type="button"
					className="button"
					disabled={ ! pager.hasNext }
					onClick={ () => goTo( pager.page + 1 ) }
				>
					{ __( 'Next', 'userfeedback' ) }
				</button>
			</nav>
		</section>
	);
}
