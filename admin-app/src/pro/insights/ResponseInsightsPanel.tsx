/**
 * "Sentiment and themes" on the single response (Pro, on the AI summary's plan): each analysed
 * written answer or comment with its sentiment and themes, which the owner may change (a
 * sentiment select, the survey's themes as checkboxes, Save). The owner's label wins: the
 * background never reads that answer again. Each save is announced.
 */
import { useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useToasts } from '../../components/Toast';
import { UpgradeNotice } from '../../components/UpgradeNotice';
import { LoadError, Loading } from '../../features/results/states';
import {
	useLabelPart,
	useResponseInsights,
	useThemes,
	type PartInsight,
} from './data';
import { SENTIMENTS, sentimentLabel, type Sentiment } from './model';

import './insights.scss';

export interface ResponseInsightsPanelProps {
	surveyId: number;
	responseId: number;
	/** The survey's questions (their titles), in order. */
	questions: ReadonlyArray< { id: string; title: string } >;
}

export function ResponseInsightsPanel( {
	surveyId,
	responseId,
	questions,
}: ResponseInsightsPanelProps ) {
	const titleId = useId();
	const insights = useResponseInsights( surveyId, responseId );
	const themes = useThemes( surveyId );

	let body: React.ReactNode;
	if ( insights.isPending || themes.isPending ) {
		body = (
			<Loading
				label={ __( 'Loading sentiment and themes…', 'userfeedback' ) }
			/>
		);
	} else if (
		( insights.error ?? themes.error )?.code ===
		'userfeedback_upgrade_required'
	) {
		body = (
			<UpgradeNotice>
				{ __(
					'Themes and sentiment come with UserFeedback Pro on the Pro or Elite plan.',
					'userfeedback'
				) }
			</UpgradeNotice>
		);
	} else if ( insights.isError || themes.isError ) {
		body = (
			<LoadError
				error={ insights.error ?? themes.error }
				title={ __(
					'Sentiment and themes could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => {
					void insights.refetch();
					void themes.refetch();
				} }
				isRetrying={ insights.isFetching || themes.isFetching }
			/>
		);
	} else if ( themes.data.state === 'not_available' ) {
		body = (
			<p>
				{ __(
					'Themes and sentiment are not available for this language.',
					'userfeedback'
				) }
			</p>
		);
	} else if ( insights.data.insights.length === 0 ) {
		body = (
			<p>
				{ themes.data.state === 'processing'
					? __( 'Reading answers…', 'userfeedback' )
					: __(
							'This response has no written answers that were read.',
							'userfeedback'
						) }
			</p>
		);
	} else {
		body = (
			<ul className="uf-insights-parts">
				{ insights.data.insights.map( ( part ) => (
					// Keyed by the stored reading: a new one (saved, re-read) starts the editor afresh.
					<PartEditor
						key={ `${ part.question_id }-${ part.part }-${ part.sentiment }-${ part.theme_ids.join( ',' ) }` }
						surveyId={ surveyId }
						responseId={ responseId }
						part={ part }
						title={ partTitle( part, questions ) }
						themes={ themes.data.themes }
					/>
				) ) }
			</ul>
		);
	}
	return (
		<section className="uf-insights-response" aria-labelledby={ titleId }>
			<h2 id={ titleId }>
				{ __( 'Sentiment and themes', 'userfeedback' ) }
			</h2>
			{ body }
		</section>
	);
}

/**
 * "Q2 What could we do better?", with "(comment)" for a choice's or rating's comment.
 *
 * @param part      The part.
 * @param questions The survey's questions.
 */
export function partTitle(
	part: Pick< PartInsight, 'question_id' | 'part' >,
	questions: ReadonlyArray< { id: string; title: string } >
): string {
	const index = questions.findIndex(
		( entry ) => entry.id === part.question_id
	);
	const title =
		index < 0
			? part.question_id
			: sprintf(
					/* translators: 1: question number. 2: question title. */
					__( 'Q%1$d %2$s', 'userfeedback' ),
					index + 1,
					questions[ index ].title.trim() ||
						__( '(untitled question)', 'userfeedback' )
				);
	return part.part === 'comment'
		? sprintf(
				/* translators: %s: a question. */
				__( '%s (comment)', 'userfeedback' ),
				title
			)
		: title;
}

