/**
 * "Share these results" under a survey's results: with Pro and a licence, the panel that makes
 * read-only links (a Pro module, chunk pro-result-links, not in the Lite zip); otherwise what it
 * does and how to get it.
 */
import { __ } from '@wordpress/i18n';

import { proModule } from '../../components/ProModule';
import { UpgradeNotice } from '../../components/UpgradeNotice';
import { isLicensed } from '../../data/entitlements';
import { useEntitlements } from '../../data/use-entitlements';

const ResultLinksPanel = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-result-links" */ '../../pro/result-links'
		),
	( module ) => module.ResultLinksPanel
);

export function ShareResultsSection( { surveyId }: { surveyId: number } ) {
	const { data: entitlements } = useEntitlements();
	if ( isLicensed( entitlements ) ) {
		return <ResultLinksPanel surveyId={ surveyId } />;
	}
	return (
		<section
			className="uf-results-section"
			aria-labelledby="uf-share-results-title"
		>
			<h2 id="uf-share-results-title">
				{ __( 'Share these results', 'userfeedback' ) }
			</h2>
			<UpgradeNotice>
				{ __(
					'Read-only links to these results, for people without an account, come with UserFeedback Pro and an active license.',
					'userfeedback'
				) }
			</UpgradeNotice>
		</section>
	);
}
