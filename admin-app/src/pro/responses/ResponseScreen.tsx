/**
 * One response in full (Pro; route `#/survey/{surveyId}/responses/{id}`, spec §2), loaded from
 * its own chunk by features/results/responses/ResponseDetail: every question of the survey in
 * order with its answer, a detail panel (submitted, page submitted, user IP, browser, OS,
 * device), Previous / Next with 'Response X of Y' and a back link to the list (keeping the list's
 * view, carried in the query string). A 403 upgrade_required from the server (the licence ended
 * since the page loaded) shows the upgrade prompt.
 *
 * Trash (with the delete capability; spec §2's row action, here too) and, once trashed, Restore
 * run the list's bulk routes for this one response; the page stays, saying what changed.
 *
 * Beside the details, the response's tags and notes (pro/tags), for every reader of
 * results.
 */
import { Fragment, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { getGlobals } from '../../data/globals';
import { languageName } from '../../data/languages';
import type { ApiError } from '../../data/api';
import type { Question } from '../../data/survey-types';
import {
	isNotFound,
	isUpgradeRequired,
	useResponsesAction,
	useSurveyResponse,
	type ResponseDetails,
	type ResponsesActionName,
} from '../../data/use-responses';
import { readableTitle } from '../../data/recall-titles';
import { useSurvey } from '../../data/use-survey';
import {
	ActionFeedback,
	type Feedback,
} from '../../features/surveys/ActionFeedback';
import { formatDateTime } from '../../features/surveys/format-date';
import { AnswerValue } from '../../features/results/responses/AnswerValue';
import {
	deviceLabel,
	responsesActionMessage,
	unknownLabel,
} from '../../features/results/responses/labels';
import { PageSubmittedLink } from '../../features/results/responses/PageSubmittedLink';
import {
	responseDetailParams,
	responsePath,
} from '../../features/results/responses/responses-view';
import {
	ResponseFrame,
	ResponseUpgrade,
} from '../../features/results/responses/ResponseFrame';
import { hasProPlan } from '../../data/entitlements';
import { useEntitlements } from '../../data/use-entitlements';
import { ResponseInsightsPanel } from '../insights/ResponseInsightsPanel';
import { NotesPanel } from '../tags/NotesPanel';
import { TagsEditor } from '../tags/TagsEditor';

interface ScreenProps {
	surveyId: number;
	id: number;
}

export function ResponseScreen( { surveyId, id }: ScreenProps ) {
	// The list's view (filter, page) rides along, for the back link and the neighbours.
	const listSearch = useLocation().search.replace( /^\?/, '' );
	const response = useSurveyResponse(
		surveyId,
		id,
		responseDetailParams( listSearch )
	);
	const survey = useSurvey( surveyId );
	const frame = ( content: JSX.Element ) => (
		<ResponseFrame
			surveyId={ surveyId }
			id={ id }
			listSearch={ listSearch }
		>
			{ content }
		</ResponseFrame>
	);

	if ( isUpgradeRequired( response.error ) ) {
		return frame( <ResponseUpgrade /> );
	}

	if ( isNotFound( response.error ) || isNotFound( survey.error ) ) {
		return frame(
			<Notice status="warning">
				<p>
					{ __(
						'This response does not exist, has been deleted, or does not belong to this survey.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	}

	const failed = response.error ?? survey.error;
	if ( failed ) {
		return frame(
			<div className="uf-results-response__error">
				<ErrorNotice
					error={ failed }
					title={ __(
						'Could not load the response.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => {
							if ( response.error ) {
								void response.refetch();
							}
							if ( survey.error ) {
								void survey.refetch();
							}
						} }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</div>
		);
	}

	if ( ! response.data || ! survey.data ) {
		return frame(
			<p className="uf-results-response__loading" role="status">
				<span
					className="spinner is-active uf-results-response__spinner"
					aria-hidden="true"
				/>
				{ __( 'Loading the response…', 'userfeedback' ) }
			</p>
		);
	}

	return frame(
		<ResponseBody
			surveyId={ surveyId }
			surveyTitle={ survey.data.title }
			questions={ survey.data.questions }
			response={ response.data }
			listSearch={ listSearch }
			isLoading={ response.isPlaceholderData }
		/>
	);
}

interface BodyProps {
	surveyId: number;
	surveyTitle: string;
	questions: Question[];
	response: ResponseDetails;
	listSearch: string;
	/** The response shown is the previous one while the requested one loads. */
	isLoading: boolean;
}

function ResponseBody( {
	surveyId,
	surveyTitle,
	questions,
	response,
	listSearch,
	isLoading,
}: BodyProps ) {
	const navigate = useNavigate();
	const ids = useId();
	const globals = getGlobals();
	// Sentiment and themes are on the AI summary's plan; without it the results' panel says so.
	const insightsOn = hasProPlan( useEntitlements().data );
	const answersHeading = `${ ids }-answers`;
	const detailsHeading = `${ ids }-details`;
	const removedHeading = `${ ids }-removed`;

	const byQuestion = new Map(
		response.answers.map( ( answer ) => [ answer.question_id, answer ] )
	);
	const known = new Set( questions.map( ( question ) => question.id ) );
	const orphans = response.answers.filter(
		( answer ) => ! known.has( answer.question_id )
	);
	const position = response.position;

	const goTo = ( target: number | null ) => {
		if ( target !== null && ! isLoading ) {
			navigate( responsePath( surveyId, target, listSearch ) );
		}
	};

	const navButton = (
		label: string,
		symbol: string,
		target: number | null,
		className: string
	) => (
		<button
			type="button"
			className={ `button ${ className }${
				target === null || isLoading ? ' disabled' : ''
			}` }
			// aria-disabled keeps focus on the button at either end of the list.
			aria-disabled={ target === null || isLoading }
			onClick={ () => goTo( target ) }
		>
			{ symbol === '‹' && <span aria-hidden="true">{ symbol } </span> }
			{ label }
			{ symbol === '›' && <span aria-hidden="true"> { symbol }</span> }
		</button>
	);

	const ipText = response.user_ip.trim();
	// `tags` rides on the response (the Pro tags module adds it on the server).
	const sent = ( response as { tags?: unknown } ).tags;
	const tags = Array.isArray( sent )
		? sent.filter( ( tag ): tag is string => typeof tag === 'string' )
		: [];
	const canDelete = globals.capabilities.delete_surveys;
	const isTrashed = response.status === 'trash';
	const action = useResponsesAction();
	const [ feedback, setFeedback ] = useState< Feedback | null >( null );
	const feedbackRef = useRef< HTMLDivElement >( null );

	const run = async ( name: ResponsesActionName ) => {
		setFeedback( null );
		try {
			const result = await action.mutateAsync( {
				surveyId,
				action: name,
				ids: [ response.id ],
			} );
			setFeedback( {
				kind: 'done',
				message: responsesActionMessage(
					name,
					result.response_ids.length,
					1
				),
				skipped: [],
			} );
		} catch ( error ) {
			setFeedback( { kind: 'error', error: error as ApiError } );
		}
		// The outcome is announced where focus lands (the button may have gone).
		feedbackRef.current?.focus();
	};

	const restoreButton = canDelete && (
		<button
			type="button"
			className="button"
			onClick={ () => void run( 'restore' ) }
			disabled={ action.isPending }
		>
			{ __( 'Restore', 'userfeedback' ) }
		</button>
	);

	return (
		<>
			<p className="uf-results-response__survey">
				{ sprintf(
					/* translators: %s: survey title. */
					__( 'Survey: %s', 'userfeedback' ),
					surveyTitle.trim() || __( '(no title)', 'userfeedback' )
				) }
			</p>

			<nav
				className="uf-results-response__nav"
				aria-label={ __( 'Other responses', 'userfeedback' ) }
			>
				{ navButton(
					__( 'Previous', 'userfeedback' ),
					'‹',
					position?.previous_id ?? null,
					'uf-results-response__previous'
				) }
				<p className="uf-results-response__position" aria-live="polite">
					{ isLoading && (
						<span
							className="spinner is-active uf-results-response__spinner"
							aria-hidden="true"
						/>
					) }
					{ position
						? sprintf(
								/* translators: 1: position of this response. 2: number of responses. */
								__( 'Response %1$d of %2$d', 'userfeedback' ),
								position.index,
								position.total
							)
						: '' }
				</p>
				{ navButton(
					__( 'Next', 'userfeedback' ),
					'›',
					position?.next_id ?? null,
					'uf-results-response__next'
				) }
			</nav>

			<div
				ref={ feedbackRef }
				tabIndex={ -1 }
				className="uf-results-responses__feedback"
			>
				{ feedback && <ActionFeedback feedback={ feedback } /> }
			</div>

			{ isTrashed && (
				<Notice status="warning">
					<p>
						{ __(
							'This response is in the Trash. It is not counted in the results.',
							'userfeedback'
						) }
					</p>
					{ restoreButton && <p>{ restoreButton }</p> }
				</Notice>
			) }

			<div
				className={ `uf-results-response__columns${
					isLoading ? ' is-loading' : ''
				}` }
				aria-busy={ isLoading }
			>
				<section
					className="uf-results-response__answers"
					aria-labelledby={ answersHeading }
				>
					<h2 id={ answersHeading }>
						{ __( 'Answers', 'userfeedback' ) }
					</h2>
					{ questions.length === 0 ? (
						<p>
							{ __(
								'This survey has no questions.',
								'userfeedback'
							) }
						</p>
					) : (
						<ol className="uf-results-response__questions">
							{ questions.map( ( question ) => (
								<li
									key={ question.id }
									className="uf-results-answer"
								>
									<h3 className="uf-results-answer__question">
										{ readableTitle(
											question.title,
											questions
										).trim() ||
											__(
												'(untitled question)',
												'userfeedback'
											) }
									</h3>
									<AnswerValue
										type={ question.type }
										settings={ question.settings }
										answer={ byQuestion.get( question.id ) }
									/>
								</li>
							) ) }
						</ol>
					) }
					{ orphans.length > 0 && (
						<section aria-labelledby={ removedHeading }>
							<h3 id={ removedHeading }>
								{ __(
									'Answers to questions no longer in the survey',
									'userfeedback'
								) }
							</h3>
							<ul className="uf-results-response__questions">
								{ orphans.map( ( answer ) => (
									<li
										key={ answer.question_id }
										className="uf-results-answer"
									>
										<AnswerValue
											type={ undefined }
											answer={ answer }
										/>
									</li>
								) ) }
							</ul>
						</section>
					) }
				</section>

				<div className="uf-results-response__side">
					<section
						className="uf-results-response__details"
						aria-labelledby={ detailsHeading }
					>
						<h2 id={ detailsHeading }>
							{ __( 'Details', 'userfeedback' ) }
						</h2>
						<dl className="uf-results-response__detail-list">
							<dt>{ __( 'Submitted', 'userfeedback' ) }</dt>
							<dd>
								{ response.submitted_at ? (
									<time dateTime={ response.submitted_at }>
										{ formatDateTime(
											response.submitted_at,
											globals.locale,
											globals.timezone
										) }
									</time>
								) : (
									unknownLabel()
								) }
							</dd>
							<dt>{ __( 'Page submitted', 'userfeedback' ) }</dt>
							<dd>
								<PageSubmittedLink
									page={ response.page_submitted }
								/>
							</dd>
							<dt>{ __( 'User IP', 'userfeedback' ) }</dt>
							<dd>
								{ ipText || __( 'Not stored', 'userfeedback' ) }
							</dd>
							<dt>{ __( 'Browser', 'userfeedback' ) }</dt>
							<dd>{ response.user_browser || unknownLabel() }</dd>
							<dt>{ __( 'OS', 'userfeedback' ) }</dt>
							<dd>{ response.user_os || unknownLabel() }</dd>
							<dt>{ __( 'Device', 'userfeedback' ) }</dt>
							<dd>
								{ response.user_device
									? deviceLabel( response.user_device )
									: unknownLabel() }
							</dd>
							<dt>{ __( 'Language', 'userfeedback' ) }</dt>
							<dd>
								{ response.language
									? languageName( response.language )
									: unknownLabel() }
							</dd>
						</dl>
						{ Object.keys( response.fields ?? {} ).length > 0 && (
							<>
								<h3>
									{ __( 'Hidden fields', 'userfeedback' ) }
								</h3>
								<dl className="uf-results-response__detail-list uf-results-response__fields">
									{ Object.entries( response.fields ).map(
										( [ name, value ] ) => (
											<Fragment key={ name }>
												<dt>{ name }</dt>
												<dd>{ value }</dd>
											</Fragment>
										)
									) }
								</dl>
							</>
						) }
						{ canDelete && ! isTrashed && (
							<p className="uf-results-response__actions">
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () => void run( 'trash' ) }
									disabled={ action.isPending || isLoading }
								>
									{ __( 'Move to Trash', 'userfeedback' ) }
								</button>
							</p>
						) }
					</section>
					<div className="uf-results-response__details uf-response-annotations">
						<TagsEditor
							key={ response.id }
							surveyId={ surveyId }
							responseId={ response.id }
							tags={ tags }
						/>
						<NotesPanel
							key={ `notes-${ response.id }` }
							surveyId={ surveyId }
							responseId={ response.id }
						/>
						{ insightsOn && (
							<ResponseInsightsPanel
								key={ `insights-${ response.id }` }
								surveyId={ surveyId }
								responseId={ response.id }
								questions={ questions }
							/>
						) }
					</div>
				</div>
			</div>
		</>
	);
}
