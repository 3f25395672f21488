/**
 * The cross-promoted plugins on About Us (spec §2.7): a card each with status Active / Not
 * Active / Not Installed and one button. Install asks the server to activate right after; a
 * failed install shows 'There was an error installing the plugin' with the server's reason (an
 * offline site cannot download the package), then, like the add-ons page, still activates the
 * plugin if it turns out to be on disk. Progress labels clear 1 s after the last call (spec §9).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { ExtensionCard } from '../../components/ExtensionCard';
import { Notice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import type { AddonAction } from '../../data/use-addons';
import {
	useActivatePlugin,
	useDeactivatePlugin,
	useInstallPlugin,
	usePlugins,
	type Plugin,
} from '../../data/use-plugins';
import {
	PROGRESS_CLEAR_MS,
	progressLabel,
	statusLabel,
} from '../addons/addon-rules';
import { pluginAction, pluginButtonLabel, pluginStatus } from './plugin-rules';

export function PluginCards() {
	const plugins = usePlugins();
	const install = useInstallPlugin();
	const activate = useActivatePlugin();
	const deactivate = useDeactivatePlugin();
	const toasts = useToasts();
	const showToast = toasts.show;
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

	const { refetch } = plugins;
	const installAsync = install.mutateAsync;
	const activateAsync = activate.mutateAsync;
	const deactivateAsync = deactivate.mutateAsync;

	const run = useCallback(
		async ( plugin: Plugin, action: AddonAction ) => {
			const { slug, basename } = plugin;
			mark( slug, action );
			try {
				if ( action === 'install' ) {
					try {
						const reply = await installAsync( {
							slug,
							activate: true,
						} );
						showToast(
							reply?.message || __( 'Done.', 'userfeedback' ),
							'success'
						);
					} catch ( error ) {
						showToast( ( error as Error ).message, 'error', {
							title: __(
								'There was an error installing the plugin',
								'userfeedback'
							),
						} );
						// The auto-activate step still runs (spec §8) when the plugin is there
						// after all, e.g. installed by hand in the meantime.
						const fresh = ( await refetch() ).data?.[ slug ];
						if ( fresh?.installed && ! fresh.active ) {
							mark( slug, 'activate' );
							await activateAsync( { basename } ).catch(
								() => undefined
							);
						}
					}
				} else {
					const call =
						action === 'activate' ? activateAsync : deactivateAsync;
					try {
						const reply = await call( { basename } );
						showToast(
							reply?.message || __( 'Done.', 'userfeedback' ),
							'success'
						);
					} catch ( error ) {
						showToast( ( error as Error ).message, 'error', {
							title:
								action === 'activate'
									? __(
											'There was an error activating the plugin',
											'userfeedback'
										)
									: __(
											'There was an error deactivating the plugin',
											'userfeedback'
										),
						} );
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
		[
			mark,
			installAsync,
			activateAsync,
			deactivateAsync,
			refetch,
			showToast,
		]
	);

	if ( plugins.isPending ) {
		return (
			<p className="uf-about__loading">
				{ __( 'Loading plugins…', 'userfeedback' ) }
			</p>
		);
	}
	if ( plugins.isError ) {
		// Editors may open About but not manage plugins: say who can, not "error".
		return plugins.error.status === 403 ? (
			<Notice status="info">
				<p>
					{ __(
						'Only users who can manage plugins (usually administrators) can install and activate these plugins.',
						'userfeedback'
					) }
				</p>
			</Notice>
		) : (
			<Notice status="error">
				<p>
					<strong>
						{ __( 'Could not load the plugins.', 'userfeedback' ) }
					</strong>{ ' ' }
					{ plugins.error.message }
				</p>
			</Notice>
		);
	}

	const list = Object.values( plugins.data ?? {} );
	return (
		<ul
			className="uf-extension-grid"
			aria-label={ __( 'Plugins', 'userfeedback' ) }
		>
			{ list.map( ( plugin ) => {
				const status = pluginStatus( plugin );
				const action = pluginAction( status );
				const running = busy[ plugin.slug ] ?? null;
				return (
					<ExtensionCard
						key={ plugin.slug }
						title={ plugin.name }
						excerpt={ plugin.description }
						icon={ plugin.icon }
						status={ status }
						statusText={ statusLabel( status ) }
						action={ {
							kind: 'button',
							label: running
								? progressLabel( running )
								: pluginButtonLabel( action ),
							primary: action !== 'deactivate',
							disabled: running !== null,
							onClick: () => run( plugin, action ),
						} }
					/>
				);
			} ) }
		</ul>
	);
}
