/**
 * A theme's (or a sentiment's) comments, a page at a time, newest first: each comment as written
 * (plain text), its question, its sentiment and a link to its response. The pager says which
 * comments it shows; a new page is announced and keeps the previous one on screen while it loads.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { LoadError, Loading } from '../../features/results/states';
import { useInsightAnswers } from './data';
import {
	ANSWERS_PER_PAGE,
	pageCount,
	pageRangeText,
	sentimentLabel,
	type Sentiment,
} from './model';

export interface ThemeAnswersProps {
	surveyId: number;
	theme?: number;
	sentiment?: Sentiment;
	/** What the list is about, for its label ("Comments about Prices"). */
	label: string;
}

export function ThemeAnswers( {
	surveyId,
	theme,
	sentiment,
	label,
}: ThemeAnswersProps ) {
	const id = useId();
	const [ page, setPage ] = useState( 1 );
	const answers = useInsightAnswers( surveyId, { theme, sentiment, page } );

	if ( answers.isPending ) {
		return <Loading label={ __( 'Loading comments…', 'userfeedback' ) } />;
	}
	if ( answers.isError ) {
		return (
			<LoadError
				error={ answers.error }
				title={ __(
					'The comments could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void answers.refetch() }
				isRetrying={ answers.isFetching }
			/>
		);
	}
	const { total, answers: items } = answers.data;
	const pages = pageCount( total, ANSWERS_PER_PAGE );
	return (
		<div className="uf-insights-answers" aria-busy={ answers.isFetching }>
			<p className="uf-insights-answers__count" role="status" id={ id }>
				{ pageRangeText( page, ANSWERS_PER_PAGE, total ) }
			</p>
			{ items.length > 0 && (
				<ul className="uf-insights-answers__list" aria-label={ label }>
					{ items.map( ( item ) => (
						<li
							key={ `${ item.response_id }-${ item.question_id }-${ item.part }` }
							className="uf-insights-answer"
						>
							<blockquote className="uf-insights-answer__text">
								{ item.text ||
									__( '(words removed)', 'userfeedback' ) }
							</blockquote>
							<p className="uf-insights-answer__meta">
								<span
									className={ `uf-insights-sentiment is-${ item.sentiment }` }
								>
									{ sentimentLabel( item.sentiment ) }
								</span>{ ' ' }
								<span>{ item.question_title }</span>{ ' ' }
								<Link
									to={ `/survey/${ surveyId }/responses/${ item.response_id }` }
								>
									{ sprintf(
										/* translators: %d: a response's number. */
										__( 'Response #%d', 'userfeedback' ),
										item.response_id
									) }
								</Link>
							</p>
						</li>
					) ) }
				</ul>
			) }
			{ pages > 1 && (
				<nav
					className="uf-insights-answers__pager"
					aria-label={ sprintf(
						/* translators: %s: what the comments are about. */
						__( 'Pages of %s', 'userfeedback' ),
						label
					) }
				>
					<button
						type="button"
						className="button"
						disabled={ page <= 1 || answers.isFetching }
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Newer', 'userfeedback' ) }
					</button>
					<span>
						{ sprintf(
							/* translators: 1: page. 2: pages. */
							__( 'Page %1$d of %2$d', 'userfeedback' ),
							page,
							pages
						) }
					</span>
					<button
						type="button"
						className="button"
						disabled={ page >= pages || answers.isFetching }
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Older', 'userfeedback' ) }
					</button>
				</nav>
			) }
		</div>
	);
}
