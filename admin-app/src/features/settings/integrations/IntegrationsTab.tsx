/**
 * Settings → Integrations (spec §2.6): the three-step guide for the automation plugin — install
 * and activate it (install auto-activates; 'Installing...' / 'Activating...' while working, the
 * flag clearing 1 s after the call), run its setup wizard, create a recipe. Failures are error
 * toasts ('There was an error installing the plugin' and the server's message; an offline site
 * cannot download the package, and says so). No Save Settings here.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../../components/Notice';
import { getGlobals } from '../../../data/globals';
import {
	useActivatePlugin,
	useInstallPlugin,
	usePlugins,
	type Plugin,
} from '../../../data/use-plugins';
import { useToasts } from '../toasts';
import {
	AUTOMATION_SLUG,
	FLAG_CLEAR_MS,
	integrationStep,
	type GuideStep,
} from './integration-step';

type Busy = 'installing' | 'activating' | null;

function pluginsPageUrl(): string {
	const base = getGlobals().admin_url;
	return `${ base.endsWith( '/' ) ? base : `${ base }/` }plugins.php`;
}

function StepState( {
	step,
	current,
}: {
	step: GuideStep;
	current: GuideStep;
} ) {
	if ( step < current ) {
		return (
			<span className="uf-guide__state is-done">
				<span
					className="dashicons dashicons-yes-alt"
					aria-hidden="true"
				/>
				{ __( 'Done', 'userfeedback' ) }
			</span>
		);
	}
	if ( step === current ) {
		return (
			<span className="uf-guide__state is-current">
				{ __( 'Current step', 'userfeedback' ) }
			</span>
		);
	}
	return null;
}

export function IntegrationsTab() {
	const plugins = usePlugins();
	const install = useInstallPlugin();
	const activate = useActivatePlugin();
	const toasts = useToasts();
	const [ busy, setBusy ] = useState< Busy >( null );
	const timer = useRef< number | undefined >( undefined );
	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	const plugin: Plugin | undefined = plugins.data?.[ AUTOMATION_SLUG ];
	const name = plugin?.name || 'Uncanny Automator';
	const step = integrationStep( plugin );
	const installed = Boolean( plugin?.is_installed ?? plugin?.installed );

	const clearLater = () => {
		timer.current = window.setTimeout(
			() => setBusy( null ),
			FLAG_CLEAR_MS
		);
	};

	const onInstall = () => {
		setBusy( 'installing' );
		install.mutate(
			{ slug: AUTOMATION_SLUG, activate: true },
			{
				onSuccess: ( reply ) =>
					toasts.show(
						reply?.message ||
							sprintf(
								/* translators: %s: plugin name. */
								__(
									'%s is installed and active.',
									'userfeedback'
								),
								name
							),
						'success'
					),
				onError: ( error ) =>
					toasts.show(
						`${ __( 'There was an error installing the plugin', 'userfeedback' ) }: ${ error.message }`,
						'error'
					),
				onSettled: clearLater,
			}
		);
	};

	const onActivate = () => {
		if ( ! plugin ) {
			return;
		}
		setBusy( 'activating' );
		activate.mutate(
			{ basename: plugin.basename },
			{
				onSuccess: ( reply ) =>
					toasts.show(
						reply?.message ||
							sprintf(
								/* translators: %s: plugin name. */
								__( '%s is active.', 'userfeedback' ),
								name
							),
						'success'
					),
				onError: ( error ) =>
					toasts.show(
						`${ __( 'There was an error activating the plugin', 'userfeedback' ) }: ${ error.message }`,
						'error'
					),
				onSettled: clearLater,
			}
		);
	};

	let stepOneAction;
	if ( step > 1 ) {
		stepOneAction = null;
	} else if ( ! installed ) {
		stepOneAction = (
			<button
				type="button"
				className="button button-primary"
				disabled={ busy !== null || plugins.isPending }
				onClick={ onInstall }
			>
				{ busy === 'installing'
					? // eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
						__( 'Installing...', 'userfeedback' )
					: sprintf(
							/* translators: %s: plugin name. */
							__( 'Install %s', 'userfeedback' ),
							name
						) }
			</button>
		);
	} else {
		stepOneAction = (
			<button
				type="button"
				className="button button-primary"
				disabled={ busy !== null }
				onClick={ onActivate }
			>
				{ busy === 'activating'
					? // eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
						__( 'Activating...', 'userfeedback' )
					: sprintf(
							/* translators: %s: plugin name. */
							__( 'Activate %s', 'userfeedback' ),
							name
						) }
			</button>
		);
	}

	const setupUrl = plugin?.setup_url || pluginsPageUrl();
	const recipeUrl = plugin?.recipe_url || setupUrl;

	return (
		<section
			className="uf-settings-section uf-guide"
			aria-labelledby="uf-guide-title"
		>
			<h2 id="uf-guide-title" className="title">
				{ sprintf(
					/* translators: %s: plugin name. */
					__( 'Automate your feedback with %s', 'userfeedback' ),
					name
				) }
			</h2>
			<p>
				{ __(
					'Send survey responses to your CRM, email marketing, spreadsheets and more: connect UserFeedback to other plugins and apps in three steps.',
					'userfeedback'
				) }
			</p>
			{ plugins.isError && (
				<Notice status="error">
					<p>
						{ sprintf(
							/* translators: %s: the error message. */
							__(
								'The plugin’s status could not be loaded: %s',
								'userfeedback'
							),
							plugins.error.message
						) }
					</p>
					<p>
						<button
							type="button"
							className="button"
							onClick={ () => plugins.refetch() }
						>
							{ __( 'Try again', 'userfeedback' ) }
						</button>
					</p>
				</Notice>
			) }
			<ol className="uf-guide__steps">
				<li
					className={ `uf-guide__step${ step === 1 ? ' is-current' : '' }${ step > 1 ? ' is-done' : '' }` }
					aria-current={ step === 1 ? 'step' : undefined }
				>
					<h3>
						{ sprintf(
							/* translators: %s: plugin name. */
							__( 'Install and activate %s', 'userfeedback' ),
							name
						) }
					</h3>
					<StepState step={ 1 } current={ step } />
					<p>
						{ __(
							'The free plugin connects WordPress plugins and apps without code.',
							'userfeedback'
						) }
					</p>
					{ plugins.isPending ? (
						<span className="spinner is-active" />
					) : (
						stepOneAction
					) }
				</li>
				<li
					className={ `uf-guide__step${ step === 2 ? ' is-current' : '' }${ step > 2 ? ' is-done' : '' }` }
					aria-current={ step === 2 ? 'step' : undefined }
				>
					<h3>{ __( 'Run its setup wizard', 'userfeedback' ) }</h3>
					<StepState step={ 2 } current={ step } />
					<p>
						{ __(
							'Connect your account and choose what to automate.',
							'userfeedback'
						) }
					</p>
					{ step === 2 && (
						<a className="button button-primary" href={ setupUrl }>
							{ __( 'Launch Setup Wizard', 'userfeedback' ) }
						</a>
					) }
				</li>
				<li
					className={ `uf-guide__step${ step === 3 ? ' is-current' : '' }` }
					aria-current={ step === 3 ? 'step' : undefined }
				>
					<h3>{ __( 'Create a recipe', 'userfeedback' ) }</h3>
					<StepState step={ 3 } current={ step } />
					<p>
						{ __(
							'Pick a UserFeedback trigger, such as a survey response, and the actions to run.',
							'userfeedback'
						) }
					</p>
					{ step === 3 && (
						<a className="button button-primary" href={ recipeUrl }>
							{ __( 'Create a Recipe', 'userfeedback' ) }
						</a>
					) }
				</li>
			</ol>
		</section>
	);
}
