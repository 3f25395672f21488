/**
 * Export Results on the responses screen (spec §2): the survey's general report on the exports
 * admin page (Excel, with a CSV choice) for Pro with a pro or elite licence; otherwise the results
 * area's locked button with the tooltip 'Upgrade to Pro to unlock Export Results' (shared with the
 * survey results screen). Without published responses it is disabled and says why.
 */
import { __ } from '@wordpress/i18n';

import { hasProPlan } from '../../../data/entitlements';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import { ExportLink, noResponsesReason } from '../ExportLink';
import { exportUrl } from '../urls';

interface ExportResultsButtonProps {
	surveyId: number;
	/** Published responses, once known: none means nothing to export. */
	publishedCount?: number;
	/** The list's analysis filter as parameters (the export holds the same responses). */
	filter?: Readonly< Record< string, string > >;
}

export function ExportResultsButton( {
	surveyId,
	publishedCount,
	filter,
}: ExportResultsButtonProps ) {
	const { data: entitlements } = useEntitlements();
	const { admin_url: adminUrl, export_nonce: exportNonce } = getGlobals();
	return (
		<span className="uf-results-responses__export">
			<ExportLink
				label={ __( 'Export Results', 'userfeedback' ) }
				href={ exportUrl( adminUrl, exportNonce, {
					surveyId,
					filter,
				} ) }
				csvHref={ exportUrl( adminUrl, exportNonce, {
					surveyId,
					format: 'csv',
					filter,
				} ) }
				isAllowed={ hasProPlan( entitlements ) }
				emptyReason={
					publishedCount === undefined
						? undefined
						: noResponsesReason( {
								responses_count: publishedCount,
							} )
				}
			/>
		</span>
	);
}
