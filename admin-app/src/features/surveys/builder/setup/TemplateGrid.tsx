/**
 * The setup step's catalogue: every template the server offers, in its order (blank first), each
 * as a TemplateCard whose lock follows the site's entitlements (configuration.md §5, §6):
 * - available (not `disabled`): open;
 * - disabled in Lite: the upgrade modal (add-ons and licences do nothing there, so the server
 *   sends no error text);
 * - disabled in Pro: the server's reasons, with a link to the licence key (Settings → General)
 *   when unlicensed, else to the Add-ons page.
 */
import { __ } from '@wordpress/i18n';

import { adminPageUrl, type Entitlements } from '../../../../data/globals';
import type { SurveyTemplate } from '../../../../data/survey-types';
import { TemplateCard, type TemplateLock } from './TemplateCard';

/**
 * How a template behaves on this site.
 *
 * @param template     The template.
 * @param entitlements The site's edition, licence and add-ons.
 * @param adminUrl     The admin URL from the globals.
 */
export function templateLock(
	template: SurveyTemplate,
	entitlements: Entitlements,
	adminUrl: string
): TemplateLock {
	if ( ! template.disabled ) {
		return { kind: 'open' };
	}
	if ( ! entitlements.is_pro ) {
		return { kind: 'upgrade' };
	}
	if ( ! entitlements.is_licensed ) {
		return {
			kind: 'locked',
			fixUrl: `${ adminPageUrl( adminUrl, 'settings' ) }#/general`,
			fixLabel: __( 'Enter your license key', 'userfeedback' ),
		};
	}
	return {
		kind: 'locked',
		fixUrl: adminPageUrl( adminUrl, 'addons' ),
		fixLabel: __( 'Go to Add-ons', 'userfeedback' ),
	};
}

interface TemplateGridProps {
	templates: SurveyTemplate[];
	entitlements: Entitlements;
	adminUrl: string;
	/** The chosen template's key, or null when none was chosen yet. */
	chosenKey: string | null;
	onChoose: ( template: SurveyTemplate ) => void;
	onUpgrade: ( template: SurveyTemplate ) => void;
}

export function TemplateGrid( {
	templates,
	entitlements,
	adminUrl,
	chosenKey,
	onChoose,
	onUpgrade,
}: TemplateGridProps ) {
	return (
		<ul className="uf-builder-templates">
			{ templates.map( ( template ) => (
				<TemplateCard
					key={ template.key }
					template={ template }
					lock={ templateLock( template, entitlements, adminUrl ) }
					chosen={ template.key === chosenKey }
					onChoose={ onChoose }
					onUpgrade={ onUpgrade }
				/>
			) ) }
		</ul>
	);
}
