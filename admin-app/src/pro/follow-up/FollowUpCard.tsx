/**
 * The follow-up e-mail to the respondent (`notifications.follow_up`, Pro with a pro or elite
 * plan): on or off, the e-mail question whose answer is the address, the subject and the message,
 * each with the recall picker (any question's answer or a hidden field: the e-mail goes once
 * every answer is in), and a preview with the recalls as the owner reads them.
 *
 * Problems show at their field in the server's words (settings/follow-up.ts): a missing choice
 * and a broken recall at once, an empty subject or message once the field was left or Next was
 * blocked; the server's own message of a refused save stays while the field holds the value it
 * refused.
 */
import { useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import {
	MAX_FOLLOW_UP_BODY,
	MAX_FOLLOW_UP_SUBJECT,
} from '@userfeedback/contract';

import { readableTitle } from '../../data/recall-titles';
import type { SurveyNotifications } from '../../data/survey-types';
import { useBuilder } from '../../features/surveys/builder/BuilderContext';
import { RecallPicker } from '../../features/surveys/builder/questions/RecallPicker';
import {
	hiddenFieldNames,
	recallChoices,
} from '../../features/surveys/builder/questions/recall';
import { serverFieldError } from '../../features/surveys/builder/settings/behavior-rules';
import {
	emailQuestions,
	followUpProblems,
	type FollowUpProblem,
} from '../../features/surveys/builder/settings/follow-up';
import { followUpTitle } from '../../features/surveys/builder/settings/FollowUpSection';
import { SettingsCard } from '../../features/surveys/builder/settings/SettingsCard';
import { FieldError } from '../../features/surveys/builder/shared/FieldError';
import './follow-up.scss';

type FollowUp = SurveyNotifications[ 'follow_up' ];
type Field = FollowUpProblem[ 'field' ];

/** Problems shown before the field was left: they need a choice, not more typing. */
const AT_ONCE = [ 'question_id' ];

/**
 * The text with a token written over its selection.
 *
 * @param text  The text.
 * @param token The token.
 * @param input The field (its selection), if mounted.
 */
function inserted(
	text: string,
	token: string,
	input: HTMLInputElement | HTMLTextAreaElement | null
): { text: string; caret: number } {
	const at = input?.selectionStart ?? text.length;
	const end = input?.selectionEnd ?? at;
	return {
		text: text.slice( 0, at ) + token + text.slice( end ),
		caret: at + token.length,
	};
}

export function FollowUpCard() {
	const { survey, update, saveError, reveal } = useBuilder();
	const id = useId();
	const followUp = survey.notifications.follow_up;
	const emails = emailQuestions( survey );
	const subjectInput = useRef< HTMLInputElement >( null );
	const bodyInput = useRef< HTMLTextAreaElement >( null );
	const [ left, setLeft ] = useState< Field[] >( [] );
	// The values the refused save sent, captured when its error arrives.
	const [ failed, setFailed ] = useState< {
		error: unknown;
		values: FollowUp;
	} >( { error: saveError, values: followUp } );
	if ( failed.error !== saveError ) {
		setFailed( { error: saveError, values: followUp } );
	}

	const problems = followUpProblems( survey );
	const errorOf = ( field: Field ): string | null => {
		const problem = problems.find( ( p ) => p.field === field );
		if (
			problem &&
			( AT_ONCE.includes( field ) ||
				left.includes( field ) ||
				reveal.count > 0 ||
				saveError ||
				// A broken recall shows as it is typed; an empty field once it was left.
				followUp[ field ].includes( '{{' ) )
		) {
			return problem.message;
		}
		return failed.error && failed.values[ field ] === followUp[ field ]
			? serverFieldError(
					failed.error,
					`notifications.follow_up.${ field }`
				)
			: null;
	};

	const set = ( patch: Partial< FollowUp > ) =>
		update( ( s ) => ( {
			...s,
			notifications: {
				...s.notifications,
				follow_up: { ...s.notifications.follow_up, ...patch },
			},
		} ) );

	const toggle = ( active: boolean ) => {
		const chosen = emails.some(
			( { question } ) => question.id === followUp.question_id
		);
		set( {
			active,
			...( active && ! chosen && emails.length > 0
				? { question_id: emails[ 0 ].question.id }
				: {} ),
		} );
	};

	const insert = (
		field: 'subject' | 'body',
		input: HTMLInputElement | HTMLTextAreaElement | null,
		token: string
	) => {
		const next = inserted( followUp[ field ], token, input );
		set( { [ field ]: next.text } );
		window.setTimeout( () => {
			input?.focus();
			input?.setSelectionRange( next.caret, next.caret );
		} );
	};

	const choices = recallChoices(
		survey.questions,
		survey.questions.length,
		hiddenFieldNames( survey.settings )
	);
	const describedBy = ( ...parts: Array< string | false | null > ) =>
		parts.filter( Boolean ).join( ' ' ) || undefined;
	const errors = {
		question_id: errorOf( 'question_id' ),
		subject: errorOf( 'subject' ),
		body: errorOf( 'body' ),
	};
	const leave = ( field: Field ) =>
		setLeft( ( fields ) =>
			fields.includes( field ) ? fields : [ ...fields, field ]
		);
	const chosen = emails.find(
		( { question } ) => question.id === followUp.question_id
	);

	return (
		<SettingsCard title={ followUpTitle() } name="follow-up">
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-active` }
					type="checkbox"
					checked={ followUp.active }
					aria-describedby={ `${ id }-help` }
					onChange={ ( event ) => toggle( event.target.checked ) }
				/>
				<label htmlFor={ `${ id }-active` }>
					{ __(
						'Send each respondent a follow-up email once they complete the survey',
						'userfeedback'
					) }
				</label>
			</p>
			<p id={ `${ id }-help` } className="description">
				{ __(
					'Sent once per completed response, from your site, to the address the respondent gives in an email question: never for a response left unfinished, never to an address that is not valid. It is a notice about their own response, so it carries no unsubscribe link.',
					'userfeedback'
				) }
			</p>
			{ emails.length === 0 && (
				<p
					id={ `${ id }-no-email` }
					className="uf-follow-up__hint description"
				>
					{ __(
						'This survey has no email question yet. Add one in the Questions step: the follow-up goes to the address the respondent gives there.',
						'userfeedback'
					) }
				</p>
			) }
			{ followUp.active && (
				<div className="uf-follow-up">
					<div className="uf-follow-up__field">
						<label htmlFor={ `${ id }-question` }>
							{ __(
								'Send to the address given in',
								'userfeedback'
							) }
						</label>
						<select
							id={ `${ id }-question` }
							value={ chosen ? followUp.question_id : '' }
							aria-invalid={
								errors.question_id ? true : undefined
							}
							aria-describedby={ describedBy(
								emails.length === 0 && `${ id }-no-email`,
								errors.question_id && `${ id }-question-error`
							) }
							onChange={ ( event ) =>
								set( { question_id: event.target.value } )
							}
						>
							{ ! chosen && (
								<option value="">
									{ __(
										'Choose an email question',
										'userfeedback'
									) }
								</option>
							) }
							{ emails.map( ( { question, number } ) => (
								<option
									key={ question.id }
									value={ question.id }
								>
									{ sprintf(
										/* translators: 1: question number, 2: its title. */
										__(
											'Question %1$d: %2$s',
											'userfeedback'
										),
										number,
										readableTitle(
											question.title,
											survey.questions
										).trim() ||
											__( '(no title)', 'userfeedback' )
									) }
								</option>
							) ) }
						</select>
						{ errors.question_id && (
							<FieldError
								id={ `${ id }-question-error` }
								className="uf-builder-settings__error"
							>
								{ errors.question_id }
							</FieldError>
						) }
					</div>
					<div className="uf-follow-up__field">
						<label htmlFor={ `${ id }-subject` }>
							{ __( 'Subject', 'userfeedback' ) }
						</label>
						<input
							ref={ subjectInput }
							id={ `${ id }-subject` }
							type="text"
							className="large-text"
							value={ followUp.subject }
							maxLength={ MAX_FOLLOW_UP_SUBJECT }
							aria-invalid={ errors.subject ? true : undefined }
							aria-describedby={ describedBy(
								errors.subject && `${ id }-subject-error`
							) }
							onBlur={ () => leave( 'subject' ) }
							onChange={ ( event ) =>
								set( { subject: event.target.value } )
							}
						/>
						{ errors.subject && (
							<FieldError
								id={ `${ id }-subject-error` }
								className="uf-builder-settings__error"
							>
								{ errors.subject }
							</FieldError>
						) }
						<RecallPicker
							idPrefix={ `${ id }-subject` }
							choices={ choices }
							onInsert={ ( token ) =>
								insert( 'subject', subjectInput.current, token )
							}
						/>
					</div>
					<div className="uf-follow-up__field">
						<label htmlFor={ `${ id }-body` }>
							{ __( 'Message', 'userfeedback' ) }
						</label>
						<textarea
							ref={ bodyInput }
							id={ `${ id }-body` }
							className="large-text"
							rows={ 8 }
							value={ followUp.body }
							maxLength={ MAX_FOLLOW_UP_BODY }
							aria-invalid={ errors.body ? true : undefined }
							aria-describedby={ describedBy(
								`${ id }-body-help`,
								errors.body && `${ id }-body-error`
							) }
							onBlur={ () => leave( 'body' ) }
							onChange={ ( event ) =>
								set( { body: event.target.value } )
							}
						/>
						<p id={ `${ id }-body-help` } className="description">
							{ __(
								'Plain text; line breaks are kept. Your site’s name and address and a line saying why they get this email are added at the end.',
								'userfeedback'
							) }
						</p>
						{ errors.body && (
							<FieldError
								id={ `${ id }-body-error` }
								className="uf-builder-settings__error"
							>
								{ errors.body }
							</FieldError>
						) }
						<RecallPicker
							idPrefix={ `${ id }-body` }
							choices={ choices }
							onInsert={ ( token ) =>
								insert( 'body', bodyInput.current, token )
							}
						/>
					</div>
					<FollowUpPreview
						id={ id }
						followUp={ followUp }
						questions={ survey.questions }
						title={ survey.title }
						addressQuestion={ chosen?.number ?? null }
					/>
				</div>
			) }
		</SettingsCard>
	);
}

interface PreviewProps {
	id: string;
	followUp: FollowUp;
	questions: ReadonlyArray< { id: string } >;
	title: string;
	/** The number of the e-mail question chosen, if any. */
	addressQuestion: number | null;
}

/**
 * The e-mail as it will read, each recall shown as what it recalls (`{Question 2}`) or as its
 * fallback in braces.
 *
 * @param props                 The follow-up and the survey's questions.
 * @param props.id
 * @param props.followUp
 * @param props.questions
 * @param props.title
 * @param props.addressQuestion
 */
function FollowUpPreview( {
	id,
	followUp,
	questions,
	title,
	addressQuestion,
}: PreviewProps ) {
	const subject = readableTitle( followUp.subject, questions )
		.replace( /\s+/g, ' ' )
		.trim();
	const body = readableTitle( followUp.body, questions ).trimEnd();
	const site = __( '[Site name]', 'userfeedback' );
	return (
		<section
			className="uf-follow-up__preview"
			aria-labelledby={ `${ id }-preview` }
		>
			<h3 id={ `${ id }-preview` }>
				{ __( 'Preview', 'userfeedback' ) }
			</h3>
			<dl className="uf-follow-up__headers">
				<dt>{ __( 'To', 'userfeedback' ) }</dt>
				<dd>
					{ addressQuestion === null
						? __( 'No email question chosen', 'userfeedback' )
						: sprintf(
								/* translators: %d: question number. */
								__(
									'The address given in Question %d',
									'userfeedback'
								),
								addressQuestion
							) }
				</dd>
				<dt>{ __( 'Subject', 'userfeedback' ) }</dt>
				<dd>{ subject || '—' }</dd>
			</dl>
			<div className="uf-follow-up__body">
				{ body || '—' }
				{ `\n\n-- \n${ site }\n${ __(
					'[Site address]',
					'userfeedback'
				) }\n\n` }
				{ sprintf(
					/* translators: 1: survey title, 2: site name. */
					__(
						'You receive this e-mail because you answered the survey “%1$s” on %2$s and gave this address. It is sent once, for this response only.',
						'userfeedback'
					),
					title,
					site
				) }
			</div>
		</section>
	);
}
