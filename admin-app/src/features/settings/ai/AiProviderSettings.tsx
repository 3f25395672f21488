/**
 * Settings → Misc → AI Summary: who writes the AI summaries. The on-site summariser
 * (default; no answers leave the site) or the site owner's own model behind any OpenAI-compatible
 * chat-completions API (base URL, model, API key, timeout). Stored through `POST ai-settings` (not
 * the plugin settings), but saved by the tab's one Save Settings with the rest of the tab: the
 * draft lives in the settings form (ai-section.ts), so it survives a tab switch and is never lost
 * to the other button; until saved, the section says it holds unsaved changes.
 *
 * The API key is write-only: the server only says whether one is saved (or set in wp-config.php),
 * so the form offers "Replace" and "Remove", and sends `api_key` only when the admin typed a new
 * key (or `''` to remove it). Field errors come from the server (`data.params`) and are shown
 * next to their fields. Without the plan (Pro with a pro or elite licence) the section shows the
 * upgrade prompt instead: summaries could not be made anyway. The form itself is a Pro module
 * (pro/ai-settings, chunk pro-ai-settings, not in the Lite zip).
 */
import { useEffect, useId } from 'react';
import { __ } from '@wordpress/i18n';

import { ErrorNotice } from '../../../components/Notice';
import { proModule } from '../../../components/ProModule';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { useSettingsForm } from '../form';

import './ai-settings.scss';

const AiSettingsForm = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-ai-settings" */ '../../../pro/ai-settings/AiSettingsForm'
		),
	( module ) => module.AiSettingsForm
);

export {
	changesFrom,
	draftFrom,
	fieldErrorsFrom,
	type AiSettingsDraft,
	type FieldErrors,
	type KeyAction,
} from './ai-form';

function Locked() {
	return (
		<UpgradeNotice>
			{ __(
				'AI summaries of open-text feedback come with UserFeedback Pro and a Pro or Elite license.',
				'userfeedback'
			) }
		</UpgradeNotice>
	);
}

export function AiProviderSettings(): JSX.Element {
	const titleId = useId();
	const { ai, save } = useSettingsForm();
	const { allowed, query, activate } = ai;

	useEffect( () => {
		activate();
	}, [ activate ] );

	let body: JSX.Element;
	if ( ! allowed ) {
		body = <Locked />;
	} else if ( query.isError ) {
		body = (
			<>
				<ErrorNotice
					error={ query.error }
					title={ __(
						'The AI settings could not be loaded.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void query.refetch() }
						disabled={ query.isFetching }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</>
		);
	} else if ( ! query.data || ! ai.draft ) {
		body = (
			<p className="uf-ai-settings__loading" role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading AI settings…', 'userfeedback' ) }
			</p>
		);
	} else {
		body = (
			<AiSettingsForm
				settings={ query.data }
				draft={ ai.draft }
				errors={ ai.errors }
				update={ ai.update }
				onSubmit={ save }
			/>
		);
	}

	return (
		<section className="uf-ai-settings" aria-labelledby={ titleId }>
			<h3 id={ titleId } className="uf-ai-settings__title">
				{ __( 'AI Summary', 'userfeedback' ) }
			</h3>
			<p className="uf-ai-settings__intro">
				{ allowed
					? __(
							'Choose who writes the AI summaries shown on each survey’s results. Save Settings below saves this choice with the rest of the tab.',
							'userfeedback'
						)
					: __(
							'Choose who writes the AI summaries shown on each survey’s results.',
							'userfeedback'
						) }
			</p>
			{ ai.isDirty && (
				<p className="uf-ai-settings__unsaved">
					<span
						className="dashicons dashicons-warning"
						aria-hidden="true"
					/>
					{ __(
						'Unsaved changes: use Save Settings to keep them.',
						'userfeedback'
					) }
				</p>
			) }
			{ body }
		</section>
	);
}
