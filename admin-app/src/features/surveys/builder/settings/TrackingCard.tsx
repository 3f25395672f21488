/**
 * The Tracking card (configuration.md §2.3, §3 settings.enable_tracking; §4 "Analytics plugin
 * activation"). Tracking follows the analytics plugin (MonsterInsights): the server forces
 * `enable_tracking` on when the plugin is active and off when it is not, on every save and on the
 * builder's read (src/Surveys/AnalyticsTracking.php). So the toggle only shows that state; what
 * changes it is installing or activating the plugin, offered here to users who may manage plugins
 * (the plugins list answers only them; the globals' `capabilities.activate_plugins` says who, so
 * others never ask). After activation the page reloads after 800 ms, so the survey is read again
 * with tracking on. While the plugins list loads, the button's row is already there (a disabled
 * "Checking…" button), so the cards below never move when it arrives.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useToasts } from '../../../../components/Toast';
import {
	useActivatePlugin,
	useInstallPlugin,
	usePlugins,
} from '../../../../data/use-plugins';
import { getGlobals } from '../../../../data/globals';
import { useBuilder } from '../BuilderContext';
import { SettingsCard } from './SettingsCard';

/** The analytics plugin's slug in the server's plugin catalogue. */
export const ANALYTICS_SLUG = 'google-analytics-for-wordpress';

/** Spec §4 and §9: the page reloads 800 ms after the analytics plugin is activated. */
export const RELOAD_AFTER_MS = 800;

/** The analytics plugin's name until the catalogue gives its own. */
const ANALYTICS_NAME = 'MonsterInsights';

export function TrackingCard() {
	const { survey } = useBuilder();
	const id = useId();
	const enabled = survey.settings.enable_tracking;
	// Absent in older globals: ask, as before the fact existed.
	const mayManage = getGlobals().capabilities.activate_plugins !== false;

	let help: string = __(
		'Survey impressions and responses are sent to Google Analytics through MonsterInsights, which is active.',
		'userfeedback'
	);
	if ( ! enabled ) {
		help = mayManage
			? sprintf(
					/* translators: %s: plugin name. */
					__(
						'Tracking needs %s: install and activate it to send survey impressions and responses to Google Analytics.',
						'userfeedback'
					),
					ANALYTICS_NAME
				)
			: sprintf(
					/* translators: %s: plugin name. */
					__(
						'Tracking needs %s: an administrator can install and activate it to send survey impressions and responses to Google Analytics.',
						'userfeedback'
					),
					ANALYTICS_NAME
				);
	}

	return (
		<SettingsCard
			title={ __( 'Tracking', 'userfeedback' ) }
			name="tracking"
		>
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-tracking` }
					type="checkbox"
					checked={ enabled }
					disabled
					aria-describedby={ `${ id }-help` }
					readOnly
				/>
				<label htmlFor={ `${ id }-tracking` }>
					{ __( 'Enable tracking', 'userfeedback' ) }
				</label>
			</p>
			<p id={ `${ id }-help` } className="description">
				{ help }
			</p>
			{ ! enabled && mayManage && <AnalyticsOffer /> }
		</SettingsCard>
	);
}

/**
 * The install / activate button, for users who may manage plugins. Its row is there from the
 * first render (a disabled "Checking…" button while the plugins list loads, the reason if the
 * list cannot be read), so nothing below it moves.
 */
function AnalyticsOffer() {
	const plugins = usePlugins();
	const install = useInstallPlugin();
	const activate = useActivatePlugin();
	const toast = useToasts();
	const [ busy, setBusy ] = useState( false );
	const reload = useRef< number | undefined >( undefined );
	useEffect( () => () => window.clearTimeout( reload.current ), [] );

	const plugin = plugins.data?.[ ANALYTICS_SLUG ];
	const name = plugin?.name || ANALYTICS_NAME;
	const installed = Boolean( plugin?.is_installed ?? plugin?.installed );
	const active = Boolean( plugin?.is_active ?? plugin?.active );

	const done = ( message: string ) => {
		toast.show( message, 'success' );
		reload.current = window.setTimeout(
			() => window.location.reload(),
			RELOAD_AFTER_MS
		);
	};
	const failed = ( message: string ) => {
		setBusy( false );
		toast.show( message, 'error' );
	};

	const onClick = () => {
		setBusy( true );
		// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text (reporting.md §8).
		toast.saving();
		const onError = ( error: Error ) =>
			failed(
				sprintf(
					/* translators: 1: plugin name, 2: the server's reason. */
					__( 'Could not activate %1$s: %2$s', 'userfeedback' ),
					name,
					error.message
				)
			);
		const onSuccess = () =>
			done(
				sprintf(
					/* translators: %s: plugin name. */
					__( '%s is active. Reloading…', 'userfeedback' ),
					name
				)
			);
		if ( installed && plugin ) {
			activate.mutate(
				{ basename: plugin.basename },
				{ onSuccess, onError }
			);
		} else {
			install.mutate(
				{ slug: ANALYTICS_SLUG, activate: true },
				{ onSuccess, onError }
			);
		}
	};

	if ( plugins.isError ) {
		return (
			<p className="uf-builder-tracking__offer description">
				{ sprintf(
					/* translators: 1: plugin name, 2: the server's reason. */
					__( 'Could not check %1$s: %2$s', 'userfeedback' ),
					name,
					plugins.error.message
				) }
			</p>
		);
	}
	if ( plugins.isSuccess && active ) {
		// The server turns tracking on with the plugin; the next read of the survey shows it.
		return null;
	}
	if ( plugins.isPending ) {
		return (
			<p className="uf-builder-tracking__offer">
				<button type="button" className="button" disabled>
					{ sprintf(
						/* translators: %s: plugin name. */
						__( 'Checking %s…', 'userfeedback' ),
						name
					) }
				</button>
			</p>
		);
	}
	return (
		<p className="uf-builder-tracking__offer">
			<button
				type="button"
				className="button"
				disabled={ busy }
				onClick={ onClick }
			>
				{ installed
					? sprintf(
							/* translators: %s: plugin name. */
							__( 'Activate %s', 'userfeedback' ),
							name
						)
					: sprintf(
							/* translators: %s: plugin name. */
							__( 'Install and activate %s', 'userfeedback' ),
							name
						) }
			</button>
		</p>
	);
}
