/**
 * Save Settings (every tab; on Integrations, the Spam protection section's), with the spec's messages next to it: 'Settings
 * saved.' for 5 seconds, 'Please fix errors on this page.' when a field is invalid (the first
 * invalid field then gets the focus), or the error of a save that failed otherwise.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { useSettingsForm } from './form';

export function SaveBar() {
	const { status, saveError, isSaving, save, errors, ai } = useSettingsForm();
	const bar = useRef< HTMLDivElement >( null );
	// The AI section (Misc) is saved from every tab; its field messages show only there.
	const { pathname } = useLocation();
	const aiElsewhere =
		Object.keys( ai.errors ).length > 0 && pathname !== '/misc';

	useEffect( () => {
		if ( status !== 'invalid' ) {
			return;
		}
		const first = bar.current
			?.closest( '.uf-settings' )
			?.querySelector< HTMLElement >( '[aria-invalid="true"]' );
		first?.focus();
	}, [ status, errors, ai.errors ] );

	return (
		<div className="uf-settings-save" ref={ bar }>
			{ status === 'saved' && (
				<Notice status="success">
					<p>{ __( 'Settings saved.', 'userfeedback' ) }</p>
				</Notice>
			) }
			{ status === 'invalid' && (
				<Notice status="error">
					<p>
						{ __(
							'Please fix errors on this page.',
							'userfeedback'
						) }
					</p>
					{ aiElsewhere && (
						<p>
							<a href="#/misc">
								{ __(
									'See the AI Summary settings on the Misc tab.',
									'userfeedback'
								) }
							</a>
						</p>
					) }
				</Notice>
			) }
			{ status === 'failed' && saveError && (
				<ErrorNotice
					error={ saveError }
					title={ __( 'Could Not Save Changes', 'userfeedback' ) }
				/>
			) }
			<p className="submit">
				<button
					type="button"
					className="button button-primary"
					onClick={ () => void save() }
					disabled={ isSaving }
					aria-disabled={ isSaving }
				>
					{ isSaving
						? __( 'Saving…', 'userfeedback' )
						: __( 'Save Settings', 'userfeedback' ) }
				</button>
				{ isSaving && (
					<span className="spinner is-active uf-settings-save__spinner" />
				) }
			</p>
		</div>
	);
}
