/**
 * The surveys list's "Display Order" button and panel: which published survey a page
 * shows first, set by dragging (the builder's Behavior card sets the same priority as a number;
 * its "Open Display Order" link opens the list at `#/?display-order=open`, the panel open).
 * Only for editors of surveys. Gated like the behaviour settings: Lite gets the upgrade modal
 * ('Survey Priority'); Pro without the licence or the behavior add-on opens the panel on a notice
 * saying what is missing (the server refuses the change anyway, 403). The panel itself (and
 * dnd-kit) is its own chunk, loaded when first opened.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { ChunkSuspense, lazyComponent } from '../../../components/LazyModule';
import { Notice } from '../../../components/Notice';
import { ProBadge } from '../../../components/ProBadge';
import { useUpgradeModal } from '../../../components/upgrade-modal';
import { addonActive, isLicensed } from '../../../data/entitlements';
import {
	adminPageUrl,
	getGlobals,
	type Entitlements,
} from '../../../data/globals';

const DisplayOrderPanel = lazyComponent(
	() =>
		import(
			/* webpackChunkName: "surveys-display-order" */ './DisplayOrderPanel'
		),
	( module ) => module.DisplayOrderPanel
);

export type DisplayOrderGate = 'ok' | 'upgrade' | 'notice';

/**
 * The gate: open with the behavior add-on (which needs a licence); Lite the upgrade modal; Pro
 * without either a notice.
 *
 * @param ent The site's entitlements.
 */
export function displayOrderGate( ent: Entitlements ): DisplayOrderGate {
	if ( addonActive( ent, 'behavior' ) ) {
		return 'ok';
	}
	return ent.is_pro ? 'notice' : 'upgrade';
}

/** The upgrade modal's name for the feature. */
export function displayOrderFeature(): string {
	return __( 'Survey Priority', 'userfeedback' );
}

function MissingNotice( { ent }: { ent: Entitlements } ) {
	const adminUrl = getGlobals().admin_url;
	return (
		<Notice status="warning">
			{ ! isLicensed( ent ) && (
				<p>
					<a
						href={ `${ adminPageUrl( adminUrl, 'settings' ) }#/general` }
					>
						{ __(
							'Please enter a valid license key to access this feature.',
							'userfeedback'
						) }
					</a>
				</p>
			) }
			{ ! addonActive( ent, 'behavior' ) && (
				<p>
					<a href={ adminPageUrl( adminUrl, 'addons' ) }>
						{ __(
							'Please activate the Behavior addon to access this feature',
							'userfeedback'
						) }
					</a>
				</p>
			) }
		</Notice>
	);
}

export function DisplayOrder( {
	entitlements,
}: {
	entitlements: Entitlements;
} ) {
	const gate = displayOrderGate( entitlements );
	// The builder's "Open Display Order" link opens the list with the panel open.
	const [ search ] = useSearchParams();
	const [ open, setOpen ] = useState(
		() => gate !== 'upgrade' && search.get( 'display-order' ) === 'open'
	);
	const upgrade = useUpgradeModal();
	const panelId = useId();
	const headingId = `${ panelId }-heading`;

	return (
		<div className="uf-display-order">
			<button
				type="button"
				className="button uf-display-order__toggle"
				aria-expanded={ gate === 'upgrade' ? undefined : open }
				aria-controls={ gate === 'upgrade' ? undefined : panelId }
				onClick={ () =>
					gate === 'upgrade'
						? upgrade( displayOrderFeature() )
						: setOpen( ( o ) => ! o )
				}
			>
				<span className="dashicons dashicons-sort" aria-hidden="true" />
				{ __( 'Display Order', 'userfeedback' ) }
				{ gate === 'upgrade' && <ProBadge /> }
			</button>
			{ open && gate !== 'upgrade' && (
				<section
					id={ panelId }
					className="uf-display-order__panel"
					aria-labelledby={ headingId }
				>
					<h2 id={ headingId } className="uf-display-order__heading">
						{ __( 'Display Order', 'userfeedback' ) }
					</h2>
					<p className="description">
						{ __(
							'When several surveys could show on a page, the page shows the first eligible one in this order. Drag a survey, or use its Move up and Move down buttons, then save. The order is kept as each survey’s priority, the number its Settings step (Behavior) shows: saving changes only the priorities the new order needs.',
							'userfeedback'
						) }
					</p>
					{ gate === 'notice' ? (
						<MissingNotice ent={ entitlements } />
					) : (
						<ChunkSuspense>
							<DisplayOrderPanel />
						</ChunkSuspense>
					) }
				</section>
			) }
		</div>
	);
}
