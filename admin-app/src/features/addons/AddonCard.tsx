/**
 * One add-on: icon, title, excerpt, status and its one button (spec §2.5), drawn by the shared
 * ExtensionCard (the About page's plugin cards use it too).
 */
import {
	ExtensionCard,
	type ExtensionCardAction,
} from '../../components/ExtensionCard';
import type { Addon, AddonAction, AddonStatus } from '../../data/use-addons';
import {
	addonButton,
	buttonLabel,
	progressLabel,
	statusLabel,
} from './addon-rules';

interface AddonCardProps {
	addon: Addon;
	status: AddonStatus;
	/** The call running for this card, if any (its label shows until 1 s after it ends). */
	busy: AddonAction | null;
	upgradeUrl: string;
	onAction: ( addon: Addon, action: AddonAction ) => void;
}

export function AddonCard( {
	addon,
	status,
	busy,
	upgradeUrl,
	onAction,
}: AddonCardProps ) {
	const button = addonButton( status );
	const action: ExtensionCardAction =
		button === 'upgrade'
			? { kind: 'link', label: buttonLabel( button ), href: upgradeUrl }
			: {
					kind: 'button',
					label: busy ? progressLabel( busy ) : buttonLabel( button ),
					primary: button !== 'deactivate',
					disabled: busy !== null,
					onClick: () => onAction( addon, button ),
				};
	return (
		<ExtensionCard
			title={ addon.title }
			excerpt={ addon.excerpt }
			icon={ addon.icon }
			status={ status }
			statusText={ statusLabel( status ) }
			action={ action }
		/>
	);
}
