/**
 * The Add-ons page (spec §2.5): search by title, the upgrade notice outside Pro, the licence
 * warning on Pro without a valid key, and a card per add-on with one button. Install runs the
 * spec's sequence: install, then activate even if the install reported an error (the add-on may
 * already be there), with 'Installing...' / 'Activating...' shown until 1 s after the last call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { useToasts } from '../../components/Toast';
import { ApiError } from '../../data/api';
import { adminPageUrl, getGlobals } from '../../data/globals';
import {
	useAddonAction,
	useAddons,
	type Addon,
	type AddonAction,
} from '../../data/use-addons';
import { useEntitlements } from '../../data/use-entitlements';
import { AddonCard } from './AddonCard';
import { PROGRESS_CLEAR_MS, addonStatus, filterAddons } from './addon-rules';
import './addons.scss';

export const ADDONS_UPGRADE_URL =
	'https://www.userfeedback.com/lite/?utm_source=liteplugin&utm_medium=addons-page&utm_campaign=upgrade';

function errorText( error: unknown ): string {
	return ApiError.from( error ).message;
}

export function AddonsPage() {
	const { data: entitlements } = useEntitlements();
	const addons = useAddons();
	const { mutateAsync } = useAddonAction();
	const toast = useToasts();
	const showToast = useCallback(
		( text: string ) => toast.show( text, 'error' ),
		[ toast ]
	);
	const [ search, setSearch ] = useState( '' );
	const [ busy, setBusy ] = useState<
		Partial< Record< string, AddonAction > >
	>( {} );
	const timers = useRef< number[] >( [] );

	useEffect( () => () => timers.current.forEach( window.clearTimeout ), [] );

	const mark = useCallback(
		( slug: string, action: AddonAction | null ) =>
			setBusy( ( old ) => {
				const next = { ...old };
				if ( action ) {
					next[ slug ] = action;
				} else {
					delete next[ slug ];
				}
				return next;
			} ),
		[]
	);

	const run = useCallback(
		async ( addon: Addon, action: AddonAction ) => {
			const { slug } = addon;
			mark( slug, action );
			try {
				if ( action === 'install' ) {
					let installFailed = false;
					try {
						await mutateAsync( { slug, action: 'install' } );
					} catch ( error ) {
						installFailed = true;
						showToast(
							sprintf(
								/* translators: %s: the server's reason. */
								__(
									'There was an error installing the addon: %s',
									'userfeedback'
								),
								errorText( error )
							)
						);
					}
					// Auto-activate runs even after a failed install (spec §8): the add-on may
					// already have been installed.
					mark( slug, 'activate' );
					try {
						await mutateAsync( { slug, action: 'activate' } );
					} catch ( error ) {
						if ( ! installFailed ) {
							showToast( errorText( error ) );
						}
					}
				} else {
					try {
						await mutateAsync( { slug, action } );
					} catch ( error ) {
						showToast( errorText( error ) );
					}
				}
			} finally {
				timers.current.push(
					window.setTimeout(
						() => mark( slug, null ),
						PROGRESS_CLEAR_MS
					)
				);
			}
		},
		[ mark, mutateAsync, showToast ]
	);

	const globals = getGlobals();
	const visible = filterAddons( addons.data ?? [], search );

	return (
		<Page
			title={ __( 'UserFeedback Addons', 'userfeedback' ) }
			className="uf-addons"
		>
			{ ! entitlements.is_pro && (
				<Notice status="info">
					<p>
						<strong>
							{ __(
								'Add-ons are part of UserFeedback Pro.',
								'userfeedback'
							) }
						</strong>{ ' ' }
						{ __(
							'Upgrade to unlock star rating and NPS questions, targeting, branding, scheduling and 20+ templates. As a Lite user, you get 50% off when you upgrade.',
							'userfeedback'
						) }
					</p>
					<p>
						<a
							className="button button-primary"
							href={ ADDONS_UPGRADE_URL }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Upgrade to PRO', 'userfeedback' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ __( '(opens in a new tab)', 'userfeedback' ) }
							</span>
						</a>
					</p>
				</Notice>
			) }
			{ entitlements.is_pro && ! entitlements.is_licensed && (
				<Notice status="warning">
					<p>
						{ __(
							'Please enter a valid license key to install add-ons and unlock their features.',
							'userfeedback'
						) }{ ' ' }
						<a
							href={ `${ adminPageUrl(
								globals.admin_url,
								'settings'
							) }#/general` }
						>
							{ __( 'Enter your license key', 'userfeedback' ) }
						</a>
					</p>
				</Notice>
			) }
			<div className="uf-addons__toolbar">
				<label
					className="screen-reader-text"
					htmlFor="uf-addons-search"
				>
					{ __( 'Search Addons', 'userfeedback' ) }
				</label>
				<input
					id="uf-addons-search"
					className="uf-addons__search"
					type="search"
					placeholder={ __( 'Search Addons', 'userfeedback' ) }
					value={ search }
					onChange={ ( event ) => setSearch( event.target.value ) }
				/>
			</div>
			{ addons.isPending && (
				<p className="uf-addons__loading">
					{ __( 'Loading add-ons…', 'userfeedback' ) }
				</p>
			) }
			{ addons.isError && (
				<ErrorNotice
					error={ addons.error }
					title={ __(
						'Could not load the add-ons.',
						'userfeedback'
					) }
				/>
			) }
			{ addons.isSuccess && visible.length === 0 && (
				<p className="uf-addons__empty">
					{ __( 'No add-ons match your search.', 'userfeedback' ) }
				</p>
			) }
			{ visible.length > 0 && (
				<ul
					className="uf-addons__grid"
					aria-label={ __( 'Add-ons', 'userfeedback' ) }
				>
					{ visible.map( ( addon ) => (
						<AddonCard
							key={ addon.slug }
							addon={ addon }
							status={ addonStatus( addon, entitlements.is_pro ) }
							busy={ busy[ addon.slug ] ?? null }
							upgradeUrl={ ADDONS_UPGRADE_URL }
							onAction={ run }
						/>
					) ) }
				</ul>
			) }
		</Page>
	);
}
