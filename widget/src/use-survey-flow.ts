/**
 * One visitor's way through a survey (visitor.md §4 "Answering"): the current question, the
 * answers so far, finishing and saving. Rendering lives elsewhere; this is the state machine.
 *
 * Moving on follows the question's jump logic first, then display logic
 * (nextQuestionIndexWithJumps()): a jump to "end" finishes the survey, and questions jumped over
 * are never displayed, so they are not in `shown`.
 *
 * Saving (docs/decisions.md "Partial responses"): every save carries the run's response_key
 * (made once, at the first save), `shown` (the questions displayed, in order) and `completed`.
 * Without save_partial there is one save, when the visitor finishes. With it, each answer or
 * skip that moves on re-sends the whole state (completed: false) once an answer says something,
 * and finishing sends it completed. Saves go one after another, never two in flight; a state
 * queued behind a save in flight replaces any older one still waiting, so the server never gets
 * an older state after a newer one. The save that creates the response carries the site's spam
 * protection token when it has a provider (logic/captcha.ts); the later saves continue it.
 *
 * Resuming (save_partial only): each partial save also keeps the key and the answers in the
 * browser (resume.ts); a later run of the survey in this browser (another page, a reload) starts
 * from them at the first unanswered question and continues the same response.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

import { ANSWERED_BEFORE, sendResponse } from './api';
import { collectFields } from './hidden-fields';
import { track } from './logic/analytics';
import { captchaToken } from './logic/captcha';
import { writeJsonCookie } from './logic/cookies';
import { uuid } from './logic/display-rules';
import { noteAnswered, oncePerPerson } from './logic/once';
import { noteContact } from './logic/recontact-note';
import {
	hasAnswers,
	hasValue,
	nextQuestionIndexWithJumps,
	resumePoint,
} from './logic/questions';
import { readKept, storageOf, writeKept } from './resume';
import type {
	Answer,
	PageSurvey,
	ResponseBody,
	WidgetBootstrap,
} from './types';

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
	/** The server said this person already answered (one answer each): nothing was stored. */
	answeredBefore: boolean;
	/** Records an answer (replacing an earlier one for the same question) and, when asked, moves on. */
	answer: ( next: Answer, advance: boolean ) => void;
	/** Moves on from the current question with the answers as they are. */
	advance: () => void;
	/** Starts over at the first question with no answers (preview's live updates). */
	restart: () => void;
}

/**
 * The response this browser left unfinished, where it resumes: its key, its answers (to the
 * questions the survey still has) and the questions displayed up to the first unanswered one.
 * Null for a preview, a survey without partial saves, nothing kept, or nothing left to ask.
 *
 * @param survey The survey.
 * @param mode   How it is shown.
 * @param win    The window (its localStorage).
 */
