/**
 * The page around one response (route `#/survey/{surveyId}/responses/{id}`): its title and the
 * back link to the list, keeping the list's view (filter, page) carried in the query string. Lite
 * puts the upgrade prompt in it; Pro the response itself (pro/responses/ResponseScreen).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { Page } from '../../../components/Page';
import { responseTitle } from './labels';
import { responsesListPath } from './responses-view';
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
	return (
		<Page title={ responseTitle( id ) } className="uf-results-response">
			<p className="uf-results-responses__back">
				<Link to={ responsesListPath( surveyId, listSearch ) }>
					<span aria-hidden="true">← </span>
					{ __( 'Back to Responses', 'userfeedback' ) }
				</Link>
			</p>
			{ children }
		</Page>
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
