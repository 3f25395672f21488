/**
 * "These numbers are being updated…": shown on the results screens while the server rebuilds its
 * counts in the background and answers with the last consistent figures (`updating: true`).
 * The data hooks ask again every few seconds meanwhile (data/use-results.ts), so the
 * notice goes by itself once the rebuild ends; and while it shows, the screen runs the rebuild's
 * next step if WP-Cron left it undone (useRebuildSteps).
 *
 * The live region stays in the page whether or not the notice is shown: screen readers announce
 * text added to a region they already know, not a region that appears with its text.
 */
import { __ } from '@wordpress/i18n';

import { useRebuildSteps } from '../../data/use-results';

interface UpdatingNoticeProps {
	/** Whether any figure on the screen came flagged `updating`. */
	updating: boolean;
	/**
	 * Whether a filtered report came flagged `facts_pending`: its figures are exact (no notice),
	 * but the facts' background build should be kept going too.
	 */
	packing?: boolean;
}

export function UpdatingNotice( {
	updating,
	packing = false,
}: UpdatingNoticeProps ) {
	// Every results screen shows this notice: it also keeps a stuck rebuild going.
	useRebuildSteps( updating || packing );
	return (
		<div className="uf-results-updating" role="status">
			{ updating && (
				<div className="uf-notice uf-notice--info">
					<p>
						{ __(
							'These numbers are being updated…',
							'userfeedback'
						) }
					</p>
				</div>
			) }
		</div>
	);
}

interface FetchState {
	isFetching: boolean;
	isPlaceholderData: boolean;
	data?: { updating?: boolean };
}

/**
 * Whether to show a query as reloading (a dimmed table): not for the polls while the numbers are
 * being updated, or the table would dim every few seconds; yes for anything the admin asked for
 * (another range, another survey: placeholder data shown meanwhile).
 *
 * @param query The query.
 */
export function isBusy( query: FetchState ): boolean {
	return (
		query.isFetching &&
		( query.isPlaceholderData || ! query.data?.updating )
	);
}
