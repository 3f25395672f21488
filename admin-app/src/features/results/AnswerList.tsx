/**
 * A question's written answers (text, long text, email) or the comments left on a choice
 * question: the 20 newest come with the statistics; "Show more" pages through the rest
 * (`GET surveys/{id}/answers`, 20 a page). Each answer links to its response; in Lite (single
 * responses are Pro, reporting.md §1) the link is marked locked and opens the upgrade modal.
 */
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../components/ProBadge';
import { useUpgradeModal } from '../../components/upgrade-modal';
import { getGlobals } from '../../data/globals';
import { useEntitlements } from '../../data/use-entitlements';
import {
	useSurveyAnswers,
	type FilterQuery,
	type AnswerItem,
	type SurveyAnswersParams,
} from '../../data/use-results';
import { formatDateTime } from '../surveys/format-date';
import { answerText } from './question-stats';
import { LoadError, Loading } from './states';

/** Answers per "Show more" (the statistics carry the first 20). */
export const ANSWERS_PAGE_SIZE = 20;

interface AnswerRowProps {
	surveyId: number;
	answer: AnswerItem;
	/** Comments: the comment is the text, the chosen answer is shown beside it. */
	isComment: boolean;
	/** Replaces the line beside the text, e.g. "Score: 9". */
	aside?: string;
}

/**
 * A link to one response, in the responses screens of this router.
 *
 * @param surveyId   The survey.
 * @param responseId The response.
 */
export function responsePath( surveyId: number, responseId: number ): string {
	return `/survey/${ surveyId }/responses/${ responseId }`;
}

/** The upgrade modal's name for single responses. */
export function singleResponsesFeature(): string {
	return __( 'Individual Responses', 'userfeedback' );
}

interface ResponseLinkProps {
	surveyId: number;
	responseId: number;
	className?: string;
}

/**
 * "Response #12": a link to the response with Pro; in Lite a button with the app's locked PRO
 * badge that opens the upgrade modal (the page behind the link would only say it is locked).
 *
 * @param props            The response.
 * @param props.surveyId   The survey.
 * @param props.responseId The response.
 * @param props.className  Extra class of the link.
 */
export function ResponseLink( {
	surveyId,
	responseId,
	className,
}: ResponseLinkProps ) {
	const { data: entitlements } = useEntitlements();
	const upgrade = useUpgradeModal();
	const label = sprintf(
		/* translators: %d: response id. */
		__( 'Response #%d', 'userfeedback' ),
		responseId
	);
	if ( entitlements.is_pro ) {
		return (
			<Link
				className={ className }
				to={ responsePath( surveyId, responseId ) }
			>
				{ label }
			</Link>
		);
	}
	return (
		<button
			type="button"
			className="button-link uf-results-response-link is-locked"
			onClick={ () => upgrade( singleResponsesFeature() ) }
		>
			{ label }
			<ProBadge decorative />
			<span className="screen-reader-text">
				{ ' ' }
				{ sprintf(
					/* translators: %s: feature name. */
					__(
						'%s is a PRO feature. Learn how to unlock it.',
						'userfeedback'
					),
					singleResponsesFeature()
				) }
			</span>
		</button>
	);
}

export function AnswerRow( {
	surveyId,
	answer,
	isComment,
	aside: asideText,
}: AnswerRowProps ) {
	const { locale, timezone } = getGlobals();
	const value = answerText( answer.value );
	const text = isComment ? ( answer.extra ?? '' ) : value;
	const fallbackAside = isComment ? value : ( answer.extra ?? '' );
	const aside = asideText ?? fallbackAside;
	return (
		<li className="uf-results-answer">
			<p className="uf-results-answer__text">{ text }</p>
			{ aside !== '' && (
				<p className="uf-results-answer__aside">
					{ isComment && asideText === undefined
						? sprintf(
								/* translators: %s: the answer chosen with the comment. */
								__( 'Answer: %s', 'userfeedback' ),
								aside
							)
						: aside }
				</p>
			) }
			<p className="uf-results-answer__meta">
				{ answer.date && (
					<time dateTime={ answer.date }>
						{ formatDateTime( answer.date, locale, timezone ) }
					</time>
				) }
				{ answer.response_id > 0 && (
					<ResponseLink
						surveyId={ surveyId }
						responseId={ answer.response_id }
					/>
				) }
			</p>
		</li>
	);
}

