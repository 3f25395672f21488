/**
 * The notice the surveys list shows after the builder published a survey (configuration.md §4:
 * "If published and a redirect was requested, the browser goes to the surveys admin page"): the
 * list alone would not say that anything happened. It names the survey and says it is live, or
 * scheduled with the date and time. The builder hands the survey over in the route's state.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { getGlobals } from '../../data/globals';
import type { SavedSurvey } from '../../data/survey-types';
import { formatDateTime } from './format-date';

export type PublishedSurvey = Pick<
	SavedSurvey,
	'id' | 'title' | 'publish_at' | 'is_scheduled'
>;

interface PublishedState {
	published: PublishedSurvey;
}

/**
 * The route state that makes the list announce a published survey.
 *
 * @param survey The survey the server stored.
 */
export function publishedState( survey: PublishedSurvey ): PublishedState {
	return {
		published: {
			id: survey.id,
			title: survey.title,
			publish_at: survey.publish_at,
			is_scheduled: survey.is_scheduled,
		},
	};
}

function fromState( state: unknown ): PublishedSurvey | null {
	const published = ( state as Partial< PublishedState > | null )?.published;
	return published && typeof published.title === 'string' ? published : null;
}

/**
 * The sentence for a published survey.
 *
 * @param survey   The survey.
 * @param locale   The site's locale.
 * @param timeZone The site's time zone.
 */
export function publishedMessage(
	survey: PublishedSurvey,
	locale: string,
	timeZone: string
): string {
	if ( survey.is_scheduled && survey.publish_at ) {
		return sprintf(
			/* translators: 1: survey title. 2: date and time it goes live. */
			__(
				'“%1$s” is scheduled: visitors will see it from %2$s.',
				'userfeedback'
			),
			survey.title,
			formatDateTime( survey.publish_at, locale, timeZone )
		);
	}
	return sprintf(
		/* translators: %s: survey title. */
		__( '“%s” is published: visitors can see it now.', 'userfeedback' ),
		survey.title
	);
}

/**
 * Shows the notice once: the state is cleared from the history entry, so a reload or coming back
 * to the list does not repeat it. Focus moves to the notice, which is also announced.
 */
export function PublishedNotice() {
	const location = useLocation();
	const navigate = useNavigate();
	const survey = useRef( fromState( location.state ) ).current;
	const notice = useRef< HTMLDivElement >( null );
	const { locale, timezone } = getGlobals();

	useEffect( () => {
		if ( survey ) {
			navigate(
				{ pathname: location.pathname, search: location.search },
				{ replace: true, state: null }
			);
			notice.current?.focus();
		}
		// Once, on arrival.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	if ( ! survey ) {
		return null;
	}
	return (
		<div ref={ notice } tabIndex={ -1 } className="uf-surveys__published">
			<Notice status="success">
				<p>{ publishedMessage( survey, locale, timezone ) }</p>
			</Notice>
		</div>
	);
}
