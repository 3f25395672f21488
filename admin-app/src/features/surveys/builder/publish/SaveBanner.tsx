/**
 * The banner a publish-step save leaves (configuration.md §4 "Saving", §9 "save banners 5 s"):
 * 'Your Survey was Saved!' with a View Surveys link (success), 'Your Survey was Saved as a Draft'
 * (info), or the server's reason a publish was refused (warning). Each hides itself after
 * SAVE_BANNER_MS, or sooner with its Dismiss button.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { Notice } from '../../../../components/Notice';

export const SAVE_BANNER_MS = 5000;

export type SaveOutcome =
	| { kind: 'saved' }
	| { kind: 'draft' }
	| { kind: 'refused'; message: string };

interface SaveBannerProps {
	outcome: SaveOutcome;
	/** The questions step of this survey (a refused publish is fixed there). */
	questionsPath: string;
	/** Carried to the questions step, as the frame does. */
	startedNew: boolean;
	onHide: () => void;
	timeout?: number;
}

export function SaveBanner( {
	outcome,
	questionsPath,
	startedNew,
	onHide,
	timeout = SAVE_BANNER_MS,
}: SaveBannerProps ) {
	useEffect( () => {
		const timer = window.setTimeout( onHide, timeout );
		return () => window.clearTimeout( timer );
	}, [ onHide, timeout ] );

	let status: 'success' | 'info' | 'warning';
	let content: ReactNode;
	switch ( outcome.kind ) {
		case 'saved':
			status = 'success';
			content = (
				<>
					<strong>
						{ __( 'Your Survey was Saved!', 'userfeedback' ) }
					</strong>{ ' ' }
					<Link to="/">{ __( 'View Surveys', 'userfeedback' ) }</Link>
				</>
			);
			break;
		case 'draft':
			status = 'info';
			content = (
				<strong>
					{ __( 'Your Survey was Saved as a Draft', 'userfeedback' ) }
				</strong>
			);
			break;
		case 'refused':
			status = 'warning';
			content = (
				<>
					{ outcome.message }{ ' ' }
					<Link to={ questionsPath } state={ { startedNew } }>
						{ __( 'Go to the Questions step', 'userfeedback' ) }
					</Link>
				</>
			);
			break;
	}

	return (
		<div className="uf-builder-save-banner">
			<Notice status={ status }>
				<p>{ content }</p>
				<button
					type="button"
					className="button-link uf-builder-save-banner__dismiss"
					onClick={ onHide }
				>
					<span
						className="dashicons dashicons-dismiss"
						aria-hidden="true"
					/>
					<span className="screen-reader-text">
						{ __( 'Dismiss this notice.', 'userfeedback' ) }
					</span>
				</button>
			</Notice>
		</div>
	);
}
