/**
 * The Settings step (configuration.md §2.3): the Tracking, Targeting, Hidden fields and Behavior cards, the
 * Privacy card (how long responses are kept), the Languages card (its translations) and the Share
 * card (its own page, link, QR code and embed codes). Next is
 * gated by stepValid( 'settings' ) in the frame: at least one device, valid page rules when pages
 * is not 'all', a delay of 0–60 seconds and a real expiry date.
 */
import { BehaviorCard } from '../settings/BehaviorCard';
import { HiddenFieldsCard } from '../settings/HiddenFieldsCard';
import { PrivacyCard } from '../settings/PrivacyCard';
import { TargetingCard } from '../settings/TargetingCard';
import { TrackingCard } from '../settings/TrackingCard';
import { LanguagesCard } from '../translations/LanguagesCard';
import { ShareCard } from '../../share/ShareCard';
import '../settings/settings-step.scss';

export function SettingsStep() {
	return (
		<div className="uf-builder-settings">
			<TrackingCard />
			<TargetingCard />
			<HiddenFieldsCard />
			<BehaviorCard />
			<PrivacyCard />
			<LanguagesCard />
			<ShareCard />
		</div>
	);
}