interface PartEditorProps {
	surveyId: number;
	responseId: number;
	part: PartInsight;
	title: string;
	themes: ReadonlyArray< { id: number; label: string } >;
}

function PartEditor( {
	surveyId,
	responseId,
	part,
	title,
	themes,
}: PartEditorProps ) {
	const ids = useId();
	const toasts = useToasts();
	const label = useLabelPart( surveyId );
	const [ sentiment, setSentiment ] = useState< Sentiment >( part.sentiment );
	const [ picked, setPicked ] = useState< number[] >( part.theme_ids );
	const [ problem, setProblem ] = useState< string | null >( null );

	const changed =
		sentiment !== part.sentiment ||
		[ ...picked ].sort().join( ',' ) !==
			[ ...part.theme_ids ].sort().join( ',' );

	const save = async () => {
		setProblem( null );
		toasts.show( __( 'Saving…', 'userfeedback' ) );
		try {
			await label.mutateAsync( {
				responseId,
				questionId: part.question_id,
				part: part.part,
				sentiment,
				themeIds: picked,
			} );
			toasts.saved(
				sprintf(
					/* translators: %s: a question. */
					__( 'Sentiment and themes saved for %s.', 'userfeedback' ),
					title
				)
			);
		} catch ( error ) {
			const message =
				error instanceof Error
					? error.message
					: __( 'The change could not be saved.', 'userfeedback' );
			setProblem( message );
			toasts.failed( message );
		}
	};

	return (
		<li className="uf-insights-part">
			<h3 id={ `${ ids }-title` } className="uf-insights-part__title">
				{ title }
			</h3>
			<p className="uf-insights-part__origin">
				{ part.origin === 'owner'
					? __( 'Set by you', 'userfeedback' )
					: __( 'Read automatically', 'userfeedback' ) }
			</p>
			<label htmlFor={ `${ ids }-sentiment` }>
				{ __( 'Sentiment', 'userfeedback' ) }
			</label>
			<select
				id={ `${ ids }-sentiment` }
				value={ sentiment }
				onChange={ ( event ) =>
					setSentiment( event.target.value as Sentiment )
				}
				disabled={ label.isPending }
			>
				{ SENTIMENTS.map( ( key ) => (
					<option key={ key } value={ key }>
						{ sentimentLabel( key ) }
					</option>
				) ) }
			</select>
			<fieldset className="uf-insights-part__themes">
				<legend>{ __( 'Themes', 'userfeedback' ) }</legend>
				{ themes.length === 0 && (
					<p>
						{ __(
							'This survey has no themes yet.',
							'userfeedback'
						) }
					</p>
				) }
				{ themes.map( ( theme ) => (
					<div key={ theme.id } className="uf-insights-check">
						<input
							id={ `${ ids }-theme-${ theme.id }` }
							type="checkbox"
							checked={ picked.includes( theme.id ) }
							onChange={ ( event ) =>
								setPicked(
									event.target.checked
										? [ ...picked, theme.id ]
										: picked.filter(
												( id ) => id !== theme.id
											)
								)
							}
							disabled={ label.isPending }
						/>
						<label htmlFor={ `${ ids }-theme-${ theme.id }` }>
							{ theme.label }
						</label>
					</div>
				) ) }
			</fieldset>
			<button
				type="button"
				className="button"
				onClick={ () => void save() }
				disabled={ ! changed || label.isPending }
				aria-describedby={ `${ ids }-title` }
			>
				{ __( 'Save', 'userfeedback' ) }
			</button>
			{ problem && (
				<p className="uf-insights-theme__problem" role="alert">
					{ problem }
				</p>
			) }
		</li>
	);
}
