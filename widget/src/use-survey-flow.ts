/**
 * One visitor's way through a survey (visitor.md §4 "Answering"): the current question, the
 * answers so far, finishing and saving. Rendering lives elsewhere; this is the state machine.
 */
import { useEffect, useRef, useState } from './hooks';

import { sendResponse } from './api';
import { writeJsonCookie } from './logic/cookies';
import { addonActive } from './logic/entitlements';
import { hasAnswers, nextQuestionIndex } from './logic/questions';
import type { Answer, PageSurvey, WidgetBootstrap } from './types';

/**
 * How a survey is shown: floating (toggle and panel), inline (in a shortcode or block
 * placeholder), or an admin's preview, which sends and stores nothing: with the floating look
 * (the builder, the widget customiser) or the inline look (the block editor, 'inline-preview').
 */
export type Mode = 'floating' | 'inline' | 'preview' | 'inline-preview';

/**
 * Whether nothing is sent or stored (an admin's preview).
 *
 * @param mode How the survey is shown.
 */
export const isPreview = ( mode: Mode ): boolean => mode.endsWith( 'preview' );

/**
 * Whether the survey sits in the content: no toggle, no minimise button, no Close.
 *
 * @param mode How the survey is shown.
 */
export const isInline = ( mode: Mode ): boolean => mode.startsWith( 'inline' );

export interface SurveyFlow {
	index: number;
	answers: Answer[];
	finished: boolean;
	saving: boolean;
	/** Records an answer (replacing an earlier one for the same question) and, when asked, moves on. */
	answer: ( next: Answer, advance: boolean ) => void;
	/** Moves on from the current question with the answers as they are. */
	advance: () => void;
	/** Starts over at the first question with no answers (preview's live updates). */
	restart: () => void;
}

function upsert( answers: Answer[], next: Answer ): Answer[] {
	return [
		...answers.filter( ( a ) => a.question_id !== next.question_id ),
		next,
	];
}

export function useSurveyFlow(
	survey: PageSurvey,
	bootstrap: WidgetBootstrap,
	mode: Mode,
	win: Window
): SurveyFlow {
	const [ index, setIndex ] = useState( 0 );
	const [ answers, setAnswers ] = useState< Answer[] >( [] );
	const [ finished, setFinished ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	// The latest answers for the advance that follows an answer in the same event.
	const latest = useRef( answers );
	latest.current = answers;

	// A changed survey in preview: keep the position when it still exists.
	useEffect( () => {
		if ( index >= survey.questions.length && ! finished ) {
			setIndex( Math.max( 0, survey.questions.length - 1 ) );
		}
	}, [ survey.questions.length ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const finish = async ( all: Answer[] ) => {
		setFinished( true );
		if ( isPreview( mode ) || ! hasAnswers( all ) ) {
			return;
		}
		setSaving( true );
		const id = await sendResponse( bootstrap.rest_url, survey.id, {
			answers: all,
			page_submitted: {
				url: win.location.href,
				title: win.document.title,
			},
			nonce: survey.nonce,
		} );
		setSaving( false );
		if ( id === null ) {
			return;
		}
		writeJsonCookie( win.document, survey.cookie_name, {
			submitted: true,
			last_response_id: id,
		} );
		const { type, redirect_url: url } = survey.settings.thank_you;
		if (
			type === 'redirect' &&
			url &&
			addonActive( bootstrap, 'behavior' )
		) {
			win.location.assign( url );
		}
	};

	const moveOn = ( all: Answer[] ) => {
		const next = nextQuestionIndex( survey.questions, index, all );
		if ( next >= survey.questions.length ) {
			void finish( all );
		} else {
			setIndex( next );
		}
	};

	return {
		index,
		answers,
		finished,
		saving,
		answer( next, advance ) {
			const all = upsert( latest.current, next );
			latest.current = all;
			setAnswers( all );
			if ( advance ) {
				moveOn( all );
			}
		},
		advance() {
			moveOn( latest.current );
		},
		restart() {
			setIndex( 0 );
			setAnswers( [] );
			setFinished( false );
		},
	};
}
