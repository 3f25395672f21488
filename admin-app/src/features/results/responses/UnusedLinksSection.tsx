/**
 * The responses screen's unused personal links, for a survey whose page is on, with Pro and a
 * licence (a Pro module, chunk pro-links, not in the Lite zip). Nothing otherwise: the Share card
 * tells the rest.
 */
import { proModule } from '../../../components/ProModule';
import { isLicensed } from '../../../data/entitlements';
import { useEntitlements } from '../../../data/use-entitlements';

const UnusedLinksPanel = proModule(
	() => import( /* webpackChunkName: "pro-links" */ '../../../pro/links' ),
	( module ) => module.UnusedLinksPanel
);

export function UnusedLinksSection( {
	surveyId,
	pageOn,
}: {
	surveyId: number;
	pageOn: boolean;
} ) {
	const { data: entitlements } = useEntitlements();
	return pageOn && isLicensed( entitlements ) ? (
		<UnusedLinksPanel surveyId={ surveyId } />
	) : null;
}
