/**
 * One question: its title (focused when it appears, so keyboard and screen-reader users land on
 * it), its answer control and, with the question-types add-on, the comment box. Text answers are
 * kept here as drafts and handed up on Next.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';

import {
	commentBoxAllowed,
	displayOptions,
	LONG_TEXT_MAX,
	TEXT_MAX,
} from '../logic/questions';
import type { Answer, Question } from '../types';
import { ChoiceControl } from './ChoiceControl';
import type { Texts } from '../texts';

export interface QuestionViewProps {
	question: Question;
	answer: Answer | undefined;
	texts: Texts;
	/** Focus the title on mount: not for the first question of a panel that opened by itself. */
	focus: boolean;
	/** Why the answer cannot continue, shown under the control and tied to it. */
	error?: string;
	/** Focus left the answer control (an e-mail address is checked then). */
	onLeave?: () => void;
	onAnswer: ( answer: Answer, advance: boolean ) => void;
	onSubmit: () => void;
}

export function QuestionView( props: QuestionViewProps ) {
	const { question, answer, texts } = props;
	const titleId = `uf-q-${ question.id }`;
	const errorId = `uf-e-${ question.id }`;
	// On the control the visitor answers with: its error is read with it.
	const invalid = props.error
		? { 'aria-invalid': true, 'aria-describedby': errorId }
		: {};
	const title = useRef< HTMLHeadingElement >( null );
	const options = useMemo(
		() => displayOptions( question ),
		// Shuffled once per question, not on every render.
		[ question.id, question.config.options.join( '\n' ) ] // eslint-disable-line react-hooks/exhaustive-deps
	);
	const [ extra, setExtra ] = useState( answer?.extra ?? '' );

	useEffect( () => {
		if ( props.focus ) {
			title.current?.focus();
		}
	}, [ question.id ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const value = answer?.value ?? null;
	const put = ( next: Answer[ 'value' ], advance: boolean, note = extra ) =>
		props.onAnswer(
			{
				question_id: question.id,
				value: next,
				...( note.trim() ? { extra: note.trim() } : {} ),
			},
			advance
		);

	// The comment box and the e-mail question's first name: the answer's `extra`.
	const onExtra = ( event: { currentTarget: { value: string } } ) => {
		setExtra( event.currentTarget.value );
		put( value, false, event.currentTarget.value );
	};

	const commentBox = commentBoxAllowed( question );
	const chosen = Array.isArray( value ) ? value.length > 0 : value !== null;
	// Right under the field it is about: the e-mail field has the first name after it.
	const error = props.error && (
		<p class="uf-error" id={ errorId } role="alert">
			{ props.error }
		</p>
	);
	let control;

	if ( question.type === 'text' || question.type === 'long-text' ) {
		const long = question.type === 'long-text';
		const Tag = long ? 'textarea' : 'input';
		const max = long ? LONG_TEXT_MAX : TEXT_MAX;
		const text = typeof value === 'string' ? value : '';
		control = (
			<>
				<Tag
					class="uf-input"
					aria-labelledby={ titleId }
					{ ...invalid }
					placeholder={ texts.placeholder }
					maxLength={ max }
					rows={ long ? 4 : undefined }
					value={ text }
					onInput={ ( event ) => {
						const next = event.currentTarget.value.slice( 0, max );
						put( next === '' ? null : next, false );
					} }
				/>
				{ long && (
					<div class="uf-count" aria-live="polite">
						{ text.length } / { max }
					</div>
				) }
			</>
		);
	} else if ( question.type === 'email' ) {
		control = (
			<>
				<input
					class="uf-input"
					type="email"
					autoComplete="email"
					aria-labelledby={ titleId }
					{ ...invalid }
					onBlur={ props.onLeave }
					placeholder={ texts.email }
					maxLength={ 254 }
					value={ typeof value === 'string' ? value : '' }
					onInput={ ( event ) =>
						put( event.currentTarget.value.trim() || null, false )
					}
				/>
				{ error }
				{ question.config.include_name && (
					<input
						class="uf-input"
						type="text"
						autoComplete="given-name"
						aria-label={ texts.firstName }
						placeholder={ texts.firstName }
						maxLength={ 100 }
						value={ extra }
						onInput={ onExtra }
					/>
				) }
			</>
		);
	} else {
		control = (
			<ChoiceControl
				question={ question }
				options={ options }
				value={ value as string | string[] | null }
				labelledBy={ titleId }
				describedBy={ props.error ? errorId : undefined }
				holdOnChange={ commentBox }
				npsLabels={ [ texts.notLikely, texts.extremelyLikely ] }
				onChange={ ( next, advance ) => put( next, advance ) }
				onSubmit={ props.onSubmit }
			/>
		);
	}

	return (
		<div>
			{ /* dir="auto": a text shown in the survey's own language when not translated keeps
			its own direction inside a panel laid out the other way. */ }
			<h2
				class="uf-title"
				id={ titleId }
				tabIndex={ -1 }
				ref={ title }
				dir="auto"
			>
				{ question.title }
			</h2>
			{ control }
			{ question.type !== 'email' && error }
			{ commentBox && chosen && (
				<textarea
					class="uf-input"
					aria-label={ texts.comment }
					placeholder={ texts.comment }
					maxLength={ TEXT_MAX }
					rows={ 2 }
					value={ extra }
					onInput={ onExtra }
				/>
			) }
		</div>
	);
}
