/**
 * The page a response was submitted on: a link (new tab) only for an http(s) URL, showing the
 * page's title or else the URL; anything else (javascript:, data:, nothing) is not linked and not
 * shown as a URL (spec §5).
 */
import { __ } from '@wordpress/i18n';

import type { PageSubmitted } from '../../../data/use-responses';
import { safePageUrl } from './responses-view';

interface PageSubmittedLinkProps {
	page: PageSubmitted;
}

export function PageSubmittedLink( { page }: PageSubmittedLinkProps ) {
	const url = safePageUrl( page.url );
	const title = page.title.trim();
	if ( url === null ) {
		return title ? (
			<span>{ title }</span>
		) : (
			<span className="uf-results-responses__none">
				{ __( 'Not recorded', 'userfeedback' ) }
			</span>
		);
	}
	return (
		<a
			className="uf-results-responses__page-link"
			href={ url }
			target="_blank"
			rel="noopener noreferrer"
		>
			{ title || url }
			<span className="screen-reader-text">
				{ __( '(opens in a new tab)', 'userfeedback' ) }
			</span>
		</a>
	);
}