interface AnswerPageProps {
	surveyId: number;
	params: SurveyAnswersParams;
	isComment: boolean;
}

/**
 * The rows of one further page, once loaded (the list shows the loading and error states).
 * @param root0
 * @param root0.surveyId
 * @param root0.params
 * @param root0.isComment
 */
function AnswerPageRows( { surveyId, params, isComment }: AnswerPageProps ) {
	const query = useSurveyAnswers( surveyId, params );
	if ( ! query.data || query.isPlaceholderData ) {
		return null;
	}
	return (
		<>
			{ query.data.items.map( ( answer ) => (
				<AnswerRow
					key={ `${ answer.response_id }-${ answer.date }` }
					surveyId={ surveyId }
					answer={ answer }
					isComment={ isComment }
				/>
			) ) }
		</>
	);
}

interface AnswerListProps {
	surveyId: number;
	questionId: string;
	/** The answers that came with the statistics. */
	initial: AnswerItem[];
	/** How many there are in all. */
	total: number;
	/** Lists the comments of a choice question rather than text answers. */
	isComment?: boolean;
	/** The results filter: "Show more" pages within it. */
	filter?: FilterQuery;
}

export function AnswerList( {
	surveyId,
	questionId,
	initial,
	total,
	isComment = false,
	filter,
}: AnswerListProps ) {
	// Pages shown; page 1 is `initial`.
	const [ page, setPage ] = useState( 1 );
	const paramsFor = ( number: number ): SurveyAnswersParams => ( {
		question_id: questionId,
		page: number,
		per_page: ANSWERS_PAGE_SIZE,
		...( isComment ? { with_extra: true } : {} ),
		...( filter && Object.keys( filter ).length > 0 ? { filter } : {} ),
	} );
	const last = useSurveyAnswers(
		surveyId,
		page > 1 ? paramsFor( page ) : null
	);
	const isLastLoaded =
		page === 1 || ( !! last.data && ! last.isPlaceholderData );
	let hasMore = false;
	if ( page === 1 ) {
		hasMore = initial.length < total;
	} else if ( isLastLoaded && last.data ) {
		hasMore = page < ( last.data.pagination?.pages ?? page );
	}

	if ( initial.length === 0 ) {
		return (
			<p className="uf-results-empty">
				{ isComment
					? __( 'No comments yet.', 'userfeedback' )
					: __( 'No answers yet.', 'userfeedback' ) }
			</p>
		);
	}

	const further = Array.from(
		{ length: page - 1 },
		( _, index ) => index + 2
	);
	return (
		<div className="uf-results-answers" aria-busy={ ! isLastLoaded }>
			<ul className="uf-results-answers__list">
				{ initial.map( ( answer ) => (
					<AnswerRow
						key={ `${ answer.response_id }-${ answer.date }` }
						surveyId={ surveyId }
						answer={ answer }
						isComment={ isComment }
					/>
				) ) }
				{ further.map( ( number ) => (
					<AnswerPageRows
						key={ number }
						surveyId={ surveyId }
						params={ paramsFor( number ) }
						isComment={ isComment }
					/>
				) ) }
			</ul>
			{ last.isError && (
				<LoadError
					error={ last.error }
					title={ __(
						'More answers could not be loaded.',
						'userfeedback'
					) }
					onRetry={ () => void last.refetch() }
					isRetrying={ last.isFetching }
				/>
			) }
			{ ! last.isError && ! isLastLoaded && <Loading /> }
			{ hasMore && (
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Show more', 'userfeedback' ) }
					</button>
				</p>
			) }
		</div>
	);
}
