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
import type { SavedSurvey } from '../../../../data/survey-types';
import { publishedState, type PublishedSurvey } from '../../published-notice';

export const SAVE_BANNER_MS = 5000;

export type SaveOutcome =
	/** Published (live or scheduled): View Surveys tells the list about it. */
	| { kind: 'saved'; survey: PublishedSurvey }
	| { kind: 'draft' }
	| { kind: 'refused'; message: string };

/**
 * The banner a save shows (configuration.md §4): the server's reason when it refused to publish,
 * else saved (published) or saved as a draft.
 *
 * @param saved What the server stored.
 */
export function saveOutcome( saved: SavedSurvey ): SaveOutcome {
	if ( saved.message ) {
		return { kind: 'refused', message: saved.message };
	}
	return saved.status === 'draft'
		? { kind: 'draft' }
		: { kind: 'saved', survey: saved };
}

interface SaveBannerProps {
	outcome: SaveOutcome;
	/** The questions step of this survey (a refused publish is fixed there). */
	questionsPath: string;
	onHide: () => void;
	timeout?: number;
}

export function SaveBanner( {
	outcome,
	questionsPath,
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
					<Link to="/" state={ publishedState( outcome.survey ) }>
						{ __( 'View Surveys', 'userfeedback' ) }
					</Link>
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
					<Link to={ questionsPath }>
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
