/**
 * Choosing the survey: a search field over the surveys' titles (`GET surveys?search=`), the
 * newest matches as buttons naming each survey's status, and — when the site has no survey yet —
 * a link to the admin's new-survey route instead. Loading and errors are announced (a polite
 * status line, an error notice with Try again); everything is reachable by Tab and Enter.
 */
import { useId, useState } from 'react';
import { Button, Notice, SearchControl, Spinner } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { PER_PAGE } from './api';
import { statusClass, statusLabel } from './status';
import type { SurveyOption } from './types';
import { useSurveySearch } from './use-survey-search';

interface SurveyPickerProps {
	onChoose: ( id: number ) => void;
	/** Leaves the picker without changing the survey (only when one is chosen). */
	onCancel?: () => void;
	/** The admin's new-survey route; null when this user may not create surveys. */
	newSurveyUrl: string | null;
}

export function SurveyPicker( {
	onChoose,
	onCancel,
	newSurveyUrl,
}: SurveyPickerProps ) {
	const [ search, setSearch ] = useState( '' );
	const state = useSurveySearch( search );
	const text = search.trim();

	if ( state.status === 'ready' && state.results.siteTotal === 0 ) {
		return <NoSurveys newSurveyUrl={ newSurveyUrl } />;
	}

	return (
		<div className="uf-survey-block__picker">
			<SearchControl
				label={ __( 'Search surveys', 'userfeedback' ) }
				placeholder={ __( 'Search surveys by title', 'userfeedback' ) }
				value={ search }
				onChange={ setSearch }
				__nextHasNoMarginBottom
			/>
			<p className="uf-survey-block__status" role="status">
				{ state.status === 'loading' && (
					<>
						<Spinner />
						{ __( 'Loading surveys…', 'userfeedback' ) }
					</>
				) }
				{ state.status === 'ready' &&
					resultsText(
						state.results.total,
						state.results.items,
						text
					) }
			</p>
			{ state.status === 'error' && (
				<Notice
					status="error"
					isDismissible={ false }
					actions={ [
						{
							label: __( 'Try again', 'userfeedback' ),
							onClick: state.retry,
						},
					] }
				>
					{ sprintf(
						/* translators: %s: the server's error message. */
						__(
							'The surveys could not be loaded: %s',
							'userfeedback'
						),
						state.error.message
					) }
				</Notice>
			) }
			{ state.status === 'ready' && state.results.items.length > 0 && (
				<ul
					className="uf-survey-block__results"
					aria-label={ __( 'Surveys', 'userfeedback' ) }
				>
					{ state.results.items.map( ( survey ) => (
						<li key={ survey.id }>
							<button
								type="button"
								className="uf-survey-block__result"
								onClick={ () => onChoose( survey.id ) }
							>
								<span className="uf-survey-block__title">
									{ survey.title ||
										__( '(no title)', 'userfeedback' ) }
								</span>
								<span
									className={ `uf-survey-block__badge ${ statusClass(
										survey
									) }` }
								>
									{ statusLabel( survey ) }
								</span>
							</button>
						</li>
					) ) }
				</ul>
			) }
			{ onCancel && (
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'userfeedback' ) }
				</Button>
			) }
		</div>
	);
}

/**
 * The line that says what the list holds.
 *
 * @param total How many surveys match.
 * @param items The ones listed.
 * @param text  The search text.
 */
export function resultsText(
	total: number,
	items: SurveyOption[],
	text: string
): string {
	if ( total === 0 ) {
		return sprintf(
			/* translators: %s: the search text. */
			__( 'No surveys match “%s”.', 'userfeedback' ),
			text
		);
	}
	if ( total > items.length ) {
		return sprintf(
			/* translators: 1: surveys listed, 2: surveys matching. */
			__(
				'The newest %1$d of %2$d surveys. Type to narrow the list.',
				'userfeedback'
			),
			Math.min( items.length, PER_PAGE ),
			total
		);
	}
	return sprintf(
		/* translators: %d: number of surveys. */
		_n( '%d survey', '%d surveys', total, 'userfeedback' ),
		total
	);
}

function NoSurveys( { newSurveyUrl }: { newSurveyUrl: string | null } ) {
	const hint = useId();
	return (
		<div className="uf-survey-block__empty">
			<p>{ __( 'You have no surveys yet.', 'userfeedback' ) }</p>
			{ newSurveyUrl ? (
				<>
					<Button
						variant="primary"
						href={ newSurveyUrl }
						target="_blank"
						rel="noreferrer"
						aria-describedby={ hint }
					>
						{ __( 'Create New', 'userfeedback' ) }
					</Button>
					<p id={ hint } className="uf-survey-block__hint">
						{ __(
							'Opens the survey builder in a new tab. Come back here when the survey is saved to choose it.',
							'userfeedback'
						) }
					</p>
				</>
			) : (
				<p>
					{ __(
						'Ask someone who can create surveys to make one, then choose it here.',
						'userfeedback'
					) }
				</p>
			) }
		</div>
	);
}
