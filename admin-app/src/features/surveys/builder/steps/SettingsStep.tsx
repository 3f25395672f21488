/**
 * The Settings step (configuration.md §2.3): the Tracking, Targeting, Hidden fields and Behavior cards, the
 * Privacy card (how long responses are kept) and the Languages card (its translations). Next is
 * gated by stepValid( 'settings' ) in the frame: at least one device, valid page rules when pages
 * is not 'all', a delay of 0–60 seconds and a real expiry date.
 */
import { BehaviorCard } from '../settings/BehaviorCard';
import { HiddenFieldsCard } from '../settings/HiddenFieldsCard';
import { PrivacyCard } from '../settings/PrivacyCard';
import { TargetingCard } from '../settings/TargetingCard';
import { TrackingCard } from '../settings/TrackingCard';
import { LanguagesCard } from '../translations/LanguagesCard';
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
		</div>
	);
}
