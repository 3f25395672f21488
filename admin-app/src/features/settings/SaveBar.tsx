/**
 * Save Settings (every tab but Integrations), with the spec's messages next to it: 'Settings
 * saved.' for 5 seconds, 'Please fix errors on this page.' when a field is invalid (the first
 * invalid field then gets the focus), or the error of a save that failed otherwise.
 */
import { useEffect, useRef } from 'react';
import { __ } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { useSettingsForm } from './form';

export function SaveBar() {
	const { status, saveError, isSaving, save, errors } = useSettingsForm();
	const bar = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( status !== 'invalid' ) {
			return;
		}
		const first = bar.current
			?.closest( '.uf-settings' )
			?.querySelector< HTMLElement >( '[aria-invalid="true"]' );
		first?.focus();
	}, [ status, errors ] );

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
					onClick={ save }
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
