/**
 * What users without the AI summary see in its place (reporting.md §2): what it does and
 * 'Upgrade to Pro to unlock this feature'. Dismissible; the dismissal is stored on the server per
 * user, so it stays dismissed after a reload and in other browsers.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { UpgradeLink } from '../../../components/UpgradeLink';
import { useAiUpsell, useDismissAiUpsell } from '../../../data/use-ai';

export function AiUpsell() {
	const titleId = useId();
	const upsell = useAiUpsell();
	const dismiss = useDismissAiUpsell();

	// Nothing until the state is known (no flash of an upsell the user dismissed); if it cannot
	// be read, the upsell shows.
	if ( upsell.isPending || upsell.data?.upsell_dismissed ) {
		return null;
	}
	return (
		<section
			className="uf-results-panel uf-results-ai is-locked"
			aria-labelledby={ titleId }
		>
			<div className="uf-results-panel__header">
				<h2 id={ titleId } className="uf-results-panel__title">
					<span
						className="dashicons dashicons-lock"
						aria-hidden="true"
					/>
					{ __( 'AI Summary', 'userfeedback' ) }
				</h2>
				<button
					type="button"
					className="uf-results-ai__dismiss"
					onClick={ () => dismiss.mutate() }
					disabled={ dismiss.isPending }
				>
					<span
						className="dashicons dashicons-no-alt"
						aria-hidden="true"
					/>
					<span className="screen-reader-text">
						{ __( 'Dismiss the AI Summary offer', 'userfeedback' ) }
					</span>
				</button>
			</div>
			<p className="uf-results-ai__intro">
				{ __(
					'Get the main themes of what respondents wrote, with quotes, the overall sentiment and what changed recently — written on your site, or by your own AI model.',
					'userfeedback'
				) }
			</p>
			<p>
				<UpgradeLink />
			</p>
		</section>
	);
}
