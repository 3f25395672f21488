/**
 * The banner a publish-step save leaves (configuration.md §4 "Saving", §9 "save banners 5 s"):
 * 'Your Survey was Saved!' with a View Surveys link (success), 'Your Survey was Saved as a Draft'
 * (info), or the server's reason a publish was refused (warning). Each hides itself after
 * SAVE_BANNER_MS, or sooner with its Dismiss button (the app's SlideNotice; closing tells the
 * step at once, which then drops the banner).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { SlideNotice } from '../../../../components/SlideNotice';

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
			<SlideNotice
				type={ status }
				timeout={ timeout / 1000 }
				onClosed={ onHide }
			>
				<p>{ content }</p>
			</SlideNotice>
		</div>
	);
}
