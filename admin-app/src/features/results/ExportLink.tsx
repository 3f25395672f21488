/**
 * An export link: active only with the Pro plan (licensed pro or elite), otherwise a locked
 * button with 'Upgrade to Pro to unlock Export Results'. The link is a navigation to the exports
 * admin page, which streams the file (or shows a progress page for big surveys); the server
 * checks the plan again.
 *
 * The spec's label downloads Excel (its format); a second, smaller action beside it downloads the
 * same report as CSV (`format=csv`), behind the same gate. With nothing to export (a survey
 * without responses) the action is disabled, with the reason as its tooltip.
 */
import { __ } from '@wordpress/i18n';

import { upgradeExportText } from './gates';
import { LockedButton } from './Tooltip';

interface ExportLinkProps {
	/** The spec's label, e.g. 'Export Results'; the Excel download. */
	label: string;
	href: string;
	/** The same report as CSV; absent: no CSV choice. */
	csvHref?: string;
	/** The CSV action's name, e.g. 'Export as CSV' (visible text: CSV). */
	csvLabel?: string;
	isAllowed: boolean;
	/** Why nothing can be exported yet (e.g. no responses); the action is then disabled. */
	emptyReason?: string;
}

/**
 * Why a survey's export would be empty, or undefined when it has responses (or is not listed).
 *
 * @param survey The survey's overview row, with its all-time published responses.
 */
export function noResponsesReason(
	survey: { responses_count: number } | undefined
): string | undefined {
	return survey && survey.responses_count === 0
		? __(
				'Nothing to export yet: this survey has no responses.',
				'userfeedback'
			)
		: undefined;
}

export function ExportLink( {
	label,
	href,
	csvHref,
	csvLabel,
	isAllowed,
	emptyReason,
}: ExportLinkProps ) {
	// Locked, or nothing to export: one disabled button saying why (the CSV choice appears
	// with the download it offers).
	if ( ! isAllowed ) {
		return <LockedButton label={ label } tooltip={ upgradeExportText() } />;
	}
	if ( emptyReason ) {
		return (
			<LockedButton
				label={ label }
				tooltip={ emptyReason }
				icon="download"
			/>
		);
	}
	const csvName = csvLabel ?? __( 'Export as CSV', 'userfeedback' );
	return (
		<span className="uf-results-export">
			<a className="button uf-results-export__main" href={ href }>
				<span
					className="dashicons dashicons-download uf-results-export__icon"
					aria-hidden="true"
				/>
				{ label }
			</a>
			{ csvHref && (
				<a
					className="button uf-results-export__csv"
					href={ csvHref }
					aria-label={ csvName }
					title={ csvName }
				>
					{ __( 'CSV', 'userfeedback' ) }
				</a>
			) }
		</span>
	);
}
