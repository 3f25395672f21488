/**
 * Settings → General: the upgrade blurb (non-Pro), the licence, and the setup wizard link.
 */
import { __ } from '@wordpress/i18n';

import { adminPageUrl, getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import { FieldRow, FormTable } from '../fields';
import { SaveBar } from '../SaveBar';
import { LicenseSection } from './LicenseSection';
import { UpgradeBlurb } from './UpgradeBlurb';

/** The new-survey setup (surveys area: `#/new` redirects to `#/new/setup`). */
export function newSurveyUrl(): string {
	return `${ adminPageUrl( getGlobals().admin_url, 'surveys' ) }#/new`;
}

export function GeneralTab() {
	const { data: entitlements } = useEntitlements();
	return (
		<>
			{ ! entitlements.is_pro && <UpgradeBlurb /> }
			<LicenseSection entitlements={ entitlements } />
			<section
				className="uf-settings-section"
				aria-labelledby="uf-settings-setup"
			>
				<h2 id="uf-settings-setup" className="title">
					{ __( 'Setup Wizard', 'userfeedback' ) }
				</h2>
				<FormTable>
					<FieldRow
						label={ __( 'Setup Wizard', 'userfeedback' ) }
						description={ __(
							'Pick a template and set up a survey step by step.',
							'userfeedback'
						) }
					>
						<a className="button" href={ newSurveyUrl() }>
							{ __( 'Launch Setup Wizard', 'userfeedback' ) }
						</a>
					</FieldRow>
				</FormTable>
			</section>
			<SaveBar />
		</>
	);
}
