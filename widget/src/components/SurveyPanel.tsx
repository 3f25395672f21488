/**
 * The panel's body: the current question or the thank-you message, and the footer with the
 * logo, Skip and Next (visitor.md §2). The live region tells screen readers what changed; the
 * same progress ("Question 3 of 7": the question's place in the survey, so a jump moves it on)
 * shows above the question for everyone else, hidden from screen readers, which already heard
 * it. A one-question survey shows none: there is no way to go.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

import { answerProblem, canSkip } from '../logic/questions';
import { fieldValue } from '../hidden-fields';
import { recall } from '../recall';
import { format, type Texts } from '../texts';
import type { PageSurvey, WidgetBootstrap } from '../types';
import {
	isInline,
	isPreview,
	type Mode,
	type SurveyFlow,
} from '../use-survey-flow';
import { PollResults } from './PollResults';
import { QuestionView } from './QuestionView';

export interface SurveyPanelProps {
	survey: PageSurvey;
	bootstrap: WidgetBootstrap;
	mode: Mode;
	flow: SurveyFlow;
	texts: Texts;
	/** The visitor opened the panel: focus its question at once. */
	focusFirst?: boolean;
	onClose: () => void;
}

export function SurveyPanel( props: SurveyPanelProps ) {
	const { survey, bootstrap, mode, flow, texts } = props;
	const theming = survey.settings.theming;
	// Focus follows the questions only once the visitor has acted: never on page load.
	const [ interacted, setInteracted ] = useState( !! props.focusFirst );
	// The question whose problem shows: set when the visitor tries to go on (or leaves an
	// e-mail field) with an answer that cannot continue, so nothing is red before that.
	const [ flagged, setFlagged ] = useState< string | null >( null );
	const question = survey.questions[ flow.index ];
	const answer = question
		? flow.answers.find( ( a ) => a.question_id === question.id )
		: undefined;

	const thanks = useRef< HTMLParagraphElement >( null );
	// An inline survey this visitor may not answer (once each) shows its reason in place of all.
	const done = flow.finished || ! question || !! survey.closed;
	useEffect( () => {
		if ( done && interacted ) {
			thanks.current?.focus();
		}
	}, [ done ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const logo = {
		custom: theming.custom_logo,
		userfeedback: bootstrap.logo_url,
		none: '',
	}[ theming.logo_type ];

	let body;
	let status = '';
	if ( done ) {
		// Read out through focus (below), not the live region: once is enough.
		body = (
			<div class="uf-thanks">
				<p tabIndex={ -1 } ref={ thanks } dir="auto">
					{ survey.login_url ? (
						<a href={ survey.login_url }>{ survey.closed }</a>
					) : (
						( survey.closed ??
						( flow.answeredBefore
							? texts.answered
							: survey.settings.thank_you.message ) )
					) }
				</p>
				{ survey.settings.behavior.show_results &&
					! isPreview( mode ) &&
					! flow.saving &&
					! survey.login_url && (
						<PollResults
							survey={ survey }
							bootstrap={ bootstrap }
							texts={ texts }
						/>
					) }
				{ ! isInline( mode ) && (
					<button
						type="button"
						class="uf-button"
						onClick={ props.onClose }
					>
						{ texts.close }
					</button>
				) }
			</div>
		);
	} else {
		status = format(
			texts.progress,
			flow.index + 1,
			survey.questions.length
		);
		const problem = answerProblem( question, answer );
		const next = problem === null;
		const skip = canSkip( survey.type, question, {
			preview: isPreview( mode ),
			finished: flow.finished,
		} );
		const submit = () => {
			setInteracted( true );
			if ( next ) {
				flow.advance();
			} else {
				setFlagged( question.id );
			}
		};
		body = (
			<form
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				{ survey.questions.length > 1 && (
					<p class="uf-progress" aria-hidden="true">
						{ status }
					</p>
				) }
				<QuestionView
					key={ question.id }
					question={ question }
					title={ recall(
						question.title,
						survey.questions.slice( 0, flow.index ),
						flow.answers,
						texts,
						( name ) => fieldValue( survey, name )
					) }
					answer={ answer }
					texts={ texts }
					focus={ interacted }
					error={
						flagged === question.id && problem
							? texts[ problem ]
							: undefined
					}
					onLeave={ () => {
						if ( problem === 'invalidEmail' ) {
							setFlagged( question.id );
						}
					} }
					onAnswer={ ( a, advance ) => {
						setInteracted( true );
						flow.answer( a, advance );
					} }
					onSubmit={ submit }
				/>
				<div class="uf-footer">
					{ logo && <img class="uf-logo" src={ logo } alt="" /> }
					{ skip && (
						<button
							type="button"
							class="uf-skip"
							onClick={ () => {
								setInteracted( true );
								flow.answer(
									{ question_id: question.id, value: null },
									true
								);
							} }
						>
							{ theming.skip_text }
						</button>
					) }
					<button
						type="submit"
						class="uf-button"
						aria-disabled={ ! next }
					>
						{ theming.next_text }
					</button>
				</div>
			</form>
		);
	}

	return (
		<>
			{ body }
			<div class="uf-sr" role="status" aria-live="polite">
				{ flow.saving ? '' : status }
			</div>
		</>
	);
}
