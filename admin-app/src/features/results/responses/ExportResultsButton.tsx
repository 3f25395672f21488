/**
 * Export Results on the responses screen (spec §2): the survey's general report on the exports
 * admin page for Pro with a pro or elite licence; otherwise the results area's locked button with
 * the tooltip 'Upgrade to Pro to unlock Export Results' (shared with the survey results screen).
 */
import { __ } from '@wordpress/i18n';

import { hasProPlan } from '../../../data/entitlements';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import { ExportLink } from '../ExportLink';
import { exportUrl } from '../urls';

interface ExportResultsButtonProps {
	surveyId: number;
}

export function ExportResultsButton( { surveyId }: ExportResultsButtonProps ) {
	const { data: entitlements } = useEntitlements();
	return (
		<span className="uf-results-responses__export">
			<ExportLink
				label={ __( 'Export Results', 'userfeedback' ) }
				href={ exportUrl(
					getGlobals().admin_url,
					getGlobals().export_nonce,
					{ surveyId }
				) }
				isAllowed={ hasProPlan( entitlements ) }
			/>
		</span>
	);
}
