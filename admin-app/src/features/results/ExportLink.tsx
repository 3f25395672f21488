/**
 * An export link: active only with the Pro plan (licensed pro or elite), otherwise a locked
 * button with 'Upgrade to Pro to unlock Export Results'. The link is a navigation to the exports
 * admin page, which streams the file (or shows a progress page for big surveys); the server
 * checks the plan again.
 */
import { upgradeExportText } from './gates';
import { LockedButton } from './Tooltip';

interface ExportLinkProps {
	label: string;
	href: string;
	isAllowed: boolean;
}

export function ExportLink( { label, href, isAllowed }: ExportLinkProps ) {
	if ( ! isAllowed ) {
		return <LockedButton label={ label } tooltip={ upgradeExportText() } />;
	}
	return (
		<a className="button" href={ href }>
			<span className="dashicons dashicons-download" aria-hidden="true" />
			{ label }
		</a>
	);
}