function resumeFrom( survey: PageSurvey, mode: Mode, win: Window ) {
	if ( isPreview( mode ) || ! survey.settings.behavior.save_partial ) {
		return null;
	}
	const kept = readKept( storageOf( win ), survey.cookie_name, Date.now() );
	const answers = ( kept?.answers ?? [] ).filter( ( a ) =>
		survey.questions.some( ( q ) => q.id === a.question_id )
	);
	const point = kept && resumePoint( survey.questions, answers );
	return point ? { key: kept.key, answers, ...point } : null;
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
	const [ resumed ] = useState( () => resumeFrom( survey, mode, win ) );
	const [ index, setIndex ] = useState( resumed?.index ?? 0 );
	const [ answers, setAnswers ] = useState< Answer[] >(
		resumed?.answers ?? []
	);
	const [ finished, setFinished ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ answeredBefore, setAnsweredBefore ] = useState( false );
	// The latest answers for the advance that follows an answer in the same event.
	const latest = useRef( answers );
	latest.current = answers;
	// The indexes of the questions displayed in this run, in order.
	const path = useRef( resumed?.path ?? [ 0 ] );
	// This run's saves: its key, the chain of saves and the newest state waiting in it.
	// `made`: a save of this run was stored (a resumed run's was, on an earlier page), so later
	// saves continue a response and need no spam protection token.
	const run = useRef< {
		key?: string;
		chain: Promise< number | null >;
		next?: ResponseBody;
		fields?: Record< string, string >;
		made?: boolean;
		// The analytics events sent (docs/analytics-events.md): question ids, and -1 when completed.
		told: Set< string | number >;
	} >( {
		told: new Set(),
		key: resumed?.key,
		chain: Promise.resolve( null ),
		made: !! resumed,
	} );

	// A changed survey in preview: keep the position when it still exists.
	useEffect( () => {
		if ( index >= survey.questions.length && ! finished ) {
			setIndex( Math.max( 0, survey.questions.length - 1 ) );
		}
	}, [ survey.questions.length ] ); // eslint-disable-line react-hooks/exhaustive-deps

	/**
	 * Queues a save of the whole state; resolves to the response id, or null when it was not
	 * stored or a newer state replaced it before it was sent.
	 * @param all       The answers so far.
	 * @param completed Whether this is the last save.
	 */
	const save = ( all: Answer[], completed: boolean ) => {
		const r = run.current;
		const body: ResponseBody = {
			answers: all,
			page_submitted: {
				url: win.location.href,
				title: win.document.title,
			},
			nonce: survey.nonce,
			response_key: ( r.key ??= uuid() ),
			shown: path.current.map( ( i ) => survey.questions[ i ].id ),
			completed,
			// The texts' language: the server stores the choices as the survey's own options.
			language: survey.language,
			// Hidden fields, read once per run (the server keeps the first save's).
			fields: ( r.fields ??= collectFields( survey, win ) ),
			// The personal link this page was opened with (the survey page): the first save uses it up.
			link: survey.link,
		};
		r.next = body;
		return ( r.chain = r.chain.then( async () => {
			if ( r.next !== body ) {
				return null;
			}
			r.next = undefined;
			if ( ! r.made ) {
				body.captcha = await captchaToken( bootstrap, win );
			}
			const id = await sendResponse(
				bootstrap.rest_url,
				survey.id,
				body
			);
			r.made ||= id !== null;
			return id;
		} ) );
	};

	const finish = async ( all: Answer[] ) => {
		setFinished( true );
		if ( isPreview( mode ) ) {
			return;
		}
		// Nothing left to resume, whether the last save lands or not.
		writeKept( storageOf( win ), survey.cookie_name, null );
		if ( ! hasAnswers( all ) ) {
			return;
		}
		setSaving( true );
		const id = await save( all, true );
		setSaving( false );
		if ( id === null ) {
			return;
		}
		writeJsonCookie( win.document, survey.cookie_name, {
			submitted: true,
			last_response_id: id,
		} );
		if ( oncePerPerson( survey ) ) {
			noteAnswered( survey, win );
		}
		if ( id === ANSWERED_BEFORE ) {
			setAnsweredBefore( true );
			return;
		}
		const told = run.current.told;
		if ( ! told.has( -1 ) ) {
			told.add( -1 );
			track( win, bootstrap, survey, 'survey_completed' );
		}
		// Answered: a recurring survey asks again repeat_days from now, as a new response (this
		// run's key is never reused: nothing is kept to resume once a response completes).
		noteContact( win.document, survey, 'a', Date.now() );
		const { type, redirect_url: url } = survey.settings.thank_you;
		if ( type === 'redirect' && url ) {
			win.location.assign( url );
		}
	};

	const moveOn = ( all: Answer[] ) => {
		// Answered, not skipped: once per question, when the visitor moves on from it.
		const question = survey.questions[ index ];
		const answer = all.find( ( a ) => a.question_id === question.id );
		const told = run.current.told;
		if (
			! isPreview( mode ) &&
			! told.has( question.id ) &&
			hasValue( answer )
		) {
			told.add( question.id );
			track(
				win,
				bootstrap,
				survey,
				'question_answered',
				question,
				answer?.value
			);
		}
		const next = nextQuestionIndexWithJumps( survey.questions, index, all );
		if ( next >= survey.questions.length ) {
			void finish( all );
			return;
		}
		setIndex( next );
		// Once per question, however often Next is pressed before the page updates.
		if ( ! path.current.includes( next ) ) {
			path.current.push( next );
			if (
				survey.settings.behavior.save_partial &&
				! isPreview( mode ) &&
				hasAnswers( all )
			) {
				void save( all, false );
				writeKept( storageOf( win ), survey.cookie_name, {
					key: run.current.key as string,
					answers: all,
					at: Date.now(),
				} );
			}
		}
	};

	return {
		index,
		answers,
		finished,
		saving,
		answeredBefore,
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
			path.current = [ 0 ];
		},
	};
}
