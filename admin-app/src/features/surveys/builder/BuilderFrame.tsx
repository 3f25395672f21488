/**
 * The builder's frame (configuration.md §2.3, §4 "Builder flow"): the steps header (current one
 * marked, reachable ones clickable — a click saves, then navigates), Save (not on setup), Close
 * (asks before dropping unsaved changes), the step itself, and the bottom navigation (Back and
 * 'Next Step: {title}', hidden on setup; Next saves, navigates and scrolls to the top).
 *
 * Every save ends in a visible, announced result: the header's save status (Saving…, Draft saved,
 * Saved) for autosaves and saves that move between steps, the spec's save banner for the header's
 * Save and the publish step, the error notice (with the server's reason; the draft keeps every
 * edit) for a failed one. A Next the step does not allow yet stays focusable (aria-disabled): the
 * "To continue" list under the step names each reason, and pressing Next shows every error.
 *
 * Unsaved edits kept from before a reload are offered back at the top ("Restore your unsaved
 * changes" or Discard), announced.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../../components/Notice';
import { useLeaveWarning } from '../../../components/use-leave-warning';
import {
	EDIT_SURVEY_STEPS,
	NEW_SURVEY_STEPS,
	stepLabel,
	type SurveyStep,
} from '../builder-steps';
import { useBuilder } from './BuilderContext';
import { planChangesOnSave } from './plan-changes';
import { SaveBanner, saveOutcome } from './publish/SaveBanner';
import { canGoBack, stepProblems } from './steps';
import { forSave } from './survey';
import './builder.scss';

interface BuilderFrameProps {
	step: SurveyStep;
	children: ReactNode;
}

export function BuilderFrame( { step, children }: BuilderFrameProps ) {
	const builder = useBuilder();
	const navigate = useNavigate();
	const missing = useRef< HTMLDivElement >( null );
	const statusLine = useRef< HTMLSpanElement >( null );
	const [ restoreNote, setRestoreNote ] = useState( '' );
	const { survey, stored, isNew, dirty, saving, saveError, entitlements } =
		builder;
	// Once saved, a new survey is an existing one: no setup step, no way back to it.
	const steps = isNew ? NEW_SURVEY_STEPS : EDIT_SURVEY_STEPS;
	const index = NEW_SURVEY_STEPS.indexOf( step );
	const position = steps.indexOf( step );
	// Judged as a save would send it: hidden, disabled or locked values never block a step.
	const effective = forSave( survey, entitlements );
	const problemsOf = ( s: SurveyStep ) =>
		stepProblems( s, effective, builder.templateChosen );
	const problems = problemsOf( step );
	const valid = problems.length === 0;
	const planChanges = stored ? planChangesOnSave( stored, entitlements ) : [];

	// Leaving the page (reload, wp-admin menu) with unsaved changes asks first.
	useLeaveWarning( dirty );

	const reachable = ( target: SurveyStep ) => {
		const to = steps.indexOf( target );
		return (
			to <= position ||
			steps
				.slice( position, to )
				.every( ( s ) => problemsOf( s ).length === 0 )
		);
	};

	/**
	 * Saves, then opens `target`. Setup is never saved from or to: a new survey is first stored
	 * after its first edit (autosave) or when the admin moves on from its questions, so browsing
	 * templates leaves nothing behind. A failed save stays on the step, with the error notice.
	 *
	 * @param target The step to open.
	 */
	const go = async ( target: SurveyStep ) => {
		let id = survey.id;
		if (
			step !== 'setup' &&
			target !== 'setup' &&
			( dirty || id === null )
		) {
			const saved = await builder.save();
			if ( ! saved ) {
				window.scrollTo( 0, 0 );
				return;
			}
			id = saved.id;
		}
		builder.hideBanner();
		navigate(
			id === null ? `/new/${ target }` : `/edit/${ id }/${ target }`
		);
		window.scrollTo( 0, 0 );
	};

	const saveNow = async () => {
		const saved = await builder.save();
		window.scrollTo( 0, 0 );
		if ( saved ) {
			builder.showBanner( saveOutcome( saved ) );
		}
	};

	const blockedNext = () => {
		builder.revealMissing();
		missing.current?.focus();
	};

	const close = () => {
		if (
			dirty &&
			// eslint-disable-next-line no-alert
			! window.confirm(
				__(
					'You have unsaved changes. Leave the builder and lose them?',
					'userfeedback'
				)
			)
		) {
			return;
		}
		builder.forgetUnsavedEdits();
		navigate( '/' );
	};

	const restore = () => {
		builder.restoreUnsaved();
		setRestoreNote(
			__( 'Your unsaved changes are back.', 'userfeedback' )
		);
		statusLine.current?.focus();
		// A new survey's questions are where its edits are (its setup would apply a template).
		if ( step === 'setup' ) {
			navigate( '/new/questions' );
		}
	};

	const discard = () => {
		builder.discardUnsaved();
		setRestoreNote(
			__( 'The unsaved changes were discarded.', 'userfeedback' )
		);
		statusLine.current?.focus();
	};

	const next = steps[ position + 1 ];
	const previous = steps[ position - 1 ];

	let saveStatus = '';
	if ( saving || builder.autosaving ) {
		saveStatus = __( 'Saving…', 'userfeedback' );
	} else if ( saveError ) {
		saveStatus = __( 'Not saved', 'userfeedback' );
	} else if ( ! dirty && builder.lastSavedStatus === 'draft' ) {
		saveStatus = __( 'Draft saved', 'userfeedback' );
	} else if ( ! dirty && builder.lastSavedStatus !== null ) {
		saveStatus = __( 'Saved', 'userfeedback' );
	} else if ( restoreNote !== '' ) {
		saveStatus = restoreNote;
	}

	return (
		<div className="uf-builder">
			<header className="uf-builder__header">
				<nav
					className="uf-builder__steps"
					aria-label={ __( 'Survey steps', 'userfeedback' ) }
				>
					<ol>
						{ steps.map( ( s, i ) => (
							<li
								key={ s }
								className={ `uf-builder__step${
									s === step ? ' is-current' : ''
								}` }
							>
								{ s === step || ! reachable( s ) || saving ? (
									<span
										aria-current={
											s === step ? 'step' : undefined
										}
										aria-disabled={
											s !== step ? true : undefined
										}
									>
										<span className="uf-builder__step-number">
											{ i + 1 }
										</span>
										{ stepLabel( s ) }
									</span>
								) : (
									<button
										type="button"
										className="button-link"
										onClick={ () => go( s ) }
									>
										<span className="uf-builder__step-number">
											{ i + 1 }
										</span>
										<span className="uf-builder__step-label">
											{ stepLabel( s ) }
										</span>
									</button>
								) }
							</li>
						) ) }
					</ol>
				</nav>
				<div className="uf-builder__actions">
					{ /* Always in the page, so each save's result is announced. */ }
					<span
						ref={ statusLine }
						tabIndex={ -1 }
						className={ `uf-builder__save-status${
							saveError ? ' is-error' : ''
						}` }
						role="status"
					>
						{ saveStatus }
					</span>
					{ dirty && ! saving && ! builder.autosaving && (
						<span className="uf-builder__unsaved">
							{ __( 'Unsaved changes', 'userfeedback' ) }
						</span>
					) }
					{ step !== 'publish' && (
						<button
							type="button"
							className="button"
							disabled={ step === 'setup' || saving }
							onClick={ () => void saveNow() }
						>
							{ saving
								? __( 'Saving…', 'userfeedback' )
								: __( 'Save', 'userfeedback' ) }
						</button>
					) }
					<button
						type="button"
						className="button-link uf-builder__close"
						aria-label={ __( 'Close the builder', 'userfeedback' ) }
						onClick={ close }
					>
						<span
							className="dashicons dashicons-no-alt"
							aria-hidden="true"
						/>
					</button>
				</div>
			</header>

			{ builder.restoreOffer && (
				<div
					className="uf-notice uf-notice--warning uf-builder__restore"
					role="alert"
				>
					<p className="uf-notice__title">
						<strong>
							{ isNew
								? __(
										'A new survey you were building was not saved before the page was reloaded.',
										'userfeedback'
									)
								: __(
										'This survey has changes that were not saved before the page was reloaded.',
										'userfeedback'
									) }
						</strong>
					</p>
					{ builder.restoreOffer.changedSince && (
						<p>
							{ __(
								'The survey was saved again since then: restoring puts your changes on top of that version.',
								'userfeedback'
							) }
						</p>
					) }
					{ builder.restoreOffer.mayBeStored && (
						<p>
							{ __(
								'The page was reloaded while it was being saved for the first time, so it may already be in the surveys list as a draft.',
								'userfeedback'
							) }
						</p>
					) }
					<p className="uf-builder__restore-actions">
						<button
							type="button"
							className="button button-primary"
							onClick={ restore }
						>
							{ __(
								'Restore your unsaved changes',
								'userfeedback'
							) }
						</button>{ ' ' }
						<button
							type="button"
							className="button"
							onClick={ discard }
						>
							{ __( 'Discard', 'userfeedback' ) }
						</button>
					</p>
				</div>
			) }
			<div className="uf-builder__banner" aria-live="polite">
				{ builder.banner && (
					<SaveBanner
						key={ builder.banner.id }
						outcome={ builder.banner.outcome }
						questionsPath={
							survey.id === null
								? '/new/questions'
								: `/edit/${ survey.id }/questions`
						}
						onHide={ builder.hideBanner }
					/>
				) }
			</div>
			{ saveError && (
				<ErrorNotice
					error={ saveError }
					title={ __( 'Could Not Save Changes', 'userfeedback' ) }
				/>
			) }
			{ ( survey.responses_count ?? 0 ) > 0 && survey.id !== null && (
				<Notice status="warning">
					<p>
						{ __(
							'This survey already has responses. Changing its questions now makes its results harder to compare. To ask something new, duplicate it or create a new survey.',
							'userfeedback'
						) }{ ' ' }
						<Link to={ `/duplicate/${ survey.id }` }>
							{ __( 'Duplicate this survey', 'userfeedback' ) }
						</Link>
						{ ' | ' }
						<Link to="/new">
							{ __( 'Create a new survey', 'userfeedback' ) }
						</Link>
					</p>
				</Notice>
			) }
			{ planChanges.length > 0 && (
				<Notice status="warning">
					<p>
						<strong>
							{ __(
								"Saving will change this survey: this site's plan or add-ons do not include some of its settings.",
								'userfeedback'
							) }
						</strong>
					</p>
					<ul className="uf-builder__plan-changes">
						{ planChanges.map( ( change ) => (
							<li key={ change }>{ change }</li>
						) ) }
					</ul>
				</Notice>
			) }

			<div className="uf-builder__body">{ children }</div>

			{ step !== 'setup' && problems.length > 0 && (
				<div
					className="uf-builder__missing"
					ref={ missing }
					tabIndex={ -1 }
				>
					<p>
						<strong>
							{ __( 'To continue:', 'userfeedback' ) }
						</strong>
					</p>
					<ul>
						{ problems.map( ( problem ) => (
							<li key={ problem }>{ problem }</li>
						) ) }
					</ul>
					<p>
						<button
							type="button"
							className="button-link"
							onClick={ () => builder.revealMissing( true ) }
						>
							{ __( 'Show what is missing', 'userfeedback' ) }
						</button>
					</p>
				</div>
			) }

			{ step !== 'setup' && (
				<nav
					className="uf-builder__nav"
					aria-label={ __( 'Step navigation', 'userfeedback' ) }
				>
					{ previous && canGoBack( isNew, index ) ? (
						<button
							type="button"
							className="button button-large"
							disabled={ saving }
							onClick={ () => go( previous ) }
						>
							{ __( 'Back', 'userfeedback' ) }
						</button>
					) : (
						<span />
					) }
					{ next && (
						<button
							type="button"
							className="button button-primary button-large"
							disabled={ saving }
							// Focusable while blocked, so keyboard and screen-reader users
							// learn why: pressing it shows what is missing.
							aria-disabled={ ! valid || undefined }
							onClick={ () =>
								valid ? void go( next ) : blockedNext()
							}
						>
							{ sprintf(
								/* translators: %s: the next step's name, e.g. Settings. */
								__( 'Next Step: %s', 'userfeedback' ),
								stepLabel( next )
							) }
						</button>
					) }
				</nav>
			) }
		</div>
	);
}
