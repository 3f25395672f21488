/**
 * The builder's frame (configuration.md §2.3, §4 "Builder flow"): the steps header (current one
 * marked, reachable ones clickable — a click saves, then navigates), Save (not on setup), Close
 * (asks before dropping unsaved changes), the step itself, and the bottom navigation (Back and
 * 'Next Step: {title}', hidden on setup, Next disabled while the step is invalid; Next saves,
 * navigates and scrolls to the top).
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../../components/Notice';
import {
	EDIT_SURVEY_STEPS,
	NEW_SURVEY_STEPS,
	stepLabel,
	type SurveyStep,
} from '../builder-steps';
import { useBuilder } from './BuilderContext';
import { canGoBack, stepValid } from './steps';
import './builder.scss';
import { useLeaveWarning } from '../../../components/use-leave-warning';

interface BuilderFrameProps {
	step: SurveyStep;
	children: ReactNode;
}

export function BuilderFrame( { step, children }: BuilderFrameProps ) {
	const builder = useBuilder();
	const navigate = useNavigate();
	const { survey, isNew, dirty, saving, saveError } = builder;
	// Once saved, a new survey is an existing one: no setup step, no way back to it.
	const steps = isNew ? NEW_SURVEY_STEPS : EDIT_SURVEY_STEPS;
	const index = NEW_SURVEY_STEPS.indexOf( step );
	const position = steps.indexOf( step );
	const valid = ( s: SurveyStep ) =>
		stepValid( s, survey, builder.templateChosen );

	// Leaving the page (reload, wp-admin menu) with unsaved changes asks first.
	useLeaveWarning( dirty );

	const reachable = ( target: SurveyStep ) => {
		const to = steps.indexOf( target );
		return (
			to <= position ||
			steps.slice( position, to ).every( ( s ) => valid( s ) )
		);
	};

	/**
	 * Saves, then opens `target`. Setup is never saved from or to: a new survey is first stored
	 * when the admin moves on from its questions, so browsing templates leaves nothing behind.
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
				return;
			}
			id = saved.id;
		}
		navigate(
			id === null ? `/new/${ target }` : `/edit/${ id }/${ target }`,
			{
				state: { startedNew: builder.startedNew },
			}
		);
		window.scrollTo( 0, 0 );
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
		navigate( '/' );
	};

	const next = steps[ position + 1 ];
	const previous = steps[ position - 1 ];

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
					{ step !== 'publish' && (
						<button
							type="button"
							className="button"
							disabled={ step === 'setup' || saving }
							onClick={ () => void builder.save() }
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

			<div className="uf-builder__body">{ children }</div>

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
							disabled={ saving || ! valid( step ) }
							onClick={ () => go( next ) }
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
