/**
 * The AI summary panel (Pro: reporting.md §2–§4, §8), loaded from its own chunk by
 * features/results/ai/AiSummaryBlock when the site has the plan:
 * - loading: the cached summary is fetched on load and whenever the survey changes;
 * - data: the cached or new summary;
 * - idle: none cached yet, 'Get AI Summary' makes one;
 * - error: 'Error: {message}', 'An error occurred while fetching the AI summary.' when the
 *   failure has no text, or 'AI Summary is unavailable at this moment.' when no summary came
 *   back. A failed 'Get AI Summary' keeps the summary shown before (the server keeps it too).
 * A 403 from the server (the plan ended since the page loaded) shows the upsell.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { adminPageUrl, getGlobals } from '../../data/globals';
import {
	aiErrorText,
	isUpgradeRequired,
	useCachedAiSummary,
	useGenerateAiSummary,
	type AiSummaryError,
} from '../../data/use-ai';
import { AiUpsell } from '../../features/results/ai/AiUpsell';
import { Loading } from '../../features/results/states';
import { AiSummaryView } from './AiSummaryView';

export type AiSummaryState = 'idle' | 'loading' | 'data' | 'error';

function ErrorState( { error }: { error: AiSummaryError } ) {
	const globals = getGlobals();
	// A provider's failure is often a setting: point those who may change it there.
	const provider =
		error.code.startsWith( 'userfeedback_ai_' ) &&
		error.code !== 'userfeedback_ai_empty' &&
		globals.capabilities.manage_settings;
	return (
		<>
			<Notice status="error">
				<p>{ aiErrorText( error ) }</p>
			</Notice>
			{ provider && (
				<p className="uf-results-ai__hint">
					<a
						href={ `${ adminPageUrl(
							globals.admin_url,
							'settings'
						) }#/misc` }
					>
						{ __(
							'Check the AI provider settings',
							'userfeedback'
						) }
					</a>
				</p>
			) }
		</>
	);
}

export function AiSummaryPanel( {
	surveyId,
	hasResponses = true,
}: {
	surveyId: number;
	hasResponses?: boolean;
} ) {
	const reasonId = useId();
	const titleId = useId();
	const cached = useCachedAiSummary( surveyId );
	const generate = useGenerateAiSummary( surveyId );

	if ( cached.isError && isUpgradeRequired( cached.error ) ) {
		return <AiUpsell />;
	}
	if ( generate.isError && isUpgradeRequired( generate.error ) ) {
		return <AiUpsell />;
	}

	const summary = cached.data ?? null;
	let state: AiSummaryState;
	if ( generate.isPending || cached.isPending ) {
		state = 'loading';
	} else if ( generate.isError || cached.isError ) {
		state = 'error';
	} else {
		state = summary ? 'data' : 'idle';
	}
	const error = generate.error ?? cached.error;

	return (
		<section
			className={ `uf-results-panel uf-results-ai is-${ state }` }
			aria-labelledby={ titleId }
			aria-busy={ state === 'loading' }
			data-state={ state }
		>
			<div className="uf-results-panel__header">
				<h2 id={ titleId } className="uf-results-panel__title">
					<span
						className="dashicons dashicons-lightbulb"
						aria-hidden="true"
					/>
					{ __( 'AI Summary', 'userfeedback' ) }
				</h2>
				<button
					type="button"
					className={ `button${ summary ? '' : ' button-primary' }` }
					onClick={ () => generate.mutate() }
					disabled={
						generate.isPending || cached.isPending || ! hasResponses
					}
					aria-describedby={ hasResponses ? undefined : reasonId }
				>
					{ __( 'Get AI Summary', 'userfeedback' ) }
				</button>
			</div>
			{ state === 'loading' && (
				<Loading
					label={
						generate.isPending
							? __( 'Writing the AI summary…', 'userfeedback' )
							: __( 'Loading the AI summary…', 'userfeedback' )
					}
				/>
			) }
			{ state === 'error' && error && <ErrorState error={ error } /> }
			{ ! hasResponses && (
				<p id={ reasonId } className="uf-results-ai__intro">
					{ __(
						'Nothing to summarize yet: this survey has no responses.',
						'userfeedback'
					) }
				</p>
			) }
			{ state === 'idle' && hasResponses && (
				<p className="uf-results-ai__intro">
					{ __(
						'Summarize what respondents wrote: the main themes with quotes, the overall sentiment and what changed in the last 30 days. Click Get AI Summary to write one; it is kept until you ask for a new one.',
						'userfeedback'
					) }
				</p>
			) }
			{ summary && state !== 'loading' && (
				<AiSummaryView summary={ summary } surveyId={ surveyId } />
			) }
		</section>
	);
}
