/**
 * The page around one response (route `#/survey/{surveyId}/responses/{id}`): its title, the back
 * link to the list, keeping the list's view (filters, page) carried in the query string, and —
 * for a partial response — a "Partial response" line. Lite puts the upgrade prompt in
 * it; Pro the response itself (pro/responses/ResponseScreen), whose query this frame shares (same
 * key: no second request).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { Page } from '../../../components/Page';
import { useEntitlements } from '../../../data/use-entitlements';
import { useSurveyResponse } from '../../../data/use-responses';
import { responseTitle } from './labels';
import { responseDetailParams, responsesListPath } from './responses-view';
import { UpgradePrompt } from './UpgradePrompt';

import './responses.scss';

interface ResponseFrameProps {
	surveyId: number;
	id: number;
	/** The list's query string, without '?'. */
	listSearch: string;
	children: ReactNode;
}

export function ResponseFrame( {
	surveyId,
	id,
	listSearch,
	children,
}: ResponseFrameProps ) {
	const { data: entitlements } = useEntitlements();
	// Lite is refused single responses: nothing to ask for.
	// The same arguments as the response screen: one request for both.
	const response = useSurveyResponse(
		surveyId,
		id,
		responseDetailParams( listSearch ),
		{ enabled: entitlements.is_pro }
	);
	// Not while the previous response stands in for this one.
	const isPartial =
		! response.isPlaceholderData && response.data?.completed === false;
	return (
		<Page title={ responseTitle( id ) } className="uf-results-response">
			<p className="uf-results-responses__back">
				<Link to={ responsesListPath( surveyId, listSearch ) }>
					<span aria-hidden="true">← </span>
					{ __( 'Back to Responses', 'userfeedback' ) }
				</Link>
			</p>
			{ isPartial && <PartialResponseNote /> }
			{ children }
		</Page>
	);
}

/** A partial response says so: the visitor left before the end. */
export function PartialResponseNote() {
	return (
		<p className="uf-results-response__partial">
			<span className="uf-results-partial-badge">
				{ __( 'Partial response', 'userfeedback' ) }
			</span>
			<span>
				{ __(
					'The visitor left before the end of the survey. The questions they did not reach have no answer.',
					'userfeedback'
				) }
			</span>
		</p>
	);
}

/** What Lite (or a Pro site whose licence the server refuses) gets instead of the response. */
export function ResponseUpgrade() {
	return (
		<UpgradePrompt>
			<p>
				{ __(
					'Reading each response in full, with its page, browser, OS and device, is a Pro feature.',
					'userfeedback'
				) }
			</p>
		</UpgradePrompt>
	);
}
